/**
 * An equation working the engine cannot read, said to the student as the fraction working's
 * faults are (./working-errors.ts): one sentence in the page's language, the line counted from 1,
 * the text at fault quoted as the equation lexer reads it. Built from the envelope's reason and
 * position (linear-equation-check's or linear-equation-solve's) and the working's own text.
 */
import { scanEquationLexeme } from '../../core/equations/parse';
import type { ErrorEnvelope } from '../../worker/messages';
import { codePointOffsetToUtf16 } from '../editor/positions';
import type { MessageKey } from '../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../i18n/explanation';

const value = (text: string): ExplanationPart => ({ kind: 'value', text });
const message = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationMessage => ({ id, params });

/** The line (1-based) that holds a UTF-16 index, and that line's text. */
function lineOf(working: string, index: number): { line: number; text: string } {
  const start = working.lastIndexOf('\n', index - 1) + 1;
  const end = working.indexOf('\n', index);
  return { line: working.slice(0, start).split('\n').length, text: working.slice(start, end < 0 ? working.length : end).trim() };
}

/** The lexeme at `index` as written (a character the grammar does not read is one). */
function lexemeAt(working: string, index: number): string {
  return working.slice(index, Math.max(scanEquationLexeme(working, index).end, index + 1)).trim();
}

/** The last lexeme of a line, for "write what comes after …". */
function lastLexeme(text: string): string {
  let last = '';
  for (let at = 0; at < text.length;) {
    const lexeme = scanEquationLexeme(text, at);
    if (lexeme.kind !== 'whitespace') last = text.slice(at, lexeme.end);
    at = Math.max(lexeme.end, at + 1);
  }
  return last;
}

/** The working's unknown: its first letter, in lower case. */
function firstLetter(working: string): string {
  for (let at = 0; at < working.length;) {
    const lexeme = scanEquationLexeme(working, at);
    if (lexeme.kind === 'letter') return working[at]!.toLowerCase();
    at = Math.max(lexeme.end, at + 1);
  }
  return 'x';
}

/** The sentence for an input error of an equation working. */
export function equationInputError(working: string, envelope: ErrorEnvelope, answer = ''): ExplanationMessage {
  const { reason, position } = envelope.error.details as { reason: string; position?: unknown };
  const index = typeof position === 'number' ? Math.min(codePointOffsetToUtf16(working, position), working.length) : null;
  const at = index === null ? { line: 1, text: '' } : lineOf(working, index);
  const line = value(String(at.line));
  const text = value(index === null ? '' : lexemeAt(working, index));
  switch (reason) {
    case 'bad_character':
      return message('equation.error.badCharacter', {
        line,
        text: value(index === null ? '' : String.fromCodePoint(working.codePointAt(index) ?? 63)),
      });
    case 'unexpected_token':
      return message('working.error.unexpected', { line, text });
    case 'unexpected_end':
      return message('equation.error.unexpectedEnd', { line, text: value(at.text), last: value(lastLexeme(at.text)) });
    case 'not_an_equation':
      return message('equation.error.notAnEquation', { line, text: value(at.text) });
    case 'two_equals':
      return message('equation.error.twoEquals', { line });
    case 'two_unknowns':
      return message('equation.error.twoUnknowns', { line, text, letter: value(firstLetter(working)) });
    case 'literal_too_long':
      return message('equation.error.literalTooLong', { line, text });
    case 'too_deep':
      return message('equation.error.tooDeep', { line, text });
    case 'line_too_long':
      return message('equation.error.lineTooLong', { line });
    case 'lone_surrogate':
      return message('working.error.loneSurrogate', { line });
    case 'empty_working':
      return message('working.error.empty');
    case 'too_many_lines':
      return message('equation.error.tooManyLines');
    case 'working_too_long':
      return message('equation.error.tooLong');
    case 'bad_answer':
      return message('equation.error.badAnswer', { answer: value(answer.trim()) });
    case 'answer_too_long':
      return message('working.error.answerTooLong');
    case 'not_linear':
      return message('equation.error.notLinear');
    case 'method_not_applicable':
      return message('equation.error.methodNotApplicable');
    case 'solution_too_long':
      return message('working.error.solutionTooLarge');
    default:
      return message('working.error.unreadable');
  }
}

/** Every reason of the equation tools the sentences above name, for the tests. */
export const EQUATION_ERROR_REASONS = [
  'bad_character',
  'unexpected_token',
  'unexpected_end',
  'not_an_equation',
  'two_equals',
  'two_unknowns',
  'literal_too_long',
  'too_deep',
  'line_too_long',
  'lone_surrogate',
  'empty_working',
  'too_many_lines',
  'working_too_long',
  'bad_answer',
  'answer_too_long',
  'not_linear',
  'method_not_applicable',
  'solution_too_long',
] as const;
