/**
 * Turns an engine response into CodeMirror diagnostics: every response that carries a position
 * in the expression becomes an underline on the exact span it concerns.
 */
import type { Diagnostic } from '@codemirror/lint';
import { isWhitespace, scanLexeme, type Grammar } from './grammar';
import { codePointOffsetToUtf16 } from './positions';

/**
 * The class of an underline whose message is a whole sentence that quotes its own text (the
 * Working tab's input errors): the problems under the editor show it as it is, without the
 * quoted text before it.
 */
export const SENTENCE_MARK = 'is-sentence';

export interface Span {
  from: number;
  to: number;
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

export interface EnvelopeLike {
  error: { message: string; details: { reason: string; position?: unknown; divisor_text?: unknown } };
}

function asEnvelope(response: unknown): EnvelopeLike | null {
  if (typeof response !== 'object' || response === null || !('error' in response)) return null;
  const error = (response as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { message, details } = error as { message?: unknown; details?: unknown };
  if (typeof message !== 'string' || typeof details !== 'object' || details === null) return null;
  return response as EnvelopeLike;
}

interface DivisionByZeroResult {
  reason: 'division_by_zero';
  first_discrepancy: { position: number; divisor_text: string | null };
}

function asDivisionByZeroResult(response: unknown): DivisionByZeroResult | null {
  if (typeof response !== 'object' || response === null) return null;
  const { reason, first_discrepancy: discrepancy } = response as { reason?: unknown; first_discrepancy?: unknown };
  if (reason !== 'division_by_zero' || typeof discrepancy !== 'object' || discrepancy === null) return null;
  const { position } = discrepancy as { position?: unknown };
  return typeof position === 'number' ? (response as DivisionByZeroResult) : null;
}

/**
 * The diagnostics for `response`, the engine's answer to a request whose expression was `text`.
 * Responses without a position give none.
 */
export function diagnosticsFor(
  text: string,
  grammar: Grammar,
  response: unknown,
  /** The message for a zero divisor the checker found (the divisor's text, or null): the UI's language. */
  divisionByZeroMessage: (divisorText: string | null) => string = (divisorText) =>
    `Division by zero: ${divisorText === null ? 'the divisor' : `the divisor ${divisorText}`} is zero.`,
  /** An input error as a whole sentence in the UI's language that quotes its text (null: the engine's message). */
  inputErrorSentence: (envelope: EnvelopeLike) => string | null = () => null,
): Diagnostic[] {
  const envelope = asEnvelope(response);
  if (envelope !== null) {
    const { details } = envelope.error;
    if (typeof details.position !== 'number') return [];
    const position = codePointOffsetToUtf16(text, details.position);
    const span =
      details.reason === 'division_by_zero'
        ? divisionSpan(text, grammar, position, typeof details.divisor_text === 'string' ? details.divisor_text : null)
        : lexemeSpanAt(text, grammar, position);
    const sentence = inputErrorSentence(envelope);
    return [
      sentence === null
        ? { ...span, severity: 'error', message: envelope.error.message }
        : { ...span, severity: 'error', message: sentence, markClass: SENTENCE_MARK },
    ];
  }
  const division = asDivisionByZeroResult(response);
  if (division !== null) {
    const { position, divisor_text: divisorText } = division.first_discrepancy;
    const span = divisionSpan(text, grammar, codePointOffsetToUtf16(text, position), divisorText);
    return [{ ...span, severity: 'error', message: divisionByZeroMessage(divisorText) }];
  }
  return [];
}
