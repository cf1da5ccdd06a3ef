/**
 * Rationals modulo a prime below 2^26, for a cheap first test of equality: two rationals whose
 * residues differ are different; equal residues prove nothing (so an equal pair is checked
 * exactly). A product of two residues stays below 2^52, exact in a double, so no BigInt is made.
 */
export const MODULUS = 67108859;
const BIG_MODULUS = BigInt(MODULUS);

/** A residue, or NaN when the denominator is a multiple of the modulus (the residue is undefined). */
export type Residue = number;

export const mulMod = (a: Residue, b: Residue): Residue => (a * b) % MODULUS;
export const addMod = (a: Residue, b: Residue): Residue => (a + b) % MODULUS;
export const subMod = (a: Residue, b: Residue): Residue => (a - b + MODULUS) % MODULUS;

/** The inverse of a non-zero residue (extended Euclid); NaN for 0 or NaN. */
export function invMod(a: Residue): Residue {
  if (!(a > 0)) return NaN;
  let [r0, r1] = [MODULUS, a];
  let [t0, t1] = [0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return t0 < 0 ? t0 + MODULUS : t0;
}

/** The residue of an integer. */
export const integerResidue = (n: bigint): Residue => {
  const r = Number(n % BIG_MODULUS);
  return r < 0 ? r + MODULUS : r;
};

/** The residue of numerator/denominator (denominator not 0). */
export const residueOf = (numerator: bigint, denominator: bigint): Residue =>
  mulMod(integerResidue(numerator), invMod(integerResidue(denominator)));

/** Whether numerator/denominator may equal the rational of residue `residue`: false only when it certainly does not (no inverse needed). */
export function mayEqual(numerator: bigint, denominator: bigint, residue: Residue): boolean {
  const d = integerResidue(denominator);
  return d === 0 || integerResidue(numerator) === mulMod(residue, d);
}
