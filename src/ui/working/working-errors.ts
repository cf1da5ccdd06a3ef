/**
 * A working the engine cannot read, said to the student: one sentence in the page's language,
 * naming the line as the student counts it (from 1) and quoting the text at fault, such as
 * "Line 1: the bracket opened before 1/3 is never closed". Built from the error envelope's reason
 * and position (rational-working-check's, or rational-working-solve's, which reads the working
 * the same way) and the working's own text, never from the engine's English message, its 0-based
 * step or its raw offset. The envelope itself is left as the contract gives it (JSON disclosure).
 */
import { WORKING_MAX_TOKENS } from '../../core/grammar/working-limits';
import { splitWorkingParts, type WorkingPart } from '../../core/grammar/working-parts';
import type { ErrorEnvelope } from '../../worker/messages';
import { afterUnclosedBracket, lexemes } from '../common/expression-errors';
import { isWhitespace, scanLexeme } from '../editor/grammar';
import { codePointOffsetToUtf16 } from '../editor/positions';
import type { MessageKey } from '../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../i18n/explanation';

const value = (text: string): ExplanationPart => ({ kind: 'value', text });
const message = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationMessage => ({ id, params });

/** The 1-based line of a UTF-16 index of the working. */
const lineAt = (working: string, index: number): number => {
  let line = 1;
  for (let i = working.indexOf('\n'); i >= 0 && i < index; i = working.indexOf('\n', i + 1)) line++;
  return line;
};

/** The lexeme that starts at `index` (a character the grammar does not read is one), as written. */
function lexemeAt(working: string, index: number): string {
  const lexeme = scanLexeme('working', working, index);
  return working.slice(index, Math.max(lexeme.end, index + 1));
}

/** The part of the working that holds `index` (the one whose range reaches it), or undefined. */
const partAt = (parts: readonly WorkingPart[], index: number): WorkingPart | undefined =>
  parts.find((part) => index >= part.from && index <= part.to);

const trimmed = (text: string): string => text.trim();

/** A syntax_error at `index`: a leading "=", an empty part, a part that ends too early, or a token that cannot come there. */
function syntaxError(working: string, index: number, line: ExplanationPart): ExplanationMessage {
  const parts = splitWorkingParts(working);
  const part = partAt(parts, index);
  const atEquals = working.charCodeAt(index) === 61;
  if (parts.some((candidate) => candidate.leadingEquals === index)) return message('working.error.leadingEquals', { line });
  if (part !== undefined && index === part.to) {
    const text = trimmed(working.slice(part.from, part.to));
    if (text === '') return message(atEquals ? 'working.error.emptyBeforeEquals' : 'working.error.emptyAfterEquals', { line });
    const unclosed = afterUnclosedBracket(text);
    if (unclosed !== null) return message('working.error.unclosedBracket', { line, text: value(unclosed === '' ? '(' : unclosed) });
    return message('working.error.endsTooEarly', { line, text: value(text), last: value(lexemes('working', text).at(-1) ?? '') });
  }
  if (index >= working.length)
    return message('working.error.endsTooEarly', {
      line,
      text: value(trimmed(working)),
      last: value(lexemes('working', working).at(-1) ?? ''),
    });
  return message('working.error.unexpected', { line, text: value(lexemeAt(working, index)) });
}

/** The first part with more tokens than a step may have (the engine gives too_many_tokens no position). */
function longPartLine(working: string, maxTokens: number): number | null {
  for (const part of splitWorkingParts(working)) {
    let count = 0;
    for (let i = part.from; i < part.to;) {
      const lexeme = scanLexeme('working', working, i);
      if (!isWhitespace(working.charCodeAt(i))) count++;
      i = Math.max(lexeme.end, i + 1);
    }
    if (count > maxTokens) return part.line;
  }
  return null;
}

/** The sentence for an input error of a working (rational-working-check's or rational-working-solve's envelope). */
export function workingInputError(working: string, envelope: ErrorEnvelope, answer = ''): ExplanationMessage {
  const { reason, position } = envelope.error.details as { reason: string; position?: unknown };
  const index = typeof position === 'number' ? codePointOffsetToUtf16(working, position) : null;
  const line = value(String(index === null ? 1 : lineAt(working, Math.min(index, working.length))));
  const text = index === null ? value('') : value(lexemeAt(working, index));
  switch (reason) {
    case 'syntax_error':
      return index === null ? message('working.error.unreadable') : syntaxError(working, index, line);
    case 'bad_character':
      return message('working.error.badCharacter', {
        line,
        text: value(index === null ? '' : working.slice(index, index + (working.codePointAt(index)! > 0xffff ? 2 : 1))),
      });
    case 'bad_number':
      return message('working.error.badNumber', { line, text });
    case 'bad_mixed_number':
      return message('working.error.badMixedNumber', { line, text });
    case 'literal_too_long':
      return message('working.error.literalTooLong', { line, text });
    case 'too_deep':
      return message('working.error.tooDeep', { line, text });
    case 'bad_exponent':
      return message('working.error.badExponent', { line, text });
    case 'exponent_too_large':
      return message('working.error.exponentTooLarge', { line, text });
    case 'value_too_large':
      return message('working.error.valueTooLarge', { line, text });
    case 'lone_surrogate':
      return message('working.error.loneSurrogate', { line });
    case 'too_many_tokens': {
      const long = longPartLine(working, WORKING_MAX_TOKENS);
      return message('working.error.tooManyTokens', { line: value(String(long ?? 1)), max: value(String(WORKING_MAX_TOKENS)) });
    }
    case 'empty_working':
      return message('working.error.empty');
    case 'too_many_steps':
      return message('working.error.tooManySteps');
    case 'working_too_long':
      return message('working.error.tooLong');
    case 'bad_answer':
      return message('working.error.badAnswer', { answer: value(answer.trim()) });
    case 'answer_too_long':
      return message('working.error.answerTooLong');
    default:
      // The way forward's own limits (rational-working-solve: solution_too_many_steps, …).
      if (reason.startsWith('solution_')) return message('working.error.solutionTooLarge');
      return message('working.error.unreadable');
  }
}

/** Every reason the sentences above name: the working grammar's and the request's, for the tests. */
export const WORKING_ERROR_REASONS = [
  'syntax_error',
  'bad_character',
  'bad_number',
  'bad_mixed_number',
  'literal_too_long',
  'too_deep',
  'bad_exponent',
  'exponent_too_large',
  'value_too_large',
  'lone_surrogate',
  'too_many_tokens',
  'empty_working',
  'too_many_steps',
  'working_too_long',
  'bad_answer',
  'answer_too_long',
] as const;
