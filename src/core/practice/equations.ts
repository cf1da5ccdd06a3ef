/**
 * Practice problems for the equation mistakes (linear-equation-check's rules): each rule is set on
 * the equations where it is made (a bracket k(x ± b) for the bracket expanded on its first term
 * only, x + b = c for the number divided instead of subtracted, a·x = c for the coefficient
 * subtracted, …), with the numbers chosen so that the solution x the mistake leads to is its own:
 * not the right solution, and not where any other rule's line leads. Every rule's line comes from
 * the engine's own rule functions (buggyLines), and a problem is kept only when
 * linear-equation-check names the rule first on the line the mistake makes.
 */
import { formatFixed, roundToScale, scaledToRational } from '../decimal';
import { isErrorEnvelope } from '../errors';
import { execute } from '../execute';
import { parseLine, type ParsedLine } from '../equations/parse';
import {
  addFunctions,
  constantFunction,
  evaluateFunction,
  linearOf,
  UNKNOWN_FUNCTION,
  type RationalFunction,
} from '../equations/rational-function';
import { isRoundedFrom } from '../equations/rounding';
import type { EquationRule } from '../equations/rule-ids';
import { buggyLines } from '../equations/rules';
import { holdsAt } from '../equations/solution-set';
import { lineText } from '../equations/solve';
import { Rational } from '../rational';
import type { EquationMistake } from '../sentences/equation-sentences';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';
import type { LinearEquationSolveOutput } from '../tools/linear-equation-solve';
import { randomInt, type Random } from './random';

export const EQUATION_LETTER = 'x';

/** An equation of one form, its numbers chosen from the right solution (a whole number, so the working is a child's). */
export interface EquationShape {
  id: string;
  make(random: Random): string;
}

const solutionOf = (random: Random): number => randomInt(random, 1, 9);
const signed = (n: number): string => (n < 0 ? `-${-n}` : String(n));

export const EQUATION_SHAPES = {
  // a·x = c
  coefficient: (random) => {
    const a = randomInt(random, 2, 9);
    return `${a}x = ${a * solutionOf(random)}`;
  },
  // x/a = c
  divided: (random) => `x/${randomInt(random, 2, 6)} = ${solutionOf(random)}`,
  // x + b = c
  plus: (random) => {
    const b = randomInt(random, 2, 9);
    return `x + ${b} = ${solutionOf(random) + b}`;
  },
  // x − b = c
  minus: (random) => {
    const b = randomInt(random, 2, 9);
    return `x - ${b} = ${signed(solutionOf(random) - b)}`;
  },
  // a·x + b = c
  coefficient_plus: (random) => {
    const a = randomInt(random, 2, 9);
    const b = randomInt(random, 1, 9);
    return `${a}x + ${b} = ${a * solutionOf(random) + b}`;
  },
  // a·x − b = c
  coefficient_minus: (random) => {
    const a = randomInt(random, 2, 9);
    const b = randomInt(random, 1, 9);
    return `${a}x - ${b} = ${signed(a * solutionOf(random) - b)}`;
  },
  // k(x + b) = c
  bracket_plus: (random) => {
    const k = randomInt(random, 2, 6);
    const b = randomInt(random, 1, 9);
    return `${k}(x + ${b}) = ${k * (solutionOf(random) + b)}`;
  },
  // k(x − b) = c
  bracket_minus: (random) => {
    const k = randomInt(random, 2, 6);
    const b = randomInt(random, 1, 9);
    return `${k}(x - ${b}) = ${signed(k * (solutionOf(random) - b))}`;
  },
  // (x + b)/k = c
  bracket_over: (random) => {
    const k = randomInt(random, 2, 6);
    const c = randomInt(random, 2, 9);
    const b = randomInt(random, 1, k * c - 1);
    return `(x + ${b})/${k} = ${c}`;
  },
  // a·x + b = x + d: moving x alone across is not the sign of a product broken, as moving 2x would be
  unknown_both_sides: (random) => {
    const a = randomInt(random, 2, 6);
    const b = randomInt(random, 1, 9);
    return `${a}x + ${b} = x + ${(a - 1) * solutionOf(random) + b}`;
  },
  // a·x + b + x = c
  terms_with_unknown: (random) => {
    const a = randomInt(random, 2, 6);
    const b = randomInt(random, 1, 9);
    return `${a}x + ${b} + x = ${(a + 1) * solutionOf(random) + b}`;
  },
  // k(x + b) = x + d
  bracket_and_unknown: (random) => {
    const k = randomInt(random, 2, 5);
    const b = randomInt(random, 1, 6);
    const x = solutionOf(random);
    return `${k}(x + ${b}) = x + ${(k - 1) * x + k * b}`;
  },
  // a·x = x + d
  unknown_on_right: (random) => {
    const a = randomInt(random, 2, 6);
    return `${a}x = x + ${(a - 1) * solutionOf(random)}`;
  },
  // k(−b + x) = c: a negative number first in the bracket
  bracket_negative_first: (random) => {
    const k = randomInt(random, 2, 6);
    const b = randomInt(random, 1, 9);
    return `${k}(-${b} + x) = ${signed(k * (solutionOf(random) - b))}`;
  },
  // k(b − x) = c
  bracket_number_minus: (random) => {
    const k = randomInt(random, 2, 6);
    const b = randomInt(random, 1, 9);
    return `${k}(${b} - x) = ${signed(k * (b - solutionOf(random)))}`;
  },
  // a·x = c whose solution is a fraction with no end as a decimal (2/3): where rounding is tempting
  unending_fraction: (random) => {
    const a = [3, 6, 7, 9][randomInt(random, 0, 3)]!;
    for (;;) {
      const c = randomInt(random, 1, 4 * a);
      const x = Rational.of(BigInt(c), BigInt(a));
      if (x.denominator % 3n === 0n || x.denominator === 7n) return `${a}x = ${c}`;
    }
  },
} as const satisfies Record<string, EquationShape['make']>;

export type EquationShapeId = keyof typeof EQUATION_SHAPES;

/** The forms each rule is set on: those where the mistake is made (the contract's sentence of each rule). */
export const RULE_EQUATION_SHAPES: Readonly<Record<EquationRule, readonly EquationShapeId[]>> = {
  term_moved_sign_kept: ['unknown_both_sides', 'unknown_on_right'],
  one_side_only: ['coefficient_plus', 'coefficient_minus', 'coefficient'],
  one_term_only: ['coefficient_plus', 'coefficient_minus', 'bracket_over'],
  bracket_first_term_only: ['bracket_plus', 'bracket_minus'],
  coefficient_subtracted: ['coefficient'],
  constant_divided: ['plus'],
  wrong_operation: ['divided', 'coefficient'],
  division_reversed: ['coefficient', 'divided'],
  sign_error: ['coefficient_minus', 'minus'],
  sign_of_product: ['coefficient', 'divided'],
  negative_dropped: ['bracket_negative_first'],
  sum_sign_wrong: ['coefficient_plus'],
  subtraction_reversed: ['bracket_minus', 'bracket_number_minus'],
  forgot_unknown: ['terms_with_unknown', 'bracket_and_unknown'],
  unlike_terms_combined: ['coefficient_plus', 'coefficient_minus', 'unknown_both_sides'],
  rounded_decimal: ['unending_fraction'],
};

/** An equation problem with its answers, the worked solution and the mistake. */
export interface EquationPractice {
  /** x = 4 */
  answer: string;
  /** 4 */
  value: string;
  /** x = 11/2 */
  diagnostic: string;
  /** The lines after the problem, the solver's (the last puts the solution back into the problem). */
  solution: string[];
  /** The working of a student who makes the mistake: the problem, the line the mistake makes, then its x. */
  diagnosticWorking: string;
  mistake: EquationMistake;
}

/**
 * The one solution of left = right, or null when it has none, every number, or more than one: the
 * root of the difference's numerator when that is linear, where no denominator is zero.
 */
function solutionOfLine(left: RationalFunction, right: RationalFunction): Rational | null {
  const difference = addFunctions(left, right, -1);
  const [b = Rational.ZERO, a = Rational.ZERO, ...higher] = difference.numerator;
  if (higher.length > 0 || a.isZero()) return null;
  const root = b.negate().divide(a);
  return evaluateFunction(difference, root) === null ? null : root;
}

interface Outcome {
  rule: EquationRule;
  left: RationalFunction;
  right: RationalFunction;
  /** The line's one solution, or null (none, every number, more than one). */
  value: Rational | null;
  /** The line as a student writes it; null for a line not of the form a·x + b = c·x + d. */
  line: string | null;
}

/** Every rule's line on the problem with the solution it leads to. */
function ruleOutcomes(parsed: ParsedLine): Outcome[] {
  const out: Outcome[] = [];
  for (const { rule, left, right } of buggyLines(parsed)) {
    const value = solutionOfLine(left, right);
    const l = linearOf(left);
    const r = linearOf(right);
    // A line with the unknown in a denominator has no line a student writes here, but its solution still counts against the others.
    out.push({ rule, left, right, value, line: l !== null && r !== null ? lineText(l, r, EQUATION_LETTER) : null });
  }
  return out;
}

/** The solution rounded to two places, as a hurried student writes it (2/3 as 0.67): null when it ends in two places already. */
function roundedOutcome(right: Rational): Outcome | null {
  const rounded = roundToScale(right, 2, 'half_up');
  const value = scaledToRational(rounded);
  if (!isRoundedFrom(value, 2, right)) return null;
  return {
    rule: 'rounded_decimal',
    left: UNKNOWN_FUNCTION,
    right: constantFunction(value),
    value,
    line: `${EQUATION_LETTER} = ${formatFixed(rounded)}`,
  };
}

const answerText = (value: Rational | string): string => `${EQUATION_LETTER} = ${value.toString()}`;

/** The rule linear-equation-check names first on the working, with its site; null when the working is not wrong there. */
function namedAt(working: string, index: number): { rule: string; site: string | null } | null {
  const response = execute('linear-equation-check', { working });
  if (isErrorEnvelope(response)) return null;
  const step = (response as LinearEquationCheckOutput).steps[index];
  const first = step?.status === 'not_equivalent' ? step.misconceptions?.[0] : undefined;
  return first === undefined ? null : { rule: first.rule, site: first.site };
}

/**
 * The problem for `rule`, or null when it does not tell the mistake apart: the first line of the
 * rule whose solution is not the right one and that no other rule's line leads to, on which
 * linear-equation-check names the rule first.
 */
export function equationPracticeFor(rule: EquationRule, problem: string): EquationPractice | null {
  let parsed: ParsedLine;
  try {
    parsed = parseLine(problem, 0, problem.length);
  } catch {
    return null;
  }
  const solved = execute('linear-equation-solve', { working: problem });
  if (isErrorEnvelope(solved)) return null;
  const { solution, steps } = solved as LinearEquationSolveOutput;
  if (solution.kind !== 'one' || solution.value === undefined) return null;
  const right = Rational.parse(solution.value)!;
  const rounded = roundedOutcome(right);
  const outcomes = [...ruleOutcomes(parsed), ...(rounded === null ? [] : [rounded])];
  for (const own of outcomes) {
    const value = own.value;
    if (own.rule !== rule || own.line === null || value === null || value.equals(right)) continue;
    // Another rule's line that the value satisfies (its solution, or a line every number satisfies) would give the same answer.
    if (outcomes.some((other) => other.rule !== rule && holdsAt(other.left, other.right, value) === true)) continue;
    const diagnostic = rule === 'rounded_decimal' ? own.line : answerText(value);
    // Rounding is a slip at the last line: the student's working reaches the right x first.
    const before = rule === 'rounded_decimal' ? [problem, answerText(right)] : [problem];
    const line = own.line;
    const lines = [...before, line, ...(line === diagnostic ? [] : [diagnostic])];
    const named = namedAt(lines.join('\n'), before.length);
    if (named === null || named.rule !== rule) continue;
    return {
      answer: answerText(right),
      value: right.toString(),
      diagnostic,
      solution: steps.map((step) => step.text),
      diagnosticWorking: lines.join('\n'),
      mistake: { rule, site: named.site, letter: EQUATION_LETTER, line },
    };
  }
  return null;
}
