import type { Rational } from '../rational';

/** A half-open source range in code point offsets. */
export interface Span {
  from: number;
  to: number;
}

export type BinaryOperator = '+' | '-' | '*' | '/';

export interface Token<Kind extends string> extends Span {
  kind: Kind;
  text: string;
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
