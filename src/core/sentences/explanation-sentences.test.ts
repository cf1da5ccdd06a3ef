import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execute, isErrorEnvelope } from '../index';
import {
  explainExpressionCheck,
  explainTraceCheck,
  renderExplanationEn,
  type Explanation,
  type ExplanationKey,
  type TraceRequestView,
} from '../explain';
import { traceInput } from '../../testing/arbitraries';
import { sentenceText } from './sentence-message';
import { EXPLANATION_SENTENCES_EN as en, EXPLANATION_SENTENCES_HE as he, explanationSentence } from './explanation-sentences';

/** The explanation as one plain sentence of a catalog. */
const explanationText = (explanation: Explanation, catalog: typeof he): string => sentenceText(explanationSentence(explanation), catalog);

/** One descriptor for every key, with the null values the engine can report. */
const EVERY_KEY: Explanation[] = [
  { key: 'trace.valid', params: { steps: 1, final_value: '3/2' } },
  { key: 'trace.valid', params: { steps: 4, final_value: '-7/2' } },
  { key: 'trace.unknown_reference.missing', params: { step: 's2', side: 'left', stated: '1', reference: 's9' } },
  { key: 'trace.unknown_reference.self', params: { step: 's2', side: 'right', stated: '1', reference: 's2' } },
  { key: 'trace.unknown_reference.later', params: { step: 's1', side: 'left', stated: null, reference: 's3' } },
  { key: 'trace.operand_mismatch.step', params: { step: 's3', side: 'left', stated: '2', expected: '1', reference: 's2' } },
  { key: 'trace.operand_mismatch.input', params: { step: 's1', side: 'right', stated: '1/3', expected: '-1/3', reference: 'x' } },
  { key: 'trace.division_by_zero.literal', params: { step: 's1', stated: '0' } },
  { key: 'trace.division_by_zero.reference', params: { step: 's2', stated: '0', reference: 's1' } },
  {
    key: 'trace.operator_mismatch',
    params: { step: 'total', left: '7/2', operator: '-', right: '1/2', stated: '4', actual: '3', matching_operator: '+' },
  },
  {
    key: 'trace.operator_mismatch',
    params: { step: 't', left: null, operator: null, right: null, stated: '4', actual: '3', matching_operator: '*' },
  },
  { key: 'trace.result_mismatch', params: { step: 's1', left: '2/3', operator: '*', right: '3/4', stated: '5/6', actual: '1/2' } },
  { key: 'trace.result_mismatch', params: { step: 's1', left: '2/3', operator: null, right: '3/4', stated: null, actual: '1/2' } },
  { key: 'trace.not_canonical.operand', params: { step: 's1', side: 'left', stated: '2/4', canonical: '1/2', form: 'lowest_terms' } },
  { key: 'trace.not_canonical.result', params: { step: 's1', stated: '3/1', canonical: '3', form: 'denominator_one' } },
  { key: 'trace.not_canonical.claim', params: { stated: '-0', canonical: '0', form: 'zero' } },
  { key: 'trace.final_result_mismatch', params: { stated: '5', actual: '3/4' } },
  { key: 'trace.unexplained', params: { reason: null } },
  { key: 'check.valid', params: { value: '25/12' } },
  { key: 'check.too_large', params: { claim: '1/6', value: '-1/6', difference: '1/3' } },
  { key: 'check.too_small', params: { claim: '0', value: '1/7', difference: '1/7' } },
  { key: 'check.value_mismatch', params: { claim: '1', value: null } },
  { key: 'check.not_canonical', params: { claim: '2/2', canonical: '1', form: 'denominator_one' } },
  { key: 'check.division_by_zero', params: { divisor: '(2-2)', position: 7 } },
  { key: 'check.division_by_zero', params: { divisor: null, position: null } },
  { key: 'check.unexplained', params: { reason: 'value_mismatch' } },
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
  it('the English catalog says exactly what the engine’s English renderer says, for every key', () => {
    for (const explanation of EVERY_KEY) expect(explanationText(explanation, en)).toBe(renderExplanationEn(explanation));
  });

  it('the Hebrew sentence is Hebrew, fully filled in, and names every value', () => {
    for (const explanation of EVERY_KEY) {
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
    expect(new Set(EVERY_KEY.map((explanation) => explanation.key))).toEqual(new Set(Object.keys(allKeys)));
    for (const explanation of EVERY_KEY) expect(Object.hasOwn(en, explanationSentence(explanation).id)).toBe(true);
  });

  it('matches the English renderer on the real checkers’ verdicts for generated traces', () => {
    fc.assert(
      fc.property(traceInput, (input) => {
        const output = execute('rational-trace-check', input);
        if (isErrorEnvelope(output)) return;
        const explanation = explainTraceCheck(input as TraceRequestView, output);
        expect(explanationText(explanation, en)).toBe(renderExplanationEn(explanation));
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
