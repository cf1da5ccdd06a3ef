/**
 * "Build from expression": turns a rational-expression-check expression into a correct
 * rational-trace-check request, one step per operation in evaluation order, for a teacher to
 * start a worked solution from or a student to compare against.
 */
import { invalidInput, notComputable, ToolError, type ErrorEnvelope } from './errors';
import { evaluateRationalExpression } from './evaluate/rational-evaluator';
import type { BinaryOperator } from './grammar/ast';
import { parseRationalExpression, type RationalNode } from './grammar/rational-parser';
import { gcd } from './gcd';
import { Rational } from './rational';
import { checkExpressionSize, requireExpression } from './tools/expression-source';
import { RATIONAL_CHECK_LIMITS } from './tools/rational-expression-check';
import type { RationalTraceCheckInput, TraceOperand, TraceStep } from './requests';

export interface TraceBuildOptions {
  /**
   * Write a division of two integer literals that is already a canonical fraction (1/2, -3/4,
   * but not 6/4, 4/2 or 1/-2) as that fraction instead of as a step, so `1 + 1/2 + 1/3` becomes
   * the two steps a person would write. The whole expression is never folded: a lone `3/4` (or
   * `-(3/4)`) still has its division step. Default false: one step per binary operator.
   */
  fractionLiterals?: boolean;
}

/** An operand as it will be stated: its exact value and where it comes from (null: a literal). */
interface Operand {
  value: Rational;
  from: string | null;
}

const ZERO_LITERAL: Operand = { value: Rational.ZERO, from: null };

/** The value of an integer literal under any number of unary minuses, or null for anything else. */
function literalValue(node: RationalNode): Rational | null {
  if (node.type === 'integer') return Rational.fromInteger(node.value);
  if (node.type === 'negate') return literalValue(node.operand)?.negate() ?? null;
  return null;
}

/** `a / b` of two integer literals written as a canonical fraction: b > 1 and in lowest terms. */
function canonicalFraction(node: RationalNode): Rational | null {
  if (node.type !== 'binary' || node.operator !== '/') return null;
  const numerator = literalValue(node.left);
  const denominator = literalValue(node.right);
  if (numerator === null || denominator === null || denominator.numerator <= 1n) return null;
  return gcd(numerator.numerator, denominator.numerator) === 1n ? Rational.of(numerator.numerator, denominator.numerator) : null;
}

class TraceBuilder {
  readonly steps: TraceStep[] = [];

  constructor(private readonly fractionLiterals: boolean) {}

  /**
   * Post-order, left before right: the order rational-expression-check evaluates in. A unary
   * minus of a literal is folded into it (-3 is the literal "-3"); a unary minus of anything else
   * is the step `0 - x`, which keeps the table to the four operators the trace contract has.
   */
  operand(node: RationalNode, isRoot = false): Operand {
    switch (node.type) {
      case 'integer':
        return { value: Rational.fromInteger(node.value), from: null };
      case 'negate': {
        // A minus keeps the whole expression whole: -(3/4) is still not just a literal.
        const inner = this.operand(node.operand, isRoot);
        return inner.from === null ? { value: inner.value.negate(), from: null } : this.step('-', ZERO_LITERAL, inner);
      }
      case 'binary': {
        const fraction = this.fractionLiterals && !isRoot ? canonicalFraction(node) : null;
        if (fraction !== null) return { value: fraction, from: null };
        const left = this.operand(node.left);
        const right = this.operand(node.right);
        return this.step(node.operator, left, right);
      }
    }
  }

  private step(operator: BinaryOperator, left: Operand, right: Operand): Operand {
    const id = `s${this.steps.length + 1}`;
    // The evaluator has already run on this tree, so no divisor here is zero.
    const value =
      operator === '+'
        ? left.value.add(right.value)
        : operator === '-'
          ? left.value.subtract(right.value)
          : operator === '*'
            ? left.value.multiply(right.value)
            : left.value.divide(right.value);
    const stated = (operand: Operand): TraceOperand => ({ value: operand.value.toString(), from: operand.from });
    this.steps.push({ id, operator, left: stated(left), right: stated(right), result: value.toString() });
    return { value, from: id };
  }
}

const MAX_QUOTED_DIVISOR = 60;

function build(expression: string, options: TraceBuildOptions): RationalTraceCheckInput {
  // The front half of rational-expression-check, so every fault is reported exactly as the Check
  // tab would report it: size, surrogates, characters, token count, syntax, depth.
  const source = requireExpression(expression);
  checkExpressionSize(source, RATIONAL_CHECK_LIMITS.maxExpressionBytes);
  const tree = parseRationalExpression(source, RATIONAL_CHECK_LIMITS.maxTokens);
  // Its evaluator too: the 500-digit cap and the first zero divisor in the same order.
  const evaluation = evaluateRationalExpression(source, RATIONAL_CHECK_LIMITS.maxTokens);
  if (evaluation.value === null) {
    const { operatorAt, divisor } = evaluation.divisionByZero;
    const divisorText = source.slice(divisor.from, divisor.to);
    const quoted = divisorText.length > MAX_QUOTED_DIVISOR ? `${divisorText.slice(0, MAX_QUOTED_DIVISOR)}…` : divisorText;
    throw notComputable('division_by_zero', `division by zero at ${operatorAt}: the divisor ${quoted} is 0`, operatorAt, {
      divisor_text: divisorText,
    });
  }

  const builder = new TraceBuilder(options.fractionLiterals === true);
  const final = builder.operand(tree, true);
  if (builder.steps.length === 0) {
    throw invalidInput(
      'no_operation',
      `the expression is just the number ${final.value.toString().slice(0, 40)}: there is no operation to make a step of`,
    );
  }
  // Steps never exceed the trace's 1,024: each needs its own operator token, and there are at most 1,024 tokens.
  return { inputs: {}, steps: builder.steps, claimed_result: final.value.toString(), require_canonical: true };
}

/**
 * The trace of an integer/fraction expression (the rational-expression-check grammar), or the
 * error envelope: the Check tab's errors for a bad expression or a limit, `not_computable` /
 * `division_by_zero` with the operator's position and the divisor's text for a zero divisor, and
 * `invalid_input` / `no_operation` for an expression with nothing to compute (`5`, `-(3)`).
 *
 * Step ids are s1, s2, … in evaluation order; an operand computed by an earlier step names it in
 * `from`; every value is canonical; `claimed_result` is the final value; `require_canonical` is
 * true and `inputs` is empty. Never throws.
 */
export function buildTraceFromExpression(expression: string, options: TraceBuildOptions = {}): RationalTraceCheckInput | ErrorEnvelope {
  try {
    return build(expression, options);
  } catch (thrown) {
    if (thrown instanceof ToolError) return thrown.toEnvelope();
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return { error: { code: 'not_computable', message: `internal error: ${message}`, details: { reason: 'internal_error' } } };
  }
}
