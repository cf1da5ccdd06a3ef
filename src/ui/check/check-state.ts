import type { CheckInput } from '../../worker/messages';
import { createTabStore, isRecord, isString } from '../common/tab-store';

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

const isCheckState = (value: unknown): value is CheckState =>
  isRecord(value) && isString(value.expression) && isString(value.claimedValue) && typeof value.requireCanonical === 'boolean';

export const checkStore = createTabStore('check', INITIAL_CHECK, isCheckState);

/** The rational-expression-check request, or null until there is an expression and a claim. */
export function checkRequest(state: CheckState): CheckInput | null {
  if (state.expression === '' || state.claimedValue === '') return null;
  return { expression: state.expression, claimed_value: state.claimedValue, require_canonical: state.requireCanonical };
}
