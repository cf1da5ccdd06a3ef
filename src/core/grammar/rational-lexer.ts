import { invalidInput, limitExceeded } from '../errors';
import type { Lexicon } from './lexer';
import { scanRationalLexeme, type RationalLexemeKind } from './scan';

export const MAX_LITERAL_DIGITS = 500;

/** The lexicon of rational-expression-check expressions: integers, + - * / (and − × ÷), parentheses. */
export const RATIONAL_LEXICON: Lexicon<RationalLexemeKind> = {
  scan: scanRationalLexeme,
  validate(token) {
    if (token.kind !== 'number') return undefined;
    const digits = token.to - token.from;
    if (digits > MAX_LITERAL_DIGITS) {
      return limitExceeded(
        'literal_too_long',
        `integer literal of ${digits} digits at ${token.from}; at most ${MAX_LITERAL_DIGITS} are allowed`,
        token.from,
      );
    }
    if (digits > 1 && token.source.charCodeAt(token.from) === 48 /* 0 */) {
      return invalidInput('malformed_number', `integer "${token.text()}" at ${token.from} has a leading zero`, token.from);
    }
    return undefined;
  },
};
