/**
 * A few lines of exact BigInt fraction arithmetic for tests, written independently of
 * src/core/rational.ts so it can serve as a reference for it.
 */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** n/d in lowest terms with the sign on the numerator (d must not be 0). */
export function fraction(n: bigint, d: bigint): Fraction {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export function parseFraction(text: string): Fraction {
  const [n, d] = text.split('/');
  return fraction(BigInt(n!), BigInt(d ?? '1'));
}

export const formatFraction = (f: Fraction): string => (f.d === 1n ? String(f.n) : `${f.n}/${f.d}`);

/** a op b, or null for a division by zero. */
export function applyOperator(op: '+' | '-' | '*' | '/', a: Fraction, b: Fraction): Fraction | null {
  switch (op) {
    case '+':
      return fraction(a.n * b.d + b.n * a.d, a.d * b.d);
    case '-':
      return fraction(a.n * b.d - b.n * a.d, a.d * b.d);
    case '*':
      return fraction(a.n * b.n, a.d * b.d);
    case '/':
      return b.n === 0n ? null : fraction(a.n * b.d, a.d * b.n);
  }
}

/** Digits of |x|; 0 has one. */
export const digitCount = (x: bigint): number => abs(x).toString().length;
