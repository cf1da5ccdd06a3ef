import type { Rational } from '../rational';

/** A half-open source range in code point offsets. */
export interface Span {
  from: number;
  to: number;
}

export type BinaryOperator = '+' | '-' | '*' | '/';

/**
 * A lexeme the parser sees. Its text is cut from the source only when asked for: most tokens
 * (operators, brackets, short integers) never are, and a slice per token is a string allocation.
 */
export class Token<Kind extends string> implements Span {
  constructor(
    readonly kind: Kind,
    readonly from: number,
    readonly to: number,
    /** The whole source the token was read from. */
    readonly source: string,
  ) {}

  get text(): string {
    return this.source.slice(this.from, this.to);
  }
}

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
