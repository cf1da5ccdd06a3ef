import { readDecimalText } from '../decimal';
import { invalidInput } from '../errors';
import type { Token } from './ast';
import { tokenize } from './lexer';
import { scanDecimalLexeme, type DecimalLexemeKind } from './scan';

export type DecimalToken = Token<DecimalLexemeKind>;

export const MAX_NAME_LENGTH = 32;

function validateDecimalToken(token: DecimalToken): void {
  if (token.kind === 'number') {
    const literal = readDecimalText(token.text, token.from);
    if (literal instanceof Error) throw literal;
  } else if (token.kind === 'name' && token.text.length > MAX_NAME_LENGTH) {
    throw invalidInput('name_too_long', `name "${token.text.slice(0, 40)}…" is longer than ${MAX_NAME_LENGTH} characters`, token.from);
  }
}

/** Tokens of a decimal-expression-evaluate expression; literal and name rules are checked here. */
export function tokenizeDecimal(source: string): DecimalToken[] {
  return tokenize(source, scanDecimalLexeme, validateDecimalToken);
}
