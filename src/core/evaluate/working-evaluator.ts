import { exceedsBound, powerOfTen } from '../digits';
import { limitExceeded } from '../errors';
import type { BinaryOperator } from '../grammar/ast';
import type { WorkingNode } from '../grammar/working-parser';
import { Rational } from '../rational';

import { WORKING_MAX_VALUE_DIGITS } from '../grammar/working-limits';

export { WORKING_MAX_VALUE_DIGITS };

const VALUE_BOUND = powerOfTen(WORKING_MAX_VALUE_DIGITS);

/** Whether a reduced value has more than 200 digits in its numerator or denominator. */
export const exceedsValueDigits = (value: Rational): boolean =>
  exceedsBound(value.numerator, VALUE_BOUND) || exceedsBound(value.denominator, VALUE_BOUND);

/** x op y, reduced. The divisor of a division must not be zero. */
export function combine(operator: BinaryOperator, x: Rational, y: Rational): Rational {
  switch (operator) {
    case '+':
      return x.add(y);
    case '-':
      return x.subtract(y);
    case '*':
      return x.multiply(y);
    case '/':
      return x.divide(y);
  }
}

/** x to a whole exponent of at least 1, reduced (a power of a reduced fraction is reduced). */
export function power(x: Rational, exponent: number): Rational {
  const e = BigInt(exponent);
  return Rational.of(x.numerator ** e, x.denominator ** e);
}

const valueTooLarge = (at: number) =>
  limitExceeded(
    'value_too_large',
    `the value at ${at} has more than ${WORKING_MAX_VALUE_DIGITS} digits in its numerator or denominator`,
    at,
  );

/** Where an evaluation stopped at a zero divisor: the "/" of a FRACTION, or the division operator. */
class DivisionByZero {
  constructor(readonly at: number) {}
}

/** A step's outcome: its value, or the position of its first zero divisor. */
export type StepEvaluation = { value: Rational; divisionAt: null } | { value: null; divisionAt: number };

/** Every node's exact value, for the misconception search, which changes one node and recomputes only what is above it. */
export type NodeValues = Map<WorkingNode, Rational>;

function evaluate(node: WorkingNode, values: NodeValues | undefined): Rational {
  let value: Rational;
  switch (node.type) {
    case 'number':
      if (node.denominator === 0n) throw new DivisionByZero(node.slashAt ?? node.literalFrom);
      value = Rational.of(node.numerator, node.denominator);
      break;
    case 'negate':
      value = evaluate(node.operand, values).negate();
      break;
    case 'binary': {
      const left = evaluate(node.left, values);
      const right = evaluate(node.right, values);
      if (node.operator === '/' && right.isZero()) throw new DivisionByZero(node.operatorAt);
      value = combine(node.operator, left, right);
      if (exceedsValueDigits(value)) throw valueTooLarge(node.operatorAt);
      break;
    }
    case 'power':
      value = power(evaluate(node.base, values), node.exponent);
      if (exceedsValueDigits(value)) throw valueTooLarge(node.operatorAt);
      break;
  }
  values?.set(node, value);
  return value;
}

/**
 * The exact value of a step, evaluated in post-order, left before right, or where it first divides
 * by zero. A value over 200 digits is the request's fault (limit_exceeded value_too_large at its
 * operator), thrown. With `values`, every node's value is recorded.
 */
export function evaluateWorkingStep(tree: WorkingNode, values?: NodeValues): StepEvaluation {
  try {
    return { value: evaluate(tree, values), divisionAt: null };
  } catch (stop) {
    if (stop instanceof DivisionByZero) return { value: null, divisionAt: stop.at };
    throw stop;
  }
}
