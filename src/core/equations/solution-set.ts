/**
 * A line's real solution set, exactly: one number, none, or every number (but the values that make
 * a denominator zero). Two lines are equivalent when their sets are equal; nothing else decides.
 */
import { Rational } from '../rational';
import type { EquationBinary, EquationNode } from './parse';
import {
  addFunctions,
  constantFunction,
  DegreeTooHigh,
  degree,
  dividePolynomials,
  divideFunctions,
  evaluatePolynomial,
  isZeroPolynomial,
  multiplyFunctions,
  multiplyPolynomials,
  negateFunction,
  UNKNOWN_FUNCTION,
  addPolynomials,
  type Polynomial,
  type RationalFunction,
} from './rational-function';

export type SolutionSet = { kind: 'one'; value: Rational } | { kind: 'none' } | { kind: 'every'; except: Rational[] };

/** A side's function, and the numerators of every divisor met on the way (their roots are no solutions). */
export interface SideForm {
  value: RationalFunction;
  divisors: Polynomial[];
  /** A divisor that is zero for every value of the unknown (`x/0`, `1/(x−x)`). */
  divisionByZero: boolean;
  /** The first such division in the text, or null. */
  zeroDivision: EquationBinary | null;
}

/** Values put in place of nodes: how a rule's buggy result at a site is tried on the whole side. */
export type Overrides = ReadonlyMap<EquationNode, RationalFunction>;

const NO_OVERRIDES: Overrides = new Map();

/** The side's function; a DegreeTooHigh escapes to the caller (the line is not linear). */
export function sideForm(node: EquationNode, overrides: Overrides = NO_OVERRIDES): SideForm {
  const divisors: Polynomial[] = [];
  let divisionByZero = false;
  let zeroDivision: EquationBinary | null = null;
  const walk = (n: EquationNode): RationalFunction => {
    const override = overrides.get(n);
    if (override !== undefined) return override;
    switch (n.type) {
      case 'number':
        return constantFunction(n.value);
      case 'unknown':
        return UNKNOWN_FUNCTION;
      case 'negate':
        return negateFunction(walk(n.operand));
      case 'binary': {
        const left = walk(n.left);
        const right = walk(n.right);
        switch (n.operator) {
          case '+':
            return addFunctions(left, right);
          case '-':
            return addFunctions(left, right, -1);
          case '*':
            return multiplyFunctions(left, right);
          case '/':
            if (isZeroPolynomial(right.numerator)) {
              divisionByZero = true;
              if (zeroDivision === null || n.left.to < zeroDivision.left.to) zeroDivision = n;
              return left;
            }
            if (degree(right.numerator) > 0) divisors.push(right.numerator);
            return divideFunctions(left, right);
        }
      }
    }
  };
  const value = walk(node);
  return { value, divisors, divisionByZero, zeroDivision };
}

/** The line L = R: its solution set, or null when it is not linear (the unknown squared once denominators are cleared). */
export function solutionSet(left: SideForm, right: SideForm): SolutionSet | null {
  if (left.divisionByZero || right.divisionByZero) return { kind: 'none' };
  const excluded: Rational[] = [];
  for (const divisor of [...left.divisors, ...right.divisors]) {
    if (degree(divisor) > 1) return null;
    const root = divisor[0]!.negate().divide(divisor[1]!);
    if (!excluded.some((r) => r.equals(root))) excluded.push(root);
  }
  let difference: Polynomial;
  try {
    difference = addPolynomials(
      multiplyPolynomials(left.value.numerator, right.value.denominator),
      multiplyPolynomials(right.value.numerator, left.value.denominator),
      -1,
    );
  } catch (error) {
    if (error instanceof DegreeTooHigh) return null;
    throw error;
  }
  excluded.sort((a, b) => a.compare(b));
  if (isZeroPolynomial(difference)) return { kind: 'every', except: excluded };
  // A factor x − r for an excluded r adds no solution: it comes from clearing that denominator.
  for (const root of excluded) {
    while (degree(difference) > 0 && evaluatePolynomial(difference, root).isZero()) {
      difference = dividePolynomials(difference, [root.negate(), Rational.ONE]).quotient;
    }
  }
  if (degree(difference) === 0) return { kind: 'none' };
  if (degree(difference) > 1) return null;
  const value = difference[0]!.negate().divide(difference[1]!);
  return excluded.some((r) => r.equals(value)) ? { kind: 'none' } : { kind: 'one', value };
}

export function sameSolutionSet(a: SolutionSet, b: SolutionSet): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'one') return a.value.equals((b as { value: Rational }).value);
  if (a.kind === 'every') {
    const other = (b as { except: Rational[] }).except;
    return a.except.length === other.length && a.except.every((r, i) => r.equals(other[i]!));
  }
  return true;
}

/** The set as the contract writes it. */
export function solutionJson(set: SolutionSet): { kind: SolutionSet['kind']; value?: string; except?: string[] } {
  if (set.kind === 'one') return { kind: 'one', value: set.value.toString() };
  if (set.kind === 'every') return { kind: 'every', except: set.except.map(String) };
  return { kind: 'none' };
}

/** Substitutes a value: null where a divisor is zero there. Used for the check line. */
export function holdsAt(left: RationalFunction, right: RationalFunction, x: Rational): boolean | null {
  const l = evaluatePolynomial(left.denominator, x);
  const r = evaluatePolynomial(right.denominator, x);
  if (l.isZero() || r.isZero()) return null;
  return evaluatePolynomial(left.numerator, x).divide(l).equals(evaluatePolynomial(right.numerator, x).divide(r));
}

export { DegreeTooHigh };
