import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execute, isErrorEnvelope } from '../index';
import { explainExpressionCheck, explainTraceCheck, type Explanation, type ExplanationKey, type TraceRequestView } from '../explain';
import { traceInput } from '../../testing/arbitraries';
import { sentenceText } from './sentence-message';
import { EXPLANATION_SENTENCES_EN as en, EXPLANATION_SENTENCES_HE as he, explanationSentence } from './explanation-sentences';

/** The explanation as one plain sentence of a catalog. */
const explanationText = (explanation: Explanation, catalog: typeof he): string => sentenceText(explanationSentence(explanation), catalog);

/** One descriptor for every key, with the null values the engine can report, and its English sentence. */
const EVERY_KEY: ReadonlyArray<{ explanation: Explanation; english: string }> = [
  {
    explanation: { key: 'trace.valid', params: { steps: 1, final_value: '3/2' } },
    english: 'The step checks out, and the claimed result is the final value, 3/2.',
  },
  {
    explanation: { key: 'trace.valid', params: { steps: 4, final_value: '-7/2' } },
    english: 'All 4 steps check out, and the claimed result is the final value, -7/2.',
  },
  {
    explanation: { key: 'trace.unknown_reference.missing', params: { step: 's2', side: 'left', stated: '1', reference: 's9' } },
    english: 'Step s2: the left operand comes from “s9”, but no input or earlier step has that name.',
  },
  {
    explanation: { key: 'trace.unknown_reference.self', params: { step: 's2', side: 'right', stated: '1', reference: 's2' } },
    english: 'Step s2: the right operand comes from step s2 itself; an operand can only come from an input or an earlier step.',
  },
  {
    explanation: { key: 'trace.unknown_reference.later', params: { step: 's1', side: 'left', stated: null, reference: 's3' } },
    english: 'Step s1: the left operand comes from step s3, which comes later; an operand can only come from an input or an earlier step.',
  },
  {
    explanation: { key: 'trace.operand_mismatch.step', params: { step: 's3', side: 'left', stated: '2', expected: '1', reference: 's2' } },
    english: 'Step s3: the left operand 2 should be 1, the result of step s2.',
  },
  {
    explanation: {
      key: 'trace.operand_mismatch.input',
      params: { step: 's1', side: 'right', stated: '1/3', expected: '-1/3', reference: 'x' },
    },
    english: 'Step s1: the right operand 1/3 should be -1/3, the value of input x.',
  },
  {
    explanation: { key: 'trace.division_by_zero.literal', params: { step: 's1', stated: '0' } },
    english: 'Step s1: the divisor 0 is zero, and division by zero has no value.',
  },
  {
    explanation: { key: 'trace.division_by_zero.reference', params: { step: 's2', stated: '0', reference: 's1' } },
    english: 'Step s2: the divisor 0, taken from s1, is zero, and division by zero has no value.',
  },
  {
    explanation: {
      key: 'trace.operator_mismatch',
      params: { step: 'total', left: '7/2', operator: '-', right: '1/2', stated: '4', actual: '3', matching_operator: '+' },
    },
    english: 'Step total: 7/2 − 1/2 is 3, not 4; + would give 4.',
  },
  {
    explanation: {
      key: 'trace.operator_mismatch',
      params: { step: 't', left: null, operator: null, right: null, stated: '4', actual: '3', matching_operator: '*' },
    },
    english: 'Step t: the result is 3, not 4; × would give 4.',
  },
  {
    explanation: {
      key: 'trace.result_mismatch',
      params: { step: 's1', left: '2/3', operator: '*', right: '3/4', stated: '5/6', actual: '1/2' },
    },
    english: 'Step s1: 2/3 × 3/4 is 1/2, not 5/6.',
  },
  {
    explanation: {
      key: 'trace.result_mismatch',
      params: { step: 's1', left: '2/3', operator: null, right: '3/4', stated: null, actual: '1/2' },
    },
    english: 'Step s1: the result is 1/2, not ?.',
  },
  {
    explanation: {
      key: 'trace.not_canonical.operand',
      params: { step: 's1', side: 'left', stated: '2/4', canonical: '1/2', form: 'lowest_terms' },
    },
    english: 'Step s1: the left operand 2/4 is not in lowest terms; write 1/2.',
  },
  {
    explanation: { key: 'trace.not_canonical.result', params: { step: 's1', stated: '3/1', canonical: '3', form: 'denominator_one' } },
    english: 'Step s1: the result 3/1 has a denominator of 1; write 3.',
  },
  {
    explanation: { key: 'trace.not_canonical.claim', params: { stated: '-0', canonical: '0', form: 'zero' } },
    english: 'The claimed result -0 is just zero; write 0.',
  },
  {
    explanation: { key: 'trace.final_result_mismatch', params: { stated: '5', actual: '3/4' } },
    english: 'The claimed result 5 is not the final value 3/4.',
  },
  { explanation: { key: 'trace.unexplained', params: { reason: null } }, english: 'The trace does not check out.' },
  { explanation: { key: 'check.valid', params: { value: '25/12' } }, english: 'Correct: the expression is exactly 25/12.' },
  {
    explanation: { key: 'check.too_large', params: { claim: '1/6', value: '-1/6', difference: '1/3' } },
    english: 'Your answer 1/6 is 1/3 too large: the expression is -1/6.',
  },
  {
    explanation: { key: 'check.too_small', params: { claim: '0', value: '1/7', difference: '1/7' } },
    english: 'Your answer 0 is 1/7 too small: the expression is 1/7.',
  },
  {
    explanation: { key: 'check.value_mismatch', params: { claim: '1', value: null } },
    english: 'Your answer 1 is not the value of the expression, ?.',
  },
  {
    explanation: { key: 'check.not_canonical', params: { claim: '2/2', canonical: '1', form: 'denominator_one' } },
    english: 'Your answer has the right value, but 2/2 has a denominator of 1; write 1.',
  },
  {
    explanation: { key: 'check.division_by_zero', params: { divisor: '(2-2)', position: 7 } },
    english: 'The expression divides by (2-2), which is zero, so it has no value.',
  },
  {
    explanation: { key: 'check.division_by_zero', params: { divisor: null, position: null } },
    english: 'The expression divides by zero, so it has no value.',
  },
  { explanation: { key: 'check.unexplained', params: { reason: 'value_mismatch' } }, english: 'The answer does not check out.' },
];

/** Every value a descriptor names, as the sentence must show it. */
function namedValues(explanation: Explanation): string[] {
  return Object.entries(explanation.params)
    .filter(
      ([name, value]) =>
        typeof value === 'string' && !['side', 'form', 'operator', 'matching_operator', 'reason', 'left', 'right'].includes(name),
    )
    .map(([, value]) => value as string);
}

describe('explanations from the catalogs', () => {
  it('the English sentence of every key, its values filled in', () => {
    for (const { explanation, english } of EVERY_KEY) expect(explanationText(explanation, en)).toBe(english);
  });

  it('the Hebrew sentence is Hebrew, fully filled in, and names every value', () => {
    for (const { explanation } of EVERY_KEY) {
      const sentence = explanationText(explanation, he);
      expect(sentence).toMatch(/[\u0590-\u05FF]/);
      expect(sentence).not.toMatch(/\{[a-z_]+\}/i);
      const english = explanationText(explanation, en);
      for (const value of namedValues(explanation).filter((named) => english.includes(named))) expect(sentence).toContain(value);
    }
  });

  it('every descriptor key maps to a message', () => {
    // Listing every key here makes a new ExplanationKey a compile error until it is covered above.
    const allKeys: Record<ExplanationKey, true> = {
      'trace.valid': true,
      'trace.unknown_reference.missing': true,
      'trace.unknown_reference.self': true,
      'trace.unknown_reference.later': true,
      'trace.operand_mismatch.step': true,
      'trace.operand_mismatch.input': true,
      'trace.division_by_zero.literal': true,
      'trace.division_by_zero.reference': true,
      'trace.operator_mismatch': true,
      'trace.result_mismatch': true,
      'trace.not_canonical.operand': true,
      'trace.not_canonical.result': true,
      'trace.not_canonical.claim': true,
      'trace.final_result_mismatch': true,
      'trace.unexplained': true,
      'check.valid': true,
      'check.too_large': true,
      'check.too_small': true,
      'check.value_mismatch': true,
      'check.not_canonical': true,
      'check.division_by_zero': true,
      'check.unexplained': true,
    };
    expect(new Set(EVERY_KEY.map(({ explanation }) => explanation.key))).toEqual(new Set(Object.keys(allKeys)));
    for (const { explanation } of EVERY_KEY) expect(Object.hasOwn(en, explanationSentence(explanation).id)).toBe(true);
  });

  it('fills in every sentence, in both languages, for the real checker’s verdicts on generated traces', () => {
    fc.assert(
      fc.property(traceInput, (input) => {
        const output = execute('rational-trace-check', input);
        if (isErrorEnvelope(output)) return;
        const explanation = explainTraceCheck(input as TraceRequestView, output);
        expect(explanationText(explanation, en)).not.toMatch(/\{[a-z_]+\}/i);
        expect(explanationText(explanation, he)).not.toMatch(/\{[a-z_]+\}/i);
      }),
      { numRuns: 300 },
    );
  });

  it('explains a claim check’s difference in both languages', () => {
    const output = execute('rational-expression-check', { expression: '1/2 - 2/3', claimed_value: '1/6', require_canonical: true });
    if (isErrorEnvelope(output)) throw new Error('unexpected envelope');
    const explanation = explainExpressionCheck(output);
    expect(explanationText(explanation, en)).toBe('Your answer 1/6 is 1/3 too large: the expression is -1/6.');
    expect(explanationText(explanation, he)).toBe('התשובה שלך 1/6 גדולה מדי ב־1/3: הביטוי שווה -1/6.');
  });
});
