import { invalidInput, limitExceeded, ToolError } from '../errors';
import { ScanCursor, type LexemeKind } from './scan';
import { codePointOffset, findLoneSurrogate } from './source';

const VISIBLE = /^[\p{L}\p{N}\p{P}\p{S}]$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/**
 * A character as a message names it: itself in quotes when it can be seen ("🎉", "$"), so the
 * student recognises what they typed; with its code point too when it is a letter or digit beyond
 * ASCII, which may pass for one it is not ("𝑥" (U+1D465) looks like x); and by its code point
 * alone when it cannot be seen (U+00A0, a no-break space that looks like a space).
 */
export function describeCharacter(text: string, index: number): string {
  const codePoint = text.codePointAt(index) ?? 0;
  const character = String.fromCodePoint(codePoint);
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  if (!VISIBLE.test(character)) return code;
  return codePoint > 0x7e && LETTER_OR_DIGIT.test(character) ? `"${character}" (${code})` : `"${character}"`;
}

/** One grammar's lexical rules: its scanner, and the checks on each token as it is met (literal sizes, name lengths). */
export interface Lexicon<Kind extends string> {
  scan(cursor: ScanCursor): LexemeKind<Kind>;
  validate(token: Lexer<Kind>): ToolError | undefined;
}

/**
 * Reads a source one token at a time with one grammar's lexicon, dropping whitespace: the parser
 * pulls each token as it needs it, so no token list or token object is ever built. The current
 * token is `kind` over `from`..`to`; `kind` is 'end' past the last one. The first `advance` reads
 * the first token.
 *
 * The contracts order the faults of an expression: lexical ones (a character no lexeme accepts,
 * a literal or name rule) from the left, then the token count, then syntax. A lexical fault is
 * thrown when it is met. A parse that faults first calls {@link finish}, which reads the rest and
 * throws a lexical fault or the count if there is one, so the parse fault is reported only when
 * the whole source lexes within the count; and the count is checked when the token over it is
 * met, so no parse goes past it.
 *
 * Every character a grammar accepts is in the BMP, so up to the first invalid character UTF-16
 * indexes and code point offsets coincide: spans need no conversion.
 */
export class Lexer<Kind extends string> {
  kind: Kind | 'end' = 'end';
  from = 0;
  to = 0;
  /** Tokens read so far. */
  private count = 0;
  private readonly cursor: ScanCursor;
  private readonly scan: Lexicon<Kind>['scan'];
  private readonly validate: Lexicon<Kind>['validate'];

  /** Where reading stops: the source's end, or the end of the one range of it that is read. */
  readonly end: number;

  constructor(
    readonly source: string,
    lexicon: Lexicon<Kind>,
    protected readonly maxTokens: number,
    /** The range of the source to read (a part of a working); offsets stay the whole source's. */
    range?: { from: number; to: number },
  ) {
    this.end = range?.to ?? source.length;
    this.cursor = new ScanCursor(source, range?.from ?? 0);
    // The two functions are held directly: one load per token instead of two.
    this.scan = lexicon.scan;
    this.validate = lexicon.validate;
  }

  /** Moves to the next token, or to 'end'. */
  advance(): void {
    const { cursor, source } = this;
    for (;;) {
      const start = cursor.pos;
      if (start >= this.end) {
        this.kind = 'end';
        this.from = this.to = this.end;
        return;
      }
      const kind = this.scan(cursor);
      if (kind === 'whitespace') continue;
      if (kind === 'invalid') throw this.fail(this.invalidCharacter(start, codePointOffset(source, start)));
      this.kind = kind;
      this.from = start;
      this.to = cursor.pos;
      const fault = this.validate(this);
      if (fault !== undefined) throw this.fail(fault);
      if (++this.count === this.maxTokens + 1) this.tooManyTokens();
      return;
    }
  }

  /** Whether the current token is of this kind (a call, so TypeScript does not keep a narrowing of `kind` across an advance). */
  at(kind: Kind | 'end'): boolean {
    return this.kind === kind;
  }

  /** The current token's text. */
  text(): string {
    return this.source.slice(this.from, this.to);
  }

  /** The kind of the token after the current one, read ahead without moving and without its checks. */
  kindAfter(): LexemeKind<Kind> | 'end' {
    const ahead = new ScanCursor(this.source, this.cursor.pos);
    for (;;) {
      if (ahead.pos >= this.end) return 'end';
      const kind = this.scan(ahead);
      if (kind !== 'whitespace') return kind;
    }
  }

  /** Reads to the end: throws the first lexical fault, or the token count, still ahead. */
  finish(): void {
    do this.advance();
    while (this.kind !== 'end');
  }

  private tooManyTokens(): never {
    const at = this.from;
    // A lexical fault anywhere comes before the count, and the message gives the whole count.
    this.finish();
    throw this.tooManyTokensFault(this.count, at);
  }

  // The faults the lexer meets, one method each, so a grammar whose contract names them
  // differently (rational-working-check's) says so by overriding them.

  /** The fault of a character no lexeme accepts, at UTF-16 index `index` (code point offset `position`). */
  protected invalidCharacter(index: number, position: number): ToolError {
    return invalidInput('invalid_character', `invalid character ${describeCharacter(this.source, index)} at ${position}`, position);
  }

  /** The fault of a source of `count` tokens, more than the grammar's maximum; `at` is where the first token over it starts. */
  protected tooManyTokensFault(count: number, at: number): ToolError {
    return limitExceeded('too_many_tokens', `the expression has ${count} tokens; at most ${this.maxTokens} are allowed`, at);
  }

  /** A lexer that has faulted stops where it is: {@link finish} then reads nothing more. */
  private fail(fault: ToolError): ToolError {
    this.kind = 'end';
    this.cursor.pos = this.end;
    return fault;
  }
}

/**
 * What to report for a fault met after the point where the contracts look for lone surrogates:
 * the source's first lone surrogate if it has one (that check comes first), else the fault.
 *
 * A lone surrogate is no character of either grammar, so a source with one always makes the
 * lexer fault, at the surrogate or before it; the search for one can wait for the first fault,
 * which it then takes precedence over. A source that lexes and parses is searched not at all.
 */
export function preferLoneSurrogate(source: string, fault: unknown): unknown {
  if (!(fault instanceof ToolError)) return fault;
  const surrogate = findLoneSurrogate(source);
  if (surrogate < 0) return fault;
  const position = codePointOffset(source, surrogate);
  return invalidInput('lone_surrogate', `the expression has a lone surrogate (not a Unicode character) at ${position}`, position);
}
