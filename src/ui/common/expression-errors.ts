/**
 * An expression the engine cannot read (the Check and Evaluate tabs), said to the person: one
 * sentence in the page's language that quotes the text at fault, built from the error envelope's
 * reason and position and the expression itself, never from the engine's English message or its
 * offset. Null for an envelope that points at no place in the expression (a limit of the whole
 * request, another field): the tab says that one as before.
 */
import type { ErrorEnvelope } from '../../worker/messages';
import { isWhitespace, scanLexeme, type Grammar } from '../editor/grammar';
import { codePointOffsetToUtf16 } from '../editor/positions';
import type { MessageKey } from '../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../i18n/explanation';

const value = (text: string): ExplanationPart => ({ kind: 'value', text });

/** The message each reason is said with (the text at fault quoted in it). */
const SENTENCES: Readonly<Record<string, MessageKey>> = {
  invalid_character: 'expression.error.badCharacter',
  bad_character: 'expression.error.badCharacter',
  unexpected_token: 'expression.error.unexpected',
  syntax_error: 'expression.error.unexpected',
  unknown_variable: 'expression.error.unknownName',
  wrong_argument_count: 'expression.error.argumentCount',
  too_many_arguments: 'expression.error.argumentCount',
  malformed_number: 'expression.error.badNumber',
  bad_number: 'expression.error.badNumber',
  too_many_digits: 'expression.error.badNumber',
  too_many_fraction_digits: 'expression.error.badNumber',
  invalid_rational: 'expression.error.badNumber',
  invalid_exponent: 'expression.error.badNumber',
  literal_too_long: 'expression.error.tooLong',
  name_too_long: 'expression.error.tooLong',
  nesting_too_deep: 'expression.error.tooDeep',
  too_deep: 'expression.error.tooDeep',
  value_too_large: 'expression.error.tooLarge',
  intermediate_too_large: 'expression.error.tooLarge',
  exponent_too_large: 'expression.error.tooLarge',
  division_by_zero: 'expression.error.divisionByZero',
  zero_to_negative_power: 'expression.error.divisionByZero',
  rounding_required: 'expression.error.roundingNeeded',
  unknown_function: 'expression.error.unknownFunction',
  not_a_function: 'expression.error.unknownFunction',
};

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

/** The text after the first "(" that no ")" closes, or null (the Working tab's errors use it too). */
export function afterUnclosedBracket(text: string): string | null {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')') open.pop();
  }
  return open.length === 0 ? null : text.slice(open[0]! + 1).trim();
}

export function expressionInputError(expression: string, grammar: Grammar, envelope: ErrorEnvelope): ExplanationMessage | null {
  const { reason, position } = envelope.error.details as { reason: string; position?: unknown };
  if (typeof position !== 'number') return null;
  const index = codePointOffsetToUtf16(expression, position);
  const rest = expression.slice(index).trim();
  if (rest === '' || reason === 'unexpected_end') {
    // The expression ends too early: an unclosed bracket, or an operator with nothing after it.
    const unclosed = afterUnclosedBracket(expression);
    if (unclosed !== null && unclosed !== '') return { id: 'expression.error.unclosedBracket', params: { text: value(unclosed) } };
    const all = lexemes(grammar, expression);
    return { id: 'expression.error.endsTooEarly', params: { text: value(expression.trim()), last: value(all.at(-1) ?? '') } };
  }
  const at = lexemes(grammar, expression.slice(index))[0] ?? rest;
  return { id: SENTENCES[reason] ?? 'expression.error.other', params: { text: value(at) } };
}
