import { describe, expect, it } from 'vitest';
import { explainedWorkingCheck } from '../../core/working/fraction-kind';
import { lineMarksOf, MARK_SYMBOLS } from './working-marks';

function marks(working: string) {
  const { response, explanation } = explainedWorkingCheck({ working });
  if ('error' in response || explanation === null) throw new Error('not checked');
  return lineMarksOf(explanation, response.first_error_index).map(({ line, key, firstError }) => [line, key, firstError]);
}

describe('line marks of a working', () => {
  it('one mark per line holding a step, the first mistake emphasised', () => {
    expect(marks('2/3 + 3/4\n= 8/12 + 9/12\n= 17/24')).toEqual([
      [1, 'start', false],
      [2, 'equal', false],
      [3, 'not_equal', true],
    ]);
  });

  it('a line with several steps shows its worst one', () => {
    expect(marks('1/2 + 1/3 = 2/5')).toEqual([[1, 'not_equal', true]]);
    expect(marks('1/2 + 1/3 = 5/6 = 10/12')).toEqual([[1, 'equal', false]]);
    expect(marks('1/2\n= 2/4 = 1/0 = 3/6')).toEqual([
      [1, 'start', false],
      [2, 'division_by_zero', true],
    ]);
  });

  it('a step equal to a wrong one before it is carried, and only the first error is emphasised', () => {
    expect(marks('5/6 - 1/3 * 3/4\n= 1/2 * 3/4\n= 3/8\n= 4/8')).toEqual([
      [1, 'start', false],
      [2, 'not_equal', true],
      [3, 'carried', false],
      [4, 'not_equal', false],
    ]);
  });

  it('blank lines keep their numbers; a step with nothing before it to compare is unchecked', () => {
    expect(marks('1/0\n\n= 2\n= 2')).toEqual([
      [1, 'division_by_zero', true],
      [3, 'unchecked', false],
      [4, 'equal', false],
    ]);
  });

  it('every kind of step has its own symbol', () => {
    expect(new Set(Object.values(MARK_SYMBOLS)).size).toBe(Object.keys(MARK_SYMBOLS).length);
    expect(MARK_SYMBOLS).toMatchObject({ equal: '✓', not_equal: '✗', carried: '↪', division_by_zero: '÷0' });
  });
});
