import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Rational } from '../rational';
import { describeRational, formatMixedNumber, formatRepeatingDecimal, MAX_DESCRIBED_TEXT_LENGTH } from './index';

describe('describeRational', () => {
  test('describes a canonical rational: parts, mixed number and decimal', () => {
    const description = describeRational('-7/2');
    expect(description).toEqual({
      canonical: '-7/2',
      numerator: '-7',
      denominator: '2',
      mixed: { sign: '-', whole: '3', numerator: '1', denominator: '2' },
      decimal: { sign: '-', integer: '3', nonRepeating: '5', repeating: '', truncated: false },
    });
    expect(formatMixedNumber(describeRational('7/2')!.mixed)).toBe('3 1/2');
    expect(formatRepeatingDecimal(describeRational('1/7')!.decimal)).toBe('0.(142857)');
    expect(describeRational('12')).toMatchObject({ canonical: '12', numerator: '12', denominator: '1' });
  });

  test('a non-canonical rational string is described by its canonical form', () => {
    expect(describeRational('6/4')).toMatchObject({ canonical: '3/2', numerator: '3', denominator: '2' });
    expect(describeRational('-0')).toMatchObject({ canonical: '0', numerator: '0', denominator: '1' });
    expect(describeRational('5/1')).toMatchObject({ canonical: '5' });
  });

  test('null for malformed or oversized text', () => {
    for (const text of ['', '1/0', '01', '1/-2', '1.5', ' 1', '1/2/3', '--1', '+1', '1e3', '½', '0x10', '1/02']) {
      expect(describeRational(text), text).toBeNull();
    }
    expect(describeRational(`1/${'3'.repeat(MAX_DESCRIBED_TEXT_LENGTH)}`)).toBeNull();
    expect(describeRational(42 as unknown as string)).toBeNull();
  });

  test('the decimal digit limit applies: a 600-digit prime-like denominator is cut', () => {
    const description = describeRational(`1/${'9'.repeat(599)}7`, 100)!;
    expect(description.decimal.truncated).toBe(true);
    expect(description.decimal.nonRepeating + description.decimal.repeating).toHaveLength(100);
  });

  test('round-trips: the canonical form parses back to the value described', () => {
    const text = fc
      .tuple(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.bigInt({ min: 1n, max: 10n ** 40n }))
      .map(([n, d]) => `${n}${d === 1n ? '' : `/${d}`}`);
    fc.assert(
      fc.property(text, (input) => {
        const description = describeRational(input)!;
        const value = Rational.parse(input)!;
        expect(description.canonical).toBe(value.toString());
        expect(Rational.of(BigInt(description.numerator), BigInt(description.denominator)).equals(value)).toBe(true);
      }),
    );
  });
});
