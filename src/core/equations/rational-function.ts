/**
 * A side of an equation as an exact rational function of the unknown, N(x)/D(x), with the
 * polynomials' coefficients exact rationals. A linear side is N of degree ≤ 1 over D = 1; the
 * unknown in a denominator (`1/x`, `(7y)/(7y)`) keeps its denominator, so clearing it is exact.
 */
import { Rational } from '../rational';

/** Coefficients from the constant up; no trailing zero, so the zero polynomial is []. */
export type Polynomial = readonly Rational[];

export interface RationalFunction {
  numerator: Polynomial;
  denominator: Polynomial;
}

/** Past this degree a line is not linear whatever cancels: the search stops growing it. */
export const MAX_DEGREE = 6;

/** Thrown (and caught by the line's reader) when a product's degree passes {@link MAX_DEGREE}. */
export class DegreeTooHigh extends Error {}

const trim = (coefficients: Rational[]): Polynomial => {
  let end = coefficients.length;
  while (end > 0 && coefficients[end - 1]!.isZero()) end--;
  return end === coefficients.length ? coefficients : coefficients.slice(0, end);
};

export const degree = (p: Polynomial): number => p.length - 1;
export const isZeroPolynomial = (p: Polynomial): boolean => p.length === 0;
export const constantPolynomial = (value: Rational): Polynomial => trim([value]);
export const UNKNOWN: Polynomial = [Rational.ZERO, Rational.ONE];
const ONE: Polynomial = [Rational.ONE];

export function addPolynomials(p: Polynomial, q: Polynomial, sign: 1 | -1 = 1): Polynomial {
  const out: Rational[] = [];
  for (let i = 0; i < Math.max(p.length, q.length); i++) {
    const a = p[i] ?? Rational.ZERO;
    const b = q[i] ?? Rational.ZERO;
    out.push(sign === 1 ? a.add(b) : a.subtract(b));
  }
  return trim(out);
}

export function multiplyPolynomials(p: Polynomial, q: Polynomial): Polynomial {
  if (p.length === 0 || q.length === 0) return [];
  if (p.length + q.length - 2 > MAX_DEGREE) throw new DegreeTooHigh();
  const out: Rational[] = Array.from({ length: p.length + q.length - 1 }, () => Rational.ZERO);
  p.forEach((a, i) =>
    q.forEach((b, j) => {
      out[i + j] = out[i + j]!.add(a.multiply(b));
    }),
  );
  return trim(out);
}

export const scalePolynomial = (p: Polynomial, k: Rational): Polynomial => trim(p.map((c) => c.multiply(k)));

export const polynomialsEqual = (p: Polynomial, q: Polynomial): boolean => p.length === q.length && p.every((c, i) => c.equals(q[i]!));

export function evaluatePolynomial(p: Polynomial, x: Rational): Rational {
  let value = Rational.ZERO;
  for (let i = p.length - 1; i >= 0; i--) value = value.multiply(x).add(p[i]!);
  return value;
}

/** Quotient and remainder of p by a nonzero q. */
export function dividePolynomials(p: Polynomial, q: Polynomial): { quotient: Polynomial; remainder: Polynomial } {
  const remainder = [...p];
  const quotient: Rational[] = Array.from({ length: Math.max(p.length - q.length + 1, 0) }, () => Rational.ZERO);
  const lead = q[q.length - 1]!;
  for (let i = p.length - q.length; i >= 0; i--) {
    const factor = remainder[i + q.length - 1]!.divide(lead);
    quotient[i] = factor;
    if (factor.isZero()) continue;
    for (let j = 0; j < q.length; j++) remainder[i + j] = remainder[i + j]!.subtract(factor.multiply(q[j]!));
  }
  return { quotient: trim(quotient), remainder: trim(remainder.slice(0, Math.max(q.length - 1, 0))) };
}

/** The monic greatest common divisor (Euclid over the rationals). */
function gcdPolynomials(p: Polynomial, q: Polynomial): Polynomial {
  let a = p;
  let b = q;
  while (b.length > 0) [a, b] = [b, dividePolynomials(a, b).remainder];
  return a.length === 0 ? ONE : scalePolynomial(a, a[a.length - 1]!.reciprocal());
}

/** N/D with common factors cancelled and D monic-free: D's leading coefficient moved into N. */
function normalized(numerator: Polynomial, denominator: Polynomial): RationalFunction {
  if (numerator.length === 0) return { numerator, denominator: ONE };
  let n = numerator;
  let d = denominator;
  if (d.length > 1) {
    const g = gcdPolynomials(n, d);
    if (g.length > 1) {
      n = dividePolynomials(n, g).quotient;
      d = dividePolynomials(d, g).quotient;
    }
  }
  const lead = d[d.length - 1]!;
  if (!lead.equals(Rational.ONE)) {
    n = scalePolynomial(n, lead.reciprocal());
    d = scalePolynomial(d, lead.reciprocal());
  }
  return { numerator: n, denominator: d };
}

export const constantFunction = (value: Rational): RationalFunction => ({ numerator: constantPolynomial(value), denominator: ONE });
export const UNKNOWN_FUNCTION: RationalFunction = { numerator: UNKNOWN, denominator: ONE };

export const addFunctions = (f: RationalFunction, g: RationalFunction, sign: 1 | -1 = 1): RationalFunction =>
  polynomialsEqual(f.denominator, g.denominator)
    ? normalized(addPolynomials(f.numerator, g.numerator, sign), f.denominator)
    : normalized(
        addPolynomials(multiplyPolynomials(f.numerator, g.denominator), multiplyPolynomials(g.numerator, f.denominator), sign),
        multiplyPolynomials(f.denominator, g.denominator),
      );

export const multiplyFunctions = (f: RationalFunction, g: RationalFunction): RationalFunction =>
  normalized(multiplyPolynomials(f.numerator, g.numerator), multiplyPolynomials(f.denominator, g.denominator));

/** f/g for g not the zero function. */
export const divideFunctions = (f: RationalFunction, g: RationalFunction): RationalFunction =>
  normalized(multiplyPolynomials(f.numerator, g.denominator), multiplyPolynomials(f.denominator, g.numerator));

export const negateFunction = (f: RationalFunction): RationalFunction => ({
  numerator: scalePolynomial(f.numerator, Rational.of(-1n)),
  denominator: f.denominator,
});

/** The same function: N1·D2 = N2·D1 (both are in lowest terms, so equal as fractions). */
export const functionsEqual = (f: RationalFunction, g: RationalFunction): boolean =>
  polynomialsEqual(f.numerator, g.numerator) && polynomialsEqual(f.denominator, g.denominator);

/** The constant a function is, or null when it depends on the unknown. */
export const constantOf = (f: RationalFunction): Rational | null =>
  f.denominator.length === 1 && f.numerator.length <= 1 ? (f.numerator[0] ?? Rational.ZERO) : null;

/** a and b of a·x + b, or null when the function is not of that form. */
export function linearOf(f: RationalFunction): { a: Rational; b: Rational } | null {
  if (f.denominator.length !== 1 || f.numerator.length > 2) return null;
  return { a: f.numerator[1] ?? Rational.ZERO, b: f.numerator[0] ?? Rational.ZERO };
}

export function evaluateFunction(f: RationalFunction, x: Rational): Rational | null {
  const d = evaluatePolynomial(f.denominator, x);
  return d.isZero() ? null : evaluatePolynomial(f.numerator, x).divide(d);
}
