/**
 * One-lexeme scanners for the two grammars. They are the single place where the character
 * rules of the grammars live: the core lexer calls them as the parser pulls each token, and
 * the editor's tokenizer calls them one lexeme at a time, so the engine and the highlighting
 * cannot disagree.
 *
 * Offsets here are UTF-16 indexes (what JavaScript strings and CodeMirror use); the lexer
 * converts them to the contracts' code point offsets.
 */

export type DecimalLexemeKind = 'number' | 'name' | 'lparen' | 'rparen' | 'comma' | 'plus' | 'minus' | 'star' | 'slash' | 'caret';

export type RationalLexemeKind = 'number' | 'lparen' | 'rparen' | 'plus' | 'minus' | 'star' | 'slash';

/**
 * The lexemes of rational-working-check: its four NUMBER forms, the operators, the parentheses,
 * and "=", the sign that chains the steps (the working is split into parts at it before any part
 * is read, so the parts' parser never meets one).
 */
export type WorkingNumberKind = 'integer' | 'fraction' | 'mixed' | 'decimal';
/**
 * Since 1.1.0 also the schoolbook's notation: "of" (a multiplication of its own, so a mistake
 * there can be named), "%" after a NUMBER, and a power: "^" then an INTEGER, or a run of
 * superscript digits ("²").
 */
export type WorkingLexemeKind =
  WorkingNumberKind | 'lparen' | 'rparen' | 'plus' | 'minus' | 'star' | 'slash' | 'equals' | 'of' | 'percent' | 'caret' | 'superscript';

/** What a scanner reports for the lexeme it stepped over. */
export type LexemeKind<Kind extends string> = Kind | 'whitespace' | 'invalid';

/**
 * A position in a text that a scanner moves past one lexeme per call, in the manner of
 * CodeMirror's StringStream: the scanner returns only the kind, so scanning allocates nothing.
 */
export class ScanCursor {
  constructor(
    readonly text: string,
    /** UTF-16 index of the next lexeme. */
    public pos = 0,
  ) {}
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isNameStart = (c: number): boolean => (c >= 97 && c <= 122) || c === 95;
const isNamePart = (c: number): boolean => isNameStart(c) || isDigit(c);
/** The contracts' whitespace: space, tab, line feed, carriage return. Nothing else. */
export const isWhitespace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

// One loop per character class rather than one loop taking a predicate: these run per
// character, and a predicate passed as a value is a call V8 does not inline.
function whitespaceEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i++;
  return i;
}

function digitsEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  return i;
}

function nameEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && isNamePart(text.charCodeAt(i))) i++;
  return i;
}

/** Moves the cursor to `end`, past a lexeme of this kind. */
function moveTo<Kind extends string>(cursor: ScanCursor, end: number, kind: Kind): Kind {
  cursor.pos = end;
  return kind;
}

/** One code point, so a bad character outside the BMP is reported as one character. */
function invalidCharacter(cursor: ScanCursor): 'invalid' {
  const { text, pos } = cursor;
  const c = text.charCodeAt(pos);
  const pair = c >= 0xd800 && c <= 0xdbff && pos + 1 < text.length && (text.charCodeAt(pos + 1) & 0xfc00) === 0xdc00;
  cursor.pos = pos + (pair ? 2 : 1);
  return 'invalid';
}

/** Operators and brackets of both grammars, by UTF-16 code unit (a switch: this runs per character). */
function punctuation(c: number): Exclude<DecimalLexemeKind, 'number' | 'name'> | undefined {
  switch (c) {
    case 40:
      return 'lparen';
    case 41:
      return 'rparen';
    case 44:
      return 'comma';
    case 43:
      return 'plus';
    case 45:
    case 0x2212:
      return 'minus';
    case 42:
    case 0xd7:
      return 'star';
    case 47:
    case 0xf7:
      return 'slash';
    case 94:
      return 'caret';
    default:
      return undefined;
  }
}

const isRationalOnly = (c: number): boolean => c === 0x2212 || c === 0xd7 || c === 0xf7;

/**
 * Scans the decimal-expression-evaluate lexeme at the cursor and moves past it. A number is digits
 * with an optional "." part; the "." is taken even when no digit follows ("5."), so that the
 * lexer reports the whole malformed literal rather than a stray point.
 */
export function scanDecimalLexeme(cursor: ScanCursor): LexemeKind<DecimalLexemeKind> {
  const { text, pos } = cursor;
  const c = text.charCodeAt(pos);
  if (isWhitespace(c)) return moveTo(cursor, whitespaceEnd(text, pos + 1), 'whitespace');
  if (isDigit(c)) {
    const end = digitsEnd(text, pos + 1);
    return moveTo(cursor, text.charCodeAt(end) === 46 /* . */ ? digitsEnd(text, end + 1) : end, 'number');
  }
  if (isNameStart(c)) return moveTo(cursor, nameEnd(text, pos + 1), 'name');
  const kind = isRationalOnly(c) ? undefined : punctuation(c);
  return kind === undefined ? invalidCharacter(cursor) : moveTo(cursor, pos + 1, kind);
}

/** rational-working-check's whitespace: space, tab, carriage return (a line feed ends a line). */
export const isWorkingWhitespace = (c: number): boolean => c === 32 || c === 9 || c === 13;

function workingWhitespaceEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && isWorkingWhitespace(text.charCodeAt(i))) i++;
  return i;
}

/** Where the digits "/" digits that start at `start` end (no whitespace around the "/"), or -1 if none start there. */
function fractionEnd(text: string, start: number): number {
  if (!isDigit(text.charCodeAt(start))) return -1;
  const slash = digitsEnd(text, start + 1);
  if (text.charCodeAt(slash) !== 47 /* / */ || !isDigit(text.charCodeAt(slash + 1))) return -1;
  return digitsEnd(text, slash + 2);
}

/** The operators of rational-working-check, by UTF-16 code unit. */
function workingPunctuation(c: number): Exclude<WorkingLexemeKind, WorkingNumberKind> | undefined {
  switch (c) {
    case 40:
      return 'lparen';
    case 41:
      return 'rparen';
    case 43:
      return 'plus';
    case 45:
    case 0x2212:
    case 0x2013:
      return 'minus';
    case 42:
    case 0xd7:
    case 0xb7:
    case 0x22c5:
      return 'star';
    case 47:
    case 0xf7:
    case 58 /* : */:
      return 'slash';
    case 61:
      return 'equals';
    default:
      return undefined;
  }
}

/** The value of a superscript digit (⁰¹²³⁴⁵⁶⁷⁸⁹), or -1. */
export function superscriptDigit(c: number): number {
  switch (c) {
    case 0x2070:
      return 0;
    case 0xb9:
      return 1;
    case 0xb2:
      return 2;
    case 0xb3:
      return 3;
    default:
      return c >= 0x2074 && c <= 0x2079 ? c - 0x2070 : -1;
  }
}

function superscriptEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && superscriptDigit(text.charCodeAt(i)) >= 0) i++;
  return i;
}

/** Where the mark of a repeating decimal ("..." or "…") that starts at `start` ends, or `start` when there is none. */
function repeatMarkEnd(text: string, start: number): number {
  if (text.charCodeAt(start) === 0x2026) return start + 1;
  return text.startsWith('...', start) ? start + 3 : start;
}

const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** What may end the operand before a times letter: a digit, ")", "%", a superscript digit or a repeat mark ("...", "…"). */
const endsOperand = (c: number): boolean => isDigit(c) || c === 41 || c === 37 || c === 46 || c === 0x2026 || superscriptDigit(c) >= 0;

/**
 * Whether the letter at `pos` is an "x" or "X" written for × (1.3.0): a child writes 2 x 3 and
 * 2/3 x 3/4. It is one only between two operands on its line: no letter touches it, what comes
 * before it (whitespace aside) ends a number or a bracket, and what comes after starts one (a
 * digit, a "." then a digit, or "("). So "2x + 1" and "3x = 12" keep their letter, while "2 x 3",
 * "2x3" and "(1/2) x (3/4)" are products.
 */
export function isTimesLetter(text: string, pos: number): boolean {
  const c = text.charCodeAt(pos);
  if (c !== 120 /* x */ && c !== 88 /* X */) return false;
  if (isLetter(text.charCodeAt(pos - 1)) || isLetter(text.charCodeAt(pos + 1))) return false;
  let before = pos - 1;
  while (before >= 0 && isWorkingWhitespace(text.charCodeAt(before))) before--;
  if (before < 0 || !endsOperand(text.charCodeAt(before))) return false;
  const after = workingWhitespaceEnd(text, pos + 1);
  const next = text.charCodeAt(after);
  return isDigit(next) || next === 40 /* ( */ || (next === 46 /* . */ && isDigit(text.charCodeAt(after + 1)));
}

/**
 * Scans the rational-working-check lexeme at the cursor and moves past it. The NUMBER forms are
 * told apart here, by shape only (the lexicon checks each form's rules): digits "/" digits with
 * no whitespace around an ASCII "/" is one FRACTION; digits, whitespace, then a FRACTION is one
 * MIXED; digits "." is a DECIMAL even when no digit follows ("5."), so that the whole malformed
 * literal is reported rather than a stray point. A "/" after a FRACTION or a MIXED is a division,
 * and a "." after one is no lexeme at all.
 *
 * Since 1.1.0: a "." that follows no digit, then digits, is a DECIMAL too (".12", as students
 * write it); a DECIMAL may end in "..." or "…" (a repeating decimal, "0.333..."); "of" is a word
 * of its own (not followed by a letter); "%", "^" and a run of superscript digits are lexemes.
 * Since 1.3.0: an "x" written for × between two operands is a "star" (see isTimesLetter).
 */
export function scanWorkingLexeme(cursor: ScanCursor): LexemeKind<WorkingLexemeKind> {
  const { text, pos } = cursor;
  const c = text.charCodeAt(pos);
  if (isWorkingWhitespace(c)) return moveTo(cursor, workingWhitespaceEnd(text, pos + 1), 'whitespace');
  if (isDigit(c)) {
    const end = digitsEnd(text, pos + 1);
    const next = text.charCodeAt(end);
    if (next === 46 /* . */) {
      const fractionDigitsEnd = digitsEnd(text, end + 1);
      return moveTo(cursor, fractionDigitsEnd > end + 1 ? repeatMarkEnd(text, fractionDigitsEnd) : fractionDigitsEnd, 'decimal');
    }
    if (next === 47 /* / */ && isDigit(text.charCodeAt(end + 1))) return moveTo(cursor, digitsEnd(text, end + 2), 'fraction');
    const gap = workingWhitespaceEnd(text, end);
    const mixedEnd = gap > end ? fractionEnd(text, gap) : -1;
    return mixedEnd < 0 ? moveTo(cursor, end, 'integer') : moveTo(cursor, mixedEnd, 'mixed');
  }
  if (c === 46 /* . */ && isDigit(text.charCodeAt(pos + 1)) && !(pos > 0 && isDigit(text.charCodeAt(pos - 1)))) {
    // A point with no whole part: a DECIMAL, unless it directly follows a digit (1/2.5 stays a fault at the point).
    return moveTo(cursor, repeatMarkEnd(text, digitsEnd(text, pos + 1)), 'decimal');
  }
  if (
    c === 111 /* o */ &&
    text.charCodeAt(pos + 1) === 102 /* f */ &&
    !isLetter(text.charCodeAt(pos + 2)) &&
    !(pos > 0 && isLetter(text.charCodeAt(pos - 1)))
  ) {
    return moveTo(cursor, pos + 2, 'of');
  }
  if (c === 37 /* % */) return moveTo(cursor, pos + 1, 'percent');
  if (c === 94 /* ^ */) return moveTo(cursor, pos + 1, 'caret');
  if (superscriptDigit(c) >= 0) return moveTo(cursor, superscriptEnd(text, pos + 1), 'superscript');
  if (isTimesLetter(text, pos)) return moveTo(cursor, pos + 1, 'star');
  const kind = workingPunctuation(c);
  return kind === undefined ? invalidCharacter(cursor) : moveTo(cursor, pos + 1, kind);
}

/** Scans the rational-expression-check lexeme at the cursor (integers, + - * / and − × ÷, parentheses) and moves past it. */
export function scanRationalLexeme(cursor: ScanCursor): LexemeKind<RationalLexemeKind> {
  const { text, pos } = cursor;
  const c = text.charCodeAt(pos);
  if (isWhitespace(c)) return moveTo(cursor, whitespaceEnd(text, pos + 1), 'whitespace');
  if (isDigit(c)) return moveTo(cursor, digitsEnd(text, pos + 1), 'number');
  const kind = punctuation(c);
  return kind === undefined || kind === 'comma' || kind === 'caret' ? invalidCharacter(cursor) : moveTo(cursor, pos + 1, kind);
}
