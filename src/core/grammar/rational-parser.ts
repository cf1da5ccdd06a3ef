import { integerFromText, Rational } from '../rational';
import type { BinaryNode, NegateNode, NumberNode } from './ast';
import { binaryNode, PRODUCT_OPERATORS, SUM_OPERATORS, TokenCursor } from './cursor';
import type { RationalToken } from './rational-lexer';

export type RationalNode = NumberNode | NegateNode<RationalNode> | BinaryNode<RationalNode>;

export const RATIONAL_MAX_DEPTH = 64;

/**
 * The rational-expression-check grammar:
 *   expr := term (("+" | "-") term)*;  term := unary (("*" | "/") unary)*;
 *   unary := "-" unary | primary;      primary := INTEGER | "(" expr ")".
 * A parenthesized expression's span includes its parentheses (divisor_text quotes them).
 */
class RationalParser {
  private readonly cursor: TokenCursor<RationalToken['kind']>;

  constructor(tokens: readonly RationalToken[], sourceLength: number) {
    this.cursor = new TokenCursor(tokens, sourceLength, RATIONAL_MAX_DEPTH);
  }

  parse(): RationalNode {
    const tree = this.expression();
    if (!this.cursor.atEnd()) throw this.cursor.unexpected();
    return tree;
  }

  private expression(): RationalNode {
    let left = this.term();
    for (let operator; (operator = this.cursor.takeOperator(SUM_OPERATORS)); ) left = binaryNode(operator, left, this.term());
    return left;
  }

  private term(): RationalNode {
    let left = this.unary();
    for (let operator; (operator = this.cursor.takeOperator(PRODUCT_OPERATORS)); ) left = binaryNode(operator, left, this.unary());
    return left;
  }

  private unary(): RationalNode {
    if (!this.cursor.at('minus')) return this.primary();
    const minus = this.cursor.next();
    this.cursor.enter(minus.from);
    const operand = this.unary();
    this.cursor.leave();
    return { type: 'negate', operand, from: minus.from, to: operand.to };
  }

  private primary(): RationalNode {
    const token = this.cursor.peek();
    if (token?.kind === 'number') {
      this.cursor.next();
      return { type: 'number', value: Rational.fromInteger(integerFromText(token.text)), from: token.from, to: token.to };
    }
    if (token?.kind === 'lparen') {
      this.cursor.next();
      this.cursor.enter(token.from);
      const inner = this.expression();
      const close = this.cursor.expect('rparen');
      this.cursor.leave();
      return { ...inner, from: token.from, to: close.to };
    }
    throw this.cursor.unexpected();
  }
}

export function parseRationalExpression(tokens: readonly RationalToken[], sourceLength: number): RationalNode {
  return new RationalParser(tokens, sourceLength).parse();
}
