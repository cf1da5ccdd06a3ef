/**
 * BigInt(n) for a safe integer, with the small non-negative ones (most literals, most gcds) taken
 * from a table: BigInt(n) is a runtime call and an allocation, about 15 ns, where a lookup is ~1.
 */
const SMALL_BIGINTS: readonly bigint[] = Array.from({ length: 1024 }, (_, i) => BigInt(i));

export function bigIntOfSafeInteger(n: number): bigint {
  return n >= 0 && n < SMALL_BIGINTS.length ? SMALL_BIGINTS[n]! : BigInt(n);
}
