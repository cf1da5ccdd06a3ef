// linear-equation-check's sentences on status, the check line, the answer, validity, advice, limits and the request order.
import { describe, expect, test } from 'vitest';
import { execute } from '../execute';
import type { LinearEquationCheckOutput } from './linear-equation-check';

const run = (input: unknown): LinearEquationCheckOutput => {
  const response = execute('linear-equation-check', input);
  if ('error' in response) throw new Error(response.error.message);
  return response;
};
const fault = (input: unknown): unknown => {
  const response = execute('linear-equation-check', input);
  return 'error' in response ? { code: response.error.code, ...response.error.details } : null;
};

describe('status and validity', () => {
  test('each line compared with the last line before it that has a solution set', () => {
    const output = run({ working: '3x + 2 = 8\nx*x = 1\n3x = 6\nx = 2' });
    expect(output.steps.map((s) => s.status)).toEqual(['start', 'not_linear', 'equivalent', 'equivalent']);
    expect(output).toMatchObject({ valid: false, reason: 'not_linear', first_error_index: 1 });
  });

  test('a line after a first line that is not linear is unchecked', () => {
    expect(run({ working: 'x*x = 4\nx = 2' }).steps[1]!.status).toBe('unchecked');
  });

  test('blank lines are skipped and lines keep their numbers', () => {
    const output = run({ working: '2x = 4\n\n  \nx = 2' });
    expect(output.steps.map((s) => [s.line, s.position, s.text])).toEqual([
      [1, 0, '2x = 4'],
      [4, 11, 'x = 2'],
    ]);
  });

  test('a wrong step makes reason not_equivalent even when the answer matches later', () => {
    const output = run({ working: '2x = 4\nx = 3\nx = 2' });
    expect(output).toMatchObject({ valid: false, reason: 'not_equivalent', first_error_index: 1, answer_matches: true });
  });
});

describe('the answer and the check line', () => {
  test('the last line x = v is the answer', () => {
    expect(run({ working: '2x = 4\nx = 2' })).toMatchObject({ valid: true, answer: { kind: 'one', value: '2' }, answer_matches: true });
  });

  test('an answer field is compared with the first line, in its three written forms', () => {
    expect(run({ working: '2x = 4', answer: '2' })).toMatchObject({ valid: true, answer_matches: true });
    expect(run({ working: '2x = 4', answer: '3' })).toMatchObject({ valid: false, reason: 'answer_mismatch' });
    expect(run({ working: 'x + 1 = x', answer: 'none' })).toMatchObject({ valid: true, answer_matches: true });
    expect(run({ working: 'x + 1 = 1 + x', answer: 'every' })).toMatchObject({ valid: true, answer_matches: true });
  });

  test('the answer put back into the first equation is the check line, and holds', () => {
    const output = run({ working: '2/3x + 1/4 = 5/6\n8x + 3 = 10\n8x = 7\nx = 7/8\n2/3 × 7/8 + 1/4 = 5/6' });
    expect(output.steps.at(-1)).toMatchObject({ status: 'check', holds: true });
    expect(output).toMatchObject({ valid: true, answer: { kind: 'one', value: '7/8' } });
  });

  test('a check of a wrong answer is a check that fails', () => {
    const output = run({ working: '2x = 4\nx = 3\n2 × 3 = 4' });
    expect(output.steps.at(-1)).toMatchObject({ status: 'check', holds: false });
    expect(output.reason).toBe('not_equivalent');
    expect(run({ working: '2x = 4', answer: '2' }).steps.every((s) => s.status !== 'check')).toBe(true);
  });

  test('a line without the unknown that is not the answer put back is compared as a statement', () => {
    expect(run({ working: '2x = 4\nx = 2\n5 = 5' }).steps.at(-1)!.status).toBe('not_equivalent');
  });
});

describe('advice and warnings', () => {
  test('dividing by the number on the other side: divide by the coefficient', () => {
    expect(run({ working: '10y = 13\n(10y)/13 = (13)/13' }).steps[1]!.advice).toEqual([{ rule: 'divide_by_coefficient', by: '10' }]);
  });

  test('multiplying by the coefficient of x/k is good; dividing by k is not', () => {
    expect(run({ working: 'x/8 = -5\n(x/8)*8 = (-5)*8' }).steps[1]!.advice).toBeNull();
    expect(run({ working: 'x/8 = -5\n(x/8)/8 = (-5)/8' }).steps[1]!.advice).toEqual([{ rule: 'multiply_by_denominator', by: '8' }]);
  });

  test('dividing by the positive of a negative coefficient leaves −x', () => {
    expect(run({ working: '-45x = -10\n(-45x)/45 = (-10)/45' }).steps[1]!.advice).toEqual([
      { rule: 'divide_by_negative_coefficient', by: '-45' },
    ]);
  });

  test('adding the term instead of its opposite', () => {
    expect(run({ working: '-1 + x = 3\n(-1 + x) + (-1) = (3) + (-1)' }).steps[1]!.advice).toEqual([{ rule: 'add_opposite', by: '1' }]);
    expect(run({ working: '-1 + x = 3\n(-1 + x) + 1 = (3) + 1' }).steps[1]!.advice).toBeNull();
  });

  test('collect like terms first; clear the unknown from a denominator', () => {
    expect(run({ working: '-9 - 15 = 7x\n(-9 - 15) + 15 = (7x) + 15' }).steps[1]!.advice).toEqual([{ rule: 'collect_like_terms_first' }]);
    expect(run({ working: '3/x = 6\n(3/x) + 1 = (6) + 1' }).steps[1]!.advice).toEqual([{ rule: 'clear_unknown_denominator' }]);
  });

  test('multiplying by a number when the unknown is in a denominator: multiply by that denominator', () => {
    expect(run({ working: '-8/y = 1\n(-8/y)*(-8) = (1)*(-8)' }).steps[1]!.advice).toEqual([{ rule: 'clear_unknown_denominator' }]);
    expect(run({ working: '-8/y = 1\n(-8/y)*y = (1)*y' }).steps[1]!.advice).toBeNull();
  });

  test('the unknown on both sides: add the opposite of a number', () => {
    expect(run({ working: '-3y + 16 = -8y\n(-3y + 16) + 16 = (-8y) + 16' }).steps[1]!.advice).toEqual([
      { rule: 'add_opposite', by: '-16' },
    ]);
    expect(run({ working: '-3y + 16 = -8y\n(-3y + 16) - 16 = (-8y) - 16' }).steps[1]!.advice).toBeNull();
  });

  test('warnings whatever the status: dividing by the unknown, multiplying by zero', () => {
    expect(run({ working: '6x = 5\n(6x)/(6x) = (5)/(6x)' }).steps[1]!.advice![0]).toEqual({ rule: 'divided_by_unknown' });
    const zero = run({ working: 'x + 1 = 3\n(x + 1)*0 = (3)*0' }).steps[1]!;
    expect(zero.status).toBe('not_equivalent');
    expect(zero.advice).toEqual([{ rule: 'multiplied_by_zero' }]);
  });
});

describe('limits and the request order', () => {
  test('working_too_long, too_many_lines, line_too_long', () => {
    expect(fault({ working: 'x = 1\n'.repeat(700) })).toMatchObject({ code: 'limit_exceeded', reason: 'working_too_long' });
    expect(fault({ working: 'x = 1\n'.repeat(41) })).toMatchObject({ code: 'limit_exceeded', reason: 'too_many_lines' });
    expect(fault({ working: `x = 1\nx = ${'1 + '.repeat(40)}1` })).toMatchObject({
      code: 'limit_exceeded',
      reason: 'line_too_long',
      position: 6,
    });
    expect(fault({ working: `x = ${'('.repeat(25)}1${')'.repeat(25)}` })).toMatchObject({ code: 'limit_exceeded', reason: 'too_deep' });
  });

  test('the fields in order', () => {
    expect(fault([])).toMatchObject({ reason: 'not_an_object' });
    expect(fault({ working: 'x = 1', extra: 1 })).toMatchObject({ reason: 'unknown_field' });
    expect(fault({})).toMatchObject({ reason: 'missing_field' });
    expect(fault({ working: 1 })).toMatchObject({ reason: 'wrong_type' });
    expect(fault({ working: 'x = 1', answer: 'x' })).toMatchObject({ reason: 'bad_answer' });
    expect(fault({ working: 'x = 1', variable: 'xy' })).toMatchObject({ reason: 'bad_variable' });
    expect(fault({ working: ' \n ' })).toMatchObject({ reason: 'empty_working' });
    expect(fault({ working: 'x = \uD800' })).toMatchObject({ reason: 'lone_surrogate', position: 4 });
  });

  test('the worst request at the limits is answered (40 long lines, each wrong, searched five times)', () => {
    const line = (k: number): string => `${k}(x - 2) + 3/4x - ${k}/7 + (2x - 1)/5 = 3(x + ${k}) - 1/2 + x/9 - 7`.slice(0, 160);
    const working = Array.from({ length: 40 }, (_, k) => line(k + 1)).join('\n');
    const output = run({ working });
    expect(output.steps).toHaveLength(40);
    expect(output.steps.filter((s) => s.misconceptions !== null)).toHaveLength(5);
  });
});

describe('answers that are no number', () => {
  test.each([
    ['none', 'x + 1 = x'],
    ['No solution', 'x + 1 = x'],
    ['אין פתרון', 'x + 1 = x'],
    ['every number', 'x = x'],
    ['כל מספר', 'x = x'],
    ['ALL', 'x = x'],
  ])('%s', (answer, working) => {
    expect(run({ working, answer })).toMatchObject({ answer_matches: true, valid: true });
  });
});

describe('an answer written as the last line is', () => {
  test('x = v (any letter, spaces anywhere) is the rational v', () => {
    expect(run({ working: '2x = 3', answer: 'x = 3/2' })).toMatchObject({ answer: { kind: 'one', value: '3/2' }, answer_matches: true });
    expect(run({ working: '2x = 3', answer: ' X=6/4 ' })).toMatchObject({ answer_matches: true });
    expect(fault({ working: '2x = 3', answer: 'x = none' })).toMatchObject({ reason: 'bad_answer' });
    expect(fault({ working: '2x = 3', answer: 'x = 1 = 1' })).toMatchObject({ reason: 'bad_answer' });
  });
});

describe('a second letter', () => {
  test('added to both sides, it cancels: the step is compared by the unknown, with the advice that it cancels (ctb-53086)', () => {
    const output = run({ working: '-2+(-1x)=-6+1x\n(-2+(-1x))+(1y)=(-6+1x)+(1y)' });
    expect(output.steps[1]).toMatchObject({
      status: 'equivalent',
      solution: { kind: 'one', value: '2' },
      advice: [
        { rule: 'second_letter_cancels', letter: 'y' },
        { rule: 'add_opposite', by: '2' },
      ],
    });
    expect(output.valid).toBe(true);
  });

  test('subtracted from both sides, or in any case, it cancels too; the working goes on by the unknown', () => {
    const output = run({ working: '3x + 2 = 8\n3x + 2 - 2Y = 8 - 2y\n3x = 6' });
    expect(output.steps.map((s) => s.status)).toEqual(['start', 'equivalent', 'equivalent']);
    expect(output.steps[1]!.advice![0]).toEqual({ rule: 'second_letter_cancels', letter: 'y' });
  });

  test('a wrong step with a second letter that cancels is still not equivalent', () => {
    const output = run({ working: '3x + 2 = 8\n3x + 2 + y = 8 + y + 1' });
    expect(output.steps[1]).toMatchObject({ status: 'not_equivalent', advice: [{ rule: 'second_letter_cancels', letter: 'y' }] });
    expect(output.steps[1]!.misconceptions).not.toBeNull();
  });

  test('a second letter that does not cancel is two_unknowns at its place', () => {
    expect(fault({ working: '3x + 2 = 8\n3x + 2 + y = 8' })).toEqual({ code: 'invalid_input', reason: 'two_unknowns', position: 20 });
    expect(fault({ working: '3x + 2 = 8\n3x + 2 + 2y = 8 + y' })).toEqual({ code: 'invalid_input', reason: 'two_unknowns', position: 21 });
    // In a divisor it is never read as cancelling: y = 0 would be no solution.
    expect(fault({ working: 'x = 2\nx + 1/y = 2 + 1/y' })).toEqual({ code: 'invalid_input', reason: 'two_unknowns', position: 12 });
    expect(fault({ working: 'x = 2\nx + y + z = 2 + y + z' })).toEqual({ code: 'invalid_input', reason: 'two_unknowns', position: 14 });
  });
});

describe('1.2.0: a division by zero', () => {
  test('a first line that divides by zero is division_by_zero at its "/", never "no solution"', () => {
    const output = run({ working: '1/0 + x = 2' });
    expect(output).toMatchObject({ valid: false, reason: 'division_by_zero', first_error_index: 0, solution: null });
    expect(output.steps[0]).toMatchObject({ status: 'division_by_zero', solution: null, division_position: 1 });
  });

  test('a later line that divides by zero is the first error; the next line is compared with the line before it', () => {
    const output = run({ working: '2x = 4\nx = 4/0\nx = 3' });
    expect(output.reason).toBe('division_by_zero');
    expect(output.first_error_index).toBe(1);
    expect(output.steps.map((step) => step.status)).toEqual(['start', 'division_by_zero', 'not_equivalent']);
    expect(Object.hasOwn(output.steps[2]!, 'division_position')).toBe(false);
  });

  test('a not_equivalent line before it names the reason', () => {
    expect(run({ working: '2x = 4\nx = 3\nx = 1/0' }).reason).toBe('not_equivalent');
  });

  test('a divisor that is zero only at some x is no division by zero: that x is no solution', () => {
    expect(run({ working: 'x/(x - 1) = 1/(x - 1)' }).steps[0]).toMatchObject({ status: 'start', solution: { kind: 'none' } });
  });
});
