/**
 * The method of rational-working-solve: given a line, the one rewrite that comes next, as a
 * teacher writes it. First the line's numbers are made workable (mixed numbers to improper
 * fractions; decimals to fractions when the line also has fractions); a number a step made is
 * reduced before it is used again; then one operation a step in the order of evaluation; last, the
 * answer's final form. Each rewriter below is one action of the contract's catalog.
 */
import { formatCanonicalDecimal } from '../decimal';
import { combine } from '../evaluate/working-evaluator';
import { gcd } from '../gcd';
import type { Rational } from '../rational';
import type { SolveAction, SolveFinalForm, SolveNumbers } from './types';
import {
  decimalNumber,
  madeNumber,
  mapNumbers,
  numbersOf,
  reducedNumber,
  replaceTerm,
  signedNumerator,
  valueOf,
  withBinary,
  withNumber,
  type BinaryTerm,
  type NumberTerm,
  type SymbolStyle,
  type Term,
} from './term';
import { notationRewrite } from './notation';
import type { Rewrite } from './rewrite';

export type { Rewrite } from './rewrite';

export interface MethodOptions {
  finalForm: SolveFinalForm;
  /** Cancel common factors across a product before multiplying. */
  cancel: boolean;
  style: SymbolStyle;
}

const text = (n: bigint): string => String(n);

/** A fraction that is not in lowest terms, or is written over 1. */
const isReducible = (term: NumberTerm): boolean =>
  (term.form === 'fraction' || term.form === 'mixed') && (term.denominator === 1n || gcd(term.numerator, term.denominator) !== 1n);

/** The rewrite of `target` by `replacement`, the rest of the line copied unchanged. */
function rewriteAt(line: Term, target: Term, replacement: Term, action: SolveAction, numbers: SolveNumbers): Rewrite {
  const replaced = replaceTerm(line, target, replacement);
  return { action, target, line: replaced.line, placed: replaced.placed, numbers };
}

// ---- The line's numbers ----

function mixedToImproper(line: Term, mixed: NumberTerm[]): Rewrite {
  const rewritten = mapNumbers(line, (number) =>
    number.form !== 'mixed'
      ? number
      : withNumber(number, {
          form: 'fraction',
          whole: 0n,
          numerator: number.whole * number.denominator + number.numerator,
        }),
  );
  return {
    action: 'mixed_to_improper',
    target: null,
    line: rewritten,
    placed: null,
    numbers: {
      wholes: mixed.map((m) => text(m.whole)),
      numerators: mixed.map((m) => text(m.numerator)),
      denominators: mixed.map((m) => text(m.denominator)),
      improper_numerators: mixed.map((m) => text(m.whole * m.denominator + m.numerator)),
    },
  };
}

/** A decimal as written over its power of ten: 0.25 is 25/100. */
function decimalOverPowerOfTen(decimal: string): { numerator: string; denominator: string } {
  const point = decimal.indexOf('.');
  const digits = (decimal.slice(0, point) + decimal.slice(point + 1)).replace(/^0+(?=\d)/, '');
  return { numerator: digits, denominator: `1${'0'.repeat(decimal.length - point - 1)}` };
}

function decimalToFraction(line: Term, decimals: NumberTerm[]): Rewrite {
  const rewritten = mapNumbers(line, (number) =>
    number.form !== 'decimal' ? number : withNumber(reducedNumber(valueOf(number), number.minus, false), { parens: number.parens }),
  );
  const overTen = decimals.map((d) => decimalOverPowerOfTen(d.decimal!));
  return {
    action: 'decimal_to_fraction',
    target: null,
    line: rewritten,
    placed: null,
    numbers: {
      decimals: decimals.map((d) => d.decimal!),
      numerators: overTen.map((d) => d.numerator),
      denominators: overTen.map((d) => d.denominator),
      fractions: decimals.map((d) => valueOf(d).abs().toString()),
    },
  };
}

function simplify(line: Term, number: NumberTerm): Rewrite {
  const factor = number.denominator === 1n ? 1n : gcd(number.numerator, number.denominator);
  const numbers: SolveNumbers = {
    numerator: text(number.form === 'mixed' ? number.numerator : signedNumerator(number)),
    denominator: text(number.denominator),
    common_factor: text(factor),
  };
  if (number.form === 'mixed') {
    numbers.whole = text(number.whole);
    const fraction = withNumber(number, { numerator: number.numerator / factor, denominator: number.denominator / factor, parens: 0 });
    return rewriteAt(line, number, fraction, 'simplify', numbers);
  }
  return rewriteAt(line, number, reducedNumber(valueOf(number), number.minus, false), 'simplify', numbers);
}

// ---- One operation ----

/** The first operation, in the order of evaluation, whose operands are both numbers. */
function nextOperation(term: Term): BinaryTerm | null {
  switch (term.kind) {
    case 'number':
      return null;
    case 'negate':
      return nextOperation(term.operand);
    case 'power':
      return null;
    case 'binary':
      return (
        nextOperation(term.left) ?? nextOperation(term.right) ?? (term.left.kind === 'number' && term.right.kind === 'number' ? term : null)
      );
  }
}

/**
 * An operation worked out at once: two whole numbers, or a line of decimals and whole numbers,
 * whose result is written as a decimal where it ends. Two whole numbers divided make a fraction
 * (6 ÷ 4 = 6/4), reduced in a step of its own.
 */
function evaluate(
  line: Term,
  operation: BinaryTerm,
  left: NumberTerm,
  right: NumberTerm,
  inDecimals: boolean,
  style: SymbolStyle,
): Rewrite {
  const x = valueOf(left);
  const y = valueOf(right);
  const value = combine(operation.operator, x, y);
  let result: NumberTerm;
  const decimal = inDecimals ? formatCanonicalDecimal(value.abs()) : null;
  if (decimal !== null) result = decimalNumber(value, decimal, style.minus);
  else if (operation.operator === '/' && !inDecimals && !value.isInteger())
    result = madeNumber(signedNumerator(left) * (y.sign() < 0 ? -1n : 1n), y.abs().numerator, style.minus);
  else result = reducedNumber(value, style.minus);
  return rewriteAt(line, operation, result, 'evaluate', { left: x.toString(), right: y.toString(), result: value.toString() });
}

const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

/** A number written over a new denominator: n/d as (n·m)/(d·m), its sign and form kept (a whole number becomes a fraction). */
function scaled(number: NumberTerm, multiplier: bigint, denominator: bigint): NumberTerm {
  if (multiplier === 1n && number.form === 'fraction') return number;
  return withNumber(number, { form: 'fraction', numerator: number.numerator * multiplier, denominator, made: false, parens: 0 });
}

function addOrSubtract(line: Term, operation: BinaryTerm, left: NumberTerm, right: NumberTerm, style: SymbolStyle): Rewrite {
  const a = signedNumerator(left);
  const c = signedNumerator(right);
  const b = left.denominator;
  const d = right.denominator;
  if (b === d) {
    const numerator = operation.operator === '+' ? a + c : a - c;
    return rewriteAt(
      line,
      operation,
      madeNumber(numerator, b, style.minus),
      operation.operator === '+' ? 'add_numerators' : 'subtract_numerators',
      {
        left_numerator: text(a),
        right_numerator: text(c),
        denominator: text(b),
        numerator: text(numerator),
      },
    );
  }
  const common = lcm(b, d);
  const leftMultiplier = common / b;
  const rightMultiplier = common / d;
  const rewritten = withBinary(operation, { left: scaled(left, leftMultiplier, common), right: scaled(right, rightMultiplier, common) });
  return rewriteAt(line, operation, rewritten, 'common_denominator', {
    left_numerator: text(a),
    left_denominator: text(b),
    right_numerator: text(c),
    right_denominator: text(d),
    common_denominator: text(common),
    left_multiplier: text(leftMultiplier),
    right_multiplier: text(rightMultiplier),
    scaled_left_numerator: text(a * leftMultiplier),
    scaled_right_numerator: text(c * rightMultiplier),
  });
}

/** The operands' numbers over each other, for the product's actions. */
function productNumbers(left: NumberTerm, right: NumberTerm): SolveNumbers {
  return {
    left_numerator: text(signedNumerator(left)),
    left_denominator: text(left.denominator),
    right_numerator: text(signedNumerator(right)),
    right_denominator: text(right.denominator),
  };
}

/** Cancelling before multiplying: a numerator and the other fraction's denominator divided by their common factor. */
function cancelled(line: Term, operation: BinaryTerm, left: NumberTerm, right: NumberTerm): Rewrite | null {
  if (left.numerator === 0n || right.numerator === 0n) return null;
  const leftFactor = gcd(left.numerator, right.denominator);
  const rightFactor = gcd(right.numerator, left.denominator);
  if (leftFactor === 1n && rightFactor === 1n) return null;
  const newLeft = withNumber(left, {
    numerator: left.numerator / leftFactor,
    denominator: left.denominator / rightFactor,
    made: false,
    parens: 0,
  });
  const newRight = withNumber(right, {
    numerator: right.numerator / rightFactor,
    denominator: right.denominator / leftFactor,
    made: false,
    parens: 0,
  });
  return rewriteAt(line, operation, withBinary(operation, { left: newLeft, right: newRight }), 'cancel', {
    ...productNumbers(left, right),
    left_factor: text(leftFactor),
    right_factor: text(rightFactor),
  });
}

function multiply(line: Term, operation: BinaryTerm, left: NumberTerm, right: NumberTerm, style: SymbolStyle): Rewrite {
  const numerator = signedNumerator(left) * signedNumerator(right);
  const denominator = left.denominator * right.denominator;
  return rewriteAt(line, operation, madeNumber(numerator, denominator, style.minus), 'multiply', {
    ...productNumbers(left, right),
    numerator: text(numerator),
    denominator: text(denominator),
  });
}

/** Dividing is multiplying by the divisor's reciprocal: 3/4 ÷ 1/2 = 3/4 × 2/1. */
function invertDivisor(line: Term, operation: BinaryTerm, divisor: NumberTerm, style: SymbolStyle): Rewrite {
  const reciprocal = withNumber(divisor, {
    form: 'fraction',
    numerator: divisor.denominator,
    denominator: divisor.numerator,
    made: false,
    parens: 0,
  });
  const product = withBinary(operation, { operator: '*', symbol: style.times, right: reciprocal });
  return rewriteAt(line, operation, product, 'invert_divisor', {
    divisor_numerator: text(signedNumerator(divisor)),
    divisor_denominator: text(divisor.denominator),
  });
}

function operate(line: Term, operation: BinaryTerm | null, options: MethodOptions, inDecimals: boolean): Rewrite {
  // The notation steps leave only numbers, signs and the four operations, so a line that is not one number has one.
  if (operation === null) throw new Error('a line with an operation has no operation whose operands are numbers');
  const left = operation.left as NumberTerm;
  const right = operation.right as NumberTerm;
  if (inDecimals || (left.form === 'integer' && right.form === 'integer'))
    return evaluate(line, operation, left, right, inDecimals, options.style);
  switch (operation.operator) {
    case '+':
    case '-':
      return addOrSubtract(line, operation, left, right, options.style);
    case '*':
      return (options.cancel ? cancelled(line, operation, left, right) : null) ?? multiply(line, operation, left, right, options.style);
    case '/':
      return invertDivisor(line, operation, right, options.style);
  }
}

// ---- The answer's form ----

/** A fraction or mixed number written as the decimal it is: 3/4 = 0.75 (its value terminates). */
function toDecimal(number: NumberTerm, value: Rational, decimal: string): Rewrite {
  return rewriteAt(number, number, withNumber(decimalNumber(value, decimal, number.minus), { parens: 0 }), 'to_decimal', {
    numerator: text(signedNumerator(number)),
    denominator: text(number.denominator),
    decimal: value.sign() < 0 ? `-${decimal}` : decimal,
  });
}

/** The steps that put a line that is one number into the final form; null when it is in it. */
function finish(number: NumberTerm, options: MethodOptions): Rewrite | null {
  const value: Rational = valueOf(number);
  const inDecimals = options.finalForm === 'decimal';
  if (number.form === 'decimal' && !inDecimals) return decimalToFraction(number, [number]);
  // 3 13/12 is in no final form: its fraction part is not proper.
  if (number.form === 'mixed' && number.numerator >= number.denominator) return mixedToImproper(number, [number]);
  if (isReducible(number)) return simplify(number, number);
  if (number.severalSigns) {
    return rewriteAt(number, number, withNumber(number, { negative: number.negative && value.sign() !== 0, parens: 0 }), 'evaluate', {
      result: value.toString(),
    });
  }
  if ((number.form === 'integer' || number.form === 'decimal') && number.negative && value.sign() === 0) {
    return rewriteAt(number, number, reducedNumber(value, number.minus, false), 'simplify', {
      numerator: '0',
      denominator: '1',
      common_factor: '1',
    });
  }
  if (inDecimals && (number.form === 'fraction' || number.form === 'mixed')) {
    const decimal = formatCanonicalDecimal(value.abs());
    // A value that never terminates stays a fraction in lowest terms: no decimal is exact.
    if (decimal !== null) return toDecimal(number, value, decimal);
  }
  if (options.finalForm === 'mixed' && number.form === 'fraction' && number.numerator > number.denominator) {
    const whole = number.numerator / number.denominator;
    const remainder = number.numerator % number.denominator;
    return rewriteAt(number, number, withNumber(number, { form: 'mixed', whole, numerator: remainder, parens: 0 }), 'to_mixed', {
      numerator: text(number.numerator),
      denominator: text(number.denominator),
      whole: text(whole),
      remainder: text(remainder),
    });
  }
  if (options.finalForm === 'improper' && number.form === 'mixed') {
    const improper = number.whole * number.denominator + number.numerator;
    return rewriteAt(number, number, withNumber(number, { form: 'fraction', whole: 0n, numerator: improper, parens: 0 }), 'to_improper', {
      whole: text(number.whole),
      numerator: text(number.numerator),
      denominator: text(number.denominator),
      improper_numerator: text(improper),
    });
  }
  if (number.parens > 0)
    return rewriteAt(number, number, withNumber(number, { parens: 0 }), 'drop_parentheses', { value: value.toString() });
  return null;
}

/** The step that comes after `line`, or null when the line is the answer in its final form. */
export function nextRewrite(line: Term, options: MethodOptions): Rewrite | null {
  // First, what the book's notation means: a percentage, a repeating decimal, "of", a power.
  const notation = notationRewrite(line, options.style);
  if (notation !== null) return notation;
  if (line.kind === 'number') {
    const rewrite = finish(line, options);
    if (rewrite === null) return null;
    // The parentheses around the answer go in the step that rewrites it.
    const answer = withNumber(rewrite.line as NumberTerm, { parens: 0, severalSigns: false });
    return { ...rewrite, line: answer, placed: rewrite.target === null ? null : answer };
  }
  const numbers = numbersOf(line);
  const mixed = numbers.filter((n) => n.form === 'mixed');
  if (mixed.length > 0) return mixedToImproper(line, mixed);
  const decimals = numbers.filter((n) => n.form === 'decimal');
  if (decimals.length > 0 && numbers.some((n) => n.form === 'fraction')) return decimalToFraction(line, decimals);
  const unreduced = numbers.find((n) => n.made && isReducible(n));
  if (unreduced !== undefined) return simplify(line, unreduced);
  // A line without fractions is worked in decimals when it has one, or when the answer is to be a decimal.
  const inDecimals = decimals.length > 0 || (options.finalForm === 'decimal' && !numbers.some((n) => n.form === 'fraction'));
  return operate(line, nextOperation(line), options, inDecimals);
}
