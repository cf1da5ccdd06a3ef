/**
 * Equation mistakes practised: for every rule of linear-equation-check, problems of the form where
 * the mistake is made (as the contract's sentence of the rule says it), whose diagnostic answer is
 * the x the mistake leads to, not the right solution and not a solution of any other rule's line
 * (each checked here by putting the value into the lines, not by solving them), named first as that
 * rule by linear-equation-check on the working that makes the mistake; the key's answer and worked
 * solution check valid; the feedback is said in English and Hebrew; the same seed, the same sheet.
 */
import { describe, expect, test } from 'vitest';
import { parseLine } from '../equations/parse';
import { EQUATION_RULES, type EquationRule } from '../equations/rule-ids';
import { buggyLines } from '../equations/rules';
import { holdsAt } from '../equations/solution-set';
import { execute } from '../execute';
import { Rational } from '../rational';
import { practiceFeedback, taskInstruction } from '../sentences/practice-sentences';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';
import { makePracticeSheet, PRACTICE_RULES, type PracticeProblem } from './sheet';

const N = String.raw`-?\d+`;
const BRACKET = String.raw`\d+\(x [+-] \d+\)`;
/** The form each rule needs, as a teacher reads the contract's sentence of it. */
const FORM: Record<EquationRule, RegExp> = {
  // a term with the unknown on both sides, one of them moved across
  term_moved_sign_kept: new RegExp(`^\\d+x( \\+ \\d+)? = x \\+ \\d+$`),
  // an operation to undo on one side: a·x (+ b) = c
  one_side_only: new RegExp(`^\\d+x( [+-] \\d+)? = ${N}$`),
  // a side of two terms to divide: a·x ± b = c, or (x + b)/k = c
  one_term_only: new RegExp(`^(\\d+x [+-] \\d+|\\(x \\+ \\d+\\)/\\d+) = ${N}$`),
  bracket_first_term_only: new RegExp(`^${BRACKET} = ${N}$`),
  coefficient_subtracted: new RegExp(`^\\d+x = ${N}$`),
  constant_divided: new RegExp(`^x \\+ \\d+ = ${N}$`),
  wrong_operation: new RegExp(`^(\\d+x|x/\\d+) = ${N}$`),
  division_reversed: new RegExp(`^(\\d+x|x/\\d+) = ${N}$`),
  sign_error: new RegExp(`^\\d*x - \\d+ = ${N}$`),
  sign_of_product: new RegExp(`^(\\d+x|x/\\d+) = ${N}$`),
  negative_dropped: new RegExp(`^\\d+\\(-\\d+ \\+ x\\) = ${N}$`),
  sum_sign_wrong: new RegExp(`^\\d+x \\+ \\d+ = ${N}$`),
  subtraction_reversed: new RegExp(`^\\d+\\((x - \\d+|\\d+ - x)\\) = ${N}$`),
  forgot_unknown: new RegExp(`^(\\d+x \\+ \\d+ \\+ x|${BRACKET}) = (x \\+ \\d+|${N})$`),
  unlike_terms_combined: new RegExp(`^\\d+x [+-] \\d+ = (x \\+ \\d+|${N})$`),
  rounded_decimal: new RegExp(`^\\d+x = \\d+$`),
};

const check = (working: string, answer?: string): LinearEquationCheckOutput =>
  execute('linear-equation-check', answer === undefined ? { working } : { working, answer }) as LinearEquationCheckOutput;

const valueOfAnswer = (answer: string): Rational => {
  const match = /^x = (-?\d+)(?:\/(\d+)|\.(\d+))?$/.exec(answer)!;
  if (match[3] !== undefined) return Rational.of(BigInt(`${match[1]}${match[3]}`), 10n ** BigInt(match[3].length));
  return Rational.of(BigInt(match[1]!), BigInt(match[2] ?? '1'));
};

function expectPractised(problem: PracticeProblem): void {
  const rule = problem.rule as EquationRule;
  expect(problem.task).toBe('equation');
  expect(problem.problem, rule).toMatch(FORM[rule]);
  expect(problem.answer).toMatch(/^x = -?\d+(\/\d+)?$/);
  expect(problem.diagnostic_answer).toMatch(/^x = -?\d+(\/\d+|\.\d+)?$/);
  const right = valueOfAnswer(problem.answer);
  const diagnostic = valueOfAnswer(problem.diagnostic_answer);
  expect(diagnostic.equals(right), problem.problem).toBe(false);
  // No other rule's line has the diagnostic x as a solution.
  const parsed = parseLine(problem.problem, 0, problem.problem.length);
  const shared = buggyLines(parsed)
    .filter((line) => line.rule !== rule && holdsAt(line.left, line.right, diagnostic) === true)
    .map((line) => line.rule);
  expect(shared, `${problem.problem}: ${problem.diagnostic_answer}`).toEqual([]);
  // The working that makes the mistake is named as the rule first, and ends at the diagnostic answer.
  const mistaken = check(problem.diagnostic_working);
  const wrong = mistaken.steps[mistaken.first_error_index!]!;
  expect(wrong.misconceptions![0]!.rule, problem.diagnostic_working).toBe(rule);
  expect(problem.diagnostic_working.split('\n').at(-1)).toBe(problem.diagnostic_answer);
  // The key: the worked solution is a valid working with the right solution; the answer alone is right, the diagnostic one is not.
  expect(problem.working.split('\n')[0]).toBe(problem.problem);
  const solved = check(problem.working, problem.value);
  expect(solved.valid, problem.working).toBe(true);
  expect(solved.solution).toEqual({ kind: 'one', value: problem.value });
  expect(check(problem.answer, problem.value).valid).toBe(true);
  expect(check(problem.diagnostic_answer, problem.value).valid).toBe(false);
  for (const language of ['en', 'he'] as const) {
    const feedback = practiceFeedback(problem, language);
    expect(feedback).toContain(problem.problem);
    expect(feedback).toContain(problem.answer);
    expect(feedback).toContain(problem.diagnostic_answer);
    expect(feedback).not.toMatch(/[a-z]+_[a-z]+|\{\w+\}/);
    expect(taskInstruction(problem, language)).toContain(problem.problem);
  }
}

describe('equation mistakes practised', () => {
  test('every equation rule is a practice rule', () => {
    expect(PRACTICE_RULES.slice(-EQUATION_RULES.length)).toEqual(EQUATION_RULES);
  });

  test.each(EQUATION_RULES.map((rule) => [rule]))(
    '%s: three problems on two seeds, each of its form, its diagnostic answer its own',
    (rule) => {
      for (const seed of [1, 2026]) {
        const sheet = makePracticeSheet({ rules: [rule], seed, perRule: 3 });
        expect(sheet.shortfalls).toEqual([]);
        expect(sheet.problems).toHaveLength(3);
        for (const problem of sheet.problems) expectPractised(problem);
        expect(makePracticeSheet({ rules: [rule], seed, perRule: 3 })).toEqual(sheet);
      }
    },
    60_000,
  );

  test('a fraction rule and an equation rule on one sheet: numbered in order, each its own task', () => {
    const sheet = makePracticeSheet({ rules: ['added_across', 'bracket_first_term_only'], seed: 9, perRule: 2 });
    expect(sheet.problems.map((p) => [p.question, p.rule, p.task])).toEqual([
      ['P1', 'added_across', 'fraction'],
      ['P2', 'added_across', 'fraction'],
      ['P3', 'bracket_first_term_only', 'equation'],
      ['P4', 'bracket_first_term_only', 'equation'],
    ]);
    expect(
      makePracticeSheet({ rules: ['added_across', 'bracket_first_term_only'], seed: 10, perRule: 2 }).problems.map((p) => p.problem),
    ).not.toEqual(sheet.problems.map((p) => p.problem));
  });

  test('the feedback names the mistake at its site with the line it makes, and does not say the answer twice', () => {
    const [bracket] = makePracticeSheet({ rules: ['bracket_first_term_only'], seed: 4, perRule: 1 }).problems;
    const site = bracket!.problem.split(' = ')[0];
    const line = bracket!.diagnostic_working.split('\n')[1];
    expect(practiceFeedback(bracket!, 'en')).toBe(
      `${bracket!.problem} has the solution ${bracket!.answer}, not ${bracket!.diagnostic_answer}: it looks like the bracket ${site} was multiplied out on its first term only, ${line}.`,
    );
    expect(practiceFeedback(bracket!, 'he')).toContain(`הסוגריים ${site} נפתחו רק על האיבר הראשון`);
    const [subtracted] = makePracticeSheet({ rules: ['coefficient_subtracted'], seed: 4, perRule: 1 }).problems;
    const feedback = practiceFeedback(subtracted!, 'en');
    expect(feedback.split(subtracted!.diagnostic_answer)).toHaveLength(2);
    expect(feedback).toMatch(/instead of dividing both sides by it\.$/);
  });
});
