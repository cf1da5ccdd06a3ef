import { integerFromDigits } from '../rational';
import { binaryNode, groupedNode, negateNode, type BinaryNode, type BinaryOperator, type IntegerNode, type NegateNode } from './ast';
import { ArithmeticParser } from './arithmetic-parser';
import { RATIONAL_LEXICON } from './rational-lexer';
import type { RationalLexemeKind } from './scan';

export type RationalNode = IntegerNode | NegateNode<RationalNode> | BinaryNode<RationalNode>;

export const RATIONAL_MAX_DEPTH = 64;

/**
 * The rational-expression-check grammar: the shared arithmetic levels over
 *   primary := INTEGER | "(" expr ")".
 * What an integer literal produces is the subclass's action, as for the shared levels: the tree
 * parser below makes a node of it, the evaluator (evaluate/rational-evaluator.ts) a value.
 */
export abstract class RationalGrammar<Node> extends ArithmeticParser<RationalLexemeKind, Node> {
  constructor(source: string, maxTokens: number) {
    super(source, RATIONAL_LEXICON, maxTokens, RATIONAL_MAX_DEPTH);
  }

  /** The integer literal spelled by the source from `from` to `to`. */
  protected abstract integer(from: number, to: number): Node;

  protected operand(): Node {
    const { kind, from, to } = this;
    if (kind === 'number') {
      this.advance();
      return this.integer(from, to);
    }
    if (kind === 'lparen') return this.group();
    throw this.unexpected();
  }
}

class RationalParser extends RationalGrammar<RationalNode> {
  protected integer(from: number, to: number): RationalNode {
    return { type: 'integer', value: integerFromDigits(this.source, from, to), from, to };
  }

  protected binary(operator: BinaryOperator, operatorAt: number, left: RationalNode, right: RationalNode): RationalNode {
    return binaryNode(operator, operatorAt, left, right);
  }

  protected negate(from: number, operand: RationalNode): RationalNode {
    return negateNode(from, operand);
  }

  protected grouped(inner: RationalNode, from: number, to: number): RationalNode {
    return groupedNode(inner, from, to);
  }
}

/** The tree of a rational-expression-check expression of at most `maxTokens` tokens; faults in the contract's order. */
export function parseRationalExpression(source: string, maxTokens: number): RationalNode {
  return new RationalParser(source, maxTokens).parse();
}
