import { invalidInput, limitExceeded, ToolError } from '../errors';
import { Token } from './ast';
import { ScanCursor, type LexemeKind } from './scan';
import { codePointOffset, findLoneSurrogate } from './source';

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
 * The contracts look for lone surrogates before tokenizing. A lone surrogate is no character of
 * either grammar, so a source with one always makes the lexer fault, at the surrogate or before
 * it; the search for one can wait for the lexer's first fault, which it then takes precedence
 * over. A source the lexer accepts is searched not at all.
 *
 * Every character a grammar accepts is in the BMP, so up to the first invalid character UTF-16
 * indexes and code point offsets coincide: token spans need no conversion.
 */
export function tokenize<Kind extends string>(
  source: string,
  scan: (cursor: ScanCursor) => LexemeKind<Kind>,
  validate: (token: Token<Kind>) => void,
): Token<Kind>[] {
  try {
    return tokensOf(source, scan, validate);
  } catch (fault) {
    throw preferLoneSurrogate(source, fault);
  }
}

function tokensOf<Kind extends string>(
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

/**
 * What to report for a fault met after the point where the contracts look for lone surrogates:
 * the source's first lone surrogate if it has one (that check comes first), else the fault.
 */
export function preferLoneSurrogate(source: string, fault: unknown): unknown {
  if (!(fault instanceof ToolError)) return fault;
  const surrogate = findLoneSurrogate(source);
  if (surrogate < 0) return fault;
  const position = codePointOffset(source, surrogate);
  return invalidInput('lone_surrogate', `the expression has a lone surrogate (not a Unicode character) at ${position}`, position);
}

/** The token-count limit, checked after tokenizing and before parsing. */
export function checkTokenCount(tokens: readonly Token<string>[], maxTokens: number): void {
  if (tokens.length > maxTokens) {
    const first = tokens[maxTokens]!;
    throw limitExceeded('too_many_tokens', `the expression has ${tokens.length} tokens; at most ${maxTokens} are allowed`, first.from);
  }
}
