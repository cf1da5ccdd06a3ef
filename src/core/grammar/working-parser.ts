import { invalidInput, limitExceeded, type ToolError } from '../errors';
import { integerFromDigits, Rational } from '../rational';
import { powerOfTen } from '../digits';
import type { BinaryOperator, Span } from './ast';
import { ArithmeticParser } from './arithmetic-parser';
import { describeCharacter } from './lexer';
import { WORKING_LEXICON } from './working-lexer';
import type { WorkingLexemeKind, WorkingNumberKind } from './scan';

export const WORKING_MAX_TOKENS = 128;
export const WORKING_MAX_DEPTH = 32;

/** How many pairs of parentheses enclose a node directly: the misconception rules read them. */
interface Grouped {
  parens: number;
}

/** A MIXED as written: w n/d. */
export interface MixedParts {
  whole: bigint;
  numerator: bigint;
  denominator: bigint;
}

export interface WorkingNumberNode extends Span, Grouped {
  type: 'number';
  form: WorkingNumberKind;
  /**
   * The written form (the contract's W): an INTEGER n is n/1, a FRACTION as written (not reduced,
   * possibly over 0), a MIXED w n/d is (w·d + n)/d, a DECIMAL its reduced value.
   */
  numerator: bigint;
  denominator: bigint;
  mixed: MixedParts | null;
  /** The "/" of a FRACTION: where a zero denominator is reported. Null for the other forms. */
  slashAt: number | null;
  /** The literal itself, without the parentheses that widen the node's span: a MIXED's site is its start. */
  literalFrom: number;
  literalTo: number;
}

export interface WorkingNegateNode extends Span, Grouped {
  type: 'negate';
  operand: WorkingNode;
}

export interface WorkingBinaryNode extends Span, Grouped {
  type: 'binary';
  operator: BinaryOperator;
  /** Offset of the operator itself: where a division by zero, an oversized value or a misconception is reported. */
  operatorAt: number;
  left: WorkingNode;
  right: WorkingNode;
}

/** A parsed part of a working. Spans are offsets into the whole working. */
export type WorkingNode = WorkingNumberNode | WorkingNegateNode | WorkingBinaryNode;

const isNumberKind = (kind: WorkingLexemeKind | 'end'): kind is WorkingNumberKind =>
  kind === 'integer' || kind === 'fraction' || kind === 'mixed' || kind === 'decimal';

function digitsEnd(text: string, start: number): number {
  let i = start;
  for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i));
  return i;
}

/** The NUMBER node of a lexeme the lexicon has accepted. */
function numberNode(form: WorkingNumberKind, source: string, from: number, to: number): WorkingNumberNode {
  const first = digitsEnd(source, from);
  const node: WorkingNumberNode = {
    type: 'number', form, numerator: 0n, denominator: 1n, mixed: null, slashAt: null, literalFrom: from, literalTo: to, from, to, parens: 0,
  };
  switch (form) {
    case 'integer':
      node.numerator = integerFromDigits(source, from, to);
      break;
    case 'fraction':
      node.numerator = integerFromDigits(source, from, first);
      node.denominator = integerFromDigits(source, first + 1, to);
      node.slashAt = first;
      break;
    case 'decimal': {
      const value = Rational.of(BigInt(source.slice(from, first) + source.slice(first + 1, to)), powerOfTen(to - first - 1));
      node.numerator = value.numerator;
      node.denominator = value.denominator;
      break;
    }
    case 'mixed': {
      let fractionFrom = first;
      while (source.charCodeAt(fractionFrom) < 48 || source.charCodeAt(fractionFrom) > 57) fractionFrom++;
      const slash = digitsEnd(source, fractionFrom);
      const mixed = {
        whole: integerFromDigits(source, from, first),
        numerator: integerFromDigits(source, fractionFrom, slash),
        denominator: integerFromDigits(source, slash + 1, to),
      };
      node.mixed = mixed;
      node.numerator = mixed.whole * mixed.denominator + mixed.numerator;
      node.denominator = mixed.denominator;
      break;
    }
  }
  return node;
}

/**
 * One part of a working, read with the shared arithmetic levels over
 *   primary := NUMBER | "(" expr ")"
 * where NUMBER is the working's INTEGER, FRACTION, MIXED or DECIMAL. The parser reads the part's
 * range of the working, so every offset it reports is already the working's. Its faults carry the
 * contract's reasons: bad_character, too_many_tokens (with no position: the contract names none),
 * too_deep and syntax_error; an early end is reported at the part's end, which is the "=" after
 * it or the line's end.
 */
class WorkingPartParser extends ArithmeticParser<WorkingLexemeKind, WorkingNode> {
  constructor(working: string, range: { from: number; to: number }, private readonly step: number) {
    super(working, WORKING_LEXICON, WORKING_MAX_TOKENS, WORKING_MAX_DEPTH, range);
  }

  protected operand(): WorkingNode {
    const { kind, from, to } = this;
    if (isNumberKind(kind)) {
      this.advance();
      return numberNode(kind, this.source, from, to);
    }
    if (kind === 'lparen') return this.group();
    throw this.unexpected();
  }

  protected binary(operator: BinaryOperator, operatorAt: number, left: WorkingNode, right: WorkingNode): WorkingNode {
    return { type: 'binary', operator, operatorAt, left, right, from: left.from, to: right.to, parens: 0 };
  }

  protected negate(from: number, operand: WorkingNode): WorkingNode {
    return { type: 'negate', operand, from, to: operand.to, parens: 0 };
  }

  protected grouped(inner: WorkingNode, from: number, to: number): WorkingNode {
    inner.parens++;
    inner.from = from;
    inner.to = to;
    return inner;
  }

  protected override invalidCharacter(index: number, position: number): ToolError {
    return invalidInput('bad_character', `${describeCharacter(this.source, index)} at ${position} is not part of a working: use numbers, + - × ÷ : and parentheses`, position);
  }

  protected override tooManyTokensFault(count: number): ToolError {
    return limitExceeded('too_many_tokens', `step ${this.step} has ${count} tokens; at most ${this.maxTokens} are allowed in one step`);
  }

  protected override tooDeep(position: number): ToolError {
    return limitExceeded('too_deep', `nesting deeper than ${this.maxDepth} levels at ${position}`, position);
  }

  protected override unexpected(): ToolError {
    if (this.kind === 'end') return invalidInput('syntax_error', `step ${this.step} ends too early at ${this.end}`, this.end);
    return invalidInput('syntax_error', `unexpected "${this.text()}" at ${this.from}`, this.from);
  }
}

/**
 * The tree of the part of `working` in `range` (the whole part, surrounding whitespace included),
 * step number `step` (for messages); faults in the contract's order for one part.
 */
export function parseWorkingPart(working: string, range: { from: number; to: number }, step: number): WorkingNode {
  return new WorkingPartParser(working, range, step).parse();
}
