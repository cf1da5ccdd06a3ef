// evaluateRationalExpression: exact values, the first division by zero in post-order (operands first, left
// before right), and the 500-digit cap on every reduced intermediate.
import { describe, expect, test } from 'vitest';
import { faultOf, thrownBy } from '../../testing/expect-error';
import { evaluateRationalExpression, MAX_VALUE_DIGITS } from './rational-evaluator';

const evaluate = (source: string) => evaluateRationalExpression(source, Number.POSITIVE_INFINITY);

function value(source: string): string {
  const result = evaluate(source);
  if (result.value === null) throw new Error(`division by zero at ${result.divisionByZero.operatorAt}`);
  return result.value.toString();
}

/** The zero divisor's operator offset and the divisor's source text. */
function zeroDivisor(source: string): [number, string] {
  const result = evaluate(source);
  if (result.divisionByZero === null) throw new Error(`${source} = ${result.value.toString()}`);
  const { operatorAt, divisor } = result.divisionByZero;
  return [operatorAt, source.slice(divisor.from, divisor.to)];
}

const fault = (source: string) => faultOf(() => evaluate(source));

/** 10^499: the largest power of ten a 500-digit literal can write. */
const L = `1${'0'.repeat(499)}`;

describe('values', () => {
  test.each([
    ['1/3 + 1/6', '1/2'],
    ['-(2-5)*4/6', '2'],
    ['8/2/2', '2'],
    ['2-3-4', '-5'],
    ['1 \u2212 1 \u00f7 3 \u00d7 3', '0'],
    ['--7', '7'],
    ['0 - 0', '0'],
    ['-0', '0'],
    ['6/-4', '-3/2'],
    // Literals of up to three digits come from a table of shared values; four and more are read.
    ['999 + 1', '1000'],
    ['1000 - 1', '999'],
    ['-999 * 999 / 998001', '-1'],
    ['0 / 999 - 0', '0'],
    ['(100 - 99) / (1000 - 999) * 7', '7'],
  ])('%s = %s', (source, expected) => {
    expect(value(source)).toBe(expected);
  });
});

describe('division by zero', () => {
  test.each([
    ['1/0', 1, '0'],
    ['0/0', 1, '0'],
    ['1/(2-2) + 1', 1, '(2-2)'],
    ['1/0 + 1/0', 1, '0'],
    ['(1/0)/0', 2, '0'],
    ['1/(1/0)', 4, '0'],
    ['1/(3-3)/0', 1, '(3-3)'],
    ['0*(1/0)', 4, '0'],
    ['1 \u00f7 ( 5 - 5 )', 2, '( 5 - 5 )'],
    ['2/-(1-1)', 1, '-(1-1)'],
    ['(2/3 - 2/3) / 1 + 5/(0*7)', 19, '(0*7)'],
  ])('%s: the first zero divisor is at %i (%s)', (source, position, divisor) => {
    expect(zeroDivisor(source)).toEqual([position, divisor]);
  });

  test('no division by zero where a divisor is only zero in part', () => {
    expect(value('1/(1-1+1)')).toBe('1');
  });
});

describe('the 500-digit cap', () => {
  test('the cap is 500 digits', () => {
    expect(MAX_VALUE_DIGITS).toBe(500);
  });

  test('500 digits pass; 501 are limit_exceeded / intermediate_too_large at the operator', () => {
    expect(value(`${L}*9`)).toBe(`9${'0'.repeat(499)}`);
    expect(fault(`${L}*10`)).toEqual({ code: 'limit_exceeded', reason: 'intermediate_too_large', position: 500 });
    expect(fault(`-${L}*10`)).toEqual({ code: 'limit_exceeded', reason: 'intermediate_too_large', position: 501 });
    expect(fault(`${L}*9 + ${L}`)).toMatchObject({ reason: 'intermediate_too_large', position: 503 });
    expect(fault(`0 - ${L}*9 - ${L}`)).toMatchObject({ reason: 'intermediate_too_large', position: 507 });
  });

  test('denominators are capped too', () => {
    expect(value(`1/${L}`)).toBe(`1/${L}`);
    expect(value(`1/${L}/9`)).toBe(`1/9${'0'.repeat(499)}`);
    expect(fault(`1/${L}/10`)).toEqual({ code: 'limit_exceeded', reason: 'intermediate_too_large', position: 502 });
  });

  test('the cap is on reduced values', () => {
    // L·9/7 · 7/9: the unreduced product's numerator would have 501 digits.
    expect(value(`(${L}*9/7)*(7/9)`)).toBe(L);
    expect(value(`(${L}*9)/(${L}*9)`)).toBe('1');
  });

  test('post-order: whichever comes first, a zero divisor or an oversized value', () => {
    expect(zeroDivisor(`1/0 + ${L}*10`)).toEqual([1, '0']);
    expect(fault(`${L}*10 + 1/0`)).toMatchObject({ reason: 'intermediate_too_large', position: 500 });
  });
});

// The evaluator computes as it parses and stops at the first zero divisor or oversized value; a
// fault anywhere in the source, even far to the right of that point, must still come first.
describe("the source's faults come before where the evaluation stopped", () => {
  test('a syntax or nesting fault after a zero divisor or an oversized value', () => {
    expect(fault('1/0 + * 2')).toMatchObject({ reason: 'unexpected_token', position: 6 });
    expect(fault('1/0 + (')).toMatchObject({ reason: 'unexpected_end', position: 7 });
    expect(fault(`${L}*10 + 1)`)).toMatchObject({ reason: 'unexpected_token', position: 507 });
    expect(fault(`1/(2-2) + ${'('.repeat(65)}1${')'.repeat(65)}`)).toMatchObject({ reason: 'nesting_too_deep', position: 74 });
  });

  test('a lexical fault, the token count or a lone surrogate after them', () => {
    expect(fault('1/0 + 07')).toMatchObject({ reason: 'malformed_number', position: 6 });
    expect(fault(`${L}*10 $`)).toMatchObject({ reason: 'invalid_character', position: 504 });
    expect(fault('1/0 \ud800')).toMatchObject({ reason: 'lone_surrogate', position: 4 });
    expect(thrownBy(() => evaluateRationalExpression('1/0 + 1 + 1', 4))).toMatchObject({ reason: 'too_many_tokens', position: 6 });
  });

  test('with no fault after it, the stop is the answer', () => {
    expect(zeroDivisor(`1/0 + (${L}*10)`)).toEqual([1, '0']);
    expect(fault(`(${L}*10) + 1/0`)).toMatchObject({ reason: 'intermediate_too_large', position: 501 });
  });
});
