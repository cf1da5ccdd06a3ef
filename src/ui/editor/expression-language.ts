/**
 * Syntax highlighting for the expression grammars. The tokenizer does not know any
 * character rule itself: it asks the core scanner (src/core/grammar/scan.ts) for one lexeme at
 * a time, so the editor and the engine can never disagree about what a token is.
 */
import { HighlightStyle, StreamLanguage, type StreamParser } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { KIND_CLAIMS, readKind, type KindLexer } from '../../core/working/kind-claims';
import { scanLexeme, type Grammar } from './grammar';

/** Token names this tokenizer emits, each mapped to a highlighting tag. */
const TOKEN_TAGS = {
  number: tags.number,
  variable: tags.variableName,
  function: tags.function(tags.variableName),
  operator: tags.arithmeticOperator,
  paren: tags.paren,
  separator: tags.separator,
  /** The working's "=", which chains one step to the next. */
  chain: tags.definitionOperator,
  /** The working's word operator "of" (3/4 of 12). */
  word: tags.operatorKeyword,
  /** A power's exponent written in superscript digits (2²). */
  exponent: tags.special(tags.number),
  invalid: tags.invalid,
};
type TokenName = keyof typeof TOKEN_TAGS;

const OPEN_PAREN = 40;

function tokenName(kind: string, text: string, end: number): TokenName | null {
  switch (kind) {
    // The working grammar tells its NUMBER forms apart; all are numbers to the eye.
    case 'number':
    case 'integer':
    case 'fraction':
    case 'mixed':
    case 'decimal':
      return 'number';
    // The grammar's rule: a function is a name *immediately* followed by "(".
    case 'name':
      return text.charCodeAt(end) === OPEN_PAREN ? 'function' : 'variable';
    // The equation kind's letter is its unknown, not a fault.
    case 'letter':
      return 'variable';
    case 'lparen':
    case 'rparen':
    case 'open':
    case 'close':
      return 'paren';
    case 'comma':
      return 'separator';
    case 'plus':
    case 'minus':
    case 'star':
    case 'slash':
    case 'caret':
    case 'percent':
    case 'operator':
      return 'operator';
    case 'of':
      return 'word';
    case 'superscript':
      return 'exponent';
    case 'equals':
      return 'chain';
    case 'whitespace':
      return null;
    default:
      return 'invalid';
  }
}

const LANGUAGE_NAMES = { decimal: 'decimal-expression', rational: 'rational-expression', working: 'working' } as const;

/**
 * A working's tokenizer state: the lexer of its kind, read from its first line that holds
 * something (as the Working tab reads it: the first kind that claims it), or not yet known.
 */
interface WorkingState {
  lexer: KindLexer | null;
}

/** The lexer of the kind that claims a working's first filled line; while unsure, the last kind's (it takes any working). */
function lexerOfLine(line: string): KindLexer {
  const read = readKind(line, KIND_CLAIMS);
  return 'kind' in read ? read.kind.scanLexeme : KIND_CLAIMS[KIND_CLAIMS.length - 1]!.scanLexeme;
}

function parserFor(grammar: Grammar): StreamParser<WorkingState> {
  return {
    name: LANGUAGE_NAMES[grammar],
    startState: () => ({ lexer: null }),
    copyState: (state) => ({ ...state }),
    // Lexemes never span lines (a line break is whitespace, or in a working the end of a line),
    // so scanning the line is enough.
    token(stream, state) {
      const start = stream.pos;
      if (grammar === 'working' && state.lexer === null && stream.string.trim() !== '') state.lexer = lexerOfLine(stream.string);
      const lexeme = state.lexer === null ? scanLexeme(grammar, stream.string, start) : state.lexer(stream.string, start);
      stream.pos = Math.max(lexeme.end, start + 1);
      return tokenName(lexeme.kind, stream.string, stream.pos);
    },
    tokenTable: TOKEN_TAGS,
  };
}

/** Each grammar's tokenizer (exported for its tests; the editor uses the languages below). */
export const STREAM_PARSERS: Readonly<Record<Grammar, StreamParser<WorkingState>>> = {
  decimal: parserFor('decimal'),
  rational: parserFor('rational'),
  working: parserFor('working'),
};

const LANGUAGES: Readonly<Record<Grammar, StreamLanguage<WorkingState>>> = {
  decimal: StreamLanguage.define(STREAM_PARSERS.decimal),
  rational: StreamLanguage.define(STREAM_PARSERS.rational),
  working: StreamLanguage.define(STREAM_PARSERS.working),
};

export function expressionLanguage(grammar: Grammar): StreamLanguage<WorkingState> {
  return LANGUAGES[grammar];
}

/** Classes (coloured in styles.css through the theme's CSS variables) per token kind. */
export const expressionHighlightStyle = HighlightStyle.define([
  { tag: tags.number, class: 'tok-number' },
  { tag: tags.function(tags.variableName), class: 'tok-function' },
  { tag: tags.variableName, class: 'tok-name' },
  { tag: tags.arithmeticOperator, class: 'tok-operator' },
  { tag: tags.paren, class: 'tok-paren' },
  { tag: tags.separator, class: 'tok-separator' },
  { tag: tags.definitionOperator, class: 'tok-chain' },
  { tag: tags.operatorKeyword, class: 'tok-word' },
  { tag: tags.special(tags.number), class: 'tok-exponent' },
  { tag: tags.invalid, class: 'tok-invalid' },
]);
