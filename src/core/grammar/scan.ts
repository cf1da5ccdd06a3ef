/**
 * One-lexeme scanners for the two grammars. They are the single place where the character
 * rules of the grammars live: the core lexers call them in a loop, and the editor's tokenizer
 * calls them one lexeme at a time, so the engine and the highlighting cannot disagree.
 *
 * Offsets here are UTF-16 indexes (what JavaScript strings and CodeMirror use); the lexers
 * convert them to the contracts' code point offsets.
 */

export type DecimalLexemeKind =
  | 'number' | 'name' | 'lparen' | 'rparen' | 'comma'
  | 'plus' | 'minus' | 'star' | 'slash' | 'caret';

export type RationalLexemeKind = 'number' | 'lparen' | 'rparen' | 'plus' | 'minus' | 'star' | 'slash';

export interface Lexeme<Kind extends string> {
  kind: Kind | 'whitespace' | 'invalid';
  /** UTF-16 index just past the lexeme. */
  end: number;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isNameStart = (c: number): boolean => (c >= 97 && c <= 122) || c === 95;
const isNamePart = (c: number): boolean => isNameStart(c) || isDigit(c);
/** The contracts' whitespace: space, tab, line feed, carriage return. Nothing else. */
export const isWhitespace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

function skipWhile(text: string, start: number, accept: (c: number) => boolean): number {
  let i = start;
  while (i < text.length && accept(text.charCodeAt(i))) i++;
  return i;
}

/** One code point, so a bad character outside the BMP is reported as one character. */
function invalidCharacter(text: string, start: number): Lexeme<never> {
  const c = text.charCodeAt(start);
  const pair = c >= 0xd800 && c <= 0xdbff && start + 1 < text.length
    && (text.charCodeAt(start + 1) & 0xfc00) === 0xdc00;
  return { kind: 'invalid', end: start + (pair ? 2 : 1) };
}

/** Operators and brackets of both grammars, by UTF-16 code unit (a switch: this runs per character). */
function punctuation(c: number): Exclude<DecimalLexemeKind, 'number' | 'name'> | undefined {
  switch (c) {
    case 40: return 'lparen';
    case 41: return 'rparen';
    case 44: return 'comma';
    case 43: return 'plus';
    case 45: case 0x2212: return 'minus';
    case 42: case 0xd7: return 'star';
    case 47: case 0xf7: return 'slash';
    case 94: return 'caret';
    default: return undefined;
  }
}

const isRationalOnly = (c: number): boolean => c === 0x2212 || c === 0xd7 || c === 0xf7;

/**
 * Scans the decimal-expression-evaluate lexeme at `start`. A number is digits with an optional
 * "." part; the "." is taken even when no digit follows ("5."), so that the lexer reports the
 * whole malformed literal rather than a stray point.
 */
export function scanDecimalLexeme(text: string, start: number): Lexeme<DecimalLexemeKind> {
  const c = text.charCodeAt(start);
  if (isWhitespace(c)) return { kind: 'whitespace', end: skipWhile(text, start, isWhitespace) };
  if (isDigit(c)) {
    let end = skipWhile(text, start, isDigit);
    if (text.charCodeAt(end) === 46 /* . */) end = skipWhile(text, end + 1, isDigit);
    return { kind: 'number', end };
  }
  if (isNameStart(c)) return { kind: 'name', end: skipWhile(text, start, isNamePart) };
  const kind = isRationalOnly(c) ? undefined : punctuation(c);
  if (kind !== undefined) return { kind, end: start + 1 };
  return invalidCharacter(text, start);
}

/** Scans the rational-expression-check lexeme at `start`: integers, + - * / (and − × ÷), parens. */
export function scanRationalLexeme(text: string, start: number): Lexeme<RationalLexemeKind> {
  const c = text.charCodeAt(start);
  if (isWhitespace(c)) return { kind: 'whitespace', end: skipWhile(text, start, isWhitespace) };
  if (isDigit(c)) return { kind: 'number', end: skipWhile(text, start, isDigit) };
  const kind = punctuation(c);
  if (kind !== undefined && kind !== 'comma' && kind !== 'caret') return { kind, end: start + 1 };
  return invalidCharacter(text, start);
}
