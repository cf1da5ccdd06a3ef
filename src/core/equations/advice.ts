/**
 * The advice of linear-equation-check on a right line whose move does not go toward the solution,
 * and its warnings on a move that could lose or add solutions (the contract's "Advice"). A move is
 * read where the student wrote it as one: both sides written again as they were, each then with
 * the same operation and the same quantity (`(3x+2) − 2 = (8) − 2`, the tutor's way).
 */
import { Rational } from '../rational';
import type { EquationNode, ParsedLine } from './parse';
import { bareText, signedTerms, valueOf } from './node-values';
import { constantOf, degree, linearOf, type RationalFunction } from './rational-function';

export { ADVICE_RULES, type AdviceRule } from './rule-ids';
import type { AdviceRule } from './rule-ids';

export interface EquationAdvice {
  rule: AdviceRule;
  /** The quantity of the better move (the coefficient, the denominator, the opposite term), where it has one. */
  by?: string;
  /** For second_letter_cancels: the letter that cancels. */
  letter?: string;
}

type MoveOperator = '+' | '-' | '*' | '/';

interface Move {
  operator: MoveOperator;
  quantity: RationalFunction;
}

/** The side written again, then `op quantity`: the operation and quantity, or null. */
function sideMove(working: string, before: EquationNode, after: EquationNode): Move | null {
  if (after.type !== 'binary') return null;
  if (bareText(working, after.left) !== bareText(working, before)) return null;
  const quantity = valueOf(after.right);
  return quantity === null ? null : { operator: after.operator, quantity };
}

const sameMove = (a: Move, b: Move): boolean =>
  a.operator === b.operator &&
  a.quantity.numerator.length === b.quantity.numerator.length &&
  a.quantity.numerator.every((c, i) => c.equals(b.quantity.numerator[i]!)) &&
  a.quantity.denominator.length === b.quantity.denominator.length &&
  a.quantity.denominator.every((c, i) => c.equals(b.quantity.denominator[i]!));

/** The move of a line written as one operation on both sides of the previous line, or null. */
export function moveOf(working: string, previous: ParsedLine, line: ParsedLine): Move | null {
  const left = sideMove(working, previous.left, line.left);
  const right = sideMove(working, previous.right, line.right);
  return left !== null && right !== null && sameMove(left, right) ? left : null;
}

/** Counts the unknown-holding denominators and the terms written with the unknown on one side. */
function writtenShape(node: EquationNode): { unknownDenominators: number; unknownTerms: number; constantTerms: number } {
  let unknownDenominators = 0;
  const walk = (n: EquationNode): void => {
    if (n.type === 'binary') {
      if (n.operator === '/') {
        const divisor = valueOf(n.right);
        if (divisor !== null && (degree(divisor.numerator) > 0 || degree(divisor.denominator) > 0)) unknownDenominators++;
      }
      walk(n.left);
      walk(n.right);
    } else if (n.type === 'negate') walk(n.operand);
  };
  walk(node);
  let unknownTerms = 0;
  let constantTerms = 0;
  for (const term of signedTerms(node)) {
    const value = valueOf(term.node);
    if (value === null) continue;
    if (constantOf(value) === null) unknownTerms++;
    else constantTerms++;
  }
  return { unknownDenominators, unknownTerms, constantTerms };
}

const text = (value: Rational): string => value.toString();

/** The advice and warnings for a line after `previous`, the warnings first; an empty list when the move is a good one. */
export function adviseLine(working: string, previous: ParsedLine, line: ParsedLine, equivalent: boolean): EquationAdvice[] {
  const move = moveOf(working, previous, line);
  if (move === null) return [];
  const out: EquationAdvice[] = [];
  const k = constantOf(move.quantity);
  if (move.operator === '*' && k !== null && k.isZero()) out.push({ rule: 'multiplied_by_zero' });
  if (move.operator === '/' && k === null) out.push({ rule: 'divided_by_unknown' });
  if (!equivalent) return out;

  const left = valueOf(previous.left);
  const right = valueOf(previous.right);
  if (left === null || right === null) return out;
  const leftShape = writtenShape(previous.left);
  const rightShape = writtenShape(previous.right);
  if (leftShape.unknownDenominators + rightShape.unknownDenominators > 0) {
    // The better move multiplies by the denominator that holds the unknown.
    if (move.operator !== '*' || k !== null) out.push({ rule: 'clear_unknown_denominator' });
    return out;
  }
  if (leftShape.unknownTerms > 1 || rightShape.unknownTerms > 1 || leftShape.constantTerms > 1 || rightShape.constantTerms > 1) {
    out.push({ rule: 'collect_like_terms_first' });
    return out;
  }
  const l = linearOf(left);
  const r = linearOf(right);
  if (l === null || r === null || k === null) return out;
  // The side with the unknown, when only one side has it.
  const unknownSide = !l.a.isZero() && r.a.isZero() ? { side: l, other: r } : l.a.isZero() && !r.a.isZero() ? { side: r, other: l } : null;
  if (unknownSide === null) {
    // The unknown on both sides: an addition should take a number (or a term with the unknown) away from one side.
    if (!l.a.isZero() && !r.a.isZero() && (move.operator === '+' || move.operator === '-')) {
      const added = move.operator === '+' ? k : k.negate();
      const removes = added.equals(l.b.negate()) || added.equals(r.b.negate());
      const b = !l.b.isZero() ? l.b : r.b;
      if (!removes && !b.isZero()) out.push({ rule: 'add_opposite', by: text(b.negate()) });
    }
    return out;
  }
  const { a, b } = unknownSide.side;
  if (!b.isZero()) {
    // a·x + b = c: the better move adds −b.
    const removes = (move.operator === '+' && k.equals(b.negate())) || (move.operator === '-' && k.equals(b));
    if (!removes && (move.operator === '+' || move.operator === '-')) out.push({ rule: 'add_opposite', by: text(b.negate()) });
    else if (!removes) out.push({ rule: 'work_on_unknown_side' });
    return out;
  }
  // a·x = c: the better move divides by a (multiplies by k when a = 1/k).
  if (a.equals(Rational.ONE)) return out;
  const leaves =
    (move.operator === '/' && !k.isZero() && a.divide(k).equals(Rational.ONE)) ||
    (move.operator === '*' && a.multiply(k).equals(Rational.ONE));
  if (leaves) return out;
  const leavesMinus =
    (move.operator === '/' && !k.isZero() && a.divide(k).equals(Rational.of(-1n))) ||
    (move.operator === '*' && a.multiply(k).equals(Rational.of(-1n)));
  if (leavesMinus) out.push({ rule: 'divide_by_negative_coefficient', by: text(a) });
  else if (a.numerator === 1n || a.numerator === -1n) out.push({ rule: 'multiply_by_denominator', by: text(a.reciprocal()) });
  else out.push({ rule: 'divide_by_coefficient', by: text(a) });
  return out;
}
