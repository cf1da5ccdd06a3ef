import { Rational } from '../rational';
import type { BinaryNode, NegateNode, NumberNode } from './ast';
import { TokenCursor } from './cursor';
import type { RationalToken } from './rational-lexer';

export type RationalNode = NumberNode | NegateNode<RationalNode> | BinaryNode<RationalNode>;

export const RATIONAL_MAX_DEPTH = 64;

/**
 * Parses the rational-expression-check grammar:
 *   expr := term (("+" | "-") term)*;  term := unary (("*" | "/") unary)*;
 *   unary := "-" unary | primary;      primary := INTEGER | "(" expr ")".
 * A parenthesized expression's span includes its parentheses (divisor_text quotes them).
 */
export function parseRationalExpression(tokens: readonly RationalToken[], sourceLength: number): RationalNode {
  const cursor = new TokenCursor(tokens, sourceLength, RATIONAL_MAX_DEPTH);
  const same = (node: RationalNode): RationalNode => node;

  const expression = (): RationalNode => cursor.leftAssociative(['plus', 'minus'], term, same);
  const term = (): RationalNode => cursor.leftAssociative(['star', 'slash'], unary, same);

  function unary(): RationalNode {
    if (!cursor.at('minus')) return primary();
    const minus = cursor.next();
    cursor.enter(minus.from);
    const operand = unary();
    cursor.leave();
    return { type: 'negate', operand, from: minus.from, to: operand.to };
  }

  function primary(): RationalNode {
    const token = cursor.peek();
    if (token?.kind === 'number') {
      cursor.next();
      return { type: 'number', value: Rational.fromInteger(BigInt(token.text)), from: token.from, to: token.to };
    }
    if (token?.kind === 'lparen') {
      cursor.next();
      cursor.enter(token.from);
      const inner = expression();
      const close = cursor.expect('rparen');
      cursor.leave();
      return { ...inner, from: token.from, to: close.to };
    }
    throw cursor.unexpected();
  }

  const tree = expression();
  if (!cursor.atEnd()) throw cursor.unexpected();
  return tree;
}
