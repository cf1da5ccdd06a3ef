/**
 * A practice sheet from a class's mistakes: for each chosen rule, problems where that rule's
 * answer is diagnostic (./diagnose.ts), made from a seed so that the same sheet can be made
 * again, with each problem's right answer, the rule's answer, the worked solution
 * (rational-working-solve) and the numbers of the mistake (for its feedback sentence).
 */
import { explainWorkingCheck, type MisconceptionExplanation } from '../explain-working';
import { isErrorEnvelope } from '../errors';
import { execute } from '../execute';
import { splitWorkingParts } from '../grammar/working-parts';
import { parseWorkingPart, type WorkingNode } from '../grammar/working-parser';
import { nodesOf, MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import type { RationalWorkingCheckOutput } from '../tools/rational-working-check';
import type { RationalWorkingSolveOutput } from '../solve/types';
import { diagnosticAnswers, problemOutcomes } from './diagnose';
import { derivedSeed, seededRandom, type Random } from './random';
import { numberPicker, SHAPES, type PracticeProfile, type Shape } from './shapes';

export const DEFAULT_PER_RULE = 6;
export const MAX_PER_RULE = 50;
export const DEFAULT_MAX_DENOMINATOR = 12;
export const MIN_MAX_DENOMINATOR = 3;
export const MAX_MAX_DENOMINATOR = 100;
/** The final form the key asks for and the worked solution ends in. */
export const PRACTICE_FINAL_FORM = 'lowest_terms';

export interface PracticeOptions {
  rules: readonly MisconceptionRule[];
  seed: number;
  perRule?: number;
  maxDenominator?: number;
  /** The class's numbers, when the sheet is made from a class. */
  profile?: PracticeProfile | null;
}

export interface PracticeProblem {
  /** 1-based, in sheet order. */
  number: number;
  /** The problem's id in the key and in a returned answers file: P1, P2, … */
  question: string;
  rule: MisconceptionRule;
  /** One line of the working grammar, such as "1/2 + 1/3". */
  problem: string;
  /** The right answer and the rule's answer, canonical. */
  answer: string;
  diagnostic_answer: string;
  /** The worked solution's lines after the problem, each a step ("3/6 + 2/6", "5/6"). */
  solution: string[];
  /** The whole worked solution as a working: the problem, then each step after "=". */
  working: string;
  /** The mistake's numbers at its site, for the feedback sentence. */
  explanation: MisconceptionExplanation;
  seed: number;
}

export interface PracticeSheet {
  seed: number;
  per_rule: number;
  max_denominator: number;
  rules: MisconceptionRule[];
  problems: PracticeProblem[];
  /** The rules for which fewer than per_rule problems were found, with how many were. */
  shortfalls: Array<{ rule: MisconceptionRule; made: number }>;
}

/** Samples of each shape tried before the sheet is made, to learn where each rule shows. */
const PROBES_PER_SHAPE = 48;
/** Tries per problem wanted before a rule is given up (its shortfall reported). */
const TRIES_PER_PROBLEM = 300;

/**
 * The rules a practice problem cannot show from its answer alone, and why. A term rule is seen in
 * a line the student rewrote (3/6 written 2/6), not in an answer; the power and percentage rules'
 * problems are written in notation whose worked solution rational-working-solve does not give
 * yet; whole_taken_from_numerator's answer to w − n/d, (w−n)/d, is always larger_denominator_kept's
 * too, so no answer tells the two apart.
 */
export const NOT_PRACTISED: Readonly<Partial<Record<MisconceptionRule, string>>> = {
  numerator_not_scaled: 'seen in a rewritten line, not in an answer',
  denominator_not_scaled: 'seen in a rewritten line, not in an answer',
  added_to_numerator_and_denominator: 'seen in a rewritten line, not in an answer',
  numerator_scaled_wrong: 'seen in a rewritten line, not in an answer',
  power_multiplied: 'its problems are powers, which have no worked solution yet',
  power_numerator_only: 'its problems are powers, which have no worked solution yet',
  percent_divided: 'its problems are percentages, which have no worked solution yet',
  percent_as_whole: 'its problems are percentages, which have no worked solution yet',
  whole_taken_from_numerator: 'its answer is always larger_denominator_kept\u2019s too',
  fraction_digits_as_decimal: 'a conversion (1.2.0): named where the student writes the number itself in the other notation, and a sheet has no conversion tasks yet',
  unit_fraction_as_decimal: 'a conversion (1.2.0): named where the student writes the number itself in the other notation, and a sheet has no conversion tasks yet',
  numerator_as_decimal: 'a conversion (1.2.0): named where the student writes the number itself in the other notation, and a sheet has no conversion tasks yet',
  fraction_bar_as_point: 'a conversion (1.2.0): named where the student writes the number itself in the other notation, and a sheet has no conversion tasks yet',
  decimal_as_unit_fraction: 'a conversion (1.2.0): named where the student writes the number itself in the other notation, and a sheet has no conversion tasks yet',
  mixed_numerator_not_added: 'a conversion (1.2.0): named where the student writes the number itself in the other notation, and a sheet has no conversion tasks yet',
  improper_to_mixed_swapped: 'a conversion (1.2.0): named where the student writes the number itself in the other notation, and a sheet has no conversion tasks yet',
  power_of_ten_shift_wrong: 'every shift of the point is this mistake, so no one answer is its own',
  decimal_point_misplaced: 'every shift of the point is this mistake, so no one answer is its own',
  improper_to_mixed_by_ten: 'a conversion (1.2.0): named where the student writes the number itself in the other notation, and a sheet has no conversion tasks yet',
  power_of_ten_one_part: 'a sheet has no multiplication or division by a power of ten yet',
  decimal_digits_brought_down: 'a sheet has no decimal subtraction problems yet',
  decimal_smaller_digit_from_larger: 'a sheet has no decimal subtraction problems yet',
  remainder_as_decimal_digits: 'a sheet has no division problems without fractions yet',
  only_denominator_divided: 'a sheet has no fraction \u00f7 whole number problems yet',
  divided_numerator_and_denominator: 'a sheet has no fraction \u00f7 whole number problems yet',
};

/** The rules a practice sheet can be made for: the catalog's, in its order, less {@link NOT_PRACTISED}. */
export const PRACTICE_RULES: readonly MisconceptionRule[] = MISCONCEPTION_RULES.filter((rule) => NOT_PRACTISED[rule] === undefined);

export function isMisconceptionRule(text: string): text is MisconceptionRule {
  return (MISCONCEPTION_RULES as readonly string[]).includes(text);
}

/** The shapes where each rule was diagnostic in a few samples. */
function productiveShapes(seed: number, maxDenominator: number, profile: PracticeProfile | null): Map<MisconceptionRule, Shape[]> {
  const found = new Map<MisconceptionRule, Shape[]>();
  for (const shape of SHAPES) {
    const random = seededRandom(derivedSeed(seed, `probe:${shape.id}`));
    const numbers = numberPicker(random, maxDenominator, profile);
    const hits = new Set<MisconceptionRule>();
    for (let i = 0; i < PROBES_PER_SHAPE; i++) {
      const outcomes = problemOutcomes(shape.make(numbers));
      if (outcomes !== null) for (const rule of diagnosticAnswers(outcomes).keys()) hits.add(rule);
    }
    for (const rule of hits) found.set(rule, [...(found.get(rule) ?? []), shape]);
  }
  return found;
}

/** The shapes to use for a rule: those in the class's style (mixed or not) when there are some. */
function preferredShapes(shapes: readonly Shape[], profile: PracticeProfile | null): readonly Shape[] {
  if (profile === null) return shapes;
  const alike = shapes.filter((shape) => shape.mixed === profile.mixed);
  return alike.length > 0 ? alike : shapes;
}

function solve(problem: string): RationalWorkingSolveOutput {
  const response = execute('rational-working-solve', { working: problem, final_form: PRACTICE_FINAL_FORM });
  if (isErrorEnvelope(response)) throw new Error(`practice: no worked solution for ${problem}: ${response.error.message}`);
  return response as RationalWorkingSolveOutput;
}

/** The rule's explanation at the problem, as rational-working-check finds it when a student writes the rule's answer. */
function explanationOf(problem: string, rule: MisconceptionRule, diagnostic: string): MisconceptionExplanation | null {
  const request = { working: `${problem}\n= ${diagnostic}` };
  const response = execute('rational-working-check', request);
  if (isErrorEnvelope(response)) return null;
  const explanation = explainWorkingCheck(request, response as RationalWorkingCheckOutput);
  const found = explanation?.steps[1]?.misconceptions ?? [];
  return found.length === 1 && found[0]!.rule === rule ? found[0]! : null;
}

function clampInteger(value: number | undefined, fallback: number, low: number, high: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(high, Math.max(low, Math.trunc(value)));
}

/**
 * The sheet: the rules in the order given (each once), for each up to `perRule` problems, none
 * repeated. Problems for one rule depend only on the seed, the rule and the options, not on the
 * other rules chosen (except that a problem already on the sheet is not used twice).
 */
export function makePracticeSheet(options: PracticeOptions): PracticeSheet {
  const seed = options.seed >>> 0;
  const perRule = clampInteger(options.perRule, DEFAULT_PER_RULE, 1, MAX_PER_RULE);
  const maxDenominator = clampInteger(options.maxDenominator, DEFAULT_MAX_DENOMINATOR, MIN_MAX_DENOMINATOR, MAX_MAX_DENOMINATOR);
  const profile = options.profile ?? null;
  const rules = options.rules.filter((rule, index) => options.rules.indexOf(rule) === index);
  const shapesByRule = productiveShapes(seed, maxDenominator, profile);
  const used = new Set<string>();
  const problems: PracticeProblem[] = [];
  const shortfalls: PracticeSheet['shortfalls'] = [];
  for (const rule of rules) {
    const shapes = preferredShapes(shapesByRule.get(rule) ?? [], profile);
    const random: Random = seededRandom(derivedSeed(seed, rule));
    const numbers = numberPicker(random, maxDenominator, profile);
    let made = 0;
    for (let tries = 0; shapes.length > 0 && made < perRule && tries < perRule * TRIES_PER_PROBLEM; tries++) {
      const problem = shapes[tries % shapes.length]!.make(numbers);
      if (used.has(problem)) continue;
      const outcomes = problemOutcomes(problem);
      if (outcomes === null) continue;
      const diagnostic = diagnosticAnswers(outcomes).get(rule);
      if (diagnostic === undefined) continue;
      const diagnosticText = diagnostic.toString();
      const explanation = explanationOf(problem, rule, diagnosticText);
      if (explanation === null) continue;
      const solved = solve(problem);
      used.add(problem);
      made++;
      const number = problems.length + 1;
      problems.push({
        number,
        question: `P${number}`,
        rule,
        problem,
        answer: outcomes.value.toString(),
        diagnostic_answer: diagnosticText,
        solution: solved.steps.map((step) => step.text),
        working: solved.working,
        explanation,
        seed,
      });
    }
    if (made < perRule) shortfalls.push({ rule, made });
  }
  return { seed, per_rule: perRule, max_denominator: maxDenominator, rules: [...rules], problems, shortfalls };
}

/**
 * The numbers of a class's questions: the denominators (2 to `maxDenominator`) of the problems
 * (each working's first step) and whether a mixed number occurs. Workings that do not parse are
 * skipped. At most `limit` workings are read.
 */
export function practiceProfile(workings: Iterable<string>, maxDenominator = DEFAULT_MAX_DENOMINATOR, limit = 2000): PracticeProfile {
  const denominators = new Set<number>();
  let mixed = false;
  let read = 0;
  for (const working of workings) {
    if (read++ >= limit) break;
    let tree: WorkingNode;
    try {
      const parts = splitWorkingParts(working);
      if (parts.length === 0) continue;
      tree = parseWorkingPart(working, parts[0]!, 0);
    } catch {
      continue;
    }
    for (const node of nodesOf(tree)) {
      if (node.type !== 'number') continue;
      if (node.form === 'mixed') mixed = true;
      const d = Number(node.denominator);
      if (node.denominator >= 2n && d <= maxDenominator) denominators.add(d);
    }
  }
  return { denominators: [...denominators].sort((x, y) => x - y), mixed };
}
