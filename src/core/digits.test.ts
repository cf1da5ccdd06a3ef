// digitCount (re-exported by digits.ts whatever module implements it) and exceedsDigits, checked
// against the length of the decimal string, with the 10^k and 2^b boundaries where a count derived
// from the bit length would go wrong.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { digitCount, exceedsBound, exceedsDigits, powerOfTen } from './digits';

const decimalLength = (n: bigint): number => (n < 0n ? -n : n).toString().length;

describe('digitCount', () => {
  test('zero has one digit; the sign is not a digit', () => {
    expect(digitCount(0n)).toBe(1);
    expect(digitCount(-1n)).toBe(1);
    expect(digitCount(-10n)).toBe(2);
    expect(digitCount(9n)).toBe(1);
  });

  test('10^k - 1, 10^k and 10^k + 1, either sign, for k up to 3000', () => {
    for (let k = 1; k <= 3000; k++) {
      const power = 10n ** BigInt(k);
      for (const n of [power - 1n, power, power + 1n]) {
        const expected = decimalLength(n);
        if (digitCount(n) !== expected || digitCount(-n) !== expected) {
          throw new Error(
            `digitCount(±${n <= 10n ** 40n ? n : `10^${k}${n - power === 0n ? '' : n > power ? '+1' : '-1'}`}) = ${digitCount(n)}/${digitCount(-n)}, expected ${expected}`,
          );
        }
      }
    }
  });

  test('2^b - 1, 2^b and 2^b + 1 for b up to 4000', () => {
    for (let b = 0; b <= 4000; b++) {
      const power = 1n << BigInt(b);
      for (const n of [power - 1n, power, power + 1n]) {
        if (digitCount(n) !== decimalLength(n))
          throw new Error(`digitCount(2^${b} ${n - power}) = ${digitCount(n)}, expected ${decimalLength(n)}`);
      }
    }
  });

  test('around 2^53, where a count on doubles must hand over', () => {
    const edge = 2n ** 53n;
    for (let delta = -3n; delta <= 3n; delta++) expect(digitCount(edge + delta)).toBe(decimalLength(edge + delta));
    expect(digitCount(9_999_999_999_999_999n)).toBe(16);
    expect(digitCount(10_000_000_000_000_000n)).toBe(17);
    expect(digitCount(999_999_999_999_999n)).toBe(15);
  });

  test('random integers of up to 5000 digits', () => {
    const big = fc.oneof(
      fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
      fc.bigInt({ min: -(10n ** 700n), max: 10n ** 700n }),
      fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.bigInt({ min: -1000n, max: 1000n })).map(([k, delta]) => 10n ** BigInt(k) + delta),
    );
    fc.assert(
      fc.property(big, (n) => {
        expect(digitCount(n)).toBe(decimalLength(n));
      }),
      { numRuns: 500 },
    );
  });
});

describe('exceedsDigits', () => {
  test('is "more than k digits" at the 10^k boundary, either sign', () => {
    for (let k = 1; k <= 600; k++) {
      const power = 10n ** BigInt(k);
      for (const n of [power - 1n, power, 1n, 0n]) {
        const expected = decimalLength(n) > k;
        if (exceedsDigits(n, k) !== expected || exceedsDigits(-n, k) !== expected) {
          throw new Error(`exceedsDigits(±${decimalLength(n)}-digit value, ${k}) should be ${expected}`);
        }
      }
    }
  });

  test('agrees with digitCount on random values and caps', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 600n), max: 10n ** 600n }), fc.integer({ min: 1, max: 650 }), (n, k) => {
        expect(exceedsDigits(n, k)).toBe(decimalLength(n) > k);
      }),
    );
  });

  test('the caps the engine uses', () => {
    expect(exceedsDigits(10n ** 200n - 1n, 200)).toBe(false);
    expect(exceedsDigits(10n ** 200n, 200)).toBe(true);
    expect(exceedsDigits(-(10n ** 500n), 500)).toBe(true);
    expect(exceedsDigits(-(10n ** 500n - 1n), 500)).toBe(false);
  });
});

describe('exceedsBound', () => {
  test('is |n| ≥ bound, either sign, at the bound', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 300n }), fc.bigInt({ min: -2n, max: 2n }), fc.boolean(), (bound, delta, negative) => {
        const magnitude = bound + delta < 0n ? 0n : bound + delta;
        const n = negative ? -magnitude : magnitude;
        expect(exceedsBound(n, bound)).toBe(magnitude >= bound);
      }),
    );
    expect(exceedsBound(0n, 1n)).toBe(false);
    expect(exceedsBound(-(10n ** 200n), 10n ** 200n)).toBe(true);
    expect(exceedsBound(-(10n ** 200n) + 1n, 10n ** 200n)).toBe(false);
  });
});

describe('powerOfTen', () => {
  test('is 10^k, and the same value when asked again', () => {
    for (const k of [0, 1, 2, 40, 200, 500, 1000]) {
      expect(powerOfTen(k)).toBe(10n ** BigInt(k));
      expect(powerOfTen(k)).toBe(10n ** BigInt(k));
    }
  });
});
