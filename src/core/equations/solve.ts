/**
 * The method of linear-equation-solve (its contract's "Method"), as teachers teach it: the
 * unknown out of the denominators, brackets expanded and like terms collected, the denominators
 * cleared by their least common multiple, the unknown's terms brought to the left, the number
 * moved to the right, and last the division by the coefficient. Every line is a·x + b = c·x + d
 * printed from exact values; the tool re-checks the whole working before it answers.
 */
import { gcd } from '../gcd';
import { Rational } from '../rational';
import { signedTerms, valueOf } from './node-values';
import type { EquationNode, ParsedLine } from './parse';
import { DegreeTooHigh, degree, linearOf, multiplyPolynomials, type Polynomial } from './rational-function';
import { sideForm, type SolutionSet } from './solution-set';

export type SolveAction =
  | 'clear_unknown_denominator'
  | 'expand_and_collect'
  | 'clear_denominators'
  | 'collect_unknown'
  | 'move_number'
  | 'divide_by_coefficient'
  | 'check';

export interface EquationSolveStep {
  text: string;
  action: SolveAction;
  /** The line's solution set written as the contract says: a rational, "none" or "every". */
  value: string;
  /** The quantity the step uses (the multiplier, the term moved, the coefficient), where it has one. */
  numbers: Record<string, string>;
}

interface Linear {
  a: Rational;
  b: Rational;
}

const coefficientText = (a: Rational, letter: string): string => {
  if (a.equals(Rational.ONE)) return letter;
  if (a.equals(Rational.of(-1n))) return `-${letter}`;
  if (a.isInteger()) return `${a}${letter}`;
  return a.sign() < 0 ? `-(${a.negate()})${letter}` : `(${a})${letter}`;
};

/** A side a·x + b as a student writes it: `3x - 6`, `(2/3)x + 1/4`, `-x`, `0`. */
export function sideText({ a, b }: Linear, letter: string): string {
  if (a.isZero()) return b.toString();
  const x = coefficientText(a, letter);
  if (b.isZero()) return x;
  return b.sign() < 0 ? `${x} - ${b.negate()}` : `${x} + ${b}`;
}

export const lineText = (left: Linear, right: Linear, letter: string): string => `${sideText(left, letter)} = ${sideText(right, letter)}`;

export function solutionText(set: SolutionSet): string {
  if (set.kind === 'one') return set.value.toString();
  if (set.kind === 'none') return 'none';
  return set.except.length === 0 ? 'every' : `every except ${set.except.join(', ')}`;
}

const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

/** The sides of a line once each is a·x + b: the unknown's denominators multiplied out first when it has them. */
function linearSides(line: ParsedLine): { left: Linear; right: Linear; multiplier: Polynomial | null } | null {
  try {
    const left = sideForm(line.left).value;
    const right = sideForm(line.right).value;
    if (degree(left.denominator) === 0 && degree(right.denominator) === 0) {
      const l = linearOf(left);
      const r = linearOf(right);
      return l === null || r === null ? null : { left: l, right: r, multiplier: null };
    }
    // Both sides times the product of their denominators: N_L·D_R = N_R·D_L.
    const l = linearOf({ numerator: multiplyPolynomials(left.numerator, right.denominator), denominator: [Rational.ONE] });
    const r = linearOf({ numerator: multiplyPolynomials(right.numerator, left.denominator), denominator: [Rational.ONE] });
    return l === null || r === null ? null : { left: l, right: r, multiplier: multiplyPolynomials(left.denominator, right.denominator) };
  } catch (error) {
    if (error instanceof DegreeTooHigh) return null;
    throw error;
  }
}

/** A side written as at most one term with the unknown (a·x, nothing added) and one number: nothing to expand or collect. */
function isCollected(node: EquationNode): boolean {
  let unknownTerms = 0;
  let numbers = 0;
  for (const term of signedTerms(node)) {
    const value = valueOf(term.node);
    const linear = value === null ? null : linearOf(value);
    if (linear === null) return false;
    if (linear.a.isZero()) numbers++;
    else if (linear.b.isZero()) unknownTerms++;
    else return false;
  }
  return unknownTerms <= 1 && numbers <= 1;
}

/** The steps from a line (`text` as written) to its solution; null when the method cannot write the line as linear sides. */
export function solveSteps(line: ParsedLine, text: string, letter: string, set: SolutionSet): EquationSolveStep[] | null {
  const sides = linearSides(line);
  if (sides === null) return null;
  const steps: EquationSolveStep[] = [];
  const value = solutionText(set);
  let { left, right } = sides;
  const push = (action: SolveAction, numbers: Record<string, string>): void => {
    steps.push({ text: lineText(left, right, letter), action, value, numbers });
  };
  // Denominators cleared by their least common multiple; with the unknown's denominator in the same move.
  const m = [left.a, left.b, right.a, right.b].reduce((acc, c) => lcm(acc, c.denominator), 1n);
  const scale = (): void => {
    const k = Rational.fromInteger(m);
    left = { a: left.a.multiply(k), b: left.b.multiply(k) };
    right = { a: right.a.multiply(k), b: right.b.multiply(k) };
  };
  if (sides.multiplier !== null) {
    scale();
    const d = sides.multiplier;
    const multiplier =
      d.length === 2
        ? sideText({ a: d[1]!.multiply(Rational.fromInteger(m)), b: d[0]!.multiply(Rational.fromInteger(m)) }, letter)
        : 'the denominators';
    push('clear_unknown_denominator', { multiplier });
  } else {
    if (!isCollected(line.left) || !isCollected(line.right)) push('expand_and_collect', {});
    if (m !== 1n) {
      scale();
      push('clear_denominators', { multiplier: m.toString() });
    }
  }
  // The unknown on the right only: read the line the other way round (a = b is b = a).
  if (left.a.isZero() && !right.a.isZero()) [left, right] = [right, left];
  // The unknown's terms to the left: subtract c·x from both sides.
  if (!right.a.isZero()) {
    const moved = right.a;
    left = { a: left.a.subtract(moved), b: left.b };
    right = { a: Rational.ZERO, b: right.b };
    push('collect_unknown', { term: coefficientText(moved, letter) });
  }
  // No unknown is left: the line is a true or false statement, and says so itself.
  if (left.a.isZero()) return steps;
  if (!left.b.isZero()) {
    const moved = left.b;
    left = { a: left.a, b: Rational.ZERO };
    right = { a: Rational.ZERO, b: right.b.subtract(moved) };
    push('move_number', { number: moved.toString() });
  }
  if (!left.a.equals(Rational.ONE)) {
    const coefficient = left.a;
    right = { a: Rational.ZERO, b: right.b.divide(coefficient) };
    left = { a: Rational.ONE, b: Rational.ZERO };
    push('divide_by_coefficient', { coefficient: coefficient.toString() });
  }
  // The answer written as x = v, when the line had it in another form (30 = y10/10).
  const last = steps.at(-1)?.text ?? text;
  if (last.replace(/\s+/g, '').toLowerCase() !== lineText(left, right, letter).replace(/\s+/g, '')) push('expand_and_collect', {});
  return steps;
}

/**
 * The first equation with the answer put back, as teachers ask for it: each letter replaced by
 * the value, with a × after a number or bracket, and brackets where the value's sign or bar would
 * otherwise change the reading (after a division, before a number, a negative value).
 */
export function checkLineText(first: string, letter: string, value: Rational): string {
  const bare = value.toString();
  let out = '';
  for (let i = 0; i < first.length; i++) {
    const c = first[i]!;
    if (c.toLowerCase() !== letter) {
      out += c;
      continue;
    }
    const before = out.trimEnd();
    const last = before[before.length - 1];
    const next = first.slice(i + 1).trimStart()[0];
    const afterDivision = last === '/' || last === ':' || last === '\u00f7';
    const needsBrackets = value.sign() < 0 || (afterDivision && !value.isInteger()) || (next !== undefined && /[0-9.(]/.test(next));
    const written = needsBrackets ? `(${bare})` : bare;
    out += last !== undefined && /[0-9.)\]}]/.test(last) ? `${out.endsWith(' ') ? '' : ' '}\u00d7 ${written}` : written;
  }
  return out;
}
