import { ROUNDING_MODES, type EvaluateInput, type RoundingMode } from '../../worker/messages';
import { createTabStore, newRowKey, readRowKey, withUniqueKeys } from '../common/tab-store';
import { list, oneOf, record, text, adjusted, type Reader } from '../../core/json-reader';

export interface VariableRow {
  key: string;
  name: string;
  value: string;
}

export interface EvaluateState {
  expression: string;
  variables: VariableRow[];
  /** As typed: "" means no scale. */
  scale: string;
  rounding: RoundingMode | '';
}

export const INITIAL_EVALUATE: EvaluateState = {
  expression: 'price * qty * (1 + tax / 100)',
  variables: [
    { key: 'v1', name: 'price', value: '19.99' },
    { key: 'v2', name: 'qty', value: '3' },
    { key: 'v3', name: 'tax', value: '8.25' },
  ],
  scale: '2',
  rounding: 'half_up',
};

/** The saved state's shape: exactly these fields, copied into fresh data (see core/json-reader). */
export const readEvaluateState: Reader<EvaluateState> = record({
  expression: text(),
  variables: adjusted(list(record({ key: readRowKey, name: text(), value: text() })), withUniqueKeys),
  scale: text(),
  rounding: oneOf(['', ...ROUNDING_MODES]),
});

export const evaluateStore = createTabStore('evaluate', INITIAL_EVALUATE, readEvaluateState);

export const newVariableRow = (): VariableRow => ({ key: newRowKey(), name: '', value: '' });

const isBlank = (row: VariableRow): boolean => row.name === '' && row.value === '';

/** Why a row is left out of the request: it is blank, or an earlier row (1-based `row`) has its name. */
export type VariableRowNote = { kind: 'empty' } | { kind: 'repeated'; row: number; name: string };

/**
 * For each row, why it is left out of the request (or null when it is sent): a blank row is
 * skipped, and a name can be given only once. The tab words the note in its language.
 */
export function variableRowNotes(rows: readonly VariableRow[]): (VariableRowNote | null)[] {
  const firstRowOfName = new Map<string, number>();
  return rows.map((row, index) => {
    if (isBlank(row)) return { kind: 'empty' };
    const first = firstRowOfName.get(row.name);
    if (first !== undefined) return { kind: 'repeated', row: first + 1, name: row.name };
    firstRowOfName.set(row.name, index);
    return null;
  });
}

/** The scale as the request carries it: a number when one was typed (the engine checks it). */
export function scaleOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const scale = Number(text);
  return Number.isFinite(scale) ? scale : undefined;
}

/** The decimal-expression-evaluate request for the tab's state, or null with nothing to ask. */
export function evaluateRequest(state: EvaluateState): EvaluateInput | null {
  if (state.expression === '') return null;
  const request: EvaluateInput = { expression: state.expression };
  const notes = variableRowNotes(state.variables);
  const used = state.variables.filter((_, index) => notes[index] === null);
  if (used.length > 0) {
    // A null-prototype object, so a variable called "__proto__" is an ordinary key.
    const variables: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const row of used) variables[row.name] = row.value;
    request.variables = variables;
  }
  const scale = scaleOf(state.scale);
  if (scale !== undefined) request.scale = scale;
  if (state.rounding !== '') request.rounding = state.rounding;
  return request;
}

/** The request that validates one variable on its own (the engine checks names and values). */
export function variableCheckRequest(row: VariableRow): EvaluateInput {
  const variables: Record<string, string> = Object.create(null) as Record<string, string>;
  variables[row.name] = row.value;
  return { expression: '0', variables };
}
