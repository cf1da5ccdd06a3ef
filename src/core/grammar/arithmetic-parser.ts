import type { BinaryNode, NegateNode, Span, Token } from './ast';
import { operatorOf, TokenCursor, type OperatorKind } from './cursor';

/**
 * The levels both grammars share, as recursive descent:
 *   expr := term (("+" | "-") term)*;  term := unary (("*" | "/") unary)*;  unary := "-" unary | operand;
 * and the parenthesized group. Each grammar supplies its operand (`primary` / `power`).
 * `Node` must include NegateNode<Node> and BinaryNode<Node>; TypeScript cannot state that
 * recursive bound, hence the casts below.
 *
 * A parser is its own token cursor: one object per parse, and no indirection on each token read.
 */
export abstract class ArithmeticParser<Kind extends string, Node extends Span> extends TokenCursor<Kind> {
  /** The operand of a unary minus: what binds tighter than it. */
  protected abstract operand(): Node;

  parse(): Node {
    const tree = this.expression();
    if (!this.atEnd()) throw this.unexpected();
    return tree;
  }

  // The two levels test the token's kind against string literals, not through a helper taking
  // the kinds as parameters: V8 then compares interned strings by identity.
  protected expression(): Node {
    let left = this.term();
    for (;;) {
      const operator = this.peek();
      if (operator === undefined || (operator.kind !== 'plus' && operator.kind !== 'minus')) return left;
      this.advance();
      left = this.binary(operator, left, this.term());
    }
  }

  protected term(): Node {
    let left = this.unary();
    for (;;) {
      const operator = this.peek();
      if (operator === undefined || (operator.kind !== 'star' && operator.kind !== 'slash')) return left;
      this.advance();
      left = this.binary(operator, left, this.unary());
    }
  }

  /** The node for `left op right`, spanning both operands. */
  private binary(operator: Token<Kind>, left: Node, right: Node): Node {
    const node: BinaryNode<Node> = { type: 'binary', operator: operatorOf(operator.kind as OperatorKind), operatorAt: operator.from, left, right, from: left.from, to: right.to };
    return node as unknown as Node;
  }

  protected unary(): Node {
    const minus = this.peek();
    if (minus === undefined || minus.kind !== 'minus') return this.operand();
    this.advance();
    this.enter(minus.from);
    const operand = this.unary();
    this.leave();
    const node: NegateNode<Node> = { type: 'negate', operand, from: minus.from, to: operand.to };
    return node as unknown as Node;
  }

  /** "(" expr ")" at the current "(": the inner node, spanning its parentheses. */
  protected group(): Node {
    const open = this.next();
    this.enter(open.from);
    const inner = this.expression();
    const close = this.expect('rparen' as Kind);
    this.leave();
    // The inner node is this parser's own fresh object, referenced from nowhere else yet:
    // widening its span in place saves a copy per group.
    inner.from = open.from;
    inner.to = close.to;
    return inner;
  }
}
