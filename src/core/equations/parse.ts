/**
 * The grammar of a linear equation as students and the Cognitive Tutor write it (contract
 * linear-equation-check, "Grammar"): one letter as the unknown in any case, implicit ×, brackets,
 * decimals (`.3`), mixed numbers (`2 1/2`), a signed number right after an operator, and `2/3x`
 * read as (2/3)·x because implicit × binds like × and ÷, left to right.
 *
 *   line    := side "=" side
 *   side    := term (("+" | "−") term)*
 *   term    := signed (("×" | "÷" | implicit ×) signed)*
 *   signed  := ("+" | "−") signed | primary
 *   primary := NUMBER | MIXED | LETTER | "(" side ")"
 *
 * Offsets are UTF-16 indexes into the whole working; the tool turns them into code points.
 */
import { invalidInput, limitExceeded } from '../errors';
import { powerOfTen } from '../digits';
import { Rational } from '../rational';
import { isTimesLetter } from '../grammar/scan';

import { EQUATION_MAX_DEPTH, EQUATION_MAX_LITERAL_DIGITS } from '../grammar/working-limits';

export { EQUATION_MAX_DEPTH, EQUATION_MAX_LITERAL_DIGITS };

export type EquationOperator = '+' | '-' | '*' | '/';

interface NodeBase {
  /** UTF-16 span in the working, brackets included. */
  from: number;
  to: number;
  /** How many pairs of brackets enclose this node directly. */
  parens: number;
}

export interface EquationNumber extends NodeBase {
  type: 'number';
  value: Rational;
  /** Digits after the decimal point as written, or null for an integer or a mixed number. */
  places: number | null;
  mixed: boolean;
  /** A second letter whose terms cancel from left − right, read as 0 (the contract's "The unknown"). */
  letter?: string;
}

export interface EquationUnknown extends NodeBase {
  type: 'unknown';
  /** The letter, in lower case. */
  name: string;
}

export interface EquationNegation extends NodeBase {
  type: 'negate';
  operand: EquationNode;
}

export interface EquationBinary extends NodeBase {
  type: 'binary';
  operator: EquationOperator;
  left: EquationNode;
  right: EquationNode;
  /** A product written without its sign (`3x`, `2(x+1)`). */
  implicit: boolean;
}

export type EquationNode = EquationNumber | EquationUnknown | EquationNegation | EquationBinary;

export interface ParsedLine {
  left: EquationNode;
  right: EquationNode;
  /** Offset of the "=". */
  equals: number;
  /** Offsets of each `a/bx` read as (a/b)·x: the student is told. */
  fractionBeforeLetter: number[];
  /** The letter as written first in this line, and its offset, or null for a line without it. */
  letter: { name: string; position: number } | null;
  /** A second letter of this line (its first occurrence), or null: the working decides whether it cancels or is an error. */
  otherLetter: { name: string; position: number } | null;
}

type TokenKind = 'number' | 'letter' | 'op' | 'open' | 'close' | 'equals';

interface Token {
  kind: TokenKind;
  from: number;
  to: number;
  /** For an op: the normalized operator; for a letter: the letter in lower case. */
  text: string;
  value?: Rational;
  places?: number | null;
  mixed?: boolean;
}

const OPERATORS: Record<string, EquationOperator> = {
  '+': '+',
  '-': '-',
  '\u2212': '-',
  '\u2013': '-',
  '*': '*',
  '\u00d7': '*',
  '\u00b7': '*',
  '\u22c5': '*',
  '/': '/',
  '\u00f7': '/',
  ':': '/',
};
const OPENING = '([{';
const CLOSING = ')]}';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\r' || c === '\u00a0';
const isLetter = (c: string | undefined): boolean => c !== undefined && /^[A-Za-z]$/.test(c);

/** The digits from `i`; the error for a literal over the limit points at its start. */
function digitsEnd(text: string, i: number): number {
  while (isDigit(text[i])) i++;
  return i;
}

function literalTooLong(start: number): never {
  throw limitExceeded('literal_too_long', `a number at ${start} has more than ${EQUATION_MAX_LITERAL_DIGITS} digits`, start);
}

/**
 * A number at `start`: an integer, a decimal (`0.5`, `.3`, `3.`), or a mixed number `2 1/2` (an
 * integer, spaces, then a proper fraction of integers with nothing between; `2 1/2x` is (5/2)·x,
 * as `2/3x` is (2/3)·x).
 */
function readNumber(text: string, start: number, end: number): Token {
  let i = digitsEnd(text, start);
  const wholeDigits = i - start;
  if (text[i] === '.' && (wholeDigits > 0 || isDigit(text[i + 1]))) {
    const pointAt = i;
    i = digitsEnd(text, i + 1);
    const places = i - pointAt - 1;
    if (wholeDigits + places > EQUATION_MAX_LITERAL_DIGITS) literalTooLong(start);
    const digits = text.slice(start, pointAt) + text.slice(pointAt + 1, i);
    return {
      kind: 'number',
      from: start,
      to: i,
      text: text.slice(start, i),
      value: Rational.of(BigInt(digits || '0'), powerOfTen(places)),
      places,
      mixed: false,
    };
  }
  if (wholeDigits > EQUATION_MAX_LITERAL_DIGITS) literalTooLong(start);
  const whole = BigInt(text.slice(start, i));
  // A mixed number: the fraction must follow after spaces and end at a non-letter, non-digit.
  let j = i;
  while (j < end && isSpace(text[j])) j++;
  if (j > i && isDigit(text[j])) {
    const numeratorEnd = digitsEnd(text, j);
    if (text[numeratorEnd] === '/' && isDigit(text[numeratorEnd + 1])) {
      const denominatorEnd = digitsEnd(text, numeratorEnd + 1);
      const after = text[denominatorEnd];
      if (
        after !== '.' &&
        numeratorEnd - j <= EQUATION_MAX_LITERAL_DIGITS &&
        denominatorEnd - numeratorEnd - 1 <= EQUATION_MAX_LITERAL_DIGITS
      ) {
        const numerator = BigInt(text.slice(j, numeratorEnd));
        const denominator = BigInt(text.slice(numeratorEnd + 1, denominatorEnd));
        if (denominator !== 0n && numerator < denominator) {
          return {
            kind: 'number',
            from: start,
            to: denominatorEnd,
            text: text.slice(start, denominatorEnd),
            value: Rational.of(whole * denominator + numerator, denominator),
            places: null,
            mixed: true,
          };
        }
      }
    }
  }
  return { kind: 'number', from: start, to: i, text: text.slice(start, i), value: Rational.fromInteger(whole), places: null, mixed: false };
}

/** The tokens of one line, text[from, to). */
export function tokenize(text: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  let i = from;
  while (i < to) {
    const c = text[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(text[i + 1]))) {
      const token = readNumber(text, i, to);
      tokens.push(token);
      i = token.to;
    } else if (isLetter(c)) {
      tokens.push({ kind: 'letter', from: i, to: i + 1, text: c.toLowerCase() });
      i++;
    } else if (Object.hasOwn(OPERATORS, c)) {
      tokens.push({ kind: 'op', from: i, to: i + 1, text: OPERATORS[c]! });
      i++;
    } else if (OPENING.includes(c)) {
      tokens.push({ kind: 'open', from: i, to: i + 1, text: c });
      i++;
    } else if (CLOSING.includes(c)) {
      tokens.push({ kind: 'close', from: i, to: i + 1, text: c });
      i++;
    } else if (c === '=') {
      tokens.push({ kind: 'equals', from: i, to: i + 1, text: c });
      i++;
    } else {
      const shown = String.fromCodePoint(text.codePointAt(i)!);
      throw invalidInput('bad_character', `"${shown}" at ${i} is not part of an equation`, i);
    }
  }
  return tokens;
}

/** Reads one line text[from, to) as an equation. Throws a positioned ToolError. */
export function parseLine(text: string, from: number, to: number): ParsedLine {
  const tokens = tokenize(text, from, to);
  let at = 0;
  let depth = 0;
  let letter: ParsedLine['letter'] = null;
  let otherLetter: ParsedLine['otherLetter'] = null;
  const fractionBeforeLetter: number[] = [];
  const peek = (): Token | undefined => tokens[at];
  const endOffset = (): number => (at < tokens.length ? tokens[at]!.from : to);

  function unexpected(): never {
    const token = peek();
    if (token === undefined) throw invalidInput('unexpected_end', `the line ends too early at ${to}`, to);
    throw invalidInput('unexpected_token', `unexpected "${text.slice(token.from, token.to)}" at ${token.from}`, token.from);
  }

  function primary(): EquationNode {
    const token = peek();
    if (token === undefined) unexpected();
    if (token.kind === 'number') {
      at++;
      return {
        type: 'number',
        from: token.from,
        to: token.to,
        parens: 0,
        value: token.value!,
        places: token.places ?? null,
        mixed: token.mixed ?? false,
      };
    }
    if (token.kind === 'letter') {
      at++;
      if (letter === null) letter = { name: token.text, position: token.from };
      else if (letter.name !== token.text) {
        if (otherLetter === null) otherLetter = { name: token.text, position: token.from };
        else if (otherLetter.name !== token.text) {
          throw invalidInput(
            'two_unknowns',
            `"${text[token.from]}" at ${token.from} is a third letter: an equation here has one unknown, "${letter.name}"`,
            token.from,
          );
        }
      }
      return { type: 'unknown', from: token.from, to: token.to, parens: 0, name: token.text };
    }
    if (token.kind === 'open') {
      if (++depth > EQUATION_MAX_DEPTH)
        throw limitExceeded('too_deep', `brackets nested more than ${EQUATION_MAX_DEPTH} deep at ${token.from}`, token.from);
      at++;
      const inner = side();
      const close = peek();
      if (close === undefined || close.kind !== 'close' || CLOSING.indexOf(close.text) !== OPENING.indexOf(token.text)) unexpected();
      at++;
      depth--;
      return { ...inner, from: token.from, to: close.to, parens: inner.parens + 1 };
    }
    return unexpected();
  }

  function signed(): EquationNode {
    const token = peek();
    if (token?.kind === 'op' && (token.text === '-' || token.text === '+')) {
      if (++depth > EQUATION_MAX_DEPTH)
        throw limitExceeded('too_deep', `signs nested more than ${EQUATION_MAX_DEPTH} deep at ${token.from}`, token.from);
      at++;
      const operand = signed();
      depth--;
      if (token.text === '+') return operand;
      return { type: 'negate', operand, from: token.from, to: operand.to, parens: 0 };
    }
    return primary();
  }

  const startsPrimary = (token: Token | undefined): boolean =>
    token !== undefined && (token.kind === 'number' || token.kind === 'letter' || token.kind === 'open');

  function term(): EquationNode {
    let node = signed();
    for (;;) {
      const token = peek();
      if (token?.kind === 'op' && (token.text === '*' || token.text === '/')) {
        at++;
        const right = signed();
        // `2/3x`: a number over a number, then a letter or bracket with no sign between.
        if (
          token.text === '/' &&
          node.type === 'number' &&
          node.parens === 0 &&
          right.type === 'number' &&
          right.parens === 0 &&
          startsPrimary(peek()) &&
          peek()!.kind !== 'number'
        ) {
          fractionBeforeLetter.push(node.from);
        }
        node = {
          type: 'binary',
          operator: token.text as EquationOperator,
          left: node,
          right,
          implicit: false,
          from: node.from,
          to: right.to,
          parens: 0,
        };
      } else if (startsPrimary(token)) {
        // Two numbers with only spaces between (`2 3`, `2 1 / 2`) are no product anyone writes.
        if (token!.kind === 'number' && tokens[at - 1]!.kind === 'number') unexpected();
        const right = primary();
        node = { type: 'binary', operator: '*', left: node, right, implicit: true, from: node.from, to: right.to, parens: 0 };
      } else return node;
    }
  }

  function side(): EquationNode {
    let node = term();
    for (;;) {
      const token = peek();
      if (token?.kind !== 'op' || (token.text !== '+' && token.text !== '-')) return node;
      at++;
      const right = term();
      node = {
        type: 'binary',
        operator: token.text as EquationOperator,
        left: node,
        right,
        implicit: false,
        from: node.from,
        to: right.to,
        parens: 0,
      };
    }
  }

  if (tokens.length === 0) throw invalidInput('empty_line', `the line at ${from} is empty`, from);
  const left = side();
  const equals = peek();
  if (equals === undefined) throw invalidInput('not_an_equation', `the line at ${from} has no "=": write one equation a line`, to);
  if (equals.kind !== 'equals') unexpected();
  at++;
  const right = side();
  if (at < tokens.length) {
    const extra = tokens[at]!;
    if (extra.kind === 'equals') throw invalidInput('two_equals', `a second "=" at ${extra.from}: write one equation a line`, extra.from);
    unexpected();
  }
  void endOffset;
  return { left, right, equals: equals.from, fractionBeforeLetter, letter, otherLetter };
}

/** Every node of a tree, children before parents. */
export function nodesOf(node: EquationNode, into: EquationNode[] = []): EquationNode[] {
  if (node.type === 'negate') nodesOf(node.operand, into);
  else if (node.type === 'binary') {
    nodesOf(node.left, into);
    nodesOf(node.right, into);
  }
  into.push(node);
  return into;
}

export type EquationLexemeKind = 'number' | 'letter' | 'operator' | 'open' | 'close' | 'equals' | 'whitespace' | 'invalid';

/**
 * The lexeme of the equation grammar that starts at `from`, as `tokenize` reads it, and where it
 * ends: what the editor highlights and what an input error quotes, so neither copies a rule of the
 * grammar. A number over the digit limit is still one number here (the parser says it is too long).
 */
export function scanEquationLexeme(text: string, from: number): { kind: EquationLexemeKind; end: number } {
  const c = text[from];
  if (isSpace(c) || c === '\n') {
    let end = from + 1;
    while (isSpace(text[end])) end++;
    return { kind: 'whitespace', end };
  }
  if (isDigit(c) || (c === '.' && isDigit(text[from + 1]))) {
    try {
      return { kind: 'number', end: readNumber(text, from, text.length).to };
    } catch {
      return { kind: 'number', end: Math.max(digitsEnd(text, from), from + 1) };
    }
  }
  if (isLetter(c)) return { kind: 'letter', end: from + 1 };
  if (c !== undefined && Object.hasOwn(OPERATORS, c)) return { kind: 'operator', end: from + 1 };
  if (c !== undefined && OPENING.includes(c)) return { kind: 'open', end: from + 1 };
  if (c !== undefined && CLOSING.includes(c)) return { kind: 'close', end: from + 1 };
  if (c === '=') return { kind: 'equals', end: from + 1 };
  return { kind: 'invalid', end: from + (text.codePointAt(from)! > 0xffff ? 2 : 1) };
}

/**
 * Which tool reads a working, from its first line that holds something: an equation working
 * (linear-equation-check's) when that line has an "=" and a letter that stands for the unknown;
 * a fraction working (rational-working-check's) when it has none. An "x" between two operands is
 * × there (2/3 x 3/4, as a child writes times), not the unknown; the word "of" is no letter. A
 * line with both an x written as × and a letter is `unsure`: which the x is, the student is asked,
 * for neither reading can be taken as the student's without a wrong verdict.
 */
export type WorkingKindReading =
  { kind: 'fraction' | 'equation' } | { kind: 'unsure'; /** UTF-16 offset of the x that could be × or the unknown. */ at: number };

export function readWorkingKind(working: string): WorkingKindReading {
  const lineStart = firstFilledLineStart(working);
  if (lineStart < 0) return { kind: 'fraction' };
  const lineEnd = working.indexOf('\n', lineStart) < 0 ? working.length : working.indexOf('\n', lineStart);
  const line = working.slice(lineStart, lineEnd);
  if (!line.includes('=') || !/[A-Za-z]/.test(line)) return { kind: 'fraction' };
  // The word "of" (3/4 of 12) is rational-working-check's, not a letter.
  const first = line.replace(/(?<![A-Za-z])of(?![A-Za-z])/g, '  ');
  let unknown = false;
  let times = -1;
  for (let at = 0; at < first.length;) {
    const lexeme = scanEquationLexeme(first, at);
    if (lexeme.kind === 'letter') {
      if (isTimesLetter(first, at)) times = times < 0 ? at : times;
      else unknown = true;
    }
    at = Math.max(lexeme.end, at + 1);
  }
  if (unknown && times >= 0) return { kind: 'unsure', at: lineStart + times };
  return { kind: unknown ? 'equation' : 'fraction' };
}

function firstFilledLineStart(working: string): number {
  for (let start = 0; start <= working.length;) {
    const end = working.indexOf('\n', start);
    const stop = end < 0 ? working.length : end;
    if (working.slice(start, stop).trim() !== '') return start;
    if (end < 0) return -1;
    start = end + 1;
  }
  return -1;
}
