/**
 * Where in a text the engine's answer points, as the editor counts it. The contracts give
 * positions as code point offsets; CodeMirror, like every JavaScript string, counts UTF-16 units:
 * codePointOffsetToUtf16 is the one place that converts between them. The spans are found with
 * the core's own lexers (./scan.ts), so no front has a character rule of its own.
 */
import { isWhitespace, ScanCursor, scanDecimalLexeme, scanRationalLexeme, scanWorkingLexeme } from './scan';

/** A stretch of a text in UTF-16 units, `from` included, `to` excluded. */
export interface Span {
  from: number;
  to: number;
}

/**
 * The expression grammars: decimal-expression-evaluate's, rational-expression-check's and
 * rational-working-check's (a working: lines of expressions chained by "=").
 */
export type Grammar = 'decimal' | 'rational' | 'working';

export interface ScannedLexeme {
  kind: string;
  end: number;
}

const SCANNERS = { decimal: scanDecimalLexeme, rational: scanRationalLexeme, working: scanWorkingLexeme } as const;

/** The core's one-lexeme scanner for a grammar (UTF-16 offsets). */
export function scanLexeme(grammar: Grammar, text: string, start: number): ScannedLexeme {
  const cursor = new ScanCursor(text, start);
  const kind = SCANNERS[grammar](cursor);
  return { kind, end: cursor.pos };
}

export { isWhitespace };

/**
 * The UTF-16 index of the code point at `codePointOffset` in `text`. A surrogate pair is one
 * code point; a lone surrogate also counts as one. Offsets past the end give `text.length`,
 * negative ones give 0.
 */
export function codePointOffsetToUtf16(text: string, codePointOffset: number): number {
  let index = 0;
  for (let codePoints = 0; codePoints < codePointOffset && index < text.length; codePoints++) {
    const unit = text.charCodeAt(index);
    const isPair = unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    index += isPair ? 2 : 1;
  }
  return index;
}

/** The span of `length` UTF-16 units of text that starts at a code point offset (a step's text, a site's). */
export function spanFrom(text: string, codePointOffset: number, length: number): Span {
  const from = codePointOffsetToUtf16(text, codePointOffset);
  return { from, to: from + length };
}

const isLineEnd = (c: number): boolean => c === 10 || c === 13;

/**
 * The lexeme the engine points at. A position at (or past) the end is an early end ("1 +"):
 * the last non-whitespace character is underlined, or an empty range when there is none. So is
 * one at a line's end (a working's part that ends too early, "1 +" then a new line).
 */
export function lexemeSpanAt(text: string, grammar: Grammar, utf16Position: number): Span {
  if (utf16Position >= text.length) return lastCharacterSpan(text);
  if (utf16Position > 0 && isLineEnd(text.charCodeAt(utf16Position))) {
    const before = lastCharacterSpan(text.slice(0, utf16Position));
    return before.to > before.from ? before : { from: utf16Position, to: utf16Position };
  }
  const start = Math.max(0, utf16Position);
  const lexeme = scanLexeme(grammar, text, start);
  if (lexeme.kind === 'whitespace' || lexeme.end <= start) return { from: start, to: start + 1 };
  return { from: start, to: lexeme.end };
}

function lastCharacterSpan(text: string): Span {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charCodeAt(end - 1))) end--;
  if (end === 0) return { from: text.length, to: text.length };
  const isLowSurrogate = (text.charCodeAt(end - 1) & 0xfc00) === 0xdc00;
  const isPair = isLowSurrogate && end >= 2 && (text.charCodeAt(end - 2) & 0xfc00) === 0xd800;
  return { from: end - (isPair ? 2 : 1), to: end };
}

/**
 * A division by zero: from the operator through the end of its divisor, whose source text the
 * engine reports exactly as written (it starts after the operator and any whitespace).
 */
export function divisionSpan(text: string, grammar: Grammar, utf16Operator: number, divisorText: string | null): Span {
  const operator = lexemeSpanAt(text, grammar, utf16Operator);
  if (divisorText === null || divisorText === '') return operator;
  let divisorStart = operator.to;
  while (divisorStart < text.length && isWhitespace(text.charCodeAt(divisorStart))) divisorStart++;
  if (text.startsWith(divisorText, divisorStart)) return { from: operator.from, to: divisorStart + divisorText.length };
  const found = text.indexOf(divisorText, operator.to);
  return found < 0 ? operator : { from: operator.from, to: found + divisorText.length };
}

/** The lexemes of a text that are not whitespace, in order. */
export function lexemes(grammar: Grammar, text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < text.length;) {
    const end = Math.max(scanLexeme(grammar, text, i).end, i + 1);
    if (!isWhitespace(text.charCodeAt(i))) found.push(text.slice(i, end));
    i = end;
  }
  return found;
}

/** The text after the first "(" that no ")" closes, or null. */
export function afterUnclosedBracket(text: string): string | null {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')') open.pop();
  }
  return open.length === 0 ? null : text.slice(open[0]! + 1).trim();
}
