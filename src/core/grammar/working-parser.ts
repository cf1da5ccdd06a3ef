import { invalidInput, limitExceeded, type ToolError } from '../errors';
import { integerFromDigits, Rational } from '../rational';
import { powerOfTen } from '../digits';
import type { BinaryOperator, Span } from './ast';
import { ArithmeticParser } from './arithmetic-parser';
import { describeCharacter } from './lexer';
import { WORKING_LEXICON } from './working-lexer';
import { superscriptDigit, type WorkingLexemeKind, type WorkingNumberKind } from './scan';

import { WORKING_MAX_DEPTH, WORKING_MAX_EXPONENT, WORKING_MAX_TOKENS } from './working-limits';

export { WORKING_MAX_DEPTH, WORKING_MAX_EXPONENT, WORKING_MAX_TOKENS };

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

/** A terminating DECIMAL's digits as one integer and how many of them follow the point: 0.25 is 25 and 2. */
export interface DecimalDigits {
  digits: bigint;
  places: number;
}

export interface WorkingNumberNode extends Span, Grouped {
  type: 'number';
  form: WorkingNumberKind;
  /**
   * The written form (the contract's W): an INTEGER n is n/1, a FRACTION as written (not reduced,
   * possibly over 0), a MIXED w n/d is (w·d + n)/d, a DECIMAL its reduced value; with a "%",
   * that form with its denominator times 100 (25% is 25/100).
   */
  numerator: bigint;
  denominator: bigint;
  mixed: MixedParts | null;
  /** A terminating DECIMAL's digits (the decimal rules read them); null for the other forms and for a repeating DECIMAL. */
  decimal: DecimalDigits | null;
  /** The written form before the "%" of a percentage (25 for 25%); null without one. */
  percentOf: { numerator: bigint; denominator: bigint } | null;
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
  /** A multiplication written with the word "of" (3/4 of 12): its own rules are tried there. */
  of: boolean;
  /** Offset of the operator itself: where a division by zero, an oversized value or a misconception is reported. */
  operatorAt: number;
  left: WorkingNode;
  right: WorkingNode;
}

/** A power with a small whole exponent: (2/3)^2, 2², 2³. */
export interface WorkingPowerNode extends Span, Grouped {
  type: 'power';
  base: WorkingNode;
  exponent: number;
  /** The "^", or the superscript's first digit: where an oversized value or a misconception is reported. */
  operatorAt: number;
}

/** A parsed part of a working. Spans are offsets into the whole working. */
export type WorkingNode = WorkingNumberNode | WorkingNegateNode | WorkingBinaryNode | WorkingPowerNode;

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
    type: 'number',
    form,
    numerator: 0n,
    denominator: 1n,
    mixed: null,
    decimal: null,
    percentOf: null,
    slashAt: null,
    literalFrom: from,
    literalTo: to,
    from,
    to,
    parens: 0,
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
      const value = decimalValue(source, from, to, node);
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
 * The shortest block that the digits after a repeating DECIMAL's point end with twice over
 * (0.1666... repeats 6, 0.121212... repeats 12); when none is, the last digit.
 */
export function repeatingBlockLength(fractionDigits: string): number {
  for (let length = 1; 2 * length <= fractionDigits.length; length++) {
    const end = fractionDigits.length;
    if (fractionDigits.slice(end - length, end) === fractionDigits.slice(end - 2 * length, end - length)) return length;
  }
  return 1;
}

/**
 * A DECIMAL's value: "2.25" and ".25" as written; "0.333..." (or "0.333…") the repeating
 * decimal whose block is {@link repeatingBlockLength}, 1/3. Records a terminating one's digits.
 */
function decimalValue(source: string, from: number, to: number, node: WorkingNumberNode): Rational {
  const text = source.slice(from, to);
  const point = text.indexOf('.');
  const whole = text.slice(0, point);
  let fractionDigits = text.slice(point + 1);
  const repeating = fractionDigits.endsWith('...') || fractionDigits.endsWith('\u2026');
  if (!repeating) {
    const digits = BigInt(whole + fractionDigits);
    node.decimal = { digits, places: fractionDigits.length };
    return Rational.of(digits, powerOfTen(fractionDigits.length));
  }
  fractionDigits = fractionDigits.replace(/(\.\.\.|\u2026)$/, '');
  const block = repeatingBlockLength(fractionDigits);
  const prefix = fractionDigits.slice(0, fractionDigits.length - block);
  // x = whole.prefix(block) repeating: (whole·prefix·block − whole·prefix) / ((10^block − 1)·10^|prefix|).
  const withBlock = BigInt(whole + fractionDigits);
  const withoutBlock = BigInt(whole + prefix);
  return Rational.of(withBlock - withoutBlock, (powerOfTen(block) - 1n) * powerOfTen(prefix.length));
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
  constructor(
    working: string,
    range: { from: number; to: number },
    private readonly step: number,
  ) {
    super(working, WORKING_LEXICON, WORKING_MAX_TOKENS, WORKING_MAX_DEPTH, range);
  }

  /**
   * power := primary [("^" INTEGER) | SUPERSCRIPT]; primary := NUMBER ["%"] | "(" expr ")".
   * A power binds tighter than a unary minus (-2² = -4).
   */
  protected operand(): WorkingNode {
    const { kind, from, to } = this;
    let base: WorkingNode;
    if (isNumberKind(kind)) {
      this.advance();
      base = numberNode(kind, this.source, from, to);
      if (this.at('percent')) {
        const number = base as WorkingNumberNode;
        number.percentOf = { numerator: number.numerator, denominator: number.denominator };
        number.denominator *= 100n;
        number.to = number.literalTo = this.to;
        this.advance();
      }
    } else if (kind === 'lparen') base = this.group();
    else throw this.unexpected();
    return this.power(base);
  }

  /** The exponent after `base`, if one follows: "^" INTEGER, or a run of superscript digits. */
  private power(base: WorkingNode): WorkingNode {
    const operatorAt = this.from;
    let exponentText: string;
    let exponentAt: number;
    let to: number;
    if (this.at('caret')) {
      this.advance();
      if (!this.at('integer')) throw this.unexpected();
      exponentText = this.text();
      exponentAt = this.from;
      to = this.to;
    } else if (this.at('superscript')) {
      exponentText = Array.from(this.text(), (c) => String(superscriptDigit(c.charCodeAt(0)))).join('');
      exponentAt = this.from;
      to = this.to;
    } else return base;
    if (exponentText === '0' || exponentText.startsWith('0')) {
      throw invalidInput(
        'bad_exponent',
        `the exponent at ${exponentAt} must be a whole number from 1 to ${WORKING_MAX_EXPONENT}`,
        exponentAt,
      );
    }
    if (exponentText.length > 2 || Number(exponentText) > WORKING_MAX_EXPONENT) {
      throw limitExceeded('exponent_too_large', `the exponent at ${exponentAt} is over ${WORKING_MAX_EXPONENT}`, exponentAt);
    }
    this.advance();
    return { type: 'power', base, exponent: Number(exponentText), operatorAt, from: base.from, to, parens: 0 };
  }

  /** term := unary (("*" | "/" | "of") unary)*: "of" is a multiplication, kept apart so its own rules are tried there. */
  protected override term(): WorkingNode {
    let left = this.unary();
    for (;;) {
      const kind = this.kind;
      if (kind !== 'star' && kind !== 'slash' && kind !== 'of') return left;
      const at = this.from;
      this.advance();
      const right = this.unary();
      left = {
        type: 'binary',
        operator: kind === 'slash' ? '/' : '*',
        of: kind === 'of',
        operatorAt: at,
        left,
        right,
        from: left.from,
        to: right.to,
        parens: 0,
      };
    }
  }

  protected binary(operator: BinaryOperator, operatorAt: number, left: WorkingNode, right: WorkingNode): WorkingNode {
    return { type: 'binary', operator, of: false, operatorAt, left, right, from: left.from, to: right.to, parens: 0 };
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
    return invalidInput(
      'bad_character',
      `${describeCharacter(this.source, index)} at ${position} is not part of a working: use numbers, + - × ÷ : and parentheses`,
      position,
    );
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
