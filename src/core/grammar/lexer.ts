import { invalidInput, limitExceeded } from '../errors';
import { Token } from './ast';
import { ScanCursor, type LexemeKind } from './scan';
import { codePointOffset } from './source';

function describeCharacter(text: string, index: number): string {
  const codePoint = text.codePointAt(index) ?? 0;
  const hex = codePoint.toString(16).toUpperCase().padStart(4, '0');
  return codePoint >= 0x21 && codePoint <= 0x7e ? `"${String.fromCodePoint(codePoint)}"` : `U+${hex}`;
}

/**
 * Splits a source into tokens with one grammar's scanner, dropping whitespace. A character no
 * lexeme accepts is invalid_input at its code point offset. `validate` checks each token as it is
 * met (literal sizes, name lengths), so faults are reported left to right.
 *
 * Every character a grammar accepts is in the BMP, so up to the first invalid character UTF-16
 * indexes and code point offsets coincide: token spans need no conversion.
 */
export function tokenize<Kind extends string>(
  source: string,
  scan: (cursor: ScanCursor) => LexemeKind<Kind>,
  validate: (token: Token<Kind>) => void,
): Token<Kind>[] {
  const tokens: Token<Kind>[] = [];
  const cursor = new ScanCursor(source);
  while (cursor.pos < source.length) {
    const start = cursor.pos;
    const kind = scan(cursor);
    if (kind === 'invalid') {
      const position = codePointOffset(source, start);
      throw invalidInput('invalid_character', `invalid character ${describeCharacter(source, start)} at ${position}`, position);
    }
    if (kind !== 'whitespace') {
      const token = new Token(kind, start, cursor.pos, source);
      validate(token);
      tokens.push(token);
    }
  }
  return tokens;
}

/** The token-count limit, checked after tokenizing and before parsing. */
export function checkTokenCount(tokens: readonly Token<string>[], maxTokens: number): void {
  if (tokens.length > maxTokens) {
    const first = tokens[maxTokens]!;
    throw limitExceeded('too_many_tokens', `the expression has ${tokens.length} tokens; at most ${maxTokens} are allowed`, first.from);
  }
}
