/**
 * An independent reference implementation of the `rational-working-check` contract
 * (contracts/rational-working-check.json, version 1.0.0), for differential tests of the engine.
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

  add(o: Fraction): Fraction { return new Fraction(this.n * o.d + o.n * this.d, this.d * o.d); }
  sub(o: Fraction): Fraction { return new Fraction(this.n * o.d - o.n * this.d, this.d * o.d); }
  mul(o: Fraction): Fraction { return new Fraction(this.n * o.n, this.d * o.d); }
  /** this / o; o must not be 0. */
  div(o: Fraction): Fraction { return new Fraction(this.n * o.d, this.d * o.n); }
  neg(): Fraction { return new Fraction(-this.n, this.d); }
  isZero(): boolean { return this.n === 0n; }
  equals(o: Fraction): boolean { return this.n === o.n && this.d === o.d; }
  /** The larger digit count of numerator (without sign) and denominator. */
  digits(): number { return Math.max(absBig(this.n).toString().length, this.d.toString().length); }
  toString(): string { return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`; }
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

export interface MisconceptionMatch { rule: string; position: number | null }

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
    line.chars.forEach((c, k) => { if (c === '=') equals.push(line.start + k); });
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
  | { form: 'decimal'; a: string; f: string };

type Operator = '+' | '-' | '*' | '/';

type Token =
  | { kind: 'number'; pos: number; literal: NumberLiteral }
  | { kind: 'operator'; pos: number; op: Operator }
  | { kind: '(' | ')'; pos: number };

const OPERATOR_SYMBOLS: Readonly<Record<string, Operator>> = {
  '+': '+',
  '-': '-', '\u2212': '-', '\u2013': '-',
  '*': '*', '\u00d7': '*', '\u00b7': '*', '\u22c5': '*',
  '/': '/', '\u00f7': '/', ':': '/',
};

const integerIsBad = (digits: string): boolean => !INTEGER_PATTERN.test(digits);

/**
 * The tokens of one part, read left to right; the first lexical fault in text order is thrown.
 * `chars` are the working's code points, the part is [from, to).
 */
function lex(chars: string[], from: number, to: number): Token[] {
  const tokens: Token[] = [];
  const at = (i: number): string | undefined => (i < to ? chars[i] : undefined);
  const digitRun = (i: number): number => { let j = i; while (isDigit(at(j))) j++; return j; };
  const text = (i: number, j: number): string => chars.slice(i, j).join('');
  let i = from;
  while (i < to) {
    const c = at(i)!;
    if (isSpace(c)) { i++; continue; }
    if (c === '(' || c === ')') { tokens.push({ kind: c, pos: i }); i++; continue; }
    const op = OPERATOR_SYMBOLS[c];
    if (op !== undefined) { tokens.push({ kind: 'operator', pos: i, op }); i++; continue; }
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
      if (a.length + f.length > MAX_LITERAL_DIGITS) throw overLimit('literal_too_long', `number at ${start} has more than 40 digits`, start);
      tokens.push({ kind: 'number', pos: start, literal: { form: 'decimal', a, f } });
      i = fEnd;
      continue;
    }
    // FRACTION: INTEGER "/" INTEGER, no whitespace.
    if (at(aEnd) === '/' && isDigit(at(aEnd + 1))) {
      const bStart = aEnd + 1;
      const bEnd = digitRun(bStart);
      const b = text(bStart, bEnd);
      if (integerIsBad(a)) throw invalid('bad_number', `malformed number at ${start}`, start);
      if (integerIsBad(b)) throw invalid('bad_number', `malformed number at ${bStart}`, bStart);
      if (a.length + b.length > MAX_LITERAL_DIGITS) throw overLimit('literal_too_long', `number at ${start} has more than 40 digits`, start);
      tokens.push({ kind: 'number', pos: start, literal: { form: 'fraction', a, b, slash: aEnd } });
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
        if (!(w >= 1n && nv > 0n && nv < dv)) throw invalid('bad_mixed_number', `malformed mixed number at ${start}`, start);
        if (a.length + n.length + d.length > MAX_LITERAL_DIGITS) throw overLimit('literal_too_long', `number at ${start} has more than 40 digits`, start);
        tokens.push({ kind: 'number', pos: start, literal: { form: 'mixed', w: a, n, d } });
        i = dEnd;
        continue;
      }
    }
    // INTEGER.
    if (integerIsBad(a)) throw invalid('bad_number', `malformed number at ${start}`, start);
    if (a.length > MAX_LITERAL_DIGITS) throw overLimit('literal_too_long', `number at ${start} has more than 40 digits`, start);
    tokens.push({ kind: 'number', pos: start, literal: { form: 'integer', a } });
    i = aEnd;
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Trees

type Node =
  | { t: 'number'; pos: number; literal: NumberLiteral }
  | { t: 'negate'; pos: number; operand: Node }
  | { t: 'group'; pos: number; inner: Node }
  | { t: 'binary'; pos: number; op: Operator; left: Node; right: Node };

/** Recursive descent over one part's tokens; `endPosition` is where an early end is reported. */
function parse(tokens: Token[], endPosition: number): Node {
  let k = 0;
  let depth = 0;
  const peek = (): Token | undefined => tokens[k];
  const failAt = (token: Token | undefined): never => {
    const position = token === undefined ? endPosition : token.pos;
    throw invalid('syntax_error', token === undefined ? `the expression ends too early at ${position}` : `unexpected token at ${position}`, position);
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
      left = { t: 'binary', pos: token.pos, op: token.op, left, right };
    }
    return left;
  }
  function term(): Node {
    let left = unary();
    for (let token = peek(); isOp(token, '*', '/'); token = peek()) {
      k++;
      const right = unary();
      left = { t: 'binary', pos: token.pos, op: token.op, left, right };
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
      return { t: 'negate', pos: token.pos, operand };
    }
    return primary();
  }
  function primary(): Node {
    const token = peek();
    if (token !== undefined && token.kind === 'number') {
      k++;
      return { t: 'number', pos: token.pos, literal: token.literal };
    }
    if (token !== undefined && token.kind === '(') {
      deeper(token);
      k++;
      const inner = expr();
      const close = peek();
      if (close === undefined || close.kind !== ')') return failAt(close);
      k++;
      depth--;
      return { t: 'group', pos: token.pos, inner };
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
  constructor(readonly kind: 'division_by_zero' | 'too_large', readonly position: number) {}
}

function literalValue(literal: NumberLiteral): Fraction | null {
  switch (literal.form) {
    case 'integer': return new Fraction(BigInt(literal.a));
    case 'fraction': return BigInt(literal.b) === 0n ? null : new Fraction(BigInt(literal.a), BigInt(literal.b));
    case 'mixed': {
      const d = BigInt(literal.d);
      return new Fraction(BigInt(literal.w) * d + BigInt(literal.n), d);
    }
    case 'decimal': {
      const scale = 10n ** BigInt(literal.f.length);
      return new Fraction(BigInt(literal.a) * scale + BigInt(literal.f), scale);
    }
  }
}

function applyOp(op: Operator, l: Fraction, r: Fraction): Fraction {
  switch (op) {
    case '+': return l.add(r);
    case '-': return l.sub(r);
    case '*': return l.mul(r);
    case '/': return l.div(r);
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
      const value = literalValue(node.literal);
      if (value === null) throw new EvaluationStop('division_by_zero', node.literal.form === 'fraction' ? node.literal.slash : node.pos);
      return checkSize(value, node.pos);
    }
    case 'negate': return checkSize(evaluate(node.operand, change).neg(), node.pos);
    case 'group': return evaluate(node.inner, change);
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
    case 'number': return evaluate(node);
    case 'negate': return checkSize(evaluateLeftToRight(node.operand).neg(), node.pos);
    case 'group': return evaluateLeftToRight(node.inner);
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
interface Written { n: bigint; d: bigint }

function writtenForm(node: Node): Written {
  switch (node.t) {
    case 'number': {
      const lit = node.literal;
      if (lit.form === 'integer') return { n: BigInt(lit.a), d: 1n };
      if (lit.form === 'fraction') return { n: BigInt(lit.a), d: BigInt(lit.b) };
      if (lit.form === 'mixed') return { n: BigInt(lit.w) * BigInt(lit.d) + BigInt(lit.n), d: BigInt(lit.d) };
      const value = literalValue(lit)!;
      return { n: value.n, d: value.d };
    }
    case 'negate': {
      const w = writtenForm(node.operand);
      return { n: -w.n, d: w.d };
    }
    case 'group': return writtenForm(node.inner);
    case 'binary': {
      const value = evaluate(node);
      return { n: value.n, d: value.d };
    }
  }
}

const fractionOrNull = (n: bigint, d: bigint): Fraction | null => (d === 0n ? null : new Fraction(n, d));
const maxBig = (x: bigint, y: bigint): bigint => (x > y ? x : y);

type BinaryNode = Node & { t: 'binary' };
type MixedSite = Node & { t: 'number' };

/** A rule at a binary node: the node's buggy value, or null where the rule does not apply. */
type BinaryRule = (node: BinaryNode, a: bigint, b: bigint, c: bigint, d: bigint) => Fraction | null;

/** At a * node where exactly one of b, d is 1: k (that operand's numerator) and n/m (the other's). */
function integerFactorSite(b: bigint, d: bigint, a: bigint, c: bigint): { k: bigint; n: bigint; m: bigint } | null {
  if ((b === 1n) === (d === 1n)) return null;
  return b === 1n ? { k: a, n: c, m: d } : { k: c, n: a, m: b };
}

function stripGroups(node: Node): { inner: Node; groups: number } {
  let inner = node;
  let groups = 0;
  while (inner.t === 'group') { inner = inner.inner; groups++; }
  return { inner, groups };
}

const BINARY_RULES: ReadonlyArray<[string, BinaryRule]> = [
  ['added_across', (node, a, b, c, d) => (node.op === '+' ? fractionOrNull(a + c, b + d) : null)],
  ['subtracted_across', (node, a, b, c, d) => (node.op === '-' ? fractionOrNull(a - c, b - d) : null)],
  ['numerators_combined_denominators_multiplied', (node, a, b, c, d) =>
    node.op === '+' ? fractionOrNull(a + c, b * d) : node.op === '-' ? fractionOrNull(a - c, b * d) : null],
  ['larger_denominator_kept', (node, a, b, c, d) =>
    node.op === '+' ? fractionOrNull(a + c, maxBig(b, d)) : node.op === '-' ? fractionOrNull(a - c, maxBig(b, d)) : null],
  ['multiplied_instead_of_divided', (node, a, b, c, d) => (node.op === '/' ? fractionOrNull(a * c, b * d) : null)],
  ['inverted_first_operand', (node, a, b, c, d) => (node.op === '/' ? fractionOrNull(b * c, a * d) : null)],
  ['cross_multiplied', (node, a, b, c, d) => (node.op === '*' ? fractionOrNull(a * d, b * c) : null)],
  ['multiplied_numerator_and_denominator', (node, a, b, c, d) => {
    if (node.op !== '*') return null;
    const site = integerFactorSite(b, d, a, c);
    return site === null ? null : fractionOrNull(site.k * site.n, site.k * site.m);
  }],
  ['only_denominator_multiplied', (node, a, b, c, d) => {
    if (node.op !== '*') return null;
    const site = integerFactorSite(b, d, a, c);
    return site === null ? null : fractionOrNull(site.n, site.k * site.m);
  }],
  ['common_denominator_kept_in_product', (node, a, b, c, d) => (node.op === '*' && b === d ? fractionOrNull(a * c, b) : null)],
  ['negative_not_distributed', (node) => {
    if (node.op !== '-') return null;
    const { inner, groups } = stripGroups(node.right);
    if (groups < 1 || inner.t !== 'binary' || (inner.op !== '+' && inner.op !== '-')) return null;
    const l = evaluate(node.left);
    const y = evaluate(inner.left);
    const z = evaluate(inner.right);
    return inner.op === '+' ? l.sub(y).add(z) : l.sub(y).sub(z);
  }],
];

type MixedRule = (w: bigint, n: bigint, d: bigint) => Fraction | null;

const MIXED_RULES: ReadonlyArray<[string, MixedRule]> = [
  ['mixed_number_multiplied', (w, n, d) => fractionOrNull(w * n, d)],
  ['mixed_number_whole_added', (w, n, d) => fractionOrNull(w + n, d)],
];

function collect(node: Node, binaries: BinaryNode[], mixeds: MixedSite[]): void {
  switch (node.t) {
    case 'number': if (node.literal.form === 'mixed') mixeds.push(node); return;
    case 'negate': collect(node.operand, binaries, mixeds); return;
    case 'group': collect(node.inner, binaries, mixeds); return;
    case 'binary':
      binaries.push(node);
      collect(node.left, binaries, mixeds);
      collect(node.right, binaries, mixeds);
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

function misconceptionsOf(tree: Node, value: Fraction, stated: Fraction): MisconceptionMatch[] {
  const binaries: BinaryNode[] = [];
  const mixeds: MixedSite[] = [];
  collect(tree, binaries, mixeds);
  binaries.sort((x, y) => x.pos - y.pos);
  mixeds.sort((x, y) => x.pos - y.pos);
  const matches: MisconceptionMatch[] = [];
  for (const [rule, buggy] of BINARY_RULES) {
    for (const node of binaries) {
      const l = writtenForm(node.left);
      const r = writtenForm(node.right);
      if (buggyGives(tree, node, buggy(node, l.n, l.d, r.n, r.d), stated)) matches.push({ rule, position: node.pos });
    }
  }
  for (const [rule, buggy] of MIXED_RULES) {
    for (const node of mixeds) {
      const lit = node.literal as NumberLiteral & { form: 'mixed' };
      if (buggyGives(tree, node, buggy(BigInt(lit.w), BigInt(lit.n), BigInt(lit.d)), stated)) matches.push({ rule, position: node.pos });
    }
  }
  try {
    if (evaluateLeftToRight(tree).equals(stated)) matches.push({ rule: 'left_to_right', position: null });
  } catch (stop) {
    if (!(stop instanceof EvaluationStop)) throw stop;
  }
  if (value.neg().equals(stated)) matches.push({ rule: 'sign_flipped', position: null });
  if (!value.isZero() && new Fraction(1n).div(value).equals(stated)) matches.push({ rule: 'reciprocal', position: null });
  return matches.slice(0, MAX_MISCONCEPTIONS);
}

/**
 * For input generators (./working-arbitraries.ts): every misconception rule at every site of one
 * expression `text` (a part on its own, so positions are offsets into `text`), with the value the
 * buggy evaluation gives where it gives one (no zero divisor, nothing over 200 digits). Empty
 * when the text has a fault or no value. Not part of the contract's answer.
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
  const binaries: BinaryNode[] = [];
  const mixeds: MixedSite[] = [];
  collect(tree, binaries, mixeds);
  binaries.sort((x, y) => x.pos - y.pos);
  mixeds.sort((x, y) => x.pos - y.pos);
  for (const [rule, buggy] of BINARY_RULES) {
    for (const node of binaries) {
      const l = writtenForm(node.left);
      const r = writtenForm(node.right);
      tryValue(rule, node.pos, () => {
        const changed = buggy(node, l.n, l.d, r.n, r.d);
        return changed === null ? null : evaluate(tree, { node, value: changed });
      });
    }
  }
  for (const [rule, buggy] of MIXED_RULES) {
    for (const node of mixeds) {
      const lit = node.literal as NumberLiteral & { form: 'mixed' };
      tryValue(rule, node.pos, () => {
        const changed = buggy(BigInt(lit.w), BigInt(lit.n), BigInt(lit.d));
        return changed === null ? null : evaluate(tree, { node, value: changed });
      });
    }
  }
  tryValue('left_to_right', null, () => evaluateLeftToRight(tree));
  tryValue('sign_flipped', null, () => value.neg());
  tryValue('reciprocal', null, () => (value.isZero() ? null : new Fraction(1n).div(value)));
  return found;
}

// ---------------------------------------------------------------------------------------------
// Final form

type FinalForm = 'any' | 'lowest_terms' | 'improper' | 'mixed';

function finalFormHolds(form: Exclude<FinalForm, 'any'>, tokens: Token[]): boolean {
  let negative = false;
  let rest = tokens;
  if (rest.length === 2 && rest[0]!.kind === 'operator' && rest[0]!.op === '-') {
    negative = true;
    rest = rest.slice(1);
  }
  if (rest.length !== 1 || rest[0]!.kind !== 'number') return false;
  const lit = rest[0]!.literal;
  switch (lit.form) {
    case 'decimal': return false;
    case 'integer': return !(negative && BigInt(lit.a) === 0n);
    case 'fraction': {
      const n = BigInt(lit.a);
      const d = BigInt(lit.b);
      const lowest = d >= 2n && gcdBig(n, d) === 1n;
      return form === 'mixed' ? lowest && n < d : lowest;
    }
    case 'mixed': return form !== 'improper' && gcdBig(BigInt(lit.n), BigInt(lit.d)) === 1n;
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
    if (key !== 'working' && key !== 'answer' && key !== 'final_form') throw invalid('unknown_field', `unknown field "${key.slice(0, 40)}"`);
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
    if (!RATIONAL_PATTERN.test(answer)) throw invalid('bad_answer', '"answer" must be a rational such as -7/2');
    const [num, den] = answer.replace(/^-/, '').split('/');
    if (num!.length > MAX_VALUE_DIGITS || (den !== undefined && den.length > MAX_VALUE_DIGITS)) {
      throw overLimit('answer_too_long', 'the answer has more than 200 digits in its numerator or denominator');
    }
    const [sn, sd] = answer.split('/');
    answerValue = new Fraction(BigInt(sn!), BigInt(sd ?? '1'));
  }
  if (finalForm !== 'any' && finalForm !== 'lowest_terms' && finalForm !== 'improper' && finalForm !== 'mixed') {
    throw invalid('bad_final_form', '"final_form" must be any, lowest_terms, improper or mixed');
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
    if (value === null) {
      status = 'division_by_zero';
    } else if (index === 0) {
      status = 'start';
    } else {
      let compared = -1;
      for (let j = index - 1; j >= 0; j--) if (values[j] !== null) { compared = j; break; }
      if (compared < 0) {
        status = 'unchecked';
      } else if (values[compared]!.equals(value)) {
        status = 'equal';
      } else {
        status = 'not_equal';
        difference = value.sub(values[compared]!).toString();
        notEqualSeen++;
        if (notEqualSeen <= MAX_MISCONCEPTION_STEPS) misconceptions = misconceptionsOf(steps[compared]!.tree, values[compared]!, value);
      }
    }
    return {
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
