import { gcd } from './gcd';
import { bigIntOfSafeInteger } from './safe-integer';

/**
 * The contracts' rational string: `-?(0|[1-9][0-9]*)(/[1-9][0-9]*)?`. {@link splitRationalText}
 * is the scanner that reads it (a property test holds the two to each other): a regex test and
 * two slices cost about 70 ns, on every claim of every request.
 */
export const RATIONAL_TEXT = /^-?(0|[1-9][0-9]*)(\/[1-9][0-9]*)?$/;

/** Where the parts of a rational string are, as written, before any conversion or reduction. */
export interface RationalText {
  text: string;
  /** UTF-16 index of the "/", or the text's length when there is none (the denominator is 1). */
  slash: number;
  /** Digit counts as written, without the sign: limits are checked on these before any BigInt is made. */
  numeratorDigits: number;
  denominatorDigits: number;
}

function digitRunEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) break;
    i++;
  }
  return i;
}

/** Reads a string that matches {@link RATIONAL_TEXT}; null when it does not match. */
export function splitRationalText(text: string): RationalText | null {
  const numeratorStart = text.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  const numeratorEnd = digitRunEnd(text, numeratorStart);
  const numeratorDigits = numeratorEnd - numeratorStart;
  if (numeratorDigits === 0 || (numeratorDigits > 1 && text.charCodeAt(numeratorStart) === 48) /* 0 */) return null;
  if (numeratorEnd === text.length) return { text, slash: numeratorEnd, numeratorDigits, denominatorDigits: 1 };
  if (text.charCodeAt(numeratorEnd) !== 47 /* / */ || text.charCodeAt(numeratorEnd + 1) === 48) return null;
  const denominatorEnd = digitRunEnd(text, numeratorEnd + 1);
  const denominatorDigits = denominatorEnd - numeratorEnd - 1;
  if (denominatorDigits === 0 || denominatorEnd !== text.length) return null;
  return { text, slash: numeratorEnd, numeratorDigits, denominatorDigits };
}

/** Integers this short convert through a double exactly, which is far cheaper than BigInt(text). */
const SAFE_INTEGER_DIGITS = 15;

/** The integer a string of digits (with an optional leading "-") spells. */
export function integerFromText(text: string): bigint {
  return integerFromDigits(text, 0, text.length);
}

/** The integer that `text` spells from `from` to `to` (digits, with an optional leading "-"), without cutting it out. */
export function integerFromDigits(text: string, from: number, to: number): bigint {
  if (to - from > SAFE_INTEGER_DIGITS) return BigInt(text.slice(from, to));
  const negative = text.charCodeAt(from) === 45;
  const value = safeIntegerFromDigits(text, negative ? from + 1 : from, to);
  return bigIntOfSafeInteger(negative ? -value : value);
}

/** The number that the digits of `text` from `from` to `to` spell; exact for at most 15 digits. */
export function safeIntegerFromDigits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + (text.charCodeAt(i) - 48);
  return value;
}

/** The numerator and denominator a rational string spells, as written (not reduced). */
export function integersOf({ text, slash }: RationalText): { numerator: bigint; denominator: bigint } {
  return {
    numerator: integerFromDigits(text, 0, slash),
    denominator: slash === text.length ? 1n : integerFromDigits(text, slash + 1, text.length),
  };
}

/**
 * The reduced value a rational string spells, and its canonical form: the string itself when it
 * is written in lowest terms without "/1" or "-0", which spares a conversion to text.
 */
export function readRationalText(parts: RationalText): { value: Rational; canonical: string } {
  const { numerator, denominator } = integersOf(parts);
  const value = Rational.of(numerator, denominator);
  const { text, slash } = parts;
  const writtenCanonical =
    value.numerator === numerator &&
    value.denominator === denominator &&
    (slash === text.length ? !(numerator === 0n && text.charCodeAt(0) === 45 /* - */) : denominator !== 1n);
  return { value, canonical: writtenCanonical ? text : value.toString() };
}

/**
 * An immutable exact rational in lowest terms with a positive denominator, in the spirit of
 * CPython's `fractions.Fraction`. Every instance is normalized, so equality of values is equality
 * of fields and `toString` is the canonical form.
 */
export class Rational {
  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  /** Use {@link Rational.of} or {@link Rational.fromInteger}; this trusts its arguments. */
  private constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
  ) {}

  /** numerator/denominator reduced to lowest terms. The denominator must not be zero. */
  static of(numerator: bigint, denominator: bigint = 1n): Rational {
    if (denominator === 0n) throw new RangeError('Rational with a zero denominator');
    if (denominator < 0n) {
      numerator = -numerator;
      denominator = -denominator;
    }
    if (denominator === 1n) return new Rational(numerator, 1n);
    const g = gcd(numerator, denominator);
    return g === 1n ? new Rational(numerator, denominator) : new Rational(numerator / g, denominator / g);
  }

  static fromInteger(value: bigint): Rational {
    return new Rational(value, 1n);
  }

  /** Parses a string matching {@link RATIONAL_TEXT} into its reduced value; null if it does not match. */
  static parse(text: string): Rational | null {
    const parts = splitRationalText(text);
    if (parts === null) return null;
    const { numerator, denominator } = integersOf(parts);
    return Rational.of(numerator, denominator);
  }

  isZero(): boolean {
    return this.numerator === 0n;
  }

  isInteger(): boolean {
    return this.denominator === 1n;
  }

  sign(): -1 | 0 | 1 {
    return this.numerator < 0n ? -1 : this.numerator > 0n ? 1 : 0;
  }

  negate(): Rational {
    return this.numerator === 0n ? this : new Rational(-this.numerator, this.denominator);
  }

  abs(): Rational {
    return this.numerator < 0n ? new Rational(-this.numerator, this.denominator) : this;
  }

  /** Sum; reduces with the gcd of the denominators first, as fractions.py does, so the big gcd is rarely needed. */
  add(other: Rational): Rational {
    return Rational.sum(this.numerator, this.denominator, other.numerator, other.denominator);
  }

  subtract(other: Rational): Rational {
    return Rational.sum(this.numerator, this.denominator, -other.numerator, other.denominator);
  }

  /** a/b + c/d for reduced operands, reduced. */
  private static sum(a: bigint, b: bigint, c: bigint, d: bigint): Rational {
    // With an integer operand the sum is already in lowest terms: gcd(a·d + c, d) = gcd(c, d) = 1.
    if (b === 1n) return new Rational(a * d + c, d);
    if (d === 1n) return new Rational(a + c * b, b);
    if (b === d) {
      // A common denominator (1/4 + 3/4): only the sum's common factor with it can cancel.
      const t = a + c;
      const g = gcd(t, b);
      return g === 1n ? new Rational(t, b) : new Rational(t / g, b / g);
    }
    const g = gcd(b, d);
    if (g === 1n) return new Rational(a * d + b * c, b * d);
    const s = b / g;
    const t = a * (d / g) + c * s;
    const g2 = gcd(t, g);
    if (g2 === 1n) return new Rational(t, s * d);
    return new Rational(t / g2, s * (d / g2));
  }

  /** Product; cross-cancels before multiplying so no gcd of the (larger) product is needed. */
  multiply(other: Rational): Rational {
    let { numerator: a, denominator: b } = this;
    let { numerator: c, denominator: d } = other;
    if (d !== 1n) {
      const g1 = gcd(a, d);
      if (g1 > 1n) {
        a /= g1;
        d /= g1;
      }
    }
    if (b !== 1n) {
      const g2 = gcd(c, b);
      if (g2 > 1n) {
        c /= g2;
        b /= g2;
      }
    }
    return new Rational(a * c, b * d);
  }

  /** The reciprocal. The value must not be zero. */
  reciprocal(): Rational {
    if (this.numerator === 0n) throw new RangeError('Reciprocal of zero');
    return this.numerator < 0n ? new Rational(-this.denominator, -this.numerator) : new Rational(this.denominator, this.numerator);
  }

  /** Quotient. The divisor must not be zero. */
  divide(other: Rational): Rational {
    return this.multiply(other.reciprocal());
  }

  /** this^exponent for an integer exponent; 0^0 is 1; 0 to a negative power is a RangeError. */
  power(exponent: number): Rational {
    if (exponent === 0) return Rational.ONE;
    const base = exponent < 0 ? this.reciprocal() : this;
    const e = BigInt(Math.abs(exponent));
    return new Rational(base.numerator ** e, base.denominator ** e);
  }

  compare(other: Rational): -1 | 0 | 1 {
    if (this.denominator === other.denominator) {
      return this.numerator < other.numerator ? -1 : this.numerator > other.numerator ? 1 : 0;
    }
    const left = this.numerator * other.denominator;
    const right = other.numerator * this.denominator;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  equals(other: Rational): boolean {
    return this.numerator === other.numerator && this.denominator === other.denominator;
  }

  /** Canonical form: reduced, no "/1", never "-0". */
  toString(): string {
    return this.denominator === 1n ? this.numerator.toString() : `${this.numerator}/${this.denominator}`;
  }
}
