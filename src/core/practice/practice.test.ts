/**
 * The practice sheet's invariants, each checked by something other than the generator: for every
 * rule of the catalog, problems of the kind where that mistake is made, on which a student who
 * writes the problem's diagnostic answer is told that rule first by rational-working-check (not an
 * ambiguous step), the answer being one no other rule gives and not the right one (the tool lists
 * every rule that gives a value: that list is the rule alone); the right answer and the worked
 * solution check valid in the task's form; and the feedback says the mistake in words, in English
 * and Hebrew. For a rule the independent 1.1.0 reference knows, the right answer is its value.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { referenceWorkingCheck, type WorkingOutput } from '../../testing/working-reference';
import { execute } from '../execute';
import type { MisconceptionExplanation } from '../working/fraction-explain';
import { writtenOverDenominator } from '../working/fraction-kind';
import { MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import { practiceFeedback, taskInstruction } from '../sentences/practice-sentences';
import type { RationalWorkingCheckOutput } from '../tools/rational-working-check';
import { isSeedText, MAX_SEED } from './random';
import { makePracticeSheet, PRACTICE_RULES, practiceProfile, type PracticeProblem } from './sheet';
import { RULE_TASK, type PracticeTask } from './tasks';

/** Rules the tool lists after the practised one because their formula is the same there by construction (see NAMED_BEFORE in ./diagnose.ts). */
const LISTED_AFTER: Partial<Record<MisconceptionRule, readonly MisconceptionRule[]>> = {
  whole_taken_from_numerator: ['larger_denominator_kept', 'numerators_combined_denominators_multiplied'],
  only_denominator_divided: ['multiplied_instead_of_divided'],
};

const FRACTION = String.raw`\d+/\d+`;
const MIXED = String.raw`\d+ \d+/\d+`;
const DECIMAL = String.raw`\d+\.\d+`;

/** The notation of each task's problems and answers, as a teacher reads them. */
const NOTATION: Record<Exclude<PracticeTask, 'equation'>, { problem: RegExp; answer: RegExp }> = {
  fraction: { problem: new RegExp(`^(?!.*(\\d \\d|\\.|%|\\^| of )).*${FRACTION}`), answer: /^\d+(\/\d+)?$/ },
  mixed: { problem: new RegExp(MIXED), answer: /^(\d+|\d+ \d+\/\d+|\d+\/\d+)$/ },
  decimal: { problem: /^(?!.*\/)(?=.*\d\.\d)[\d.+\-×÷ ]+$/, answer: /^\d+(\.\d+)?$/ },
  of: { problem: /^\d+\/\d+ of \d+$/, answer: /^\d+(\/\d+)?$/ },
  percent: { problem: /^\d+% of \d+$/, answer: /^\d+(\.\d+)?$/ },
  power: { problem: /\^\d$/, answer: /^\d+(\/\d+)?$/ },
  equivalent: { problem: new RegExp(`^${FRACTION}$`), answer: new RegExp(`^${FRACTION}$`) },
  to_decimal: { problem: new RegExp(`^${FRACTION}$`), answer: new RegExp(`^${DECIMAL}$`) },
  to_fraction: { problem: new RegExp(`^${DECIMAL}$`), answer: new RegExp(`^${FRACTION}$`) },
  to_improper: { problem: new RegExp(`^${MIXED}$`), answer: new RegExp(`^${FRACTION}$`) },
  to_mixed: { problem: new RegExp(`^${FRACTION}$`), answer: new RegExp(`^${MIXED}$`) },
};

function check(working: string, extra: Record<string, unknown> = {}): RationalWorkingCheckOutput {
  return execute('rational-working-check', { working, ...extra }) as RationalWorkingCheckOutput;
}

/** What a teacher checks of a problem: see the file's comment. */
function expectPractised(problem: PracticeProblem): void {
  const rule = problem.rule as MisconceptionRule;
  const task = problem.task as Exclude<PracticeTask, 'equation'>;
  expect(task).toBe(RULE_TASK[rule]);
  // The kind of problem where the mistake is made, and the answers in its notation.
  expect(problem.problem, rule).toMatch(NOTATION[task].problem);
  expect(problem.answer, `${rule}: ${problem.problem}`).toMatch(NOTATION[task].answer);
  if (task === 'of') expect(Number(problem.problem.split(' of ')[1]) % Number(problem.problem.split(' ')[0]!.split('/')[1])).toBe(0);
  if (task === 'decimal' || task === 'percent' || task === 'to_decimal') expect(problem.final_form).toBe('decimal');
  // The diagnostic answer, written as the problem's next step, is the rule, named first, the step not ambiguous, and no other rule gives it.
  const wrong = check(`${problem.problem} = ${problem.diagnostic_answer}`).steps[1]!;
  expect(wrong.status, problem.problem).toBe('not_equal');
  expect(wrong.ambiguous ?? [], `${problem.problem} = ${problem.diagnostic_answer}`).toEqual([]);
  const named = [...new Set(wrong.misconceptions!.map((m) => m.rule))];
  expect(named[0], `${problem.problem} = ${problem.diagnostic_answer}`).toBe(rule);
  expect(
    named.slice(1).filter((other) => !(LISTED_AFTER[rule] ?? []).includes(other)),
    `${problem.problem} = ${problem.diagnostic_answer}`,
  ).toEqual([]);
  expect(problem.diagnostic_answer).not.toBe(problem.answer);
  // The right answer: the problem's value, in the form the key asks for (and over the key's denominator).
  const right = check(`${problem.problem} = ${problem.answer}`, { final_form: problem.final_form });
  expect(right.valid, `${problem.problem} = ${problem.answer} (${problem.final_form})`).toBe(true);
  if (problem.denominator !== null) {
    expect(writtenOverDenominator(problem.answer, String(problem.denominator))).toBe(true);
    expect(
      writtenOverDenominator(problem.diagnostic_answer, String(problem.denominator)) &&
        check(`${problem.problem} = ${problem.diagnostic_answer}`).valid,
    ).toBe(false);
  }
  // The worked solution is a valid working ending in the answer, in whole numbers (no decimal in a fraction's working).
  if (problem.task !== 'decimal' && problem.task !== 'percent' && problem.task !== 'to_decimal' && problem.task !== 'to_fraction')
    expect(problem.working, problem.working).not.toMatch(/\d\.\d/);
  expect(problem.working).toBe([problem.problem, ...problem.solution.map((line) => `= ${line}`)].join('\n'));
  const solved = check(problem.working, { answer: check(problem.answer).start_value, final_form: problem.final_form });
  expect(solved.valid, problem.working).toBe(true);
  expect(problem.solution[problem.solution.length - 1]).toBe(problem.answer);
  // The feedback says the mistake in words, with the problem's numbers, in both languages.
  for (const language of ['en', 'he'] as const) {
    const feedback = practiceFeedback(problem, language);
    expect(feedback).toContain(`${problem.problem}`);
    expect(feedback).toContain(problem.diagnostic_answer);
    expect(feedback).not.toMatch(/[a-z]+_[a-z]+|\{\w+\}/);
    expect(taskInstruction(problem, language)).toContain(problem.problem);
  }
}

describe('every rule practised', () => {
  test('each rule of the catalog gets three problems on two seeds, each on its kind of problem and named first as that rule', () => {
    expect(PRACTICE_RULES.slice(0, MISCONCEPTION_RULES.length)).toEqual(MISCONCEPTION_RULES);
    for (const seed of [1, 2026]) {
      const sheet = makePracticeSheet({ rules: [...MISCONCEPTION_RULES], seed, perRule: 3 });
      const lacking = MISCONCEPTION_RULES.filter((rule) => sheet.problems.filter((p) => p.rule === rule).length < 3);
      expect(lacking, `seed ${seed}: rules without their problems`).toEqual([]);
      expect(sheet.shortfalls).toEqual([]);
      sheet.problems.forEach((problem, index) => {
        expect(problem.number).toBe(index + 1);
        expect(problem.question).toBe(`P${index + 1}`);
        expect(problem.seed).toBe(seed);
        expectPractised(problem);
      });
    }
  }, 120_000);

  test("for a rule of 1.1.0 on fractions, the right answer is the independent reference's value", () => {
    const sheet = makePracticeSheet({
      rules: ['added_across', 'cross_multiplied', 'negative_not_distributed', 'left_to_right'],
      seed: 5,
      perRule: 3,
    });
    for (const problem of sheet.problems)
      expect((referenceWorkingCheck({ working: problem.problem }) as WorkingOutput).start_value).toBe(problem.answer);
  });

  test('property: for any seed, rule and largest denominator, every problem is practised and small enough for a child', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_SEED }),
        fc.constantFrom(...MISCONCEPTION_RULES),
        fc.integer({ min: 4, max: 12 }),
        (seed, rule, maxDenominator) => {
          const sheet = makePracticeSheet({ rules: [rule], seed, perRule: 2, maxDenominator });
          expect(sheet.problems.length, `${rule}, seed ${seed}`).toBeGreaterThan(0);
          for (const problem of sheet.problems) {
            expect(problem.rule).toBe(rule);
            expectPractised(problem);
            // Every written denominator (a terminating one for a conversion to a decimal aside) is at most the sheet's largest.
            for (const match of problem.problem.matchAll(/\/(\d+)/g))
              expect(Number(match[1])).toBeLessThanOrEqual(Math.max(maxDenominator, problem.task === 'to_decimal' ? 25 : 0));
            if (problem.denominator !== null) expect(problem.denominator).toBeLessThanOrEqual(Math.max(maxDenominator, 4));
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('makePracticeSheet', () => {
  test('the same seed makes the same sheet; another seed another one', () => {
    const rules: MisconceptionRule[] = ['added_across', 'reciprocal', 'numerator_not_scaled'];
    const one = makePracticeSheet({ rules, seed: 7 });
    expect(makePracticeSheet({ rules, seed: 7 })).toEqual(one);
    expect(makePracticeSheet({ rules, seed: 8 }).problems.map((p) => p.problem)).not.toEqual(one.problems.map((p) => p.problem));
  });

  test("a rule's problems depend on the seed, not on the other rules chosen", () => {
    const alone = makePracticeSheet({ rules: ['cross_multiplied'], seed: 99 }).problems.map((p) => p.problem);
    const withOthers = makePracticeSheet({ rules: ['added_across', 'cross_multiplied'], seed: 99 })
      .problems.filter((p) => p.rule === 'cross_multiplied')
      .map((p) => p.problem);
    expect(withOthers).toEqual(alone);
  });

  test("the class's numbers are used: its denominators most of the time", () => {
    const profile = practiceProfile(['1/5 + 2/5\n= 3/5', '3/10 - 1/5', 'nonsense ++', '7/10 × 2/5']);
    expect(profile).toEqual({ denominators: [5, 10], mixed: false });
    const sheet = makePracticeSheet({ rules: ['added_across', 'larger_denominator_kept'], seed: 5, profile, perRule: 10 });
    const denominators = sheet.problems.flatMap((p) => [...p.problem.matchAll(/\/(\d+)/g)].map((m) => Number(m[1])));
    const own = denominators.filter((d) => d === 5 || d === 10).length;
    expect(own / denominators.length).toBeGreaterThan(0.5);
    expect(practiceProfile(['2 1/3 + 1/4']).mixed).toBe(true);
  });

  test('fraction rules are set on fractions only, mixed-number rules on mixed numbers', () => {
    const sheet = makePracticeSheet({ rules: ['added_across', 'mixed_parts_added_across'], seed: 31, perRule: 10 });
    for (const p of sheet.problems) expect(/\d \d+\//.test(p.problem)).toBe(p.rule === 'mixed_parts_added_across');
  });

  test('an equivalent fraction is asked with its denominator, and its key says it', () => {
    const [problem] = makePracticeSheet({ rules: ['numerator_not_scaled'], seed: 3, perRule: 1 }).problems;
    expect(problem!.task).toBe('equivalent');
    expect(problem!.final_form).toBe('any');
    expect(taskInstruction(problem!, 'en')).toBe(`Write ${problem!.problem} as a fraction with the denominator ${problem!.denominator}.`);
    expect(problem!.answer.endsWith(`/${problem!.denominator}`)).toBe(true);
  });

  test('a prefix goes before each question id', () => {
    const sheet = makePracticeSheet({ rules: ['sign_flipped'], seed: 1, perRule: 2, prefix: 'Dana/' });
    expect(sheet.problems.map((p) => p.question)).toEqual(['Dana/P1', 'Dana/P2']);
  });

  test('options are clamped and repeated rules are made once', () => {
    const sheet = makePracticeSheet({ rules: ['sign_flipped', 'sign_flipped'], seed: -1, perRule: 0, maxDenominator: 1000 });
    expect(sheet).toMatchObject({ seed: MAX_SEED, per_rule: 1, max_denominator: 100, rules: ['sign_flipped'] });
    expect(sheet.problems).toHaveLength(1);
  });
});

describe('feedback', () => {
  test('names the mistake with its numbers', () => {
    const problem = makePracticeSheet({ rules: ['added_across'], seed: 1, perRule: 1 }).problems[0]!;
    const e = (problem.explanation as MisconceptionExplanation).numbers as { a: string; b: string; c: string; d: string };
    expect(practiceFeedback(problem, 'en')).toBe(
      `${problem.problem} is ${problem.answer}, not ${problem.diagnostic_answer}: it looks like the numerators and the denominators were added, (${e.a}+${e.c})/(${e.b}+${e.d}).`,
    );
    expect(practiceFeedback(problem, 'he')).toContain('חיברו את המונים ואת המכנים');
  });

  test('a decimal mistake is told in decimals', () => {
    const problem = makePracticeSheet({ rules: ['decimal_places_not_added'], seed: 4, perRule: 1 }).problems[0]!;
    expect(problem.diagnostic_answer).toMatch(/^\d+(\.\d+)?$/);
    expect(practiceFeedback(problem, 'en')).toMatch(/decimal places? instead of/);
  });
});

describe('feedback does not end in a stray number', () => {
  test("no rule's feedback ends in a number it has already said: the diagnostic answer, the right one, or the problem's own number", () => {
    const sheet = makePracticeSheet({ rules: [...MISCONCEPTION_RULES], seed: 3, perRule: 2 });
    for (const problem of sheet.problems) {
      for (const language of ['en', 'he'] as const) {
        const feedback = practiceFeedback(problem, language);
        const last = /, ([^ ,]+)\.$/.exec(feedback)?.[1];
        expect([problem.diagnostic_answer, problem.answer, problem.problem], feedback).not.toContain(last);
      }
    }
  }, 120_000);

  test('a decimal mistake whose result is the stated answer ends with its clause', () => {
    const [problem] = makePracticeSheet({ rules: ['decimal_as_unit_fraction'], seed: 1, perRule: 1 }).problems;
    expect(practiceFeedback(problem!, 'en')).toBe(
      `${problem!.problem} is ${problem!.answer}, not ${problem!.diagnostic_answer}: it looks like the digits after the decimal point were taken as a denominator.`,
    );
    const [shifted] = makePracticeSheet({ rules: ['power_of_ten_shift_wrong'], seed: 1, perRule: 1 }).problems;
    expect(practiceFeedback(shifted!, 'he')).toMatch(/בחזקה של 10\.$/);
  });
});

describe('isSeedText', () => {
  test('reads 0 to 2^32 - 1 in decimal', () => {
    expect(['0', '42', '4294967295'].every(isSeedText)).toBe(true);
    expect(['', '-1', '01', '4294967296', '1e3', ' 1'].some(isSeedText)).toBe(false);
  });
});
