import type { Rational } from '../rational';

/**
 * The decimal expansion of a rational, with its repeating block: 1/6 = 0.1(6), 22/7 = 3.(142857).
 * Parts are digit strings of the absolute value.
 */
export interface RepeatingDecimal {
  sign: '' | '-';
  /** Integer part of the absolute value. */
  integer: string;
  /** Fraction digits before the repeating block (all of them when the decimal terminates). */
  nonRepeating: string;
  /** The repeating block (the period), '' when the decimal terminates. */
  repeating: string;
  /**
   * True when the expansion was cut at the digit limit: `nonRepeating + repeating` are then only
   * the first fraction digits, `repeating` is only the start of the period (or '' when the cut
   * fell before it), and the period's length is unknown.
   */
  truncated: boolean;
}

export const DEFAULT_MAX_DECIMAL_DIGITS = 2000;

/**
 * The exponent of `prime` in n (n > 0) and n without those factors. Divides by prime^(2^k) from
 * the largest k down, so a denominator of thousands of digits costs a few dozen divisions, not
 * one per factor.
 */
function multiplicity(n: bigint, prime: bigint): { exponent: number; rest: bigint } {
  const powers: bigint[] = [];
  for (let power = prime; n % power === 0n; power *= power) powers.push(power);
  let exponent = 0;
  for (let k = powers.length - 1; k >= 0; k--) {
    if (n % powers[k]! === 0n) {
      n /= powers[k]!;
      exponent += 2 ** k;
    }
  }
  return { exponent, rest: n };
}

/**
 * The exact decimal expansion, with at most `maxDigits` fraction digits.
 *
 * For a reduced p/q with q = 2^a·5^b·m and gcd(m, 10) = 1, the digits before the period are
 * exactly max(a, b) and the period is the multiplicative order of 10 modulo m (none when m = 1).
 * The order is found by long division: after the non-repeating digits the remainder returns to
 * its starting value after exactly one period. That walk is cut at the digit limit, because a
 * period can be astronomically long (1/p for a 200-digit prime p can have p − 1 digits), and
 * computing the order directly would need the factors of φ(m).
 */
export function toRepeatingDecimal(value: Rational, maxDigits: number = DEFAULT_MAX_DECIMAL_DIGITS): RepeatingDecimal {
  if (!Number.isSafeInteger(maxDigits) || maxDigits < 0) throw new RangeError(`maxDigits must be a non-negative integer, not ${maxDigits}`);
  const magnitude = value.numerator < 0n ? -value.numerator : value.numerator;
  const { denominator } = value;
  const sign = value.numerator < 0n ? '-' : '';
  const integer = (magnitude / denominator).toString();
  const remainder = magnitude % denominator;
  if (remainder === 0n) return { sign, integer, nonRepeating: '', repeating: '', truncated: false };

  const twos = multiplicity(denominator, 2n);
  const fives = multiplicity(twos.rest, 5n);
  const prefixLength = Math.max(twos.exponent, fives.exponent);
  const terminates = fives.rest === 1n;

  // The non-repeating digits in one division: floor(r·10^k / q), padded to k digits.
  const shownPrefix = Math.min(prefixLength, maxDigits);
  const scaled = remainder * 10n ** BigInt(shownPrefix);
  const nonRepeating = shownPrefix === 0 ? '' : (scaled / denominator).toString().padStart(shownPrefix, '0');
  if (shownPrefix < prefixLength) return { sign, integer, nonRepeating, repeating: '', truncated: true };
  if (terminates) return { sign, integer, nonRepeating, repeating: '', truncated: false };

  const start = scaled % denominator;
  const budget = maxDigits - prefixLength;
  const digits: string[] = [];
  let current = start;
  while (digits.length < budget) {
    current *= 10n;
    digits.push((current / denominator).toString());
    current %= denominator;
    if (current === start) return { sign, integer, nonRepeating, repeating: digits.join(''), truncated: false };
  }
  return { sign, integer, nonRepeating, repeating: digits.join(''), truncated: true };
}

/**
 * The expansion as text: "0.(142857)", "-0.1(6)", "0.25", "3". A truncated expansion is its
 * digits followed by "…", without parentheses, since where its period ends is not known.
 */
export function formatRepeatingDecimal(parts: RepeatingDecimal): string {
  const { sign, integer, nonRepeating, repeating, truncated } = parts;
  if (truncated) {
    const digits = nonRepeating + repeating;
    return digits === '' ? `${sign}${integer}…` : `${sign}${integer}.${digits}…`;
  }
  if (nonRepeating === '' && repeating === '') return `${sign}${integer}`;
  return `${sign}${integer}.${nonRepeating}${repeating === '' ? '' : `(${repeating})`}`;
}
