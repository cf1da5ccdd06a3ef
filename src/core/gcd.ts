// TEMPORARY (lead): plain Euclid until helper's Lehmer gcd replaces this file.
export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
export function digitCount(n: bigint): number {
  return (n < 0n ? -n : n).toString().length;
}
