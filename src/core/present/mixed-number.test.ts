import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Rational } from '../rational';
import { formatMixedNumber, isProperMixed, toMixedNumber } from './mixed-number';

const rational = (text: string): Rational => Rational.parse(text)!;

/** Rationals from small to a few hundred digits, reduced by Rational.of. */
const anyRational = fc
  .tuple(
    fc.oneof(fc.bigInt({ min: -1000n, max: 1000n }), fc.bigInt({ min: -(10n ** 300n), max: 10n ** 300n })),
    fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 10n ** 300n })),
  )
  .map(([n, d]) => Rational.of(n, d));

describe('toMixedNumber', () => {
  test('worked examples', () => {
    expect(toMixedNumber(rational('7/2'))).toEqual({ sign: '', whole: '3', numerator: '1', denominator: '2' });
    expect(toMixedNumber(rational('-7/2'))).toEqual({ sign: '-', whole: '3', numerator: '1', denominator: '2' });
    expect(toMixedNumber(rational('1/2'))).toEqual({ sign: '', whole: '0', numerator: '1', denominator: '2' });
    expect(toMixedNumber(rational('-1/3'))).toEqual({ sign: '-', whole: '0', numerator: '1', denominator: '3' });
    expect(toMixedNumber(rational('5'))).toEqual({ sign: '', whole: '5', numerator: '0', denominator: '1' });
    expect(toMixedNumber(rational('-5'))).toEqual({ sign: '-', whole: '5', numerator: '0', denominator: '1' });
    expect(toMixedNumber(rational('0'))).toEqual({ sign: '', whole: '0', numerator: '0', denominator: '1' });
    expect(toMixedNumber(rational('-22/7'))).toEqual({ sign: '-', whole: '3', numerator: '1', denominator: '7' });
  });

  test('sign·(whole + numerator/denominator) is the value, with a proper fraction in lowest terms', () => {
    fc.assert(
      fc.property(anyRational, (value) => {
        const parts = toMixedNumber(value);
        const whole = BigInt(parts.whole);
        const numerator = BigInt(parts.numerator);
        const denominator = BigInt(parts.denominator);
        expect(whole >= 0n && numerator >= 0n && numerator < denominator).toBe(true);
        const magnitude = Rational.fromInteger(whole).add(Rational.of(numerator, denominator));
        expect((parts.sign === '-' ? magnitude.negate() : magnitude).equals(value)).toBe(true);
        expect(parts.sign === '-').toBe(value.sign() < 0);
        // The fraction part keeps the value's denominator, so it is in lowest terms too.
        expect(parts.denominator).toBe(value.denominator.toString());
      }),
    );
  });
});

describe('formatMixedNumber and isProperMixed', () => {
  test('leave out a zero whole part and a zero fraction', () => {
    const cases: [string, string, boolean][] = [
      ['7/2', '3 1/2', true],
      ['-7/2', '-3 1/2', true],
      ['1/2', '1/2', false],
      ['-1/2', '-1/2', false],
      ['5', '5', false],
      ['-5', '-5', false],
      ['0', '0', false],
      ['100/3', '33 1/3', true],
    ];
    for (const [text, formatted, proper] of cases) {
      const parts = toMixedNumber(rational(text));
      expect(formatMixedNumber(parts), text).toBe(formatted);
      expect(isProperMixed(parts), text).toBe(proper);
    }
  });
});
