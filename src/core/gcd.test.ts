import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bitLength, certifiedLeadingSteps, digitCount, gcd } from './gcd';

/** The reference: plain Euclid, too slow for the engine but obviously right. */
function euclid(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

const abs = (n: bigint): bigint => (n < 0n ? -n : n);
const pow10 = (k: number): bigint => 10n ** BigInt(k);
const pow2 = (k: number): bigint => 1n << BigInt(k);

/** An integer of either sign whose magnitude has between `min` and `max` decimal digits. */
const integerWithDigits = (min: number, max: number): fc.Arbitrary<bigint> =>
  fc
    .integer({ min, max })
    .chain((digits) => fc.tuple(fc.bigInt({ min: digits <= 1 ? 0n : pow10(digits - 1), max: pow10(digits) - 1n }), fc.boolean()))
    .map(([magnitude, negative]) => (negative ? -magnitude : magnitude));

/** Sizes that dominate real use, and the full range the engine can meet (caps are ≤ 1000 digits). */
const integer = fc.oneof(integerWithDigits(1, 20), integerWithDigits(1, 1200));

/**
 * Values next to the implementation's internal switch points: int32, 2^52/2^53 (the end of exact
 * doubles), and multiples of the 26-bit limb size.
 */
const nearBoundary = fc
  .tuple(fc.constantFrom(31, 32, 52, 53, 54, 78, 104, 130, 1664), fc.integer({ min: -3, max: 3 }), fc.boolean())
  .map(([bits, offset, negative]) => {
    const magnitude = pow2(bits) + BigInt(offset);
    return negative ? -magnitude : magnitude;
  });

/**
 * A pair built backwards from its quotient sequence, so its gcd is known without computing one:
 * mostly small quotients (as in random pairs), with an occasional huge one that no single-precision
 * step can certify.
 */
const pairFromQuotients = fc
  .tuple(
    integerWithDigits(1, 60)
      .map(abs)
      .filter((g) => g > 0n),
    fc.array(
      fc.oneof(
        { weight: 20, arbitrary: fc.integer({ min: 1, max: 12 }).map(BigInt) },
        { weight: 1, arbitrary: fc.integer({ min: 20, max: 300 }).chain((bits) => fc.bigInt({ min: pow2(bits - 1), max: pow2(bits) })) },
      ),
      { minLength: 1, maxLength: 600 },
    ),
  )
  .map(([g, quotients]) => {
    // x_i = q_i·x_{i+1} + x_{i+2}, ending in (g, 0); the last quotient must exceed 1.
    let next = g;
    let afterNext = 0n;
    quotients.forEach((q, i) => {
      const quotient = i === 0 && q === 1n ? 2n : q;
      [next, afterNext] = [quotient * next + afterNext, next];
    });
    return { a: next, b: afterNext, g };
  });

function fibonacciUpTo(count: number): bigint[] {
  const f = [0n, 1n];
  while (f.length < count) f.push(f[f.length - 1]! + f[f.length - 2]!);
  return f;
}
// F_5750 has 1202 digits.
const fibonacci = fibonacciUpTo(5800);

function expectGcd(a: bigint, b: bigint, expected: bigint = euclid(a, b)): void {
  expect(gcd(a, b)).toBe(expected);
  expect(gcd(b, a)).toBe(expected);
  expect(gcd(-a, b)).toBe(expected);
  expect(gcd(a, -b)).toBe(expected);
}

describe('gcd', () => {
  test('zeros, signs, equal values, units', () => {
    expect(gcd(0n, 0n)).toBe(0n);
    expect(gcd(0n, -7n)).toBe(7n);
    expect(gcd(-7n, 0n)).toBe(7n);
    expect(gcd(-12n, -18n)).toBe(6n);
    expect(gcd(1n, pow10(999))).toBe(1n);
    const big = -(pow10(700) + 12345n);
    expect(gcd(big, 0n)).toBe(-big);
    expect(gcd(big, big)).toBe(-big);
    expect(gcd(big, -big)).toBe(-big);
  });

  test('agrees with Euclid on random integers of 1–1200 digits', () => {
    fc.assert(
      fc.property(integer, integer, (a, b) => expectGcd(a, b)),
      { numRuns: 400 },
    );
  });

  test('agrees with Euclid on pairs of the same length (the most Lehmer rounds)', () => {
    const samePair = fc.integer({ min: 1, max: 1200 }).chain((d) => fc.tuple(integerWithDigits(d, d), integerWithDigits(d, d)));
    fc.assert(
      fc.property(samePair, ([a, b]) => expectGcd(a, b)),
      { numRuns: 300 },
    );
  });

  test('agrees with Euclid on values next to internal boundaries', () => {
    fc.assert(
      fc.property(fc.oneof(nearBoundary, integer), nearBoundary, (a, b) => expectGcd(a, b)),
      { numRuns: 500 },
    );
  });

  test('finds a large common factor: gcd(a·g, b·g) = g·gcd(a, b)', () => {
    fc.assert(
      fc.property(integerWithDigits(1, 600), integerWithDigits(1, 600), integerWithDigits(1, 600), (a, b, g) => {
        expectGcd(a * g, b * g, abs(g) * euclid(a, b));
      }),
      { numRuns: 200 },
    );
  });

  test('recovers the gcd of pairs built from a quotient sequence, huge quotients included', () => {
    fc.assert(
      fc.property(pairFromQuotients, ({ a, b, g }) => expectGcd(a, b, g)),
      { numRuns: 300 },
    );
  });

  test('one operand much smaller than the other', () => {
    fc.assert(
      fc.property(integerWithDigits(300, 1200), integerWithDigits(1, 40), (a, b) => expectGcd(a, b)),
      { numRuns: 200 },
    );
  });

  test('consecutive Fibonacci numbers (every quotient 1) are coprime, at every size', () => {
    for (let n = 1; n + 1 < fibonacci.length; n++) {
      expect(gcd(fibonacci[n + 1]!, fibonacci[n]!)).toBe(1n);
    }
  });

  test('gcd(F_m, F_n) = F_gcd(m, n)', () => {
    const index = fc.integer({ min: 0, max: fibonacci.length - 1 });
    fc.assert(
      fc.property(index, index, (m, n) => {
        expectGcd(fibonacci[m]!, fibonacci[n]!, fibonacci[Number(euclid(BigInt(m), BigInt(n)))]!);
      }),
      { numRuns: 300 },
    );
  });

  test('powers of two and Mersenne numbers: gcd(2^i − 1, 2^j − 1) = 2^gcd(i, j) − 1', () => {
    const exponent = fc.integer({ min: 0, max: 4000 });
    fc.assert(
      fc.property(exponent, exponent, (i, j) => {
        expectGcd(pow2(i), pow2(j), pow2(Math.min(i, j)));
        expectGcd(pow2(i) - 1n, pow2(j) - 1n, pow2(Number(euclid(BigInt(i), BigInt(j)))) - 1n);
      }),
      { numRuns: 200 },
    );
  });

  test('every small pair against Euclid', () => {
    for (let a = -40n; a <= 40n; a++) for (let b = -40n; b <= 40n; b++) expect(gcd(a, b)).toBe(euclid(a, b));
  });
});

describe('certified leading steps (the heart of Lehmer)', () => {
  /** A ≥ B ≥ 0 with A of 60–700 bits, B anywhere from equal length down to far shorter. */
  const operands = fc
    .tuple(
      fc.integer({ min: 60, max: 700 }),
      fc.integer({ min: 0, max: 80 }),
      fc.bigInt({ min: 0n, max: pow2(700) }),
      fc.bigInt({ min: 0n, max: pow2(700) }),
    )
    .map(([bits, gap, r1, r2]) => {
      const a = pow2(bits - 1) + (r1 % pow2(bits - 1));
      const b = (r2 % a) >> BigInt(Math.min(gap, bits));
      return { a, b };
    });

  test('the certified steps are exactly the first Euclid steps of the full numbers', () => {
    fc.assert(
      fc.property(operands, ({ a, b }) => {
        const shift = BigInt(a.toString(2).length - 52);
        const { steps, matrix } = certifiedLeadingSteps(Number(a >> shift), Number(b >> shift));
        let [r0, r1] = [a, b];
        for (let i = 0; i < steps; i++) {
          expect(r1).toBeGreaterThan(0n);
          [r0, r1] = [r1, r0 % r1];
        }
        if (steps === 0) return;
        const [u0, v0, u1, v1] = matrix.map(BigInt) as [bigint, bigint, bigint, bigint];
        expect(u0 * a + v0 * b).toBe(r0);
        expect(u1 * a + v1 * b).toBe(r1);
        // What keeps every limb product exact in a double.
        for (const entry of matrix) expect(Math.abs(entry)).toBeLessThan(2 ** 26);
      }),
      { numRuns: 2000 },
    );
  });

  test('leading parts of random equal-length operands certify most of their quotients', () => {
    // Not a timing test: a certification so timid that Lehmer degenerates into Euclid would pass
    // every other test here, so check that about half the leading bits are consumed.
    let steps = 0;
    fc.assert(
      fc.property(fc.bigInt({ min: pow2(51), max: pow2(52) - 1n }), fc.bigInt({ min: pow2(51), max: pow2(52) - 1n }), (p, q) => {
        const [x, y] = p >= q ? [p, q] : [q, p];
        steps += certifiedLeadingSteps(Number(x), Number(y)).steps;
      }),
      { numRuns: 500 },
    );
    // Euclid takes about 0.58 steps per bit; 26 bits' worth is about 15 steps.
    expect(steps / 500).toBeGreaterThan(10);
  });
});

describe('digitCount and bitLength', () => {
  test('0 has one digit and no bits', () => {
    expect(digitCount(0n)).toBe(1);
    expect(bitLength(0n)).toBe(0);
  });

  test('exact at every 10^k − 1, 10^k, 10^k + 1 up to k = 2100', () => {
    for (let k = 0; k <= 2100; k++) {
      const p = pow10(k);
      for (const n of [p - 1n, p, p + 1n]) {
        const digits = n.toString().length;
        expect(digitCount(n), `digitCount(10^${k} ${n - p})`).toBe(digits);
        expect(digitCount(-n), `digitCount(-(10^${k} ${n - p}))`).toBe(digits);
        expect(bitLength(n), `bitLength(10^${k} ${n - p})`).toBe(n === 0n ? 0 : n.toString(2).length);
      }
    }
  });

  test('exact at every 2^k − 1, 2^k, 2^k + 1 up to k = 7000', () => {
    for (let k = 0; k <= 7000; k++) {
      const p = pow2(k);
      for (const n of [p - 1n, p, p + 1n]) {
        const bits = n === 0n ? 0 : n.toString(2).length;
        expect(bitLength(n), `bitLength(2^${k} ${n - p})`).toBe(bits);
        expect(bitLength(-n)).toBe(bits);
        expect(digitCount(n), `digitCount(2^${k} ${n - p})`).toBe(n.toString().length);
      }
    }
  });

  test('random values of 1–2500 digits agree with the decimal string', () => {
    fc.assert(
      fc.property(fc.oneof(integerWithDigits(1, 30), integerWithDigits(1, 2500)), (n) => {
        expect(digitCount(n)).toBe(abs(n).toString().length);
        expect(bitLength(n)).toBe(n === 0n ? 0 : abs(n).toString(2).length);
      }),
      { numRuns: 1000 },
    );
  });
});
