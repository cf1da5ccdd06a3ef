import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import { isErrorEnvelope } from '../errors';
import type { WorkingExplanation, WorkingRequestView } from './fraction-explain';
import { explainedWorkingCheck } from './fraction-kind';
import type { RationalWorkingCheckInput } from '../requests';

function explain(request: WorkingRequestView): WorkingExplanation {
  const { response, explanation } = explainedWorkingCheck(request as RationalWorkingCheckInput);
  // The response is the tool's, byte for byte: checked once, for both.
  expect(response).toEqual(execute('rational-working-check', request));
  if (explanation === null) throw new Error('expected an explanation');
  // Plain JSON: it crosses the worker boundary unchanged.
  expect(JSON.parse(JSON.stringify(explanation))).toEqual(explanation);
  return explanation;
}

describe('explainWorkingCheck', () => {
  it('gives the numbers of added_across at 1/2 + 1/3: a=1, b=2, c=1, d=3, result 2/5', () => {
    const { verdict, steps } = explain({ working: '1/2 + 1/3 = 2/5' });
    expect(verdict).toEqual({ key: 'step_mismatch', step: 1, line: 1 });
    expect(steps[1]).toEqual({
      key: 'not_equal',
      status: 'not_equal',
      step: 1,
      line: 1,
      text: '2/5',
      value: '2/5',
      shown: '2/5',
      compared: { step: 0, line: 1, text: '1/2 + 1/3', value: '5/6', shown: '5/6' },
      difference: '-13/30',
      divisor: null,
      division_position: null,
      misconceptions: [
        {
          rule: 'added_across',
          position: 4,
          site: '1/2 + 1/3',
          numbers: { kind: 'operands', operator: '+', a: '1', b: '2', c: '1', d: '3' },
          result: '2/5',
          result_shown: '2/5',
        },
      ],
      ambiguous: null,
      term_errors: null,
      notes: null,
    });
  });

  it('1.3.0: a step with an x read as × carries its notes', () => {
    const { steps } = explain({ working: '2 x 3\n= 6' });
    expect(steps.map((step) => step.notes)).toEqual([[{ note: 'letter_as_times', position: 2 }], null]);
  });

  it('1.2.0: an ambiguous step explains one candidate of each family, and names none', () => {
    const { steps } = explain({ working: '9/12 = 3/6' });
    expect(steps[1]!.misconceptions).toEqual([]);
    expect(steps[1]!.ambiguous!.map((candidate) => candidate.rule)).toEqual([
      'added_to_numerator_and_denominator',
      'numerator_scaled_wrong',
    ]);
    expect(steps[1]!.ambiguous![1]!.numbers).toEqual({ kind: 'term', compared: '9/12', stated: '3/6', smaller: true });
  });

  it('1.1.0: the term errors of an aligned step, and the numbers of a term rule', () => {
    const { steps } = explain({ working: '1/2 + 1/3 = 2/6 + 2/6' });
    expect(steps[1]!.term_errors).toEqual([{ position: 12, stated: '2/6', expected: '3/6', compared_position: 0, compared: '1/2' }]);
    expect(steps[1]!.misconceptions).toEqual([
      {
        rule: 'numerator_scaled_wrong',
        position: 0,
        site: '1/2',
        numbers: { kind: 'term', compared: '1/2', stated: '2/6', smaller: false },
        result: '1/3',
        result_shown: '1/3',
      },
    ]);
  });

  it('1.1.0: the numbers of the new shapes: parts, decimals, a power, values, one number', () => {
    const first = (working: string) => explain({ working }).steps[1]!.misconceptions![0];
    expect(first('3 1/4 - 1 3/4 = 2 2/4')).toEqual({
      rule: 'mixed_parts_subtracted_reversed',
      position: 6,
      site: '3 1/4 - 1 3/4',
      numbers: {
        kind: 'parts',
        left_whole: '3',
        left_fraction: '1/4',
        right_whole: '1',
        right_fraction: '3/4',
        whole: '2',
        fraction: '2/4',
      },
      result: '5/2',
      result_shown: '2 2/4',
    });
    expect(first('0.3 × 0.2 = 0.6')).toEqual({
      rule: 'decimal_places_not_added',
      position: 4,
      site: '0.3 × 0.2',
      numbers: { kind: 'decimals', left: '3', left_places: '1', right: '2', right_places: '1', places: '1', expected_places: '2' },
      result: '3/5',
      result_shown: '0.6',
    });
    expect(first('3² = 6')).toEqual({
      rule: 'power_multiplied',
      position: 1,
      site: '3²',
      numbers: { kind: 'power', base: '3', exponent: '2' },
      result: '6',
      result_shown: '6',
    });
    expect(first('3/4 - 1/4 = 1')).toEqual({
      rule: 'added_instead_of_subtracted',
      position: 4,
      site: '3/4 - 1/4',
      numbers: { kind: 'values', left: '3/4', right: '1/4' },
      result: '1',
      result_shown: '1',
    });
    expect(first('3/4 = 0.34')).toEqual({
      rule: 'fraction_digits_as_decimal',
      position: 0,
      site: '3/4',
      numbers: { kind: 'number', number: '3/4' },
      result: '17/50',
      result_shown: '0.34',
    });
  });

  it('a site inside a larger expression: its own operands as written, and its own buggy value', () => {
    const { steps } = explain({ working: '2 × (2/4 + 1/3) = 6/7' });
    // added_across at the "+" is (2+1)/(4+3) = 3/7, and 2 × 3/7 = 6/7.
    expect(steps[1]!.misconceptions).toEqual([
      {
        rule: 'added_across',
        position: 9,
        site: '2/4 + 1/3',
        numbers: { kind: 'operands', operator: '+', a: '2', b: '4', c: '1', d: '3' },
        result: '3/7',
        result_shown: '3/7',
      },
    ]);
  });

  it('the shapes of the other rules: k and n/m, L y z, the MIXED, the whole expression', () => {
    expect(explain({ working: '3 * 1/2 = 1/6' }).steps[1]!.misconceptions).toEqual([
      {
        rule: 'only_denominator_multiplied',
        position: 2,
        site: '3 * 1/2',
        numbers: { kind: 'scaled', k: '3', n: '1', m: '2' },
        result: '1/6',
        result_shown: '1/6',
      },
    ]);
    expect(explain({ working: '5 - (2 + 1) = 4' }).steps[1]!.misconceptions).toEqual([
      {
        rule: 'negative_not_distributed',
        position: 2,
        site: '5 - (2 + 1)',
        numbers: { kind: 'distributed', left: '5', y: '2', z: '1', inner: '+' },
        result: '4',
        result_shown: '4',
      },
    ]);
    expect(explain({ working: '(2 1/2) = 3/2' }).steps[1]!.misconceptions).toEqual([
      {
        rule: 'mixed_number_whole_added',
        position: 1,
        site: '2 1/2',
        numbers: { kind: 'mixed', whole: '2', numerator: '1', denominator: '2' },
        result: '3/2',
        result_shown: '3/2',
      },
    ]);
    expect(explain({ working: '2 + 3 = -5' }).steps[1]!.misconceptions).toEqual([
      {
        rule: 'sign_flipped',
        position: null,
        site: null,
        numbers: { kind: 'whole', value: '5' },
        result: '-5',
        result_shown: '-5',
      },
    ]);
  });

  it('carried steps, division by zero with its divisor as written, unchecked steps', () => {
    const { steps } = explain({ working: '1/2 + 1/3\n= 2/5\n= 4/10\n= 4 ÷ (5 - 5)' });
    expect(steps.map((step) => step.key)).toEqual(['start', 'not_equal', 'carried', 'division_by_zero']);
    expect(steps[2]!.compared).toEqual({ step: 1, line: 2, text: '2/5', value: '2/5', shown: '2/5' });
    expect(steps[3]).toMatchObject({ divisor: '(5 - 5)', division_position: 27, compared: null, misconceptions: null });
    expect(explain({ working: '7/0 = 1' }).steps.map((step) => [step.key, step.divisor])).toEqual([
      ['division_by_zero', '0'],
      ['unchecked', null],
    ]);
  });

  it('the verdict: valid, answer_mismatch, final_form', () => {
    expect(explain({ working: '1/2 + 1/2 = 1' }).verdict).toEqual({ key: 'valid', steps: 2, final_value: '1' });
    expect(explain({ working: '1/2 + 1/2 = 1', answer: '2' }).verdict).toEqual({ key: 'answer_mismatch', answer: '2', final_value: '1' });
    expect(explain({ working: '1/2 + 1/2 = 2/2', final_form: 'lowest_terms' }).verdict).toEqual({
      key: 'final_form',
      form: 'lowest_terms',
      text: '2/2',
    });
  });

  it('null for a request the tool answers with an error, the error the tool gives', () => {
    const { response, explanation } = explainedWorkingCheck({ working: '1 +' });
    expect(explanation).toBeNull();
    expect(isErrorEnvelope(response)).toBe(true);
    expect(response).toEqual(execute('rational-working-check', { working: '1 +' }));
  });
});

describe('values said as the student writes them', () => {
  const explainStep = (working: string, index = 1) => explain({ working }).steps[index]!;

  it('a step that is one number is quoted as written, not reduced: the student meets their own 3 2/4', () => {
    expect(explainStep('5 1/4 - 2 3/4 = 3 2/4')).toMatchObject({ shown: '3 2/4', compared: { shown: '2 1/2' } });
    expect(explainStep('9/12 = 3/6').shown).toBe('3/6');
    expect(explainStep('1/2 + 1/2 = -4/8').shown).toBe('-4/8');
  });

  it('a line written with mixed numbers has its value said as a mixed number; other lines as fractions', () => {
    expect(explainStep('3 2/4 - 1 3/4 = 2 1/4').compared!.shown).toBe('1 3/4');
    expect(explainStep('7/4 - 1/4 = 1').compared!.shown).toBe('3/2');
    expect(explainStep('1 1/2 + 1.5 = 2').compared!.shown).toBe('3');
  });
});
