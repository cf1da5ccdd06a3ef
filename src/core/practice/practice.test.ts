/**
 * The practice sheet's invariants, over seeds and rules (fast-check), each checked by something
 * other than the generator: for a rule of 1.1.0, the diagnostic answer is one the rule gives by the
 * independent reference of src/testing/working-reference.ts; it is not the right answer (the
 * reference's value); a student who writes it is told that rule, and only it, by
 * rational-working-check (1.2.0, whose rules the reference does not have); and the worked solution
 * checks valid with the answer.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { misconceptionValues, referenceWorkingCheck, type WorkingOutput } from '../../testing/working-reference';
import { loadWorkingContract } from '../../testing/working-contract';
import { execute } from '../execute';
import { MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import type { RationalWorkingCheckOutput } from '../tools/rational-working-check';
import { feedbackEn } from './feedback-en';
import { isSeedText, MAX_SEED } from './random';
import { makePracticeSheet, NOT_PRACTISED, PRACTICE_RULES, practiceProfile, type PracticeProblem } from './sheet';

/** The rules the 1.1.0 reference knows: the misconception enum of the published 1.1.0 contract. */
const REFERENCE_RULES: ReadonlySet<string> = new Set(
  (loadWorkingContract('1.1.0').output_schema as { properties: { steps: { items: { properties: { misconceptions: { items: { properties: { rule: { enum: string[] } } } } } } } } })
    .properties.steps.items.properties.misconceptions.items.properties.rule.enum,
);

function expectDiagnostic(problem: PracticeProblem): void {
  const start = referenceWorkingCheck({ working: problem.problem }) as WorkingOutput;
  expect(start.start_value).toBe(problem.answer);
  // A site 1.2.0 added to a 1.1.0 rule (fraction_of_inverted on a unit fraction) has no reference value.
  const own = REFERENCE_RULES.has(problem.rule) ? misconceptionValues(problem.problem).filter((found) => found.rule === problem.rule) : [];
  if (own.length > 0) expect(own.map((found) => found.value)).toContain(problem.diagnostic_answer);
  expect(problem.diagnostic_answer).not.toBe(problem.answer);
  // A student who writes the rule's answer is told that rule, and only it.
  const wrong = execute('rational-working-check', { working: `${problem.problem}\n= ${problem.diagnostic_answer}` }) as RationalWorkingCheckOutput;
  expect(wrong.steps[1]!.misconceptions!.map((m) => m.rule), problem.problem).toEqual([problem.rule]);
  // The worked solution is a valid working ending in the answer, in lowest terms.
  expect(problem.working).toBe([problem.problem, ...problem.solution.map((line) => `= ${line}`)].join('\n'));
  const solved = execute('rational-working-check', { working: problem.working, answer: problem.answer, final_form: 'lowest_terms' }) as RationalWorkingCheckOutput;
  expect(solved.valid).toBe(true);
  expect(solved.final_value).toBe(problem.answer);
}

describe('makePracticeSheet', () => {
  test('every rule a sheet can show gets its six problems with the default options, each diagnostic', () => {
    const sheet = makePracticeSheet({ rules: [...PRACTICE_RULES], seed: 2026 });
    expect(sheet.shortfalls).toEqual([]);
    expect(sheet.problems).toHaveLength(6 * PRACTICE_RULES.length);
    expect(new Set(sheet.problems.map((p) => p.problem)).size).toBe(sheet.problems.length);
    sheet.problems.forEach((problem, index) => {
      expect(problem.number).toBe(index + 1);
      expect(problem.question).toBe(`P${index + 1}`);
      expect(problem.seed).toBe(2026);
      expectDiagnostic(problem);
    });
  }, 60_000);

  test('property: for any seed and rule, every problem is diagnostic by the reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.constantFrom(...PRACTICE_RULES), fc.integer({ min: 4, max: 12 }), (seed, rule, maxDenominator) => {
        const sheet = makePracticeSheet({ rules: [rule], seed, perRule: 2, maxDenominator });
        expect(sheet.problems.length + (sheet.shortfalls[0]?.made === undefined ? 0 : 0)).toBeGreaterThan(0);
        for (const problem of sheet.problems) {
          expect(problem.rule).toBe(rule);
          expectDiagnostic(problem);
          // Small enough for a child: every written denominator is at most the sheet's largest.
          for (const match of problem.problem.matchAll(/\/(\d+)/g)) expect(Number(match[1])).toBeLessThanOrEqual(maxDenominator);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  test('the same seed makes the same sheet; another seed another one', () => {
    const rules: MisconceptionRule[] = ['added_across', 'reciprocal'];
    const one = makePracticeSheet({ rules, seed: 7 });
    expect(makePracticeSheet({ rules, seed: 7 })).toEqual(one);
    expect(makePracticeSheet({ rules, seed: 8 }).problems.map((p) => p.problem)).not.toEqual(one.problems.map((p) => p.problem));
  });

  test('a rule\'s problems depend on the seed, not on the other rules chosen', () => {
    const alone = makePracticeSheet({ rules: ['cross_multiplied'], seed: 99 }).problems.map((p) => p.problem);
    const withOthers = makePracticeSheet({ rules: ['added_across', 'cross_multiplied'], seed: 99 }).problems.filter((p) => p.rule === 'cross_multiplied').map((p) => p.problem);
    expect(withOthers).toEqual(alone);
  });

  test('the class\'s numbers are used: its denominators most of the time, and no mixed numbers unless the rule needs them', () => {
    const profile = practiceProfile(['1/5 + 2/5\n= 3/5', '3/10 - 1/5', 'nonsense ++', '7/10 × 2/5']);
    expect(profile).toEqual({ denominators: [5, 10], mixed: false });
    const sheet = makePracticeSheet({ rules: ['added_across', 'larger_denominator_kept'], seed: 5, profile, perRule: 10 });
    const denominators = sheet.problems.flatMap((p) => [...p.problem.matchAll(/\/(\d+)/g)].map((m) => Number(m[1])));
    const own = denominators.filter((d) => d === 5 || d === 10).length;
    expect(own / denominators.length).toBeGreaterThan(0.5);
    expect(sheet.problems.every((p) => !/\d \d/.test(p.problem))).toBe(true);
    const mixedSheet = makePracticeSheet({ rules: ['mixed_number_whole_added'], seed: 5, profile });
    expect(mixedSheet.problems.length).toBe(6);
    expect(practiceProfile(['2 1/3 + 1/4']).mixed).toBe(true);
  });

  test('options are clamped and repeated rules are made once', () => {
    const sheet = makePracticeSheet({ rules: ['sign_flipped', 'sign_flipped'], seed: -1, perRule: 0, maxDenominator: 1000 });
    expect(sheet).toMatchObject({ seed: MAX_SEED, per_rule: 1, max_denominator: 100, rules: ['sign_flipped'] });
    expect(sheet.problems).toHaveLength(1);
  });
});

describe('feedbackEn', () => {
  test('names the mistake with its numbers', () => {
    const sheet = makePracticeSheet({ rules: ['added_across'], seed: 1, perRule: 1 });
    const problem = sheet.problems[0]!;
    const e = problem.explanation.numbers as { a: string; b: string; c: string; d: string };
    expect(feedbackEn(problem)).toBe(
      `${problem.problem} is ${problem.answer}, not ${problem.diagnostic_answer}: it looks like the numerators and the denominators were added, (${e.a}+${e.c})/(${e.b}+${e.d}).`,
    );
  });
});

describe('isSeedText', () => {
  test('reads 0 to 2^32 - 1 in decimal', () => {
    expect(['0', '42', '4294967295'].every(isSeedText)).toBe(true);
    expect(['', '-1', '01', '4294967296', '1e3', ' 1'].some(isSeedText)).toBe(false);
  });
});

describe('the rules a sheet cannot show', () => {
  test('are the catalog less the practice rules, each with its reason, and a sheet for one is a shortfall of 0, not a wrong problem', () => {
    const excluded = MISCONCEPTION_RULES.filter((rule) => !PRACTICE_RULES.includes(rule));
    expect(excluded.sort()).toEqual((Object.keys(NOT_PRACTISED) as MisconceptionRule[]).sort());
    for (const rule of excluded) {
      const sheet = makePracticeSheet({ rules: [rule], seed: 7, perRule: 2 });
      expect(sheet.problems).toEqual([]);
      expect(sheet.shortfalls).toEqual([{ rule, made: 0 }]);
    }
  }, 60_000);
});
