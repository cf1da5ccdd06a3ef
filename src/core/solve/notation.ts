/**
 * The first steps of a line written in the book's notation (rational-working-solve 1.1.0): each
 * says what the notation means, in the four operations, before the method works on it. One kind
 * a step, every one of that kind in the line at once, in this order: a percentage is a fraction
 * over 100 (25% = 25/100), a repeating decimal is its fraction (0.333... = 1/3), "of" is a
 * multiplication (3/4 of 12 = 3/4 × 12), a power is a product (2³ = 2 × 2 × 2).
 */
import { powerOfTen } from '../digits';
import type { Rational } from '../rational';
import { printLine } from './print';
import type { Rewrite } from './rewrite';
import {
  cloneTerm,
  isRepeating,
  madeNumber,
  mapNumbers,
  mapTerms,
  numbersOf,
  reducedNumber,
  someTerm,
  valueOf,
  withBinary,
  withNumber,
  type NumberTerm,
  type PowerTerm,
  type SymbolStyle,
  type Term,
} from './term';

const text = (n: bigint): string => String(n);

/** What "n%" is written as: its number as written over 100 (25% = 25/100, 12.5% = 125/1000, 1/2% = 1/200). */
function percentAsFraction(number: NumberTerm): { numerator: bigint; denominator: bigint } {
  const written = number.percent!.replace(/\s*%$/, '');
  const decimal = /^(\d*)\.(\d+)$/.exec(written);
  if (decimal !== null) return { numerator: BigInt(decimal[1]! + decimal[2]!), denominator: powerOfTen(decimal[2]!.length) * 100n };
  const fraction = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(written);
  if (fraction !== null) {
    const whole = BigInt(fraction[1] ?? '0');
    const denominator = BigInt(fraction[3]!);
    return { numerator: whole * denominator + BigInt(fraction[2]!), denominator: denominator * 100n };
  }
  if (/^\d+$/.test(written)) return { numerator: BigInt(written), denominator: 100n };
  // A repeating decimal before the "%" (33.3...%): the percentage's value, in lowest terms.
  const value: Rational = valueOf(withNumber(number, { negative: false }));
  return { numerator: value.numerator, denominator: value.denominator };
}

function percentToFraction(line: Term, percents: NumberTerm[]): Rewrite {
  const fractions = percents.map(percentAsFraction);
  const rewritten = mapNumbers(line, (number) => {
    if (number.percent === null) return number;
    const { numerator, denominator } = percentAsFraction(number);
    return withNumber(madeNumber(numerator, denominator, number.minus, false), { negative: number.negative, parens: number.parens });
  });
  return {
    action: 'percent_to_fraction',
    target: null,
    line: rewritten,
    placed: null,
    numbers: {
      percents: percents.map((p) => p.percent!),
      numerators: fractions.map((f) => text(f.numerator)),
      denominators: fractions.map((f) => text(f.denominator)),
    },
  };
}

/** The digits a repeating decimal repeats, as the grammar reads them (the block written twice at the end). */
function repeatingBlock(decimal: string): string {
  const digits = decimal.slice(decimal.indexOf('.') + 1).replace(/(\.\.\.|\u2026)$/, '');
  for (let length = 1; 2 * length <= digits.length; length++) {
    const end = digits.length;
    if (digits.slice(end - length, end) === digits.slice(end - 2 * length, end - length)) return digits.slice(end - length);
  }
  return digits.slice(-1);
}

function repeatingToFraction(line: Term, repeating: NumberTerm[]): Rewrite {
  const rewritten = mapNumbers(line, (number) =>
    number.percent === null && isRepeating(number)
      ? withNumber(reducedNumber(valueOf(number), number.minus, false), { parens: number.parens })
      : number,
  );
  return {
    action: 'repeating_decimal_to_fraction',
    target: null,
    line: rewritten,
    placed: null,
    numbers: {
      decimals: repeating.map((d) => d.decimal!),
      blocks: repeating.map((d) => repeatingBlock(d.decimal!)),
      fractions: repeating.map((d) => valueOf(d).abs().toString()),
    },
  };
}

const isOf = (term: Term): boolean => term.kind === 'binary' && term.of;

function ofToTimes(line: Term, style: SymbolStyle): Rewrite {
  const rewritten = mapTerms(line, (term) =>
    term.kind === 'binary' && term.of ? withBinary(term, { of: false, symbol: style.times }) : term,
  );
  return { action: 'of_to_times', target: null, line: rewritten, placed: null, numbers: {} };
}

/**
 * b^n as the product of n factors b, left to right. A number is written bare ((2/3)^2 = 2/3 × 2/3),
 * a signed one and an expression in parentheses, as teachers write them ((-2) × (-2)).
 */
function product(power: PowerTerm, style: SymbolStyle): Term {
  const base = power.base;
  const factor =
    base.kind === 'number' ? withNumber(base, { parens: base.negative ? 1 : 0 }) : { ...base, parens: Math.max(base.parens, 1) };
  let result: Term = cloneTerm(factor);
  for (let i = 1; i < power.exponent; i++) {
    result = {
      kind: 'binary',
      operator: '*',
      symbol: style.times,
      of: false,
      left: result,
      right: cloneTerm(factor),
      parens: 0,
      at: 0,
      end: 0,
    };
  }
  return power.parens > result.parens ? { ...result, parens: power.parens } : result;
}

function powerToProduct(line: Term, style: SymbolStyle): Rewrite {
  const bases: string[] = [];
  const exponents: string[] = [];
  const rewritten = mapTerms(line, (term) => {
    if (term.kind !== 'power') return term;
    // The base as written: its text is printed anew, since an inner power was rewritten first.
    bases.push(printLine({ ...term.base, parens: 0 }));
    exponents.push(String(term.exponent));
    return product(term, style);
  });
  return { action: 'power_to_product', target: null, line: rewritten, placed: null, numbers: { bases, exponents } };
}

/** The notation step the line needs first, or null when it is written in numbers and the four operations only. */
export function notationRewrite(line: Term, style: SymbolStyle): Rewrite | null {
  const numbers = numbersOf(line);
  const percents = numbers.filter((n) => n.percent !== null);
  if (percents.length > 0) return percentToFraction(line, percents);
  const repeating = numbers.filter(isRepeating);
  if (repeating.length > 0) return repeatingToFraction(line, repeating);
  if (someTerm(line, isOf)) return ofToTimes(line, style);
  if (someTerm(line, (term) => term.kind === 'power')) return powerToProduct(line, style);
  return null;
}
