import { describe, expect, it } from 'vitest';
import { AFTER_A_WRONG_LINE, MIXED_SUM } from '../../../testing/solve-fixtures';
import { execute } from '../../../core/execute';
import { explainedWorkingCheck } from '../../../core/working/fraction-kind';
import type { SolveOutput } from '../../../worker/messages';
import { dropsStudentText, hasMoreToReveal, pressNext, revealedSteps, rightWaySite, solveRequest, workingThroughStep } from './solve-state';

function solved(working: string): SolveOutput {
  const response = execute('rational-working-solve', { working });
  if ('error' in response) throw new Error(response.error.message);
  return response;
}

describe('solve state', () => {
  it('the request leaves the default final form out', () => {
    expect(solveRequest('1/2 + 1/3', 'any')).toEqual({ working: '1/2 + 1/3' });
    expect(solveRequest('1/2 + 1/3', 'mixed')).toEqual({ working: '1/2 + 1/3', final_form: 'mixed' });
  });

  it('Next step shows a hint, then its line, then the next hint, and stops at the last line', () => {
    expect(revealedSteps(0, 3)).toEqual([]);
    expect(revealedSteps(1, 3)).toEqual([{ index: 0, line: false }]);
    expect(revealedSteps(2, 3)).toEqual([{ index: 0, line: true }]);
    expect(revealedSteps(3, 3)).toEqual([
      { index: 0, line: true },
      { index: 1, line: false },
    ]);
    expect(revealedSteps(9, 2)).toEqual([
      { index: 0, line: true },
      { index: 1, line: true },
    ]);
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

  it('on the engine’s solutions: a one-line working, wrong lines after the right one, and a right working', () => {
    // "1/2 + 1/3 = 2/5" on one line: the student's "= 2/5" goes, the problem stays.
    const oneLine = solved('1/2 + 1/3 = 2/5');
    expect(workingThroughStep(oneLine, 0)).toBe('1/2 + 1/3\n= 3/6 + 2/6');
    expect(dropsStudentText('1/2 + 1/3 = 2/5', workingThroughStep(oneLine, 0))).toBe(true);
    const wrongLines = '1/2 + 1/3\n= 2/5\n= 4/10';
    expect(workingThroughStep(solved(wrongLines), 1)).toBe('1/2 + 1/3\n= 3/6 + 2/6\n= 5/6');
    // A right working that stops short gets the next line under it, nothing dropped (trailing blank lines aside).
    const unfinished = '1/2 + 1/3\n= 3/6 + 2/6\n\n';
    const next = workingThroughStep(solved(unfinished), 0);
    expect(next).toBe('1/2 + 1/3\n= 3/6 + 2/6\n= 5/6');
    expect(dropsStudentText(unfinished, next)).toBe(false);
  });

  it('the right way is asked for the operation the misconception was found at', () => {
    const explained = (working: string) => {
      const { explanation } = explainedWorkingCheck({ working });
      if (explanation === null) throw new Error('not explained');
      return explanation.steps;
    };
    const [problem, wrong] = explained('1/2 + 1/3\n= 2/5');
    expect(rightWaySite(problem!)).toBeNull();
    expect(rightWaySite(wrong!)).toBe('1/2 + 1/3');
    // Inside a longer line, the site alone.
    expect(rightWaySite(explained('2 1/2 × 3\n= 3/2 × 3')[1]!)).toBe('2 1/2');
    // A whole-expression rule (left to right): the step before, whole.
    expect(rightWaySite(explained('5/6 - 1/3 * 3/4\n= 3/8')[1]!)).toBe('5/6 - 1/3 * 3/4');
    // Wrong, but no misconception named: no right way offered.
    expect(rightWaySite(explained('1/2 + 1/3\n= 7/9')[1]!)).toBeNull();
    // Right, or carried forward from a wrong step: none either.
    expect(explained('1/2 + 1/3\n= 2/5\n= 4/10').map(rightWaySite)).toEqual([null, '1/2 + 1/3', null]);
  });
});
