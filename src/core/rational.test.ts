// Rational against an independent BigInt model: every operation is recomputed on unreduced
// numerator/denominator pairs, compared by value (cross-multiplication), and every result is checked
// to be in lowest terms with a positive denominator using a plain Euclid written here.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { integersOf, Rational, RATIONAL_TEXT, readRationalText, splitRationalText } from './rational';

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

function euclid(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** An unreduced value n/d with d > 0: the model the tests compute with. */
type Pair = readonly [n: bigint, d: bigint];

const positiveDenominator = ([n, d]: Pair): Pair => (d < 0n ? [-n, -d] : [n, d]);

function expectValue(actual: Rational, expected: Pair): void {
  const [n, d] = positiveDenominator(expected);
  if (actual.numerator * d !== n * actual.denominator) {
    throw new Error(`${actual.toString()} is not ${n}/${d}`);
  }
  expectNormalized(actual);
}

function expectNormalized(r: Rational): void {
  if (r.denominator <= 0n) throw new Error(`denominator ${r.denominator} of ${r.toString()} is not positive`);
  if (euclid(r.numerator, r.denominator) !== 1n) throw new Error(`${r.numerator}/${r.denominator} is not in lowest terms`);
}

const TEN_600 = 10n ** 600n;

/** Integers from tiny to ~600 digits, with zero and ±1 well represented. */
const integer = fc.oneof(
  fc.constantFrom(0n, 1n, -1n, 2n, -2n),
  fc.bigInt({ min: -1000n, max: 1000n }),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
  fc.bigInt({ min: -TEN_600, max: TEN_600 }),
);
const nonZero = integer.filter((n) => n !== 0n);
/** A shared factor multiplied into both parts, so construction has something to reduce. */
const factor = fc.oneof(fc.constant(1n), fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.constantFrom(2n ** 64n, 10n ** 20n, 6n));

/** A rational together with the unreduced pair it was built from. */
const rational = fc.tuple(integer, nonZero, factor).map(([n, d, k]) => {
  const pair: Pair = [n * k, d * k];
  return { pair, value: Rational.of(pair[0], pair[1]) };
});

describe('Rational.of', () => {
  test('reduces and puts the sign on the numerator', () => {
    fc.assert(fc.property(rational, ({ pair, value }) => expectValue(value, pair)));
  });

  test('worked examples', () => {
    const cases: [bigint, bigint, string][] = [
      [2n, 4n, '1/2'],
      [-2n, 4n, '-1/2'],
      [2n, -4n, '-1/2'],
      [-2n, -4n, '1/2'],
      [0n, -7n, '0'],
      [0n, 5n, '0'],
      [6n, 3n, '2'],
      [-6n, -3n, '2'],
      [7n, 1n, '7'],
      [7n, -1n, '-7'],
      [10n ** 30n, 10n ** 28n * 4n, '25'],
    ];
    for (const [n, d, text] of cases) {
      const r = Rational.of(n, d);
      expect(r.toString(), `${n}/${d}`).toBe(text);
      expectNormalized(r);
    }
    expect(Rational.of(5n).toString()).toBe('5');
    expect(Rational.of(0n, -3n).denominator).toBe(1n);
  });

  test('a zero denominator is a RangeError', () => {
    expect(() => Rational.of(1n, 0n)).toThrow(RangeError);
    expect(() => Rational.of(0n, 0n)).toThrow(RangeError);
  });

  test('equal values built from different pairs are equal', () => {
    fc.assert(
      fc.property(integer, nonZero, factor, factor, (n, d, k1, k2) => {
        const a = Rational.of(n * k1, d * k1);
        const b = Rational.of(-n * k2, -d * k2);
        expect(a.equals(b)).toBe(true);
        expect(a.toString()).toBe(b.toString());
        expect(a.compare(b)).toBe(0);
      }),
    );
  });

  test('fromInteger, ZERO and ONE', () => {
    expect(Rational.fromInteger(-12n).toString()).toBe('-12');
    expect(Rational.fromInteger(-12n).isInteger()).toBe(true);
    expect(Rational.ZERO.isZero()).toBe(true);
    expect(Rational.ZERO.toString()).toBe('0');
    expect(Rational.ONE.toString()).toBe('1');
  });
});

describe('arithmetic against the BigInt model', () => {
  test('add', () => {
    fc.assert(
      fc.property(rational, rational, (x, y) => {
        const [a, b] = x.pair;
        const [c, d] = y.pair;
        expectValue(x.value.add(y.value), [a * d + c * b, b * d]);
      }),
    );
  });

  test('subtract', () => {
    fc.assert(
      fc.property(rational, rational, (x, y) => {
        const [a, b] = x.pair;
        const [c, d] = y.pair;
        expectValue(x.value.subtract(y.value), [a * d - c * b, b * d]);
      }),
    );
  });

  test('multiply', () => {
    fc.assert(
      fc.property(rational, rational, (x, y) => {
        const [a, b] = x.pair;
        const [c, d] = y.pair;
        expectValue(x.value.multiply(y.value), [a * c, b * d]);
      }),
    );
  });

  test('divide', () => {
    fc.assert(
      fc.property(rational, rational, (x, y) => {
        fc.pre(!y.value.isZero());
        const [a, b] = x.pair;
        const [c, d] = y.pair;
        expectValue(x.value.divide(y.value), [a * d, b * c]);
      }),
    );
  });

  test('division by zero and the reciprocal of zero are RangeErrors', () => {
    expect(() => Rational.ONE.divide(Rational.ZERO)).toThrow(RangeError);
    expect(() => Rational.ZERO.reciprocal()).toThrow(RangeError);
  });

  test('reciprocal', () => {
    fc.assert(
      fc.property(rational, ({ pair: [n, d], value }) => {
        fc.pre(n !== 0n);
        expectValue(value.reciprocal(), [d, n]);
      }),
    );
  });

  test('negate and abs', () => {
    fc.assert(
      fc.property(rational, ({ pair: [n, d], value }) => {
        expectValue(value.negate(), [-n, d]);
        expectValue(value.abs(), [abs(n), abs(d)]);
        expect(value.negate().negate().equals(value)).toBe(true);
      }),
    );
    expect(Rational.ZERO.negate().toString()).toBe('0');
    expect(Rational.ZERO.abs().toString()).toBe('0');
  });

  test('sign, isZero, isInteger', () => {
    fc.assert(
      fc.property(rational, ({ pair: [n, d], value }) => {
        const product = n * d;
        expect(value.sign()).toBe(product < 0n ? -1 : product > 0n ? 1 : 0);
        expect(value.isZero()).toBe(n === 0n);
        expect(value.isInteger()).toBe(n % d === 0n);
      }),
    );
  });

  test('power for exponents -30..30, small and large bases', () => {
    const base = fc.oneof(
      fc.tuple(fc.bigInt({ min: -50n, max: 50n }), fc.bigInt({ min: 1n, max: 50n })),
      fc.tuple(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).filter((d) => d !== 0n),
      ),
    );
    fc.assert(
      fc.property(base, fc.integer({ min: -30, max: 30 }), ([n, d], exponent) => {
        const value = Rational.of(n, d);
        if (n === 0n && exponent < 0) {
          expect(() => value.power(exponent)).toThrow(RangeError);
          return;
        }
        let expected: Pair = [1n, 1n];
        const step: Pair = exponent >= 0 ? [n, d] : [d, n];
        for (let i = 0; i < Math.abs(exponent); i++) expected = [expected[0] * step[0], expected[1] * step[1]];
        expectValue(value.power(exponent), expected);
      }),
    );
  });

  test('power edge cases: 0^0 = 1, x^1 = x, (-1)^odd = -1', () => {
    expect(Rational.ZERO.power(0).toString()).toBe('1');
    expect(Rational.ZERO.power(3).toString()).toBe('0');
    expect(Rational.of(-2n, 3n).power(1).toString()).toBe('-2/3');
    expect(Rational.of(-2n, 3n).power(-1).toString()).toBe('-3/2');
    expect(Rational.of(-2n, 3n).power(-2).toString()).toBe('9/4');
    expect(Rational.of(-1n).power(7).toString()).toBe('-1');
    expect(Rational.of(-1n).power(-7).toString()).toBe('-1');
  });

  test('compare', () => {
    fc.assert(
      fc.property(rational, rational, (x, y) => {
        const [a, b] = positiveDenominator(x.pair);
        const [c, d] = positiveDenominator(y.pair);
        const difference = a * d - c * b;
        expect(x.value.compare(y.value)).toBe(difference < 0n ? -1 : difference > 0n ? 1 : 0);
        expect(x.value.equals(y.value)).toBe(difference === 0n);
      }),
    );
  });

  test('compare with equal denominators and across them', () => {
    expect(Rational.of(1n, 3n).compare(Rational.of(2n, 3n))).toBe(-1);
    expect(Rational.of(-1n, 3n).compare(Rational.of(-2n, 3n))).toBe(1);
    expect(Rational.of(1n, 3n).compare(Rational.of(1n, 2n))).toBe(-1);
    expect(Rational.of(-1n, 3n).compare(Rational.of(-1n, 2n))).toBe(1);
    expect(Rational.of(2n).compare(Rational.of(4n, 2n))).toBe(0);
  });

  test('operations on large operands with large shared factors reduce fully', () => {
    const p = 10n ** 200n + 357n; // shared between the operands' parts
    const x = Rational.of(p * 3n, 10n ** 300n);
    const y = Rational.of(7n, p * 11n);
    expectValue(x.multiply(y), [p * 3n * 7n, 10n ** 300n * p * 11n]);
    expectValue(x.divide(Rational.of(p, 2n)), [p * 3n * 2n, 10n ** 300n * p]);
    const half = Rational.of(TEN_600 + 1n, 2n * (TEN_600 + 1n));
    expect(half.toString()).toBe('1/2');
    expect(half.add(half).toString()).toBe('1');
    expect(Rational.of(1n, 6n).add(Rational.of(1n, 3n)).toString()).toBe('1/2');
    expect(Rational.of(1n, 6n).add(Rational.of(-1n, 6n)).toString()).toBe('0');
    expect(Rational.of(5n, 6n).subtract(Rational.of(1n, 3n)).toString()).toBe('1/2');
  });
});

describe('text', () => {
  /** A canonical string built independently from a reduced pair. */
  const canonical = fc.tuple(integer, fc.bigInt({ min: 1n, max: TEN_600 })).map(([n, d]) => {
    const g = euclid(n, d);
    const [rn, rd] = g === 0n ? [0n, 1n] : [n / g, d / g];
    return rd === 1n ? `${rn}` : `${rn}/${rd}`;
  });

  test('toString of canonical strings round-trips through parse', () => {
    fc.assert(
      fc.property(canonical, (text) => {
        const parsed = Rational.parse(text);
        expect(parsed).not.toBeNull();
        expect(parsed!.toString()).toBe(text);
        expectNormalized(parsed!);
      }),
    );
  });

  test('toString is canonical and parses back to the same value', () => {
    fc.assert(
      fc.property(rational, ({ value }) => {
        const text = value.toString();
        expect(text).toMatch(RATIONAL_TEXT);
        expect(text).not.toMatch(/^-0(\/|$)/);
        expect(text.endsWith('/1')).toBe(false);
        expect(Rational.parse(text)!.equals(value)).toBe(true);
      }),
    );
  });

  test('non-canonical forms parse to the reduced value', () => {
    const cases: [string, string][] = [
      ['2/4', '1/2'],
      ['-0', '0'],
      ['3/1', '3'],
      ['-6/4', '-3/2'],
      ['0/5', '0'],
      ['-0/9', '0'],
      ['10/100', '1/10'],
      ['-100/25', '-4'],
      ['7', '7'],
      ['-7/1', '-7'],
    ];
    for (const [text, expected] of cases) {
      const r = Rational.parse(text);
      expect(r?.toString(), text).toBe(expected);
      expectNormalized(r!);
    }
  });

  test('strings outside the pattern do not parse', () => {
    for (const text of [
      '',
      '-',
      '+1',
      '1/',
      '/2',
      '1/0',
      '1/-2',
      '01',
      '-01',
      '1/02',
      ' 1',
      '1 ',
      '1.5',
      '1/2/3',
      '\u22121',
      '１',
      '0x10',
      '1e3',
      '--1',
    ]) {
      expect(Rational.parse(text), JSON.stringify(text)).toBeNull();
      expect(splitRationalText(text), JSON.stringify(text)).toBeNull();
    }
  });

  test('splitRationalText finds the parts as written and counts their digits without the sign', () => {
    const digits = (min: number, max: number) =>
      fc
        .tuple(fc.integer({ min: 1, max: 9 }), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max }))
        .map(([lead, rest]) => `${lead}${rest}`);
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.oneof(fc.constant('0'), digits(0, 700)),
        fc.option(digits(0, 700), { nil: null }),
        (negative, numerator, denominator) => {
          const text = `${negative ? '-' : ''}${numerator}${denominator === null ? '' : `/${denominator}`}`;
          const parts = splitRationalText(text);
          expect(parts).not.toBeNull();
          expect(text.slice(0, parts!.slash)).toBe(`${negative ? '-' : ''}${numerator}`);
          expect(text.slice(parts!.slash + 1)).toBe(denominator ?? '');
          expect(parts!.numeratorDigits).toBe(numerator.length);
          expect(parts!.denominatorDigits).toBe(denominator === null ? 1 : denominator.length);
          expect(integersOf(parts!)).toEqual({
            numerator: BigInt(`${negative ? '-' : ''}${numerator}`),
            denominator: BigInt(denominator ?? 1),
          });
        },
      ),
    );
    expect(splitRationalText('-120/4500')).toEqual({ text: '-120/4500', slash: 4, numeratorDigits: 3, denominatorDigits: 4 });
    expect(splitRationalText('-0')).toEqual({ text: '-0', slash: 2, numeratorDigits: 1, denominatorDigits: 1 });
  });

  test('readRationalText gives the reduced value and its canonical form, the text itself when already canonical', () => {
    const digits = fc.oneof(fc.constant('0'), fc.bigInt({ min: 1n, max: 10n ** 30n }).map(String));
    const positive = fc.bigInt({ min: 1n, max: 10n ** 30n }).map(String);
    fc.assert(
      fc.property(fc.boolean(), digits, fc.option(positive, { nil: null }), (negative, numerator, denominator) => {
        const text = `${negative ? '-' : ''}${numerator}${denominator === null ? '' : `/${denominator}`}`;
        const { value, canonical } = readRationalText(splitRationalText(text)!);
        expect(value.equals(Rational.parse(text)!)).toBe(true);
        expect(canonical).toBe(value.toString());
      }),
    );
    for (const [text, canonical] of [
      ['-0', '0'],
      ['0/7', '0'],
      ['5/1', '5'],
      ['-6/4', '-3/2'],
      ['-3/2', '-3/2'],
      ['0', '0'],
      ['-7', '-7'],
    ]) {
      expect(readRationalText(splitRationalText(text!)!).canonical, text).toBe(canonical);
    }
  });

  test('splitRationalText accepts exactly the strings RATIONAL_TEXT matches', () => {
    const near = fc.string({ unit: fc.constantFrom('-', '/', '0', '1', '9', ' ', '+', '.', '\n', 'a'), maxLength: 12 });
    fc.assert(
      fc.property(fc.oneof(near, fc.string()), (text) => {
        expect(splitRationalText(text) !== null, JSON.stringify(text)).toBe(RATIONAL_TEXT.test(text));
      }),
      { numRuns: 20_000 },
    );
  });
});
