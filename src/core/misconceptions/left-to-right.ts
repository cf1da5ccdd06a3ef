import { combine, exceedsValueDigits, power, type NodeValues } from '../evaluate/working-evaluator';
import type { BinaryOperator } from '../grammar/ast';
import type { WorkingNode } from '../grammar/working-parser';
import type { Rational } from '../rational';

/** A buggy evaluation that divides by zero or outgrows the digit cap: it matches nothing. */
class NoValue {}
const NO_VALUE = new NoValue();

/**
 * The operands and operators of one level of parentheses, in text order: the binary nodes not
 * themselves in parentheses are that level's operators; everything else (a NUMBER, a unary minus,
 * a parenthesized node) is an operand.
 */
function flatten(node: WorkingNode, operands: WorkingNode[], operators: BinaryOperator[], top: boolean): void {
  if (node.type === 'binary' && (top || node.parens === 0)) {
    flatten(node.left, operands, operators, false);
    operators.push(node.operator);
    flatten(node.right, operands, operators, false);
  } else operands.push(node);
}

function evaluateLevel(node: WorkingNode, values: NodeValues): Rational {
  const operands: WorkingNode[] = [];
  const operators: BinaryOperator[] = [];
  flatten(node, operands, operators, true);
  let value = evaluateOperand(operands[0]!, values);
  for (let i = 0; i < operators.length; i++) {
    const right = evaluateOperand(operands[i + 1]!, values);
    if (operators[i] === '/' && right.isZero()) throw NO_VALUE;
    value = combine(operators[i]!, value, right);
    if (exceedsValueDigits(value)) throw NO_VALUE;
  }
  return value;
}

function evaluateOperand(node: WorkingNode, values: NodeValues): Rational {
  switch (node.type) {
    case 'number':
      return values.get(node)!;
    case 'negate':
      return evaluateOperand(node.operand, values).negate();
    case 'binary':
      return evaluateLevel(node, values);
    // A power keeps its meaning, like a NUMBER: its base is its own level.
    case 'power':
      return power(evaluateLevel(node.base, values), node.exponent);
  }
}

/**
 * The left_to_right rule's evaluation: + − × ÷ all at one precedence, left to right inside every
 * pair of parentheses; parentheses, unary minus and NUMBERs keep their meaning (so 5/6 − 1/3 × 3/4
 * is (5/6 − 1/3) × 3/4). Null when it divides by zero or outgrows the digit cap.
 */
export function evaluateLeftToRight(tree: WorkingNode, values: NodeValues): Rational | null {
  try {
    return evaluateLevel(tree, values);
  } catch (stop) {
    if (stop === NO_VALUE) return null;
    throw stop;
  }
}
