import type { Rational } from '../rational';

/** A half-open source range in code point offsets. */
export interface Span {
  from: number;
  to: number;
}

export type BinaryOperator = '+' | '-' | '*' | '/';

/** An integer literal of the rational grammar. */
export interface IntegerNode extends Span {
  type: 'integer';
  value: bigint;
}

export interface NumberNode extends Span {
  type: 'number';
  value: Rational;
}

export interface NegateNode<Node> extends Span {
  type: 'negate';
  operand: Node;
}

export interface BinaryNode<Node> extends Span {
  type: 'binary';
  operator: BinaryOperator;
  /** Offset of the operator itself: where a division by zero is reported. */
  operatorAt: number;
  left: Node;
  right: Node;
}

// The tree parsers' actions (see ArithmeticParser): each grammar's node type includes these.

/** The node for `left operator right`, spanning both operands. */
export function binaryNode<Node extends Span>(operator: BinaryOperator, operatorAt: number, left: Node, right: Node): BinaryNode<Node> {
  return { type: 'binary', operator, operatorAt, left, right, from: left.from, to: right.to };
}

/** The node for `-operand`, spanning from the minus to the end of its operand. */
export function negateNode<Node extends Span>(from: number, operand: Node): NegateNode<Node> {
  return { type: 'negate', operand, from, to: operand.to };
}

/**
 * A parenthesized node: the inner node, spanning its parentheses (divisor_text quotes them). The
 * inner node is the parser's own fresh object, referenced from nowhere else yet: widening its
 * span in place saves a copy per group.
 */
export function groupedNode<Node extends Span>(inner: Node, from: number, to: number): Node {
  inner.from = from;
  inner.to = to;
  return inner;
}
