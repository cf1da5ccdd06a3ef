// linear-equation-solve's sentences: the line continued from, the method's actions in order, the re-check, the faults.
import { describe, expect, test } from 'vitest';
import { execute } from '../execute';
import type { LinearEquationSolveOutput } from './linear-equation-solve';

const solve = (working: string): LinearEquationSolveOutput => {
  const response = execute('linear-equation-solve', { working });
  if ('error' in response) throw new Error(response.error.message);
  return response;
};

describe('linear-equation-solve', () => {
  test('continues from the line before the first wrong one', () => {
    const output = solve('2/3x + 1/4 = 5/6\n2/3x = 5/6 + 1/4\nx = 13/8');
    expect(output).toMatchObject({ from_line: 1, from_step: 0, solution: { kind: 'one', value: '7/8' } });
    expect(output.steps.map((s) => [s.text, s.action])).toEqual([
      ['8x + 3 = 10', 'clear_denominators'],
      ['8x = 7', 'move_number'],
      ['x = 7/8', 'divide_by_coefficient'],
      ['2/3 × 7/8 + 1/4 = 5/6', 'check'],
    ]);
  });

  test('continues from the last line of a right working, skipping the check line', () => {
    expect(solve('x/4 - 1/2 = 2\nx/4 = 5/2').from_step).toBe(1);
    expect(solve('2x = 4\nx = 2\n2 × 2 = 4')).toMatchObject({ from_step: 1, steps: [{ text: '2 × 2 = 4', action: 'check' }] });
    expect(solve('x = 4').steps).toEqual([]);
  });

  test('brackets expanded and like terms collected, then the unknown to the left', () => {
    const output = solve('5 - 2(x+1) = x/3 + 1');
    expect(output.steps.map((s) => s.action)).toEqual([
      'expand_and_collect',
      'clear_denominators',
      'collect_unknown',
      'move_number',
      'divide_by_coefficient',
      'check',
    ]);
    expect(output.steps.at(-2)!.text).toBe('x = 6/7');
    expect(output.steps.at(-1)!.text).toBe('5 - 2(6/7+1) = 6/7/3 + 1');
  });

  test('the unknown out of its denominator in one multiplication', () => {
    expect(solve('1/x = 3/7').steps[0]).toEqual({
      text: '7 = 3x',
      action: 'clear_unknown_denominator',
      value: '7/3',
      numbers: { multiplier: '7x' },
    });
  });

  test('no solution and every number end in a statement', () => {
    expect(solve('2x + 1 = 2x + 3').steps.map((s) => s.text)).toEqual(['1 = 3']);
    expect(solve('2(x + 1) = 2x + 2').steps.at(-1)!.value).toBe('every');
  });

  test("the letter is the working's, in lower case", () => {
    expect(solve('3Y = 4').steps.map((s) => s.text)).toEqual(['y = 4/3', '3 × 4/3 = 4']);
  });

  test('the check line puts the value back with × and brackets where the reading needs them', () => {
    expect(solve('12/x = -3/4').steps.at(-1)!.text).toBe('12/(-16) = -3/4');
    expect(solve('3/x = 6').steps.at(-1)!.text).toBe('3/(1/2) = 6');
    expect(solve('x/2 - 1 = 3x').steps.at(-1)!.text).toBe('(-2/5)/2 - 1 = 3 × (-2/5)');
  });

  test('the working it answers is re-checked valid by linear-equation-check', () => {
    const output = solve('3(x − 2) = 1.5');
    const recheck = execute('linear-equation-check', { working: output.working });
    expect(recheck).toMatchObject({ valid: true, answer_matches: true });
  });

  test('a solution that would pass the check’s limits is solution_too_long, never a line the student did not write', () => {
    // The check line puts (…)/(…) in each of the letter's fourteen places: far over 160 characters.
    const response = execute('linear-equation-solve', { working: `${'(x + 1) + '.repeat(13)}x = 1/3` });
    expect('error' in response && response.error).toMatchObject({ code: 'limit_exceeded', details: { reason: 'solution_too_long' } });
    expect('error' in response && 'position' in response.error.details).toBe(false);
  });

  test('not_linear and method_not_applicable are not_computable', () => {
    const square = execute('linear-equation-solve', { working: 'x*x = 4' });
    expect('error' in square && square.error.details.reason).toBe('not_linear');
    const hole = execute('linear-equation-solve', { working: 'x/(x-1) = 1/(x-1)' });
    expect('error' in hole && hole.error.details.reason).toBe('method_not_applicable');
  });
});

describe('1.2.0: a division by zero', () => {
  test('a first line that divides by zero is not_computable division_by_zero at its division', () => {
    expect(execute('linear-equation-solve', { working: '1/0 + x = 2' })).toEqual({
      error: {
        code: 'not_computable',
        message: 'the first line divides by zero at 1: it has no solution set to work toward',
        details: { reason: 'division_by_zero', position: 1 },
      },
    });
  });

  test('a later line that divides by zero is continued from the line before it', () => {
    expect(solve('2x + 1 = 7\n2x = 6\nx = 6/0')).toMatchObject({ from_line: 2, steps: [{ text: 'x = 3' }, { action: 'check' }] });
  });
});
