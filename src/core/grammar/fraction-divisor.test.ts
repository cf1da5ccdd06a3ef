import { describe, expect, it } from 'vitest';
import { fractionDivisor } from './fraction-divisor';

describe('a division by a written fraction, in the Check tab', () => {
  it('is found, and both readings are spelled out', () => {
    expect(fractionDivisor('1/2 ÷ 3/4')).toEqual({
      chain: '1/2 ÷ 3/4',
      checkReading: '((1/2) ÷ 3) / 4',
      fraction: '3/4',
      parenthesized: '1/2 ÷ (3/4)',
    });
    expect(fractionDivisor('1 / 2/3')).toEqual({
      chain: '1 / 2/3',
      checkReading: '(1 / 2) / 3',
      fraction: '2/3',
      parenthesized: '1 / (2/3)',
    });
    expect(fractionDivisor('1/2/3/4')).toMatchObject({ checkReading: '((1/2) / 3) / 4', fraction: '3/4', parenthesized: '1/2/(3/4)' });
  });

  it('covers only the product or quotient the fraction ends, with its unary minuses and groups', () => {
    expect(fractionDivisor('1 + 1/2 ÷ 3/4 - 1')).toMatchObject({ chain: '1/2 ÷ 3/4', checkReading: '((1/2) ÷ 3) / 4' });
    expect(fractionDivisor('2 × 1/2 ÷ 3/4')).toMatchObject({ chain: '2 × 1/2 ÷ 3/4', checkReading: '(((2 × 1) / 2) ÷ 3) / 4' });
    expect(fractionDivisor('(1 + 2) ÷ 3/4')).toMatchObject({ chain: '(1 + 2) ÷ 3/4', checkReading: '((1 + 2) ÷ 3) / 4' });
    expect(fractionDivisor('(1/2 ÷ 3/4) * 2')).toMatchObject({ chain: '1/2 ÷ 3/4' });
    expect(fractionDivisor('1 - -2 ÷ 3/4')).toMatchObject({ chain: '-2 ÷ 3/4', checkReading: '(-2 ÷ 3) / 4' });
    expect(fractionDivisor('1 ÷ -3/4')).toMatchObject({ checkReading: '(1 ÷ -3) / 4', parenthesized: '1 ÷ -(3/4)' });
  });

  it('is not found where both readings agree or the fraction is not written as one', () => {
    for (const expression of ['1/2/3', '1 ÷ (3/4)', '1 ÷ 3 / 4', '1 ÷ 3/ 4', '1/2 + 3/4', '3/4 × 1/2', '1 ÷ 3 4/5', '']) {
      expect(fractionDivisor(expression), expression).toBeNull();
    }
  });

  it('is not looked for outside the Check tab’s grammar (":" and letters are its errors to report)', () => {
    expect(fractionDivisor('6:2/3')).toBeNull();
    expect(fractionDivisor('1 + x ÷ 3/4')).toBeNull();
  });
});
