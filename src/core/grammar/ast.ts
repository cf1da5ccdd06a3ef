import type { Rational } from '../rational';

/** A half-open source range in code point offsets. */
export interface Span {
  from: number;
  to: number;
}

export type BinaryOperator = '+' | '-' | '*' | '/';

/** An integer literal of the rational grammar; its value stays a bare BigInt until evaluation needs more. */
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
