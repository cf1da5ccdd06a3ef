/**
 * linear-equation-check's method (its contract's "Status" and "Answer"): every line read as an
 * equation, its solution set worked out exactly, and each line compared with the last line before
 * it that has one. Misconceptions are searched on the first five lines that are not equivalent.
 */
import { invalidInput, limitExceeded, ToolError } from '../errors';
import { codePointLength, codePointOffset, findLoneSurrogate, utf8Length } from '../grammar/source';
import { EQUATION_MAX_BYTES, EQUATION_MAX_LINE_LENGTH, EQUATION_MAX_LINES } from '../grammar/working-limits';
import { Rational } from '../rational';
import { adviseLine, type EquationAdvice } from './advice';
import {
  EQUATION_MAX_DEPTH,
  EQUATION_MAX_LITERAL_DIGITS,
  nodesOf,
  parseLine,
  type EquationBinary,
  type EquationNode,
  type EquationNumber,
  type ParsedLine,
} from './parse';
import {
  addFunctions,
  constantFunction,
  constantOf,
  DegreeTooHigh,
  evaluateFunction,
  functionsEqual,
  type RationalFunction,
} from './rational-function';
import { isRoundedFrom, writtenDecimal } from './rounding';
import { findEquationMisconceptions, MAX_EQUATION_MISCONCEPTIONS, type EquationMisconception } from './rules';
import { sameSolutionSet, sideForm, solutionJson, solutionSet, type SolutionSet } from './solution-set';

export const EQUATION_LIMITS = {
  maxWorkingBytes: EQUATION_MAX_BYTES,
  maxLines: EQUATION_MAX_LINES,
  maxLineLength: EQUATION_MAX_LINE_LENGTH,
  maxLiteralDigits: EQUATION_MAX_LITERAL_DIGITS,
  maxDepth: EQUATION_MAX_DEPTH,
  maxMisconceptionLines: 5,
  maxMisconceptionsPerLine: MAX_EQUATION_MISCONCEPTIONS,
} as const;

export type EquationStepStatus = 'start' | 'equivalent' | 'not_equivalent' | 'not_linear' | 'division_by_zero' | 'unchecked' | 'check';
export type EquationReason = 'not_equivalent' | 'not_linear' | 'division_by_zero' | 'answer_mismatch' | 'check_fails';
export type SolutionJson = ReturnType<typeof solutionJson>;

export interface EquationNote {
  note: 'fraction_before_letter' | 'looks_rounded';
  position: number | null;
}

export interface EquationStep {
  text: string;
  line: number;
  position: number;
  status: EquationStepStatus;
  solution: SolutionJson | null;
  misconceptions: Array<Omit<EquationMisconception, 'position'> & { position: number | null }> | null;
  advice: EquationAdvice[] | null;
  notes: EquationNote[];
  /** On the check line only: whether the first equation holds at the answer. */
  holds?: boolean;
  /** 1.2.0, on a division_by_zero line only: where its first division by a divisor that is zero for every x is (its "/", "÷" or ":"). */
  division_position?: number;
}

export interface EquationCheck {
  lines: ParsedLine[];
  /** Each line's text as [from, to) UTF-16 indexes into the working. */
  spans: Array<{ from: number; to: number }>;
  sets: Array<SolutionSet | null>;
  forms: Array<{ left: RationalFunction; right: RationalFunction } | null>;
  steps: EquationStep[];
  /** The letter of the working, in lower case, or null when no line has one. */
  variable: string | null;
  answer: SolutionSet | null;
  answerMatches: boolean | null;
  valid: boolean;
  reason: EquationReason | null;
  firstError: number | null;
}

/** The lines that hold something: [from, to) in UTF-16, and their 1-based line numbers. */
function splitLines(working: string): Array<{ from: number; to: number; line: number }> {
  const out: Array<{ from: number; to: number; line: number }> = [];
  let from = 0;
  let line = 1;
  for (let i = 0; i <= working.length; i++) {
    if (i === working.length || working[i] === '\n') {
      let a = from;
      let b = i;
      while (a < b && /\s/.test(working[a]!)) a++;
      while (b > a && /\s/.test(working[b - 1]!)) b--;
      if (a < b) out.push({ from: a, to: b, line });
      from = i + 1;
      line++;
    }
  }
  return out;
}

/** A ToolError with its UTF-16 position turned into the contract's code point offset. */
function atCodePoints(working: string, error: unknown): unknown {
  if (!(error instanceof ToolError) || error.position === undefined) return error;
  const position = codePointOffset(working, error.position);
  // The parser says "at N" with N a UTF-16 index; only those words are rewritten.
  const message = error.message.replace(new RegExp(`\\bat ${error.position}\\b`, 'g'), `at ${position}`);
  return new ToolError(error.code, error.reason, message, position, { ...error.extra });
}

/** Size, characters and line count, in the contract's order. */
export function readWorking(working: string): Array<{ from: number; to: number; line: number }> {
  if (working.length > EQUATION_LIMITS.maxWorkingBytes && utf8Length(working) > EQUATION_LIMITS.maxWorkingBytes) {
    throw limitExceeded(
      'working_too_long',
      `the working is ${utf8Length(working)} UTF-8 bytes; at most ${EQUATION_LIMITS.maxWorkingBytes} are allowed`,
    );
  }
  const surrogate = findLoneSurrogate(working);
  if (surrogate >= 0) {
    const position = codePointOffset(working, surrogate);
    throw invalidInput('lone_surrogate', `the working has a lone surrogate at ${position}`, position);
  }
  const lines = splitLines(working);
  if (lines.length === 0) throw invalidInput('empty_working', 'the working is empty: write the equation on the first line');
  if (lines.length > EQUATION_LIMITS.maxLines)
    throw limitExceeded('too_many_lines', `the working has ${lines.length} lines; at most ${EQUATION_LIMITS.maxLines} are allowed`);
  for (const { from, to, line } of lines) {
    const length = codePointLength(working.slice(from, to));
    if (length > EQUATION_LIMITS.maxLineLength) {
      throw limitExceeded(
        'line_too_long',
        `line ${line} has ${length} characters; at most ${EQUATION_LIMITS.maxLineLength} are allowed`,
        codePointOffset(working, from),
      );
    }
  }
  return lines;
}

/** Each line parsed; one letter for the whole working, in any case (`variable` fixes it in advance). */
export function parseWorking(
  working: string,
  lines: ReadonlyArray<{ from: number; to: number }>,
  variable: string | null,
): { parsed: ParsedLine[]; variable: string | null; cancelled: Array<string | null> } {
  let letter = variable;
  const cancelled: Array<string | null> = [];
  const parsed = lines.map(({ from, to }) => {
    let line: ParsedLine;
    try {
      line = parseLine(working, from, to);
    } catch (error) {
      throw atCodePoints(working, error);
    }
    const written = [line.letter, line.otherLetter].filter((l): l is { name: string; position: number } => l !== null);
    if (letter === null && written.length > 0) letter = written[0]!.name;
    const foreign = written.filter((l) => l.name !== letter);
    let cancels: string | null = null;
    if (foreign.length > 0) {
      // A second letter is read only where its terms cancel from left − right (the same term added to both sides).
      const other = foreign[0]!;
      if (foreign.length > 1 || !cancelLetter(line, other.name)) {
        const at = foreign.length > 1 ? foreign[1]! : other;
        const position = codePointOffset(working, at.position);
        throw invalidInput(
          'two_unknowns',
          `"${working[at.position]}" at ${position} is a second letter: this working's unknown is "${letter}"`,
          position,
        );
      }
      cancels = other.name;
      line.letter =
        line.letter !== null && line.letter.name === letter
          ? line.letter
          : line.otherLetter !== null && line.otherLetter.name === letter
            ? line.otherLetter
            : null;
      line.otherLetter = null;
    }
    cancelled.push(cancels);
    return line;
  });
  return { parsed, variable: letter, cancelled };
}

/** Whether a node lies in a divisor (the right operand of a division) of the tree. */
function inDivisor(root: EquationNode, target: EquationNode): boolean {
  const walk = (node: EquationNode, divisor: boolean): boolean => {
    if (node === target) return divisor;
    if (node.type === 'negate') return walk(node.operand, divisor);
    if (node.type === 'binary') return walk(node.left, divisor) || walk(node.right, divisor || node.operator === '/');
    return false;
  };
  return walk(root, false);
}

/**
 * The contract's second letter that cancels: when left − right does not depend on `name` (never
 * in a divisor), its nodes are read as 0, which leaves the line's solution set as it is, and true.
 * The letter's degree is at most the number of its occurrences, so that many + 1 values decide it exactly.
 */
function cancelLetter(line: ParsedLine, name: string): boolean {
  const nodes = [...nodesOf(line.left), ...nodesOf(line.right)].filter((n) => n.type === 'unknown' && n.name === name);
  if (nodes.some((n) => inDivisor(line.left, n) || inDivisor(line.right, n))) return false;
  let first: RationalFunction | null = null;
  for (let c = 0; c <= nodes.length; c++) {
    const overrides = new Map<EquationNode, RationalFunction>(nodes.map((n) => [n, constantFunction(Rational.fromInteger(BigInt(c)))]));
    try {
      const left = sideForm(line.left, overrides);
      const right = sideForm(line.right, overrides);
      if (left.divisionByZero || right.divisionByZero) return false;
      const difference = addFunctions(left.value, right.value, -1);
      if (first === null) first = difference;
      else if (!functionsEqual(first, difference)) return false;
    } catch (error) {
      if (error instanceof DegreeTooHigh) return false;
      throw error;
    }
  }
  for (const node of nodes) {
    const number = node as unknown as EquationNumber;
    Object.assign(number, { type: 'number', value: Rational.ZERO, places: null, mixed: false, letter: name });
  }
  return true;
}

interface LineForms {
  form: { left: RationalFunction; right: RationalFunction } | null;
  /** Null for a line that is not linear or divides by zero. */
  set: SolutionSet | null;
  /** The first division by a divisor that is zero for every x (1/0, x/(2 − 2)), or null. */
  zeroDivision: EquationBinary | null;
}

function formsOf(line: ParsedLine): LineForms {
  try {
    const left = sideForm(line.left);
    const right = sideForm(line.right);
    const zeroDivision = left.zeroDivision ?? right.zeroDivision;
    if (zeroDivision !== null) return { form: null, set: null, zeroDivision };
    return { form: { left: left.value, right: right.value }, set: solutionSet(left, right), zeroDivision: null };
  } catch (error) {
    if (error instanceof DegreeTooHigh) return { form: null, set: null, zeroDivision: null };
    throw error;
  }
}

/** Where a division's sign is: the first "/", "÷" or ":" after its left operand. */
function divisionSignAt(working: string, division: EquationBinary): number {
  for (let at = division.left.to; at < division.right.from; at++) if ('/\u00f7:'.includes(working[at]!)) return at;
  return division.left.to;
}

/** The value a line gives the unknown when it reads `x = v` or `v = x`, else null. */
export function answerOf(line: ParsedLine): Rational | null {
  const sides = [
    [line.left, line.right],
    [line.right, line.left],
  ] as const;
  for (const [unknown, other] of sides) {
    if (unknown.type !== 'unknown') continue;
    try {
      const form = sideForm(other);
      const constant = form.divisionByZero ? null : constantOf(form.value);
      if (constant !== null) return constant;
    } catch (error) {
      if (!(error instanceof DegreeTooHigh)) throw error;
    }
  }
  return null;
}

/** A line `x = d` (or `d = x`) with d a decimal that is `value` rounded or cut off at its places. */
function answerIsRounded(line: ParsedLine, value: Rational): boolean {
  const decimal =
    line.left.type === 'unknown' ? writtenDecimal(line.right) : line.right.type === 'unknown' ? writtenDecimal(line.left) : null;
  return decimal !== null && isRoundedFrom(decimal.value, decimal.places, value);
}

/**
 * The check line: the last line, without the unknown, after a line `x = v`, whose two sides have
 * the values of the first equation's two sides at v (the answer put back, not yet worked out).
 */
function isCheckLine(
  index: number,
  lines: readonly ParsedLine[],
  forms: ReadonlyArray<{ left: RationalFunction; right: RationalFunction } | null>,
  value: Rational | null,
): boolean {
  if (index < 2 || index !== lines.length - 1 || value === null || lines[index]!.letter !== null) return false;
  const first = forms[0];
  const here = forms[index];
  if (!first || !here) return false;
  const at = (f: RationalFunction): Rational | null => evaluateFunction(f, value);
  const l = at(first.left);
  const r = at(first.right);
  const hl = constantOf(here.left);
  const hr = constantOf(here.right);
  return l !== null && r !== null && hl !== null && hr !== null && ((l.equals(hl) && r.equals(hr)) || (l.equals(hr) && r.equals(hl)));
}

/** Checks a working whose fields are read; `answer` is the request's answer, or null; `diagnose` false leaves out misconceptions and advice (the solver needs only the statuses). */
export function checkEquationWorking(working: string, variable: string | null, answer: SolutionSet | null, diagnose = true): EquationCheck {
  const lines = readWorking(working);
  const { parsed, variable: letter, cancelled } = parseWorking(working, lines, variable);
  const read = parsed.map(formsOf);
  const sets = read.map((r) => r.set);
  const forms = read.map((r) => r.form);

  let lastWithSet = -1;
  let searched = 0;
  let lastAnswer: Rational | null = null;
  const steps = parsed.map((line, index): EquationStep => {
    const { from, to, line: lineNumber } = lines[index]!;
    const set = sets[index]!;
    const notes: EquationNote[] = line.fractionBeforeLetter.map((at) => ({
      note: 'fraction_before_letter',
      position: codePointOffset(working, at),
    }));
    const step: EquationStep = {
      text: working.slice(from, to),
      line: lineNumber,
      position: codePointOffset(working, from),
      status: 'start',
      solution: set === null ? null : solutionJson(set),
      misconceptions: null,
      advice: null,
      notes,
    };
    if (isCheckLine(index, parsed, forms, lastAnswer)) {
      step.status = 'check';
      step.holds = set !== null && set.kind === 'every';
      return step;
    }
    const zeroDivision = read[index]!.zeroDivision;
    if (zeroDivision !== null) {
      step.status = 'division_by_zero';
      step.division_position = codePointOffset(working, divisionSignAt(working, zeroDivision));
    } else if (set === null) step.status = 'not_linear';
    else if (index === 0) step.status = 'start';
    else if (lastWithSet < 0) step.status = 'unchecked';
    else {
      const previous = parsed[lastWithSet]!;
      const equivalent = sameSolutionSet(set, sets[lastWithSet]!);
      step.status = equivalent ? 'equivalent' : 'not_equivalent';
      const advice = diagnose ? adviseLine(working, previous, line, equivalent) : [];
      if (cancelled[index] !== null) advice.unshift({ rule: 'second_letter_cancels', letter: cancelled[index]! });
      if (advice.length > 0) step.advice = advice;
      if (diagnose && !equivalent && searched < EQUATION_LIMITS.maxMisconceptionLines) {
        searched++;
        step.misconceptions = findEquationMisconceptions(working, previous, line).map((m) => ({
          ...m,
          position: m.position === null ? null : codePointOffset(working, m.position),
        }));
        // x = 9.333 after a line whose solution is 28/3: the answer rounded, whatever the lines between.
        const before = sets[lastWithSet]!;
        if (step.misconceptions.length === 0 && before.kind === 'one' && answerIsRounded(line, before.value)) {
          step.misconceptions.push({ rule: 'rounded_decimal', position: null, site: null, rounded: true });
        }
        if (step.misconceptions.some((m) => m.rounded === true)) notes.push({ note: 'looks_rounded', position: null });
      }
    }
    if (set !== null) lastWithSet = index;
    lastAnswer = answerOf(line) ?? (line.letter === null ? lastAnswer : null);
    return step;
  });

  const firstError = steps.findIndex((s) => s.status === 'not_equivalent' || s.status === 'not_linear' || s.status === 'division_by_zero');
  const start = sets[0] ?? null;
  const statedAnswer =
    answer ??
    (() => {
      // The last line that is not the check gives the answer when it reads x = v.
      const last = steps.length - 1 - (steps[steps.length - 1]!.status === 'check' ? 1 : 0);
      const value = answerOf(parsed[last]!);
      return value === null ? null : ({ kind: 'one', value } as SolutionSet);
    })();
  const answerMatches = statedAnswer === null || start === null ? null : sameSolutionSet(statedAnswer, start);
  const check = steps.find((s) => s.status === 'check');
  const reason: EquationReason | null =
    firstError >= 0
      ? (steps[firstError]!.status as 'not_linear' | 'not_equivalent' | 'division_by_zero')
      : answerMatches === false
        ? 'answer_mismatch'
        : check !== undefined && check.holds === false
          ? 'check_fails'
          : null;
  return {
    lines: parsed,
    spans: lines.map(({ from, to }) => ({ from, to })),
    sets,
    forms,
    steps,
    variable: letter,
    answer: statedAnswer,
    answerMatches,
    valid: reason === null,
    reason,
    firstError: firstError >= 0 ? firstError : null,
  };
}
