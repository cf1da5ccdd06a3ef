import { integerFromDigits } from '../rational';
import type { BinaryNode, IntegerNode, NegateNode } from './ast';
import { ArithmeticParser } from './arithmetic-parser';
import { RATIONAL_LEXICON } from './rational-lexer';
import type { RationalLexemeKind } from './scan';

export type RationalNode = IntegerNode | NegateNode<RationalNode> | BinaryNode<RationalNode>;

export const RATIONAL_MAX_DEPTH = 64;

/**
 * The rational-expression-check grammar: the shared arithmetic levels over
 *   primary := INTEGER | "(" expr ")".
 * A parenthesized expression's span includes its parentheses (divisor_text quotes them).
 */
class RationalParser extends ArithmeticParser<RationalLexemeKind, RationalNode> {
  protected operand(): RationalNode {
    const { kind, from, to } = this;
    if (kind === 'number') {
      this.advance();
      return { type: 'integer', value: integerFromDigits(this.source, from, to), from, to };
    }
    if (kind === 'lparen') return this.group();
    throw this.unexpected();
  }
}

/** The tree of a rational-expression-check expression of at most `maxTokens` tokens; faults in the contract's order. */
export function parseRationalExpression(source: string, maxTokens: number): RationalNode {
  return new RationalParser(source, RATIONAL_LEXICON, maxTokens, RATIONAL_MAX_DEPTH).parse();
}
