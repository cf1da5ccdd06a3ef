import { invalidInput, limitExceeded, type ToolError } from '../errors';
import type { BinaryOperator } from './ast';
import { Lexer, preferLoneSurrogate, type Lexicon } from './lexer';

/** The lexeme kinds both grammars share for their arithmetic operators. */
type OperatorKind = 'plus' | 'minus' | 'star' | 'slash';

/** The operator a token kind stands for (a switch: a lookup by a computed key is a slow generic load). */
function operatorOf(kind: OperatorKind): BinaryOperator {
  switch (kind) {
    case 'plus':
      return '+';
    case 'minus':
      return '-';
    case 'star':
      return '*';
    case 'slash':
      return '/';
  }
}

/**
 * The levels both grammars share, as recursive descent:
 *   expr := term (("+" | "-") term)*;  term := unary (("*" | "/") unary)*;  unary := "-" unary | operand;
 * and the parenthesized group, with the nesting depth both grammars limit (every "(" and every
 * pending unary minus is one level). Each grammar supplies its operand (`primary` / `power`).
 *
 * What a phrase produces is up to the subclass, through the actions `binary`, `negate` and
 * `grouped`, called in post-order (operands first, left before right): the tree parsers build
 * nodes (with the builders in ./ast.ts), and the rational evaluator computes values as it
 * parses, so the check tool never builds a tree only to walk it once.
 *
 * A parser is its own lexer: one object per parse, and no indirection on each token read.
 */
export abstract class ArithmeticParser<Kind extends string, Node> extends Lexer<Kind> {
  private depth = 0;

  constructor(
    source: string,
    lexicon: Lexicon<Kind>,
    maxTokens: number,
    protected readonly maxDepth: number,
    range?: { from: number; to: number },
  ) {
    super(source, lexicon, maxTokens, range);
  }

  /** The operand of a unary minus: what binds tighter than it. */
  protected abstract operand(): Node;

  /** `left operator right`, the operator at `operatorAt`. */
  protected abstract binary(operator: BinaryOperator, operatorAt: number, left: Node, right: Node): Node;

  /** `-operand`, the minus at `from`. */
  protected abstract negate(from: number, operand: Node): Node;

  /** `(inner)`, the parentheses spanning `from`..`to`. */
  protected abstract grouped(inner: Node, from: number, to: number): Node;

  /**
   * What the whole source produces. A fault is reported in the contracts' order (see Lexer): a
   * syntax fault waits until the rest of the source has lexed, and a lone surrogate comes first.
   */
  parse(): Node {
    try {
      this.advance();
      const result = this.expression();
      if (this.kind !== 'end') throw this.unexpected();
      return result;
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
      left = this.binary(operatorOf(kind as OperatorKind), at, left, this.term());
    }
  }

  protected term(): Node {
    let left = this.unary();
    for (;;) {
      const kind = this.kind;
      if (kind !== 'star' && kind !== 'slash') return left;
      const at = this.from;
      this.advance();
      left = this.binary(operatorOf(kind as OperatorKind), at, left, this.unary());
    }
  }

  protected unary(): Node {
    if (this.kind !== 'minus') return this.operand();
    const from = this.from;
    this.advance();
    this.enter(from);
    const operand = this.unary();
    this.leave();
    return this.negate(from, operand);
  }

  /** "(" expr ")" at the current "(". */
  protected group(): Node {
    const from = this.from;
    this.advance();
    this.enter(from);
    const inner = this.expression();
    const to = this.closeParen();
    this.leave();
    return this.grouped(inner, from, to);
  }

  /** Steps past the ")" that must be the current token; returns where it ends. */
  protected closeParen(): number {
    if (this.kind !== 'rparen') throw this.unexpected();
    const to = this.to;
    this.advance();
    return to;
  }

  /** The error for the current token (or the early end) that the grammar cannot accept here. */
  protected unexpected(): ToolError {
    if (this.kind === 'end') {
      // Reaching the end means every character lexed, all in the BMP: the index counts code points.
      const end = this.end;
      return invalidInput('unexpected_end', `the expression ends too early at ${end}`, end);
    }
    return invalidInput('unexpected_token', `unexpected "${this.text()}" at ${this.from}`, this.from);
  }

  /** Enters one nesting level for the "(" or "-" at `position`. */
  protected enter(position: number): void {
    this.depth++;
    if (this.depth > this.maxDepth) throw this.tooDeep(position);
  }

  /** The fault of the "(" or "-" at `position` that goes past the nesting limit. */
  protected tooDeep(position: number): ToolError {
    return limitExceeded('nesting_too_deep', `nesting deeper than ${this.maxDepth} levels at ${position}`, position);
  }

  protected leave(): void {
    this.depth--;
  }
}
