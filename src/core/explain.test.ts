import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import traceContract from '../../contracts/rational-trace-check.json' with { type: 'json' };
import { traceInput } from '../testing/arbitraries';
import { isErrorEnvelope } from './errors';
import { execute } from './execute';
import { explainExpressionCheck, explainTraceCheck, nonCanonicalForm, type Explanation, type TraceRequestView } from './explain';
import { EXPLANATION_SENTENCES_EN, explanationSentence } from './sentences/explanation-sentences';
import { sentenceText } from './sentences/sentence-message';

/** The explanation as the English catalog says it. */
const renderEnglish = (explanation: Explanation): string => sentenceText(explanationSentence(explanation), EXPLANATION_SENTENCES_EN);

type Step = TraceRequestView['steps'][number];
type Operand = Step['left'];

const lit = (value: string): Operand => ({ value, from: null });
const ref = (value: string, from: string): Operand => ({ value, from });
const step = (id: string, left: Operand, operator: Step['operator'], right: Operand, result: string): Step => ({
  id,
  operator,
  left,
  right,
  result,
});

interface Trace extends TraceRequestView {
  require_canonical: boolean;
}

const trace = (steps: Step[], claimed_result: string, inputs: Record<string, string> = {}, require_canonical = true): Trace => ({
  inputs,
  steps,
  claimed_result,
  require_canonical,
});

/** Runs the real checker and explains its verdict. */
function explainTrace(request: Trace): { explanation: Explanation; sentence: string } {
  const output = execute('rational-trace-check', request);
  if (isErrorEnvelope(output)) throw new Error(JSON.stringify(output));
  const explanation = explainTraceCheck(request, output);
  return { explanation, sentence: renderEnglish(explanation) };
}

function explainCheck(expression: string, claimed_value: string, require_canonical = true): { explanation: Explanation; sentence: string } {
  const output = execute('rational-expression-check', { expression, claimed_value, require_canonical });
  if (isErrorEnvelope(output)) throw new Error(JSON.stringify(output));
  const explanation = explainExpressionCheck(output);
  return { explanation, sentence: renderEnglish(explanation) };
}

const s1 = step('s1', lit('1'), '+', lit('1/2'), '3/2');

describe('explainTraceCheck: every reason, from the real checker', () => {
  test('the contract example: an operator that would give the stated result', () => {
    const { explanation, sentence } = explainTrace(traceContract.examples[1]!.input as Trace);
    expect(explanation).toEqual({
      key: 'trace.operator_mismatch',
      params: { step: 'total', left: '7/2', operator: '-', right: '1/2', stated: '4', actual: '3', matching_operator: '+' },
    });
    expect(sentence).toBe('Step total: 7/2 − 1/2 is 3, not 4; + would give 4.');
  });

  test('a valid trace', () => {
    expect(explainTrace(traceContract.examples[0]!.input as Trace).sentence).toBe(
      'All 2 steps check out, and the claimed result is the final value, 11/6.',
    );
    expect(explainTrace(trace([s1], '3/2')).sentence).toBe('The step checks out, and the claimed result is the final value, 3/2.');
  });

  test('result_mismatch names the operation', () => {
    const { explanation, sentence } = explainTrace(trace([step('s1', lit('2/3'), '*', lit('3/4'), '5/6')], '5/6'));
    expect(explanation.key).toBe('trace.result_mismatch');
    expect(sentence).toBe('Step s1: 2/3 × 3/4 is 1/2, not 5/6.');
    expect(explainTrace(trace([step('s1', lit('1'), '/', lit('-3'), '3')], '3')).sentence).toBe('Step s1: 1 ÷ -3 is -1/3, not 3.');
  });

  test('operand_mismatch: a step or an input, with what was expected', () => {
    const wrongStep = trace([s1, step('s2', ref('5/2', 's1'), '+', lit('1/3'), '17/6')], '17/6');
    expect(explainTrace(wrongStep).sentence).toBe('Step s2: the left operand 5/2 should be 3/2, the result of step s1.');
    const wrongInput = trace([step('total', lit('1'), '-', ref('1/2', 'price'), '1/2')], '1/2', { price: '7/2' });
    const { explanation, sentence } = explainTrace(wrongInput);
    expect(explanation).toEqual({
      key: 'trace.operand_mismatch.input',
      params: { step: 'total', side: 'right', stated: '1/2', expected: '7/2', reference: 'price' },
    });
    expect(sentence).toBe('Step total: the right operand 1/2 should be 7/2, the value of input price.');
  });

  test('unknown_reference: no such name, the step itself, or a later step', () => {
    expect(explainTrace(trace([step('s1', ref('1', 'prize'), '+', lit('1'), '2')], '2')).sentence).toBe(
      'Step s1: the left operand comes from “prize”, but no input or earlier step has that name.',
    );
    expect(explainTrace(trace([step('s1', lit('1'), '+', ref('1', 's1'), '2')], '2')).explanation.key).toBe('trace.unknown_reference.self');
    expect(explainTrace(trace([step('s1', lit('1'), '+', ref('1', 's1'), '2')], '2')).sentence).toBe(
      'Step s1: the right operand comes from step s1 itself; an operand can only come from an input or an earlier step.',
    );
    expect(
      explainTrace(trace([step('s1', ref('3', 's2'), '+', lit('1'), '4'), step('s2', lit('1'), '+', lit('2'), '3')], '3')).sentence,
    ).toBe('Step s1: the left operand comes from step s2, which comes later; an operand can only come from an input or an earlier step.');
  });

  test('division_by_zero: a literal divisor or one taken from a name', () => {
    expect(explainTrace(trace([step('s1', lit('1'), '/', lit('0'), '0')], '0')).sentence).toBe(
      'Step s1: the divisor 0 is zero, and division by zero has no value.',
    );
    const fromStep = trace([step('s1', lit('1'), '-', lit('1'), '0'), step('s2', lit('1'), '/', ref('0', 's1'), '0')], '0');
    expect(explainTrace(fromStep).sentence).toBe('Step s2: the divisor 0, taken from s1, is zero, and division by zero has no value.');
  });

  test('not_canonical: operand, result and claim, by what is wrong with the form', () => {
    expect(explainTrace(trace([step('s1', lit('2/4'), '+', lit('1'), '3/2')], '3/2')).sentence).toBe(
      'Step s1: the left operand 2/4 is not in lowest terms; write 1/2.',
    );
    expect(explainTrace(trace([step('s1', lit('1'), '+', lit('3/1'), '4')], '4')).sentence).toBe(
      'Step s1: the right operand 3/1 has a denominator of 1; write 3.',
    );
    expect(explainTrace(trace([step('s1', lit('1'), '-', lit('1'), '-0')], '0')).sentence).toBe(
      'Step s1: the result -0 is just zero; write 0.',
    );
    expect(explainTrace(trace([step('s1', lit('1'), '+', lit('1'), '4/2')], '2')).explanation).toEqual({
      key: 'trace.not_canonical.result',
      params: { step: 's1', stated: '4/2', canonical: '2', form: 'lowest_terms' },
    });
    expect(explainTrace(trace([s1], '6/4')).sentence).toBe('The claimed result 6/4 is not in lowest terms; write 3/2.');
  });

  test('final_result_mismatch', () => {
    const { explanation, sentence } = explainTrace(trace(traceContract.examples[0]!.input.steps as Step[], '2'));
    expect(explanation).toEqual({ key: 'trace.final_result_mismatch', params: { stated: '2', actual: '11/6' } });
    expect(sentence).toBe('The claimed result 2 is not the final value 11/6.');
  });

  test('random traces: every verdict is explained, naming the step and every value the checker reported', () => {
    fc.assert(
      fc.property(traceInput, (input) => {
        const output = execute('rational-trace-check', input);
        if (isErrorEnvelope(output)) return;
        const request = input as Trace;
        const explanation = explainTraceCheck(request, output);
        expect(explanation.key).not.toBe('trace.unexplained');
        const sentence = renderEnglish(explanation);
        const found = output.first_discrepancy;
        if (found === null) return;
        if (found.step_id !== null) expect(sentence).toContain(`Step ${found.step_id}:`);
        // An unknown reference's stated value and a non-canonical operand's source are beside the point.
        const named =
          output.reason === 'unknown_reference'
            ? [found.reference]
            : output.reason === 'not_canonical'
              ? [found.stated, found.actual]
              : [found.stated, found.actual, found.reference];
        for (const reported of named) if (reported !== null) expect(sentence).toContain(reported);
      }),
      { numRuns: 400 },
    );
  });
});

describe('explainExpressionCheck', () => {
  test('the claim is too large or too small by the reported difference', () => {
    const { explanation, sentence } = explainCheck('1/3 - 1/2', '1/6');
    expect(explanation).toEqual({ key: 'check.too_large', params: { claim: '1/6', value: '-1/6', difference: '1/3' } });
    expect(sentence).toBe('Your answer 1/6 is 1/3 too large: the expression is -1/6.');
    expect(explainCheck('1 + 1/2', '1').sentence).toBe('Your answer 1 is 1/2 too small: the expression is 3/2.');
    expect(explainCheck('-1/2', '-1').explanation.key).toBe('check.too_small');
  });

  test('correct, not canonical, division by zero', () => {
    expect(explainCheck('1 + 1/2 + 1/3 + 1/4', '25/12').sentence).toBe('Correct: the expression is exactly 25/12.');
    expect(explainCheck('1/4 + 1/4', '2/4').sentence).toBe('Your answer has the right value, but 2/4 is not in lowest terms; write 1/2.');
    expect(explainCheck('3', '3/1').sentence).toBe('Your answer has the right value, but 3/1 has a denominator of 1; write 3.');
    const { explanation, sentence } = explainCheck('1/(2-2) + 1', '1', false);
    expect(explanation).toEqual({ key: 'check.division_by_zero', params: { divisor: '(2-2)', position: 1 } });
    expect(sentence).toBe('The expression divides by (2-2), which is zero, so it has no value.');
  });
});

describe('nonCanonicalForm', () => {
  test('zero, a denominator of 1, or a common factor', () => {
    expect(nonCanonicalForm('-0', '0')).toBe('zero');
    expect(nonCanonicalForm('0/7', '0')).toBe('zero');
    expect(nonCanonicalForm('-0/1', '0')).toBe('zero');
    expect(nonCanonicalForm('-5/1', '-5')).toBe('denominator_one');
    expect(nonCanonicalForm('-6/3', '-2')).toBe('lowest_terms');
    expect(nonCanonicalForm('10/21', '10/21')).toBe('lowest_terms');
  });
});
