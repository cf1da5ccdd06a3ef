// The contract's solution sets: one number, none, every number, a denominator's zero no solution, not_linear.
import { describe, expect, test } from 'vitest';
import { execute } from '../execute';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';

const first = (working: string): LinearEquationCheckOutput['steps'][number] =>
  (execute('linear-equation-check', { working }) as LinearEquationCheckOutput).steps[0]!;

describe('solution sets', () => {
  test.each([
    ['2x + 1 = 2x + 3', { kind: 'none' }],
    ['2(x + 1) = 2x + 2', { kind: 'every', except: [] }],
    ['-5 = -5', { kind: 'every', except: [] }],
    ['1 = 2', { kind: 'none' }],
    ['x/x = 1', { kind: 'every', except: ['0'] }],
    ['1/x = 3/7', { kind: 'one', value: '7/3' }],
    ['(7y)/(7y) = (-4)/(7y)', { kind: 'one', value: '-4/7' }],
    ['x/(x-1) = 1/(x-1)', { kind: 'none' }],
    ['9/y*y = -1y', { kind: 'one', value: '-9' }],
  ])('%s', (working, set) => {
    expect(first(working).solution).toEqual(set);
  });

  test.each(['x*x = 4', 'x(x + 1) = 2', '1/(x*x) = 1', 'x*x*x*x*x*x*x = 1'])('%s is not_linear', (working) => {
    const step = first(working);
    expect(step.status).toBe('not_linear');
    expect(step.solution).toBeNull();
  });

  test.each([
    ['x/0 = 3', 1],
    ['1/0 + x = 2', 1],
    ['x = 2 : (x - x)', 6],
    ['(1/(3 - 3))/0 = x', 2],
  ])('1.2.0: %s divides by zero at its first zero divisor', (working, position) => {
    const step = first(working);
    expect(step).toMatchObject({ status: 'division_by_zero', solution: null, division_position: position });
  });

  test('x·x on both sides cancels: the line is linear', () => {
    expect(first('x*x + x = x*x + 2').solution).toEqual({ kind: 'one', value: '2' });
  });

  test('a rounded decimal is not equal, and says it looks rounded', () => {
    const output = execute('linear-equation-check', { working: '3x = 28\nx = 9.333' }) as LinearEquationCheckOutput;
    expect(output.steps[1]!.status).toBe('not_equivalent');
    expect(output.steps[1]!.notes).toContainEqual({ note: 'looks_rounded', position: null });
  });

  test('a line without the unknown is compared by its truth', () => {
    const output = execute('linear-equation-check', { working: '2x + 1 = 2x + 3\n1 = 3\n-5 = -5' }) as LinearEquationCheckOutput;
    expect(output.steps.map((s) => s.status)).toEqual(['start', 'equivalent', 'not_equivalent']);
  });
});
