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
  return (n < 0n ? -n : n) >= powerOfTen(maxDigits);
}
