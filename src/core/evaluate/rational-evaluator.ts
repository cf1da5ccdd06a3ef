import { exceedsBound, powerOfTen } from '../digits';
import { limitExceeded, type ToolError } from '../errors';
import type { BinaryOperator, Span } from '../grammar/ast';
import { parseRationalExpression, RationalGrammar, type RationalNode } from '../grammar/rational-parser';
import { integerFromDigits, Rational, safeIntegerFromDigits } from '../rational';

export const MAX_VALUE_DIGITS = 500;

/** Where the first division by zero is: its operator, and its divisor as written (parentheses included). */
export interface DivisionByZero {
  operatorAt: number;
  divisor: Span;
}

/** The outcome of evaluating a rational expression: its value, or the first division by zero. */
export type RationalEvaluation = { value: Rational; divisionByZero: null } | { value: null; divisionByZero: DivisionByZero };

const VALUE_BOUND = powerOfTen(MAX_VALUE_DIGITS);

/**
 * A quotient of small integers (below 2^64, denominator positive), not yet reduced. Reducing a
 * value cannot make its parts larger, so a small quotient is within the digit cap reduced or
 * not, and its gcd can wait: most expressions a person types never leave this range and pay for
 * one reduction, at the end.
 */
class SmallQuotient {
  constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
  ) {}
}

/**
 * The literals below 1,000, most of those a person types, made once: such a literal then costs
 * no BigInt and no allocation. Sharing them is safe, as quotients are never changed.
 */
const SMALL_LITERALS: readonly SmallQuotient[] = Array.from({ length: 1000 }, (_, i) => new SmallQuotient(BigInt(i), 1n));

/** An intermediate value: a small quotient, or a reduced {@link Rational} (a large literal, or a value that outgrew the small range). */
type Value = SmallQuotient | Rational;

const SMALL = 1n << 64n;
// A constant, not `-SMALL` in the test below: that would make a new BigInt on every call.
const NEGATIVE_SMALL = -SMALL;

const reduced = (value: Value): Rational => (value instanceof Rational ? value : Rational.of(value.numerator, value.denominator));

/**
 * Where the evaluation stopped: at the first zero divisor, or at the first value over the cap
 * (`fault`). Thrown out of the parse; the contracts put every fault of the source before it.
 */
class EvaluationStop {
  constructor(
    readonly operatorAt: number,
    readonly fault: ToolError | null,
  ) {}
}

/**
 * A result in the small range stays an unreduced quotient; anything larger is reduced and held to
 * the 500-digit cap, and from then on takes Rational's path, even should it reduce to a small value.
 */
function settle(numerator: bigint, denominator: bigint, operatorAt: number): Value {
  if (numerator < SMALL && numerator > NEGATIVE_SMALL && denominator < SMALL) return new SmallQuotient(numerator, denominator);
  return capped(Rational.of(numerator, denominator), operatorAt);
}

function capped(value: Rational, operatorAt: number): Rational {
  if (exceedsBound(value.numerator, VALUE_BOUND) || exceedsBound(value.denominator, VALUE_BOUND)) {
    throw new EvaluationStop(
      operatorAt,
      limitExceeded(
        'intermediate_too_large',
        `an intermediate value at ${operatorAt} has more than ${MAX_VALUE_DIGITS} digits`,
        operatorAt,
      ),
    );
  }
  return value;
}

/** Large operands: Rational's gcd-first algorithms keep the numbers from growing. */
function combineReduced(operator: BinaryOperator, x: Rational, y: Rational): Rational {
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

/**
 * The rational-expression-check grammar with values for actions: each phrase is evaluated as soon
 * as it is parsed, which is post-order, left before right, so the division by zero met is the
 * first one in that order; every reduced intermediate is held to the 500-digit cap.
 */
class RationalEvaluator extends RationalGrammar<Value> {
  protected integer(from: number, to: number): Value {
    if (to - from <= 3) return SMALL_LITERALS[safeIntegerFromDigits(this.source, from, to)]!;
    const value = integerFromDigits(this.source, from, to);
    return value < SMALL ? new SmallQuotient(value, 1n) : Rational.fromInteger(value);
  }

  protected negate(_from: number, operand: Value): Value {
    return operand instanceof Rational ? operand.negate() : new SmallQuotient(-operand.numerator, operand.denominator);
  }

  protected grouped(inner: Value): Value {
    return inner;
  }

  protected binary(operator: BinaryOperator, operatorAt: number, left: Value, right: Value): Value {
    if (operator === '/' && right.numerator === 0n) throw new EvaluationStop(operatorAt, null);
    if (!(left instanceof SmallQuotient && right instanceof SmallQuotient)) {
      return capped(combineReduced(operator, reduced(left), reduced(right)), operatorAt);
    }
    const { numerator: a, denominator: b } = left;
    const { numerator: c, denominator: d } = right;
    // Integer operands (denominator 1) skip the multiplications by 1, each a BigInt allocation.
    switch (operator) {
      case '+':
        return b === d
          ? settle(a + c, b, operatorAt)
          : d === 1n
            ? settle(a + c * b, b, operatorAt)
            : settle(a * d + c * b, b * d, operatorAt);
      case '-':
        return b === d
          ? settle(a - c, b, operatorAt)
          : d === 1n
            ? settle(a - c * b, b, operatorAt)
            : settle(a * d - c * b, b * d, operatorAt);
      case '*':
        return b === 1n && d === 1n ? settle(a * c, 1n, operatorAt) : settle(a * c, b * d, operatorAt);
      case '/':
        // Integer over integer, such as 3/4 or (1 + 2) / 4: no multiplication at all.
        if (b === 1n && d === 1n) return c < 0n ? settle(-a, -c, operatorAt) : new SmallQuotient(a, c);
        return c < 0n ? settle(-a * d, -b * c, operatorAt) : settle(a * d, b * c, operatorAt);
    }
  }
}

/** The divisor of the division whose operator is at `operatorAt`. */
function divisorAt(tree: RationalNode, operatorAt: number): Span {
  const pending: RationalNode[] = [tree];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'negate') pending.push(node.operand);
    else if (node.type === 'binary') {
      if (node.operatorAt === operatorAt) return node.right;
      pending.push(node.left, node.right);
    }
  }
  throw new Error(`no division at ${operatorAt}`);
}

/**
 * The value of a rational-expression-check expression of at most `maxTokens` tokens, or its first
 * division by zero. Faults come in the contract's order: the source's own (characters, literals,
 * token count, syntax, nesting) before the evaluation's (the 500-digit cap).
 */
export function evaluateRationalExpression(source: string, maxTokens: number): RationalEvaluation {
  try {
    return { value: reduced(new RationalEvaluator(source, maxTokens).parse()), divisionByZero: null };
  } catch (thrown) {
    if (!(thrown instanceof EvaluationStop)) throw thrown;
    // The evaluation stopped part way, where the source may still have a fault further on, which
    // comes first: the parse of the whole source throws it (it also gives the divisor's span).
    const tree = parseRationalExpression(source, maxTokens);
    if (thrown.fault !== null) throw thrown.fault;
    return { value: null, divisionByZero: { operatorAt: thrown.operatorAt, divisor: divisorAt(tree, thrown.operatorAt) } };
  }
}
