import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorkingExplanation, WorkingStepExplanation } from '../working/fraction-explain';
import { explainedWorkingCheck } from '../working/fraction-kind';
import { MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import type { RationalWorkingCheckOutput as WorkingOutput } from '../tools/rational-working-check';
import type { FinalForm } from '../tools/working-final-form';
import { MISCONCEPTION_CLAUSES } from './misconception-sentences';
import { sentenceText } from './sentence-message';
import { statusKey, stepSentences, teacherChecks, verdictSentence, WORKING_SENTENCES, type WorkingMessage } from './working-sentences';

type Catalog = Readonly<Record<string, string>>;
const en: Catalog = { ...WORKING_SENTENCES.en, ...MISCONCEPTION_CLAUSES.en };
const he: Catalog = { ...WORKING_SENTENCES.he, ...MISCONCEPTION_CLAUSES.he };
const messageText = (message: WorkingMessage, catalog: Catalog): string => sentenceText(message, catalog);

/** The engine's answer to a working and its explanation, as the Working tab gets them. */
function checked(working: string, answer?: string, finalForm?: FinalForm): { output: WorkingOutput; explanation: WorkingExplanation } {
  const { response, explanation } = explainedWorkingCheck({
    working,
    ...(answer === undefined ? {} : { answer }),
    ...(finalForm === undefined ? {} : { final_form: finalForm }),
  });
  if ('error' in response || explanation === null) throw new Error(`not checked: ${JSON.stringify(response)}`);
  return { output: response, explanation };
}

const sentences = (step: WorkingStepExplanation, output: WorkingOutput, catalog: Catalog): string =>
  stepSentences(step, output.start_value)
    .map((message) => messageText(message, catalog))
    .join(' ');

const HEBREW = /[\u0590-\u05FF]/;
const PLACEHOLDER = /\{[A-Za-z_]+\}/;

/** For each rule, a working whose second step the rule explains, and the formula the sentence must show. */
const RULE_CASES: Record<MisconceptionRule, { working: string; formula: string }> = {
  added_across: { working: '1/2 + 1/3 = 2/5', formula: '(1+1)/(2+3)' },
  subtracted_across: { working: '3/4 - 1/2 = 2/2', formula: '(3−1)/(4−2)' },
  numerators_combined_denominators_multiplied: { working: '5/6 - 1/3 = 4/18', formula: '(5−1)/(6×3)' },
  larger_denominator_kept: { working: '3/4 - 1/8 = 2/8', formula: '(3−1)/8' },
  multiplied_instead_of_divided: { working: '3/4 : 1/2 = 3/8', formula: '(3×1)/(4×2)' },
  inverted_first_operand: { working: '3/4 ÷ 1/2 = 4/6', formula: '(4×1)/(3×2)' },
  cross_multiplied: { working: '2/3 × 4/5 = 10/12', formula: '(2×5)/(3×4)' },
  cross_products_as_digits: { working: '1/2 * 3/8 = 68', formula: '(2×3)×10 + 1×8' },
  multiplied_numerator_and_denominator: { working: '3 × 2/5 = 6/15', formula: '(3×2)/(3×5)' },
  only_denominator_multiplied: { working: '3 × 2/5 = 2/15', formula: '2/(3×5)' },
  common_denominator_kept_in_product: { working: '2/5 × 3/5 = 6/5', formula: '(2×3)/5' },
  negative_not_distributed: { working: '1 - (1/2 + 1/4) = 1 - 1/2 + 1/4', formula: '1 − 1/2 + 1/4' },
  mixed_number_multiplied: { working: '2 1/2 × 4 = 4', formula: '2 × 1/2' },
  mixed_number_whole_added: { working: '2 1/2 × 3 = 3/2 × 3', formula: '(2+1)/2' },
  whole_taken_from_numerator: { working: '5 - 1/3 = 4/3', formula: '(5−1)/3' },
  mixed_parts_subtracted_reversed: { working: '3 1/4 - 1 3/4 = 2 2/4', formula: '3−1 = 2, 3/4−1/4 = 2/4' },
  mixed_parts_added_across: { working: '1 1/2 + 1 1/3 = 2 2/5', formula: '1+1 = 2, 1/2+1/3 → 2/5' },
  mixed_parts_multiplied_apart: { working: '2 1/2 × 2 = 4 1/2', formula: '2×2 = 4, 1/2' },
  decimal_places_not_added: { working: '0.3 × 0.2 = 0.6', formula: '' },
  decimal_aligned_right: { working: '3 + 0.4 = 0.7', formula: '' },
  fraction_of_unit_only: { working: '3/4 of 12 = 3', formula: '12÷4' },
  fraction_of_inverted: { working: '2/3 of 12 = 18', formula: '12÷2×3' },
  percent_divided: { working: '25% of 80 = 3.2', formula: '' },
  percent_as_whole: { working: '10% of 50 = 500', formula: '' },
  numerator_not_scaled: { working: '1/2 + 1/3 = 1/6 + 2/6', formula: '' },
  denominator_not_scaled: { working: '6/8 = 3/8', formula: '' },
  added_to_numerator_and_denominator: { working: '2/3 = 4/5', formula: '' },
  numerator_scaled_wrong: { working: '1/2 + 1/3 = 2/6 + 2/6', formula: '' },
  power_multiplied: { working: '3² = 6', formula: '3×2' },
  power_numerator_only: { working: '(3/5)^2 = 9/5', formula: '3^2/5' },
  fraction_digits_as_decimal: { working: '3/4 = 0.34', formula: '' },
  unit_fraction_as_decimal: { working: '1/4 = 0.4', formula: '' },
  fraction_bar_as_point: { working: '3/4 = 3.4', formula: '' },
  decimal_as_unit_fraction: { working: '0.3 = 1/3', formula: '' },
  decimal_point_dropped: { working: '0.3 × 0.2 = 6', formula: '' },
  added_instead_of_subtracted: { working: '3/4 - 1/4 = 1', formula: '3/4 + 1/4' },
  added_instead_of_multiplied: { working: '1/2 × 1/3 = 5/6', formula: '1/2 + 1/3' },
  mixed_whole_dropped: { working: '2 1/2 + 1/3 = 5/6', formula: '1/2' },
  left_to_right: { working: '5/6 - 1/3 * 3/4 = 3/8', formula: '' },
  sign_flipped: { working: '1/2 - 3/4 = 1/4', formula: '' },
  reciprocal: { working: '2/3 + 1/6 = 6/5', formula: '' },
  mixed_parts_subtracted_across: { working: '5 3/8 - 2 2/3 = 3 1/5', formula: '5−2 = 3, 3/8−2/3 → 1/5' },
  divided_across: { working: '6/10 ÷ 2/4 = 3/2', formula: '(6÷2)/(10÷4)' },
  only_denominator_divided: { working: '6/9 ÷ 3 = 6/3', formula: '6/(9÷3)' },
  divided_numerator_and_denominator: { working: '6/9 ÷ 3 = 2/3', formula: '(6÷3)/(9÷3)' },
  divided_by_unit_fraction: { working: '15 ÷ 3/5 = 75', formula: '15 × 5' },
  both_inverted: { working: '2 ÷ 1/5 = 5/2', formula: '1/2 × 5' },
  fraction_of_subtracted: { working: '1/6 of 24 = 18', formula: '24−6' },
  power_of_ten_shift_wrong: { working: '23.04 ÷ 1000 = 0.2304', formula: '' },
  decimal_point_misplaced: { working: '0.04 × 21 = 0.084', formula: '' },
  decimal_parts_as_wholes: { working: '6.7 + 8.5 = 14.12', formula: '' },
  decimal_digits_brought_down: { working: '60 - 1.35 = 59.35', formula: '' },
  decimal_carry_dropped: { working: '1.39 + 2.53 = 3.82', formula: '' },
  decimal_column_sums_written: { working: '1.39 + 2.53 = 3.812', formula: '' },
  remainder_as_decimal_digits: { working: '387 ÷ 6 = 64.3', formula: '' },
  numerator_as_decimal: { working: '4/5 = 0.4', formula: '' },
  mixed_numerator_not_added: { working: '3 1/5 = 15/5', formula: '(3×5)/5' },
  improper_to_mixed_swapped: { working: '13/5 = 3 2/5', formula: '' },
  numerators_kept_over_common_denominator: { working: '2/5 + 2/3 = 8/15', formula: '' },
  power_of_ten_one_part: { working: '50.09 ÷ 0.1 = 500.09', formula: '' },
  improper_to_mixed_by_ten: { working: '13/5 = 1 3/5', formula: '' },
  decimal_smaller_digit_from_larger: { working: '5.32 - 2.47 = 3.15', formula: '' },
};

describe('a wrong step’s sentence', () => {
  it('says the contract’s example the way the issue words it', () => {
    const { output, explanation } = checked('1/2 + 1/3 = 2/5');
    expect(sentences(explanation.steps[1]!, output, en)).toBe(
      '1/2 + 1/3 is 5/6, not 2/5: it looks like the numerators and the denominators were added, (1+1)/(2+3).',
    );
    expect(sentences(explanation.steps[1]!, output, he)).toBe('1/2 + 1/3 שווה 5/6, לא 2/5: נראה שחיברו את המונים ואת המכנים, (1+1)/(2+3).');
  });

  for (const rule of MISCONCEPTION_RULES) {
    it(`names ${rule} with its site’s numbers, in English and Hebrew`, () => {
      const { working, formula } = RULE_CASES[rule];
      const { output, explanation } = checked(working);
      const step = explanation.steps.find((candidate) => candidate.key === 'not_equal')!;
      const found = step.misconceptions!.find((misconception) => misconception.rule === rule);
      expect(found, `${working} is explained by ${rule}`).toBeDefined();
      for (const catalog of [en, he]) {
        const text = sentences(step, output, catalog);
        expect(text).not.toMatch(PLACEHOLDER);
        expect(text).toContain(step.compared!.text);
        expect(text).toContain(step.compared!.shown);
        expect(text).toContain(step.shown!);
        if (formula !== '') expect(text).toContain(formula);
        if (found!.numbers.kind === 'whole') expect(text).toContain(found!.numbers.value);
        if (catalog === he) expect(text).toMatch(HEBREW);
      }
    });
  }

  it('1.2.0: an ambiguous step says both readings and names neither', () => {
    const { output, explanation } = checked('9/12 = 3/6');
    expect(output.steps[1]!.misconceptions).toEqual([]);
    expect(sentences(explanation.steps[1]!, output, en)).toBe(
      '9/12 is 3/4, not 3/6: the difference is -1/4. It could be that the same number was added to the numerator and the denominator of 9/12, 3/6, ' +
        'or that the numerator and the denominator of 9/12 were divided by different numbers, 3/6: nothing in this line tells which.',
    );
    const hebrew = sentences(explanation.steps[1]!, output, he);
    expect(hebrew).toMatch(HEBREW);
    expect(hebrew).toContain('ייתכן ש');
    expect(hebrew).not.toMatch(PLACEHOLDER);
  });

  it('1.1.0: an aligned step says which operand went wrong, then why', () => {
    const { output, explanation } = checked('1/2 + 1/3 = 2/6 + 2/6');
    expect(sentences(explanation.steps[1]!, output, en)).toBe(
      '1/2 + 1/3 is 5/6, not 2/3. In this line, 1/2 should be 3/6, not 2/6. ' +
        'It looks like the denominator of 1/2 was multiplied by one number and its numerator by another, 2/6.',
    );
    expect(sentences(explanation.steps[1]!, output, he)).toBe(
      '1/2 + 1/3 שווה 5/6, לא 2/3. בשורה הזו, 1/2 צריך להיות 3/6, לא 2/6. נראה שכפלו את המכנה של 1/2 במספר אחד ואת המונה במספר אחר, 2/6.',
    );
  });

  it('1.1.0: the issue’s mixed number and decimal cases, named as a teacher would', () => {
    const mixed = checked('3 1/4 − 1 3/4 = 2 2/4');
    expect(sentences(mixed.explanation.steps[1]!, mixed.output, en)).toContain(
      'it looks like the whole numbers were subtracted and the smaller fraction part was taken from the larger instead of regrouping, 3−1 = 2, 3/4−1/4 = 2/4.',
    );
    // 1.2.0: a step written in decimals is said in decimals.
    const decimal = checked('0.3 × 0.2 = 0.6');
    expect(sentences(decimal.explanation.steps[1]!, decimal.output, en)).toBe(
      '0.3 × 0.2 is 0.06, not 0.6: it looks like the digits were multiplied but the answer was given 1 decimal place instead of 2.',
    );
  });

  it('at a site inside the step, says where and what the site gave', () => {
    const { output, explanation } = checked('1/2 + 1/3 + 1 = 2/5 + 1');
    expect(sentences(explanation.steps[1]!, output, en)).toBe(
      // 1.1.0: the line has the operators of the one before, so the wrong operand is named first.
      '1/2 + 1/3 + 1 is 11/6, not 7/5. In this line, 1/2 + 1/3 should be 5/6, not 2/5. ' +
        'It looks like in 1/2 + 1/3, the numerators and the denominators were added, (1+1)/(2+3) = 2/5.',
    );
  });

  it('lists every misconception found, the first in the sentence and the others after it', () => {
    const { output, explanation } = checked('3/4 ÷ 1/2 = 4/6');
    expect(sentences(explanation.steps[1]!, output, en)).toBe(
      '3/4 ÷ 1/2 is 3/2, not 4/6: it looks like the first fraction was turned upside down instead of the second, (4×1)/(3×2). ' +
        'Or it may be that the fraction was turned upside down: 4/6 is the reciprocal of 3/2.',
    );
  });

  it('without a misconception, gives the difference (a step before that is just a value is not said twice)', () => {
    const { output, explanation } = checked('2/3 + 3/4\n= 8/12 + 9/12\n= 17/12\n= 1 5/24');
    expect(sentences(explanation.steps[3]!, output, en)).toBe('This step is 1 5/24, not 17/12: the difference is -5/24.');
    const { output: other, explanation: otherExplanation } = checked('1/2 + 1/3 + 1 = 1 + 5/6 = 2 + 5/6');
    // 1.1.0: 1 + 5/6 against 2 + 5/6 is aligned: the operand is named, written once where it is already right.
    expect(sentences(otherExplanation.steps[2]!, other, en)).toBe('1 + 5/6 is 11/6, not 17/6. In this line, 2 should be 1.');
  });
});

describe('the other steps’ sentences', () => {
  it('start, equal, carried (follow-through), division by zero and unchecked', () => {
    const { output, explanation } = checked('5/6 - 1/3 * 3/4\n= 1/2 * 3/4\n= 3/8');
    expect(sentences(explanation.steps[0]!, output, en)).toBe('The problem; its value is 7/12.');
    expect(sentences(explanation.steps[2]!, output, en)).toBe(
      'Follows correctly from 1/2 * 3/4, but carries the earlier mistake forward: the problem is 7/12, not 3/8.',
    );
    const zero = checked('3/4 ÷ (1/2 - 1/4)\n= 3/4 ÷ (1/4 - 1/4)\n= 3');
    expect(sentences(zero.explanation.steps[1]!, zero.output, en)).toBe(
      'This step divides by (1/4 - 1/4), which is zero, so it has no value.',
    );
    expect(sentences(zero.explanation.steps[2]!, zero.output, en)).toBe('Equal to 3/4 ÷ (1/2 - 1/4).');
    const unchecked = checked('1/0 = 2 = 2');
    expect(sentences(unchecked.explanation.steps[0]!, unchecked.output, en)).toBe(
      'This step divides by 0, which is zero, so it has no value.',
    );
    expect(sentences(unchecked.explanation.steps[1]!, unchecked.output, en)).toBe(
      'Not checked: no step before it has a value to compare it with.',
    );
    expect(sentences(unchecked.explanation.steps[2]!, unchecked.output, he)).toBe('שווה ל־2.');
  });

  it('names the first mistake’s status apart from the later wrong steps', () => {
    const { output, explanation } = checked('1/2 + 1/3 = 2/5 = 3/5');
    expect(explanation.steps.map((step) => statusKey(step, output.first_error_index))).toEqual([
      'working.status.start',
      'working.status.firstMistake',
      'working.status.not_equal',
    ]);
  });
});

describe('the verdict and the teacher’s checks', () => {
  const verdict = (working: string, catalog: Catalog, answer?: string, form?: FinalForm) => {
    const { explanation } = checked(working, answer, form);
    return messageText(verdictSentence(explanation), catalog);
  };

  it('says each reason', () => {
    expect(verdict('2/3 + 3/4\n= 17/12', en)).toBe('Correct: every step follows from the one before it, and the value is 17/12.');
    expect(verdict('2/3 + 3/4\n= 8/12 + 9/12\n= 17/24', en)).toBe('The first mistake is on line 3.');
    expect(verdict('1 = 1/0', en)).toBe('Line 1 divides by zero.');
    expect(verdict('2/3 + 3/4 = 17/12', en, '5/4')).toBe('Every step follows, but the final value 17/12 is not the answer key, 5/4.');
    expect(verdict('2/3 + 3/4 = 17/12', en, undefined, 'mixed')).toBe(
      'Every step follows, but the last step, 17/12, is not written as a mixed number in lowest terms.',
    );
    expect(verdict('2/3 + 3/4 = 17/12', he, undefined, 'mixed')).toBe(
      'כל הצעדים נובעים זה מזה, אבל הצעד האחרון, 17/12, אינו כתוב כמספר מעורב מצומצם.',
    );
  });

  it('reports the answer key and the final form whatever the first fault', () => {
    const { output } = checked('1/2 + 1/3 = 2/5', '5/6', 'lowest_terms');
    expect(teacherChecks(output, '5/6', 'lowest_terms').map((check) => messageText(check, en))).toEqual([
      'Answer key 5/6: the final value is 2/5.',
      'Final form: the last step, 2/5, is written in lowest terms.',
    ]);
    const right = checked('2/3 + 3/4 = 1 5/12', '17/12', 'improper');
    expect(teacherChecks(right.output, '17/12', 'improper').map((check) => messageText(check, en))).toEqual([
      'Answer key 17/12: the final value matches it.',
      'Final form: the last step, 1 5/12, is not written as a fraction in lowest terms (not a mixed number).',
    ]);
    expect(teacherChecks(right.output, null, 'any')).toEqual([]);
    const noValue = checked('1 = 1/0', '1');
    expect(teacherChecks(noValue.output, '1', 'any').map((check) => messageText(check, en))).toEqual([
      'Answer key 1: the last step has no value to compare.',
    ]);
  });
});

describe('every explanation the engine gives', () => {
  const number = fc.oneof(
    fc.integer({ min: 0, max: 12 }).map(String),
    fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })).map(([n, d]) => `${n}/${d}`),
    fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 })).map(([w, n]) => `${w} ${n}/${n + 1}`),
  );
  const expression = fc
    .array(fc.tuple(fc.constantFrom(' + ', ' - ', ' × ', ' ÷ ', ' : '), number), { maxLength: 3 })
    .chain((rest) => number.map((first) => first + rest.map(([operator, operand]) => operator + operand).join('')));
  const working = fc.array(expression, { minLength: 1, maxLength: 5 }).map((lines) => lines.join('\n= '));

  it('renders in both languages with every placeholder filled and every value named', () => {
    fc.assert(
      fc.property(working, (text) => {
        const { response, explanation } = explainedWorkingCheck({ working: text });
        if ('error' in response || explanation === null) return;
        for (const step of explanation.steps) {
          for (const catalog of [en, he]) {
            const said = sentences(step, response, catalog);
            expect(said).not.toMatch(PLACEHOLDER);
            if (step.compared !== null && step.key === 'not_equal') expect(said).toContain(step.compared.shown);
          }
        }
        expect(messageText(verdictSentence(explanation), he)).not.toMatch(PLACEHOLDER);
      }),
      { numRuns: 300 },
    );
  });
});
