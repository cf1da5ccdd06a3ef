import { invalidInput, limitExceeded, type ToolError } from '../errors';
import type { Lexer, Lexicon } from './lexer';
import { scanWorkingLexeme, type WorkingLexemeKind } from './scan';

import { WORKING_MAX_LITERAL_DIGITS } from './working-limits';

export { WORKING_MAX_LITERAL_DIGITS };

const isDigitAt = (text: string, index: number): boolean => {
  const c = text.charCodeAt(index);
  return c >= 48 && c <= 57;
};

function digitsEnd(text: string, start: number): number {
  let i = start;
  while (isDigitAt(text, i)) i++;
  return i;
}

/** The INTEGERs of one NUMBER, each a [from, to) span of digits, in text order. */
interface NumberShape {
  integers: Array<readonly [number, number]>;
  /** A DECIMAL with no digit after its point. */
  pointWithoutDigits: boolean;
  digits: number;
}

/** The parts of a NUMBER lexeme: its INTEGERs (a DECIMAL's fraction digits are not one), and its digit count. */
function shapeOf(kind: WorkingLexemeKind, source: string, from: number, to: number): NumberShape {
  const first = digitsEnd(source, from);
  switch (kind) {
    case 'fraction':
      return {
        integers: [
          [from, first],
          [first + 1, to],
        ],
        pointWithoutDigits: false,
        digits: to - from - 1,
      };
    case 'decimal': {
      // ".12" has no INTEGER; "0.333..." ends in its repeat mark, which holds no digit.
      const pointAt = source.charCodeAt(from) === 46 ? from : first;
      const digitsTo = digitsEnd(source, pointAt + 1);
      return {
        integers: pointAt === from ? [] : [[from, first]],
        pointWithoutDigits: digitsTo === pointAt + 1,
        digits: pointAt - from + (digitsTo - pointAt - 1),
      };
    }
    case 'mixed': {
      let fractionFrom = first;
      while (!isDigitAt(source, fractionFrom)) fractionFrom++;
      const slash = digitsEnd(source, fractionFrom);
      return {
        integers: [
          [from, first],
          [fractionFrom, slash],
          [slash + 1, to],
        ],
        pointWithoutDigits: false,
        digits: first - from + (to - fractionFrom - 1),
      };
    }
    default:
      return { integers: [[from, to]], pointWithoutDigits: false, digits: to - from };
  }
}

/** RFC 8259's int: "0", or digits without a leading zero. */
const hasLeadingZero = (source: string, [from, to]: readonly [number, number]): boolean => to - from > 1 && source.charCodeAt(from) === 48;

/** a < b for digit strings without leading zeros. */

/**
 * A MIXED's rules (1.1.0): a whole part of at least 1, a numerator of at least 1 and a denominator
 * of at least 1. A fraction part that is not proper (3 13/12) is read, as students write it; the
 * final forms lowest_terms and mixed refuse it. Read on the digits, so a literal of any length is
 * judged before its length is.
 */
function isReadableMixed(source: string, integers: NumberShape['integers']): boolean {
  const [whole, numerator, denominator] = integers.map(([from, to]) => source.slice(from, to)) as [string, string, string];
  return whole !== '0' && numerator !== '0' && denominator !== '0';
}

/** A NUMBER's fault, in the contract's order within one NUMBER: bad_number, bad_mixed_number, literal_too_long. */
function numberFault(token: Lexer<WorkingLexemeKind>): ToolError | undefined {
  const { kind, source, from, to } = token;
  if (kind !== 'integer' && kind !== 'fraction' && kind !== 'mixed' && kind !== 'decimal') return undefined;
  const shape = shapeOf(kind, source, from, to);
  const badInteger = shape.integers.find((integer) => hasLeadingZero(source, integer));
  if (badInteger !== undefined) {
    const text = source.slice(badInteger[0], badInteger[1]);
    return invalidInput('bad_number', `the number "${text.slice(0, 44)}" at ${badInteger[0]} has a leading zero`, badInteger[0]);
  }
  if (shape.pointWithoutDigits) {
    return invalidInput('bad_number', `the number "${token.text().slice(0, 44)}" at ${from} needs a digit after its point`, from);
  }
  if (kind === 'mixed' && !isReadableMixed(source, shape.integers)) {
    return invalidInput(
      'bad_mixed_number',
      `the mixed number "${token.text().slice(0, 44)}" at ${from} needs a whole part of at least 1 and a fraction part above 0, such as 2 1/2`,
      from,
    );
  }
  if (shape.digits > WORKING_MAX_LITERAL_DIGITS) {
    return limitExceeded(
      'literal_too_long',
      `the number at ${from} has ${shape.digits} digits; at most ${WORKING_MAX_LITERAL_DIGITS} are allowed`,
      from,
    );
  }
  return undefined;
}

/** The lexicon of one part of a working: its NUMBER forms are checked as each token is met. */
export const WORKING_LEXICON: Lexicon<WorkingLexemeKind> = {
  scan: scanWorkingLexeme,
  validate: numberFault,
};
