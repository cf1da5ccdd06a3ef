import { exceedsBound, powerOfTen } from '../digits';
import { limitExceeded } from '../errors';
import type { BinaryNode, BinaryOperator } from '../grammar/ast';
import type { RationalNode } from '../grammar/rational-parser';
import { Rational } from '../rational';

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

/**
 * A quotient of small integers (below 2^64, denominator positive), not yet reduced. Reducing a
 * value cannot make its parts larger, so a small quotient is within the digit cap reduced or
 * not, and its gcd can wait: most expressions a person types never leave this range and pay for
 * one reduction, at the end.
 */
class SmallQuotient {
  constructor(readonly numerator: bigint, readonly denominator: bigint) {}
}

/** An intermediate value: a small quotient, or a reduced {@link Rational} (a literal, or a value that outgrew the small range). */
type Value = SmallQuotient | Rational;

const SMALL = 1n << 64n;
// A constant, not `-SMALL` in the test below: that would make a new BigInt on every call.
const NEGATIVE_SMALL = -SMALL;

const reduced = (value: Value): Rational => (value instanceof Rational ? value : Rational.of(value.numerator, value.denominator));

/**
 * A result in the small range stays an unreduced quotient; anything larger is reduced and held to
 * the 500-digit cap, and from then on takes Rational's path, even should it reduce to a small value.
 */
function settle(numerator: bigint, denominator: bigint, position: number): Value {
  if (numerator < SMALL && numerator > NEGATIVE_SMALL && denominator < SMALL) return new SmallQuotient(numerator, denominator);
  return capped(Rational.of(numerator, denominator), position);
}

function capped(value: Rational, position: number): Rational {
  if (exceedsBound(value.numerator, VALUE_BOUND) || exceedsBound(value.denominator, VALUE_BOUND)) {
    throw limitExceeded('intermediate_too_large', `an intermediate value at ${position} has more than ${MAX_VALUE_DIGITS} digits`, position);
  }
  return value;
}

/** Large operands: Rational's gcd-first algorithms keep the numbers from growing. */
function combineReduced(operator: BinaryOperator, x: Rational, y: Rational): Rational {
  switch (operator) {
    case '+': return x.add(y);
    case '-': return x.subtract(y);
    case '*': return x.multiply(y);
    case '/': return x.divide(y);
  }
}

function combine(node: BinaryNode<RationalNode>, left: Value, right: Value): Value {
  if (!(left instanceof SmallQuotient && right instanceof SmallQuotient)) {
    return capped(combineReduced(node.operator, reduced(left), reduced(right)), node.operatorAt);
  }
  const { numerator: a, denominator: b } = left;
  const { numerator: c, denominator: d } = right;
  // Integer operands (denominator 1) skip the multiplications by 1, each a BigInt allocation.
  switch (node.operator) {
    case '+': return b === d ? settle(a + c, b, node.operatorAt) : d === 1n ? settle(a + c * b, b, node.operatorAt) : settle(a * d + c * b, b * d, node.operatorAt);
    case '-': return b === d ? settle(a - c, b, node.operatorAt) : d === 1n ? settle(a - c * b, b, node.operatorAt) : settle(a * d - c * b, b * d, node.operatorAt);
    case '*': return b === 1n && d === 1n ? settle(a * c, 1n, node.operatorAt) : settle(a * c, b * d, node.operatorAt);
    case '/':
      // Integer over integer, such as (1 + 2) / 4: no multiplication at all.
      if (b === 1n && d === 1n) return c < 0n ? settle(-a, -c, node.operatorAt) : new SmallQuotient(a, c);
      return c < 0n ? settle(-a * d, -b * c, node.operatorAt) : settle(a * d, b * c, node.operatorAt);
  }
}

/**
 * `integer / integer` of small literals, built directly: the commonest node of all, it then costs
 * one object instead of three. Null for any other node.
 */
function fractionLiteral(node: BinaryNode<RationalNode>): SmallQuotient | null {
  const { operator, left, right } = node;
  if (operator !== '/' || left.type !== 'integer' || right.type !== 'integer' || left.value >= SMALL || right.value >= SMALL) return null;
  if (right.value === 0n) throw new DivisionByZero(node);
  return new SmallQuotient(left.value, right.value);
}

function evaluate(node: RationalNode): Value {
  switch (node.type) {
    case 'integer':
      return node.value < SMALL ? new SmallQuotient(node.value, 1n) : Rational.fromInteger(node.value);
    case 'negate': {
      const operand = evaluate(node.operand);
      return operand instanceof Rational ? operand.negate() : new SmallQuotient(-operand.numerator, operand.denominator);
    }
    case 'binary': {
      const fraction = fractionLiteral(node);
      if (fraction !== null) return fraction;
      const left = evaluate(node.left);
      const right = evaluate(node.right);
      if (node.operator === '/' && right.numerator === 0n) throw new DivisionByZero(node);
      return combine(node, left, right);
    }
  }
}

/**
 * Evaluates in post-order, left before right, so the division by zero reported is the first one
 * met in that order; every reduced intermediate is held to the 500-digit cap.
 */
export function evaluateRational(tree: RationalNode): RationalEvaluation {
  try {
    return { value: reduced(evaluate(tree)), divisionByZero: null };
  } catch (thrown) {
    if (thrown instanceof DivisionByZero) return { value: null, divisionByZero: thrown.node };
    throw thrown;
  }
}
