import { invalidInput, limitExceeded } from '../errors';
import { codePointOffset, findLoneSurrogate, utf8Length } from '../grammar/source';

const NON_ASCII = /[^\x00-\x7f]/;

const tooLarge = (bytes: number, maxBytes: number) =>
  limitExceeded('expression_too_large', `the expression is ${bytes} UTF-8 bytes; at most ${maxBytes} are allowed`);

/**
 * The checks both expression tools make on the raw expression before tokenizing it: its UTF-8
 * size (as bytes, not characters), then lone surrogates.
 */
export function checkExpressionSource(expression: string, maxBytes: number): void {
  // Most expressions are ASCII: one native scan settles both checks.
  if (!NON_ASCII.test(expression)) {
    if (expression.length > maxBytes) throw tooLarge(expression.length, maxBytes);
    return;
  }
  const bytes = utf8Length(expression);
  if (bytes > maxBytes) throw tooLarge(bytes, maxBytes);
  const surrogate = findLoneSurrogate(expression);
  if (surrogate >= 0) {
    const position = codePointOffset(expression, surrogate);
    throw invalidInput('lone_surrogate', `the expression has a lone surrogate (not a Unicode character) at ${position}`, position);
  }
}

/** The expression field: a non-empty string. */
export function requireExpression(value: unknown): string {
  if (typeof value !== 'string') throw invalidInput('invalid_type', 'expression must be a string');
  if (value.length === 0) throw invalidInput('empty_expression', 'expression must not be empty');
  return value;
}
