// One test per rule sentence of the contract: the rule named when, and only when, it gives the student's line at its site.
import { describe, expect, test } from 'vitest';
import { execute } from '../execute';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';

const step = (working: string): LinearEquationCheckOutput['steps'][number] => {
  const output = execute('linear-equation-check', { working }) as LinearEquationCheckOutput;
  return output.steps[1]!;
};
const rules = (working: string): string[] => (step(working).misconceptions ?? []).map((m) => m.rule);
const firstRule = (working: string): string | undefined => rules(working)[0];

describe('the rules of the whole equation', () => {
  test('term_moved_sign_kept: a term moved across with its sign', () => {
    expect(firstRule('2/3x + 1/4 = 5/6\n2/3x = 5/6 + 1/4')).toBe('term_moved_sign_kept');
    expect(step('2/3x + 1/4 = 5/6\n2/3x = 5/6 + 1/4').misconceptions![0]).toMatchObject({ site: '1/4', position: 7 });
    expect(firstRule('3x - 5 = 2x\n3x = 2x - 5')).toBe('term_moved_sign_kept');
  });

  test('one_side_only: one side written again with an operation, the other kept', () => {
    expect(firstRule('3x = 12\n(3x)/3 = 12')).toBe('one_side_only');
    expect(firstRule('x - 4 = 6\n(x - 4) + 4 = 6')).toBe('one_side_only');
    expect(firstRule('3x = 12\nx = 12')).toBe('one_side_only');
    expect(firstRule('x + 4 = 10\nx = 10')).toBe('one_side_only');
    // Not where the side could have been simplified wrongly, nor for −x (a sign rule).
    expect(rules('-2y/2 = -10/2\ny = -10/2')).not.toContain('one_side_only');
    expect(rules('-3 = -3 - y + 3\n-3 = y')).not.toContain('one_side_only');
  });

  test('one_term_only: both sides divided but one term of the unknown side kept', () => {
    expect(firstRule('3x + 6 = 12\nx + 6 = 4')).toBe('one_term_only');
    expect(rules('y = (-6-9)/-4\ny = -6-9/-4')).toContain('one_term_only');
  });

  test('bracket_first_term_only: k(u + v) expanded as k·u + v, and −(u + v) as −u + v', () => {
    expect(firstRule('3(x - 2) = 1.5\n3x - 2 = 1.5')).toBe('bracket_first_term_only');
    expect(firstRule('5 - (x + 2) = 1\n5 - x + 2 = 1')).toBe('bracket_first_term_only');
  });

  test('coefficient_subtracted: a·x = c solved as x = c − a', () => {
    expect(firstRule('3x = 12\nx = 9')).toBe('coefficient_subtracted');
  });

  test('constant_divided: x + b = c solved as x = c / b', () => {
    expect(firstRule('x + 3 = 12\nx = 4')).toBe('constant_divided');
  });

  test('a·x = c solved as x = c·a is wrong_operation; as x = −c/a, the sign rule of ÷', () => {
    expect(firstRule('x/4 = 3\nx = 3/4')).toBe('wrong_operation');
    expect(firstRule('2/3x = 4\nx = 8/3')).toBe('wrong_operation');
    expect(step('-5x = 20\nx = 4').misconceptions![0]).toMatchObject({
      rule: 'sign_error',
      members: ['sign_of_product', 'negative_dropped'],
    });
    expect(firstRule('5x = 20\nx = -4')).toBe('sign_of_product');
    expect(firstRule('-5x = -20\nx = -4')).toBe('sign_error');
  });

  test('division_reversed: a·x = c solved as x = a/c, and b/a for a/b at a site', () => {
    expect(firstRule('3x = 12\nx = 3/12')).toBe('division_reversed');
    expect(firstRule('10/-124 = y\n-12.4 = y')).toBe('division_reversed');
  });
});

describe('the rules at a site', () => {
  test('wrong_operation: the other of + and −, of × and ÷', () => {
    expect(firstRule('x = 9 - (-1)\nx = 8')).toBe('wrong_operation');
    expect(firstRule('-7/(1/3) = x\n-7(1/3) = x')).toBe('wrong_operation');
    expect(firstRule('y = -4 - (-10)\ny = -14')).toBe('wrong_operation');
  });

  test('a + (−b) written a + b is a sign rule (the negative dropped), not wrong_operation', () => {
    const s = step('-9 = 1 + (x/-4) - 1\n-9 = x/4');
    expect(s.misconceptions![0]!.members).toContain('negative_dropped');
    expect(s.misconceptions!.map((m) => m.rule)).not.toContain('wrong_operation');
  });

  test('sign_of_product alone where only the × ÷ sign rule fits (the right value is positive)', () => {
    const s = step('x/-40*-40 = -29.925*-40\nx/-40*-40 = -1197');
    expect(s.misconceptions![0]).toMatchObject({ rule: 'sign_of_product', site: '-29.925*-40' });
  });

  test('negative_dropped alone: the minus written before a number dropped', () => {
    expect(firstRule('x = -(4) + 10\nx = 4 + 10')).toBe('negative_dropped');
  });

  test('a negative sum written positive: negative_dropped and sum_sign_wrong cannot be told apart', () => {
    expect(step('-26y = -1287 + 24\n-26y = 1263').misconceptions![0]).toMatchObject({
      rule: 'sign_error',
      members: ['negative_dropped', 'sum_sign_wrong'],
    });
    expect(rules('339 = -6x + 18 - 18\n339 = 6x')).toContain('negative_dropped');
  });

  test('subtraction_reversed alone: b − a for a − b when the result is positive (nothing else fits)', () => {
    expect(rules('y = 3 - (-8)\ny = -11')).toContain('subtraction_reversed');
    expect(firstRule('-4x = -7 - 2\n-4x = 5')).toBe('subtraction_reversed');
  });

  test('the sign family: when the numbers cannot tell the sign rules apart, sign_error with its members, then the members', () => {
    const s = step('5x = 3 - 7\n5x = 4');
    expect(s.misconceptions![0]).toEqual({
      rule: 'sign_error',
      position: 5,
      site: '3 - 7',
      members: ['negative_dropped', 'sum_sign_wrong', 'subtraction_reversed'],
    });
    expect(s.misconceptions!.slice(1).map((m) => m.rule)).toEqual(['negative_dropped', 'sum_sign_wrong', 'subtraction_reversed']);
    expect(firstRule('x = -966.48/14.8\nx = 65.302')).toBe('sign_error');
  });

  test('a sign rule on a rounded result: the rounded value of −r', () => {
    const s = step('-33/35.8 = x\n.92178 = x');
    expect(s.misconceptions![0]).toMatchObject({ rule: 'sign_error', rounded: true });
    expect(s.notes).toContainEqual({ note: 'looks_rounded', position: null });
  });

  test('forgot_unknown: a·x + b written a + b, or b', () => {
    expect(firstRule('6405.367 = -68.26x - 6447.157 + 6447.157\n6405.367 = -68.26')).toBe('forgot_unknown');
    expect(firstRule('8 = 6 + 5y + (-4y)\n8 = 6')).toBe('forgot_unknown');
  });

  test('unlike_terms_combined: 3x + 2 written 5x', () => {
    expect(firstRule('3x + 2 = 10\n5x = 10')).toBe('unlike_terms_combined');
  });

  test('the largest site first: the operation whose result the student wrote', () => {
    // −7 − 2 written 5: the reversed subtraction at "−7 − 2", not the minus of −7 dropped.
    expect(step('-4x = -7 - 2\n-4x = 5').misconceptions![0]!.site).toBe('-7 - 2');
  });

  test('no rule by coincidence: a changed number that is no operation names nothing', () => {
    expect(rules('-10x = 52\n-10x = -52')).toEqual([]);
    expect(rules('2x = 6\nx = 7')).toEqual([]);
  });

  test('at most five rules', () => {
    expect(rules('x = 0 - 4\nx = 4').length).toBeLessThanOrEqual(5);
  });
});

describe("rational-working-check's fraction rules inside a side", () => {
  test('adding across at a site without the unknown, the other side unchanged', () => {
    expect(step('1/2 + 1/3 + x = 2\n2/5 + x = 2').misconceptions).toEqual([{ rule: 'added_across', position: 0, site: '1/2 + 1/3' }]);
    expect(firstRule('2x = 3/4 - 1/2\n2x = 2/2')).toBe('subtracted_across');
  });

  test('a fraction as written is a number, not a site', () => {
    expect(rules('x + 1/2 = 1\nx + 1/15 = 1')).toEqual([]);
  });
});
