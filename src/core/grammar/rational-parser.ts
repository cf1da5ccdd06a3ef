import { integerFromDigits } from '../rational';
import type { BinaryNode, IntegerNode, NegateNode } from './ast';
import { ArithmeticParser } from './arithmetic-parser';
import type { RationalToken } from './rational-lexer';

export type RationalNode = IntegerNode | NegateNode<RationalNode> | BinaryNode<RationalNode>;

export const RATIONAL_MAX_DEPTH = 64;

/**
 * The rational-expression-check grammar: the shared arithmetic levels over
 *   primary := INTEGER | "(" expr ")".
 * A parenthesized expression's span includes its parentheses (divisor_text quotes them).
 */
class RationalParser extends ArithmeticParser<RationalToken['kind'], RationalNode> {
  protected operand(): RationalNode {
    const token = this.peek();
    if (token?.kind === 'number') {
      this.advance();
      return { type: 'integer', value: integerFromDigits(token.source, token.from, token.to), from: token.from, to: token.to };
    }
    if (token?.kind === 'lparen') return this.group();
    throw this.unexpected();
  }
}

export function parseRationalExpression(tokens: readonly RationalToken[], sourceLength: number): RationalNode {
  return new RationalParser(tokens, sourceLength, RATIONAL_MAX_DEPTH).parse();
}
