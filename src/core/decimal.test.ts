// decimal.ts against independent definitions: rounding picks between floor and ceiling computed
// here by BigInt floor division; canonical decimals are parsed back by a parser written here.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../testing/expect-error';
import {
  DECIMAL_LIMITS,
  formatCanonicalDecimal,
  formatFixed,
  isRoundingMode,
  readDecimalText,
  reduceDecimalText,
  roundToScale,
  ROUNDING_MODES,
  scaledToRational,
  terminatingScale,
  type RoundingMode,
} from './decimal';
import { WorkBudget } from './budget';
import { ToolError } from './errors';
import { Rational } from './rational';

const floorDiv = (a: bigint, b: bigint): bigint => {
  // b > 0
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
};

/** The model: value·10^scale lies in [floor, floor + 1]; each mode names one end. */
function expectedRounding(value: Rational, scale: number, mode: RoundingMode): { scaled: bigint; exact: boolean } | 'rounding_necessary' {
  const x = value.numerator * 10n ** BigInt(scale);
  const d = value.denominator;
  const low = floorDiv(x, d);
  if (low * d === x) return { scaled: low, exact: true };
  if (mode === 'unnecessary') return 'rounding_necessary';
  const high = low + 1n;
  const positive = x > 0n;
  const towardZero = positive ? low : high;
  const awayFromZero = positive ? high : low;
  const twiceDistanceFromLow = 2n * (x - low * d); // compared with d, the whole step
  const pick = (): bigint => {
    switch (mode) {
      case 'floor':
        return low;
      case 'ceiling':
        return high;
      case 'down':
        return towardZero;
      case 'up':
        return awayFromZero;
    }
    if (twiceDistanceFromLow < d) return low;
    if (twiceDistanceFromLow > d) return high;
    switch (mode) {
      case 'half_up':
        return awayFromZero;
      case 'half_down':
        return towardZero;
      case 'half_ceiling':
        return high;
      case 'half_floor':
        return low;
      case 'half_even':
        return low % 2n === 0n ? low : high;
    }
    throw new Error(mode);
  };
  return { scaled: pick(), exact: false };
}

function checkRounding(value: Rational, scale: number, mode: RoundingMode): void {
  const expected = expectedRounding(value, scale, mode);
  if (expected === 'rounding_necessary') {
    const error = thrownBy(() => roundToScale(value, scale, mode, 7));
    expect(error.code).toBe('not_computable');
    expect(error.reason).toBe('rounding_necessary');
    expect(error.position).toBe(7);
    return;
  }
  expect(roundToScale(value, scale, mode), `${value.toString()} to ${scale} ${mode}`).toEqual({
    scaled: expected.scaled,
    scale,
    exact: expected.exact,
  });
}

const mode = fc.constantFrom(...ROUNDING_MODES);
const scale = fc.integer({ min: 0, max: 40 });
const anyRational = fc
  .tuple(
    fc.oneof(fc.bigInt({ min: -1000n, max: 1000n }), fc.bigInt({ min: -(10n ** 80n), max: 10n ** 80n })),
    fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 10n ** 60n })),
  )
  .map(([n, d]) => Rational.of(n, d));
/** Exactly halfway between two neighbours at `scale`: (2m + 1) / (2·10^scale). */
const tie = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), scale)
  .map(([m, s]) => ({ value: Rational.of(2n * m + 1n, 2n * 10n ** BigInt(s)), scale: s }));
/** Just off halfway on either side: (2m + 1)/(2·10^s) ± 1/(10^(s+k)). */
const nearTie = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), scale, fc.integer({ min: 1, max: 30 }), fc.boolean())
  .map(([m, s, k, above]) => ({
    value: Rational.of(2n * m + 1n, 2n * 10n ** BigInt(s)).add(Rational.of(above ? 1n : -1n, 10n ** BigInt(s + k))),
    scale: s,
  }));

describe('roundToScale', () => {
  test('ties, all ten modes, both signs', () => {
    fc.assert(
      fc.property(tie, mode, ({ value, scale: s }, m) => checkRounding(value, s, m)),
      { numRuns: 400 },
    );
  });

  test('just off ties, all ten modes', () => {
    fc.assert(
      fc.property(nearTie, mode, ({ value, scale: s }, m) => checkRounding(value, s, m)),
      { numRuns: 400 },
    );
  });

  test('any rational, any scale 0..40, all ten modes', () => {
    fc.assert(
      fc.property(anyRational, scale, mode, (value, s, m) => checkRounding(value, s, m)),
      { numRuns: 1000 },
    );
  });

  test('exact values are exact in every mode, unnecessary included', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 50n), max: 10n ** 50n }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        mode,
        (n, written, extra, m) => {
          const value = Rational.of(n, 10n ** BigInt(written));
          const target = written + extra;
          expect(roundToScale(value, target, m)).toEqual({ scaled: n * 10n ** BigInt(extra), scale: target, exact: true });
        },
      ),
    );
  });

  test('the decTest-style table: 2.5, 1.5, -2.5, -1.5, 2.4, 2.6 to scale 0', () => {
    const table: Record<string, Record<Exclude<RoundingMode, 'unnecessary'>, bigint>> = {
      '5/2': { half_even: 2n, half_up: 3n, half_down: 2n, half_ceiling: 3n, half_floor: 2n, up: 3n, down: 2n, ceiling: 3n, floor: 2n },
      '3/2': { half_even: 2n, half_up: 2n, half_down: 1n, half_ceiling: 2n, half_floor: 1n, up: 2n, down: 1n, ceiling: 2n, floor: 1n },
      '-5/2': {
        half_even: -2n,
        half_up: -3n,
        half_down: -2n,
        half_ceiling: -2n,
        half_floor: -3n,
        up: -3n,
        down: -2n,
        ceiling: -2n,
        floor: -3n,
      },
      '-3/2': {
        half_even: -2n,
        half_up: -2n,
        half_down: -1n,
        half_ceiling: -1n,
        half_floor: -2n,
        up: -2n,
        down: -1n,
        ceiling: -1n,
        floor: -2n,
      },
      '12/5': { half_even: 2n, half_up: 2n, half_down: 2n, half_ceiling: 2n, half_floor: 2n, up: 3n, down: 2n, ceiling: 3n, floor: 2n },
      '-13/5': {
        half_even: -3n,
        half_up: -3n,
        half_down: -3n,
        half_ceiling: -3n,
        half_floor: -3n,
        up: -3n,
        down: -2n,
        ceiling: -2n,
        floor: -3n,
      },
    };
    for (const [text, byMode] of Object.entries(table)) {
      for (const [m, scaled] of Object.entries(byMode)) {
        expect(roundToScale(Rational.parse(text)!, 0, m as RoundingMode).scaled, `${text} ${m}`).toBe(scaled);
      }
      expect(thrownBy(() => roundToScale(Rational.parse(text)!, 0, 'unnecessary')).reason).toBe('rounding_necessary');
    }
  });

  test('values smaller than one unit at the scale', () => {
    const tiny = Rational.of(-1n, 1000n);
    expect(roundToScale(tiny, 2, 'half_even')).toEqual({ scaled: 0n, scale: 2, exact: false });
    expect(roundToScale(tiny, 2, 'floor').scaled).toBe(-1n);
    expect(roundToScale(tiny, 2, 'up').scaled).toBe(-1n);
    expect(roundToScale(tiny, 2, 'ceiling').scaled).toBe(0n);
    expect(roundToScale(Rational.of(-1n, 200n), 2, 'half_floor').scaled).toBe(-1n);
    expect(roundToScale(Rational.of(-1n, 200n), 2, 'half_ceiling').scaled).toBe(0n);
    expect(roundToScale(Rational.ZERO, 40, 'unnecessary')).toEqual({ scaled: 0n, scale: 40, exact: true });
  });

  test('unnecessary: not_computable / rounding_necessary exactly when inexact', () => {
    fc.assert(
      fc.property(anyRational, scale, (value, s) => {
        const inexact = (value.numerator * 10n ** BigInt(s)) % value.denominator !== 0n;
        if (inexact) {
          const error = thrownBy(() => roundToScale(value, s, 'unnecessary'));
          expect([error.code, error.reason]).toEqual(['not_computable', 'rounding_necessary']);
        } else {
          expect(roundToScale(value, s, 'unnecessary').exact).toBe(true);
        }
      }),
    );
  });

  test('scaledToRational is the rounded value', () => {
    fc.assert(
      fc.property(
        anyRational,
        scale,
        mode.filter((m) => m !== 'unnecessary'),
        (value, s, m) => {
          const rounded = roundToScale(value, s, m);
          expect(scaledToRational(rounded).equals(Rational.of(rounded.scaled, 10n ** BigInt(s)))).toBe(true);
          expect(rounded.exact).toBe(scaledToRational(rounded).equals(value));
        },
      ),
    );
  });
});

describe('isRoundingMode', () => {
  test('accepts the ten modes and nothing else', () => {
    expect(ROUNDING_MODES).toHaveLength(10);
    for (const m of ROUNDING_MODES) expect(isRoundingMode(m)).toBe(true);
    for (const other of ['HALF_EVEN', 'half-even', 'halfEven', 'round', '', 'toString', '__proto__', 5, null, undefined, ['up']]) {
      expect(isRoundingMode(other), String(other)).toBe(false);
    }
  });
});

describe('formatFixed', () => {
  test('worked examples: padding, negatives, zero', () => {
    const cases: [bigint, number, string][] = [
      [123n, 0, '123'],
      [-123n, 0, '-123'],
      [0n, 0, '0'],
      [5n, 3, '0.005'],
      [-5n, 3, '-0.005'],
      [0n, 2, '0.00'],
      [-5n, 2, '-0.05'],
      [123n, 2, '1.23'],
      [-123n, 2, '-1.23'],
      [100n, 2, '1.00'],
      [123n, 3, '0.123'],
      [1n, 40, `0.${'0'.repeat(39)}1`],
    ];
    for (const [scaled, s, text] of cases) expect(formatFixed({ scaled, scale: s, exact: true }), `${scaled}e-${s}`).toBe(text);
  });

  test('a negative value that rounds to zero is written without a sign', () => {
    for (const m of ROUNDING_MODES.filter((r) => r !== 'unnecessary')) {
      const rounded = roundToScale(Rational.of(-1n, 1000n), 2, m);
      if (rounded.scaled === 0n) expect(formatFixed(rounded), m).toBe('0.00');
    }
    expect(formatFixed(roundToScale(Rational.of(-1n, 3n), 0, 'down'))).toBe('0');
  });

  test('property: exactly scale fraction digits, no leading zeros, same value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 70n), max: 10n ** 70n }), scale, (scaled, s) => {
        const text = formatFixed({ scaled, scale: s, exact: false });
        const shape = s === 0 ? /^-?(0|[1-9][0-9]*)$/ : new RegExp(`^-?(0|[1-9][0-9]*)\\.[0-9]{${s}}$`);
        expect(text).toMatch(shape);
        expect(text).not.toMatch(/^-0(\.0*)?$/);
        expect(BigInt(text.replace('.', ''))).toBe(scaled);
      }),
    );
  });
});

/** An independent decimal parser: "-12.50" → -1250/100 (unreduced). */
function decimalToPair(text: string): [bigint, bigint] {
  const [whole, fraction = ''] = text.split('.');
  return [BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length)];
}

describe('terminatingScale and formatCanonicalDecimal', () => {
  const denominator = fc
    .tuple(
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 0, max: 60 }),
      fc.constantFrom(1n, 1n, 1n, 3n, 7n, 9n, 11n, 21n, 10n ** 9n + 7n),
    )
    .map(([twos, fives, other]) => 2n ** BigInt(twos) * 5n ** BigInt(fives) * other);
  const value = fc.tuple(fc.bigInt({ min: -(10n ** 50n), max: 10n ** 50n }), denominator).map(([n, d]) => Rational.of(n, d));

  /** The least s with 10^s divisible by the denominator, searching far enough for these inputs. */
  function leastScale(r: Rational): number | null {
    for (let s = 0; s <= 200; s++) if (10n ** BigInt(s) % r.denominator === 0n) return s;
    return null;
  }

  test('terminatingScale is the least scale that holds the value exactly, or null', () => {
    fc.assert(
      fc.property(value, (r) => {
        expect(terminatingScale(r)).toBe(leastScale(r));
      }),
      { numRuns: 400 },
    );
  });

  test('formatCanonicalDecimal parses back to the same value, without trailing zeros or -0', () => {
    fc.assert(
      fc.property(value, (r) => {
        const text = formatCanonicalDecimal(r);
        if (leastScale(r) === null) {
          expect(text).toBeNull();
          return;
        }
        expect(text).not.toBeNull();
        expect(text).toMatch(/^-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/);
        expect(text).not.toBe('-0');
        const [n, d] = decimalToPair(text!);
        expect(Rational.of(n, d).equals(r)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test('worked examples', () => {
    const cases: [string, string | null][] = [
      ['0', '0'],
      ['-0', '0'],
      ['5', '5'],
      ['-5', '-5'],
      ['1/2', '0.5'],
      ['-1/8', '-0.125'],
      ['1/3', null],
      ['1/6', null],
      ['7/20', '0.35'],
      ['1/1024', '0.0009765625'],
      ['100', '100'],
      ['-1/5', '-0.2'],
      ['3/7', null],
      ['12345/100', '123.45'],
    ];
    for (const [input, expected] of cases) expect(formatCanonicalDecimal(Rational.parse(input)!), input).toBe(expected);
    expect(terminatingScale(Rational.parse('1/1024')!)).toBe(10);
    expect(terminatingScale(Rational.parse('1/1250')!)).toBe(4);
    expect(terminatingScale(Rational.parse('3')!)).toBe(0);
  });
});

describe('readDecimalText', () => {
  function expectError(text: string, code: string, reason: string): void {
    const result = readDecimalText(text, 3, { variable: 'x' });
    expect(result, JSON.stringify(text)).toBeInstanceOf(ToolError);
    const error = result as ToolError;
    expect([error.code, error.reason], text).toEqual([code, reason]);
    expect(error.position).toBe(3);
    expect(error.extra).toEqual({ variable: 'x' });
  }

  function expectValue(text: string, numerator: bigint, denominator: bigint): void {
    expect(readDecimalText(text), text).toEqual({ numerator, denominator });
  }

  test('the limits are 63 characters, 60 digits, 40 fraction digits', () => {
    expect(DECIMAL_LIMITS).toEqual({ limitChars: 63, maxDigits: 60, maxFractionDigits: 40 });
  });

  test('62 characters are read; 63 are limit_exceeded / literal_too_long whatever they contain', () => {
    const sixtyTwo = `-${'1'.repeat(20)}.${'2'.repeat(40)}`; // 62 chars, 60 digits, 40 fraction digits
    expect(sixtyTwo).toHaveLength(62);
    expectValue(sixtyTwo, -BigInt('1'.repeat(20) + '2'.repeat(40)), 10n ** 40n);
    expectError(`-${'1'.repeat(21)}.${'2'.repeat(40)}`, 'limit_exceeded', 'literal_too_long');
    expectError('x'.repeat(63), 'limit_exceeded', 'literal_too_long');
    expectError('0'.repeat(63), 'limit_exceeded', 'literal_too_long');
    expectError('1'.repeat(1000), 'limit_exceeded', 'literal_too_long');
  });

  test('60 digits are read; 61 are invalid_input / too_many_digits', () => {
    expectValue('9'.repeat(60), BigInt('9'.repeat(60)), 1n);
    expectValue(`-${'9'.repeat(60)}`, -BigInt('9'.repeat(60)), 1n);
    expectError('9'.repeat(61), 'invalid_input', 'too_many_digits');
    expectError(`-${'9'.repeat(61)}`, 'invalid_input', 'too_many_digits');
    expectError(`${'9'.repeat(30)}.${'9'.repeat(31)}`, 'invalid_input', 'too_many_digits');
    expectValue(`${'9'.repeat(30)}.${'9'.repeat(30)}`, BigInt('9'.repeat(60)), 10n ** 30n);
  });

  test('40 fraction digits are read; 41 are invalid_input / too_many_fraction_digits', () => {
    expectValue(`0.${'0'.repeat(39)}1`, 1n, 10n ** 40n);
    expectError(`0.${'0'.repeat(40)}1`, 'invalid_input', 'too_many_fraction_digits');
    expectError(`-0.${'5'.repeat(41)}`, 'invalid_input', 'too_many_fraction_digits');
    // Over both digit limits at once: either reason is invalid_input.
    const both = readDecimalText(`${'9'.repeat(20)}.${'9'.repeat(41)}`);
    expect(both).toBeInstanceOf(ToolError);
    expect((both as ToolError).code).toBe('invalid_input');
  });

  test('form: leading zeros, points without digits, signs, exponents', () => {
    for (const text of [
      '05',
      '00',
      '-05',
      '00.5',
      '1.',
      '.5',
      '-.5',
      '+1',
      '1e3',
      '1.2.3',
      '',
      '-',
      ' 1',
      '1 ',
      '1,5',
      '\u22121',
      '١',
      '0x1',
      '--1',
      'abc',
      '1_000',
    ]) {
      expectError(text, 'invalid_input', 'malformed_number');
    }
  });

  test('values are returned as written, unreduced', () => {
    expectValue('0', 0n, 1n);
    expectValue('-0', 0n, 1n);
    expectValue('-0.0', 0n, 10n);
    expectValue('0.5', 5n, 10n);
    expectValue('1.50', 150n, 100n);
    expectValue('-12.340', -12340n, 1000n);
    expectValue('10', 10n, 1n);
    expectValue('0.05', 5n, 100n);
  });

  test('property: any well-formed decimal within the limits reads as its value', () => {
    const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
    const literal = fc
      .tuple(
        fc.boolean(),
        fc.oneof(
          fc.constant('0'),
          fc.tuple(fc.constantFrom(...'123456789'), digitString(0, 19)).map(([a, b]) => a + b),
        ),
        fc.option(digitString(1, 40), { nil: null }),
      )
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`);
    fc.assert(
      fc.property(literal, (text) => {
        const [n, d] = decimalToPair(text);
        expectValue(text, n, d);
      }),
    );
  });

  test('reduceDecimalText charges the reduction, then reduces', () => {
    const budget = new WorkBudget();
    const literal = readDecimalText('-12.340');
    if (literal instanceof ToolError) throw literal;
    expect(reduceDecimalText(literal, budget, 0).toString()).toBe('-617/50');
    expect(budget.used).toBe(25); // digits(12340) = 5 ≥ digits(1000) = 4
    const tight = new WorkBudget(24);
    const error = thrownBy(() => reduceDecimalText(literal, tight, 9));
    expect([error.reason, error.position]).toEqual(['arithmetic_work', 9]);
  });
});
