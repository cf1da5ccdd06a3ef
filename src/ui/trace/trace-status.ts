import { isErrorEnvelope, type ToolResponse, type TraceDiscrepancy } from '../../worker/messages';

export type StepStatus = 'verified' | 'bad' | 'unchecked' | 'unknown';

/**
 * Each step's state in the engine's answer: verified before the first discrepancy, the bad
 * one, unchecked after it. An error envelope checked nothing, so every step is unknown.
 */
export function stepStatuses(stepCount: number, response: ToolResponse<'rational-trace-check'> | null): StepStatus[] {
  const statuses: StepStatus[] = Array.from({ length: stepCount }, () => 'unknown');
  if (response === null || isErrorEnvelope(response)) return statuses;
  const badIndex = response.first_discrepancy?.step_index ?? null;
  return statuses.map((_, index) => (badIndex === null || index < badIndex ? 'verified' : index === badIndex ? 'bad' : 'unchecked'));
}

/** The cells of the bad step (or the claim) to highlight. */
export type BadCell = 'id' | 'left-value' | 'left-from' | 'right-value' | 'right-from' | 'operator' | 'result' | 'claimed-result';

export function badCells(discrepancy: TraceDiscrepancy | null, reason: string | null): ReadonlySet<BadCell> {
  if (discrepancy === null) return new Set();
  switch (discrepancy.field) {
    case 'claimed_result':
      return new Set(['claimed-result']);
    case 'operator':
      return new Set(['operator']);
    case 'result':
      return new Set(['result']);
    case 'left':
    case 'right': {
      const side = discrepancy.field;
      if (reason === 'unknown_reference') return new Set<BadCell>([`${side}-from`]);
      if (reason === 'not_canonical') return new Set<BadCell>([`${side}-value`]);
      // operand_mismatch, division_by_zero: the value, and where it says it comes from.
      return new Set<BadCell>(discrepancy.reference === null ? [`${side}-value`] : [`${side}-value`, `${side}-from`]);
    }
  }
}

/** Where an error envelope's fault is, read from the field path in its `details.field`. */
export type EnvelopeFault =
  { kind: 'step'; stepIndex: number; cell: BadCell } | { kind: 'claim' } | { kind: 'input'; name: string; part: 'name' | 'value' };

/**
 * The engine names the offending field by its JSON path ("steps[2].left.from", "claimed_result",
 * "inputs.x"); the table uses it to mark the cell. An input's name is at fault when the reason is
 * invalid_name, its value otherwise.
 */
export function envelopeFault(details: { reason: string; field?: unknown }): EnvelopeFault | null {
  const field = details.field;
  if (typeof field !== 'string') return null;
  const step = /^steps\[(\d+)\]\.(id|operator|result|left|right)(?:\.(value|from))?$/.exec(field);
  if (step !== null) {
    const [, index, name, part] = step;
    const cell = (name === 'left' || name === 'right' ? `${name}-${part ?? 'value'}` : name) as BadCell;
    return { kind: 'step', stepIndex: Number(index), cell };
  }
  if (field === 'claimed_result') return { kind: 'claim' };
  if (field.startsWith('inputs.')) {
    return { kind: 'input', name: field.slice('inputs.'.length), part: details.reason === 'invalid_name' ? 'name' : 'value' };
  }
  return null;
}
