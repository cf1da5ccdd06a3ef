// rational-working-solve: every sentence of its contract's semantics, in their order.
import { describe, expect, it, test } from 'vitest';
import { loadContract } from '../../testing/contracts';
import { execute } from '../execute';
import type { RationalWorkingSolveOutput, SolveStep } from '../solve/types';

const contract = loadContract('rational-working-solve');

function solve(input: unknown): RationalWorkingSolveOutput {
  const response = execute('rational-working-solve', input);
  if ('error' in response) throw new Error(`expected an output, got ${JSON.stringify(response)}`);
  return response as RationalWorkingSolveOutput;
}

const lines = (working: string, extra: Record<string, unknown> = {}): string[] =>
  solve({ working, ...extra }).steps.map((step) => step.text);
const actions = (working: string, extra: Record<string, unknown> = {}): string[] =>
  solve({ working, ...extra }).steps.map((step) => step.action);
const stepOf = (working: string, action: string, extra: Record<string, unknown> = {}): SolveStep =>
  solve({ working, ...extra }).steps.find((step) => step.action === action)!;

function reasonOf(input: unknown): string | undefined {
  const response = execute('rational-working-solve', input) as { error?: { details: { reason: string } } };
  return response.error?.details.reason;
}

function checked(working: string, finalForm = 'any') {
  return execute('rational-working-check', { working, final_form: finalForm }) as {
    valid: boolean;
    final_form_ok: boolean | null;
    steps: Array<{ status: string }>;
  };
}

test("the contract is version 1.2.0 with its examples, and the actions of its schema are the engine's", () => {
  expect(contract.version).toBe('1.2.0');
  expect(contract.examples.length).toBeGreaterThanOrEqual(6);
});

describe('semantics 0: the working is read as rational-working-check reads it', () => {
  test('every fault of a working that rational-working-check rejects is the same envelope here', () => {
    for (const working of [
      '',
      '1/2 +',
      '= 1',
      '1/2 + 1/3 = ',
      '05 + 1',
      '0 1/2 + 1',
      '1 $ 2',
      '1.',
      `${'1'.repeat(41)} + 1`,
      '('.repeat(40) + '1' + ')'.repeat(40),
      Array(102).fill('1').join(' = '),
    ]) {
      expect(execute('rational-working-solve', { working })).toEqual(execute('rational-working-check', { working }));
    }
  });

  test('the same lines and steps: blank lines counted, a continuation line, CRLF', () => {
    const output = solve({ working: '\n1/2 + 1/3 =\r\n\r\n  3/6 + 2/6\r\n' });
    expect(output.from_line).toBe(4);
    expect(output.from_step).toBe(1);
    expect(output.from_text).toBe('3/6 + 2/6');
  });
});

describe('semantics 1: check order and defaults', () => {
  test.each([
    [null, 'not_an_object'],
    [[], 'not_an_object'],
    ['1/2 + 1/3', 'not_an_object'],
    [{ working: '1', answer: '1' }, 'unknown_field'],
    [{ working: 1, extra: true }, 'unknown_field'],
    [{ final_form: 'mixed' }, 'missing_field'],
    [{ working: 1 }, 'wrong_type'],
    [{ working: '1', final_form: 2 }, 'wrong_type'],
    [{ working: '1', cancel: 'yes' }, 'wrong_type'],
    [{ working: ' '.repeat(8193), final_form: 'x' }, 'working_too_long'],
    [{ working: '1 + \ud800', final_form: 'x' }, 'lone_surrogate'],
    [{ working: '1 +', final_form: 'any' }, 'bad_final_form'],
    [{ working: '1 +', final_form: 'Mixed' }, 'bad_final_form'],
    [{ working: '   ' }, 'empty_working'],
    [{ working: '1 + 1/0 +' }, 'syntax_error'],
  ])('%j -> %s', (input, reason) => {
    expect(reasonOf(input)).toBe(reason);
  });

  test('a lone surrogate is reported at its code point offset', () => {
    const response = execute('rational-working-solve', { working: '😀 \ud800' }) as { error: { details: { position: number } } };
    expect(response.error.details.position).toBe(2);
  });

  test('final_form defaults to lowest_terms and cancel to false', () => {
    const output = solve({ working: '2/3 × 9/4' });
    expect(output.final_form).toBe('lowest_terms');
    expect(output.steps.map((step) => step.action)).toEqual(['multiply', 'simplify']);
    expect(solve({ working: '2/3 × 9/4', cancel: false })).toEqual(output);
  });
});

describe('semantics 2: the step continued from', () => {
  test('the step before the first not_equal step', () => {
    const output = solve({ working: '1/2 + 1/3\n= 3/6 + 2/6\n= 5/12\n= 5/6' });
    expect([output.from_line, output.from_step, output.from_text]).toEqual([2, 1, '3/6 + 2/6']);
  });

  test('the step before the first division_by_zero step', () => {
    const output = solve({ working: '1/2 + 1/3\n= 3/6 + 2/6\n= 5/0' });
    expect([output.from_line, output.from_step]).toEqual([2, 1]);
  });

  test('the last step when no step is wrong', () => {
    const output = solve({ working: '1/2 + 1/3 = 3/6 + 2/6\n= 5/6' });
    expect([output.from_line, output.from_step, output.from_text]).toEqual([2, 2, '5/6']);
  });

  test('the problem when its first step is wrong, and a later step equal to the problem does not count', () => {
    const output = solve({ working: '1/2 + 1/3\n= 2/5\n= 5/6' });
    expect([output.from_line, output.from_step]).toEqual([1, 0]);
  });

  test('a step on the same line as a wrong one', () => {
    const output = solve({ working: '1/2 + 1/3 = 3/6 + 2/6 = 5/12' });
    expect([output.from_line, output.from_step, output.from_text]).toEqual([1, 1, '3/6 + 2/6']);
  });
});

describe('semantics 3: the problem without a value', () => {
  test('reason division_by_zero, its position in the working, no steps, no value, the working to the end of step 0', () => {
    const output = solve({ working: '  1/2 ÷ (1/3 - 1/3) = 5\n= 7' });
    expect(output).toMatchObject({
      reason: 'division_by_zero',
      division_position: 6,
      steps: [],
      final_value: null,
      working: '  1/2 ÷ (1/3 - 1/3)',
      from_line: 1,
      from_step: 0,
    });
  });

  test('a fraction over 0 is reported at its bar', () => {
    expect(solve({ working: '1 + 3/0' }).division_position).toBe(5);
  });

  test("otherwise reason and division_position are null and final_value is the problem's", () => {
    const output = solve({ working: '1/2 - 3/4\n= 0/0' });
    expect(output).toMatchObject({ reason: null, division_position: null, final_value: '-1/4' });
  });
});

describe('semantics 4: working', () => {
  test('the student\'s lines up to the end of the step continued from, then "= " and each step', () => {
    const output = solve({ working: '2 1/2 + 1 1/3\r\n= 5/2 + 4/3 = 3 2/5\n= 7' });
    expect(output.working).toBe('2 1/2 + 1 1/3\r\n= 5/2 + 4/3\n= 15/6 + 8/6\n= 23/6\n= 3 5/6');
  });

  test('it checks valid, every step equal, and in the final form', () => {
    for (const finalForm of ['lowest_terms', 'improper', 'mixed'] as const) {
      const output = solve({ working: '-2 1/2 ÷ (1 1/3 - 0.5) × 3/8', final_form: finalForm });
      const check = checked(output.working, finalForm);
      expect(check.valid).toBe(true);
      expect(check.final_form_ok).toBe(true);
      expect(check.steps.slice(1).every((step) => step.status === 'equal')).toBe(true);
    }
  });
});

describe('semantics 5: the list of lines', () => {
  test("each line has the problem's value; the last is one number in the final form", () => {
    const output = solve({ working: '1/2 + 1/3 × 3/4' });
    expect(output.steps.every((step) => step.value === '3/4')).toBe(true);
    expect(output.steps.at(-1)!.text).toBe('3/4');
  });

  test('no steps when the step continued from is already the answer in its final form', () => {
    expect(solve({ working: '1/2 + 1/3 = 5/6' }).steps).toEqual([]);
    expect(solve({ working: '7/3' }).steps).toEqual([]);
    expect(solve({ working: '2 1/3' }).steps).toEqual([]);
    expect(solve({ working: '-4' }).steps).toEqual([]);
    expect(solve({ working: '2 1/3', final_form: 'mixed' }).steps).toEqual([]);
  });
});

describe('semantics 6: a line that is one number', () => {
  test('a DECIMAL: decimal_to_fraction, to an INTEGER or a FRACTION in lowest terms', () => {
    const lowest = { final_form: 'lowest_terms' };
    expect(lines('0.75', lowest)).toEqual(['3/4']);
    expect(lines('2.0', lowest)).toEqual(['2']);
    expect(actions('-0.5', lowest)).toEqual(['decimal_to_fraction']);
    expect(lines('-0.5', lowest)).toEqual(['-1/2']);
  });

  test('a fraction not in lowest terms or over 1: simplify', () => {
    expect(lines('6/8')).toEqual(['3/4']);
    expect(stepOf('6/8', 'simplify').numbers).toEqual({ numerator: '6', denominator: '8', common_factor: '2' });
    expect(lines('12/4')).toEqual(['3']);
    expect(lines('5/1')).toEqual(['5']);
    expect(lines('0/7')).toEqual(['0']);
    expect(lines('-6/8')).toEqual(['-3/4']);
  });

  test('a MIXED whose fraction is not in lowest terms stays a MIXED', () => {
    expect(lines('2 2/4')).toEqual(['2 1/2']);
    expect(stepOf('2 2/4', 'simplify').numbers).toEqual({ numerator: '2', denominator: '4', common_factor: '2', whole: '2' });
  });

  test('-0 becomes 0', () => {
    expect(lines('-0')).toEqual(['0']);
    expect(actions('-0')).toEqual(['simplify']);
  });

  test('mixed: an improper fraction becomes w r/d', () => {
    expect(lines('23/6', { final_form: 'mixed' })).toEqual(['3 5/6']);
    expect(lines('-7/3', { final_form: 'mixed' })).toEqual(['-2 1/3']);
    expect(lines('14/6', { final_form: 'mixed' })).toEqual(['7/3', '2 1/3']);
    expect(lines('2/3', { final_form: 'mixed' })).toEqual([]);
  });

  test('improper: a MIXED becomes (w·d+n)/d', () => {
    expect(lines('3 5/6', { final_form: 'improper' })).toEqual(['23/6']);
    expect(stepOf('3 5/6', 'to_improper', { final_form: 'improper' }).numbers).toEqual({
      whole: '3',
      numerator: '5',
      denominator: '6',
      improper_numerator: '23',
    });
    expect(lines('2 2/4', { final_form: 'improper' })).toEqual(['2 1/2', '5/2']);
  });

  test('parentheses around the answer: drop_parentheses, or gone in the step that rewrites it', () => {
    expect(lines('(5/6)')).toEqual(['5/6']);
    expect(actions('((5/6))')).toEqual(['drop_parentheses']);
    expect(lines('(6/8)')).toEqual(['3/4']);
    expect(lines('-(6/8)')).toEqual(['-3/4']);
  });

  test('lowest_terms accepts an improper fraction and a MIXED in lowest terms', () => {
    expect(lines('9/4')).toEqual([]);
    expect(lines('2 1/4')).toEqual([]);
  });
});

describe('semantics 7: the order of the rewrites of a line with an operation', () => {
  test('(1) every MIXED to an improper fraction, in one step, before anything else', () => {
    const step = stepOf('2 1/2 + 1 1/3 × 0.5', 'mixed_to_improper');
    expect(step.text).toBe('5/2 + 4/3 × 0.5');
    expect(step.numbers).toEqual({ wholes: ['2', '1'], numerators: ['1', '1'], denominators: ['2', '3'], improper_numerators: ['5', '4'] });
    expect(actions('2 1/2 + 1 1/3 × 0.5')[1]).toBe('decimal_to_fraction');
  });

  test('(2) every DECIMAL to a fraction when the line also has a fraction', () => {
    const step = stepOf('0.25 + 1/3 - 1.5', 'decimal_to_fraction');
    expect(step.text).toBe('1/4 + 1/3 - 3/2');
    expect(step.numbers).toEqual({
      decimals: ['0.25', '1.5'],
      numerators: ['25', '15'],
      denominators: ['100', '10'],
      fractions: ['1/4', '3/2'],
    });
    expect(lines('0.5 × 4 + 1/3')[0]).toBe('1/2 × 4 + 1/3');
  });

  test("(3) a fraction a step made is reduced before it is used again; the student's own is not", () => {
    expect(lines('1/2 × 2/3 + 1/6')).toEqual(['2/6 + 1/6', '1/3 + 1/6', '2/6 + 1/6', '3/6', '1/2']);
    expect(lines('2/4 + 1/4')).toEqual(['3/4']);
  });

  test('(4) the order of evaluation: parentheses first, × ÷ before + −, left to right', () => {
    expect(lines('1/2 + 1/3 × (1/4 + 1/4)')[0]).toBe('1/2 + 1/3 × 2/4');
    expect(lines('1 + 2 × 3 - 4')).toEqual(['1 + 6 - 4', '7 - 4', '3']);
    expect(lines('8 : 2 : 2')).toEqual(['4 : 2', '2']);
    expect(lines('1 - 2 - 3')).toEqual(['-1 - 3', '-4']);
  });

  test('the rest of the line is copied unchanged', () => {
    expect(lines('7/9 − 1/3 ÷ 2/5 × 3')[0]).toBe('7/9 − 1/3 × 5/2 × 3');
  });
});

describe('semantics 8: the operations', () => {
  test('a line of decimals and whole numbers is worked in decimals', () => {
    const lowest = { final_form: 'lowest_terms' };
    expect(lines('0.3 × 0.2 + 1.4', lowest)).toEqual(['0.06 + 1.4', '1.46', '73/50']);
    expect(actions('0.3 × 0.2 + 1.4', lowest)).toEqual(['evaluate', 'evaluate', 'decimal_to_fraction']);
    expect(lines('1 ÷ 4 + 0.5', lowest)).toEqual(['0.25 + 0.5', '0.75', '3/4']);
    expect(lines('0.5 + 0.5')).toEqual(['1']);
  });

  test('a decimal division that does not end gives a fraction in lowest terms', () => {
    expect(lines('0.5 ÷ 3 + 0.1')).toEqual(['1/6 + 0.1', '1/6 + 1/10', '5/30 + 3/30', '8/30', '4/15']);
  });

  test('two whole numbers: evaluate; a division that does not come out whole is a/b', () => {
    expect(lines('2 + 3')).toEqual(['5']);
    expect(lines('6 : 3')).toEqual(['2']);
    expect(lines('6 : 4')).toEqual(['6/4', '3/2']);
    expect(lines('-6 : 4')).toEqual(['-6/4', '-3/2']);
    expect(stepOf('6 : 4', 'evaluate').numbers).toEqual({ left: '6', right: '4', result: '3/2' });
  });

  test('equal denominators: add_numerators or subtract_numerators, not reduced', () => {
    expect(lines('1/8 + 3/8')).toEqual(['4/8', '1/2']);
    expect(stepOf('5/8 - 7/8', 'subtract_numerators').numbers).toEqual({
      left_numerator: '5',
      right_numerator: '7',
      denominator: '8',
      numerator: '-2',
    });
  });

  test('different denominators: common_denominator over the least common multiple', () => {
    const step = stepOf('5/6 + 3/4', 'common_denominator');
    expect(step.text).toBe('10/12 + 9/12');
    expect(step.numbers).toEqual({
      left_numerator: '5',
      left_denominator: '6',
      right_numerator: '3',
      right_denominator: '4',
      common_denominator: '12',
      left_multiplier: '2',
      right_multiplier: '3',
      scaled_left_numerator: '10',
      scaled_right_numerator: '9',
    });
  });

  test('a whole number goes over the other denominator; an operand already over it stays as it is', () => {
    expect(lines('2 - 1/3')[0]).toBe('6/3 - 1/3');
    expect(lines('1/2 + 1/4')[0]).toBe('2/4 + 1/4');
  });

  test('multiply: numerators times numerators, denominators times denominators; a whole number multiplies the numerator', () => {
    expect(lines('2/3 × 4/5')).toEqual(['8/15']);
    expect(lines('3 × 2/7')).toEqual(['6/7']);
    expect(stepOf('3 × 2/7', 'multiply').numbers).toEqual({
      left_numerator: '3',
      left_denominator: '1',
      right_numerator: '2',
      right_denominator: '7',
      numerator: '6',
      denominator: '7',
    });
  });

  test('cancel before multiplying, only when asked and only when there is a common factor', () => {
    expect(lines('4 × 3/8', { cancel: true })).toEqual(['1 × 3/2', '3/2']);
    expect(lines('2/3 × 4/5', { cancel: true })).toEqual(['8/15']);
    expect(lines('0 × 3/6', { cancel: true })).toEqual(['0/6', '0']);
  });

  test("invert_divisor: a/b ÷ c/d = a/b × d/c, and ÷ n = × 1/n, with the working's own multiplication sign", () => {
    expect(lines('3/4 ÷ 1/2')[0]).toBe('3/4 × 2/1');
    expect(lines('3/4 : 5')[0]).toBe('3/4 × 1/5');
    expect(lines('3/4 * 1/2 : 5')[1]).toBe('3/8 * 1/5');
    expect(stepOf('3/4 ÷ 2/5', 'invert_divisor').numbers).toEqual({ divisor_numerator: '2', divisor_denominator: '5' });
  });
});

describe('semantics 9: how lines are written', () => {
  test('a number replaces the operation with its parentheses; a minus before them becomes its sign', () => {
    expect(lines('(3/6 + 2/6) × 6')[0]).toBe('5/6 × 6');
    expect(lines('-(3/6 + 2/6) + 1')[0]).toBe('-5/6 + 1');
    expect(lines('-(1/2 - 3/4)')).toEqual(['-(2/4 - 3/4)', '1/4']);
  });

  test("one space around each operator; the student's symbols are kept; a signed right operand is bracketed", () => {
    expect(lines('1/2−1/3')[0]).toBe('3/6 − 2/6');
    expect(lines('2 - (1/3 - 1/2)')).toEqual(['2 - (2/6 - 3/6)', '2 - (-1/6)', '12/6 - (-1/6)', '13/6']);
    expect(lines('(1/2) + ((1/3 × 1/2))')[0]).toBe('(1/2) + 1/6');
  });
});

describe('semantics 10: position, rewritten, result', () => {
  test("the left operand's first character, inside the operation's parentheses, in the previous line", () => {
    const [first, second] = solve({ working: '1 + (1/2 + 1/3)' }).steps;
    expect([first!.position, first!.rewritten, first!.result]).toEqual([5, '1/2 + 1/3', '3/6 + 2/6']);
    expect([second!.position, second!.rewritten, second!.result]).toEqual([5, '3/6 + 2/6', '5/6']);
  });

  test("counted in the student's own text for the first step", () => {
    const step = solve({ working: '1  +   ( 1/2 × 2/3 )' }).steps[0]!;
    expect([step.position, step.rewritten]).toEqual([9, '1/2 × 2/3']);
  });

  test("a number's first character, its minus included", () => {
    const step = stepOf('1 + -6/8', 'common_denominator');
    expect(step.position).toBe(0);
    const simplified = solve({ working: '-6/8' }).steps[0]!;
    expect([simplified.position, simplified.rewritten, simplified.result]).toEqual([0, '-6/8', '-3/4']);
  });

  test('null for the whole-line actions, whose rewritten and result are the whole lines', () => {
    const step = stepOf('1 1/2 + 1/4', 'mixed_to_improper');
    expect([step.position, step.rewritten, step.result]).toEqual([null, '1 1/2 + 1/4', '3/2 + 1/4']);
  });
});

describe('semantics 11: numbers', () => {
  test('numerators carry their sign, denominators are positive, values are canonical', () => {
    expect(stepOf('-1/2 × 3/4', 'multiply').numbers).toEqual({
      left_numerator: '-1',
      left_denominator: '2',
      right_numerator: '3',
      right_denominator: '4',
      numerator: '-3',
      denominator: '8',
    });
    expect(stepOf('-2 1/2 + 1/4', 'mixed_to_improper').numbers).toEqual({
      wholes: ['2'],
      numerators: ['1'],
      denominators: ['2'],
      improper_numerators: ['5'],
    });
    expect(stepOf('1/2 × 3/5', 'cancel', { cancel: true })).toBeUndefined();
    expect(stepOf('4/9 × 3/8', 'cancel', { cancel: true }).numbers).toEqual({
      left_numerator: '4',
      left_denominator: '9',
      right_numerator: '3',
      right_denominator: '8',
      left_factor: '4',
      right_factor: '3',
    });
    expect(stepOf('2 × 5/9', 'to_mixed', { final_form: 'mixed' }).numbers).toEqual({
      numerator: '10',
      denominator: '9',
      whole: '1',
      remainder: '1',
    });
    expect(stepOf('(1/2)', 'drop_parentheses').numbers).toEqual({ value: '1/2' });
    expect(stepOf('0.2 + 0.35', 'evaluate').numbers).toEqual({ left: '1/5', right: '7/20', result: '11/20' });
  });
});

describe('semantics 12: limits of the solution', () => {
  const big = '1234567890123456789';
  test('a number of more than 40 digits: solution_literal_too_long, never a partial answer', () => {
    expect(reasonOf({ working: `1/${big}1 + 1/${big}3` })).toBe('solution_literal_too_long');
  });

  test("more than 100 steps with the student's: solution_too_many_steps", () => {
    const terms = Array(64).fill('1/2').join(' + ');
    expect(reasonOf({ working: terms })).toBe('solution_too_many_steps');
    const chain = Array(99).fill('1/2 + 1/3').join(' = ');
    expect(reasonOf({ working: chain })).toBe('solution_too_many_steps');
  });

  test('more than 8192 bytes: solution_too_long', () => {
    const long = `${'(1/2 + 1/3) × '.repeat(9)}1`;
    const working = Array(58).fill(long).join('\n= ');
    expect(new TextEncoder().encode(working).length).toBeLessThanOrEqual(8192);
    expect(reasonOf({ working })).toBe('solution_too_long');
  });

  test('the errors have no position', () => {
    const response = execute('rational-working-solve', { working: `1/${big}1 + 1/${big}3` }) as {
      error: { code: string; details: object };
    };
    expect(response.error.code).toBe('limit_exceeded');
    expect(Object.keys(response.error.details)).toEqual(['reason']);
  });
});

test('semantics 13: every value is canonical', () => {
  const output = solve({ working: '-3/6 + 0.5 - 2/4' });
  for (const value of [output.final_value, ...output.steps.map((step) => step.value)]) expect(value).toBe('-1/2');
});

describe('semantics 4 (1.1.0): the notation is rewritten first, one kind a step, every instance at once', () => {
  test.each([
    ['3/4 of 12', ['3/4 × 12', '36/4', '9'], ['of_to_times', 'multiply', 'simplify']],
    ['25% of 80', ['25/100 of 80', '25/100 × 80', '2000/100', '20'], ['percent_to_fraction', 'of_to_times', 'multiply', 'simplify']],
    ['(2/3)^2 + 1/9', ['2/3 × 2/3 + 1/9', '4/9 + 1/9', '5/9'], ['power_to_product', 'multiply', 'add_numerators']],
    [
      '2³ × 1/4',
      ['2 × 2 × 2 × 1/4', '4 × 2 × 1/4', '8 × 1/4', '8/4', '2'],
      ['power_to_product', 'evaluate', 'evaluate', 'multiply', 'simplify'],
    ],
    ['0.333... + 1', ['1/3 + 1', '1/3 + 3/3', '4/3'], ['repeating_decimal_to_fraction', 'common_denominator', 'add_numerators']],
  ])('%s', (working, expectedLines, expectedActions) => {
    expect(lines(working)).toEqual(expectedLines);
    expect(actions(working)).toEqual(expectedActions);
  });

  test('percent_to_fraction: the number as written over 100, every percentage in one step, its sign kept', () => {
    expect(lines('12.5% of 80')[0]).toBe('125/1000 of 80');
    expect(lines('1/2% + 2 1/2%')[0]).toBe('1/200 + 5/200');
    expect(lines('-25% + 1')[0]).toBe('-25/100 + 1');
    expect(stepOf('25% + 50%', 'percent_to_fraction').numbers).toEqual({
      percents: ['25%', '50%'],
      numerators: ['25', '50'],
      denominators: ['100', '100'],
    });
    expect(lines('33.3...% × 3')[0]).toBe('1/3 × 3');
  });

  test('repeating_decimal_to_fraction: its value in lowest terms, with the block the grammar reads', () => {
    expect(stepOf('0.1666... + 0.121212...', 'repeating_decimal_to_fraction')).toMatchObject({
      text: '1/6 + 4/33',
      position: null,
      rewritten: '0.1666... + 0.121212...',
      result: '1/6 + 4/33',
      numbers: { decimals: ['0.1666...', '0.121212...'], blocks: ['6', '12'], fractions: ['1/6', '4/33'] },
    });
  });

  test("of_to_times: the working's own multiplication sign, or ×", () => {
    expect(lines('1/2 of 1/3 * 2')[0]).toBe('1/2 * 1/3 * 2');
    expect(stepOf('3/4 of 12', 'of_to_times').numbers).toEqual({});
  });

  test('power_to_product: a number bare, a signed number or an expression in parentheses, the inner power first', () => {
    expect(lines('(-2)^2')[0]).toBe('(-2) × (-2)');
    expect(lines('-2² + 1')[0]).toBe('-(2 × 2) + 1');
    expect(lines('1/2 ÷ 2²')[0]).toBe('1/2 ÷ (2 × 2)');
    expect(lines('(1/2 + 1/3)^2')[0]).toBe('(1/2 + 1/3) × (1/2 + 1/3)');
    expect(stepOf('(2^2)^3', 'power_to_product').numbers).toEqual({ bases: ['2', '2 × 2'], exponents: ['2', '3'] });
    expect(lines('(2^2)^3')[0]).toBe('(2 × 2) × (2 × 2) × (2 × 2)');
  });

  test('each factor of a product is worked on its own', () => {
    expect(lines('(1/2 + 1/3)^2').slice(1, 3)).toEqual(['(3/6 + 2/6) × (1/2 + 1/3)', '5/6 × (1/2 + 1/3)']);
  });

  test('a DECIMAL written .5 is worked like any other; a MIXED whose fraction part is not proper becomes improper', () => {
    expect(lines('1 + .5')).toEqual(['1.5']);
    expect(lines('3 13/12 - 1')).toEqual(['49/12 - 1', '49/12 - 12/12', '37/12', '3 1/12']);
    expect(actions('3 13/12')).toEqual(['mixed_to_improper', 'to_mixed']);
    expect(lines('3 13/12', { final_form: 'mixed' })).toEqual(['49/12', '4 1/12']);
  });

  test("a student's line with the notation is continued from, and unsupported_notation is gone", () => {
    const output = solve({ working: '1/2 + 0.333...\n= 0.5 + 0.333...' });
    expect(output.from_step).toBe(1);
    expect(output.steps.map((step) => step.text)).toEqual(['0.5 + 1/3', '1/2 + 1/3', '3/6 + 2/6', '5/6']);
    for (const working of ['2² + 3/4 of 12', '1 + 25 %', '0.333... + 1', '3 13/12 - 1']) expect(reasonOf({ working })).toBeUndefined();
  });

  test('every solution re-checks valid, each step equal', () => {
    for (const working of ['25% of 80', '(2/3)^2 + 1/9', '2³ × 1/4', '3/4 of (1/2 + 1/4)^2', '-2² + 50% of 1/2', '0.1666... × 6']) {
      const output = solve({ working });
      const after = checked(output.working, output.final_form);
      expect(after.valid).toBe(true);
      expect(after.steps.slice(1).every((step) => step.status === 'equal')).toBe(true);
    }
  });

  it('a problem without a value is answered as before, whatever its notation', () => {
    expect(solve({ working: '2² ÷ 0' }).reason).toBe('division_by_zero');
  });
});

describe('semantics 15 (1.1.0): a decimal problem is worked in decimals and ends in one', () => {
  test('1.5 + 2.25 = 3.75, 0.3 × 0.2 = 0.06: final_form decimal by default', () => {
    expect(solve({ working: '1.5 + 2.25' })).toMatchObject({ final_form: 'decimal', working: '1.5 + 2.25\n= 3.75' });
    expect(lines('0.3 × 0.2')).toEqual(['0.06']);
    expect(lines('1.5 × 2 + 3 ÷ 4')).toEqual(['3 + 3 ÷ 4', '3 + 0.75', '3.75']);
    expect(lines('0.5 of 12')).toEqual(['0.5 × 12', '6']);
    expect(lines('0.5^2 + 1')).toEqual(['0.5 × 0.5 + 1', '0.25 + 1', '1.25']);
  });

  test('a value that does not terminate ends in a fraction in lowest terms', () => {
    expect(solve({ working: '1.2 ÷ 0.7' })).toMatchObject({ final_form: 'decimal', working: '1.2 ÷ 0.7\n= 12/7' });
    expect(checked('1.2 ÷ 0.7\n= 12/7', 'decimal').valid).toBe(true);
  });

  test('not a decimal problem: a fraction bar, a MIXED, a "%", a repeating decimal, or no DECIMAL at all', () => {
    for (const working of ['0.5 + 1/2', '0.5 + 1 1/2', '0.5 + 10%', '0.5 + 0.333...', '1 + 2']) {
      expect(solve({ working }).final_form).toBe('lowest_terms');
    }
  });

  test('a final form asked for is kept: lowest_terms ends a decimal problem in a fraction', () => {
    expect(lines('1.5 + 2.25', { final_form: 'lowest_terms' })).toEqual(['3.75', '15/4']);
  });
});

describe('semantics 7 (1.1.0): the final form decimal', () => {
  test('to_decimal: a fraction whose value terminates, with its numbers', () => {
    expect(lines('1/2 + 1/4', { final_form: 'decimal' })).toEqual(['2/4 + 1/4', '3/4', '0.75']);
    expect(stepOf('-5/2', 'to_decimal', { final_form: 'decimal' })).toMatchObject({
      text: '-2.5',
      position: 0,
      rewritten: '-5/2',
      result: '-2.5',
      numbers: { numerator: '-5', denominator: '2', decimal: '-2.5' },
    });
    expect(lines('2 1/2', { final_form: 'decimal' })).toEqual(['2.5']);
  });

  test('a value that does not terminate stays a fraction in lowest terms; a decimal or an integer is already in the form', () => {
    expect(lines('1/3 + 1/3', { final_form: 'decimal' })).toEqual(['2/3']);
    expect(lines('0.25', { final_form: 'decimal' })).toEqual([]);
    expect(lines('(0.25)', { final_form: 'decimal' })).toEqual(['0.25']);
    expect(lines('-0.0', { final_form: 'decimal' })).toEqual(['0']);
  });

  test('a line without fractions is worked in decimals when the answer is to be one', () => {
    expect(lines('3 ÷ 4', { final_form: 'decimal' })).toEqual(['0.75']);
  });
});

describe('1.2.0: a mixed problem ends in a mixed number', () => {
  test('asked for no final form, a problem with a MIXED and no DECIMAL is worked to the mixed form', () => {
    const output = solve({ working: '3 2/4 - 1 3/4 = 2 1/4' });
    expect(output.final_form).toBe('mixed');
    expect(output.steps.map((step) => step.text)).toEqual(['14/4 - 7/4', '7/4', '1 3/4']);
    expect(output.steps.at(-1)!.action).toBe('to_mixed');
  });

  test('a value below 1 stays a fraction; a final form asked for is kept; a DECIMAL makes the problem no mixed one', () => {
    expect(solve({ working: '1 1/2 - 3/4' }).steps.at(-1)!.text).toBe('3/4');
    expect(solve({ working: '3 2/4 - 1 3/4', final_form: 'lowest_terms' }).steps.at(-1)!.text).toBe('7/4');
    expect(solve({ working: '2 1/2 × 0.5' }).final_form).toBe('lowest_terms');
    expect(solve({ working: '1/2 + 1/3' }).final_form).toBe('lowest_terms');
  });
});
