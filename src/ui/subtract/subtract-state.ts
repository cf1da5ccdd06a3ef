import type { SubtractInput } from '../../worker/messages';
import { createTabStore, isRecord, isString } from '../common/tab-store';

export interface SubtractState {
  aNumerator: string;
  aDenominator: string;
  bNumerator: string;
  bDenominator: string;
}

export const INITIAL_SUBTRACT: SubtractState = { aNumerator: '1', aDenominator: '2', bNumerator: '1', bDenominator: '3' };

const isSubtractState = (value: unknown): value is SubtractState =>
  isRecord(value) && isString(value.aNumerator) && isString(value.aDenominator) && isString(value.bNumerator) && isString(value.bDenominator);

export const subtractStore = createTabStore('subtract', INITIAL_SUBTRACT, isSubtractState);

/** The rational-subtract request: the four fields exactly as typed (the engine validates them). */
export function subtractRequest(state: SubtractState): SubtractInput {
  return {
    a: { numerator: state.aNumerator, denominator: state.aDenominator },
    b: { numerator: state.bNumerator, denominator: state.bDenominator },
  };
}
