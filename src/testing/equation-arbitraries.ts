/**
 * fast-check arbitraries for linear-equation-check and linear-equation-solve: linear equations in
 * the written forms students use, correct moves on them, and the classic mistakes applied at a
 * site. Test-only, and independent of the engine: each case is built from its own exact numbers
 * (Fraction from ./exact), so what the engine says is checked against what the case is.
 */
import fc from 'fast-check';
import { fraction, formatFraction, applyOperator, type Fraction } from './exact';

const LETTERS = ['x', 'y', 'X', 'n', 'a'];

const integer = (min: number, max: number): fc.Arbitrary<Fraction> => fc.integer({ min, max }).map((n) => fraction(BigInt(n), 1n));
const nonZeroInteger = (max: number): fc.Arbitrary<Fraction> =>
  fc
    .integer({ min: -max, max })
    .filter((n) => n !== 0)
    .map((n) => fraction(BigInt(n), 1n));
const properFraction = fc
  .tuple(
    fc.integer({ min: -9, max: 9 }).filter((n) => n !== 0),
    fc.integer({ min: 2, max: 9 }),
  )
  .map(([p, q]) => fraction(BigInt(p), BigInt(q)));
/** A number for a coefficient or a constant: mostly integers, sometimes a fraction. */
export const number = fc.oneof({ weight: 3, arbitrary: nonZeroInteger(12) }, { weight: 1, arbitrary: properFraction });

const isZero = (f: Fraction): boolean => f.n === 0n;
const abs = (f: Fraction): Fraction => (f.n < 0n ? fraction(-f.n, f.d) : f);
const neg = (f: Fraction): Fraction => fraction(-f.n, f.d);
const sub = (a: Fraction, b: Fraction): Fraction => applyOperator('-', a, b)!;
const add = (a: Fraction, b: Fraction): Fraction => applyOperator('+', a, b)!;
const mul = (a: Fraction, b: Fraction): Fraction => applyOperator('*', a, b)!;
const div = (a: Fraction, b: Fraction): Fraction => applyOperator('/', a, b)!;
const eq = (a: Fraction, b: Fraction): boolean => a.n * b.d === b.n * a.d;

/** A number as a student writes it: `3`, `-3`, `2/3`; as an operand, `(-3)` and `(2/3)` so its sign and bar stay its own. */
const numberText = (f: Fraction, operand: boolean): string => {
  const text = formatFraction(f);
  return operand && (f.n < 0n || f.d !== 1n) ? `(${text})` : text;
};

/** a·x in one of its written forms: 3x, -x, (2/3)x, 2/3x, 2x/3, x/4, 3*x. */
export function termText(a: Fraction, letter: string, style: number): string {
  if (eq(a, fraction(1n, 1n))) return letter;
  if (eq(a, fraction(-1n, 1n))) return `-${letter}`;
  if (a.d === 1n) return style % 2 === 0 ? `${a.n}${letter}` : `${a.n}*${letter}`;
  // A coefficient with a terminating decimal, as a decimal: 0.5x, .25x, -1.5x.
  if (style % 5 === 4 && (a.d === 2n || a.d === 4n || a.d === 5n)) {
    const decimal = (Number(a.n) / Number(a.d))
      .toString()
      .replace(/^0\./, style % 2 ? '.' : '0.')
      .replace(/^-0\./, '-0.');
    return `${decimal}${letter}`;
  }
  // A mixed number: 2 1/2x.
  if (style % 5 === 3 && a.n > a.d) return `${a.n / a.d} ${a.n % a.d}/${a.d}${letter}`;
  const p = a.n;
  const q = a.d;
  switch (style % 4) {
    case 0:
      return `(${p}/${q})${letter}`;
    case 1:
      return `${p}/${q}${letter}`;
    case 2:
      return p === 1n ? `${letter}/${q}` : `${p}${letter}/${q}`;
    default:
      return `${p}/${q} * ${letter}`;
  }
}

/** a·x + b written with the constant after (or before) the term. */
export function sideText(a: Fraction, b: Fraction, letter: string, style: number): string {
  if (isZero(a)) return numberText(b, false);
  const term = termText(a, letter, style);
  if (isZero(b)) return term;
  if (style % 3 === 2) return `${numberText(b, false)} + ${term}`;
  return b.n < 0n ? `${term} - ${formatFraction(neg(b))}` : `${term} + ${formatFraction(b)}`;
}

export interface LinearEquation {
  letter: string;
  a: Fraction;
  b: Fraction;
  c: Fraction;
  d: Fraction;
  style: number;
  spelling: number;
}

/** a·x + b = c·x + d with one solution (a ≠ c). */
export const linearEquation: fc.Arbitrary<LinearEquation> = fc
  .record({
    letter: fc.constantFrom(...LETTERS),
    a: number,
    b: fc.oneof(number, integer(0, 0)),
    c: fc.oneof({ weight: 2, arbitrary: integer(0, 0) }, { weight: 1, arbitrary: number }),
    d: number,
    style: fc.nat(11),
    spelling: fc.nat(15),
  })
  .filter((e) => !eq(e.a, e.c));

/** The same line in the symbols students use: − for -, × or · for *, ÷ or : for /, by the style's bits. */
export function spelled(text: string, style: number): string {
  let out = text;
  if (style & 1) out = out.replace(/-/g, '\u2212');
  if (style & 2) out = out.replace(/\*/g, style & 4 ? '\u00d7' : '\u00b7');
  // A mixed number's bar is a fraction bar, never ÷ or : (2 1/2, not 2 1:2).
  if (style & 8 && !/\d \d+\//.test(out)) out = out.replace(/\//g, style & 4 ? '\u00f7' : ':');
  return out;
}

export const equationText = (e: LinearEquation): string =>
  spelled(`${sideText(e.a, e.b, e.letter, e.style)} = ${sideText(e.c, e.d, e.letter, e.style + 1)}`, e.spelling);

export const solutionOf = (e: LinearEquation): Fraction => div(sub(e.d, e.b), sub(e.a, e.c));

/** A right move on the line: both sides changed alike, or the line rewritten to an equivalent form. */
export const correctMove = (e: LinearEquation): fc.Arbitrary<string> => {
  const left = sideText(e.a, e.b, e.letter, e.style);
  const right = sideText(e.c, e.d, e.letter, e.style + 1);
  return fc.oneof(
    number.map((k) => `(${left}) + ${numberText(k, true)} = (${right}) + ${numberText(k, true)}`),
    number.map((k) => `(${left}) * ${numberText(k, true)} = (${right}) * ${numberText(k, true)}`),
    number.map((k) => `(${left}) / ${numberText(k, true)} = (${right}) / ${numberText(k, true)}`),
    fc.constant(`${right} = ${left}`),
    // Each side's constant taken to the other: (a − c)x = d − b.
    fc.constant(`${sideText(sub(e.a, e.c), fraction(0n, 1n), e.letter, e.style)} = ${numberText(sub(e.d, e.b), false)}`),
    fc.constant(`${e.letter} = ${numberText(solutionOf(e), false)}`),
    number.map(
      (k) => `${sideText(mul(e.a, k), mul(e.b, k), e.letter, e.style)} = ${sideText(mul(e.c, k), mul(e.d, k), e.letter, e.style)}`,
    ),
  );
};

/** A rule of the contract applied at a site of a line made for it, with the rule names that may stand for it. */
export interface AppliedRule {
  working: string;
  rules: string[];
}

const SIGN = ['sign_error', 'sign_of_product', 'negative_dropped', 'sum_sign_wrong', 'subtraction_reversed'];

export const appliedRule: fc.Arbitrary<AppliedRule> = fc
  .tuple(fc.constantFrom(...LETTERS), number, number, number, fc.nat(13), fc.nat(11), fc.nat(15))
  .chain(([x, a, b, c, which, style, spelling]) => {
    const ax = termText(a, x, style);
    const cases: Array<AppliedRule | null> = [
      // a·x + b = c → a·x = c + b
      isZero(b) || isZero(a)
        ? null
        : {
            working: `${sideText(a, b, x, style)} = ${numberText(c, false)}\n${ax} = ${numberText(c, false)} + ${numberText(b, true)}`,
            rules: ['term_moved_sign_kept'],
          },
      // a·x = c → x = c − a
      eq(sub(c, a), div(c, a)) || eq(a, fraction(1n, 1n))
        ? null
        : { working: `${ax} = ${numberText(c, false)}\n${x} = ${numberText(sub(c, a), false)}`, rules: ['coefficient_subtracted'] },
      // a·x = c → x = a/c
      eq(mul(a, a), mul(c, c)) || eq(a, fraction(1n, 1n))
        ? null
        : { working: `${ax} = ${numberText(c, false)}\n${x} = ${numberText(div(a, c), false)}`, rules: ['division_reversed'] },
      // x = b − c → x = c − b
      eq(b, c)
        ? null
        : { working: `${x} = ${numberText(b, false)} - ${numberText(c, true)}\n${x} = ${numberText(sub(c, b), false)}`, rules: SIGN },
      // x = b × c → x = −(b·c)
      { working: `${x} = ${numberText(b, true)} * ${numberText(c, true)}\n${x} = ${numberText(neg(mul(b, c)), false)}`, rules: SIGN },
      // x = b × c → x = b / c
      eq(mul(b, c), div(b, c))
        ? null
        : {
            working: `${x} = ${numberText(b, true)} * ${numberText(c, true)}\n${x} = ${numberText(div(b, c), false)}`,
            rules: ['wrong_operation'],
          },
      // a(x + b) = c → a·x + b = c
      eq(a, fraction(1n, 1n)) || isZero(b)
        ? null
        : {
            working: `${numberText(a, true)}(${x} + ${numberText(b, true)}) = ${numberText(c, false)}\n${ax} + ${numberText(b, true)} = ${numberText(c, false)}`,
            rules: ['bracket_first_term_only'],
          },
      // a·x + b − b = c → a + b − b = c … the unknown forgotten: a = c
      eq(a, c)
        ? null
        : {
            working: `${ax} + ${numberText(b, true)} - ${numberText(b, true)} = ${numberText(c, false)}\n${numberText(a, false)} = ${numberText(c, false)}`,
            rules: ['forgot_unknown'],
          },
      // x + b = c → x = c/b
      eq(div(c, b), sub(c, b))
        ? null
        : {
            working: `${x} + ${numberText(b, true)} = ${numberText(c, false)}\n${x} = ${numberText(div(c, b), false)}`,
            rules: ['constant_divided'],
          },
      // a·x + b = c → (a + b)·x = c
      isZero(b) || isZero(add(a, b)) || eq(div(c, add(a, b)), div(sub(c, b), a))
        ? null
        : {
            working: `${ax} + ${numberText(b, true)} = ${numberText(c, false)}\n${termText(add(a, b), x, style)} = ${numberText(c, false)}`,
            rules: ['unlike_terms_combined'],
          },
      // a·x = c → (a·x)/a = c: one side only
      eq(a, fraction(1n, 1n)) || isZero(c)
        ? null
        : {
            working: `${ax} = ${numberText(c, false)}\n(${ax})/${numberText(a, true)} = ${numberText(c, false)}`,
            rules: ['one_side_only'],
          },
      // x = (−|b|)·(−|c|) → x = −|b·c|: the product of two negatives given as negative
      {
        working: `${x} = (${formatFraction(neg(abs(b)))})*(${formatFraction(neg(abs(c)))})\n${x} = ${numberText(neg(abs(mul(b, c))), false)}`,
        rules: ['sign_of_product'],
      },
      // L − (u + v) → L − u + v
      isZero(b)
        ? null
        : {
            working: `${numberText(c, false)} - (${ax} + ${numberText(b, true)}) = 1\n${numberText(c, false)} - ${ax} + ${numberText(b, true)} = 1`,
            rules: ['bracket_first_term_only'],
          },
    ];
    // A case whose buggy line happens to keep the solution is left out (then the first that does not).
    const picked = cases[which % cases.length] ?? cases.find((c) => c !== null)!;
    return fc.constant({ ...picked, working: spelled(picked.working, spelling) });
  });

/** linear-equation-check's and -solve's requests: a real equation with a working, sometimes broken. */
export const equationWorkingInput: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: linearEquation.chain((e) =>
      fc.array(correctMove(e), { maxLength: 3 }).map((moves) => ({ working: [equationText(e), ...moves].join('\n') })),
    ),
  },
  { weight: 3, arbitrary: appliedRule.map(({ working }) => ({ working })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((working) => ({ working })) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        working: fc.string({
          unit: fc.constantFrom('x', 'y', '1', '2', '/', '(', ')', '=', '-', '+', '*', ' ', '\n', '.', '0'),
          maxLength: 60,
        }),
        answer: fc.constantFrom('1', 'none', 'every', '2/3', 'x'),
      },
      { requiredKeys: ['working'] },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
