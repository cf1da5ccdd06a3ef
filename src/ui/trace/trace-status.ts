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
    case 'claimed_result': return new Set(['claimed-result']);
    case 'operator': return new Set(['operator']);
    case 'result': return new Set(['result']);
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

/** Where an error envelope's fault is, read from the field path its message starts with. */
export type EnvelopeFault =
  | { kind: 'step'; stepIndex: number; cell: BadCell }
  | { kind: 'claim' }
  | { kind: 'input'; name: string; part: 'name' | 'value' };

/**
 * The engine names the offending field at the start of its message ("steps[2].left.from …",
 * "claimed_result …", "inputs.x …", "input name "1x" …"); the table uses it to mark the cell.
 */
export function envelopeFault(message: string): EnvelopeFault | null {
  const step = /^steps\[(\d+)\]\.(id|operator|result|left|right)(?:\.(value|from))?\b/.exec(message);
  if (step !== null) {
    const [, index, field, part] = step;
    const cell = (field === 'left' || field === 'right' ? `${field}-${part ?? 'value'}` : field) as BadCell;
    return { kind: 'step', stepIndex: Number(index), cell };
  }
  if (/^claimed_result\b/.test(message)) return { kind: 'claim' };
  const inputValue = /^inputs\.(\S+) /.exec(message);
  if (inputValue !== null) return { kind: 'input', name: inputValue[1]!, part: 'value' };
  const inputName = /^input name ("(?:[^"\\]|\\.)*")/.exec(message);
  if (inputName !== null) {
    try {
      return { kind: 'input', name: JSON.parse(inputName[1]!) as string, part: 'name' };
    } catch {
      return null;
    }
  }
  return null;
}
