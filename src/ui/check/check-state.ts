import type { CheckInput } from '../../worker/messages';
import { createTabStore } from '../common/tab-store';
import { flag, record, text, type Reader } from '../../core/json-reader';

export interface CheckState {
  expression: string;
  claimedValue: string;
  requireCanonical: boolean;
}

export const INITIAL_CHECK: CheckState = {
  expression: '1 + 1/2 + 1/3 + 1/4',
  claimedValue: '25/12',
  requireCanonical: true,
};

/** The saved state's shape: exactly these fields, copied into fresh data (see core/json-reader). */
export const readCheckState: Reader<CheckState> = record({ expression: text(), claimedValue: text(), requireCanonical: flag });

export const checkStore = createTabStore('check', INITIAL_CHECK, readCheckState);

/** The rational-expression-check request, or null until there is an expression and a claim. */
export function checkRequest(state: CheckState): CheckInput | null {
  if (state.expression === '' || state.claimedValue === '') return null;
  return { expression: state.expression, claimed_value: state.claimedValue, require_canonical: state.requireCanonical };
}
