/**
 * A small seeded generator (mulberry32): the same seed gives the same sheet on every engine, so a
 * sheet is made again from the seed printed on it. Not for anything secret.
 */
export type Random = () => number;

/** The largest seed; a seed is an integer from 0 to this. */
export const MAX_SEED = 0xffff_ffff;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed derived from a seed and a name (FNV-1a over the name, mixed with the seed). */
export function derivedSeed(seed: number, name: string): number {
  let hash = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** An integer from `low` to `high`, both included. */
export const randomInt = (random: Random, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));

/** One element of a non-empty list. */
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Whether a text is a seed: decimal digits, 0 to {@link MAX_SEED}. */
export function isSeedText(text: string): boolean {
  return /^(0|[1-9][0-9]{0,9})$/.test(text) && Number(text) <= MAX_SEED;
}
