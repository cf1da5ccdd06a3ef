import { invalidInput, limitExceeded } from '../errors';
import { utf8Length } from '../grammar/source';

/**
 * The size check both expression tools make on the raw expression before tokenizing it, in UTF-8
 * bytes rather than characters. A UTF-16 code unit is at most 3 bytes, so an expression of up
 * to a third of the limit in units needs no counting. (Lone surrogates, checked next in the
 * contracts' order, are looked for by the lexer: see grammar/lexer.ts.)
 */
export function checkExpressionSize(expression: string, maxBytes: number): void {
  if (expression.length * 3 <= maxBytes) return;
  const bytes = utf8Length(expression);
  if (bytes > maxBytes) {
    throw limitExceeded('expression_too_large', `the expression is ${bytes} UTF-8 bytes; at most ${maxBytes} are allowed`);
  }
}

/** The expression field: a non-empty string. */
export function requireExpression(value: unknown): string {
  if (typeof value !== 'string') throw invalidInput('invalid_type', 'expression must be a string');
  if (value.length === 0) throw invalidInput('empty_expression', 'expression must not be empty');
  return value;
}
