import { invalidInput, limitExceeded } from '../errors';
import type { BinaryOperator, Token } from './ast';

/** The lexeme kinds both grammars share for their arithmetic operators. */
export type OperatorKind = 'plus' | 'minus' | 'star' | 'slash';

/** The operator a token kind stands for (a switch: a lookup by a computed key is a slow generic load). */
export function operatorOf(kind: OperatorKind): BinaryOperator {
  switch (kind) {
    case 'plus': return '+';
    case 'minus': return '-';
    case 'star': return '*';
    case 'slash': return '/';
  }
}

/**
 * A position in a token list for a recursive-descent parser, with the nesting-depth count both
 * grammars share (every "(" and every pending unary minus is one level).
 */
export class TokenCursor<Kind extends string> {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: readonly Token<Kind>[],
    /** Code point length of the source: where an early end is reported. */
    private readonly endPosition: number,
    private readonly maxDepth: number,
  ) {}

  peek(offset = 0): Token<Kind> | undefined {
    return this.tokens[this.index + offset];
  }

  at(kind: Kind): boolean {
    return this.tokens[this.index]?.kind === kind;
  }

  /** Consumes and returns the current token; the caller has checked there is one. */
  next(): Token<Kind> {
    const token = this.tokens[this.index];
    if (token === undefined) throw this.unexpected();
    this.index++;
    return token;
  }

  expect(kind: Kind): Token<Kind> {
    if (!this.at(kind)) throw this.unexpected();
    return this.next();
  }

  atEnd(): boolean {
    return this.index >= this.tokens.length;
  }

  /** The error for the current token (or the early end) that the grammar cannot accept here. */
  unexpected() {
    const token = this.tokens[this.index];
    if (token === undefined) {
      return invalidInput('unexpected_end', `the expression ends too early at ${this.endPosition}`, this.endPosition);
    }
    return invalidInput('unexpected_token', `unexpected "${token.text}" at ${token.from}`, token.from);
  }

  /** Enters one nesting level for the "(" or "-" at `position`. */
  enter(position: number): void {
    this.depth++;
    if (this.depth > this.maxDepth) {
      throw limitExceeded('nesting_too_deep', `nesting deeper than ${this.maxDepth} levels at ${position}`, position);
    }
  }

  leave(): void {
    this.depth--;
  }

  /** Steps past the current token, which the caller has peeked at. */
  advance(): void {
    this.index++;
  }
}
