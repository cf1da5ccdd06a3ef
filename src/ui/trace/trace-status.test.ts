import { describe, expect, it } from 'vitest';
import type { TraceOutput } from '../../worker/messages';
import { badCells, envelopeFault, stepStatuses } from './trace-status';

const output = (discrepancy: TraceOutput['first_discrepancy'], reason: TraceOutput['reason']): TraceOutput => ({
  valid: discrepancy === null, reason, steps_checked: discrepancy?.step_index ?? 3, final_value: null, first_discrepancy: discrepancy, reference_version: '',
});
const at = (step_index: number | null, field: NonNullable<TraceOutput['first_discrepancy']>['field'], reference: string | null = null) => ({
  step_index, step_id: step_index === null ? null : `s${step_index + 1}`, field, stated: '1', actual: '2', reference, matching_operator: null,
});

describe('stepStatuses', () => {
  it('marks steps before the first bad one verified and those after it unchecked', () => {
    expect(stepStatuses(4, output(at(1, 'result'), 'result_mismatch'))).toEqual(['verified', 'bad', 'unchecked', 'unchecked']);
  });

  it('marks every step verified for a valid trace or a bad claim', () => {
    expect(stepStatuses(2, output(null, null))).toEqual(['verified', 'verified']);
    expect(stepStatuses(2, output(at(null, 'claimed_result'), 'final_result_mismatch'))).toEqual(['verified', 'verified']);
  });

  it('marks nothing checked for an error envelope or no answer', () => {
    const envelope = { error: { code: 'invalid_input' as const, message: 'x', details: { reason: 'pattern' } } };
    expect(stepStatuses(2, envelope)).toEqual(['unknown', 'unknown']);
    expect(stepStatuses(1, null)).toEqual(['unknown']);
  });
});

describe('badCells', () => {
  it('points at the reference of an unknown reference and at the value of a non-canonical operand', () => {
    expect([...badCells(at(0, 'left', 'x'), 'unknown_reference')]).toEqual(['left-from']);
    expect([...badCells(at(0, 'right'), 'not_canonical')]).toEqual(['right-value']);
  });

  it('points at value and reference of a mismatched operand', () => {
    expect([...badCells(at(0, 'left', 's0'), 'operand_mismatch')]).toEqual(['left-value', 'left-from']);
    expect([...badCells(at(0, 'right'), 'division_by_zero')]).toEqual(['right-value']);
  });

  it('points at the operator, the result or the claim', () => {
    expect([...badCells(at(0, 'operator'), 'operator_mismatch')]).toEqual(['operator']);
    expect([...badCells(at(0, 'result'), 'result_mismatch')]).toEqual(['result']);
    expect([...badCells(at(null, 'claimed_result'), 'final_result_mismatch')]).toEqual(['claimed-result']);
    expect(badCells(null, null).size).toBe(0);
  });
});

describe('envelopeFault', () => {
  it('reads the step and cell from the field path at the start of the message', () => {
    expect(envelopeFault('steps[0].left.value "1.5" is not a fraction')).toEqual({ kind: 'step', stepIndex: 0, cell: 'left-value' });
    expect(envelopeFault('steps[12].right.from must be a name')).toEqual({ kind: 'step', stepIndex: 12, cell: 'right-from' });
    expect(envelopeFault('steps[1].id "s1" is already the name of an input')).toEqual({ kind: 'step', stepIndex: 1, cell: 'id' });
    expect(envelopeFault('steps[0].result "" is not a fraction')).toEqual({ kind: 'step', stepIndex: 0, cell: 'result' });
  });

  it('recognises the claim and the inputs', () => {
    expect(envelopeFault('claimed_result "x" is not a fraction')).toEqual({ kind: 'claim' });
    expect(envelopeFault('inputs.x "1.0" is not a fraction')).toEqual({ kind: 'input', name: 'x', part: 'value' });
    expect(envelopeFault('input name "1x" must be a name')).toEqual({ kind: 'input', name: '1x', part: 'name' });
  });

  it('gives null for a message without a field path', () => {
    expect(envelopeFault('steps must have at least one step')).toBeNull();
  });
});
