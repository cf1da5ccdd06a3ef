/**
 * Syntax highlighting for the expression grammars. The tokenizer does not know any
 * character rule itself: it asks the core scanner (src/core/grammar/scan.ts) for one lexeme at
 * a time, so the editor and the engine can never disagree about what a token is.
 */
import { HighlightStyle, StreamLanguage, type StreamParser } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { isEquationWorking, scanEquationLexeme, type EquationLexemeKind } from '../../core/equations/parse';
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
    case 'lparen':
    case 'rparen':
      return 'paren';
    case 'comma':
      return 'separator';
    case 'plus':
    case 'minus':
    case 'star':
    case 'slash':
    case 'caret':
    case 'percent':
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

/** The equation lexer's kinds as highlighting tokens: the letter is the unknown, not a fault. */
const EQUATION_TOKENS: Readonly<Record<EquationLexemeKind, TokenName | null>> = {
  number: 'number',
  letter: 'variable',
  operator: 'operator',
  open: 'paren',
  close: 'paren',
  equals: 'chain',
  whitespace: null,
  invalid: 'invalid',
};

/**
 * A working's tokenizer state: whether its first line that holds something is an equation (then
 * every line is read by linear-equation-check's lexer, as the Working tab reads it) or not yet known.
 */
interface WorkingState {
  equation: boolean | null;
}

function parserFor(grammar: Grammar): StreamParser<WorkingState> {
  return {
    name: LANGUAGE_NAMES[grammar],
    startState: () => ({ equation: null }),
    copyState: (state) => ({ ...state }),
    // Lexemes never span lines (a line break is whitespace, or in a working the end of a line),
    // so scanning the line is enough.
    token(stream, state) {
      const start = stream.pos;
      if (grammar === 'working' && state.equation === null && stream.string.trim() !== '')
        state.equation = isEquationWorking(stream.string);
      if (state.equation === true) {
        const lexeme = scanEquationLexeme(stream.string, start);
        stream.pos = Math.max(lexeme.end, start + 1);
        return EQUATION_TOKENS[lexeme.kind];
      }
      const lexeme = scanLexeme(grammar, stream.string, start);
      if (lexeme.end > start) stream.pos = lexeme.end;
      else stream.next();
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
