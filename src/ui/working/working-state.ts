import { FINAL_FORMS, type FinalForm, type LinearEquationCheckInput, type WorkingInput } from '../../worker/messages';
import { createTabStore } from '../common/tab-store';
import { oneOf, record, text, type Reader } from '../../core/json-reader';

export interface WorkingState {
  /** The working as typed: lines of expressions chained by "=". */
  working: string;
  /** The answer key as typed ("" for none). */
  answer: string;
  finalForm: FinalForm;
}

/** The example a first visit opens with: the classic slip of adding across, caught on line 3. */
export const INITIAL_WORKING: WorkingState = {
  working: '2/3 + 3/4\n= 8/12 + 9/12\n= 17/24',
  answer: '',
  finalForm: 'any',
};

/** The saved state's shape: exactly these fields, copied into fresh data (see core/json-reader). */
export const readWorkingState: Reader<WorkingState> = record({ working: text(), answer: text(), finalForm: oneOf(FINAL_FORMS) });

export const workingStore = createTabStore('working', INITIAL_WORKING, readWorkingState);

/**
 * The rational-working-check request for the tab's state, or null while the working is blank.
 * The answer key goes as typed (the engine says what is wrong with it); a blank one, and the
 * default form, are left out, so the request is what one would write by hand.
 */
export function workingRequest(state: WorkingState): WorkingInput | null {
  if (state.working.trim() === '') return null;
  const request: WorkingInput = { working: state.working };
  if (state.answer.trim() !== '') request.answer = state.answer.trim();
  if (state.finalForm !== 'any') request.final_form = state.finalForm;
  return request;
}

/** The linear-equation-check request for the tab's state: the working, and the answer key as typed (an equation has no final form). */
export const equationRequest = (state: WorkingState): LinearEquationCheckInput | null => workingRequest({ ...state, finalForm: 'any' });

/** The form for a request (from a share link, the history, a file, or the Check tab). */
export function workingStateFrom(request: WorkingInput): WorkingState {
  return { working: request.working, answer: request.answer ?? '', finalForm: request.final_form ?? 'any' };
}
