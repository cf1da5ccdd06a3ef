import { invalidInput, limitExceeded } from '../errors';
import type { Token } from './ast';
import { tokenize } from './lexer';
import { scanRationalLexeme, type RationalLexemeKind } from './scan';

export type RationalToken = Token<RationalLexemeKind>;

export const MAX_LITERAL_DIGITS = 500;

function validateRationalToken(token: RationalToken): void {
  if (token.kind !== 'number') return;
  const digits = token.to - token.from;
  if (digits > MAX_LITERAL_DIGITS) {
    throw limitExceeded('literal_too_long', `integer literal of ${digits} digits at ${token.from}; at most ${MAX_LITERAL_DIGITS} are allowed`, token.from);
  }
  if (digits > 1 && token.source.charCodeAt(token.from) === 48 /* 0 */) {
    throw invalidInput('malformed_number', `integer "${token.text}" at ${token.from} has a leading zero`, token.from);
  }
}

/** Tokens of a rational-expression-check expression: integers, + - * / (and − × ÷), parentheses. */
export function tokenizeRational(source: string): RationalToken[] {
  return tokenize(source, scanRationalLexeme, validateRationalToken);
}
