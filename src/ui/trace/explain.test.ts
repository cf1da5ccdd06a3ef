import { describe, expect, it } from 'vitest';
import type { TraceInput, TraceOutput } from '../../worker/messages';
import { explainTrace } from './explain';

const REFERENCE = 'ISO/IEC 10967-2:2001 (LIA-2) exact-result terminology; exact arithmetic over the rationals with canonical reduced form; RFC 8259 sec. 6 integer grammar and sec. 7 strings';

const priceTrace: TraceInput = {
  inputs: { price: '7/2' },
  steps: [{ id: 'total', operator: '-', left: { value: '7/2', from: 'price' }, right: { value: '1/2', from: null }, result: '4' }],
  claimed_result: '4',
  require_canonical: true,
};

function failing(reason: TraceOutput['reason'], discrepancy: Partial<NonNullable<TraceOutput['first_discrepancy']>>): TraceOutput {
  return {
    valid: false, reason, steps_checked: 0, final_value: null, reference_version: REFERENCE,
    first_discrepancy: { step_index: 0, step_id: 'total', field: 'result', stated: null, actual: null, reference: null, matching_operator: null, ...discrepancy },
  };
}

describe('explainTrace', () => {
  it('explains the contract example: the operator that would give the stated result', () => {
    const output = failing('operator_mismatch', { field: 'operator', stated: '4', actual: '3', matching_operator: '+' });
    expect(explainTrace(priceTrace, output)).toBe('Step total: 7/2 − 1/2 is 3, not 4; + would give 4.');
  });

  it('explains a wrong result', () => {
    expect(explainTrace(priceTrace, failing('result_mismatch', { stated: '4', actual: '3' }))).toBe('Step total: 7/2 − 1/2 is 3, not 4.');
  });

  it('explains operand faults with the reference they name', () => {
    expect(explainTrace(priceTrace, failing('unknown_reference', { field: 'left', stated: '7/2', reference: 'prize' })))
      .toBe('Step total: the left operand comes from “prize”, but no input or earlier step is called that.');
    expect(explainTrace(priceTrace, failing('operand_mismatch', { field: 'left', stated: '7/2', actual: '5/2', reference: 'price' })))
      .toBe('Step total: the left operand is written as 7/2, but price is 5/2.');
    expect(explainTrace(priceTrace, failing('not_canonical', { field: 'right', stated: '2/4', actual: '1/2' })))
      .toBe('Step total: the right operand 2/4 is not in canonical form; write 1/2.');
  });

  it('explains a division by zero and a non-canonical result', () => {
    expect(explainTrace(priceTrace, failing('division_by_zero', { field: 'right', stated: '0', reference: 'zero' })))
      .toBe('Step total: the right operand (from zero) is 0, and division by zero has no value.');
    expect(explainTrace(priceTrace, failing('not_canonical', { field: 'result', stated: '6/2', actual: '3' })))
      .toBe('Step total: the result 6/2 is not in canonical form; write 3.');
  });

  it('explains a claimed result that differs from the last step or is not canonical', () => {
    const claim = { step_index: null, step_id: null, field: 'claimed_result' as const };
    expect(explainTrace(priceTrace, failing('final_result_mismatch', { ...claim, stated: '4', actual: '3' })))
      .toBe('The claimed result is 4, but the last step gives 3.');
    expect(explainTrace(priceTrace, failing('not_canonical', { ...claim, stated: '6/2', actual: '3' })))
      .toBe('The claimed result 6/2 is not in canonical form; write 3.');
  });

  it('confirms a valid trace', () => {
    const output: TraceOutput = { valid: true, reason: null, steps_checked: 1, final_value: '3', first_discrepancy: null, reference_version: REFERENCE };
    expect(explainTrace({ ...priceTrace, claimed_result: '3' }, output)).toBe('The step checks out, and the claimed result 3 is the final value 3.');
  });
});
