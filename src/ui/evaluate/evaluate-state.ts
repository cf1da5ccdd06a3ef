import { ROUNDING_MODES, type EvaluateInput, type RoundingMode } from '../../worker/messages';
import { createTabStore } from '../common/tab-store';
import { namedRowMap, namedRowNotes, readNamedRows, type NamedRow } from '../common/named-rows';
import { oneOf, record, text, type Reader } from '../../core/json-reader';

export interface EvaluateState {
  expression: string;
  variables: NamedRow[];
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
  variables: readNamedRows,
  scale: text(),
  rounding: oneOf(['', ...ROUNDING_MODES]),
});

export const evaluateStore = createTabStore('evaluate', INITIAL_EVALUATE, readEvaluateState);

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
  const variables = namedRowMap(state.variables, namedRowNotes(state.variables, true));
  if (Object.keys(variables).length > 0) request.variables = variables;
  const scale = scaleOf(state.scale);
  if (scale !== undefined) request.scale = scale;
  if (state.rounding !== '') request.rounding = state.rounding;
  return request;
}

/** The request that validates one variable on its own (the engine checks names and values). */
export const variableCheckRequest = (row: NamedRow): EvaluateInput => ({ expression: '0', variables: namedRowMap([row]) });
