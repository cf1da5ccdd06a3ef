import { Rational } from '../rational';
import { toMixedNumber, type MixedNumber } from './mixed-number';
import { DEFAULT_MAX_DECIMAL_DIGITS, toRepeatingDecimal, type RepeatingDecimal } from './repeating-decimal';

export { formatMixedNumber, isProperMixed, toMixedNumber, type MixedNumber } from './mixed-number';
export { DEFAULT_MAX_DECIMAL_DIGITS, formatRepeatingDecimal, toRepeatingDecimal, type RepeatingDecimal } from './repeating-decimal';

/**
 * Everything a display needs to show one rational exactly: the stacked fraction's parts, the
 * mixed number and the decimal expansion. Plain JSON strings, so it can cross the worker boundary.
 */
export interface RationalDescription {
  /** Canonical form: reduced, no "/1", never "-0". */
  canonical: string;
  /** Signed numerator of the canonical form. */
  numerator: string;
  /** Positive denominator of the canonical form ("1" for an integer). */
  denominator: string;
  mixed: MixedNumber;
  decimal: RepeatingDecimal;
}

/**
 * Longest text described. The engine's largest rationals (a subtract result or a check's
 * difference) stay near 2,000 characters; past this a BigInt parse alone would cost more than a
 * display is worth.
 */
export const MAX_DESCRIBED_TEXT_LENGTH = 5000;

/**
 * Describes a rational string such as "-7/2" (any form matching the contracts' pattern: "6/4" is
 * described as 3/2). Null when the text is not such a string or is longer than
 * {@link MAX_DESCRIBED_TEXT_LENGTH}; never throws.
 */
export function describeRational(text: string, maxDecimalDigits: number = DEFAULT_MAX_DECIMAL_DIGITS): RationalDescription | null {
  if (typeof text !== 'string' || text.length > MAX_DESCRIBED_TEXT_LENGTH) return null;
  // Rational.parse is the check against the contracts' pattern: null when the text does not match.
  const value = Rational.parse(text);
  if (value === null) return null;
  return {
    canonical: value.toString(),
    numerator: value.numerator.toString(),
    denominator: value.denominator.toString(),
    mixed: toMixedNumber(value),
    decimal: toRepeatingDecimal(value, maxDecimalDigits),
  };
}
