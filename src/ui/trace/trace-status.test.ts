import { describe, expect, it } from 'vitest';
import type { TraceOutput } from '../../worker/messages';
import { execute } from '../../core/execute';
import { REFERENCE_VERSION } from '../../core/tools/reference-version';
import { badCells, envelopeFault, stepStatuses } from './trace-status';

const output = (discrepancy: TraceOutput['first_discrepancy'], reason: TraceOutput['reason']): TraceOutput => ({
  valid: discrepancy === null,
  reason,
  steps_checked: discrepancy?.step_index ?? 3,
  final_value: null,
  first_discrepancy: discrepancy,
  reference_version: REFERENCE_VERSION,
});
const at = (step_index: number | null, field: NonNullable<TraceOutput['first_discrepancy']>['field'], reference: string | null = null) => ({
  step_index,
  step_id: step_index === null ? null : `s${step_index + 1}`,
  field,
  stated: '1',
  actual: '2',
  reference,
  matching_operator: null,
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
  const details = (field: string | undefined, reason = 'invalid_rational') => (field === undefined ? { reason } : { reason, field });

  it('reads the step and cell from the field path in details.field', () => {
    expect(envelopeFault(details('steps[0].left.value'))).toEqual({ kind: 'step', stepIndex: 0, cell: 'left-value' });
    expect(envelopeFault(details('steps[12].right.from', 'invalid_name'))).toEqual({ kind: 'step', stepIndex: 12, cell: 'right-from' });
    expect(envelopeFault(details('steps[1].id', 'duplicate_name'))).toEqual({ kind: 'step', stepIndex: 1, cell: 'id' });
    expect(envelopeFault(details('steps[0].result'))).toEqual({ kind: 'step', stepIndex: 0, cell: 'result' });
    expect(envelopeFault(details('steps[3].operator', 'invalid_operator'))).toEqual({ kind: 'step', stepIndex: 3, cell: 'operator' });
    expect(envelopeFault(details('steps[2].left', 'invalid_type'))).toEqual({ kind: 'step', stepIndex: 2, cell: 'left-value' });
  });

  it('recognises the claim and the inputs, telling a bad name from a bad value by the reason', () => {
    expect(envelopeFault(details('claimed_result'))).toEqual({ kind: 'claim' });
    expect(envelopeFault(details('inputs.x'))).toEqual({ kind: 'input', name: 'x', part: 'value' });
    expect(envelopeFault(details('inputs.1x', 'invalid_name'))).toEqual({ kind: 'input', name: '1x', part: 'name' });
    expect(envelopeFault(details('inputs.a.b', 'invalid_name'))).toEqual({ kind: 'input', name: 'a.b', part: 'name' });
  });

  it('gives null without a field, or for a field that is no cell', () => {
    expect(envelopeFault(details(undefined, 'no_steps'))).toBeNull();
    expect(envelopeFault(details('steps', 'no_steps'))).toBeNull();
    expect(envelopeFault(details('steps[0].extra', 'unknown_field'))).toBeNull();
    expect(envelopeFault({ reason: 'x', field: 3 })).toBeNull();
  });

  it('agrees with the engine on the fields it names', () => {
    const fault = (request: unknown) => {
      const response = execute('rational-trace-check', request) as { error?: { details: { reason: string; field?: unknown } } };
      return response.error === undefined ? 'no error' : envelopeFault(response.error.details);
    };
    const step = (patch: Record<string, unknown>) => ({
      id: 's1',
      operator: '+',
      left: { value: '1', from: null },
      right: { value: '2', from: null },
      result: '3',
      ...patch,
    });
    const trace = (patch: Record<string, unknown>) => ({
      inputs: {},
      steps: [step({})],
      claimed_result: '3',
      require_canonical: true,
      ...patch,
    });
    expect(fault(trace({ steps: [step({ left: { value: '1.5', from: null } })] }))).toEqual({
      kind: 'step',
      stepIndex: 0,
      cell: 'left-value',
    });
    expect(fault(trace({ steps: [step({}), step({ id: 's1' })] }))).toEqual({ kind: 'step', stepIndex: 1, cell: 'id' });
    expect(fault(trace({ claimed_result: 'x' }))).toEqual({ kind: 'claim' });
    expect(fault(trace({ inputs: { x: '1.0' } }))).toEqual({ kind: 'input', name: 'x', part: 'value' });
    expect(fault(trace({ inputs: { '1x': '1' } }))).toEqual({ kind: 'input', name: '1x', part: 'name' });
  });
});
