/**
 * How rational-expression-check's grammar (the app's Check tab) reads `1/2 ÷ 3/4`: ÷ and / are
 * at one level, read left to right, so the divisor is 3 and the result is then divided by 4,
 * ((1/2) ÷ 3) / 4 — while on paper, and in rational-working-check's grammar (where 3/4 with no
 * space around its "/" is one number), it is 1/2 ÷ (3/4). This finds the first division whose
 * right operand is written as such a fraction, with the two grammars' scanners, and spells out
 * both readings, for a note that says so. No value is computed here.
 */
import { ScanCursor, scanRationalLexeme, scanWorkingLexeme } from './scan';

export interface FractionDivisor {
  /** The part of the expression the note is about: the product or quotient that ends with the fraction. */
  chain: string;
  /** How the Check tab reads it, every step of its left-to-right reading in parentheses: ((1/2) ÷ 3) / 4. */
  checkReading: string;
  /** The fraction divisor as written (3/4). */
  fraction: string;
  /** The chain with the fraction in parentheses, the reading it was meant to have: 1/2 ÷ (3/4). */
  parenthesized: string;
}

interface Token {
  kind: string;
  from: number;
  to: number;
}

/** The expression's tokens in the Check tab's grammar, whitespace left out; null if a character is outside it. */
function rationalTokens(expression: string): Token[] | null {
  const tokens: Token[] = [];
  const cursor = new ScanCursor(expression);
  while (cursor.pos < expression.length) {
    const from = cursor.pos;
    const kind = scanRationalLexeme(cursor);
    if (kind === 'invalid') return null;
    if (kind !== 'whitespace') tokens.push({ kind, from, to: cursor.pos });
  }
  return tokens;
}

/** The first FRACTION of the working grammar that is the right operand of a "/" or "÷" (a unary minus may come between). */
function firstFractionDivisor(expression: string): { operator: number; from: number; to: number } | null {
  const cursor = new ScanCursor(expression);
  let operator = -1;
  while (cursor.pos < expression.length) {
    const from = cursor.pos;
    const kind = scanWorkingLexeme(cursor);
    if (kind === 'whitespace') continue;
    if (kind === 'fraction' && operator >= 0) return { operator, from, to: cursor.pos };
    if (kind === 'slash' && expression[from] !== ':') operator = from;
    // A unary minus keeps the division pending: 1 ÷ -3/4.
    else if (!(kind === 'minus' && operator >= 0)) operator = -1;
  }
  return null;
}

/** Where the Check tab's operand that ends with token `end` begins: a number or a group, with its unary minuses. */
function operandStart(tokens: readonly Token[], end: number): number {
  let index = end;
  if (tokens[index]?.kind === 'rparen') {
    for (let depth = 0; index > 0; index--) {
      if (tokens[index]!.kind === 'rparen') depth++;
      else if (tokens[index]!.kind === 'lparen' && --depth === 0) break;
    }
  }
  // Unary minuses: a minus at the start, or after an operator or "(".
  while (index > 0 && tokens[index - 1]!.kind === 'minus' && (index === 1 || !['number', 'rparen'].includes(tokens[index - 2]!.kind)))
    index--;
  return index;
}

const isMultiplicative = (token: Token | undefined): boolean => token !== undefined && (token.kind === 'star' || token.kind === 'slash');

/**
 * The note's readings for the first division by a written fraction, or null when there is none
 * (or the expression is not in the Check tab's grammar, which then says so itself).
 */
export function fractionDivisor(expression: string): FractionDivisor | null {
  const tokens = rationalTokens(expression);
  const site = firstFractionDivisor(expression);
  if (tokens === null || site === null) return null;
  const last = tokens.findIndex((token) => token.to === site.to);
  if (last < 0) return null;
  // Back from the fraction's last number over the chain of × and ÷ it ends: its operands, first to last.
  const operands: Array<{ start: number; end: number }> = [];
  for (let end = last; end >= 0;) {
    const start = operandStart(tokens, end);
    operands.unshift({ start, end });
    if (!isMultiplicative(tokens[start - 1])) break;
    end = start - 2;
  }
  const text = (from: number, to: number) => expression.slice(tokens[from]!.from, tokens[to]!.to);
  const first = operands[0]!;
  // The Check tab's reading, one operation at a time: each but the last in parentheses.
  let reading = text(first.start, first.end);
  for (let index = 1; index < operands.length; index++) {
    const operand = operands[index]!;
    const operator = tokens[operand.start - 1]!;
    const sign = expression.slice(operator.from, operator.to);
    // A fraction heading the chain (1/2 ÷ …) is the same number in both readings: kept as written.
    const compact =
      index === 1 &&
      sign === '/' &&
      first.start === first.end &&
      operand.start === operand.end &&
      tokens[first.end]!.to === operator.from &&
      operator.to === tokens[operand.start]!.from;
    const joined = compact ? `${reading}/${text(operand.start, operand.end)}` : `${reading} ${sign} ${text(operand.start, operand.end)}`;
    reading = index === operands.length - 1 ? joined : `(${joined})`;
  }
  const chainFrom = tokens[first.start]!.from;
  const fraction = expression.slice(site.from, site.to);
  return {
    chain: expression.slice(chainFrom, site.to),
    checkReading: reading,
    fraction,
    parenthesized: `${expression.slice(chainFrom, site.from)}(${fraction})`,
  };
}
