/**
 * The app's registry of its tabs' forms (beside ./tabs.ts, the one module that knows every tab's
 * state): the shared tab tools (history, share links, opening a file) take a tab's adapter from
 * here, never from a tab's folder. Each tab's input store and the two directions between its editable state and its tool's
 * request: what a share link, the history or an opened file carries is a request (the contract's
 * JSON), and restoring one fills the tab's form.
 */
import { checkRequest, checkStore, type CheckState } from './check/check-state';
import { namedRowsOf } from './common/named-rows';
import type { TabStore } from './common/tab-store';
import { evaluateRequest, evaluateStore, type EvaluateState } from './evaluate/evaluate-state';
import type { ShareRequests, ShareTab } from './share/share-link';
import { subtractRequest, subtractStore, type SubtractState } from './subtract/subtract-state';
import { traceRequest, traceStateFrom, traceStore, type TraceState } from './trace/trace-model';
import { workingRequest, workingStateFrom, workingStore, type WorkingState } from './working/working-state';

export interface TabStates {
  working: WorkingState;
  evaluate: EvaluateState;
  check: CheckState;
  trace: TraceState;
  subtract: SubtractState;
}

export interface TabAdapter<Tab extends ShareTab> {
  store: TabStore<TabStates[Tab]>;
  /** The request the tab's form stands for, or null when there is nothing to send yet. */
  requestOf(state: TabStates[Tab]): ShareRequests[Tab] | null;
  /** The request the tab itself sends the engine for that form (the check's differs: no claim, no request). */
  liveRequestOf(state: TabStates[Tab]): unknown;
  /** The form for a (shape-checked) request. */
  stateOf(request: ShareRequests[Tab]): TabStates[Tab];
}

/** Most rows a loaded request may put in a table (the contracts' limits for the trace, as its importer). */
export const MAX_LOADED_ROWS = { evaluateVariables: 1000, traceSteps: 1024, traceInputs: 256 } as const;

export const TAB_ADAPTERS: { [Tab in ShareTab]: TabAdapter<Tab> } = {
  working: {
    store: workingStore,
    requestOf: workingRequest,
    liveRequestOf: workingRequest,
    stateOf: workingStateFrom,
  },
  evaluate: {
    store: evaluateStore,
    requestOf: evaluateRequest,
    liveRequestOf: evaluateRequest,
    stateOf: (request) => {
      return {
        expression: request.expression,
        variables: namedRowsOf(request.variables ?? {}),
        scale: request.scale === undefined ? '' : String(request.scale),
        rounding: request.rounding ?? '',
      };
    },
  },
  check: {
    store: checkStore,
    // Unlike the live check, a link may carry an empty claim: the form is restored as it was.
    requestOf: (state) => ({ expression: state.expression, claimed_value: state.claimedValue, require_canonical: state.requireCanonical }),
    liveRequestOf: checkRequest,
    stateOf: (request) => ({
      expression: request.expression,
      claimedValue: request.claimed_value,
      requireCanonical: request.require_canonical,
    }),
  },
  trace: {
    store: traceStore,
    requestOf: traceRequest,
    liveRequestOf: traceRequest,
    stateOf: traceStateFrom,
  },
  subtract: {
    store: subtractStore,
    requestOf: subtractRequest,
    liveRequestOf: subtractRequest,
    stateOf: (request) => ({
      aNumerator: request.a.numerator,
      aDenominator: request.a.denominator,
      bNumerator: request.b.numerator,
      bDenominator: request.b.denominator,
    }),
  },
};

export type TooManyRows = { what: 'variables' | 'steps' | 'inputs'; count: number; limit: number };

/** Whether a request would fill a table beyond what the page handles; null when it fits. */
export function tooManyRows(shared: { [Tab in ShareTab]: { tab: Tab; request: ShareRequests[Tab] } }[ShareTab]): TooManyRows | null {
  if (shared.tab === 'evaluate') {
    const count = Object.keys(shared.request.variables ?? {}).length;
    return count > MAX_LOADED_ROWS.evaluateVariables ? { what: 'variables', count, limit: MAX_LOADED_ROWS.evaluateVariables } : null;
  }
  if (shared.tab === 'trace') {
    const steps = shared.request.steps.length;
    if (steps > MAX_LOADED_ROWS.traceSteps) return { what: 'steps', count: steps, limit: MAX_LOADED_ROWS.traceSteps };
    const inputs = Object.keys(shared.request.inputs).length;
    if (inputs > MAX_LOADED_ROWS.traceInputs) return { what: 'inputs', count: inputs, limit: MAX_LOADED_ROWS.traceInputs };
  }
  return null;
}
