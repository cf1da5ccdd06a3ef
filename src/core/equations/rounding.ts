/**
 * A result written as a rounded decimal (`x = 9.333` for 28/3): it matches a value when it is that
 * value rounded half away from zero, or cut off, to the places written.
 */
import { powerOfTen } from '../digits';
import { Rational } from '../rational';
import type { EquationNode } from './parse';

/** The decimal literal a side is (`-0.714`, `.92178`), with its sign, or null. */
export function writtenDecimal(node: EquationNode): { value: Rational; places: number } | null {
  if (node.type === 'number')
    return node.places !== null && node.places > 0 && node.parens <= 1 ? { value: node.value, places: node.places } : null;
  if (node.type === 'negate' && node.operand.type === 'number') {
    const inner = writtenDecimal(node.operand);
    return inner === null ? null : { value: inner.value.negate(), places: inner.places };
  }
  return null;
}

/** True when `written` (with `places` decimals) is `exact` rounded or cut off to those places, and not equal to it. */
export function isRoundedFrom(written: Rational, places: number, exact: Rational): boolean {
  if (written.equals(exact)) return false;
  const scale = Rational.fromInteger(powerOfTen(places));
  const target = written.multiply(scale);
  if (!target.isInteger()) return false;
  const scaled = exact.abs().multiply(scale);
  const sign = exact.sign() < 0 ? -1n : 1n;
  const cut = scaled.numerator / scaled.denominator;
  const half = scaled.add(Rational.of(1n, 2n));
  const rounded = half.numerator / half.denominator;
  return target.numerator === sign * cut || target.numerator === sign * rounded;
}
