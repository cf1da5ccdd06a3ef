import { describe, expect, it } from 'vitest';
import { readOrNull } from '../../core/json-reader';
import { INITIAL_WORKING, readWorkingState, workingRequest, workingStateFrom } from './working-state';

describe('the Working tab’s request', () => {
  it('is nothing while the working is blank', () => {
    expect(workingRequest({ ...INITIAL_WORKING, working: '' })).toBeNull();
    expect(workingRequest({ ...INITIAL_WORKING, working: ' \n\t ' })).toBeNull();
  });

  it('carries the working as typed, and the answer key and the form only when given', () => {
    expect(workingRequest({ working: ' 1/2 + 1/3\r\n= 5/6 ', answer: '', finalForm: 'any' })).toEqual({ working: ' 1/2 + 1/3\r\n= 5/6 ' });
    expect(workingRequest({ working: '1', answer: ' 17/12 ', finalForm: 'mixed' })).toEqual({
      working: '1',
      answer: '17/12',
      final_form: 'mixed',
    });
    // A malformed answer key goes too: the engine says what is wrong with it.
    expect(workingRequest({ working: '1', answer: '1.5', finalForm: 'any' })).toEqual({ working: '1', answer: '1.5' });
  });

  it('and back: a request fills the form', () => {
    expect(workingStateFrom({ working: '1 = 1' })).toEqual({ working: '1 = 1', answer: '', finalForm: 'any' });
    expect(workingStateFrom({ working: '1', answer: null, final_form: 'improper' })).toEqual({
      working: '1',
      answer: '',
      finalForm: 'improper',
    });
    const state = { working: '2/3 + 3/4\n= 17/12', answer: '17/12', finalForm: 'lowest_terms' as const };
    expect(workingStateFrom(workingRequest(state)!)).toEqual(state);
  });
});

describe('the saved Working state', () => {
  it('reads back exactly its own shape', () => {
    expect(readOrNull(readWorkingState, INITIAL_WORKING)).toEqual(INITIAL_WORKING);
    expect(readOrNull(readWorkingState, { ...INITIAL_WORKING, finalForm: 'sixths' })).toBeNull();
    expect(readOrNull(readWorkingState, { working: '1', answer: '' })).toBeNull();
    expect(readOrNull(readWorkingState, { ...INITIAL_WORKING, extra: 1 })).toBeNull();
  });
});
