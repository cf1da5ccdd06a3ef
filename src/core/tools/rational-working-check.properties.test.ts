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
import { MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';

type Op = '+' | '-' | '*' | '/';
type Form = 'integer' | 'fraction' | 'mixed' | 'decimal';

/**
 * A test-side expression tree; `written` is the contract's W of a NUMBER (with a "%", its
 * denominator times 100, and `percentOf` the W before it); `digits` a terminating DECIMAL's or an
 * INTEGER's digits and places; `of` a multiplication written "of"; a power has a small exponent.
 */
type Expr =
  | {
    kind: 'number'; form: Form; text: string; written: { n: bigint; d: bigint }; mixed?: { w: bigint; n: bigint; d: bigint };
    digits?: { D: bigint; p: number }; percentOf?: { n: bigint; d: bigint };
  }
  | { kind: 'negate'; operand: Expr }
  | { kind: 'group'; inner: Expr }
  | { kind: 'binary'; op: Op; of?: boolean; left: Expr; right: Expr }
  | { kind: 'power'; base: Expr; exponent: number; superscript: boolean };

const GLYPHS: Record<Op, readonly string[]> = {
  '+': ['+'], '-': ['-', '−', '–'], '*': ['*', '×', '·', '⋅'], '/': [' / ', '÷', ':'],
};

const small = fc.integer({ min: 0, max: 12 });
const positive = fc.integer({ min: 1, max: 12 });

const plainNumberExpr: fc.Arbitrary<Expr> = fc.oneof(
  small.map((n): Expr => ({ kind: 'number', form: 'integer', text: String(n), written: { n: BigInt(n), d: 1n }, digits: { D: BigInt(n), p: 0 } })),
  fc.tuple(small, positive).map(([n, d]): Expr => ({ kind: 'number', form: 'fraction', text: `${n}/${d}`, written: { n: BigInt(n), d: BigInt(d) } })),
  fc.tuple(positive, fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 8 })).filter(([, d, n]) => n < d).map(([w, d, n]): Expr => ({
    kind: 'number', form: 'mixed', text: `${w} ${n}/${d}`, written: { n: BigInt(w * d + n), d: BigInt(d) }, mixed: { w: BigInt(w), n: BigInt(n), d: BigInt(d) },
  })),
  fc.tuple(small, fc.constantFrom('5', '25', '75', '125', '05')).map(([i, f]): Expr => {
    const value = fraction(BigInt(`${i}${f}`), 10n ** BigInt(f.length));
    return { kind: 'number', form: 'decimal', text: `${i}.${f}`, written: { n: value.n, d: value.d }, digits: { D: BigInt(`${i}${f}`), p: f.length } };
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
    fc.tuple(fc.constantFrom<Op>('+', '-', '*', '/'), tie('e'), tie('e'), fc.integer({ min: 0, max: 3 }))
      .map(([op, left, right, pick]): Expr => ({ kind: 'binary', op, of: op === '*' && pick === 0, left, right })),
    tie('e').map((inner): Expr => ({ kind: 'group', inner })),
    fc.tuple(tie('e'), fc.integer({ min: 1, max: 3 }), fc.boolean()).map(([base, exponent, superscript]): Expr => ({ kind: 'power', base, exponent, superscript })),
    tie('e').map((operand): Expr => ({ kind: 'negate', operand })),
  ),
})).e;

/** The value of an expression (null when it divides by zero), with one node's value replaced when `override` says so. */
function valueOf(node: Expr, override?: (node: Expr) => Fraction | undefined): Fraction | null {
  const replaced = override?.(node);
  if (replaced !== undefined) return replaced;
  switch (node.kind) {
    case 'number': return node.written.d === 0n ? null : fraction(node.written.n, node.written.d);
    case 'group': return valueOf(node.inner, override);
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
    case 'binary': return node.op === '+' || node.op === '-' ? 1 : 2;
    case 'negate': return 3;
    case 'power': return 4;
    default: return 5;
  }
}

/** The tree with groups added where precedence needs them, so that it renders and reads back as itself. */
function grouped(node: Expr, minimum = 0): Expr {
  const precedence = PRECEDENCE(node);
  let result: Expr;
  switch (node.kind) {
    case 'number': result = node; break;
    case 'group': result = { kind: 'group', inner: grouped(node.inner, 0) }; break;
    case 'negate': result = { kind: 'negate', operand: grouped(node.operand, 3) }; break;
    case 'power': result = { ...node, base: grouped(node.base, 5) }; break;
    case 'binary': result = { ...node, left: grouped(node.left, precedence), right: grouped(node.right, precedence + 1) }; break;
  }
  return precedence < minimum ? { kind: 'group', inner: result } : result;
}

const size = (node: Expr): { tokens: number; depth: number } => {
  switch (node.kind) {
    case 'number': return { tokens: 1, depth: 0 };
    case 'group': { const inner = size(node.inner); return { tokens: inner.tokens + 2, depth: inner.depth + 1 }; }
    case 'negate': { const inner = size(node.operand); return { tokens: inner.tokens + 1, depth: inner.depth + 1 }; }
    case 'power': { const inner = size(node.base); return { tokens: inner.tokens + (node.superscript ? 1 : 2), depth: inner.depth }; }
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
const problem = expr.map((tree) => grouped(tree)).filter((tree) => {
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
    case 0: return `${sign}${n}/${d}`;
    case 1: return `${sign}${n * 3n}/${d * 3n}`;
    case 2: return n >= d && n % d !== 0n ? `${sign}${n / d} ${n % d}/${d}` : formatFraction(value);
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

function nodesOf(root: Expr): Expr[] {
  const nodes: Expr[] = [root];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.kind === 'binary') nodes.push(node.left, node.right);
    else if (node.kind === 'group') nodes.push(node.inner);
    else if (node.kind === 'negate') nodes.push(node.operand);
    else if (node.kind === 'power') nodes.push(node.base);
  }
  return nodes;
}

/** The contract's W: a NUMBER as written, a unary minus negating the numerator, groups transparent, anything else its reduced value. */
function written(node: Expr): { n: bigint; d: bigint } {
  if (node.kind === 'number') return node.written;
  if (node.kind === 'group') return written(node.inner);
  if (node.kind === 'negate') {
    const inner = written(node.operand);
    return { n: -inner.n, d: inner.d };
  }
  const value = valueOf(node)!;
  return { n: value.n, d: value.d };
}

const unwrap = (node: Expr): Expr => (node.kind === 'group' ? unwrap(node.inner) : node);

/** A literal operand: a NUMBER without "%", inside any groups; else null. */
function literal(node: Expr): Extract<Expr, { kind: 'number' }> | null {
  const inner = unwrap(node);
  return inner.kind === 'number' && inner.percentOf === undefined ? inner : null;
}

/** A literal operand's whole and fraction parts (contract: "Its parts"), or null when it has none. */
function parts(node: Expr): { w: bigint | null; f: Fraction | null } | null {
  const l = literal(node);
  if (l === null) return null;
  if (l.form === 'mixed') return { w: l.mixed!.w, f: fraction(l.mixed!.n, l.mixed!.d) };
  if (l.form === 'integer') return { w: l.written.n, f: null };
  if (l.form === 'fraction' && l.written.n < l.written.d) return { w: null, f: fraction(l.written.n, l.written.d) };
  return null;
}

const lessThan = (x: Fraction, y: Fraction): boolean => x.n * y.d < y.n * x.d;
const ten = (p: number): bigint => 10n ** BigInt(p);
const len = (x: bigint): number => x.toString().length;
const asPair = (f: Fraction | null): { n: bigint; d: bigint } | null => (f === null ? null : { n: f.n, d: f.d });

/** The rule's buggy value at a NUMBER, or null when it is no site of the rule. */
function numberSite(rule: MisconceptionRule, node: Extract<Expr, { kind: 'number' }>): { n: bigint; d: bigint } | null {
  if (rule === 'percent_as_whole') return node.percentOf ?? null;
  if (node.percentOf !== undefined) return null;
  const { n: a, d: b } = node.written;
  if (node.mixed !== undefined) {
    const { w, n, d } = node.mixed;
    if (rule === 'mixed_number_multiplied') return w === 1n ? null : { n: w * n, d };
    if (rule === 'mixed_number_whole_added') return { n: w + n, d };
    if (rule === 'mixed_whole_dropped') return { n, d };
    return null;
  }
  if (node.form === 'fraction') {
    if (rule === 'fraction_digits_as_decimal') return { n: a * ten(len(b)) + b, d: ten(len(a) + len(b)) };
    if (rule === 'unit_fraction_as_decimal') return a === 1n ? { n: b, d: ten(len(b)) } : null;
    if (rule === 'fraction_bar_as_point') return { n: a * ten(len(b)) + b, d: ten(len(b)) };
  }
  if (node.form === 'decimal' && rule === 'decimal_as_unit_fraction') {
    const { D, p } = node.digits!;
    return D > 0n && D < ten(p) ? { n: 1n, d: D } : null;
  }
  return null;
}

/** The rule's buggy value at a power, or null. */
function powerSite(rule: MisconceptionRule, node: Extract<Expr, { kind: 'power' }>): { n: bigint; d: bigint } | null {
  const e = BigInt(node.exponent);
  const base = valueOf(node.base)!;
  if (rule === 'power_multiplied') return asPair(fraction(base.n * e, base.d));
  const l = literal(node.base);
  if (rule === 'power_numerator_only') return l !== null && l.form === 'fraction' ? { n: l.written.n ** e, d: l.written.d } : null;
  if (rule === 'decimal_places_not_added') return l !== null && l.digits !== undefined && l.digits.p > 0 ? { n: l.digits.D ** e, d: ten(l.digits.p) } : null;
  return null;
}

/** The rule's buggy value at a site (as n/d, unreduced), or null when the node is no site of the rule. */
function buggySite(rule: MisconceptionRule, node: Expr): { n: bigint; d: bigint } | null {
  if (node.kind === 'number') return numberSite(rule, node);
  if (node.kind === 'power') return powerSite(rule, node);
  if (node.kind !== 'binary') return null;
  const { n: a, d: b } = written(node.left);
  const { n: c, d } = written(node.right);
  const op = node.op;
  const of = node.of === true;
  const L = valueOf(node.left)!;
  const R = valueOf(node.right)!;
  const x = literal(node.left)?.digits;
  const y = literal(node.right)?.digits;
  const decimals = x !== undefined && y !== undefined && (x.p > 0 || y.p > 0);
  const mixedOperand = literal(node.left)?.form === 'mixed' || literal(node.right)?.form === 'mixed';
  const pl = parts(node.left);
  const pr = parts(node.right);
  switch (rule) {
    case 'added_across': return op === '+' ? { n: a + c, d: b + d } : null;
    case 'subtracted_across': return op === '-' ? { n: a - c, d: b - d } : null;
    case 'whole_taken_from_numerator': return op === '-' && literal(node.left)?.form === 'integer' && d !== 1n ? { n: a - c, d } : null;
    case 'mixed_parts_subtracted_reversed': {
      if (op !== '-' || !mixedOperand || pl === null || pr === null || pl.w === null || pr.f === null) return null;
      const lf = pl.f ?? fraction(0n, 1n);
      if (!lessThan(lf, pr.f)) return null;
      const whole = pl.w - (pr.w ?? 0n);
      const f = applyOperator('-', pr.f, lf)!;
      return asPair(fraction(whole * f.d + f.n, f.d));
    }
    case 'mixed_parts_added_across': {
      if (op !== '+' || !mixedOperand || pl === null || pr === null || pl.f === null || pr.f === null) return null;
      // The fraction parts as written: a MIXED's n/d, a FRACTION's a/b, unreduced.
      const lw = literal(node.left)!;
      const rw = literal(node.right)!;
      const [n1, d1] = lw.mixed !== undefined ? [lw.mixed.n, lw.mixed.d] : [lw.written.n, lw.written.d];
      const [n2, d2] = rw.mixed !== undefined ? [rw.mixed.n, rw.mixed.d] : [rw.written.n, rw.written.d];
      const whole = (pl.w ?? 0n) + (pr.w ?? 0n);
      return { n: whole * (d1 + d2) + n1 + n2, d: d1 + d2 };
    }
    case 'mixed_parts_multiplied_apart': {
      if (op !== '*' || of || !mixedOperand || pl === null || pr === null) return null;
      const whole = pl.w !== null && pr.w !== null ? pl.w * pr.w : pl.w ?? pr.w ?? 0n;
      const f = pl.f !== null && pr.f !== null ? applyOperator('*', pl.f, pr.f)! : pl.f ?? pr.f ?? fraction(0n, 1n);
      return asPair(fraction(whole * f.d + f.n, f.d));
    }
    case 'decimal_places_not_added': return op === '*' && !of && decimals ? { n: x.D * y.D, d: ten(Math.max(x.p, y.p)) } : null;
    case 'decimal_aligned_right':
      return (op === '+' || op === '-') && decimals && x.p !== y.p ? { n: op === '+' ? x.D + y.D : x.D - y.D, d: ten(Math.max(x.p, y.p)) } : null;
    case 'fraction_of_unit_only':
    case 'fraction_of_inverted': {
      if (op !== '*' || literal(node.left)?.form !== 'fraction' || a === 0n || a === 1n || b === 1n || d !== 1n) return null;
      return rule === 'fraction_of_unit_only' ? { n: c, d: b } : { n: c * b, d: a };
    }
    case 'percent_divided': {
      const left = unwrap(node.left);
      if (op !== '*' || left.kind !== 'number' || left.percentOf === undefined || left.percentOf.n === 0n) return null;
      return asPair(applyOperator('/', R, fraction(left.percentOf.n, left.percentOf.d)));
    }
    case 'numerators_combined_denominators_multiplied': return op === '+' ? { n: a + c, d: b * d } : op === '-' ? { n: a - c, d: b * d } : null;
    case 'larger_denominator_kept': return op === '+' ? { n: a + c, d: b > d ? b : d } : op === '-' ? { n: a - c, d: b > d ? b : d } : null;
    case 'multiplied_instead_of_divided': return op === '/' ? { n: a * c, d: b * d } : null;
    case 'inverted_first_operand': return op === '/' ? { n: b * c, d: a * d } : null;
    case 'cross_multiplied': return op === '*' ? { n: a * d, d: b * c } : null;
    case 'multiplied_numerator_and_denominator':
    case 'only_denominator_multiplied': {
      if (op !== '*' || (b === 1n) === (d === 1n)) return null;
      const [k, nn, m] = b === 1n ? [a, c, d] : [c, a, b];
      return rule === 'multiplied_numerator_and_denominator' ? { n: k * nn, d: k * m } : { n: nn, d: k * m };
    }
    case 'common_denominator_kept_in_product': return op === '*' && b === d ? { n: a * c, d: b } : null;
    case 'decimal_point_dropped': {
      if ((op !== '+' && op !== '-' && op !== '*') || of || !decimals) return null;
      const exact = applyOperator(op, L, R)!;
      return asPair(fraction(exact.n * ten(op === '*' ? x.p + y.p : Math.max(x.p, y.p)), exact.d));
    }
    case 'added_instead_of_subtracted': return op === '-' ? asPair(applyOperator('+', L, R)) : null;
    case 'added_instead_of_multiplied': return op === '*' ? asPair(applyOperator('+', L, R)) : null;
    case 'negative_not_distributed': {
      const inner = node.right.kind === 'group' ? unwrap(node.right) : null;
      if (op !== '-' || inner === null || inner.kind !== 'binary' || (inner.op !== '+' && inner.op !== '-')) return null;
      const l = valueOf(node.left)!;
      const yv = valueOf(inner.left)!;
      const z = valueOf(inner.right)!;
      const partial = applyOperator('-', l, yv)!;
      const result = applyOperator(inner.op, partial, z)!;
      return { n: result.n, d: result.d };
    }
    default: return null;
  }
}

const contract = loadContract('rational-working-check');

interface Output { valid: boolean; steps: Array<{ status: string; misconceptions: Array<{ rule: string; position: number | null }> | null }> }

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
    fc.assert(fc.property(problem, glyphChooser, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.boolean(), (tree, glyph, styles, newlines) => {
      const value = valueOf(tree)!;
      const rewrites = styles.map((style) => writeValue(value, style));
      const working = [render(tree, glyph).text, ...rewrites].join(newlines ? '\n= ' : ' = ');
      const result = output(working);
      expect(result.valid).toBe(true);
      expect(result.steps.map((step) => step.status)).toEqual(['start', ...rewrites.map(() => 'equal')]);
    }), { numRuns: 400 });
  });

  test('(b) applying rule R at a site gives a not_equal step that lists R at that site', () => {
    // The term rules are tried on a rewritten number, not at a site of the problem: property (d).
    const siteRules = MISCONCEPTION_RULES.filter((rule) => ![
      'left_to_right', 'sign_flipped', 'reciprocal', 'numerator_not_scaled', 'denominator_not_scaled', 'added_to_numerator_and_denominator', 'numerator_scaled_wrong',
    ].includes(rule));
    let checked = 0;
    fc.assert(fc.property(problem, glyphChooser, fc.constantFrom(...siteRules), fc.nat(), fc.nat(), (tree, glyph, rule, pick, style) => {
      const sites = nodesOf(tree).filter((node) => buggySite(rule, node) !== null);
      if (sites.length === 0) return;
      const site = sites[pick % sites.length]!;
      const buggy = buggySite(rule, site)!;
      if (buggy.d === 0n) return;
      const stated = valueOf(tree, (node) => (node === site ? fraction(buggy.n, buggy.d) : undefined));
      const truth = valueOf(tree)!;
      if (stated === null || (stated.n === truth.n && stated.d === truth.d)) return;
      // The stated value is written as one NUMBER: within the literal limit (a decimal may take more digits).
      if (writtenDigits(stated) > 20) return;
      const { text, at } = render(tree, glyph);
      const position = at.get(site)!;
      const result = output(`${text} = ${writeValue(stated, style)}`);
      const step = result.steps[1]!;
      expect(step.status).toBe('not_equal');
      const listed = step.misconceptions!;
      const rank = (m: { rule: string; position: number | null }) => [MISCONCEPTION_RULES.indexOf(m.rule as MisconceptionRule), m.position ?? -1] as const;
      const mine = rank({ rule, position });
      const before = (m: { rule: string; position: number | null }) => {
        const [r, p] = rank(m);
        return r < mine[0] || (r === mine[0] && p < mine[1]);
      };
      if (!listed.some((m) => m.rule === rule && m.position === position)) {
        // Only a full list of earlier matches may leave it out.
        expect(listed).toHaveLength(5);
        expect(listed.every(before)).toBe(true);
      }
      checked++;
    }), { numRuns: 4500 });
    // Most generated pairs have no site of the rule drawn: make sure enough were checked.
    expect(checked).toBeGreaterThan(300);
  });

  test('(d) rewriting one fraction by a term rule gives a term error that lists the rule there', () => {
    const termRules = ['numerator_not_scaled', 'denominator_not_scaled', 'added_to_numerator_and_denominator', 'numerator_scaled_wrong'] as const;
    const fractionText = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 12 }));
    let checked = 0;
    fc.assert(fc.property(
      fractionText, fractionText, fc.constantFrom('+', '-', '×', '÷'), fc.constantFrom(...termRules), fc.boolean(), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 5 }),
      ([a1, b1], [a2, b2], op, rule, second, t, k) => {
        const [a, b] = second ? [a2, b2] : [a1, b1];
        let rewritten: [number, number];
        switch (rule) {
          case 'numerator_not_scaled': rewritten = [a, b * k]; break;
          case 'denominator_not_scaled': rewritten = [a + t, b]; break;
          case 'added_to_numerator_and_denominator': rewritten = [a + t, b + t]; break;
          case 'numerator_scaled_wrong': rewritten = [a * (k + t), b * k]; break;
        }
        // The rewrite must differ in value, and be no other term rule's case of the same pair.
        if (rewritten[0] * b === a * rewritten[1]) return;
        if (rule === 'numerator_scaled_wrong' && (rewritten[0] - a === rewritten[1] - b)) return;
        const problemText = `${a1}/${b1} ${op} ${a2}/${b2}`;
        const stated = second ? `${a1}/${b1} ${op} ${rewritten[0]}/${rewritten[1]}` : `${rewritten[0]}/${rewritten[1]} ${op} ${a2}/${b2}`;
        const working = `${problemText}\n= ${stated}`;
        const result = output(working) as Output & { steps: Array<{ term_errors?: Array<{ position: number; compared_position: number }> }> };
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
    ), { numRuns: 1500 });
    expect(checked).toBeGreaterThan(500);
  });

  test('(c) any text as a working: an output that fits the schema, or an envelope positioned inside the working', () => {
    const pieces = fc.constantFrom(
      '0', '1', '2', '9', '05', '1/2', '3/0', '2 1/2', '0 1/2', '0.5', '1.', '.', '+', '-', '−', '–', '*', '×', '·', '⋅', '/', '÷', ':',
      '(', ')', '=', ' ', '\t', '\r', '\n', '\r\n', 'x', '^', '\u00a0', '𝑥', '\uD800', '\uDC00', '9'.repeat(41), '9'.repeat(40),
      'of', '%', '²', '¹³', '⁰', '^13', '...', '…', '.5', '3 13/12', 'o',
    );
    fc.assert(fc.property(fc.array(pieces, { maxLength: 60 }), fc.option(fc.constantFrom('1', '1/2', '-3', 'x'), { nil: undefined }), fc.constantFrom(undefined, 'any', 'lowest_terms', 'improper', 'mixed'), (parts, answer, form) => {
      const working = parts.join('');
      const input: Record<string, unknown> = { working };
      if (answer !== undefined) input.answer = answer;
      if (form !== undefined) input.final_form = form;
      let response: unknown;
      expect(() => { response = execute('rational-working-check', input); }).not.toThrow();
      if (typeof response === 'object' && response !== null && 'error' in response) {
        expect(errorEnvelopeProblems(response)).toEqual([]);
        const position = (response as { error: { details: { position?: number } } }).error.details.position;
        if (position !== undefined) expect(position).toBeLessThanOrEqual([...working].length);
      } else {
        expect(outputSchemaErrors(contract, response)).toEqual([]);
      }
    }), { numRuns: 2000 });
  });
});
