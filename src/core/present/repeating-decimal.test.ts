import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Rational } from '../rational';
import { formatRepeatingDecimal, toRepeatingDecimal, type RepeatingDecimal } from './repeating-decimal';

const rational = (text: string): Rational => Rational.parse(text)!;
const decimal = (text: string, maxDigits?: number): string => formatRepeatingDecimal(toRepeatingDecimal(rational(text), maxDigits));

/**
 * The schoolbook algorithm, independent of the one under test: long division remembering where
 * each remainder was first met; the first repeated remainder marks the period.
 */
function schoolbook(value: Rational): string {
  const negative = value.numerator < 0n;
  const n = negative ? -value.numerator : value.numerator;
  const d = value.denominator;
  let text = `${negative ? '-' : ''}${n / d}`;
  let remainder = n % d;
  if (remainder === 0n) return text;
  const digits: string[] = [];
  const seen = new Map<bigint, number>();
  while (remainder !== 0n && !seen.has(remainder)) {
    seen.set(remainder, digits.length);
    remainder *= 10n;
    digits.push((remainder / d).toString());
    remainder %= d;
  }
  text += '.';
  if (remainder === 0n) return text + digits.join('');
  const start = seen.get(remainder)!;
  return `${text}${digits.slice(0, start).join('')}(${digits.slice(start).join('')})`;
}

/** The exact value the parts denote: integer + A/10^k + B/(10^k·(10^p − 1)). */
function valueOf(parts: RepeatingDecimal): Rational {
  const k = BigInt(parts.nonRepeating.length);
  const p = BigInt(parts.repeating.length);
  let magnitude = Rational.fromInteger(BigInt(parts.integer));
  if (k > 0n) magnitude = magnitude.add(Rational.of(BigInt(parts.nonRepeating), 10n ** k));
  if (p > 0n) magnitude = magnitude.add(Rational.of(BigInt(parts.repeating), 10n ** k * (10n ** p - 1n)));
  return parts.sign === '-' ? magnitude.negate() : magnitude;
}

/** Whether the block is a repetition of a shorter block (then the period was not minimal). */
const isPower = (block: string): boolean => block.length > 1 && (block + block).indexOf(block, 1) < block.length;

/** More fraction digits than any generated value needs: periods below 5000, pre-periods below 61. */
const ENOUGH_DIGITS = 6000;

const smallRational = fc
  .tuple(fc.bigInt({ min: -100_000n, max: 100_000n }), fc.bigInt({ min: 1n, max: 5000n }))
  .map(([n, d]) => Rational.of(n, d));

/** Denominators with large powers of 2 and 5 beside a small cofactor: long pre-periods. */
const prePeriodRational = fc
  .tuple(fc.bigInt({ min: -1000n, max: 1000n }), fc.nat(60), fc.nat(60), fc.constantFrom(1n, 3n, 7n, 11n, 13n, 17n, 37n, 41n, 101n))
  .map(([n, a, b, m]) => Rational.of(n, 2n ** BigInt(a) * 5n ** BigInt(b) * m));

describe('toRepeatingDecimal', () => {
  test('worked examples', () => {
    expect(toRepeatingDecimal(rational('1/7'))).toEqual({
      sign: '',
      integer: '0',
      nonRepeating: '',
      repeating: '142857',
      truncated: false,
    });
    expect(toRepeatingDecimal(rational('1/6'))).toEqual({ sign: '', integer: '0', nonRepeating: '1', repeating: '6', truncated: false });
    expect(toRepeatingDecimal(rational('1/4'))).toEqual({ sign: '', integer: '0', nonRepeating: '25', repeating: '', truncated: false });
    expect(toRepeatingDecimal(rational('22/7'))).toEqual({
      sign: '',
      integer: '3',
      nonRepeating: '',
      repeating: '142857',
      truncated: false,
    });
    expect(toRepeatingDecimal(rational('-7/2'))).toEqual({ sign: '-', integer: '3', nonRepeating: '5', repeating: '', truncated: false });
    expect(toRepeatingDecimal(rational('-5'))).toEqual({ sign: '-', integer: '5', nonRepeating: '', repeating: '', truncated: false });
    expect(toRepeatingDecimal(rational('0'))).toEqual({ sign: '', integer: '0', nonRepeating: '', repeating: '', truncated: false });
    // Leading zeros of the non-repeating part are kept: 1/80 = 0.0125, 1/1600 = 0.000625.
    expect(decimal('1/80')).toBe('0.0125');
    expect(decimal('1/1600')).toBe('0.000625');
    expect(decimal('1/12')).toBe('0.08(3)');
    expect(decimal('1/3')).toBe('0.(3)');
    expect(decimal('-1/6')).toBe('-0.1(6)');
    expect(decimal('1/70')).toBe('0.0(142857)');
    expect(decimal('1/81')).toBe('0.(012345679)');
    expect(decimal('25/12')).toBe('2.08(3)');
    // A period starting with zeros: 1/101 = 0.(0099).
    expect(decimal('1/101')).toBe('0.(0099)');
  });

  test('the period of 1/97 is its full 96 digits (10 is a primitive root mod 97)', () => {
    const parts = toRepeatingDecimal(rational('1/97'));
    expect(parts.repeating).toHaveLength(96);
    expect(
      parts.repeating.startsWith('010309278350515463917525773195876288659793814432989690721649484536082474226804123711340206185567'),
    ).toBe(true);
  });

  test('agrees with schoolbook long division', () => {
    fc.assert(
      fc.property(fc.oneof(smallRational, prePeriodRational), (value) => {
        expect(formatRepeatingDecimal(toRepeatingDecimal(value, ENOUGH_DIGITS))).toBe(schoolbook(value));
      }),
    );
  });

  test('the parts denote the value exactly, with the shortest pre-period and period', () => {
    fc.assert(
      fc.property(fc.oneof(smallRational, prePeriodRational), (value) => {
        const parts = toRepeatingDecimal(value, ENOUGH_DIGITS);
        expect(parts.truncated).toBe(false);
        expect(valueOf(parts).equals(value)).toBe(true);
        expect(isPower(parts.repeating)).toBe(false);
        // A pre-period ending in the period's last digit could be one digit shorter (0.1(21) = 0.(12)).
        if (parts.nonRepeating !== '' && parts.repeating !== '') expect(parts.nonRepeating.at(-1)).not.toBe(parts.repeating.at(-1));
        // A terminating expansion ends in a non-zero digit.
        if (parts.repeating === '' && parts.nonRepeating !== '') expect(parts.nonRepeating.at(-1)).not.toBe('0');
      }),
    );
  });

  test('a period longer than the digit limit is cut, with the digits that are there correct', () => {
    // 1/(2^3·17): pre-period 3 digits, then a 16-digit period.
    const value = rational('1/136');
    const full = toRepeatingDecimal(value);
    expect(full).toMatchObject({ nonRepeating: '007', repeating: '3529411764705882', truncated: false });
    expect(toRepeatingDecimal(value, 19)).toEqual(full);
    expect(toRepeatingDecimal(value, 18)).toEqual({ ...full, repeating: '352941176470588', truncated: true });
    expect(toRepeatingDecimal(value, 3)).toEqual({ ...full, repeating: '', truncated: true });
    expect(toRepeatingDecimal(value, 2)).toEqual({ ...full, nonRepeating: '00', repeating: '', truncated: true });
    expect(toRepeatingDecimal(value, 0)).toEqual({ ...full, nonRepeating: '', repeating: '', truncated: true });
    expect(formatRepeatingDecimal(toRepeatingDecimal(value, 8))).toBe('0.00735294…');
    expect(formatRepeatingDecimal(toRepeatingDecimal(value, 0))).toBe('0…');
    // A terminating decimal longer than the limit is cut as well: 1/2^10 has 10 digits.
    expect(toRepeatingDecimal(rational('1/1024'), 9)).toMatchObject({ nonRepeating: '000976562', truncated: true });
    expect(toRepeatingDecimal(rational('1/1024'), 10)).toMatchObject({ nonRepeating: '0009765625', truncated: false });
  });

  test('a huge period stops at the limit: 1/(2^127 − 1) has a period of millions of digits', () => {
    const mersenne = 2n ** 127n - 1n;
    const parts = toRepeatingDecimal(Rational.of(1n, mersenne), 2000);
    expect(parts.truncated).toBe(true);
    expect(parts.nonRepeating + parts.repeating).toHaveLength(2000);
    // The shown digits are floor(10^2000 / q), padded.
    expect(parts.repeating).toBe((10n ** 2000n / mersenne).toString().padStart(2000, '0'));
  });

  test('truncated digits are always the first maxDigits fraction digits', () => {
    fc.assert(
      fc.property(fc.oneof(smallRational, prePeriodRational), fc.nat(80), (value, maxDigits) => {
        const parts = toRepeatingDecimal(value, maxDigits);
        const magnitude = value.abs();
        const fraction = magnitude.subtract(Rational.fromInteger(magnitude.numerator / magnitude.denominator));
        const shown = parts.nonRepeating + parts.repeating;
        if (parts.truncated) {
          expect(shown).toHaveLength(maxDigits);
          const expected =
            maxDigits === 0
              ? ''
              : ((fraction.numerator * 10n ** BigInt(maxDigits)) / fraction.denominator).toString().padStart(maxDigits, '0');
          expect(shown).toBe(expected);
        } else {
          expect(shown.length).toBeLessThanOrEqual(maxDigits);
          expect(parts).toEqual(toRepeatingDecimal(value, ENOUGH_DIGITS));
        }
      }),
    );
  });

  test('maxDigits must be a non-negative integer', () => {
    expect(() => toRepeatingDecimal(rational('1/3'), -1)).toThrow(RangeError);
    expect(() => toRepeatingDecimal(rational('1/3'), 1.5)).toThrow(RangeError);
    expect(() => toRepeatingDecimal(rational('1/3'), Number.NaN)).toThrow(RangeError);
  });
});

describe('formatRepeatingDecimal', () => {
  test('parentheses around the period only', () => {
    expect(formatRepeatingDecimal({ sign: '', integer: '0', nonRepeating: '', repeating: '142857', truncated: false })).toBe('0.(142857)');
    expect(formatRepeatingDecimal({ sign: '-', integer: '3', nonRepeating: '1', repeating: '6', truncated: false })).toBe('-3.1(6)');
    expect(formatRepeatingDecimal({ sign: '', integer: '0', nonRepeating: '25', repeating: '', truncated: false })).toBe('0.25');
    expect(formatRepeatingDecimal({ sign: '', integer: '12', nonRepeating: '', repeating: '', truncated: false })).toBe('12');
  });
});
