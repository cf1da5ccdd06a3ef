import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Rational } from '../rational';
import { invMod, mayEqual, MODULUS, mulMod, residueOf } from './residue';

const integer = fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n });
const nonZero = integer.filter((n) => n !== 0n);

describe('residues modulo a prime', () => {
  test('invMod is the inverse of every non-zero residue, and NaN for 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MODULUS - 1 }), (a) => {
        expect(mulMod(a, invMod(a))).toBe(1);
      }),
    );
    expect(invMod(0)).toBeNaN();
  });

  test('equal rationals have equal residues, however they are written', () => {
    fc.assert(
      fc.property(integer, nonZero, nonZero, (n, d, k) => {
        const reduced = Rational.of(n, d);
        fc.pre(BigInt(MODULUS) * (d / BigInt(MODULUS)) !== d && BigInt(MODULUS) * (k / BigInt(MODULUS)) !== k);
        expect(residueOf(n * k, d * k)).toBe(residueOf(reduced.numerator, reduced.denominator));
        expect(mayEqual(n * k, d * k, residueOf(reduced.numerator, reduced.denominator))).toBe(true);
      }),
    );
  });

  test('a residue that differs proves the rationals differ', () => {
    // 1/2 and 1/3: different residues, so mayEqual says no.
    expect(mayEqual(1n, 2n, residueOf(1n, 3n))).toBe(false);
    // A denominator that is a multiple of the modulus has no residue: the test cannot say no.
    expect(residueOf(1n, BigInt(MODULUS))).toBeNaN();
    expect(mayEqual(1n, BigInt(MODULUS) * 2n, residueOf(5n, 7n))).toBe(true);
  });
});
