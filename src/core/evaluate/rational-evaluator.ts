import { exceedsBound, powerOfTen } from '../digits';
import { limitExceeded } from '../errors';
import type { BinaryNode } from '../grammar/ast';
import type { RationalNode } from '../grammar/rational-parser';
import type { Rational } from '../rational';

export const MAX_VALUE_DIGITS = 500;

/** The outcome of evaluating a rational expression: its value, or the first division by zero. */
export type RationalEvaluation =
  | { value: Rational; divisionByZero: null }
  | { value: null; divisionByZero: BinaryNode<RationalNode> };

/** Unwinds the recursion at the first zero divisor; caught in {@link evaluateRational} only. */
class DivisionByZero {
  constructor(readonly node: BinaryNode<RationalNode>) {}
}

const VALUE_BOUND = powerOfTen(MAX_VALUE_DIGITS);

function capped(value: Rational, position: number): Rational {
  if (exceedsBound(value.numerator, VALUE_BOUND) || exceedsBound(value.denominator, VALUE_BOUND)) {
    throw limitExceeded('intermediate_too_large', `an intermediate value at ${position} has more than ${MAX_VALUE_DIGITS} digits`, position);
  }
  return value;
}

function evaluate(node: RationalNode): Rational {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'negate':
      return evaluate(node.operand).negate();
    case 'binary': {
      const left = evaluate(node.left);
      const right = evaluate(node.right);
      switch (node.operator) {
        case '+': return capped(left.add(right), node.operatorAt);
        case '-': return capped(left.subtract(right), node.operatorAt);
        case '*': return capped(left.multiply(right), node.operatorAt);
        case '/':
          if (right.isZero()) throw new DivisionByZero(node);
          return capped(left.divide(right), node.operatorAt);
      }
    }
  }
}

/**
 * Evaluates in post-order, left before right, so the division by zero reported is the first one
 * met in that order; every reduced intermediate is held to the 500-digit cap.
 */
export function evaluateRational(tree: RationalNode): RationalEvaluation {
  try {
    return { value: evaluate(tree), divisionByZero: null };
  } catch (thrown) {
    if (thrown instanceof DivisionByZero) return { value: null, divisionByZero: thrown.node };
    throw thrown;
  }
}
