/**
 * Properties of rational-working-check over generated workings (fast-check):
 *   (a) a working made of correct rewrites of a random expression is valid, every step equal;
 *   (b) a step made by applying rule R at a site of the step before it (when R's result differs from
 *       the true value) is not_equal and lists R at that site (or five matches that come before it);
 *   (c) execute never throws on any text as a working: an output that fits the schema, or an
 *       envelope whose position lies inside the working;
 *   (d) a step that rewrites one fraction of the step before it by term rule R (the rest copied)
 *       is not_equal, has that fraction as a term error, and lists R at it.
 * Expressions, their values and the rules' buggy values are worked out here with the test-only
 * fractions of src/testing/exact.ts, by whole re-evaluation: independently of the engine.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { errorEnvelopeProblems, loadContract, outputSchemaErrors } from '../../testing/contracts';
import { applyOperator, formatFraction, fraction, type Fraction } from '../../testing/exact';
import { execute } from '../execute';
import { familyOf, type MisconceptionRule } from '../misconceptions/catalog';
import { WHOLE_OF_P_RULES } from '../misconceptions/find';
import { problemOutcomes } from '../practice/diagnose';

type Op = '+' | '-' | '*' | '/';
type Form = 'integer' | 'fraction' | 'mixed' | 'decimal';

/**
 * A test-side expression tree; `written` is the contract's W of a NUMBER (with a "%", its
 * denominator times 100, and `percentOf` the W before it); `digits` a terminating DECIMAL's or an
 * INTEGER's digits and places; `of` a multiplication written "of"; a power has a small exponent.
 */
type Expr =
  | {
      kind: 'number';
      form: Form;
      text: string;
      written: { n: bigint; d: bigint };
      mixed?: { w: bigint; n: bigint; d: bigint };
      digits?: { D: bigint; p: number };
      percentOf?: { n: bigint; d: bigint };
    }
  | { kind: 'negate'; operand: Expr }
  | { kind: 'group'; inner: Expr }
  | { kind: 'binary'; op: Op; of?: boolean; left: Expr; right: Expr }
  | { kind: 'power'; base: Expr; exponent: number; superscript: boolean };

const GLYPHS: Record<Op, readonly string[]> = {
  '+': ['+'],
  '-': ['-', '−', '–'],
  '*': ['*', '×', '·', '⋅'],
  '/': [' / ', '÷', ':'],
};

const small = fc.integer({ min: 0, max: 12 });
const positive = fc.integer({ min: 1, max: 12 });

const plainNumberExpr: fc.Arbitrary<Expr> = fc.oneof(
  small.map((n): Expr => ({
    kind: 'number',
    form: 'integer',
    text: String(n),
    written: { n: BigInt(n), d: 1n },
    digits: { D: BigInt(n), p: 0 },
  })),
  fc
    .tuple(small, positive)
    .map(([n, d]): Expr => ({ kind: 'number', form: 'fraction', text: `${n}/${d}`, written: { n: BigInt(n), d: BigInt(d) } })),
  fc
    .tuple(positive, fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 8 }))
    .filter(([, d, n]) => n < d)
    .map(([w, d, n]): Expr => ({
      kind: 'number',
      form: 'mixed',
      text: `${w} ${n}/${d}`,
      written: { n: BigInt(w * d + n), d: BigInt(d) },
      mixed: { w: BigInt(w), n: BigInt(n), d: BigInt(d) },
    })),
  fc.tuple(small, fc.constantFrom('5', '25', '75', '125', '05')).map(([i, f]): Expr => {
    const value = fraction(BigInt(`${i}${f}`), 10n ** BigInt(f.length));
    return {
      kind: 'number',
      form: 'decimal',
      text: `${i}.${f}`,
      written: { n: value.n, d: value.d },
      digits: { D: BigInt(`${i}${f}`), p: f.length },
    };
  }),
);

/** A NUMBER, sometimes with a "%" (1.1.0). */
const numberExpr: fc.Arbitrary<Expr> = fc.tuple(plainNumberExpr, fc.integer({ min: 0, max: 5 })).map(([number, pick]): Expr => {
  if (pick !== 0 || number.kind !== 'number') return number;
  const { n, d } = number.written;
  return { kind: 'number', form: number.form, text: `${number.text}%`, written: { n, d: d * 100n }, percentOf: { n, d } };
});

const expr: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    numberExpr,
    fc
      .tuple(fc.constantFrom<Op>('+', '-', '*', '/'), tie('e'), tie('e'), fc.integer({ min: 0, max: 3 }))
      .map(([op, left, right, pick]): Expr => ({ kind: 'binary', op, of: op === '*' && pick === 0, left, right })),
    tie('e').map((inner): Expr => ({ kind: 'group', inner })),
    fc
      .tuple(tie('e'), fc.integer({ min: 1, max: 3 }), fc.boolean())
      .map(([base, exponent, superscript]): Expr => ({ kind: 'power', base, exponent, superscript })),
    tie('e').map((operand): Expr => ({ kind: 'negate', operand })),
  ),
})).e;

/** The value of an expression (null when it divides by zero), with one node's value replaced when `override` says so. */
function valueOf(node: Expr, override?: (node: Expr) => Fraction | undefined): Fraction | null {
  const replaced = override?.(node);
  if (replaced !== undefined) return replaced;
  switch (node.kind) {
    case 'number':
      return node.written.d === 0n ? null : fraction(node.written.n, node.written.d);
    case 'group':
      return valueOf(node.inner, override);
    case 'negate': {
      const inner = valueOf(node.operand, override);
      return inner === null ? null : fraction(-inner.n, inner.d);
    }
    case 'binary': {
      const left = valueOf(node.left, override);
      const right = valueOf(node.right, override);
      return left === null || right === null ? null : applyOperator(node.op, left, right);
    }
    case 'power': {
      const base = valueOf(node.base, override);
      return base === null ? null : fraction(base.n ** BigInt(node.exponent), base.d ** BigInt(node.exponent));
    }
  }
}

const SUPERSCRIPTS = ['⁰', '¹', '²', '³'];

/** Text for the tree, recording where each node's operator (or MIXED) starts. Precedence needs groups: the generator's trees are rendered so the working's grammar reads back the same tree. */
function render(root: Expr, glyph: (op: Op) => string): { text: string; at: Map<Expr, number> } {
  const at = new Map<Expr, number>();
  let text = '';
  const precedence = PRECEDENCE;
  const emit = (node: Expr, minimum: number): void => {
    if (precedence(node) < minimum) {
      // Parentheses the tree does not have would change what W and the rules see: such trees are regrouped by the caller.
      throw new Error('unrenderable');
    }
    switch (node.kind) {
      case 'number':
        at.set(node, text.length);
        text += node.text;
        return;
      case 'group':
        text += '(';
        emit(node.inner, 0);
        text += ')';
        return;
      case 'negate':
        text += '-';
        emit(node.operand, 3);
        return;
      case 'power':
        emit(node.base, 5);
        at.set(node, text.length);
        text += node.superscript ? SUPERSCRIPTS[node.exponent] : `^${node.exponent}`;
        return;
      case 'binary': {
        const level = precedence(node);
        emit(node.left, level);
        const sign = node.of === true ? 'of' : glyph(node.op);
        const padded = sign.startsWith(' ') ? sign : ` ${sign} `;
        at.set(node, text.length + padded.indexOf(sign.trim()));
        text += padded;
        emit(node.right, level + 1);
        return;
      }
    }
  };
  emit(root, 0);
  return { text, at };
}

/** How tightly a node binds: + − 1, × ÷ of 2, unary minus 3, a power 4, a NUMBER or a group 5. */
function PRECEDENCE(node: Expr): number {
  switch (node.kind) {
    case 'binary':
      return node.op === '+' || node.op === '-' ? 1 : 2;
    case 'negate':
      return 3;
    case 'power':
      return 4;
    default:
      return 5;
  }
}

/** The tree with groups added where precedence needs them, so that it renders and reads back as itself. */
function grouped(node: Expr, minimum = 0): Expr {
  const precedence = PRECEDENCE(node);
  let result: Expr;
  switch (node.kind) {
    case 'number':
      result = node;
      break;
    case 'group':
      result = { kind: 'group', inner: grouped(node.inner, 0) };
      break;
    case 'negate':
      result = { kind: 'negate', operand: grouped(node.operand, 3) };
      break;
    case 'power':
      result = { ...node, base: grouped(node.base, 5) };
      break;
    case 'binary':
      result = { ...node, left: grouped(node.left, precedence), right: grouped(node.right, precedence + 1) };
      break;
  }
  return precedence < minimum ? { kind: 'group', inner: result } : result;
}

const size = (node: Expr): { tokens: number; depth: number } => {
  switch (node.kind) {
    case 'number':
      return { tokens: 1, depth: 0 };
    case 'group': {
      const inner = size(node.inner);
      return { tokens: inner.tokens + 2, depth: inner.depth + 1 };
    }
    case 'negate': {
      const inner = size(node.operand);
      return { tokens: inner.tokens + 1, depth: inner.depth + 1 };
    }
    case 'power': {
      const inner = size(node.base);
      return { tokens: inner.tokens + (node.superscript ? 1 : 2), depth: inner.depth };
    }
    case 'binary': {
      const left = size(node.left);
      const right = size(node.right);
      return { tokens: left.tokens + right.tokens + 1, depth: Math.max(left.depth, right.depth) };
    }
  }
};

/** The digits of a value written as a fraction, times 3 as writeValue may write it: numerator and denominator together. */
const writtenDigits = (value: Fraction): number => (value.n * 3n).toString().replace('-', '').length + (value.d * 3n).toString().length;

/** Expressions within the limits (128 tokens, nesting 32) that have a value. */
const problem = expr
  .map((tree) => grouped(tree))
  .filter((tree) => {
    const { tokens, depth } = size(tree);
    const value = tokens <= 128 && depth <= 32 ? valueOf(tree) : null;
    // A rewrite writes the value as one NUMBER: within the 40-digit literal limit (powers make long ones).
    return value !== null && writtenDigits(value) <= 36;
  });

/** A value written as a NUMBER the working reads: integer, fraction (possibly unreduced), mixed or decimal, with a leading minus when negative. */
function writeValue(value: Fraction, style: number): string {
  const sign = value.n < 0n ? '-' : '';
  const n = value.n < 0n ? -value.n : value.n;
  const d = value.d;
  switch (style % 4) {
    case 0:
      return `${sign}${n}/${d}`;
    case 1:
      return `${sign}${n * 3n}/${d * 3n}`;
    case 2:
      return n >= d && n % d !== 0n ? `${sign}${n / d} ${n % d}/${d}` : formatFraction(value);
    default: {
      // A decimal when the denominator divides a power of ten.
      for (let k = 0n, p = 1n; k < 12n; k++, p *= 10n) {
        if (p % d === 0n) {
          const scaled = (n * p) / d;
          const digits = scaled.toString().padStart(Number(k) + 1, '0');
          return k === 0n ? `${sign}${digits}` : `${sign}${digits.slice(0, -Number(k))}.${digits.slice(-Number(k))}`;
        }
      }
      return formatFraction(value);
    }
  }
}

const contract = loadContract('rational-working-check');

interface Named {
  rule: string;
  position: number | null;
}
interface Output {
  valid: boolean;
  steps: Array<{ status: string; misconceptions: Named[] | null; ambiguous?: Named[] }>;
}

function output(working: string): Output {
  const response = execute('rational-working-check', { working });
  expect(outputSchemaErrors(contract, response)).toEqual([]);
  return response as Output;
}

const glyphChooser = fc.infiniteStream(fc.nat()).map((stream) => {
  const picks = stream[Symbol.iterator]();
  return (op: Op): string => GLYPHS[op][picks.next().value! % GLYPHS[op].length]!;
});

describe('rational-working-check properties', () => {
  test('(a) a working of correct rewrites of an expression is valid, every later step equal', () => {
    fc.assert(
      fc.property(
        problem,
        glyphChooser,
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (tree, glyph, styles, newlines) => {
          const value = valueOf(tree)!;
          const rewrites = styles.map((style) => writeValue(value, style));
          const working = [render(tree, glyph).text, ...rewrites].join(newlines ? '\n= ' : ' = ');
          const result = output(working);
          expect(result.valid).toBe(true);
          expect(result.steps.map((step) => step.status)).toEqual(['start', ...rewrites.map(() => 'equal')]);
        },
      ),
      { numRuns: 400 },
    );
  });

  test('(b) applying rule R at a site of its notation gives a not_equal step that lists R there, or (another family giving the same value) names it among the ambiguous candidates', () => {
    let checked = 0;
    fc.assert(
      fc.property(problem, glyphChooser, fc.nat(), fc.nat(), (tree, glyph, pick, style) => {
        const { text } = render(tree, glyph);
        const outcomes = problemOutcomes(text);
        if (outcomes === null) return;
        // The rules of one site (the whole-expression rules match any value by their definition).
        const applied = outcomes.evaluations.filter((evaluation) => evaluation.site !== null && !evaluation.value.equals(outcomes.value));
        if (applied.length === 0) return;
        const { rule, position, value, site } = applied[pick % applied.length]!;
        // 1.4.0: a rule whose value is an operand's is tried only at the whole of P (rational-working-check-1.4.test.ts).
        if (WHOLE_OF_P_RULES.has(rule) && site !== outcomes.tree) return;
        const stated = fraction(value.numerator, value.denominator);
        // The stated value is written as one NUMBER: within the literal limit (a decimal may take more digits).
        if (writtenDigits(stated) > 20) return;
        const step = output(`${text} = ${writeValue(stated, style)}`).steps[1]!;
        expect(step.status).toBe('not_equal');
        const named = (list: ReadonlyArray<{ rule: string; position: number | null }>) =>
          list.some((m) => m.rule === rule && m.position === position);
        const listed = step.misconceptions!;
        if (listed.length > 0) {
          // Listed, or left out only by a full list of five (the most general member is not listed beside a precise one at its site).
          if (!named(listed) && !(rule === 'decimal_point_misplaced' && listed.some((m) => m.position === position)))
            expect(listed).toHaveLength(5);
        } else {
          // Ambiguous: two families nothing tells apart, and R among the candidates unless they are five.
          const ambiguous = step.ambiguous ?? [];
          expect(new Set(ambiguous.map((m) => familyOf(m.rule as MisconceptionRule))).size).toBeGreaterThan(1);
          if (!named(ambiguous) && !(rule === 'decimal_point_misplaced' && ambiguous.some((m) => m.position === position)))
            expect(ambiguous).toHaveLength(5);
        }
        checked++;
      }),
      { numRuns: 2500 },
    );
    expect(checked).toBeGreaterThan(300);
  });

  test('(d) rewriting one fraction by a term rule gives a term error that lists the rule there', () => {
    const termRules = [
      'numerator_not_scaled',
      'denominator_not_scaled',
      'added_to_numerator_and_denominator',
      'numerator_scaled_wrong',
    ] as const;
    const fractionText = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 12 }));
    let checked = 0;
    fc.assert(
      fc.property(
        fractionText,
        fractionText,
        fc.constantFrom('+', '-', '×', '÷'),
        fc.constantFrom(...termRules),
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 2, max: 5 }),
        ([a1, b1], [a2, b2], op, rule, second, t, k) => {
          const [a, b] = second ? [a2, b2] : [a1, b1];
          let rewritten: [number, number];
          switch (rule) {
            case 'numerator_not_scaled':
              rewritten = [a, b * k];
              break;
            case 'denominator_not_scaled':
              rewritten = [a + t, b];
              break;
            case 'added_to_numerator_and_denominator':
              rewritten = [a + t, b + t];
              break;
            case 'numerator_scaled_wrong':
              rewritten = [a * (k + t), b * k];
              break;
          }
          // The rewrite must differ in value, and be no other term rule's case of the same pair.
          if (rewritten[0] * b === a * rewritten[1]) return;
          if (rule === 'numerator_scaled_wrong' && rewritten[0] - a === rewritten[1] - b) return;
          const problemText = `${a1}/${b1} ${op} ${a2}/${b2}`;
          const stated = second ? `${a1}/${b1} ${op} ${rewritten[0]}/${rewritten[1]}` : `${rewritten[0]}/${rewritten[1]} ${op} ${a2}/${b2}`;
          const working = `${problemText}\n= ${stated}`;
          const result = output(working) as Output & {
            steps: Array<{ term_errors?: Array<{ position: number; compared_position: number }> }>;
          };
          const step = result.steps[1]!;
          if (step.status !== 'not_equal') return;
          const comparedAt = second ? problemText.lastIndexOf(`${a2}/${b2}`) : 0;
          const statedAt = problemText.length + 3 + (second ? stated.lastIndexOf(`${rewritten[0]}/${rewritten[1]}`) : 0);
          expect(step.term_errors).toContainEqual(expect.objectContaining({ position: statedAt, compared_position: comparedAt }));
          const listed = step.misconceptions!;
          if (!listed.some((m) => m.rule === rule && m.position === comparedAt)) {
            expect(listed).toHaveLength(5);
          }
          checked++;
        },
      ),
      { numRuns: 1500 },
    );
    expect(checked).toBeGreaterThan(500);
  });

  test('(c) any text as a working: an output that fits the schema, or an envelope positioned inside the working', () => {
    const pieces = fc.constantFrom(
      '0',
      '1',
      '2',
      '9',
      '05',
      '1/2',
      '3/0',
      '2 1/2',
      '0 1/2',
      '0.5',
      '1.',
      '.',
      '+',
      '-',
      '−',
      '–',
      '*',
      '×',
      '·',
      '⋅',
      '/',
      '÷',
      ':',
      '(',
      ')',
      '=',
      ' ',
      '\t',
      '\r',
      '\n',
      '\r\n',
      'x',
      '^',
      '\u00a0',
      '𝑥',
      '\uD800',
      '\uDC00',
      '9'.repeat(41),
      '9'.repeat(40),
      'of',
      '%',
      '²',
      '¹³',
      '⁰',
      '^13',
      '...',
      '…',
      '.5',
      '3 13/12',
      'o',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 60 }),
        fc.option(fc.constantFrom('1', '1/2', '-3', 'x'), { nil: undefined }),
        fc.constantFrom(undefined, 'any', 'lowest_terms', 'improper', 'mixed'),
        (parts, answer, form) => {
          const working = parts.join('');
          const input: Record<string, unknown> = { working };
          if (answer !== undefined) input.answer = answer;
          if (form !== undefined) input.final_form = form;
          let response: unknown;
          expect(() => {
            response = execute('rational-working-check', input);
          }).not.toThrow();
          if (typeof response === 'object' && response !== null && 'error' in response) {
            expect(errorEnvelopeProblems(response)).toEqual([]);
            const position = (response as { error: { details: { position?: number } } }).error.details.position;
            if (position !== undefined) expect(position).toBeLessThanOrEqual([...working].length);
          } else {
            expect(outputSchemaErrors(contract, response)).toEqual([]);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
