import { invalidInput, limitExceeded } from '../errors';
import type { Token } from './ast';
import { tokenize } from './lexer';
import { scanRationalLexeme, type RationalLexemeKind } from './scan';

export type RationalToken = Token<RationalLexemeKind>;

export const MAX_LITERAL_DIGITS = 500;

function validateRationalToken(token: RationalToken): void {
  if (token.kind !== 'number') return;
  if (token.text.length > MAX_LITERAL_DIGITS) {
    throw limitExceeded('literal_too_long', `integer literal of ${token.text.length} digits at ${token.from}; at most ${MAX_LITERAL_DIGITS} are allowed`, token.from);
  }
  if (token.text.length > 1 && token.text.startsWith('0')) {
    throw invalidInput('malformed_number', `integer "${token.text}" at ${token.from} has a leading zero`, token.from);
  }
}

/** Tokens of a rational-expression-check expression: integers, + - * / (and − × ÷), parentheses. */
export function tokenizeRational(source: string): RationalToken[] {
  return tokenize(source, scanRationalLexeme, validateRationalToken);
}
