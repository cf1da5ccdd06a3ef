import type { NodeValues } from '../evaluate/working-evaluator';
import type { WorkingNode } from '../grammar/working-parser';

/** A fraction as numbers, not necessarily reduced; the denominator is positive where it comes from a written form. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * The written form W of an operand, as the misconception rules read it: an INTEGER n is n/1, a
 * FRACTION as written (2/4 stays 2/4), a MIXED w n/d is (w·d + n)/d, a DECIMAL and any other
 * operand its reduced value; a unary minus negates the numerator; parentheses are transparent (a
 * parenthesized node is the node itself in the tree).
 */
export function writtenForm(node: WorkingNode, values: NodeValues): Fraction {
  switch (node.type) {
    case 'number':
      return { numerator: node.numerator, denominator: node.denominator };
    case 'negate': {
      const inner = writtenForm(node.operand, values);
      return { numerator: -inner.numerator, denominator: inner.denominator };
    }
    case 'binary':
    case 'power': {
      const value = values.get(node)!;
      return { numerator: value.numerator, denominator: value.denominator };
    }
  }
}
