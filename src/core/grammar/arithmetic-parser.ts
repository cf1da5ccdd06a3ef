import type { BinaryNode, NegateNode, Span, Token } from './ast';
import { binaryNode, TokenCursor } from './cursor';

/**
 * The levels both grammars share, as recursive descent:
 *   expr := term (("+" | "-") term)*;  term := unary (("*" | "/") unary)*;  unary := "-" unary | operand;
 * and the parenthesized group. Each grammar supplies its operand (`primary` / `power`).
 * `Node` must include NegateNode<Node> and BinaryNode<Node>; TypeScript cannot state that
 * recursive bound, hence the two casts below.
 */
export abstract class ArithmeticParser<Kind extends string, Node extends Span> {
  protected readonly cursor: TokenCursor<Kind>;

  constructor(tokens: readonly Token<Kind>[], sourceLength: number, maxDepth: number) {
    this.cursor = new TokenCursor(tokens, sourceLength, maxDepth);
  }

  /** The operand of a unary minus: what binds tighter than it. */
  protected abstract operand(): Node;

  parse(): Node {
    const tree = this.expression();
    if (!this.cursor.atEnd()) throw this.cursor.unexpected();
    return tree;
  }

  protected expression(): Node {
    let left = this.term();
    for (let operator; (operator = this.cursor.takeOperator('plus', 'minus')); ) {
      left = binaryNode(operator, left, this.term()) as BinaryNode<Node> as unknown as Node;
    }
    return left;
  }

  protected term(): Node {
    let left = this.unary();
    for (let operator; (operator = this.cursor.takeOperator('star', 'slash')); ) {
      left = binaryNode(operator, left, this.unary()) as BinaryNode<Node> as unknown as Node;
    }
    return left;
  }

  protected unary(): Node {
    if (!this.cursor.at('minus' as Kind)) return this.operand();
    const minus = this.cursor.next();
    this.cursor.enter(minus.from);
    const operand = this.unary();
    this.cursor.leave();
    const node: NegateNode<Node> = { type: 'negate', operand, from: minus.from, to: operand.to };
    return node as unknown as Node;
  }

  /** "(" expr ")" at the current "(": the inner node, spanning its parentheses. */
  protected group(): Node {
    const open = this.cursor.next();
    this.cursor.enter(open.from);
    const inner = this.expression();
    const close = this.cursor.expect('rparen' as Kind);
    this.cursor.leave();
    // The inner node is this parser's own fresh object, referenced from nowhere else yet:
    // widening its span in place saves a copy per group.
    inner.from = open.from;
    inner.to = close.to;
    return inner;
  }
}
