import { invalidInput, limitExceeded, notComputable, type ToolError } from './errors';
import { powerOfTen } from './digits';
import type { WorkBudget } from './budget';
import { Rational } from './rational';

export const ROUNDING_MODES = [
  'half_even',
  'half_up',
  'half_down',
  'half_ceiling',
  'half_floor',
  'up',
  'down',
  'ceiling',
  'floor',
  'unnecessary',
] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export function isRoundingMode(value: unknown): value is RoundingMode {
  return typeof value === 'string' && (ROUNDING_MODES as readonly string[]).includes(value);
}

/** The decimal literal rules of decimal-expression-evaluate (literals and variable values alike). */
export const DECIMAL_LIMITS = {
  /** A literal of this many characters or more is limit_exceeded. */
  limitChars: 63,
  maxDigits: 60,
  maxFractionDigits: 40,
} as const;

/** A decimal literal as written: the integer numerator over a power of ten, not yet reduced. */
export interface DecimalText {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * Checks a decimal literal or variable value against the contract's rules, in its order: length
 * first (limit_exceeded), then form, then digit counts (invalid_input). Returns the value unreduced,
 * or the error, so the caller decides where it points.
 */
export function readDecimalText(text: string, position?: number, extra?: Record<string, unknown>): DecimalText | ToolError {
  if (text.length >= DECIMAL_LIMITS.limitChars) {
    return limitExceeded('literal_too_long', `number literal of ${text.length} characters; at most 62 are allowed`, position, extra);
  }
  if (!DECIMAL_TEXT.test(text)) {
    return invalidInput(
      'malformed_number',
      `"${text}" is not a decimal number (digits with an optional ".digits" part, no leading zeros)`,
      position,
      extra,
    );
  }
  const unsigned = text.startsWith('-') ? text.slice(1) : text;
  const point = unsigned.indexOf('.');
  const fractionDigits = point < 0 ? 0 : unsigned.length - point - 1;
  const digits = unsigned.length - (point < 0 ? 0 : 1);
  if (digits > DECIMAL_LIMITS.maxDigits) {
    return invalidInput('too_many_digits', `number "${text}" has ${digits} digits; at most 60 are allowed`, position, extra);
  }
  if (fractionDigits > DECIMAL_LIMITS.maxFractionDigits) {
    return invalidInput(
      'too_many_fraction_digits',
      `number "${text}" has ${fractionDigits} fraction digits; at most 40 are allowed`,
      position,
      extra,
    );
  }
  const numerator = BigInt(point < 0 ? text : text.slice(0, text.length - fractionDigits - 1) + text.slice(text.length - fractionDigits));
  return { numerator, denominator: powerOfTen(fractionDigits) };
}

/** A value rounded to `scale` fraction digits, as the integer value·10^scale. */
export interface ScaledInteger {
  scaled: bigint;
  scale: number;
  /** True when rounding changed nothing. */
  exact: boolean;
}

/**
 * Rounds an exact rational to `scale` fraction digits in one of the ten modes. `unnecessary`
 * with an inexact result is not_computable / rounding_necessary.
 */
export function roundToScale(value: Rational, scale: number, mode: RoundingMode, position?: number): ScaledInteger {
  const scaledNumerator = value.numerator * powerOfTen(scale);
  const { denominator } = value;
  const truncated = scaledNumerator / denominator;
  const remainder = scaledNumerator % denominator;
  if (remainder === 0n) return { scaled: truncated, scale, exact: true };
  if (mode === 'unnecessary') {
    throw notComputable(
      'rounding_necessary',
      `rounding to ${scale} fraction digits is inexact and the rounding mode is "unnecessary"`,
      position,
    );
  }
  const negative = scaledNumerator < 0n;
  const awayFromZero = negative ? truncated - 1n : truncated + 1n;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  const half = twiceRemainder < denominator ? -1 : twiceRemainder > denominator ? 1 : 0;
  const towardPositive = negative ? truncated : awayFromZero;
  const towardNegative = negative ? awayFromZero : truncated;
  let scaled: bigint;
  switch (mode) {
    case 'down':
      scaled = truncated;
      break;
    case 'up':
      scaled = awayFromZero;
      break;
    case 'ceiling':
      scaled = towardPositive;
      break;
    case 'floor':
      scaled = towardNegative;
      break;
    default: {
      if (half !== 0) {
        scaled = half > 0 ? awayFromZero : truncated;
        break;
      }
      switch (mode) {
        case 'half_up':
          scaled = awayFromZero;
          break;
        case 'half_down':
          scaled = truncated;
          break;
        case 'half_ceiling':
          scaled = towardPositive;
          break;
        case 'half_floor':
          scaled = towardNegative;
          break;
        case 'half_even':
          scaled = truncated % 2n === 0n ? truncated : awayFromZero;
          break;
      }
    }
  }
  return { scaled, scale, exact: false };
}

/** value·10^-scale as a Rational. */
export function scaledToRational({ scaled, scale }: ScaledInteger): Rational {
  return Rational.of(scaled, powerOfTen(scale));
}

/** Exactly `scale` fraction digits; zero is unsigned ("0.00", never "-0.00"). */
export function formatFixed({ scaled, scale }: ScaledInteger): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
  return negative ? `-${body}` : body;
}

/**
 * The number of fraction digits of a terminating decimal, or null when the reduced denominator
 * has a prime factor other than 2 and 5 (the expansion never ends).
 */
export function terminatingScale(value: Rational): number | null {
  let d = value.denominator;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives++;
  }
  return d === 1n ? Math.max(twos, fives) : null;
}

/** The canonical decimal (no trailing fraction zeros, no "-0"), or null when it does not terminate. */
export function formatCanonicalDecimal(value: Rational): string | null {
  const scale = terminatingScale(value);
  return scale === null ? null : formatFixed(roundToScale(value, scale, 'unnecessary'));
}

/** Reduces a decimal as written to lowest terms, charging the budget for the reduction first. */
export function reduceDecimalText(text: DecimalText, budget: WorkBudget, position?: number): Rational {
  budget.charge([text.numerator, text.denominator], position);
  return Rational.of(text.numerator, text.denominator);
}
