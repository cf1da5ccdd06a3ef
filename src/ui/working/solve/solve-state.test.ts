import { describe, expect, it } from 'vitest';
import { AFTER_A_WRONG_LINE, MIXED_SUM } from '../../../testing/solve-fixtures';
import { dropsStudentText, hasMoreToReveal, pressNext, revealedSteps, solveRequest, workingThroughStep } from './solve-state';

describe('solve state', () => {
  it('the request leaves the default final form out', () => {
    expect(solveRequest('1/2 + 1/3', 'any')).toEqual({ working: '1/2 + 1/3' });
    expect(solveRequest('1/2 + 1/3', 'mixed')).toEqual({ working: '1/2 + 1/3', final_form: 'mixed' });
  });

  it('Next step shows a hint, then its line, then the next hint, and stops at the last line', () => {
    expect(revealedSteps(0, 3)).toEqual([]);
    expect(revealedSteps(1, 3)).toEqual([{ index: 0, line: false }]);
    expect(revealedSteps(2, 3)).toEqual([{ index: 0, line: true }]);
    expect(revealedSteps(3, 3)).toEqual([{ index: 0, line: true }, { index: 1, line: false }]);
    expect(revealedSteps(9, 2)).toEqual([{ index: 0, line: true }, { index: 1, line: true }]);
    expect(revealedSteps(1, 0)).toEqual([]);
    expect(hasMoreToReveal(3, 2)).toBe(true);
    expect(hasMoreToReveal(4, 2)).toBe(false);
    expect(hasMoreToReveal(0, 0)).toBe(false);
  });

  it('presses count for one working and form; another working, form or Show all starts over', () => {
    const first = pressNext(null, 'a', 'any');
    expect(first).toEqual({ working: 'a', finalForm: 'any', mode: 'next', presses: 1 });
    expect(pressNext(first, 'a', 'any').presses).toBe(2);
    expect(pressNext(pressNext(first, 'a', 'any'), 'b', 'any').presses).toBe(1);
    expect(pressNext(first, 'a', 'mixed').presses).toBe(1);
    expect(pressNext({ ...first, mode: 'all' }, 'a', 'any')).toEqual(first);
  });

  it('Use this line: the working through that step, the student’s wrong lines dropped', () => {
    expect(workingThroughStep(MIXED_SUM, 0)).toBe('2 1/2 + 1 1/3\n= 5/2 + 4/3');
    expect(workingThroughStep(MIXED_SUM, 3)).toBe(MIXED_SUM.working);
    expect(workingThroughStep(AFTER_A_WRONG_LINE, 0)).toBe('1/2 + 1/3\n= 3/6 + 2/6');
    // From a student's working whose first line was right and second wrong, the wrong line goes.
    const student = '1/2 + 1/3\n= 8/12 + 3/12\n= 2/5';
    const next = workingThroughStep(AFTER_A_WRONG_LINE, 0);
    expect(dropsStudentText(student, next)).toBe(true);
    // From a working that ends at its right line, the step is only added under it.
    expect(dropsStudentText('1/2 + 1/3\n', next)).toBe(false);
    expect(dropsStudentText('1/2 + 1/3', next)).toBe(false);
  });
});
