/**
 * The solver's tree of one line: numbers as they are written (a fraction is not reduced until a
 * step reduces it), operations with the symbol the student used, and the parentheses as written.
 * Each term knows where its text stands in the line being rewritten (`at`..`end`, inside its own
 * parentheses), which is how a step reports the part it rewrites.
 */
import type { BinaryOperator } from '../grammar/ast';
import type { WorkingNode } from '../grammar/working-parser';
import { Rational } from '../rational';

export type NumberForm = 'integer' | 'fraction' | 'mixed' | 'decimal';

interface Placed {
  /** Pairs of parentheses around the term as written. */
  parens: number;
  /** Code point offsets of the term's text in its line, its own parentheses excluded. */
  at: number;
  end: number;
}

export interface NumberTerm extends Placed {
  kind: 'number';
  form: NumberForm;
  negative: boolean;
  /** The sign's symbol, as written. */
  minus: string;
  /** A MIXED's whole part; 0 for the other forms. */
  whole: bigint;
  /**
   * As written, without the sign: a fraction's numerator and denominator (not reduced), an
   * integer over 1, a MIXED's fraction part, a DECIMAL's reduced value.
   */
  numerator: bigint;
  denominator: bigint;
  /** A DECIMAL's digits as written ("0.50"); null for the other forms. */
  decimal: string | null;
  /** Made by a step of the solution (not written by the student): reduced before it is used again. */
  made: boolean;
  /** Written with more than one minus before it (--2): not an answer in its final form yet. */
  severalSigns: boolean;
  /**
   * A percentage as the student wrote it ("25%", "12.5 %"), whose value the numerator and
   * denominator hold (25/100); null for a number without "%". The first step writes it as a fraction.
   */
  percent: string | null;
}

export interface BinaryTerm extends Placed {
  kind: 'binary';
  operator: BinaryOperator;
  /** The operator as written: a sign, or the word "of" (a multiplication until a step writes it as one). */
  symbol: string;
  of: boolean;
  left: Term;
  right: Term;
}

/** A power as written ((2/3)^2, 2³): the first steps write it as a product. */
export interface PowerTerm extends Placed {
  kind: 'power';
  base: Term;
  exponent: number;
  /** The exponent as written after the base: "^2", or the superscript "³". */
  exponentText: string;
}

/** A minus before something that is not a number yet: -(1/2 + 1/3). */
export interface NegateTerm extends Placed {
  kind: 'negate';
  minus: string;
  operand: Term;
}

export type Term = NumberTerm | BinaryTerm | NegateTerm | PowerTerm;

/** The symbols the solution writes when it makes an operator or a sign: the student's own where the working has one. */
export interface SymbolStyle {
  minus: string;
  times: string;
}

// Terms are made by these three functions only, each writing every field in one order, so that
// every number (and every operation) has one shape: the solver's walks stay monomorphic.

/** A number like `number` with `changes`. */
export function withNumber(number: NumberTerm, changes: Partial<Omit<NumberTerm, 'kind'>>): NumberTerm {
  const c = changes;
  return {
    kind: 'number',
    form: c.form ?? number.form,
    negative: c.negative ?? number.negative,
    minus: c.minus ?? number.minus,
    whole: c.whole ?? number.whole,
    numerator: c.numerator ?? number.numerator,
    denominator: c.denominator ?? number.denominator,
    decimal: c.decimal !== undefined ? c.decimal : number.decimal,
    made: c.made ?? number.made,
    severalSigns: c.severalSigns ?? number.severalSigns,
    percent: c.percent !== undefined ? c.percent : number.percent,
    parens: c.parens ?? number.parens,
    at: c.at ?? number.at,
    end: c.end ?? number.end,
  };
}

/** An operation like `term` with `changes`. */
export function withBinary(term: BinaryTerm, changes: Partial<Omit<BinaryTerm, 'kind'>>): BinaryTerm {
  const c = changes;
  return {
    kind: 'binary',
    operator: c.operator ?? term.operator,
    symbol: c.symbol ?? term.symbol,
    of: c.of ?? term.of,
    left: c.left ?? term.left,
    right: c.right ?? term.right,
    parens: c.parens ?? term.parens,
    at: c.at ?? term.at,
    end: c.end ?? term.end,
  };
}

export function negateTerm(minus: string, operand: Term, parens: number, at: number, end: number): NegateTerm {
  return { kind: 'negate', minus, operand, parens, at, end };
}

function powerTerm(base: Term, exponent: number, exponentText: string, parens: number, at: number, end: number): PowerTerm {
  return { kind: 'power', base, exponent, exponentText, parens, at, end };
}

/** A DECIMAL written with a repeat mark (0.333...): its value is not its digits over a power of ten. */
export const isRepeating = (term: NumberTerm): boolean => term.decimal !== null && /(\.\.\.|\u2026)$/.test(term.decimal);

/** A number's value with its sign. */
export function valueOf(term: NumberTerm): Rational {
  const magnitude = Rational.of(term.whole * term.denominator + term.numerator, term.denominator);
  return term.negative ? magnitude.negate() : magnitude;
}

/** The numerator as a fraction of the number's written denominator, with its sign: 2 1/2 is 5 over 2. */
export function signedNumerator(term: NumberTerm): bigint {
  const numerator = term.whole * term.denominator + term.numerator;
  return term.negative ? -numerator : numerator;
}

/** A number made by a step: an integer when its denominator is 1, else a fraction as given (not reduced). */
export function madeNumber(numerator: bigint, denominator: bigint, minus: string, made = true): NumberTerm {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  return {
    kind: 'number',
    form: denominator === 1n ? 'integer' : 'fraction',
    negative,
    minus,
    whole: 0n,
    numerator: magnitude,
    denominator,
    decimal: null,
    made,
    severalSigns: false,
    percent: null,
    parens: 0,
    at: 0,
    end: 0,
  };
}

/** The value as a reduced number: an integer or a fraction in lowest terms. */
export function reducedNumber(value: Rational, minus: string, made = true): NumberTerm {
  return madeNumber(value.numerator, value.denominator, minus, made);
}

/** A number written as a decimal (`text` without its sign). */
export function decimalNumber(value: Rational, text: string, minus: string): NumberTerm {
  const magnitude = value.abs();
  return {
    kind: 'number',
    form: text.includes('.') ? 'decimal' : 'integer',
    negative: value.sign() < 0,
    minus,
    whole: 0n,
    numerator: magnitude.numerator,
    denominator: magnitude.denominator,
    decimal: text.includes('.') ? text : null,
    made: false,
    severalSigns: false,
    percent: null,
    parens: 0,
    at: 0,
    end: 0,
  };
}

/** Index past `count` opening parentheses (and the whitespace around them) from `from`. */
function pastOpenings(source: string, from: number, count: number): number {
  let i = from;
  for (let left = count; left > 0; i++) if (source.charCodeAt(i) === 40 /* ( */) left--;
  while (source.charCodeAt(i) === 32 || source.charCodeAt(i) === 9 || source.charCodeAt(i) === 13) i++;
  return i;
}

/** Index just after the text inside `count` closing parentheses that end at `to`. */
function beforeClosings(source: string, to: number, count: number): number {
  let i = to;
  for (let left = count; left > 0; i--) if (source.charCodeAt(i - 1) === 41 /* ) */) left--;
  while (source.charCodeAt(i - 1) === 32 || source.charCodeAt(i - 1) === 9 || source.charCodeAt(i - 1) === 13) i--;
  return i;
}

/**
 * The solver's tree of a parsed step. `origin` is the offset of the step's text in the working, so
 * that every term's place is counted in the step's own text. A minus before a number becomes the
 * number's sign (two cancel out): the line's numbers are what the method works with.
 */
export function termOf(node: WorkingNode, working: string, origin: number): Term {
  const at = pastOpenings(working, node.from, node.parens) - origin;
  const end = beforeClosings(working, node.to, node.parens) - origin;
  switch (node.type) {
    case 'number': {
      if (node.percentOf !== null) {
        // A percentage is its value until the first step writes it as a fraction: 25% is 25/100.
        return {
          kind: 'number',
          form: 'fraction',
          negative: false,
          minus: '-',
          whole: 0n,
          numerator: node.numerator,
          denominator: node.denominator,
          decimal: null,
          made: false,
          severalSigns: false,
          percent: working.slice(node.literalFrom, node.literalTo),
          parens: node.parens,
          at,
          end,
        };
      }
      const mixed = node.mixed;
      return {
        kind: 'number',
        form: node.form,
        negative: false,
        minus: '-',
        whole: mixed?.whole ?? 0n,
        numerator: mixed?.numerator ?? node.numerator,
        denominator: node.denominator,
        decimal: node.form === 'decimal' ? working.slice(node.literalFrom, node.literalTo) : null,
        made: false,
        severalSigns: false,
        percent: null,
        parens: node.parens,
        at,
        end,
      };
    }
    case 'negate': {
      const operand = termOf(node.operand, working, origin);
      const minus = working.charAt(at + origin);
      // Parentheses inside the minus stay counted: the answer -(5/6) is not yet written in its final form.
      if (operand.kind === 'number') {
        return withNumber(operand, {
          severalSigns: operand.severalSigns || node.operand.type === 'negate',
          negative: !operand.negative,
          minus,
          parens: node.parens + operand.parens,
          at,
          end,
        });
      }
      return negateTerm(minus, operand, node.parens, at, end);
    }
    case 'power': {
      const caret = working.charCodeAt(node.operatorAt) === 94; /* ^ */
      const exponentText = caret
        ? `^${node.exponent}`
        : Array.from(String(node.exponent), (digit) => SUPERSCRIPT_DIGITS[Number(digit)]).join('');
      return powerTerm(termOf(node.base, working, origin), node.exponent, exponentText, node.parens, at, end);
    }
    case 'binary':
      return {
        kind: 'binary',
        operator: node.operator,
        symbol: node.of ? working.slice(node.operatorAt, node.operatorAt + 2) : working.charAt(node.operatorAt),
        of: node.of,
        left: termOf(node.left, working, origin),
        right: termOf(node.right, working, origin),
        parens: node.parens,
        at,
        end,
      };
  }
}

const SUPERSCRIPT_DIGITS = '\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079';

/** The first minus and multiplication sign the working uses, or the schoolbook's. */
export function symbolStyleOf(working: string): SymbolStyle {
  const minus = /[-\u2212\u2013]/.exec(working)?.[0] ?? '-';
  const times = /[*\u00d7\u00b7\u22c5]/.exec(working)?.[0] ?? '\u00d7';
  return { minus, times };
}

/** Every number of a line, in text order. */
export function numbersOf(term: Term, into: NumberTerm[] = []): NumberTerm[] {
  switch (term.kind) {
    case 'number':
      into.push(term);
      break;
    case 'negate':
      numbersOf(term.operand, into);
      break;
    case 'power':
      numbersOf(term.base, into);
      break;
    case 'binary':
      numbersOf(term.left, into);
      numbersOf(term.right, into);
      break;
  }
  return into;
}

/**
 * A line with `replacement` in the place of `target` (the rest shared, not copied), and the term
 * that stands there now: a minus before what becomes a number turns into its sign.
 */
export function replaceTerm(line: Term, target: Term, replacement: Term): { line: Term; placed: Term } {
  let placed = replacement;
  const walk = (term: Term): Term => {
    if (term === target) return replacement;
    switch (term.kind) {
      case 'number':
        return term;
      case 'negate': {
        const operand = walk(term.operand);
        if (operand === term.operand) return term;
        if (operand.kind !== 'number') return negateTerm(term.minus, operand, term.parens, term.at, term.end);
        // The minus goes in the step that made the number: -(3/6 + 2/6) = -5/6.
        placed = withNumber(operand, { negative: !operand.negative && isNonZero(operand), minus: term.minus, parens: term.parens });
        return placed;
      }
      case 'power': {
        const base = walk(term.base);
        return base === term.base ? term : powerTerm(base, term.exponent, term.exponentText, term.parens, term.at, term.end);
      }
      case 'binary': {
        const left = walk(term.left);
        const right = left === term.left ? walk(term.right) : term.right;
        return left === term.left && right === term.right ? term : withBinary(term, { left, right });
      }
    }
  };
  return { line: walk(line), placed };
}

const isNonZero = (term: NumberTerm): boolean => term.whole !== 0n || term.numerator !== 0n;

/** Rewrites every number of a line that `rewrite` changes; the rest is shared. */
export function mapNumbers(line: Term, rewrite: (number: NumberTerm) => NumberTerm): Term {
  switch (line.kind) {
    case 'number':
      return rewrite(line);
    case 'negate': {
      const operand = mapNumbers(line.operand, rewrite);
      return operand === line.operand ? line : negateTerm(line.minus, operand, line.parens, line.at, line.end);
    }
    case 'power': {
      const base = mapNumbers(line.base, rewrite);
      return base === line.base ? line : powerTerm(base, line.exponent, line.exponentText, line.parens, line.at, line.end);
    }
    case 'binary': {
      const left = mapNumbers(line.left, rewrite);
      const right = mapNumbers(line.right, rewrite);
      return left === line.left && right === line.right ? line : withBinary(line, { left, right });
    }
  }
}

/**
 * Rewrites every term that `rewrite` changes, bottom up (what is inside first), the rest shared:
 * the notation steps rewrite every "of" or every power of a line at once.
 */
export function mapTerms(line: Term, rewrite: (term: Term) => Term): Term {
  let rebuilt: Term = line;
  switch (line.kind) {
    case 'number':
      break;
    case 'negate': {
      const operand = mapTerms(line.operand, rewrite);
      if (operand !== line.operand) rebuilt = negateTerm(line.minus, operand, line.parens, line.at, line.end);
      break;
    }
    case 'power': {
      const base = mapTerms(line.base, rewrite);
      if (base !== line.base) rebuilt = powerTerm(base, line.exponent, line.exponentText, line.parens, line.at, line.end);
      break;
    }
    case 'binary': {
      const left = mapTerms(line.left, rewrite);
      const right = mapTerms(line.right, rewrite);
      if (left !== line.left || right !== line.right) rebuilt = withBinary(line, { left, right });
      break;
    }
  }
  return rewrite(rebuilt);
}

/** Whether some term of the line is one that `test` picks. */
export function someTerm(line: Term, test: (term: Term) => boolean): boolean {
  if (test(line)) return true;
  switch (line.kind) {
    case 'number':
      return false;
    case 'negate':
      return someTerm(line.operand, test);
    case 'power':
      return someTerm(line.base, test);
    case 'binary':
      return someTerm(line.left, test) || someTerm(line.right, test);
  }
}

/** A copy of a term that shares nothing with it: a power's factors are each their own term, so a step rewrites one of them. */
export function cloneTerm(term: Term): Term {
  switch (term.kind) {
    case 'number':
      return { ...term };
    case 'negate':
      return { ...term, operand: cloneTerm(term.operand) };
    case 'power':
      return { ...term, base: cloneTerm(term.base) };
    case 'binary':
      return { ...term, left: cloneTerm(term.left), right: cloneTerm(term.right) };
  }
}
