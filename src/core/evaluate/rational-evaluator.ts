import { exceedsBound, powerOfTen } from '../digits';
import { limitExceeded } from '../errors';
import type { BinaryNode } from '../grammar/ast';
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
 * An intermediate value: a reduced {@link Rational}, or a quotient of small integers (below
 * 2^64, denominator positive) not yet reduced. Reducing a value cannot make its parts larger, so a
 * small quotient is within the digit cap reduced or not, and its gcd can wait: most expressions a
 * person types never leave this range and pay for one reduction, at the end.
 */
type Value = Rational | { numerator: bigint; denominator: bigint };

const SMALL = 1n << 64n;

const isSmall = ({ numerator, denominator }: Value): boolean => numerator < SMALL && numerator > -SMALL && denominator < SMALL;

const reduced = (value: Value): Rational => (value instanceof Rational ? value : Rational.of(value.numerator, value.denominator));

/** A small quotient stays as it is; anything larger is reduced and held to the 500-digit cap. */
function settle(value: Value, position: number): Value {
  if (isSmall(value)) return value;
  const result = reduced(value);
  if (exceedsBound(result.numerator, VALUE_BOUND) || exceedsBound(result.denominator, VALUE_BOUND)) {
    throw limitExceeded('intermediate_too_large', `an intermediate value at ${position} has more than ${MAX_VALUE_DIGITS} digits`, position);
  }
  return result;
}

function combine(node: BinaryNode<RationalNode>, left: Value, right: Value): Value {
  if (!isSmall(left) || !isSmall(right)) {
    // Large operands: Rational's gcd-first algorithms keep the numbers from growing.
    const [x, y] = [reduced(left), reduced(right)];
    switch (node.operator) {
      case '+': return x.add(y);
      case '-': return x.subtract(y);
      case '*': return x.multiply(y);
      case '/': return x.divide(y);
    }
  }
  const { numerator: a, denominator: b } = left;
  const { numerator: c, denominator: d } = right;
  switch (node.operator) {
    case '+': return b === d ? { numerator: a + c, denominator: b } : { numerator: a * d + c * b, denominator: b * d };
    case '-': return b === d ? { numerator: a - c, denominator: b } : { numerator: a * d - c * b, denominator: b * d };
    case '*': return { numerator: a * c, denominator: b * d };
    case '/': return c < 0n ? { numerator: -a * d, denominator: -b * c } : { numerator: a * d, denominator: b * c };
  }
}

function evaluate(node: RationalNode): Value {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'negate': {
      const operand = evaluate(node.operand);
      return operand instanceof Rational ? operand.negate() : { numerator: -operand.numerator, denominator: operand.denominator };
    }
    case 'binary': {
      const left = evaluate(node.left);
      const right = evaluate(node.right);
      if (node.operator === '/' && right.numerator === 0n) throw new DivisionByZero(node);
      return settle(combine(node, left, right), node.operatorAt);
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
