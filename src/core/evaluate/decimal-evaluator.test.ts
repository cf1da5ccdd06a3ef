// evaluateDecimal: post-order faults (division by zero, zero to a negative power), the 200-digit
// cap and the ^ pre-check, and the arithmetic work charged, worked out by hand per expression.
// A charge is the square of the largest digit count among the operation's numerators and
// denominators; literal reductions are charged while parsing, operations while evaluating.
import { describe, expect, test } from 'vitest';
import { WorkBudget } from '../budget';
import type { RoundingMode } from '../decimal';
import { ToolError } from '../errors';
import { parseDecimalExpression } from '../grammar/decimal-parser';
import { Rational } from '../rational';
import { evaluateDecimal, MAX_INTERMEDIATE_DIGITS } from './decimal-evaluator';

interface Options {
  /** Values as rational strings ("3/2"): the parser takes them already read. */
  variables?: Record<string, string>;
  rounding?: RoundingMode;
  limit?: number;
}

interface Run {
  value: Rational | null;
  fault: { code: string; reason: string; position: number | undefined } | null;
  /** Work charged while parsing (literal reductions) and while evaluating. */
  parseWork: number;
  evaluationWork: number;
}

function run(source: string, { variables = {}, rounding = 'half_even', limit }: Options = {}): Run {
  const budget = new WorkBudget(limit);
  const map = new Map(Object.entries(variables).map(([name, text]) => [name, Rational.parse(text)!]));
  const tree = parseDecimalExpression(source, Number.POSITIVE_INFINITY, { variables: map, roundingGiven: true, budget });
  const parseWork = budget.used;
  try {
    const value = evaluateDecimal(tree, { budget, rounding });
    return { value, fault: null, parseWork, evaluationWork: budget.used - parseWork };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return {
      value: null,
      fault: { code: error.code, reason: error.reason, position: error.position },
      parseWork,
      evaluationWork: budget.used - parseWork,
    };
  }
}

function value(source: string, options?: Options): string {
  const { value: v, fault } = run(source, options);
  if (v === null) throw new Error(`${source}: ${JSON.stringify(fault)}`);
  return v.toString();
}

const faultOf = (source: string, options?: Options) => run(source, options).fault;

describe('values', () => {
  test.each([
    ['8/2/2', '2'],
    ['2-3-4', '-5'],
    ['-2^2', '-4'],
    ['2*-3', '-6'],
    ['2--3', '5'],
    ['(-2)^2', '4'],
    ['2^-2', '1/4'],
    ['(-1/2)^-3', '-8'],
    ['0^0', '1'],
    ['0.1 + 0.2', '3/10'],
    ['abs(-1.5)', '3/2'],
    ['min(3, -1, 2)', '-1'],
    ['max(3, -1, 2)', '3'],
    ['max(0.10, 0.1)', '1/10'],
    ['round(1.25, 1)', '6/5'],
    ['round(-1.25, 1)', '-6/5'],
    ['round(2/3, 3)', '667/1000'],
    ['round(123.456, 0)', '123'],
  ])('%s = %s', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  test("round() uses the request's mode", () => {
    expect(value('round(1.25, 1)', { rounding: 'half_up' })).toBe('13/10');
    expect(value('round(-1.25, 1)', { rounding: 'half_ceiling' })).toBe('-6/5');
    expect(value('round(-1.21, 1)', { rounding: 'floor' })).toBe('-13/10');
    expect(value('round(1.2, 1)', { rounding: 'unnecessary' })).toBe('6/5');
  });

  test('round() in mode unnecessary when inexact is not_computable / rounding_necessary at the call', () => {
    expect(faultOf('1 + round(1.25, 1)', { rounding: 'unnecessary' })).toEqual({
      code: 'not_computable',
      reason: 'rounding_necessary',
      position: 4,
    });
  });
});

describe('division by zero and zero to a negative power, in post-order', () => {
  test.each([
    ['1/0', 'division_by_zero', 1],
    ['0/0', 'division_by_zero', 1],
    ['1/(2-2)', 'division_by_zero', 1],
    ['1/0 + 2/0', 'division_by_zero', 1],
    ['(1/0) + (2/0)', 'division_by_zero', 2],
    ['(1/0)/0', 'division_by_zero', 2],
    ['1/(0/0)', 'division_by_zero', 4],
    ['0 * (1/0)', 'division_by_zero', 6],
    ['(1/0)^-1', 'division_by_zero', 2],
    ['0^-1', 'zero_to_negative_power', 1],
    ['(0.0)^-2', 'zero_to_negative_power', 5],
    ['(1-1)^-1 / 0', 'zero_to_negative_power', 5],
    ['min(1/0, 0^-1)', 'division_by_zero', 5],
    ['max(0^-1, 1/0)', 'zero_to_negative_power', 5],
    ['abs(2/(x-x))', 'division_by_zero', 5],
    ['round(1/0, 2)', 'division_by_zero', 7],
  ])('%s is %s at %i', (source, reason, position) => {
    expect(faultOf(source, { variables: { x: '1/2' } })).toEqual({ code: 'not_computable', reason, position });
  });
});

describe('the 200-digit cap', () => {
  test('the cap is 200 digits', () => {
    expect(MAX_INTERMEDIATE_DIGITS).toBe(200);
  });

  test('a 200-digit result passes; 201 digits are limit_exceeded / intermediate_too_large at the operator', () => {
    expect(value('10^100 * 10^99')).toBe(`1${'0'.repeat(199)}`);
    expect(faultOf('10^100 * 10^100')).toEqual({ code: 'limit_exceeded', reason: 'intermediate_too_large', position: 7 });
    expect(faultOf('1 + -10^100 * 10^100')).toMatchObject({ reason: 'intermediate_too_large', position: 12 });
  });

  test('denominators are capped too', () => {
    expect(value('1/10^100/10^99')).toBe(`1/1${'0'.repeat(199)}`);
    expect(faultOf('1/10^100/10^100')).toEqual({ code: 'limit_exceeded', reason: 'intermediate_too_large', position: 8 });
  });

  test('^ is rejected before it runs when digits × |exponent| > 200, even if the result would fit', () => {
    // 100 has 3 digits: 3·66 = 198 passes; 3·67 = 201 is refused although 100^67 = 10^134.
    expect(value('100^66')).toBe(`1${'0'.repeat(132)}`);
    expect(faultOf('100^67')).toEqual({ code: 'limit_exceeded', reason: 'intermediate_too_large', position: 3 });
    expect(faultOf('0.01^-67')).toEqual({ code: 'limit_exceeded', reason: 'intermediate_too_large', position: 4 });
    expect(value('10^100')).toBe(`1${'0'.repeat(100)}`); // 2·100 = 200 passes
    const sixty = '9'.repeat(60);
    expect(run(`${sixty}^3`).value).not.toBeNull();
    expect(faultOf(`${sixty}^4`)).toEqual({ code: 'limit_exceeded', reason: 'intermediate_too_large', position: 60 });
  });

  test('a round() result is capped, its temporaries are not', () => {
    // 10^199 + 1/3 has a 200-digit numerator; rounded to 40 places it needs 240 digits.
    // (The budget is lifted: the addition alone costs 200² = 40,000 units.)
    expect(faultOf('round(10^100 * 10^99 + 1/3, 40)', { limit: Number.MAX_SAFE_INTEGER })).toEqual({
      code: 'limit_exceeded',
      reason: 'intermediate_too_large',
      position: 0,
    });
    // x·10^40 inside round has 240 digits, but the rounded value is x itself.
    expect(value('round(10^100 * 10^99, 40)', { limit: Number.MAX_SAFE_INTEGER })).toBe(`1${'0'.repeat(199)}`);
  });
});

describe('work charged', () => {
  test.each([
    // [source, parse work, evaluation work]
    ['2 - 0.125 * 8', 1 + 16 + 1, 1 + 1], // 125/1000 has 4 digits; then 1·1 products of 1-digit parts
    ['(1/3)^2', 1 + 1, 1 + 1], // divide, then power on 1/3
    ['abs(-12.5) + -3', 9 + 1, 4], // abs and minus are free; 25/2 + -3: largest part 25
    ['min(1.5, 2, 30)', 4 + 1 + 4, 1 + 4], // k−1 comparisons: (3/2, 2) then (3/2, 30)
    ['max(1, 200, 3)', 1 + 9 + 1, 9 + 9], // (1, 200) then (200, 3): the best so far is compared
    ['min(1, 200, 3)', 1 + 9 + 1, 9 + 1], // (1, 200) then (1, 3)
    ['round(1.25, 1)', 9, 1], // round is charged for 5/4; its digits are no literal
    ['round(123.456, 2) * 10', 36 + 4, 25 + 16], // literal 123456/1000; round on 15432/125; 6173/50 · 10
    ['2^100', 1, 1], // the power is charged for its base
    ['x * y', 0, 4], // variables were charged when read, not here
  ])('%s', (source, parseWork, evaluationWork) => {
    const result = run(source, { variables: { x: '3/2', y: '12' } });
    expect(result.fault).toBeNull();
    expect([result.parseWork, result.evaluationWork]).toEqual([parseWork, evaluationWork]);
  });

  test('work is charged before the operation, so the budget can end it before a fault', () => {
    // 1/0: 2 units of literals, then 1 for the division, which exceeds a limit of 2 first.
    expect(faultOf('1/0', { limit: 2 })).toEqual({ code: 'limit_exceeded', reason: 'arithmetic_work', position: 1 });
    expect(faultOf('1/0', { limit: 3 })).toMatchObject({ reason: 'division_by_zero' });
    // The power is charged (9 for 100) before its digit pre-check refuses it.
    const refused = run('100^67');
    expect(refused.fault).toMatchObject({ reason: 'intermediate_too_large' });
    expect(refused.evaluationWork).toBe(9);
    expect(faultOf('100^67', { limit: 17 })).toMatchObject({ reason: 'arithmetic_work', position: 3 });
    // round is charged before it finds it cannot round exactly.
    const inexact = run('round(1.25, 1)', { rounding: 'unnecessary' });
    expect(inexact.fault).toMatchObject({ reason: 'rounding_necessary' });
    expect(inexact.evaluationWork).toBe(1);
  });

  test('a chain of 60-digit products exhausts the budget before the cap', () => {
    // Literals: 4·3600. Products: 60·60 → 3600, 120·60 → 14,400, then 180·60 → 32,400 would make
    // 64,800 > 50,000: arithmetic_work at the third "*", before L^4's 240 digits are ever made.
    const L = '9'.repeat(60);
    const result = run(`${L}*${L}*${L}*${L}`);
    expect(result.parseWork).toBe(4 * 3600);
    expect(result.fault).toEqual({ code: 'limit_exceeded', reason: 'arithmetic_work', position: 182 });
    expect(run(`${L}*${L}*${L}`).evaluationWork).toBe(3600 + 14_400);
  });

  test('a total of exactly 50,000 units is allowed; 49,999 is not enough', () => {
    // Six 60-digit and two 40-digit literals: 6·3600 + 2·1600 = 24,800 while parsing. Seven
    // additions, each with a 60-digit partial sum (it stays below 10^60): 7·3600 = 25,200.
    const A = `1${'0'.repeat(59)}`;
    const B = `1${'0'.repeat(39)}`;
    const source = [A, A, A, A, A, A, B, B].join('+');
    const enough = run(source);
    expect([enough.parseWork, enough.evaluationWork]).toEqual([24_800, 25_200]);
    expect(enough.fault).toBeNull();
    expect(enough.value!.toString()).toBe(`6${'0'.repeat(19)}2${'0'.repeat(39)}`);
    expect(faultOf(source, { limit: 49_999 })).toEqual({
      code: 'limit_exceeded',
      reason: 'arithmetic_work',
      position: source.lastIndexOf('+'),
    });
  });
});
