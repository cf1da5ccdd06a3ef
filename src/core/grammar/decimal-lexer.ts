import { readDecimalText } from '../decimal';
import { invalidInput } from '../errors';
import type { Lexicon } from './lexer';
import { scanDecimalLexeme, type DecimalLexemeKind } from './scan';

export const MAX_NAME_LENGTH = 32;

/** The lexicon of decimal-expression-evaluate expressions; literal and name rules are checked as each token is met. */
export const DECIMAL_LEXICON: Lexicon<DecimalLexemeKind> = {
  scan: scanDecimalLexeme,
  validate(token) {
    if (token.kind === 'number') {
      const literal = readDecimalText(token.text(), token.from);
      return literal instanceof Error ? literal : undefined;
    }
    if (token.kind === 'name' && token.to - token.from > MAX_NAME_LENGTH) {
      return invalidInput('name_too_long', `name "${token.text().slice(0, 40)}…" is longer than ${MAX_NAME_LENGTH} characters`, token.from);
    }
    return undefined;
  },
};
