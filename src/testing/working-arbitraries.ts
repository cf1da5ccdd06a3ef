/**
 * fast-check arbitraries for rational-working-check: workings and whole requests that reach every
 * branch of the contract. Valid chains are correct rewrites of random expressions (fractions,
 * mixed numbers, decimals, every operator symbol, parentheses, unary minus); wrong steps apply a
 * misconception rule at a site (the buggy value comes from the reference's rule catalogue, so a
 * generated step is meant to match the rule) or are plainly wrong; around them: division by zero,
 * continuation lines, blank lines, CR/CRLF, empty parts, every lexical fault, and sizes around
 * every limit (tokens, nesting, values, steps, bytes). Test-only; nothing here knows the engine.
 */
import fc from 'fast-check';
import { applyOperator, formatFraction, fraction, type Fraction } from './exact';
import { misconceptionValues } from './working-reference';

// ---------------------------------------------------------------------------------------------
// Expression trees of the working grammar

export type WorkingLiteral =
  | { kind: 'integer'; a: string }
  | { kind: 'fraction'; a: string; b: string }
  | { kind: 'mixed'; w: string; n: string; d: string; gap: string }
  | { kind: 'decimal'; a: string; f: string };

export type WorkingOperator = '+' | '-' | '*' | '/';

export type WorkingNode =
  | { kind: 'literal'; literal: WorkingLiteral }
  | { kind: 'negate'; operand: WorkingNode }
  | { kind: 'group'; inner: WorkingNode }
  | { kind: 'binary'; op: WorkingOperator; left: WorkingNode; right: WorkingNode };

/** Every symbol of each operator; ASCII repeated so it stays the most common. */
export const OPERATOR_GLYPHS: Readonly<Record<WorkingOperator, readonly string[]>> = {
  '+': ['+'],
  '-': ['-', '-', '\u2212', '\u2013'],
  '*': ['*', '*', '\u00d7', '\u00b7', '\u22c5'],
  '/': ['/', '/', '\u00f7', ':'],
};

export interface RenderStyle {
  /** Whitespace around operators and inside parentheses, used in turn. */
  spaces: readonly string[];
  /** Glyph choices, used in turn. */
  picks: readonly number[];
}

const literalText = (lit: WorkingLiteral): string => {
  switch (lit.kind) {
    case 'integer':
      return lit.a;
    case 'fraction':
      return `${lit.a}/${lit.b}`;
    case 'mixed':
      return `${lit.w}${lit.gap}${lit.n}/${lit.d}`;
    case 'decimal':
      return `${lit.a}.${lit.f}`;
  }
};

const precedence = (node: WorkingNode): number =>
  node.kind === 'binary' ? (node.op === '+' || node.op === '-' ? 1 : 2) : node.kind === 'negate' ? 3 : 4;

/**
 * The text of a tree. Parentheses are added where precedence or left associativity needs them,
 * and an ASCII "/" between a bare INTEGER and a digit gets a space, so that the text means the
 * tree (otherwise "1" "/" "3/4" would read as the FRACTION 1/3 and a division by 4).
 */
export function renderWorking(node: WorkingNode, style: RenderStyle): string {
  let counter = 0;
  const space = (): string => style.spaces[counter++ % style.spaces.length] ?? '';
  const glyph = (op: WorkingOperator): string => {
    const glyphs = OPERATOR_GLYPHS[op];
    return glyphs[(style.picks[counter++ % style.picks.length] ?? 0) % glyphs.length]!;
  };
  interface Rendered {
    text: string;
    startsWithDigit: boolean;
    endsWithInteger: boolean;
  }
  const wrap = (r: Rendered): Rendered => {
    const open = space();
    const close = space();
    return { text: `(${open}${r.text}${close})`, startsWithDigit: false, endsWithInteger: false };
  };
  const go = (n: WorkingNode): Rendered => {
    switch (n.kind) {
      case 'literal':
        return { text: literalText(n.literal), startsWithDigit: true, endsWithInteger: n.literal.kind === 'integer' };
      case 'group':
        return wrap(go(n.inner));
      case 'negate': {
        const sign = glyph('-');
        const gap = space();
        const operand = precedence(n.operand) >= 3 ? go(n.operand) : wrap(go(n.operand));
        return { text: `${sign}${gap}${operand.text}`, startsWithDigit: false, endsWithInteger: operand.endsWithInteger };
      }
      case 'binary': {
        const p = precedence(n);
        const left = precedence(n.left) >= p ? go(n.left) : wrap(go(n.left));
        let before = space();
        const symbol = glyph(n.op);
        const after = space();
        const right = precedence(n.right) > p ? go(n.right) : wrap(go(n.right));
        if (symbol === '/' && before === '' && after === '' && left.endsWithInteger && right.startsWithDigit) before = ' ';
        return {
          text: `${left.text}${before}${symbol}${after}${right.text}`,
          startsWithDigit: left.startsWithDigit,
          endsWithInteger: right.endsWithInteger,
        };
      }
    }
  };
  return go(node).text;
}

// ---------------------------------------------------------------------------------------------
// Exact values on the generator's side (./exact, independent of the reference)

export function literalValue(lit: WorkingLiteral): Fraction | null {
  switch (lit.kind) {
    case 'integer':
      return fraction(BigInt(lit.a), 1n);
    case 'fraction':
      return BigInt(lit.b) === 0n ? null : fraction(BigInt(lit.a), BigInt(lit.b));
    case 'mixed':
      return BigInt(lit.d) === 0n ? null : fraction(BigInt(lit.w) * BigInt(lit.d) + BigInt(lit.n), BigInt(lit.d));
    case 'decimal': {
      const scale = 10n ** BigInt(lit.f.length);
      return fraction(BigInt(lit.a) * scale + BigInt(lit.f), scale);
    }
  }
}

/** The exact value of a tree; null when it divides by zero. */
export function valueOf(node: WorkingNode): Fraction | null {
  switch (node.kind) {
    case 'literal':
      return literalValue(node.literal);
    case 'group':
      return valueOf(node.inner);
    case 'negate': {
      const v = valueOf(node.operand);
      return v === null ? null : fraction(-v.n, v.d);
    }
    case 'binary': {
      const l = valueOf(node.left);
      const r = valueOf(node.right);
      return l === null || r === null ? null : applyOperator(node.op, l, r);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Literals

const abs = (x: bigint): bigint => (x < 0n ? -x : x);
const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** A natural number with exactly `digits` digits (no leading zero unless it is 0 itself). */
export const naturalWithDigits = (digits: number): fc.Arbitrary<string> =>
  digits <= 1 ? fc.integer({ min: 0, max: 9 }).map(String) : fc.bigInt({ min: pow10(digits - 1), max: pow10(digits) - 1n }).map(String);

const smallNatural = fc
  .oneof(
    { weight: 10, arbitrary: fc.integer({ min: 0, max: 12 }) },
    { weight: 3, arbitrary: fc.integer({ min: 13, max: 100 }) },
    { weight: 1, arbitrary: fc.integer({ min: 101, max: 100_000 }) },
  )
  .map(String);

const mixedGap = fc.oneof(
  { weight: 10, arbitrary: fc.constant(' ') },
  { weight: 1, arbitrary: fc.constantFrom('  ', '\t', ' \t', '\r', ' \r ') },
);

/** Valid literals, mostly small; sometimes a zero denominator (a division by zero). */
export function workingLiteral(options: { zeroDenominator?: number; long?: number } = {}): fc.Arbitrary<WorkingLiteral> {
  const { zeroDenominator = 1, long = 1 } = options;
  return fc.oneof(
    { weight: 8, arbitrary: smallNatural.map((a): WorkingLiteral => ({ kind: 'integer', a })) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(smallNatural, fc.integer({ min: 1, max: 24 }))
        .map(([a, b]): WorkingLiteral => ({ kind: 'fraction', a, b: String(b) })),
    },
    {
      weight: zeroDenominator,
      arbitrary: fc.integer({ min: 0, max: 9 }).map((a): WorkingLiteral => ({ kind: 'fraction', a: String(a), b: '0' })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 16 }), fc.nat(), mixedGap)
        .map(([w, d, k, gap]): WorkingLiteral => ({ kind: 'mixed', w: String(w), n: String(1 + (k % (d - 1))), d: String(d), gap })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 4 }), fc.nat())
        .map(([a, digits, k]): WorkingLiteral => ({ kind: 'decimal', a: String(a), f: String(k % 10 ** digits).padStart(digits, '0') })),
    },
    { weight: long, arbitrary: longLiteral(36, 40) },
  );
}

/** Valid literals of `min`..`max` digits in all, in each of the four forms (MIXED well formed). */
export function longLiteral(min: number, max: number): fc.Arbitrary<WorkingLiteral> {
  return fc.integer({ min, max }).chain((total) =>
    fc.oneof(
      naturalWithDigits(total).map((a): WorkingLiteral => ({ kind: 'integer', a })),
      fc.integer({ min: 1, max: Math.max(1, total - 1) }).chain((split) =>
        fc
          .tuple(
            naturalWithDigits(split),
            naturalWithDigits(Math.max(1, total - split)).filter((b) => b !== '0'),
          )
          .map(([a, b]): WorkingLiteral => ({ kind: 'fraction', a, b })),
      ),
      fc
        .integer({ min: 1, max: Math.max(1, total - 1) })
        .chain((split) =>
          fc
            .tuple(naturalWithDigits(split), fc.bigInt({ min: 0n, max: pow10(Math.max(1, total - split)) - 1n }))
            .map(([a, f]): WorkingLiteral => ({ kind: 'decimal', a, f: String(f).padStart(Math.max(1, total - split), '0') })),
        ),
      fc.integer({ min: 3, max: Math.max(3, total) }).chain((rest) => {
        // MIXED: whole part of total - rest digits (at least 1), numerator and denominator of rest digits in all.
        const wholeDigits = Math.max(1, total - rest);
        const denominatorDigits = Math.ceil(rest / 2);
        const numeratorDigits = Math.max(1, rest - denominatorDigits);
        return fc
          .tuple(
            naturalWithDigits(wholeDigits).filter((w) => w !== '0'),
            naturalWithDigits(denominatorDigits).filter((d) => BigInt(d) >= 2n),
            fc.bigInt({ min: 1n, max: pow10(numeratorDigits) - 1n }),
          )
          .map(([w, d, n]): WorkingLiteral => {
            const nn = ((n - 1n) % (BigInt(d) - 1n)) + 1n;
            return { kind: 'mixed', w, n: String(nn), d, gap: ' ' };
          });
      }),
    ),
  );
}

/** A literal node for a value, in one of several written forms (chosen by `form`). */
export function literalFor(value: Fraction, form: number): WorkingNode {
  const negative = value.n < 0n;
  const a = abs(value.n);
  const d = value.d;
  const canonical = (): WorkingLiteral => (d === 1n ? { kind: 'integer', a: String(a) } : { kind: 'fraction', a: String(a), b: String(d) });
  let lit: WorkingLiteral;
  switch (form % 7) {
    case 1: {
      const m = BigInt(2 + (form % 4));
      lit = { kind: 'fraction', a: String(a * m), b: String(d * m) };
      break;
    }
    case 2:
      lit = { kind: 'fraction', a: String(a), b: String(d) };
      break; // n/1 for integers
    case 3:
      lit = d > 1n && a > d ? { kind: 'mixed', w: String(a / d), n: String(a % d), d: String(d), gap: ' ' } : canonical();
      break;
    case 4:
    case 5: {
      let scale = 0;
      while (scale <= 12 && pow10(scale) % d !== 0n) scale++;
      if (scale > 12 || (scale === 0 && form % 7 === 4)) {
        lit = canonical();
        break;
      }
      const digits = Math.max(scale, 1) + (form % 7 === 5 ? 1 : 0);
      const scaled = (a * pow10(digits)) / d;
      const text = String(scaled).padStart(digits + 1, '0');
      lit = { kind: 'decimal', a: text.slice(0, -digits), f: text.slice(-digits) };
      break;
    }
    default:
      lit = canonical();
  }
  const node: WorkingNode = { kind: 'literal', literal: lit };
  // Zero now and then as -0 (final_form rejects it).
  if (negative || (a === 0n && form % 11 === 6)) return { kind: 'negate', operand: node };
  return node;
}

// ---------------------------------------------------------------------------------------------
// Trees

export function workingTree(literal: fc.Arbitrary<WorkingLiteral> = workingLiteral(), maxDepth = 4): fc.Arbitrary<WorkingNode> {
  const { node } = fc.letrec<{ node: WorkingNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth },
      { weight: 5, arbitrary: literal.map((l): WorkingNode => ({ kind: 'literal', literal: l })) },
      { weight: 1, arbitrary: tie('node').map((operand): WorkingNode => ({ kind: 'negate', operand })) },
      { weight: 1, arbitrary: tie('node').map((inner): WorkingNode => ({ kind: 'group', inner })) },
      {
        weight: 5,
        arbitrary: fc
          .record({ op: fc.constantFrom<WorkingOperator>('+', '-', '*', '/'), left: tie('node'), right: tie('node') })
          .map((b): WorkingNode => ({ kind: 'binary', ...b })),
      },
    ),
  }));
  return node;
}

const spaceUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constant(' ') },
  { weight: 5, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('  ', '\t', '\r', ' \t ') },
);

export const renderStyle: fc.Arbitrary<RenderStyle> = fc.record({
  spaces: fc.array(spaceUnit, { minLength: 1, maxLength: 6 }),
  picks: fc.array(fc.nat(20), { minLength: 1, maxLength: 6 }),
});

const isLiteralLike = (n: WorkingNode): boolean =>
  n.kind === 'literal' || ((n.kind === 'negate' || n.kind === 'group') && isLiteralLike(n.kind === 'negate' ? n.operand : n.inner));

/** Binary nodes whose operands are literals (a student's next rewrite evaluates one of them). */
function reducibleNodes(node: WorkingNode, into: WorkingNode[] = []): WorkingNode[] {
  switch (node.kind) {
    case 'literal':
      break;
    case 'negate':
      reducibleNodes(node.operand, into);
      break;
    case 'group':
      reducibleNodes(node.inner, into);
      break;
    case 'binary':
      reducibleNodes(node.left, into);
      reducibleNodes(node.right, into);
      if (isLiteralLike(node.left) && isLiteralLike(node.right)) into.push(node);
  }
  return into;
}

function replaceNode(node: WorkingNode, target: WorkingNode, replacement: WorkingNode): WorkingNode {
  if (node === target) return replacement;
  switch (node.kind) {
    case 'literal':
      return node;
    case 'negate':
      return { kind: 'negate', operand: replaceNode(node.operand, target, replacement) };
    case 'group':
      return { kind: 'group', inner: replaceNode(node.inner, target, replacement) };
    case 'binary':
      return { ...node, left: replaceNode(node.left, target, replacement), right: replaceNode(node.right, target, replacement) };
  }
}

const parseCanonical = (text: string): Fraction => {
  const [n, d] = text.split('/');
  return fraction(BigInt(n!), BigInt(d ?? '1'));
};

/**
 * Numbers that are 0 or near it modulo primes just below 2^26 and 2^31 (the engine filters
 * misconception candidates by their residues modulo such a prime, and a residue of 0 or an
 * undefined one, a denominator that is a multiple of the prime, is where such a filter can err).
 */
const MODULAR_EDGE_NUMBERS = ['67108859', '134217718', '67108858', '67108860', '33554429', '2147483647', '4294967294', '4503599493152769'];

/** Literals made of those numbers and small ones: integers, fractions, mixed numbers. */
export const modularEdgeLiteral: fc.Arbitrary<WorkingLiteral> = (() => {
  const edge = fc.constantFrom(...MODULAR_EDGE_NUMBERS);
  const small = fc.integer({ min: 1, max: 9 }).map(String);
  const part = fc.oneof(edge, small);
  return fc.oneof(
    part.map((a): WorkingLiteral => ({ kind: 'integer', a })),
    fc.tuple(part, part).map(([a, b]): WorkingLiteral => ({ kind: 'fraction', a, b })),
    fc.tuple(small, edge).map(([n, d]): WorkingLiteral => ({ kind: 'mixed', w: '1', n, d, gap: ' ' })),
  );
})();

/**
 * Expressions shaped for one misconception rule or another (a*c over equal denominators, a minus
 * before a parenthesised sum, an integer times a fraction, mixed numbers, mixed precedence), with
 * random literals, sometimes inside a larger expression.
 */
export const misconceptionShapedTree: fc.Arbitrary<WorkingNode> = (() => {
  const lit = (l: WorkingLiteral): WorkingNode => ({ kind: 'literal', literal: l });
  const int = fc.integer({ min: 0, max: 12 }).map((a) => lit({ kind: 'integer', a: String(a) }));
  const frac = fc
    .tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 12 }))
    .map(([a, b]) => lit({ kind: 'fraction', a: String(a), b: String(b) }));
  const mixed = fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.nat())
    .map(([w, d, k]) => lit({ kind: 'mixed', w: String(w), n: String(1 + (k % (d - 1))), d: String(d), gap: ' ' }));
  const operand = fc.oneof(int, frac, frac, mixed);
  const bin = (op: WorkingOperator, left: WorkingNode, right: WorkingNode): WorkingNode => ({ kind: 'binary', op, left, right });
  const group = (inner: WorkingNode): WorkingNode => ({ kind: 'group', inner });
  const op = fc.constantFrom<WorkingOperator>('+', '-', '*', '/');
  const shapes: Array<fc.Arbitrary<WorkingNode>> = [
    // same denominators under *
    fc
      .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 2, max: 9 }))
      .map(([a, c, d]) =>
        bin('*', lit({ kind: 'fraction', a: String(a), b: String(d) }), lit({ kind: 'fraction', a: String(c), b: String(d) })),
      ),
    // a minus before a parenthesised sum or difference (sometimes doubly parenthesised)
    fc.tuple(operand, operand, operand, fc.constantFrom<WorkingOperator>('+', '-'), fc.boolean()).map(([l, y, z, inner, twice]) => {
      const g = group(bin(inner, y, z));
      return bin('-', l, twice ? group(g) : g);
    }),
    // an integer times a fraction, either side
    fc.tuple(int, frac, fc.boolean()).map(([k, f, swap]) => (swap ? bin('*', f, k) : bin('*', k, f))),
    // mixed precedence (left_to_right)
    fc
      .tuple(
        operand,
        operand,
        operand,
        fc.constantFrom<WorkingOperator>('+', '-'),
        fc.constantFrom<WorkingOperator>('*', '/'),
        fc.boolean(),
      )
      .map(([a, b, c, low, high, wrap]) => (wrap ? bin(high, a, group(bin(low, b, c))) : bin(low, a, bin(high, b, c)))),
    // mixed numbers
    fc.tuple(mixed, operand, op, fc.boolean()).map(([m, o, o2, swap]) => (swap ? bin(o2, o, m) : bin(o2, m, o))),
    // two fractions, any operator
    fc.tuple(frac, frac, op).map(([a, b, o]) => bin(o, a, b)),
  ];
  const core = fc.oneof(...shapes);
  return fc.oneof(
    { weight: 4, arbitrary: core },
    {
      weight: 1,
      arbitrary: fc.tuple(core, operand, op, fc.boolean()).map(([c, o, o2, left]) => (left ? bin(o2, group(c), o) : bin(o2, o, group(c)))),
    },
    { weight: 1, arbitrary: core.map((c): WorkingNode => ({ kind: 'negate', operand: group(c) })) },
  );
})();

// ---------------------------------------------------------------------------------------------
// Chains: a first expression and the student's next steps

export type MoveKind = 'reduce' | 'final' | 'same' | 'misconception' | 'wrong' | 'divzero' | 'fresh';

export interface Move {
  kind: MoveKind;
  pick: number;
  form: number;
  style: RenderStyle;
  fresh: WorkingNode;
}

export interface WorkingChain {
  /** Step texts in order. */
  steps: string[];
  /** The generator's value of the last step (null: it divides by zero). */
  lastValue: Fraction | null;
  /** The generator's value of step 0. */
  startValue: Fraction | null;
}

const move = (weights: Partial<Record<MoveKind, number>> = {}): fc.Arbitrary<Move> =>
  fc.record({
    kind: fc.oneof(
      { weight: weights.reduce ?? 8, arbitrary: fc.constant<MoveKind>('reduce') },
      { weight: weights.final ?? 4, arbitrary: fc.constant<MoveKind>('final') },
      { weight: weights.same ?? 1, arbitrary: fc.constant<MoveKind>('same') },
      { weight: weights.misconception ?? 4, arbitrary: fc.constant<MoveKind>('misconception') },
      { weight: weights.wrong ?? 2, arbitrary: fc.constant<MoveKind>('wrong') },
      { weight: weights.divzero ?? 1, arbitrary: fc.constant<MoveKind>('divzero') },
      { weight: weights.fresh ?? 1, arbitrary: fc.constant<MoveKind>('fresh') },
    ),
    pick: fc.nat(),
    form: fc.nat(),
    style: renderStyle,
    fresh: workingTree(workingLiteral(), 2),
  });

const ZERO_DIVISORS: readonly WorkingNode[] = [
  { kind: 'literal', literal: { kind: 'integer', a: '0' } },
  { kind: 'literal', literal: { kind: 'fraction', a: '0', b: '3' } },
  { kind: 'literal', literal: { kind: 'decimal', a: '0', f: '00' } },
  {
    kind: 'group',
    inner: {
      kind: 'binary',
      op: '-',
      left: { kind: 'literal', literal: { kind: 'fraction', a: '1', b: '2' } },
      right: { kind: 'literal', literal: { kind: 'decimal', a: '0', f: '5' } },
    },
  },
  {
    kind: 'group',
    inner: {
      kind: 'binary',
      op: '*',
      left: { kind: 'literal', literal: { kind: 'integer', a: '3' } },
      right: { kind: 'literal', literal: { kind: 'integer', a: '0' } },
    },
  },
];

/** One step after `current` (the nearest earlier step with a value), as the move says. */
function nextStep(current: { tree: WorkingNode; text: string; value: Fraction | null }, m: Move): WorkingNode {
  const value = current.value;
  switch (m.kind) {
    case 'reduce': {
      const nodes = reducibleNodes(current.tree).filter((n) => valueOf(n) !== null);
      if (nodes.length === 0 || value === null) break;
      const target = nodes[m.pick % nodes.length]!;
      return replaceNode(current.tree, target, literalFor(valueOf(target)!, m.form));
    }
    case 'same':
      return current.tree;
    case 'misconception': {
      // The rule first, then one of its sites, so that rare rules are not drowned by the
      // whole-expression ones (sign_flipped and reciprocal are candidates almost everywhere).
      const same = value === null ? '' : formatFraction(value);
      const candidates = misconceptionValues(current.text).filter((c) => c.value !== same);
      const rules = [...new Set(candidates.map((c) => c.rule))];
      if (rules.length === 0) break;
      const rule = rules[m.pick % rules.length]!;
      const sites = candidates.filter((c) => c.rule === rule);
      const chosen = sites[Math.floor(m.pick / rules.length) % sites.length]!;
      return literalFor(parseCanonical(chosen.value), m.form);
    }
    case 'wrong': {
      if (value === null) break;
      const deltas = [fraction(1n, 1n), fraction(-1n, 1n), fraction(1n, 2n), value, fraction(1n, value.d + 1n)];
      return literalFor(applyOperator('+', value, deltas[m.pick % deltas.length]!)!, m.form);
    }
    case 'divzero': {
      const left = value === null ? literalFor(fraction(BigInt(m.pick % 7), 1n), 0) : literalFor(value, m.form);
      if (m.pick % 5 === 4) return { kind: 'literal', literal: { kind: 'fraction', a: String(m.form % 9), b: '0' } };
      return {
        kind: 'binary',
        op: m.pick % 3 === 0 ? '*' : '/',
        left,
        right: {
          kind: 'binary',
          op: '/',
          left: { kind: 'literal', literal: { kind: 'integer', a: '1' } },
          right: ZERO_DIVISORS[m.pick % ZERO_DIVISORS.length]!,
        },
      };
    }
    case 'fresh':
      return m.fresh;
    case 'final':
      break;
  }
  return value === null ? m.fresh : literalFor(value, m.form);
}

/** Applies the moves to a first tree: the chain a student might write, right or wrong. */
export function buildChain(first: WorkingNode, style: RenderStyle, moves: readonly Move[]): WorkingChain {
  const firstText = renderWorking(first, style);
  const steps = [firstText];
  const startValue = valueOf(first);
  let current = { tree: first, text: firstText, value: startValue };
  let lastValue = startValue;
  for (const m of moves) {
    const tree = nextStep(current, m);
    const text = renderWorking(tree, m.style);
    const value = valueOf(tree);
    steps.push(text);
    lastValue = value;
    if (value !== null || current.value === null) current = { tree, text, value };
  }
  return { steps, lastValue, startValue };
}

export function workingChain(
  options: {
    maxMoves?: number;
    weights?: Partial<Record<MoveKind, number>>;
    literal?: fc.Arbitrary<WorkingLiteral>;
    maxDepth?: number;
    first?: fc.Arbitrary<WorkingNode>;
  } = {},
): fc.Arbitrary<WorkingChain> {
  const { maxMoves = 6, weights, literal = workingLiteral(), maxDepth = 4 } = options;
  const first = options.first ?? workingTree(literal, maxDepth);
  return fc
    .tuple(first, renderStyle, fc.array(move(weights), { minLength: 0, maxLength: maxMoves }))
    .map(([first, style, moves]) => buildChain(first, style, moves));
}

// ---------------------------------------------------------------------------------------------
// Layout: steps joined into lines

/** Between two steps: same line, leading "=", trailing "=", both, or a bare line break, blank lines. */
const separator = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(' = ', '=', ' =', '= ', '  =  ', '\t=\t', ' =\r') },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '\n= ',
      ' =\n',
      '\n',
      ' =\n= ',
      '\r\n= ',
      ' =\r\n',
      '\r\n',
      '\n\n= ',
      '\n \t\n= ',
      ' =\n\n',
      '\n=',
      '=\n',
      '\r\n\r\n',
      '\n\r\n=',
      ' = \n',
    ),
  },
);

/** A separator that leaves an empty part (a fault). */
const emptyPartSeparator = fc.constantFrom(' = = ', '= =', '\n=\n', ' =\n=\n= ', '\n= =\n', '=\t=', ' =\n = \n= ', '\n = \n');

const prefix = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.constantFrom('\n', '  ', '\r\n', '\n\n', ' \t', '\t\n \n') },
  { weight: 1, arbitrary: fc.constantFrom('= ', '\n= ', '=', ' =\n') }, // a leading "=" on the first line
);

const suffix = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.constantFrom('\n', ' ', '\r\n', '\r', '\n\n', '\t', '\n \n') },
  { weight: 1, arbitrary: fc.constantFrom(' =', ' =\n', '=\n\n', '\n=', ' = \r\n', '=\r') }, // a trailing "=" with nothing after
);

export interface Layout {
  separators: string[];
  prefix: string;
  suffix: string;
}

/** A layout that adds no fault: separators without empty parts, no "=" before the first step or after the last. */
export const cleanLayout = (parts: number): fc.Arbitrary<Layout> =>
  fc.record({
    separators: fc.array(separator, { minLength: Math.max(0, parts - 1), maxLength: Math.max(0, parts - 1) }),
    prefix: fc.constantFrom('', '', '', '\n', '  ', '\r\n', '\n\n', ' \t'),
    suffix: fc.constantFrom('', '', '', '\n', ' ', '\r\n', '\r', '\n\n'),
  });

export const layout = (parts: number, emptyParts = 1): fc.Arbitrary<Layout> =>
  fc.record({
    separators: fc.array(fc.oneof({ weight: 40, arbitrary: separator }, { weight: emptyParts, arbitrary: emptyPartSeparator }), {
      minLength: Math.max(0, parts - 1),
      maxLength: Math.max(0, parts - 1),
    }),
    prefix,
    suffix,
  });

export function layOut(steps: readonly string[], l: Layout): string {
  let text = l.prefix;
  steps.forEach((step, i) => {
    text += step;
    if (i < steps.length - 1) text += l.separators[i] ?? ' = ';
  });
  return text + l.suffix;
}

export const laidOut = (chain: fc.Arbitrary<WorkingChain>, emptyParts = 1): fc.Arbitrary<WorkingCase> =>
  chain.chain((c) =>
    layout(c.steps.length, emptyParts).map((l) => ({
      working: layOut(c.steps, l),
      lastValue: c.lastValue,
      lastStep: c.steps[c.steps.length - 1]!,
    })),
  );

// ---------------------------------------------------------------------------------------------
// Faults

export interface WorkingCase {
  working: string;
  /** The generator's value of the last step, when it knows it (for answers). */
  lastValue: Fraction | null;
  lastStep: string;
}

/** Text that is a lexical fault where a number could stand, with the fault each was made for. */
export const LEXICAL_FAULTS: readonly string[] = [
  // bad_character
  '.',
  '.5',
  'x',
  'e',
  'E',
  '^',
  ',',
  '[',
  ']',
  '{',
  '%',
  '!',
  '=',
  '\u00a0',
  '\u{1f600}',
  '\u{1d7ce}',
  '\u0663',
  '\uff11',
  '\u2044',
  '\u2215',
  '\u2217',
  '\ufeff',
  '\u000b',
  '\u000c',
  '\u0085',
  '\u2028',
  '\u200b',
  '\u00bd',
  '\u00b2',
  '\u2014',
  '\u2010',
  '\u00d7\u00d7',
  '1/2.5',
  '2 1/2.5',
  '1.5.3',
  '1/2.',
  '1 .5',
  '1\u00a01/2',
  '\u00f7/',
  '**',
  '\\',
  '"',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u{10ffff}',
  '\u{e0001}',
  // bad_number
  '05',
  '00',
  '007',
  '1.',
  '12.',
  '5/03',
  '03/5',
  '2 01/3',
  '2 1/03',
  '05.5',
  '0 1/03',
  '1. 5',
  '00.1',
  '1/00',
  // bad_mixed_number
  '0 1/2',
  '2 3/2',
  '2 2/2',
  '2 0/3',
  '2 1/0',
  '1 5/4',
  '0 0/0',
  '3 10/10',
  '1\t4/3',
];

const faultText = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...LEXICAL_FAULTS) },
  // literal_too_long around 40 digits, in each form; bad forms too
  { weight: 3, arbitrary: longLiteral(39, 42).map((lit) => literalText(lit)) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 39, max: 42 })
      .chain((n) => fc.constantFrom(`0 1/${'7'.repeat(n)}`, `0${'1'.repeat(n)}`, `${'1'.repeat(n)}.`, `${'9'.repeat(n)} 1/0`)),
  },
);

/** Inserts `fault` into one step: alone, as an operand, or at a random code point of the step. */
const insertFault = (steps: readonly string[], fault: string, where: number, how: number): string[] => {
  const copy = [...steps];
  const i = where % copy.length;
  const step = copy[i]!;
  const chars = Array.from(step);
  switch (how % 5) {
    case 0:
      copy[i] = fault;
      break;
    case 1:
      copy[i] = `${step} + ${fault}`;
      break;
    case 2:
      copy[i] = `${fault} * ${step}`;
      break;
    case 3:
      copy[i] = `(${step}) : ${fault}`;
      break;
    default: {
      const at = how % (chars.length + 1);
      copy[i] = chars.slice(0, at).join('') + fault + chars.slice(at).join('');
    }
  }
  return copy;
};

export const lexicalFaultWorking: fc.Arbitrary<WorkingCase> = fc
  .tuple(workingChain({ maxMoves: 4 }), fc.array(fc.tuple(faultText, fc.nat(), fc.nat()), { minLength: 1, maxLength: 2 }))
  .map(([chain, faults]) => ({
    ...chain,
    steps: faults.reduce((steps, [fault, where, how]) => insertFault(steps, fault, where, how), chain.steps),
  }))
  .chain((c) =>
    layout(c.steps.length).map((l) => ({ working: layOut(c.steps, l), lastValue: null, lastStep: c.steps[c.steps.length - 1]! })),
  );

/** Token soup: mostly syntax errors (unexpected tokens, early ends, unbalanced parentheses). */
const SOUP_TOKENS = [
  '1',
  '2',
  '1/2',
  '2 1/2',
  '0.5',
  '0',
  '+',
  '-',
  '\u2212',
  '*',
  '\u00d7',
  'x',
  ' x ',
  'X',
  '/',
  '\u00f7',
  ':',
  '(',
  '(',
  ')',
  ')',
  ' ',
  ' = ',
  '\n',
  '\n= ',
];

export const syntaxSoupWorking: fc.Arbitrary<WorkingCase> = fc
  .array(fc.constantFrom(...SOUP_TOKENS), { minLength: 1, maxLength: 16 })
  .map((tokens) => ({ working: tokens.join(''), lastValue: null, lastStep: '' }));

/** A string edited at random code points: inserts, deletes, duplicates, truncations. */
function corrupt(text: string, edits: ReadonlyArray<{ at: number; kind: number; insert: string }>): string {
  let chars = Array.from(text);
  for (const edit of edits) {
    const at = edit.at % (chars.length + 1);
    switch (edit.kind % 4) {
      case 0:
        chars = [...chars.slice(0, at), ...Array.from(edit.insert), ...chars.slice(at)];
        break;
      case 1:
        chars = [...chars.slice(0, at), ...chars.slice(at + 1)];
        break;
      case 2:
        chars = [...chars.slice(0, at), ...chars.slice(at, at + 6), ...chars.slice(at)];
        break;
      default:
        chars = chars.slice(0, Math.max(1, at));
    }
  }
  return chars.join('');
}

const INSERTABLE = [
  '=',
  '\n',
  '\r',
  '\r\n',
  ' ',
  '(',
  ')',
  '-',
  '/',
  '0',
  '.',
  ' 1/2',
  '\u2212',
  ':',
  'x',
  '\u{1f600}',
  '\ud800',
  '\n\n',
  '= =',
];

export const corruptedWorking: fc.Arbitrary<WorkingCase> = fc
  .tuple(
    laidOut(workingChain({ maxMoves: 4 })),
    fc.array(fc.record({ at: fc.nat(), kind: fc.nat(), insert: fc.oneof(fc.constantFrom(...INSERTABLE), faultText) }), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([c, edits]) => ({ working: corrupt(c.working, edits), lastValue: null, lastStep: '' }));

// ---------------------------------------------------------------------------------------------
// Sizes around the limits

/** Steps around 128 tokens: runs of terms with unary minus, parentheses, mixed numbers; some with a fault at the end. */
export const manyTokensWorking: fc.Arbitrary<WorkingCase> = fc
  .record({
    terms: fc.integer({ min: 60, max: 67 }),
    term: fc.constantFrom('1', '1/2', '2 1/2', '0.5', '-1', '(1)', '\u22121/3'),
    op: fc.constantFrom(' + ', '+', ' - ', '\u00d7', ' \u2212 ', ':'),
    // Leads and tails that put another fault before or after the count: a syntax error, a
    // lexical fault, an early end (too_many_tokens comes after lexical faults, before parsing).
    lead: fc.constantFrom('', '-', '--', '(', '-(', '((', '1 = ', '1 1 + ', ') + ', '* ', 'x + ', '05 + ', '0 1/2 + ', '1 = = '),
    tail: fc.constantFrom('', '', ' +', ' x', ')', ' 05', ' = 1', ' 1', '.', ' = ', ' (', ' 2 2/2', ` + ${'1'.repeat(41)}`),
  })
  .map(({ terms, term, op, lead, tail }) => {
    const closers = ')'.repeat([...lead].filter((c) => c === '(').length);
    return { working: `${lead}${Array(terms).fill(term).join(op)}${closers}${tail}`, lastValue: null, lastStep: '' };
  });

/** Nesting around 32: parentheses, unary minus, both interleaved; balanced or not; then more text. */
export const deepWorking: fc.Arbitrary<WorkingCase> = fc
  .record({
    depth: fc.integer({ min: 28, max: 35 }),
    unit: fc.constantFrom('(', '-', '(-', '-(', '((-', '\u2212(', '( -'),
    core: fc.constantFrom('1', '1 + 2', '1/0', '', '2 1/2', '-1', '0.5 * 2', '1 +', 'x'),
    closeDelta: fc.integer({ min: -1, max: 1 }),
    before: fc.constantFrom('', '', '1 = ', '1 + ', '2 * '),
    after: fc.constantFrom('', '', ' = 1', ' + 1', ' = -1'),
  })
  .map(({ depth, unit, core, closeDelta, before, after }) => {
    const opening = unit.repeat(Math.ceil(depth / unit.length)).slice(0, depth);
    const parens = [...opening].filter((c) => c === '(').length;
    return { working: `${before}${opening}${core}${')'.repeat(Math.max(0, parens + closeDelta))}${after}`, lastValue: null, lastStep: '' };
  });

/**
 * Values around 200 digits: products and quotients of long literals, with a zero divisor before or
 * after, and wrong steps after a large start (so the misconception rules evaluate large values).
 */
export const largeValueWorking: fc.Arbitrary<WorkingCase> = fc
  .record({
    factors: fc.array(
      fc
        .integer({ min: 30, max: 40 })
        .chain((digits) => fc.oneof(naturalWithDigits(digits), fc.constant('9'.repeat(digits)), fc.constant(`1${'0'.repeat(digits - 1)}`))),
      { minLength: 4, maxLength: 7 },
    ),
    shape: fc.nat(7),
    ops: fc.array(fc.constantFrom('*', '\u00d7', '/', ':', '+', '-'), { minLength: 6, maxLength: 6 }),
    zero: fc.constantFrom('', '', '1/0 * ', ' * (1 - 1) / (2 - 2)', ' / 0'),
    next: fc.constantFrom('', ' = 1', ' = 0', ' = 2', ' = 1/2', '\n= 1/0 = 3'),
  })
  .map(({ factors, shape, ops, zero, next }) => {
    let expression: string;
    switch (shape) {
      case 0:
        expression = factors.join(' * ');
        break;
      case 1:
        expression = `1 / (${factors.join(' * ')})`;
        break;
      case 2:
        expression = factors.map((f, i) => (i === 0 ? f : `${ops[i % ops.length]} ${f}`)).join(' ');
        break;
      case 3:
        expression = factors.map((f) => `1/${f}`).join(' * ');
        break;
      case 4:
        expression = `(${factors.slice(0, 3).join(' * ')}) / (${factors.slice(3).join(' * ')})`;
        break;
      case 5:
        expression = `${factors.join(' * ')} - ${factors.join(' * ')} + 1`;
        break;
      case 6:
        expression = `(${factors.map((f) => `1/${f}`).join(' + ')}) * 0 + 1`;
        break;
      default:
        expression = `${factors[0]} 1/2 * ${factors.slice(1).join(' * ')}`;
    }
    const working = zero.startsWith(' ') ? `${expression}${zero}${next}` : `${zero}${expression}${next}`;
    return { working, lastValue: null, lastStep: '' };
  });

/**
 * The reading of "exceeds 200 digits" in buggy evaluations (A6 in working-reference.ts): a start
 * whose misconception values pass through intermediates on both sides of 200 digits and come back.
 */
export const bigMisconceptionWorking: fc.Arbitrary<WorkingCase> = fc
  .record({
    exponent: fc.integer({ min: 28, max: 39 }),
    count: fc.integer({ min: 2, max: 4 }),
    op: fc.constantFrom('+', '-'),
    claim: fc.constantFrom('2', '0', '1', '-2'),
  })
  .map(({ exponent, count, op, claim }) => {
    const x = `1${'0'.repeat(exponent)}`;
    const l = `(${Array(count).fill(`1/${x}`).join(' * ')})`;
    return { working: `((${l} ${op} ${l}) / ${l}) / ${l} = ${claim}`, lastValue: null, lastStep: claim };
  });

/** Around 100 parts: equal steps joined every way; some with an empty part. */
export const manyStepsWorking: fc.Arbitrary<WorkingCase> = fc
  .record({
    parts: fc.integer({ min: 96, max: 103 }),
    step: fc.constantFrom('1', '2/2', '1.0', '3 - 2', '1/0', 'x', '2'),
    layoutSeed: fc.nat(),
  })
  .chain(({ parts, step }) =>
    layout(parts, 1).map((l) => ({ working: layOut(Array(parts).fill(step), l), lastValue: fraction(1n, 1n), lastStep: step })),
  );

/** Around 8192 UTF-8 bytes: a valid working padded with whitespace, or multi-byte characters, or lone surrogates. */
export const nearByteLimitWorking: fc.Arbitrary<WorkingCase> = fc
  .record({
    bytes: fc.integer({ min: 8186, max: 8198 }),
    pad: fc.constantFrom(' ', '\n', '\t', '\r\n', '\u00e9', '\u20ac', '\u{1f600}', '\ud800', '1 = '),
    at: fc.constantFrom('end', 'start'),
  })
  .map(({ bytes, pad, at }) => {
    const base = '1/2 + 1/4 = 3/4\n';
    const unit = new TextEncoder().encode(pad.replace(/[\ud800-\udfff]/g, '\u0800')).length; // a lone surrogate counts 3
    const count = Math.floor((bytes - base.length) / unit);
    const rest = ' '.repeat(Math.max(0, bytes - base.length - count * unit));
    const padding = pad.repeat(count) + rest;
    return { working: at === 'end' ? base + padding : padding + base, lastValue: null, lastStep: '' };
  });

/** Lone surrogates anywhere, after astral characters too. */
export const loneSurrogateWorking: fc.Arbitrary<WorkingCase> = fc
  .tuple(
    laidOut(workingChain({ maxMoves: 3 })),
    fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\u{1f600}\ud83d', '\ud83d', '\ude00\ud83d'),
    fc.nat(),
    fc.boolean(),
  )
  .map(([c, lone, at, astralBefore]) => {
    const chars = Array.from(c.working);
    const i = at % (chars.length + 1);
    const inserted = (astralBefore ? '\u{1f600}' : '') + lone;
    return { working: chars.slice(0, i).join('') + inserted + chars.slice(i).join(''), lastValue: null, lastStep: '' };
  });

/** Empty and whitespace-only workings, and workings made only of "=" and line breaks. */
export const emptyishWorking: fc.Arbitrary<WorkingCase> = fc
  .array(fc.constantFrom(' ', '\t', '\r', '\n', '\r\n', '=', ' = '), { maxLength: 8 })
  .map((pieces) => ({ working: pieces.join(''), lastValue: null, lastStep: '' }));

// ---------------------------------------------------------------------------------------------
// Workings of every kind

/** Valid chains only (what a property test of the happy path wants). */
export const validWorking: fc.Arbitrary<WorkingCase> = laidOut(workingChain(), 0);

export const anyWorking: fc.Arbitrary<WorkingCase> = fc.oneof(
  { weight: 30, arbitrary: laidOut(workingChain()) },
  { weight: 8, arbitrary: laidOut(workingChain({ maxMoves: 9, weights: { misconception: 10, wrong: 4, reduce: 3, final: 1 } })) },
  {
    weight: 4,
    arbitrary: laidOut(
      workingChain({
        maxMoves: 3,
        weights: { misconception: 6, reduce: 6 },
        literal: workingLiteral({ zeroDenominator: 0, long: 0 }),
        maxDepth: 5,
      }),
    ),
  },
  {
    weight: 8,
    arbitrary: laidOut(
      workingChain({
        maxMoves: 3,
        weights: { misconception: 12, reduce: 3, final: 1, wrong: 1, divzero: 0, fresh: 0, same: 0 },
        first: misconceptionShapedTree,
      }),
    ),
  },
  {
    weight: 3,
    arbitrary: laidOut(workingChain({ maxMoves: 4, weights: { divzero: 6 }, literal: workingLiteral({ zeroDenominator: 4 }) })),
  },
  {
    weight: 2,
    arbitrary: laidOut(
      workingChain({
        maxMoves: 3,
        weights: { misconception: 10, reduce: 2, wrong: 1, divzero: 0, fresh: 0, same: 0 },
        literal: fc.oneof(modularEdgeLiteral, workingLiteral({ zeroDenominator: 0, long: 0 })),
        maxDepth: 3,
      }),
    ),
  },
  { weight: 2, arbitrary: laidOut(workingChain({ maxMoves: 4, literal: workingLiteral({ long: 8 }) })) },
  { weight: 8, arbitrary: lexicalFaultWorking },
  { weight: 4, arbitrary: syntaxSoupWorking },
  { weight: 4, arbitrary: corruptedWorking },
  { weight: 2, arbitrary: manyTokensWorking },
  { weight: 2, arbitrary: deepWorking },
  { weight: 3, arbitrary: largeValueWorking },
  { weight: 1, arbitrary: bigMisconceptionWorking },
  { weight: 1, arbitrary: manyStepsWorking },
  { weight: 1, arbitrary: nearByteLimitWorking },
  { weight: 1, arbitrary: loneSurrogateWorking },
  { weight: 1, arbitrary: emptyishWorking },
);

// ---------------------------------------------------------------------------------------------
// Whole requests

const nonCanonical = (f: Fraction, k: number): string => {
  if (f.n === 0n) return k % 2 === 0 ? '-0' : '0/7';
  const m = BigInt(2 + (k % 3));
  return `${f.n * m}/${f.d * m}`;
};

const MALFORMED_ANSWERS = [
  '',
  '01',
  '1/0',
  '1/-2',
  '-1/-2',
  '+1',
  ' 1',
  '1 ',
  '1.5',
  '1/2/3',
  '\u22121',
  '1/01',
  '--1',
  '1/',
  '/2',
  '1\n',
  'x',
  '\ud800',
  '\uff11',
  '1 1/2',
  '0/0',
];

/** An answer for a working whose last value is `value` (when known): right, right but not canonical, wrong, malformed, too long. */
const answerFor = (value: Fraction | null): fc.Arbitrary<string | null> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(value === null ? '1' : formatFraction(value)) },
    { weight: 4, arbitrary: fc.nat().map((k) => (value === null ? '0' : nonCanonical(value, k))) },
    {
      weight: 4,
      arbitrary: fc.nat(5).map((k) => (value === null ? String(k) : formatFraction(fraction(value.n + BigInt(k) + 1n, value.d)))),
    },
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ANSWERS) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 199, max: 202 })
        .chain((n) => fc.constantFrom('1'.repeat(n), `-${'9'.repeat(n)}`, `1/${'3'.repeat(n)}`, `${'7'.repeat(n)}/2`)),
    },
  );

const FINAL_FORMS = ['any', 'lowest_terms', 'improper', 'mixed'];
const finalForm: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 48, arbitrary: fc.constantFrom(...FINAL_FORMS) },
  { weight: 2, arbitrary: fc.constantFrom('', 'Mixed', 'lowest terms', 'proper', 'any ', 'LOWEST_TERMS', 'mixed\u0000') },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 1, true, ['mixed'], {}) },
);

/** Requests with a working of any kind, an answer or not, a final_form or not. */
export const workingRequest: fc.Arbitrary<Record<string, unknown>> = anyWorking.chain((c) =>
  fc.record(
    { working: fc.constant<unknown>(c.working), answer: answerFor(c.lastValue), final_form: finalForm },
    { requiredKeys: ['working'] },
  ),
);

/** Inputs that break the input schema: not objects, unknown or missing fields, wrong types. */
export const malformedWorkingInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, 0, 1.5, -1, true, false, '', '1 = 1', [], ['1 = 1'], [{ working: '1' }]),
  fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
  // unknown fields, before or instead of missing ones
  fc
    .record({
      working: fc.constantFrom<unknown>('1 = 1', 1, undefined),
      extra: fc.constantFrom('Working', 'answers', 'finalForm', 'final_form ', '__proto__', 'constructor', 'toString', ''),
    })
    .map(({ working, extra }) => {
      const input: Record<string, unknown> = JSON.parse(`{${JSON.stringify(extra)}: 1}`) as Record<string, unknown>;
      if (working !== undefined) input.working = working;
      return input;
    }),
  // missing working
  fc.record({ answer: fc.constantFrom<unknown>('1', null, 5), final_form: fc.constantFrom<unknown>('any', 'x', 3) }, { requiredKeys: [] }),
  // wrong types, alone or together, with other faults after them in the order
  fc.record(
    {
      working: fc.constantFrom<unknown>(1, null, true, ['1'], { text: '1' }, '1 = 1', '1 +', '\ud800', ' '.repeat(9000)),
      answer: fc.constantFrom<unknown>(1, true, [], {}, '1', null, 'x', '1'.repeat(201)),
      final_form: fc.constantFrom<unknown>(null, 1, [], 'any', 'x', 'mixed'),
    },
    { requiredKeys: ['working'] },
  ),
);

/** Every kind of input: mostly well-formed requests, some malformed ones. */
export const workingInput: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: workingRequest },
  { weight: 1, arbitrary: malformedWorkingInput },
);

/**
 * rational-working-solve's inputs: the same workings, with its own fields (final_form without
 * "any", cancel), and the same malformed shapes.
 */
export const solveInput: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 12,
    arbitrary: anyWorking.chain((c) =>
      fc.record(
        {
          working: fc.constant<unknown>(c.working),
          final_form: fc.oneof(fc.constantFrom('lowest_terms', 'improper', 'mixed'), finalForm),
          cancel: fc.oneof(fc.boolean(), fc.constantFrom<unknown>(null, 1, 'true')),
        },
        { requiredKeys: ['working'] },
      ),
    ),
  },
  { weight: 1, arbitrary: malformedWorkingInput },
);
