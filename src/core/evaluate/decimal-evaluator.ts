import type { WorkBudget } from '../budget';
import { roundToScale, scaledToRational, type RoundingMode } from '../decimal';
import { digitCount, exceedsBound, powerOfTen } from '../digits';
import { limitExceeded, notComputable } from '../errors';
import type { DecimalNode } from '../grammar/decimal-parser';
import type { Rational } from '../rational';

export const MAX_INTERMEDIATE_DIGITS = 200;

export interface DecimalEvaluationContext {
  budget: WorkBudget;
  /** The request's mode for round() calls; the parser has made sure it exists where round() is used. */
  rounding: RoundingMode | undefined;
}

const partsOf = (...values: Rational[]): bigint[] => values.flatMap((v) => [v.numerator, v.denominator]);

const VALUE_BOUND = powerOfTen(MAX_INTERMEDIATE_DIGITS);

function capped(value: Rational, position: number): Rational {
  if (exceedsBound(value.numerator, VALUE_BOUND) || exceedsBound(value.denominator, VALUE_BOUND)) {
    throw limitExceeded(
      'intermediate_too_large',
      `an intermediate value at ${position} has more than ${MAX_INTERMEDIATE_DIGITS} digits`,
      position,
    );
  }
  return value;
}

/**
 * Evaluates a decimal-expression-evaluate tree exactly, in post-order (operands first, left before
 * right). Each operation is charged to the work budget before it runs and its reduced result is
 * held to the 200-digit cap.
 */
export function evaluateDecimal(node: DecimalNode, context: DecimalEvaluationContext): Rational {
  const { budget } = context;
  switch (node.type) {
    case 'number':
    case 'variable':
      return node.value;
    case 'negate':
      return evaluateDecimal(node.operand, context).negate();
    case 'binary': {
      const left = evaluateDecimal(node.left, context);
      const right = evaluateDecimal(node.right, context);
      budget.charge(partsOf(left, right), node.operatorAt);
      switch (node.operator) {
        case '+':
          return capped(left.add(right), node.operatorAt);
        case '-':
          return capped(left.subtract(right), node.operatorAt);
        case '*':
          return capped(left.multiply(right), node.operatorAt);
        case '/':
          if (right.isZero()) throw notComputable('division_by_zero', `division by zero at ${node.operatorAt}`, node.operatorAt);
          return capped(left.divide(right), node.operatorAt);
      }
      break;
    }
    case 'power': {
      const base = evaluateDecimal(node.base, context);
      budget.charge(partsOf(base), node.operatorAt);
      if (base.isZero() && node.exponent < 0) {
        throw notComputable(
          'zero_to_negative_power',
          `0 raised to the negative power ${node.exponent} at ${node.operatorAt}`,
          node.operatorAt,
        );
      }
      const baseDigits = Math.max(digitCount(base.numerator), digitCount(base.denominator));
      if (baseDigits * Math.abs(node.exponent) > MAX_INTERMEDIATE_DIGITS) {
        throw limitExceeded(
          'intermediate_too_large',
          `a ${baseDigits}-digit value to the power ${node.exponent} at ${node.operatorAt} would exceed ${MAX_INTERMEDIATE_DIGITS} digits`,
          node.operatorAt,
        );
      }
      return capped(base.power(node.exponent), node.operatorAt);
    }
    case 'call': {
      const values = node.args.map((arg) => evaluateDecimal(arg, context));
      switch (node.name) {
        case 'abs':
          return values[0]!.abs();
        case 'min':
        case 'max': {
          const wanted = node.name === 'min' ? -1 : 1;
          let best = values[0]!;
          for (const value of values.slice(1)) {
            budget.charge(partsOf(best, value), node.from);
            if (value.compare(best) === wanted) best = value;
          }
          return best;
        }
        case 'round': {
          const value = values[0]!;
          budget.charge(partsOf(value), node.from);
          // The parser refuses round() without a mode, so a tree with a round call always has one.
          if (context.rounding === undefined) throw new Error('round() evaluated without a rounding mode');
          const rounded = roundToScale(value, node.digits, context.rounding, node.from);
          return capped(scaledToRational(rounded), node.from);
        }
      }
    }
  }
  throw new Error(`unreachable: ${(node as DecimalNode).type}`);
}
