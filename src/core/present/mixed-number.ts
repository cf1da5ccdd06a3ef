import type { Rational } from '../rational';

/**
 * A rational as a mixed number: sign, whole part and proper fraction of its absolute value, so
 * 7/2 is 3 ½ and -7/2 is −(3 ½). Parts are decimal digit strings (plain JSON, like every value
 * that crosses the worker boundary). An integer has numerator "0" and denominator "1"; a value
 * below 1 in size has whole "0", which a display leaves out.
 */
export interface MixedNumber {
  sign: '' | '-';
  whole: string;
  numerator: string;
  denominator: string;
}

export function toMixedNumber(value: Rational): MixedNumber {
  const magnitude = value.numerator < 0n ? -value.numerator : value.numerator;
  const { denominator } = value;
  return {
    sign: value.numerator < 0n ? '-' : '',
    whole: (magnitude / denominator).toString(),
    numerator: (magnitude % denominator).toString(),
    denominator: denominator.toString(),
  };
}

/**
 * Whether the mixed form says something the plain fraction does not: both a whole part and a
 * fractional part (7/2 → 3 1/2, but not 1/2 or 5).
 */
export function isProperMixed(parts: MixedNumber): boolean {
  return parts.whole !== '0' && parts.numerator !== '0';
}

/** The mixed number as text: "-3 1/2", "1/2", "-5", "0". */
export function formatMixedNumber(parts: MixedNumber): string {
  const { sign, whole, numerator, denominator } = parts;
  if (numerator === '0') return whole === '0' ? '0' : `${sign}${whole}`;
  const fraction = `${numerator}/${denominator}`;
  return whole === '0' ? `${sign}${fraction}` : `${sign}${whole} ${fraction}`;
}
