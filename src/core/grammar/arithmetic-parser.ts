import { invalidInput, limitExceeded } from '../errors';
import type { BinaryNode, BinaryOperator, NegateNode, Span } from './ast';
import { Lexer, preferLoneSurrogate, type Lexicon } from './lexer';

/** The lexeme kinds both grammars share for their arithmetic operators. */
type OperatorKind = 'plus' | 'minus' | 'star' | 'slash';

/** The operator a token kind stands for (a switch: a lookup by a computed key is a slow generic load). */
function operatorOf(kind: OperatorKind): BinaryOperator {
  switch (kind) {
    case 'plus': return '+';
    case 'minus': return '-';
    case 'star': return '*';
    case 'slash': return '/';
  }
}

/**
 * The levels both grammars share, as recursive descent:
 *   expr := term (("+" | "-") term)*;  term := unary (("*" | "/") unary)*;  unary := "-" unary | operand;
 * and the parenthesized group, with the nesting depth both grammars limit (every "(" and every
 * pending unary minus is one level). Each grammar supplies its operand (`primary` / `power`).
 * `Node` must include NegateNode<Node> and BinaryNode<Node>; TypeScript cannot state that
 * recursive bound, hence the casts below.
 *
 * A parser is its own lexer: one object per parse, and no indirection on each token read.
 */
export abstract class ArithmeticParser<Kind extends string, Node extends Span> extends Lexer<Kind> {
  private depth = 0;

  constructor(source: string, lexicon: Lexicon<Kind>, maxTokens: number, private readonly maxDepth: number) {
    super(source, lexicon, maxTokens);
  }

  /** The operand of a unary minus: what binds tighter than it. */
  protected abstract operand(): Node;

  /**
   * The tree of the whole source. A fault is reported in the contracts' order (see Lexer): a
   * syntax fault waits until the rest of the source has lexed, and a lone surrogate comes first.
   */
  parse(): Node {
    try {
      this.advance();
      const tree = this.expression();
      if (this.kind !== 'end') throw this.unexpected();
      return tree;
    } catch (fault) {
      let reported = fault;
      try {
        this.finish();
      } catch (lexical) {
        reported = lexical;
      }
      throw preferLoneSurrogate(this.source, reported);
    }
  }

  // The two levels test the token's kind against string literals, not through a helper taking
  // the kinds as parameters: V8 then compares interned strings by identity.
  protected expression(): Node {
    let left = this.term();
    for (;;) {
      const kind = this.kind;
      if (kind !== 'plus' && kind !== 'minus') return left;
      const at = this.from;
      this.advance();
      left = this.binary(kind as OperatorKind, at, left, this.term());
    }
  }

  protected term(): Node {
    let left = this.unary();
    for (;;) {
      const kind = this.kind;
      if (kind !== 'star' && kind !== 'slash') return left;
      const at = this.from;
      this.advance();
      left = this.binary(kind as OperatorKind, at, left, this.unary());
    }
  }

  /** The node for `left op right`, spanning both operands. */
  private binary(kind: OperatorKind, operatorAt: number, left: Node, right: Node): Node {
    const node: BinaryNode<Node> = { type: 'binary', operator: operatorOf(kind), operatorAt, left, right, from: left.from, to: right.to };
    return node as unknown as Node;
  }

  protected unary(): Node {
    if (this.kind !== 'minus') return this.operand();
    const from = this.from;
    this.advance();
    this.enter(from);
    const operand = this.unary();
    this.leave();
    const node: NegateNode<Node> = { type: 'negate', operand, from, to: operand.to };
    return node as unknown as Node;
  }

  /** "(" expr ")" at the current "(": the inner node, spanning its parentheses. */
  protected group(): Node {
    const from = this.from;
    this.advance();
    this.enter(from);
    const inner = this.expression();
    const to = this.closeParen();
    this.leave();
    // The inner node is this parser's own fresh object, referenced from nowhere else yet:
    // widening its span in place saves a copy per group.
    inner.from = from;
    inner.to = to;
    return inner;
  }

  /** Steps past the ")" that must be the current token; returns where it ends. */
  protected closeParen(): number {
    if (this.kind !== 'rparen') throw this.unexpected();
    const to = this.to;
    this.advance();
    return to;
  }

  /** The error for the current token (or the early end) that the grammar cannot accept here. */
  protected unexpected() {
    if (this.kind === 'end') {
      // Reaching the end means every character lexed, all in the BMP: the length counts code points.
      const end = this.source.length;
      return invalidInput('unexpected_end', `the expression ends too early at ${end}`, end);
    }
    return invalidInput('unexpected_token', `unexpected "${this.text()}" at ${this.from}`, this.from);
  }

  /** Enters one nesting level for the "(" or "-" at `position`. */
  protected enter(position: number): void {
    this.depth++;
    if (this.depth > this.maxDepth) {
      throw limitExceeded('nesting_too_deep', `nesting deeper than ${this.maxDepth} levels at ${position}`, position);
    }
  }

  protected leave(): void {
    this.depth--;
  }
}
