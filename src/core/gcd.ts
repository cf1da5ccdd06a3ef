/**
 * Greatest common divisor and exact size measures of BigInts.
 *
 * JavaScript has no BigInt gcd, and plain Euclid pays a full BigInt division (and allocation)
 * for every quotient, most of which are 1, 2 or 3. This is Lehmer's algorithm: the quotients are
 * computed from the leading 52 bits in ordinary doubles, only as far as they are certified to be
 * the quotients of the full numbers, and the collected 2×2 cofactor matrix is applied to the full
 * numbers once per round (about 24 bits of progress per round).
 *
 * During the rounds the operands are little-endian arrays of 26-bit limbs in a Float64Array:
 * with cofactors below 2^26 every product and sum stays an exact integer below 2^53, and a round
 * allocates nothing. (Applying the matrix with BigInt multiplications instead costs about a dozen
 * BigInt operations per round and measured slower at every size from 20 digits up.)
 */

import { bigIntOfSafeInteger } from './safe-integer';

const TWO_POW_53n = 0x20000000000000n;
const NEGATIVE_TWO_POW_53n = -TWO_POW_53n;
const LIMB_BITS = 26;
const LIMB_BASE = 2 ** LIMB_BITS;
const INV_LIMB_BASE = 2 ** -LIMB_BITS;
/**
 * When a has more than this many hex digits beyond b, the first quotient is at least 2^20 and a
 * single BigInt remainder beats any number of Lehmer rounds (which could not certify it anyway).
 */
const HEX_DIGITS_GAP_FOR_DIVISION = 5;

/** 2^k and 2^-k for k in 0..26, so extracting leading bits needs no Math.pow. */
const POW2 = new Float64Array(LIMB_BITS + 1);
const POW2_INVERSE = new Float64Array(LIMB_BITS + 1);
for (let k = 0; k <= LIMB_BITS; k++) {
  POW2[k] = 2 ** k;
  POW2_INVERSE[k] = 2 ** -k;
}

/** The greatest common divisor of |a| and |b|; gcd(0, 0) = 0. */
export function gcd(a: bigint, b: bigint): bigint {
  if (a < TWO_POW_53n && a > NEGATIVE_TWO_POW_53n && b < TWO_POW_53n && b > NEGATIVE_TWO_POW_53n) {
    // Both safe integers (most gcds): the whole computation in doubles, after four compares.
    let x = Number(a);
    let y = Number(b);
    if (x < 0) x = -x;
    if (y < 0) y = -y;
    return bigIntOfSafeInteger(x < y ? gcdOfSafeIntegers(y, x) : gcdOfSafeIntegers(x, y));
  }
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  if (a < b) {
    const t = a;
    a = b;
    b = t;
  }
  return b === 0n ? a : gcdOfLarge(a, b);
}

/**
 * Euclid on doubles, x ≥ y ≥ 0, both < 2^53. Most quotients are 1, so a subtraction is tried
 * before the (much slower) division. For integers below 2^53, ⌊x / y⌋ computed in doubles is the
 * exact quotient: rounding x/y up to the next integer q + 1 would need (q + 1)·y > 2^53.
 */
function gcdOfSafeIntegers(x: number, y: number): number {
  while (y !== 0) {
    if (x < 2147483648) {
      // Both fit in int32, where `%` is an integer instruction rather than a call to fmod.
      let p = x | 0;
      let q = y | 0;
      while (q !== 0) {
        let r = p - q;
        if (r >= q) r = p % q;
        p = q;
        q = r;
      }
      return p;
    }
    let r = x - y;
    if (r >= y) r = x - Math.floor(x / y) * y;
    x = y;
    y = r;
  }
  return x;
}

/** a ≥ b > 0 and a ≥ 2^53. */
function gcdOfLarge(a: bigint, b: bigint): bigint {
  for (;;) {
    if (b < TWO_POW_53n) {
      if (b === 0n) return a;
      return bigIntOfSafeInteger(gcdOfSafeIntegers(Number(b), Number(a % b)));
    }
    const hexA = a.toString(16);
    const hexB = b.toString(16);
    if (hexA.length - hexB.length > HEX_DIGITS_GAP_FOR_DIVISION) {
      const r = a % b;
      a = b;
      b = r;
    } else {
      const pair = limbRounds(hexA, hexB);
      a = pair[0];
      b = pair[1];
    }
  }
}

/**
 * The cofactor matrix of the last {@link lehmerQuotients}: the new pair is
 * (u0·a + v0·b, u1·a + v1·b), stored as [u0, v0, u1, v1]. Every entry is below 2^26 in magnitude.
 */
const cofactors = new Float64Array(4);

/**
 * Runs Euclid on the leading parts x ≥ y (x < 2^52) of full numbers A, B — that is
 * x = ⌊A/2^s⌋, y = ⌊B/2^s⌋ for one s — and stops before the first quotient that might differ
 * from the full numbers' quotient. Returns the number of certified steps and leaves their matrix
 * in {@link cofactors}.
 *
 * Certification (Jebelean's condition): after i steps the full remainder is
 * R_i = 2^s (r_i + e_i), where the error e_i, coming from the truncated low bits, satisfies
 * −N_i < e_i < P_i (e_i ≥ 0 when N_i = 0), N_i and P_i being the magnitudes of the negative and
 * positive cofactor of row i (the signs alternate by row). The step to r_{i+1} is the full
 * numbers' step exactly when 0 ≤ R_{i+1} < R_i, which r_{i+1} ≥ N_{i+1} and
 * r_{i+1} + P_{i+1} ≤ r_i − N_i guarantee. Those bounds also keep every cofactor below
 * √x < 2^26 (cofactors of row i+1 are at most r_i and at most x / r_i). A step that passes the
 * test has the true quotient even if x / y were rounded, since 0 ≤ r < y pins the quotient down.
 */
function lehmerQuotients(x: number, y: number): number {
  if (y === 0) return 0;
  // Row 0 is (1, 0) and row 1 is (0, 1); N/P are the negative/positive cofactor magnitudes.
  let n0 = 0;
  let p0 = 1;
  let n1 = 0;
  let p1 = 1;
  let steps = 0;
  for (;;) {
    const q = Math.floor(x / y);
    const r = x - q * y;
    const n2 = n0 + q * p1;
    const p2 = p0 + q * n1;
    if (r < n2 || r + p2 > y - n1) break;
    x = y;
    y = r;
    n0 = n1;
    p0 = p1;
    n1 = n2;
    p1 = p2;
    steps++;
  }
  // Even rows are (+P, −N), odd rows (−N, +P).
  if ((steps & 1) === 0) {
    cofactors[0] = p0;
    cofactors[1] = -n0;
    cofactors[2] = -n1;
    cofactors[3] = p1;
  } else {
    cofactors[0] = -n0;
    cofactors[1] = p0;
    cofactors[2] = p1;
    cofactors[3] = -n1;
  }
  return steps;
}

/**
 * {@link lehmerQuotients} as a value, for tests of the certification itself: given the leading
 * parts x = ⌊A/2^s⌋ ≥ y = ⌊B/2^s⌋ (x < 2^52) of any A ≥ B, the number of Euclid steps certified
 * and the matrix [u0, v0, u1, v1] taking (A, B) to the pair those steps reach.
 */
export function certifiedLeadingSteps(x: number, y: number): { steps: number; matrix: number[] } {
  const steps = lehmerQuotients(x, y);
  return { steps, matrix: Array.from(cofactors) };
}

let limbsA = new Float64Array(128);
let limbsB = new Float64Array(128);

/**
 * Lehmer rounds on limb arrays, from a ≥ b given in hex, until b < 2^52 or a quotient cannot be
 * certified (then one BigInt division step is taken). Returns the new pair, a ≥ b.
 */
function limbRounds(hexA: string, hexB: string): [bigint, bigint] {
  const capacity = Math.ceil((hexA.length * 4) / LIMB_BITS) + 2;
  if (limbsA.length < capacity) {
    limbsA = new Float64Array(capacity * 2);
    limbsB = new Float64Array(capacity * 2);
  }
  const la = limbsA;
  const lb = limbsB;
  let na = hexToLimbs(hexA, la);
  let nb = hexToLimbs(hexB, lb);
  lb.fill(0, nb, na);
  let certified = true;
  while (nb > 2) {
    // The leading 52 bits of a, and b's bits at the same positions.
    const top = la[na - 1]!;
    const k = LIMB_BITS - (32 - Math.clz32(top));
    const up = POW2[k]!;
    const down = POW2_INVERSE[LIMB_BITS - k]!;
    const x = (top * LIMB_BASE + la[na - 2]!) * up + Math.floor(la[na - 3]! * down);
    const y = (lb[na - 1]! * LIMB_BASE + lb[na - 2]!) * up + Math.floor(lb[na - 3]! * down);
    if (lehmerQuotients(x, y) === 0) {
      certified = false;
      break;
    }
    const u0 = cofactors[0]!;
    const v0 = cofactors[1]!;
    const u1 = cofactors[2]!;
    const v1 = cofactors[3]!;
    // |u·limb + v·limb| < 2^52 (opposite signs), plus a carry below 2^27: exact in a double.
    // Each carry chain is a serial dependency (add, scale, floor), so the lower and upper halves
    // run as separate chains in one loop — four chains keep the FPU busy where two left it
    // waiting — and the lower half's final carry is added into the upper half afterwards.
    const half = na >> 1;
    let carryA = 0;
    let carryB = 0;
    let upperCarryA = 0;
    let upperCarryB = 0;
    for (let i = 0, j = half; i < half; i++, j++) {
      const ai = la[i]!;
      const bi = lb[i]!;
      const aj = la[j]!;
      const bj = lb[j]!;
      const s = u0 * ai + v0 * bi + carryA;
      const t = u1 * ai + v1 * bi + carryB;
      const sj = u0 * aj + v0 * bj + upperCarryA;
      const tj = u1 * aj + v1 * bj + upperCarryB;
      carryA = Math.floor(s * INV_LIMB_BASE);
      carryB = Math.floor(t * INV_LIMB_BASE);
      upperCarryA = Math.floor(sj * INV_LIMB_BASE);
      upperCarryB = Math.floor(tj * INV_LIMB_BASE);
      la[i] = s - carryA * LIMB_BASE;
      lb[i] = t - carryB * LIMB_BASE;
      la[j] = sj - upperCarryA * LIMB_BASE;
      lb[j] = tj - upperCarryB * LIMB_BASE;
    }
    if (na & 1) {
      const ai = la[na - 1]!;
      const bi = lb[na - 1]!;
      const s = u0 * ai + v0 * bi + upperCarryA;
      const t = u1 * ai + v1 * bi + upperCarryB;
      la[na - 1] = s - Math.floor(s * INV_LIMB_BASE) * LIMB_BASE;
      lb[na - 1] = t - Math.floor(t * INV_LIMB_BASE) * LIMB_BASE;
    }
    // The upper half's own top carry cancels against this one: both results fit in na limbs.
    addCarry(la, half, na, carryA);
    addCarry(lb, half, na, carryB);
    while (la[na - 1] === 0) na--;
    nb = na;
    while (nb > 0 && lb[nb - 1] === 0) nb--;
  }
  const a = limbsToBigInt(la, na);
  const b = limbsToBigInt(lb, nb);
  return certified ? [a, b] : [b, a % b];
}

/** Adds carry·2^(26·from) to a limb array of `count` limbs, keeping every limb in [0, 2^26). */
function addCarry(limbs: Float64Array, from: number, count: number, carry: number): void {
  for (let k = from; carry !== 0 && k < count; k++) {
    const s = limbs[k]! + carry;
    carry = Math.floor(s * INV_LIMB_BASE);
    limbs[k] = s - carry * LIMB_BASE;
  }
}

/** Parses lowercase hex (no sign, no prefix) into 26-bit limbs; returns the limb count. */
function hexToLimbs(hex: string, limbs: Float64Array): number {
  let count = 0;
  let end = hex.length;
  while (end > 0) {
    // 13 hex digits are 52 bits: exactly two limbs.
    const start = end > 13 ? end - 13 : 0;
    let value = 0;
    for (let j = start; j < end; j++) {
      const c = hex.charCodeAt(j);
      // '0'..'9' are 0x30..0x39 and 'a'..'f' are 0x61..0x66: the low nibble, plus 9 for letters.
      value = value * 16 + (c & 15) + 9 * (c >> 6);
    }
    const high = Math.floor(value * INV_LIMB_BASE);
    limbs[count++] = value - high * LIMB_BASE;
    limbs[count++] = high;
    end = start;
  }
  while (count > 0 && limbs[count - 1] === 0) count--;
  return count;
}

function limbsToBigInt(limbs: Float64Array, count: number): bigint {
  if (count <= 2) return BigInt((count > 1 ? limbs[1]! * LIMB_BASE : 0) + (count > 0 ? limbs[0]! : 0));
  const chunks: string[] = [];
  for (let i = count - (count & 1 ? 1 : 2); i >= 0; i -= 2) {
    const value = limbs[i]! + (i + 1 < count ? limbs[i + 1]! * LIMB_BASE : 0);
    const hex = value.toString(16);
    chunks.push(chunks.length === 0 ? hex : '0'.repeat(13 - hex.length) + hex);
  }
  return BigInt('0x' + chunks.join(''));
}

/** Bit length of a number given as lowercase hex without leading zeros. */
function hexBitLength(hex: string): number {
  const c = hex.charCodeAt(0);
  return 4 * (hex.length - 1) + (32 - Math.clz32((c & 15) + 9 * (c >> 6)));
}

/** Number of bits of |n|; 0 for 0. Linear time: one hex conversion for large values. */
export function bitLength(n: bigint): number {
  if (n < 0n) n = -n;
  if (n < TWO_POW_53n) {
    const x = Number(n);
    const high = Math.floor(x / 4294967296);
    return high > 0 ? 64 - Math.clz32(high) : 32 - Math.clz32(x);
  }
  return hexBitLength(n.toString(16));
}

const LOG10_OF_2 = Math.log10(2);
/** Powers of ten as doubles; all exact up to 10^22, and 10^16 > 2^53. */
const POW10_NUMBERS = Array.from({ length: 17 }, (_, k) => 10 ** k);
const POW10_CACHE_LIMIT = 4096;
const pow10Cache = new Map<number, bigint>();

function pow10(k: number): bigint {
  let p = pow10Cache.get(k);
  if (p === undefined) {
    p = 10n ** BigInt(k);
    if (k <= POW10_CACHE_LIMIT) pow10Cache.set(k, p);
  }
  return p;
}

/** Number of decimal digits of |n|; 1 for 0. */
export function digitCount(n: bigint): number {
  if (n < 0n) n = -n;
  if (n < TWO_POW_53n) {
    const x = Number(n);
    let d = 1;
    while (x >= POW10_NUMBERS[d]!) d++;
    return d;
  }
  // 2^(b−1) ≤ n < 2^b, so log10 n lies in [(b−1)·log10 2, b·log10 2), an interval shorter than
  // 1. If no integer k falls inside it the digit count is fixed; otherwise n ≥ 10^k decides.
  // The margin keeps float rounding from ever deciding: V8 caps BigInts at 2^30 bits, where the
  // products' rounding error is still below 1e-7.
  const b = bitLength(n);
  const low = (b - 1) * LOG10_OF_2;
  const high = b * LOG10_OF_2;
  const k = Math.floor(high + 1e-6);
  if (k <= low - 1e-6) return k + 1;
  return n >= pow10(k) ? k + 1 : k;
}
