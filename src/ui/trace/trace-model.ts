/**
 * The Trace tab's editable model and its mapping to the contract's request. The model keeps
 * what the user typed (an empty "from" is a literal) plus a key per row for React.
 */
import { TRACE_OPERATORS, type TraceInput, type TraceOperator, type TraceStep } from '../../worker/messages';
import { createTabStore, newRowKey, readRowKey, withUniqueKeys } from '../common/tab-store';
import { namedRowMap, namedRowNotes, namedRowsOf, readNamedRows, type NamedRow } from '../common/named-rows';
import { flag, list, oneOf, record, text, adjusted, type Reader } from '../../core/json-reader';

export { TRACE_OPERATORS };

export interface OperandFields {
  value: string;
  /** The name of an input or earlier step; "" for a literal (null in the request). */
  from: string;
}

export interface TraceStepRow {
  key: string;
  id: string;
  operator: TraceOperator;
  left: OperandFields;
  right: OperandFields;
  result: string;
}

export interface TraceState {
  inputs: NamedRow[];
  steps: TraceStepRow[];
  claimedResult: string;
  requireCanonical: boolean;
}

export const INITIAL_TRACE: TraceState = {
  inputs: [{ key: 'i1', name: 'price', value: '7/2' }],
  steps: [
    { key: 's1', id: 'discount', operator: '-', left: { value: '7/2', from: 'price' }, right: { value: '1/2', from: '' }, result: '3' },
    { key: 's2', id: 'total', operator: '*', left: { value: '3', from: 'discount' }, right: { value: '2/3', from: '' }, result: '2' },
  ],
  claimedResult: '2',
  requireCanonical: true,
};

const readOperandFields = record({ value: text(), from: text() });

/** The saved state's shape: exactly these fields, copied into fresh data (see core/json-reader). */
export const readTraceState: Reader<TraceState> = record({
  inputs: readNamedRows,
  steps: adjusted(
    list(
      record({
        key: readRowKey,
        id: text(),
        operator: oneOf(TRACE_OPERATORS),
        left: readOperandFields,
        right: readOperandFields,
        result: text(),
      }),
    ),
    withUniqueKeys,
  ),
  claimedResult: text(),
  requireCanonical: flag,
});

export const traceStore = createTabStore('trace', INITIAL_TRACE, readTraceState);

const operandOf = (fields: OperandFields) => ({ value: fields.value, from: fields.from === '' ? null : fields.from });

/** The rational-trace-check request for the model: exactly what the user typed. */
export function traceRequest(state: TraceState): TraceInput {
  const steps: TraceStep[] = state.steps.map((step) => ({
    id: step.id,
    operator: step.operator,
    left: operandOf(step.left),
    right: operandOf(step.right),
    result: step.result,
  }));
  return {
    inputs: namedRowMap(state.inputs, namedRowNotes(state.inputs, false)),
    steps,
    claimed_result: state.claimedResult,
    require_canonical: state.requireCanonical,
  };
}

/** The model for a (shape-checked) request, e.g. an imported trace. */
export function traceStateFrom(request: TraceInput): TraceState {
  return {
    inputs: namedRowsOf(request.inputs),
    steps: request.steps.map((step) => ({
      key: newRowKey(),
      id: step.id,
      operator: step.operator,
      left: { value: step.left.value, from: step.left.from ?? '' },
      right: { value: step.right.value, from: step.right.from ?? '' },
      result: step.result,
    })),
    claimedResult: request.claimed_result,
    requireCanonical: request.require_canonical,
  };
}

/** An id like "s3" that no step or input uses yet. */
export function unusedStepId(state: TraceState): string {
  const taken = new Set([...state.steps.map((step) => step.id), ...state.inputs.map((row) => row.name)]);
  let n = state.steps.length + 1;
  while (taken.has(`s${n}`)) n++;
  return `s${n}`;
}

/**
 * A new step at `index`. Appended at the end, it starts from the previous step's stated result
 * (copied as written, not computed), which is how traces usually continue.
 */
export function insertStep(state: TraceState, index: number): TraceState {
  const previous = index === state.steps.length ? state.steps[index - 1] : undefined;
  const step: TraceStepRow = {
    key: newRowKey(),
    id: unusedStepId(state),
    operator: '+',
    left: previous === undefined ? { value: '', from: '' } : { value: previous.result, from: previous.id },
    right: { value: '', from: '' },
    result: '',
  };
  return { ...state, steps: [...state.steps.slice(0, index), step, ...state.steps.slice(index)] };
}

export function removeStep(state: TraceState, index: number): TraceState {
  return { ...state, steps: state.steps.filter((_, i) => i !== index) };
}

/** Swaps the step at `index` with its neighbour `by` (−1 up, +1 down); out of range is a no-op. */
export function moveStep(state: TraceState, index: number, by: -1 | 1): TraceState {
  const target = index + by;
  if (index < 0 || index >= state.steps.length || target < 0 || target >= state.steps.length) return state;
  const steps = [...state.steps];
  [steps[index], steps[target]] = [steps[target]!, steps[index]!];
  return { ...state, steps };
}

export function updateStep(state: TraceState, index: number, patch: Partial<Omit<TraceStepRow, 'key'>>): TraceState {
  return { ...state, steps: state.steps.map((step, i) => (i === index ? { ...step, ...patch } : step)) };
}
