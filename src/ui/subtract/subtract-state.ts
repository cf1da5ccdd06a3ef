import type { SubtractInput } from '../../worker/messages';
import { createTabStore } from '../common/tab-store';
import { record, text, type Reader } from '../../core/json-reader';

export interface SubtractState {
  aNumerator: string;
  aDenominator: string;
  bNumerator: string;
  bDenominator: string;
}

export const INITIAL_SUBTRACT: SubtractState = { aNumerator: '1', aDenominator: '2', bNumerator: '1', bDenominator: '3' };

/** The saved state's shape: exactly these fields, copied into fresh data (see core/json-reader). */
export const readSubtractState: Reader<SubtractState> = record({
  aNumerator: text(),
  aDenominator: text(),
  bNumerator: text(),
  bDenominator: text(),
});

export const subtractStore = createTabStore('subtract', INITIAL_SUBTRACT, readSubtractState);

/** The rational-subtract request: the four fields exactly as typed (the engine validates them). */
export function subtractRequest(state: SubtractState): SubtractInput {
  return {
    a: { numerator: state.aNumerator, denominator: state.aDenominator },
    b: { numerator: state.bNumerator, denominator: state.bDenominator },
  };
}
