/**
 * An independent reference implementation of the `rational-working-check` contract
 * (contracts/rational-working-check.json, version 1.1.0; first written for 1.0.0, then extended
 * from the 1.1.0 sentences; its alignment also follows 1.3.0's "Term errors", which no longer walks
 * into L − (y − z) written L − y − z), for differential tests of the engine.
 * Test-only. It imports nothing from src/core, and it was written from the contract alone, before
 * reading the engine's implementation. It aims at obvious correctness, not speed: code points in
 * an array, lines, parts, a token array per part, recursive descent to a tree, a tiny always
 * reduced BigInt fraction, plain post-order evaluation, and one literal function per
 * misconception rule.
 *
 * Readings taken where a sentence of the contract can be read two ways (each: the sentence, the
 * readings, the one chosen and why):
 *
 *  A1. "its empty-part or leading "=" fault" (check order), for the one part that has both: the
 *      first non-blank line is "=" or "= = 2". Readings: (a) the leading "=" fault, at the "=";
 *      (b) the empty-part fault, at the following "=" or the line's end. Chosen (a): the leading
 *      "=" is met first reading left to right (NOTES.md: "Parsing reports the first fault met
 *      reading left to right"), and the "=" itself is the first thing that cannot be accepted.
 *  A2. "in each line a CR just before its LF is dropped". Readings: (a) only a CR followed by an
 *      LF (the last line, having no LF, keeps a final CR); (b) a final CR of any line. Chosen (a),
 *      the literal one. It matters only for "the line's end" positions: "1 +\r" (no LF) ends too
 *      early at 4, "1 +\r\n" at 3.
 *  A3. Reasons for which the contract names no position (not_an_object, unknown_field,
 *      missing_field, wrong_type, working_too_long, bad_answer, answer_too_long, bad_final_form,
 *      empty_working, too_many_steps, too_many_tokens): no `position` at all. The brief says
 *      "where the contract names no position, give none". too_many_tokens could have been given
 *      the 129th token; it is not.
 *  A4. "more than 100 parts": empty (faulty) parts are parts ("the empty part is a fault", "Any
 *      other part that is empty"), so they count; a piece that "is not a part" (before a leading
 *      "=", after a trailing "=" that continues) does not.
 *  A5. "a FRACTION with denominator at least 2 in lowest terms" (final_form): a FRACTION n/d is in
 *      lowest terms when gcd(n, d) = 1. Readings for 0/d: (a) not in lowest terms, as gcd(0,d) =
 *      d >= 2; (b) in lowest terms as it cannot be reduced "further" by a common factor below d.
 *      Chosen (a): the usual definition (gcd 1) and the canonical form of zero is 0, not 0/d.
 *  A6. "a buggy evaluation that divides by zero or exceeds 200 digits does not match". Readings
 *      of "exceeds 200 digits": (a) any reduced node value of the buggy evaluation (the changed
 *      node's reduced result included) has a numerator or denominator over 200 digits, the same
 *      test as value_too_large; (b) also the unreduced products inside a rule's formula. Chosen
 *      (a): it is the test the contract defines for evaluation ("A reduced intermediate or step
 *      value with more than 200 digits"). Inside negative_not_distributed the partial
 *      value(L) - value(y) is part of the formula, not a node, and is not tested.
 *  A7. A "." after a DECIMAL ("1.5.3"). Readings: (a) bad_character at the second "." (its left
 *      neighbour is a fraction digit of a DECIMAL, not an INTEGER); (b) something else. Chosen
 *      (a): it "does not directly follow an INTEGER".
 *  A8. "whose right operand, inside one or more pairs of parentheses, is a + or - node"
 *      (negative_not_distributed). Chosen literally: the right operand is one or more
 *      parentheses directly around a binary + or - node; a unary minus anywhere in between
 *      ("a - -(b + c)", "a - (-(b + c))") does not qualify.
 *  A9. "(a+c)/(b+d)" etc. give the changed node a value; that value is reduced like any value
 *      and evaluation of the rest of P goes on exactly. "Rules whose result would need a zero
 *      denominator are not tried" is read as: the formula's denominator is 0 (b = d for
 *      subtracted_across, a = 0 for inverted_first_operand, c = 0 for cross_multiplied, k = 0 for
 *      multiplied_numerator_and_denominator and only_denominator_multiplied, value(P) = 0 for
 *      reciprocal).
 *  A10. lowest_terms/improper/mixed: "optionally preceded by one minus" means exactly the token
 *      sequence [NUMBER] or [minus, NUMBER]; "INTEGER other than -0" rejects [minus, 0] only.
 *  A11. The 200-digit test of evaluation is applied to every node's reduced value (literals
 *      included; a literal can never reach it because of the 40-digit limit, and a unary minus
 *      does not change digit counts, so in practice the position is always a binary operator).
 *  A12. "types: working a string, answer a string or null, final_form a string": checked in that
 *      order; a field that is absent is not checked (answer absent = none, final_form absent =
 *      any). All give wrong_type with no position, so the order inside is not observable.
 *  B1. (1.1.0) "\"of\" is the two letters o f with no letter directly before or after them": the
 *      neighbours are looked at in the whole working, across the part's ends (an "=" or a line end
 *      is no letter anyway).
 *  B2. (1.1.0) A "." that starts a DECIMAL must not directly follow a digit: the character just
 *      before it in the working, whatever part it is in.
 *  B3. (1.1.0) The stated text of a term error: the student's operand from its first to its last
 *      character, without the parentheses around it; a NUMBER with "%" ends at its "%".
 */

// ---------------------------------------------------------------------------------------------
// Constants of the contract

export const WORKING_REFERENCE_VERSION =
  'ISO/IEC 10967-2:2001 (LIA-2) exact-result terminology; exact arithmetic over the rationals with canonical reduced form; RFC 8259 sec. 6 integer grammar and sec. 7 strings';

const MAX_WORKING_BYTES = 8192;
const MAX_STEPS = 100;
const MAX_TOKENS = 128;
const MAX_DEPTH = 32;
const MAX_LITERAL_DIGITS = 40;
const MAX_VALUE_DIGITS = 200;
const MAX_MISCONCEPTION_STEPS = 5;
const MAX_MISCONCEPTIONS = 5;

const RATIONAL_PATTERN = /^-?(0|[1-9][0-9]*)(\/[1-9][0-9]*)?$/;
const DECIMAL_ANSWER_PATTERN = /^(-?)(0|[1-9][0-9]*)\.([0-9]+)$/;
const INTEGER_PATTERN = /^(0|[1-9][0-9]*)$/;

// ---------------------------------------------------------------------------------------------
// A tiny exact fraction, always reduced, sign on the numerator

const absBig = (x: bigint): bigint => (x < 0n ? -x : x);

function gcdBig(a: bigint, b: bigint): bigint {
  let x = absBig(a);
  let y = absBig(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export class Fraction {
  readonly n: bigint;
  readonly d: bigint;

  /** n/d reduced; d must not be 0. */
  constructor(n: bigint, d: bigint = 1n) {
    if (d === 0n) throw new Error('Fraction with denominator 0');
    const sign = d < 0n ? -1n : 1n;
    const g = gcdBig(n, d);
    this.n = (sign * n) / g;
    this.d = (sign * d) / g;
  }

  add(o: Fraction): Fraction {
    return new Fraction(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Fraction): Fraction {
    return new Fraction(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Fraction): Fraction {
    return new Fraction(this.n * o.n, this.d * o.d);
  }
  /** this / o; o must not be 0. */
  div(o: Fraction): Fraction {
    return new Fraction(this.n * o.d, this.d * o.n);
  }
  neg(): Fraction {
    return new Fraction(-this.n, this.d);
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  equals(o: Fraction): boolean {
    return this.n === o.n && this.d === o.d;
  }
  /** The larger digit count of numerator (without sign) and denominator. */
  digits(): number {
    return Math.max(absBig(this.n).toString().length, this.d.toString().length);
  }
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Faults

export type WorkingErrorCode = 'invalid_input' | 'limit_exceeded' | 'not_computable';

export interface WorkingErrorEnvelope {
  error: { code: WorkingErrorCode; message: string; details: { reason: string; position?: number } };
}

class Fault {
  constructor(
    readonly code: WorkingErrorCode,
    readonly reason: string,
    readonly message: string,
    readonly position?: number,
  ) {}

  envelope(): WorkingErrorEnvelope {
    const details: { reason: string; position?: number } = { reason: this.reason };
    if (this.position !== undefined) details.position = this.position;
    return { error: { code: this.code, message: this.message, details } };
  }
}

const invalid = (reason: string, message: string, position?: number): Fault => new Fault('invalid_input', reason, message, position);
const overLimit = (reason: string, message: string, position?: number): Fault => new Fault('limit_exceeded', reason, message, position);

// ---------------------------------------------------------------------------------------------
// Output shape

export interface MisconceptionMatch {
  rule: string;
  position: number | null;
}

export interface WorkingStep {
  text: string;
  line: number;
  position: number;
  value: string | null;
  status: 'start' | 'equal' | 'not_equal' | 'division_by_zero' | 'unchecked';
  equals_start: boolean | null;
  difference: string | null;
  division_position: number | null;
  misconceptions: MisconceptionMatch[] | null;
  term_errors?: Array<{ position: number; stated: string; expected: string; compared_position: number; compared: string }>;
  notes?: Array<{ note: 'letter_as_times'; position: number }>;
}

export interface WorkingOutput {
  valid: boolean;
  reason: 'step_mismatch' | 'division_by_zero' | 'answer_mismatch' | 'final_form' | null;
  first_error_index: number | null;
  start_value: string | null;
  final_value: string | null;
  answer_matches: boolean | null;
  final_form_ok: boolean | null;
  steps: WorkingStep[];
  reference_version: string;
}

// ---------------------------------------------------------------------------------------------
// Characters

/** Whitespace of the contract: space, tab, CR (LF splits lines). */
const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\r';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** UTF-8 bytes of a string, a lone surrogate counting 3. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const isLoneSurrogate = (ch: string): boolean => {
  const cp = ch.codePointAt(0)!;
  return ch.length === 1 && cp >= 0xd800 && cp <= 0xdfff;
};

// ---------------------------------------------------------------------------------------------
// Lines and parts

interface Line {
  number: number;
  /** Offset of the line's first code point. */
  start: number;
  /** The line's code points without the LF and without a CR just before the LF. */
  chars: string[];
  /** The line's end: the offset just after its last character (LF and dropped CR excluded). */
  end: number;
}

interface Part {
  line: number;
  /** Offsets of the piece (between "="s or line ends), end exclusive. */
  from: number;
  to: number;
  /** Where a part that is empty or ends too early is faulted: the "=" after it or the line's end. */
  endPosition: number;
  /** The offset of a leading "=" on the first non-blank line, which is a fault of this part. */
  leadingEqualsFault: number | null;
}

function splitLines(cps: string[]): Line[] {
  const lines: Line[] = [];
  let start = 0;
  let number = 1;
  for (let i = 0; i <= cps.length; i++) {
    if (i === cps.length || cps[i] === '\n') {
      let chars = cps.slice(start, i);
      const endsWithLf = i < cps.length;
      if (endsWithLf && chars.length > 0 && chars[chars.length - 1] === '\r') chars = chars.slice(0, -1);
      lines.push({ number, start, chars, end: start + chars.length });
      number++;
      start = i + 1;
    }
  }
  return lines;
}

const isBlank = (chars: string[]): boolean => chars.every((c) => isSpace(c));

function splitParts(cps: string[]): Part[] {
  const nonBlank = splitLines(cps).filter((line) => !isBlank(line.chars));
  const parts: Part[] = [];
  nonBlank.forEach((line, lineIndex) => {
    const equals: number[] = [];
    line.chars.forEach((c, k) => {
      if (c === '=') equals.push(line.start + k);
    });
    let first = 0;
    while (isSpace(line.chars[first])) first++;
    let last = line.chars.length - 1;
    while (isSpace(line.chars[last])) last--;
    const leading = line.chars[first] === '=';
    const trailing = line.chars[last] === '=' && !(leading && first === last);
    const isFirstNonBlank = lineIndex === 0;
    const hasNextNonBlank = lineIndex < nonBlank.length - 1;
    const pieceCount = equals.length + 1;
    for (let p = 0; p < pieceCount; p++) {
      if (p === 0 && leading) continue; // the empty piece before a leading "=" is not a part
      if (p === pieceCount - 1 && trailing && hasNextNonBlank) continue; // continues on the next line
      const from = p === 0 ? line.start : equals[p - 1]! + 1;
      const to = p === pieceCount - 1 ? line.end : equals[p]!;
      const endPosition = p === pieceCount - 1 ? line.end : equals[p]!;
      const leadingEqualsFault = leading && isFirstNonBlank && p === 1 ? line.start + first : null;
      parts.push({ line: line.number, from, to, endPosition, leadingEqualsFault });
    }
  });
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Tokens

type NumberLiteral =
  | { form: 'integer'; a: string }
  | { form: 'fraction'; a: string; b: string; slash: number }
  | { form: 'mixed'; w: string; n: string; d: string }
  | { form: 'decimal'; a: string; f: string; repeating: boolean };

type Operator = '+' | '-' | '*' | '/';

type Token = (
  | { kind: 'number'; pos: number; literal: NumberLiteral }
  | { kind: 'operator'; pos: number; op: Operator; of?: boolean }
  | { kind: '(' | ')' | '%' | '^'; pos: number }
  | { kind: 'superscript'; pos: number; digits: string }
) & { end: number };

const SUPERSCRIPT_DIGITS: Readonly<Record<string, string>> = {
  '\u2070': '0',
  '\u00b9': '1',
  '\u00b2': '2',
  '\u00b3': '3',
  '\u2074': '4',
  '\u2075': '5',
  '\u2076': '6',
  '\u2077': '7',
  '\u2078': '8',
  '\u2079': '9',
};
const isLetter = (c: string | undefined): boolean => c !== undefined && /^[A-Za-z]$/.test(c);

const OPERATOR_SYMBOLS: Readonly<Record<string, Operator>> = {
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

const integerIsBad = (digits: string): boolean => !INTEGER_PATTERN.test(digits);

/**
 * 1.3.0's x for times, as its grammar sentence says: "x" or "X", no letter directly before or
 * after it, the last non-whitespace character before it a digit, ")", "%", ".", U+2026 or a
 * superscript digit, and the first one after it a digit, "(", or "." followed by a digit.
 */
function isLetterForTimes(chars: string[], i: number): boolean {
  if (chars[i] !== 'x' && chars[i] !== 'X') return false;
  if (isLetter(chars[i - 1]) || isLetter(chars[i + 1])) return false;
  let before = i - 1;
  while (before >= 0 && isSpace(chars[before])) before--;
  const b = chars[before];
  if (b === undefined || !(isDigit(b) || b === ')' || b === '%' || b === '.' || b === '\u2026' || SUPERSCRIPT_DIGITS[b] !== undefined))
    return false;
  let after = i + 1;
  while (after < chars.length && isSpace(chars[after])) after++;
  const a = chars[after];
  return isDigit(a) || a === '(' || (a === '.' && isDigit(chars[after + 1]));
}

/**
 * The tokens of one part, read left to right; the first lexical fault in text order is thrown.
 * `chars` are the working's code points, the part is [from, to).
 */
function lex(chars: string[], from: number, to: number): Token[] {
  const tokens: Token[] = [];
  const at = (i: number): string | undefined => (i < to ? chars[i] : undefined);
  const digitRun = (i: number): number => {
    let j = i;
    while (isDigit(at(j))) j++;
    return j;
  };
  const text = (i: number, j: number): string => chars.slice(i, j).join('');
  /** The end of a repeat mark ("..." or "…") right at j, or j. */
  const repeatEnd = (j: number): number =>
    at(j) === '\u2026' ? j + 1 : at(j) === '.' && at(j + 1) === '.' && at(j + 2) === '.' ? j + 3 : j;
  let i = from;
  while (i < to) {
    const c = at(i)!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')' || c === '%' || c === '^') {
      tokens.push({ kind: c, pos: i, end: i + 1 });
      i++;
      continue;
    }
    const op = OPERATOR_SYMBOLS[c];
    if (op !== undefined) {
      tokens.push({ kind: 'operator', pos: i, op, end: i + 1 });
      i++;
      continue;
    }
    if (isLetterForTimes(chars, i)) {
      tokens.push({ kind: 'operator', pos: i, op: '*', end: i + 1 });
      i++;
      continue;
    }
    if (c === 'o' && at(i + 1) === 'f' && !isLetter(chars[i + 2]) && !isLetter(chars[i - 1])) {
      tokens.push({ kind: 'operator', pos: i, op: '*', of: true, end: i + 2 });
      i += 2;
      continue;
    }
    if (SUPERSCRIPT_DIGITS[c] !== undefined) {
      let j = i;
      let digits = '';
      while (at(j) !== undefined && SUPERSCRIPT_DIGITS[at(j)!] !== undefined) {
        digits += SUPERSCRIPT_DIGITS[at(j)!];
        j++;
      }
      tokens.push({ kind: 'superscript', pos: i, digits, end: j });
      i = j;
      continue;
    }
    if (c === '.' && isDigit(at(i + 1)) && !isDigit(chars[i - 1])) {
      const fEnd = digitRun(i + 1);
      const f = text(i + 1, fEnd);
      if (f.length > MAX_LITERAL_DIGITS) throw overLimit('literal_too_long', `number at ${i} has more than 40 digits`, i);
      const end = repeatEnd(fEnd);
      tokens.push({ kind: 'number', pos: i, literal: { form: 'decimal', a: '', f, repeating: end > fEnd }, end });
      i = end;
      continue;
    }
    if (!isDigit(c)) {
      // Anything else, "." included: a "." that directly follows an INTEGER is read with it below.
      throw invalid('bad_character', `unexpected character at ${i}`, i);
    }
    const start = i;
    const aEnd = digitRun(i);
    const a = text(i, aEnd);
    // DECIMAL, or an INTEGER followed by "." and no digit.
    if (at(aEnd) === '.') {
      if (!isDigit(at(aEnd + 1))) throw invalid('bad_number', `malformed number at ${start}`, start);
      const fEnd = digitRun(aEnd + 1);
      const f = text(aEnd + 1, fEnd);
      if (integerIsBad(a)) throw invalid('bad_number', `malformed number at ${start}`, start);
      if (a.length + f.length > MAX_LITERAL_DIGITS)
        throw overLimit('literal_too_long', `number at ${start} has more than 40 digits`, start);
      const end = repeatEnd(fEnd);
      tokens.push({ kind: 'number', pos: start, literal: { form: 'decimal', a, f, repeating: end > fEnd }, end });
      i = end;
      continue;
    }
    // FRACTION: INTEGER "/" INTEGER, no whitespace.
    if (at(aEnd) === '/' && isDigit(at(aEnd + 1))) {
      const bStart = aEnd + 1;
      const bEnd = digitRun(bStart);
      const b = text(bStart, bEnd);
      if (integerIsBad(a)) throw invalid('bad_number', `malformed number at ${start}`, start);
      if (integerIsBad(b)) throw invalid('bad_number', `malformed number at ${bStart}`, bStart);
      if (a.length + b.length > MAX_LITERAL_DIGITS)
        throw overLimit('literal_too_long', `number at ${start} has more than 40 digits`, start);
      tokens.push({ kind: 'number', pos: start, literal: { form: 'fraction', a, b, slash: aEnd }, end: bEnd });
      i = bEnd;
      continue;
    }
    // MIXED: INTEGER, whitespace, FRACTION.
    let gapEnd = aEnd;
    while (isSpace(at(gapEnd))) gapEnd++;
    if (gapEnd > aEnd && isDigit(at(gapEnd))) {
      const nEnd = digitRun(gapEnd);
      if (at(nEnd) === '/' && isDigit(at(nEnd + 1))) {
        const n = text(gapEnd, nEnd);
        const dEnd = digitRun(nEnd + 1);
        const d = text(nEnd + 1, dEnd);
        if (integerIsBad(a)) throw invalid('bad_number', `malformed number at ${start}`, start);
        if (integerIsBad(n)) throw invalid('bad_number', `malformed number at ${gapEnd}`, gapEnd);
        if (integerIsBad(d)) throw invalid('bad_number', `malformed number at ${nEnd + 1}`, nEnd + 1);
        const w = BigInt(a);
        const nv = BigInt(n);
        const dv = BigInt(d);
        if (!(w >= 1n && nv > 0n && dv > 0n)) throw invalid('bad_mixed_number', `malformed mixed number at ${start}`, start);
        if (a.length + n.length + d.length > MAX_LITERAL_DIGITS)
          throw overLimit('literal_too_long', `number at ${start} has more than 40 digits`, start);
        tokens.push({ kind: 'number', pos: start, literal: { form: 'mixed', w: a, n, d }, end: dEnd });
        i = dEnd;
        continue;
      }
    }
    // INTEGER.
    if (integerIsBad(a)) throw invalid('bad_number', `malformed number at ${start}`, start);
    if (a.length > MAX_LITERAL_DIGITS) throw overLimit('literal_too_long', `number at ${start} has more than 40 digits`, start);
    tokens.push({ kind: 'number', pos: start, literal: { form: 'integer', a }, end: aEnd });
    i = aEnd;
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Trees

/** A node; `from`..`to` its text (a group's with its parentheses). */
type Node = (
  | { t: 'number'; pos: number; literal: NumberLiteral; percent: boolean }
  | { t: 'negate'; pos: number; operand: Node }
  | { t: 'group'; pos: number; inner: Node }
  | { t: 'binary'; pos: number; op: Operator; of: boolean; left: Node; right: Node }
  | { t: 'power'; pos: number; base: Node; e: number }
) & { from: number; to: number };

const MAX_EXPONENT = 12;

/** Recursive descent over one part's tokens; `endPosition` is where an early end is reported. */
function parse(tokens: Token[], endPosition: number): Node {
  let k = 0;
  let depth = 0;
  const peek = (): Token | undefined => tokens[k];
  const failAt = (token: Token | undefined): never => {
    const position = token === undefined ? endPosition : token.pos;
    throw invalid(
      'syntax_error',
      token === undefined ? `the expression ends too early at ${position}` : `unexpected token at ${position}`,
      position,
    );
  };
  const isOp = (token: Token | undefined, ...ops: Operator[]): token is Token & { kind: 'operator' } =>
    token !== undefined && token.kind === 'operator' && ops.includes(token.op);
  const deeper = (token: Token): void => {
    depth++;
    if (depth > MAX_DEPTH) throw overLimit('too_deep', `nesting deeper than 32 levels at ${token.pos}`, token.pos);
  };

  function expr(): Node {
    let left = term();
    for (let token = peek(); isOp(token, '+', '-'); token = peek()) {
      k++;
      const right = term();
      left = { t: 'binary', pos: token.pos, op: token.op, of: false, left, right, from: left.from, to: right.to };
    }
    return left;
  }
  function term(): Node {
    let left = unary();
    for (let token = peek(); isOp(token, '*', '/'); token = peek()) {
      k++;
      const right = unary();
      left = { t: 'binary', pos: token.pos, op: token.op, of: token.of === true, left, right, from: left.from, to: right.to };
    }
    return left;
  }
  function unary(): Node {
    const token = peek();
    if (isOp(token, '-')) {
      deeper(token);
      k++;
      const operand = unary();
      depth--;
      return { t: 'negate', pos: token.pos, operand, from: token.pos, to: operand.to };
    }
    return power();
  }
  /** power := primary ["^" INTEGER | SUPERSCRIPT]. */
  function power(): Node {
    const base = primary();
    const token = peek();
    let digits: string;
    let at: number;
    let end: number;
    if (token !== undefined && token.kind === '^') {
      const exponent = tokens[k + 1];
      if (exponent === undefined || exponent.kind !== 'number' || exponent.literal.form !== 'integer') return failAt(exponent);
      digits = exponent.literal.a;
      at = exponent.pos;
      end = exponent.end;
      k += 2;
    } else if (token !== undefined && token.kind === 'superscript') {
      digits = token.digits;
      at = token.pos;
      end = token.end;
      k++;
    } else return base;
    if (digits === '0' || digits.startsWith('0')) throw invalid('bad_exponent', `bad exponent at ${at}`, at);
    if (BigInt(digits) > BigInt(MAX_EXPONENT)) throw overLimit('exponent_too_large', `exponent over 12 at ${at}`, at);
    return { t: 'power', pos: token.pos, base, e: Number(digits), from: base.from, to: end };
  }
  function primary(): Node {
    const token = peek();
    if (token !== undefined && token.kind === 'number') {
      k++;
      const percent = peek();
      if (percent !== undefined && percent.kind === '%') {
        k++;
        return { t: 'number', pos: token.pos, literal: token.literal, percent: true, from: token.pos, to: percent.end };
      }
      return { t: 'number', pos: token.pos, literal: token.literal, percent: false, from: token.pos, to: token.end };
    }
    if (token !== undefined && token.kind === '(') {
      deeper(token);
      k++;
      const inner = expr();
      const close = peek();
      if (close === undefined || close.kind !== ')') return failAt(close);
      k++;
      depth--;
      return { t: 'group', pos: token.pos, inner, from: token.pos, to: close.end };
    }
    return failAt(token);
  }

  const tree = expr();
  if (k < tokens.length) failAt(tokens[k]);
  return tree;
}

// ---------------------------------------------------------------------------------------------
// Evaluation

/** Why an evaluation stopped: a zero divisor or a value over 200 digits, at a position. */
class EvaluationStop {
  constructor(
    readonly kind: 'division_by_zero' | 'too_large',
    readonly position: number,
  ) {}
}

function literalValue(literal: NumberLiteral): Fraction | null {
  switch (literal.form) {
    case 'integer':
      return new Fraction(BigInt(literal.a));
    case 'fraction':
      return BigInt(literal.b) === 0n ? null : new Fraction(BigInt(literal.a), BigInt(literal.b));
    case 'mixed': {
      const d = BigInt(literal.d);
      return new Fraction(BigInt(literal.w) * d + BigInt(literal.n), d);
    }
    case 'decimal': {
      const whole = BigInt(literal.a === '' ? '0' : literal.a);
      if (literal.repeating) {
        // The block: the shortest that the digits end with twice; else the last digit.
        const f = literal.f;
        let block = 1;
        for (let L = 1; 2 * L <= f.length; L++)
          if (f.slice(f.length - L) === f.slice(f.length - 2 * L, f.length - L)) {
            block = L;
            break;
          }
        const prefix = f.slice(0, f.length - block);
        const repeat = f.slice(f.length - block);
        const prefixScale = 10n ** BigInt(prefix.length);
        // whole + prefix/10^p + repeat/((10^L − 1)·10^p)
        const nines = 10n ** BigInt(block) - 1n;
        return new Fraction(whole)
          .add(new Fraction(BigInt(prefix === '' ? '0' : prefix), prefixScale))
          .add(new Fraction(BigInt(repeat), nines * prefixScale));
      }
      const scale = 10n ** BigInt(literal.f.length);
      return new Fraction(whole * scale + BigInt(literal.f), scale);
    }
  }
}

/** A NUMBER node's value: its literal's, divided by 100 with a "%"; null over a zero denominator. */
function numberValue(node: Node & { t: 'number' }): Fraction | null {
  const value = literalValue(node.literal);
  return value === null || !node.percent ? value : value.div(new Fraction(100n));
}

function applyOp(op: Operator, l: Fraction, r: Fraction): Fraction {
  switch (op) {
    case '+':
      return l.add(r);
    case '-':
      return l.sub(r);
    case '*':
      return l.mul(r);
    case '/':
      return l.div(r);
  }
}

const checkSize = (value: Fraction, position: number): Fraction => {
  if (value.digits() > MAX_VALUE_DIGITS) throw new EvaluationStop('too_large', position);
  return value;
};

/**
 * Exact post-order evaluation, left before right; throws EvaluationStop at the first zero
 * divisor or over-large value. `change`, when given, replaces one node's value (a buggy
 * evaluation for the misconception rules): that node's subtree is not evaluated.
 */
function evaluate(node: Node, change?: { node: Node; value: Fraction }): Fraction {
  if (change !== undefined && node === change.node) return checkSize(change.value, node.pos);
  switch (node.t) {
    case 'number': {
      const value = numberValue(node);
      if (value === null) throw new EvaluationStop('division_by_zero', node.literal.form === 'fraction' ? node.literal.slash : node.pos);
      return checkSize(value, node.pos);
    }
    case 'negate':
      return checkSize(evaluate(node.operand, change).neg(), node.pos);
    case 'power': {
      const base = evaluate(node.base, change);
      return checkSize(new Fraction(base.n ** BigInt(node.e), base.d ** BigInt(node.e)), node.pos);
    }
    case 'group':
      return evaluate(node.inner, change);
    case 'binary': {
      const l = evaluate(node.left, change);
      const r = evaluate(node.right, change);
      if (node.op === '/' && r.isZero()) throw new EvaluationStop('division_by_zero', node.pos);
      return checkSize(applyOp(node.op, l, r), node.pos);
    }
  }
}

/** Evaluation with + - * / at one precedence, left to right inside every pair of parentheses. */
function evaluateLeftToRight(node: Node): Fraction {
  switch (node.t) {
    case 'number':
      return evaluate(node);
    case 'negate':
      return checkSize(evaluateLeftToRight(node.operand).neg(), node.pos);
    case 'power': {
      const base = evaluateLeftToRight(node.base);
      return checkSize(new Fraction(base.n ** BigInt(node.e), base.d ** BigInt(node.e)), node.pos);
    }
    case 'group':
      return evaluateLeftToRight(node.inner);
    case 'binary': {
      // The chain of binary operators at this parenthesis level, in text order.
      const operands: Node[] = [];
      const operators: Array<{ op: Operator; pos: number }> = [];
      const flatten = (n: Node): void => {
        if (n.t === 'binary') {
          flatten(n.left);
          operators.push({ op: n.op, pos: n.pos });
          flatten(n.right);
        } else {
          operands.push(n);
        }
      };
      flatten(node);
      let acc = evaluateLeftToRight(operands[0]!);
      operators.forEach(({ op, pos }, i) => {
        const r = evaluateLeftToRight(operands[i + 1]!);
        if (op === '/' && r.isZero()) throw new EvaluationStop('division_by_zero', pos);
        acc = checkSize(applyOp(op, acc, r), pos);
      });
      return acc;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Misconceptions

/** A written form a/b, not reduced. */
interface Written {
  n: bigint;
  d: bigint;
}

function literalWritten(lit: NumberLiteral): Written {
  if (lit.form === 'integer') return { n: BigInt(lit.a), d: 1n };
  if (lit.form === 'fraction') return { n: BigInt(lit.a), d: BigInt(lit.b) };
  if (lit.form === 'mixed') return { n: BigInt(lit.w) * BigInt(lit.d) + BigInt(lit.n), d: BigInt(lit.d) };
  const value = literalValue(lit)!;
  return { n: value.n, d: value.d };
}

function writtenForm(node: Node): Written {
  switch (node.t) {
    case 'number': {
      const w = literalWritten(node.literal);
      return node.percent ? { n: w.n, d: w.d * 100n } : w;
    }
    case 'power': {
      const value = evaluate(node);
      return { n: value.n, d: value.d };
    }
    case 'negate': {
      const w = writtenForm(node.operand);
      return { n: -w.n, d: w.d };
    }
    case 'group':
      return writtenForm(node.inner);
    case 'binary': {
      const value = evaluate(node);
      return { n: value.n, d: value.d };
    }
  }
}

const fractionOrNull = (n: bigint, d: bigint): Fraction | null => (d === 0n ? null : new Fraction(n, d));
const maxBig = (x: bigint, y: bigint): bigint => (x > y ? x : y);
const pow10 = (p: number): bigint => 10n ** BigInt(p);
const digitLength = (x: bigint): number => absBig(x).toString().length;

type BinaryNode = Node & { t: 'binary' };
type NumberNode = Node & { t: 'number' };
type PowerNode = Node & { t: 'power' };

/** The contract's rule order (its "Order" sentence). */
const RULE_ORDER = [
  'added_across',
  'subtracted_across',
  'whole_taken_from_numerator',
  'negative_not_distributed',
  'mixed_parts_subtracted_reversed',
  'mixed_parts_added_across',
  'mixed_parts_multiplied_apart',
  'power_multiplied',
  'power_numerator_only',
  'decimal_places_not_added',
  'decimal_aligned_right',
  'fraction_of_unit_only',
  'fraction_of_inverted',
  'percent_divided',
  'percent_as_whole',
  'numerators_combined_denominators_multiplied',
  'larger_denominator_kept',
  'numerator_not_scaled',
  'denominator_not_scaled',
  'added_to_numerator_and_denominator',
  'numerator_scaled_wrong',
  'multiplied_instead_of_divided',
  'inverted_first_operand',
  'multiplied_numerator_and_denominator',
  'only_denominator_multiplied',
  'cross_multiplied',
  'common_denominator_kept_in_product',
  'fraction_digits_as_decimal',
  'unit_fraction_as_decimal',
  'fraction_bar_as_point',
  'decimal_as_unit_fraction',
  'decimal_point_dropped',
  'added_instead_of_subtracted',
  'added_instead_of_multiplied',
  'mixed_whole_dropped',
  'mixed_number_multiplied',
  'mixed_number_whole_added',
  'left_to_right',
  'sign_flipped',
  'reciprocal',
] as const;
const TERM_RULE_NAMES = ['numerator_not_scaled', 'denominator_not_scaled', 'added_to_numerator_and_denominator', 'numerator_scaled_wrong'];
const WHOLE_RULE_NAMES = ['left_to_right', 'sign_flipped', 'reciprocal'];

function stripGroups(node: Node): { inner: Node; groups: number } {
  let inner = node;
  let groups = 0;
  while (inner.t === 'group') {
    inner = inner.inner;
    groups++;
  }
  return { inner, groups };
}

/** A literal operand: one NUMBER without "%", inside any parentheses, without a unary minus. */
function literalOperand(node: Node): NumberNode | null {
  const { inner } = stripGroups(node);
  return inner.t === 'number' && !inner.percent ? inner : null;
}

/** "Its parts": whole part and fraction part (as written), or null. */
function partsOfOperand(node: Node): { w: bigint | null; f: Written | null } | null {
  const lit = literalOperand(node)?.literal;
  if (lit === undefined) return null;
  if (lit.form === 'mixed') return { w: BigInt(lit.w), f: { n: BigInt(lit.n), d: BigInt(lit.d) } };
  if (lit.form === 'integer') return { w: BigInt(lit.a), f: null };
  if (lit.form === 'fraction' && BigInt(lit.a) < BigInt(lit.b)) return { w: null, f: { n: BigInt(lit.a), d: BigInt(lit.b) } };
  return null;
}

/** "Its digits": D and p of a terminating DECIMAL or an INTEGER, or null. */
function digitsOfOperand(node: Node): { D: bigint; p: number } | null {
  const lit = literalOperand(node)?.literal;
  if (lit === undefined) return null;
  if (lit.form === 'integer') return { D: BigInt(lit.a), p: 0 };
  if (lit.form === 'decimal' && !lit.repeating) return { D: BigInt(lit.a + lit.f), p: lit.f.length };
  return null;
}

const ratio = (w: Written): Fraction => new Fraction(w.n, w.d);

/** A binary rule's buggy value at a node, or null where the rule does not apply there. */
function binaryRule(rule: string, node: BinaryNode): Fraction | null {
  const { n: a, d: b } = writtenForm(node.left);
  const { n: c, d } = writtenForm(node.right);
  const op = node.op;
  const isMixed = (x: Node): boolean => literalOperand(x)?.literal.form === 'mixed';
  const anyMixed = isMixed(node.left) || isMixed(node.right);
  const x = digitsOfOperand(node.left);
  const y = digitsOfOperand(node.right);
  const decimals = x !== null && y !== null && (x.p > 0 || y.p > 0);
  switch (rule) {
    case 'added_across':
      return op === '+' ? fractionOrNull(a + c, b + d) : null;
    case 'subtracted_across':
      return op === '-' ? fractionOrNull(a - c, b - d) : null;
    case 'whole_taken_from_numerator':
      return op === '-' && literalOperand(node.left)?.literal.form === 'integer' && d !== 1n ? fractionOrNull(a - c, d) : null;
    case 'negative_not_distributed': {
      if (op !== '-') return null;
      const { inner, groups } = stripGroups(node.right);
      if (groups < 1 || inner.t !== 'binary' || (inner.op !== '+' && inner.op !== '-')) return null;
      const l = evaluate(node.left);
      const yv = evaluate(inner.left);
      const z = evaluate(inner.right);
      return inner.op === '+' ? l.sub(yv).add(z) : l.sub(yv).sub(z);
    }
    case 'mixed_parts_subtracted_reversed': {
      const pl = partsOfOperand(node.left);
      const pr = partsOfOperand(node.right);
      if (op !== '-' || !anyMixed || pl === null || pr === null || pl.w === null || pr.f === null) return null;
      const lf = pl.f === null ? new Fraction(0n) : ratio(pl.f);
      const rf = ratio(pr.f);
      if (!(lf.sub(rf).n < 0n)) return null;
      return new Fraction(pl.w - (pr.w ?? 0n)).add(rf.sub(lf));
    }
    case 'mixed_parts_added_across': {
      const pl = partsOfOperand(node.left);
      const pr = partsOfOperand(node.right);
      if (op !== '+' || !anyMixed || pl === null || pr === null || pl.f === null || pr.f === null) return null;
      return new Fraction((pl.w ?? 0n) + (pr.w ?? 0n)).add(new Fraction(pl.f.n + pr.f.n, pl.f.d + pr.f.d));
    }
    case 'mixed_parts_multiplied_apart': {
      const pl = partsOfOperand(node.left);
      const pr = partsOfOperand(node.right);
      if (op !== '*' || node.of || !anyMixed || pl === null || pr === null) return null;
      const whole = pl.w !== null && pr.w !== null ? pl.w * pr.w : (pl.w ?? pr.w ?? 0n);
      const part =
        pl.f !== null && pr.f !== null
          ? ratio(pl.f).mul(ratio(pr.f))
          : pl.f !== null
            ? ratio(pl.f)
            : pr.f !== null
              ? ratio(pr.f)
              : new Fraction(0n);
      return new Fraction(whole).add(part);
    }
    case 'decimal_places_not_added':
      return op === '*' && !node.of && decimals ? new Fraction(x.D * y.D, pow10(Math.max(x.p, y.p))) : null;
    case 'decimal_aligned_right':
      return (op === '+' || op === '-') && decimals && x.p !== y.p
        ? new Fraction(op === '+' ? x.D + y.D : x.D - y.D, pow10(Math.max(x.p, y.p)))
        : null;
    case 'fraction_of_unit_only':
    case 'fraction_of_inverted': {
      if (op !== '*' || literalOperand(node.left)?.literal.form !== 'fraction' || a === 0n || a === 1n || b === 1n || d !== 1n) return null;
      return rule === 'fraction_of_unit_only' ? fractionOrNull(c, b) : fractionOrNull(c * b, a);
    }
    case 'percent_divided': {
      const { inner } = stripGroups(node.left);
      if (op !== '*' || inner.t !== 'number' || !inner.percent) return null;
      const n = literalValue(inner.literal);
      return n === null || n.isZero() ? null : evaluate(node.right).div(n);
    }
    case 'numerators_combined_denominators_multiplied':
      return op === '+' ? fractionOrNull(a + c, b * d) : op === '-' ? fractionOrNull(a - c, b * d) : null;
    case 'larger_denominator_kept':
      return op === '+' ? fractionOrNull(a + c, maxBig(b, d)) : op === '-' ? fractionOrNull(a - c, maxBig(b, d)) : null;
    case 'multiplied_instead_of_divided':
      return op === '/' ? fractionOrNull(a * c, b * d) : null;
    case 'inverted_first_operand':
      return op === '/' ? fractionOrNull(b * c, a * d) : null;
    case 'multiplied_numerator_and_denominator':
    case 'only_denominator_multiplied': {
      if (op !== '*' || (b === 1n) === (d === 1n)) return null;
      const [k, n, m] = b === 1n ? [a, c, d] : [c, a, b];
      return rule === 'multiplied_numerator_and_denominator' ? fractionOrNull(k * n, k * m) : fractionOrNull(n, k * m);
    }
    case 'cross_multiplied':
      return op === '*' ? fractionOrNull(a * d, b * c) : null;
    case 'common_denominator_kept_in_product':
      return op === '*' && b === d ? fractionOrNull(a * c, b) : null;
    case 'decimal_point_dropped': {
      if ((op !== '+' && op !== '-' && op !== '*') || node.of || !decimals) return null;
      return applyOp(op, evaluate(node.left), evaluate(node.right)).mul(new Fraction(pow10(op === '*' ? x.p + y.p : Math.max(x.p, y.p))));
    }
    case 'added_instead_of_subtracted':
      return op === '-' ? evaluate(node.left).add(evaluate(node.right)) : null;
    case 'added_instead_of_multiplied':
      return op === '*' ? evaluate(node.left).add(evaluate(node.right)) : null;
    default:
      return null;
  }
}

/** A NUMBER rule's buggy value at a NUMBER, or null. */
function numberRule(rule: string, node: NumberNode): Fraction | null {
  const lit = node.literal;
  if (rule === 'percent_as_whole') return node.percent ? literalValue(lit) : null;
  if (node.percent) return null;
  switch (rule) {
    case 'fraction_digits_as_decimal':
    case 'unit_fraction_as_decimal':
    case 'fraction_bar_as_point': {
      if (lit.form !== 'fraction') return null;
      const a = BigInt(lit.a);
      const b = BigInt(lit.b);
      if (rule === 'fraction_digits_as_decimal') return new Fraction(a * pow10(digitLength(b)) + b, pow10(digitLength(a) + digitLength(b)));
      if (rule === 'unit_fraction_as_decimal') return a === 1n ? new Fraction(b, pow10(digitLength(b))) : null;
      return new Fraction(a * pow10(digitLength(b)) + b, pow10(digitLength(b)));
    }
    case 'decimal_as_unit_fraction': {
      if (lit.form !== 'decimal' || lit.repeating) return null;
      const D = BigInt(lit.a + lit.f);
      return D > 0n && D < pow10(lit.f.length) ? new Fraction(1n, D) : null;
    }
    case 'mixed_whole_dropped':
    case 'mixed_number_multiplied':
    case 'mixed_number_whole_added': {
      if (lit.form !== 'mixed') return null;
      const [w, n, d] = [BigInt(lit.w), BigInt(lit.n), BigInt(lit.d)];
      if (rule === 'mixed_whole_dropped') return new Fraction(n, d);
      if (rule === 'mixed_number_multiplied') return w === 1n ? null : new Fraction(w * n, d);
      return new Fraction(w + n, d);
    }
    default:
      return null;
  }
}

/** A power rule's buggy value at a power, or null. */
function powerRule(rule: string, node: PowerNode): Fraction | null {
  const e = BigInt(node.e);
  switch (rule) {
    case 'power_multiplied':
      return evaluate(node.base).mul(new Fraction(e));
    case 'power_numerator_only': {
      const lit = literalOperand(node.base)?.literal;
      return lit !== undefined && lit.form === 'fraction' ? fractionOrNull(BigInt(lit.a) ** e, BigInt(lit.b)) : null;
    }
    case 'decimal_places_not_added': {
      const digits = digitsOfOperand(node.base);
      return digits !== null && digits.p > 0 ? new Fraction(digits.D ** e, pow10(digits.p)) : null;
    }
    default:
      return null;
  }
}

/** A term rule on a compared number a/b (INTEGER or FRACTION) and the student's FRACTION a'/m. */
function termRule(rule: string, compared: Node, stated: Node): boolean {
  const c = literalOperand(compared);
  const s = literalOperand(stated);
  if (c === null || s === null || (c.literal.form !== 'integer' && c.literal.form !== 'fraction') || s.literal.form !== 'fraction')
    return false;
  const { n: a, d: b } = writtenForm(c);
  const { n: a2, d: m } = writtenForm(s);
  switch (rule) {
    case 'numerator_not_scaled':
      return a2 === a && m !== b;
    case 'denominator_not_scaled':
      return b !== 1n && m === b && a2 !== a;
    case 'added_to_numerator_and_denominator':
      return b !== 1n && a2 - a === m - b && a2 !== a;
    case 'numerator_scaled_wrong':
      return b !== 1n && m > b && m % b === 0n && a2 !== a && a2 !== a * (m / b) && a2 - a !== m - b;
    default:
      return false;
  }
}

function collect(node: Node, into: Node[]): void {
  into.push(node);
  switch (node.t) {
    case 'negate':
      collect(node.operand, into);
      return;
    case 'group':
      collect(node.inner, into);
      return;
    case 'power':
      collect(node.base, into);
      return;
    case 'binary':
      collect(node.left, into);
      collect(node.right, into);
      return;
    default:
  }
}

/** Whether evaluating `tree` with one node's value changed gives exactly `stated`. */
function buggyGives(tree: Node, node: Node, value: Fraction | null, stated: Fraction): boolean {
  if (value === null) return false;
  try {
    return evaluate(tree, { node, value }).equals(stated);
  } catch (stop) {
    if (stop instanceof EvaluationStop) return false;
    throw stop;
  }
}

/** Every site rule at every site of `tree` with its buggy value there (computing a rule's value may stop: no value). */
function siteCandidates(tree: Node): Array<{ rule: string; node: Node; position: number; value: Fraction | null }> {
  const nodes: Node[] = [];
  collect(tree, nodes);
  const candidates: Array<{ rule: string; node: Node; position: number; value: Fraction | null }> = [];
  for (const rule of RULE_ORDER) {
    if (TERM_RULE_NAMES.includes(rule) || WHOLE_RULE_NAMES.includes(rule)) continue;
    const ofRule: Array<{ rule: string; node: Node; position: number; value: Fraction | null }> = [];
    for (const node of nodes) {
      let value: Fraction | null = null;
      try {
        if (node.t === 'binary') value = binaryRule(rule, node);
        else if (node.t === 'number') value = numberRule(rule, node);
        else if (node.t === 'power') value = powerRule(rule, node);
        else continue;
      } catch (stop) {
        if (!(stop instanceof EvaluationStop)) throw stop;
      }
      if (value !== null) ofRule.push({ rule, node, position: node.pos, value });
    }
    ofRule.sort((x, y) => x.position - y.position);
    candidates.push(...ofRule);
  }
  return candidates;
}

const rankOf = (m: MisconceptionMatch): number => (RULE_ORDER as readonly string[]).indexOf(m.rule);
const byOrder = (x: MisconceptionMatch, y: MisconceptionMatch): number => rankOf(x) - rankOf(y) || (x.position ?? -1) - (y.position ?? -1);

/**
 * The matches of `tree` (P, or a located operand of it) reaching `stated`: the site rules, the
 * whole-expression rules when `whole`, the term rules on `termPair` when given. In the contract's order.
 */
function matchesOf(tree: Node, stated: Fraction, whole: boolean, termPair: { compared: Node; stated: Node } | null): MisconceptionMatch[] {
  const matches: MisconceptionMatch[] = [];
  for (const candidate of siteCandidates(tree)) {
    if (buggyGives(tree, candidate.node, candidate.value, stated)) matches.push({ rule: candidate.rule, position: candidate.position });
  }
  if (termPair !== null) {
    for (const rule of TERM_RULE_NAMES)
      if (termRule(rule, termPair.compared, termPair.stated)) matches.push({ rule, position: stripGroups(termPair.compared).inner.pos });
  }
  if (whole) {
    const value = evaluate(tree);
    try {
      if (evaluateLeftToRight(tree).equals(stated)) matches.push({ rule: 'left_to_right', position: null });
    } catch (stop) {
      if (!(stop instanceof EvaluationStop)) throw stop;
    }
    if (value.neg().equals(stated)) matches.push({ rule: 'sign_flipped', position: null });
    if (!value.isZero() && new Fraction(1n).div(value).equals(stated)) matches.push({ rule: 'reciprocal', position: null });
  }
  return matches.sort(byOrder);
}

/** A node without its parentheses: its own text's span. */
const ownSpan = (node: Node): { from: number; to: number } => {
  const { inner } = stripGroups(node);
  return { from: inner.from, to: inner.to };
};

/** The contract's alignment: the located operand pairs, or null when S is not aligned with P. */
function align(p: Node, s: Node): Array<{ compared: Node; stated: Node }> | null {
  const bare = (n: Node): Node => stripGroups(n).inner;
  const oneNumber = (n: Node): boolean => {
    let x = bare(n);
    while (x.t === 'negate') x = bare(x.operand);
    return x.t === 'number';
  };
  // 1.3.0: L − (y − z) and the student's L − y − z (L, y, z equal in value) are not one operation: that line is negative_not_distributed's.
  const droppedBrackets = (x: Node, y: Node): boolean => {
    if (x.t !== 'binary' || x.op !== '-' || x.right.t !== 'group') return false;
    const inner = bare(x.right);
    if (inner.t !== 'binary' || inner.op !== '-' || y.t !== 'binary' || y.op !== '-') return false;
    const head = bare(y.left);
    if (head.t !== 'binary' || head.op !== '-') return false;
    return (
      evaluate(x.left).equals(evaluate(head.left)) &&
      evaluate(inner.left).equals(evaluate(head.right)) &&
      evaluate(inner.right).equals(evaluate(y.right))
    );
  };
  const same = (x: Node, y: Node): boolean =>
    ((x.t === 'binary' && y.t === 'binary' && x.op === y.op) ||
      (x.t === 'negate' && y.t === 'negate') ||
      (x.t === 'power' && y.t === 'power' && x.e === y.e)) &&
    !droppedBrackets(x, y);
  if (oneNumber(s) || !same(bare(p), bare(s))) return null;
  const pairs: Array<{ compared: Node; stated: Node }> = [];
  const walk = (x0: Node, y0: Node): void => {
    const x = bare(x0);
    const y = bare(y0);
    if (same(x, y)) {
      if (x.t === 'binary' && y.t === 'binary') {
        walk(x.left, y.left);
        walk(x.right, y.right);
      } else if (x.t === 'negate' && y.t === 'negate') walk(x.operand, y.operand);
      else if (x.t === 'power' && y.t === 'power') walk(x.base, y.base);
      return;
    }
    if (!evaluate(x).equals(evaluate(y))) pairs.push({ compared: x0, stated: y0 });
  };
  walk(p, s);
  return pairs;
}

export interface TermError {
  position: number;
  stated: string;
  expected: string;
  compared_position: number;
  compared: string;
}

/** A searched step's misconceptions and, when aligned, its term errors. */
function diagnose(
  cps: string[],
  compared: Node,
  stated: Node,
  statedValue: Fraction,
): { misconceptions: MisconceptionMatch[]; termErrors: TermError[] | null } {
  const pairs = align(compared, stated);
  if (pairs === null) {
    const p = stripGroups(compared).inner;
    const s = stripGroups(stated).inner;
    return {
      misconceptions: matchesOf(
        compared,
        statedValue,
        true,
        p.t === 'number' && s.t === 'number' ? { compared: p, stated: s } : null,
      ).slice(0, MAX_MISCONCEPTIONS),
      termErrors: null,
    };
  }
  const all: MisconceptionMatch[] = [];
  const termErrors: TermError[] = [];
  for (const pair of pairs) {
    const target = evaluate(pair.stated);
    all.push(...matchesOf(pair.compared, target, false, pair));
    const s = ownSpan(pair.stated);
    const c = ownSpan(pair.compared);
    const value = evaluate(pair.compared);
    const lit = literalOperand(pair.stated);
    let expected = value.toString();
    if (lit !== null && lit.literal.form === 'fraction') {
      const m = BigInt(lit.literal.b);
      const scaled = value.mul(new Fraction(m));
      if (scaled.d === 1n) expected = `${scaled.n}/${m}`;
    }
    termErrors.push({
      position: s.from,
      stated: cps.slice(s.from, s.to).join(''),
      expected,
      compared_position: c.from,
      compared: cps.slice(c.from, c.to).join(''),
    });
  }
  return { misconceptions: all.sort(byOrder).slice(0, MAX_MISCONCEPTIONS), termErrors };
}

/**
 * For input generators (./working-arbitraries.ts): every site misconception rule at every site of
 * one expression `text` (a part on its own, so positions are offsets into `text`), and the
 * whole-expression rules, with the value the buggy evaluation gives where it gives one (no zero
 * divisor, nothing over 200 digits). Empty when the text has a fault or no value. Not part of the
 * contract's answer.
 */
export function misconceptionValues(text: string): Array<{ rule: string; position: number | null; value: string }> {
  const chars = Array.from(text);
  let tree: Node;
  let value: Fraction;
  try {
    tree = parse(lex(chars, 0, chars.length), chars.length);
    value = evaluate(tree);
  } catch {
    return [];
  }
  const found: Array<{ rule: string; position: number | null; value: string }> = [];
  const tryValue = (rule: string, position: number | null, compute: () => Fraction | null): void => {
    try {
      const result = compute();
      if (result !== null) found.push({ rule, position, value: result.toString() });
    } catch (stop) {
      if (!(stop instanceof EvaluationStop)) throw stop;
    }
  };
  for (const candidate of siteCandidates(tree)) {
    tryValue(candidate.rule, candidate.position, () =>
      candidate.value === null ? null : evaluate(tree, { node: candidate.node, value: candidate.value }),
    );
  }
  tryValue('left_to_right', null, () => evaluateLeftToRight(tree));
  tryValue('sign_flipped', null, () => value.neg());
  tryValue('reciprocal', null, () => (value.isZero() ? null : new Fraction(1n).div(value)));
  return found;
}

// ---------------------------------------------------------------------------------------------
// Final form

type FinalForm = 'any' | 'lowest_terms' | 'improper' | 'mixed' | 'decimal';

/** Whether n/d (d > 0) has a finite decimal expansion: d reduced has no prime factor but 2 and 5. */
function terminates(n: bigint, d: bigint): boolean {
  let rest = d / gcdBig(n < 0n ? -n : n, d);
  while (rest % 2n === 0n) rest /= 2n;
  while (rest % 5n === 0n) rest /= 5n;
  return rest === 1n;
}

function finalFormHolds(form: Exclude<FinalForm, 'any'>, tokens: Token[]): boolean {
  let negative = false;
  let rest = tokens;
  if (rest.length === 2 && rest[0]!.kind === 'operator' && rest[0]!.op === '-') {
    negative = true;
    rest = rest.slice(1);
  }
  if (rest.length !== 1 || rest[0]!.kind !== 'number') return false;
  const lit = rest[0]!.literal;
  if (form === 'decimal') {
    // 1.2.0: an INTEGER or a non-repeating DECIMAL, not -0; a value that never ends as lowest_terms writes it.
    switch (lit.form) {
      case 'integer':
        return !(negative && BigInt(lit.a) === 0n);
      case 'decimal':
        return !lit.repeating && !(negative && /^0*$/.test(lit.a + lit.f));
      case 'fraction':
        return BigInt(lit.b) >= 2n && !terminates(BigInt(lit.a), BigInt(lit.b)) && finalFormHolds('lowest_terms', tokens);
      case 'mixed':
        return !terminates(BigInt(lit.w) * BigInt(lit.d) + BigInt(lit.n), BigInt(lit.d)) && finalFormHolds('lowest_terms', tokens);
    }
  }
  switch (lit.form) {
    case 'decimal':
      return false;
    case 'integer':
      return !(negative && BigInt(lit.a) === 0n);
    case 'fraction': {
      const n = BigInt(lit.a);
      const d = BigInt(lit.b);
      const lowest = d >= 2n && gcdBig(n, d) === 1n;
      return form === 'mixed' ? lowest && n < d : lowest;
    }
    case 'mixed':
      return form !== 'improper' && BigInt(lit.n) < BigInt(lit.d) && gcdBig(BigInt(lit.n), BigInt(lit.d)) === 1n;
  }
}

// ---------------------------------------------------------------------------------------------
// The tool

interface ParsedStep {
  text: string;
  line: number;
  position: number;
  tree: Node;
  tokens: Token[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function run(input: unknown): WorkingOutput {
  if (!isPlainObject(input)) throw invalid('not_an_object', 'the input must be a JSON object');
  for (const key of Object.keys(input)) {
    if (key !== 'working' && key !== 'answer' && key !== 'final_form')
      throw invalid('unknown_field', `unknown field "${key.slice(0, 40)}"`);
  }
  if (!Object.hasOwn(input, 'working')) throw invalid('missing_field', 'the field "working" is required');
  const working = input.working;
  if (typeof working !== 'string') throw invalid('wrong_type', '"working" must be a string');
  const hasAnswer = Object.hasOwn(input, 'answer');
  const answer = hasAnswer ? input.answer : null;
  if (answer !== null && typeof answer !== 'string') throw invalid('wrong_type', '"answer" must be a string or null');
  const hasForm = Object.hasOwn(input, 'final_form');
  const finalForm = hasForm ? input.final_form : 'any';
  if (typeof finalForm !== 'string') throw invalid('wrong_type', '"final_form" must be a string');

  if (utf8Bytes(working) > MAX_WORKING_BYTES) throw overLimit('working_too_long', 'the working is longer than 8192 bytes');
  const cps = Array.from(working);
  const lone = cps.findIndex(isLoneSurrogate);
  if (lone >= 0) throw invalid('lone_surrogate', `lone surrogate at ${lone}`, lone);

  let answerValue: Fraction | null = null;
  if (answer !== null) {
    const decimal = DECIMAL_ANSWER_PATTERN.exec(answer);
    if (decimal !== null) {
      // 1.2.0: a decimal answer, its digits over its power of ten.
      const digits = (decimal[2]! + decimal[3]!).replace(/^0+(?=\d)/, '');
      if (digits.length > 200 || decimal[3]!.length + 1 > 200) throw overLimit('answer_too_long', 'the answer has more than 200 digits');
      answerValue = new Fraction(BigInt(decimal[1]! + digits), 10n ** BigInt(decimal[3]!.length));
    } else {
      if (!RATIONAL_PATTERN.test(answer)) throw invalid('bad_answer', '"answer" must be a rational such as -7/2');
      const [num, den] = answer.replace(/^-/, '').split('/');
      if (num!.length > MAX_VALUE_DIGITS || (den !== undefined && den.length > MAX_VALUE_DIGITS)) {
        throw overLimit('answer_too_long', 'the answer has more than 200 digits in its numerator or denominator');
      }
      const [sn, sd] = answer.split('/');
      answerValue = new Fraction(BigInt(sn!), BigInt(sd ?? '1'));
    }
  }
  if (finalForm !== 'any' && finalForm !== 'lowest_terms' && finalForm !== 'improper' && finalForm !== 'mixed' && finalForm !== 'decimal') {
    throw invalid('bad_final_form', '"final_form" must be any, lowest_terms, improper, mixed or decimal');
  }

  const parts = splitParts(cps);
  if (parts.length === 0) throw invalid('empty_working', 'the working is empty');
  if (parts.length > MAX_STEPS) throw overLimit('too_many_steps', 'the working has more than 100 steps');

  const steps: ParsedStep[] = parts.map((part) => {
    if (part.leadingEqualsFault !== null) {
      throw invalid('syntax_error', `the working cannot start with "=" (at ${part.leadingEqualsFault})`, part.leadingEqualsFault);
    }
    let textFrom = part.from;
    while (textFrom < part.to && isSpace(cps[textFrom])) textFrom++;
    let textTo = part.to;
    while (textTo > textFrom && isSpace(cps[textTo - 1])) textTo--;
    if (textFrom === textTo) throw invalid('syntax_error', `empty step at ${part.endPosition}`, part.endPosition);
    const tokens = lex(cps, part.from, part.to);
    if (tokens.length > MAX_TOKENS) throw overLimit('too_many_tokens', 'a step has more than 128 tokens');
    const tree = parse(tokens, part.endPosition);
    return { text: cps.slice(textFrom, textTo).join(''), line: part.line, position: textFrom, tree, tokens };
  });

  // Evaluation: a zero divisor marks its step; an over-large value stops the whole request.
  const values: Array<Fraction | null> = [];
  const divisionPositions: Array<number | null> = [];
  for (const step of steps) {
    try {
      values.push(evaluate(step.tree));
      divisionPositions.push(null);
    } catch (stop) {
      if (!(stop instanceof EvaluationStop)) throw stop;
      if (stop.kind === 'too_large') {
        throw overLimit('value_too_large', `a value has more than 200 digits at ${stop.position}`, stop.position);
      }
      values.push(null);
      divisionPositions.push(stop.position);
    }
  }

  const startValue = values[0]!;
  let notEqualSeen = 0;
  const out: WorkingStep[] = steps.map((step, index) => {
    const value = values[index]!;
    let status: WorkingStep['status'];
    let difference: string | null = null;
    let misconceptions: MisconceptionMatch[] | null = null;
    let termErrors: TermError[] | null = null;
    if (value === null) {
      status = 'division_by_zero';
    } else if (index === 0) {
      status = 'start';
    } else {
      let compared = -1;
      for (let j = index - 1; j >= 0; j--)
        if (values[j] !== null) {
          compared = j;
          break;
        }
      if (compared < 0) {
        status = 'unchecked';
      } else if (values[compared]!.equals(value)) {
        status = 'equal';
      } else {
        status = 'not_equal';
        difference = value.sub(values[compared]!).toString();
        notEqualSeen++;
        if (notEqualSeen <= MAX_MISCONCEPTION_STEPS)
          ({ misconceptions, termErrors } = diagnose(cps, steps[compared]!.tree, step.tree, value));
      }
    }
    const result: WorkingStep = {
      text: step.text,
      line: step.line,
      position: step.position,
      value: value === null ? null : value.toString(),
      status,
      equals_start: value === null || startValue === null ? null : value.equals(startValue),
      difference,
      division_position: divisionPositions[index]!,
      misconceptions,
    };
    if (termErrors !== null) result.term_errors = termErrors;
    const notes: NonNullable<WorkingStep['notes']> = [];
    for (let k = step.position; k < step.position + [...step.text].length; k++)
      if (isLetterForTimes(cps, k)) notes.push({ note: 'letter_as_times', position: k });
    if (notes.length > 0) result.notes = notes;
    return result;
  });

  const finalValue = values[values.length - 1]!;
  const answerMatches = answerValue === null || finalValue === null ? null : answerValue.equals(finalValue);
  const finalFormOk = finalForm === 'any' ? null : finalFormHolds(finalForm, steps[steps.length - 1]!.tokens);
  const firstError = out.findIndex((s) => s.status === 'not_equal' || s.status === 'division_by_zero');
  let reason: WorkingOutput['reason'] = null;
  if (firstError >= 0) reason = out[firstError]!.status === 'not_equal' ? 'step_mismatch' : 'division_by_zero';
  else if (answerValue !== null && answerMatches !== true) reason = 'answer_mismatch';
  else if (finalFormOk === false) reason = 'final_form';

  return {
    valid: reason === null,
    reason,
    first_error_index: firstError >= 0 ? firstError : null,
    start_value: startValue === null ? null : startValue.toString(),
    final_value: finalValue === null ? null : finalValue.toString(),
    answer_matches: answerMatches,
    final_form_ok: finalFormOk,
    steps: out,
    reference_version: WORKING_REFERENCE_VERSION,
  };
}

/** The contract's answer for any JSON value: the output object or an error envelope. */
export function referenceWorkingCheck(input: unknown): WorkingOutput | WorkingErrorEnvelope {
  try {
    return run(input);
  } catch (thrown) {
    if (thrown instanceof Fault) return thrown.envelope();
    throw thrown;
  }
}
