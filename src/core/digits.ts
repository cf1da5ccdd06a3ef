import { digitCount } from './gcd';

export { digitCount };

const powersOfTen = new Map<number, bigint>();

/** 10^exponent, cached: the digit caps compare against the same few powers on every operation. */
export function powerOfTen(exponent: number): bigint {
  let power = powersOfTen.get(exponent);
  if (power === undefined) {
    power = 10n ** BigInt(exponent);
    powersOfTen.set(exponent, power);
  }
  return power;
}

/** Whether |n| has more than `maxDigits` decimal digits, by one comparison instead of a digit count. */
export function exceedsDigits(n: bigint, maxDigits: number): boolean {
  return exceedsBound(n, powerOfTen(maxDigits));
}

/** Whether |n| ≥ bound: {@link exceedsDigits} with the power of ten already in hand, for hot loops. */
export function exceedsBound(n: bigint, bound: bigint): boolean {
  // Not `n <= -bound`: negating the bound would make a new BigInt on every call.
  return n >= 0n ? n >= bound : -n >= bound;
}
