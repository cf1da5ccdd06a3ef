/**
 * fast-check arbitraries for fuzzing the tools (rational-working-check's are in working-arbitraries.ts): grammar-aware expressions that are valid or
 * nearly so, traces that are consistent until they are not, operands and JSON shapes that break
 * the input schemas in every way we could think of, and raw noise. Shared by `npm run fuzz`
 * (scripts/fuzz.ts) and the CI-sized campaign (src/core/fuzz.test.ts). Test-only: nothing here
 * knows the engine, so the engine is checked against an independent description of its inputs.
 */
import fc from 'fast-check';
import { applyOperator, formatFraction, fraction, parseFraction, type Fraction } from './exact';
import { equationWorkingInput } from './equation-arbitraries';
import { solveInput, workingInput } from './working-arbitraries';

export type ToolId =
  | 'decimal-expression-evaluate'
  | 'linear-equation-check'
  | 'linear-equation-solve'
  | 'rational-expression-check'
  | 'rational-subtract'
  | 'rational-trace-check'
  | 'rational-working-check'
  | 'rational-working-solve';

export interface ToolRequest {
  toolId: ToolId;
  input: unknown;
}

// ---------------------------------------------------------------------------------------------
// Small pieces

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** A natural number with exactly `digits` digits (no leading zero unless it is 0 itself). */
const naturalWithDigits = (digits: number): fc.Arbitrary<string> =>
  digits <= 1 ? fc.integer({ min: 0, max: 9 }).map(String) : fc.bigInt({ min: pow10(digits - 1), max: pow10(digits) - 1n }).map(String);

/**
 * Canonical natural numbers whose lengths favour the interesting places: short everyday values,
 * values around `limit` digits (both sides of it), and round/repdigit shapes that stress carries.
 */
export function naturalLiteral(limit: number): fc.Arbitrary<string> {
  const nearLimit = fc.integer({ min: Math.max(1, limit - 3), max: limit + 2 });
  return fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 0, max: 1000 }).map(String) },
    { weight: 6, arbitrary: fc.integer({ min: 4, max: 40 }).chain(naturalWithDigits) },
    { weight: 2, arbitrary: nearLimit.chain(naturalWithDigits) },
    { weight: 1, arbitrary: nearLimit.map((n) => '9'.repeat(n)) },
    { weight: 1, arbitrary: nearLimit.map((n) => `1${'0'.repeat(Math.max(0, n - 1))}`) },
  );
}

/** Whitespace of the grammars (space, tab, LF, CR), mostly nothing or one space. */
const gap: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  { weight: 6, arbitrary: fc.constant(' ') },
  { weight: 1, arbitrary: fc.constantFrom('  ', '\t', '\n', '\r\n', ' \t ') },
);

/**
 * Characters that look like they might belong to an expression but do not, or that break
 * text-handling code: lookalike digits and operators, invisible characters, lone surrogates,
 * astral code points, control characters.
 */
export const NASTY_CHARACTERS: readonly string[] = [
  '.',
  'e',
  'E',
  '^',
  ',',
  '%',
  '$',
  '_',
  '#',
  '[',
  ']',
  '{',
  '}',
  '"',
  '\\',
  '**',
  '//',
  '+',
  '-',
  '0',
  '00',
  '\u00a0',
  '\u2009',
  '\u3000',
  '\u200b',
  '\ufeff',
  '\u000b',
  '\u000c',
  '\u0000',
  '\u0085',
  '\u2028',
  '\u0663',
  '\uff11',
  '\u00b2',
  '\u2153',
  '\u2044',
  '\u2013',
  '\u2212',
  '\u00d7',
  '\u00f7',
  '\u2215',
  '\u00b7',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\ud83d\ude00',
  '\u{1d7ce}',
  '\u00e9',
  'e\u0301',
  '\u202e',
];

const nastyCharacter = fc.constantFrom(...NASTY_CHARACTERS);

interface Corruption {
  at: number;
  kind: 'insert' | 'delete' | 'duplicate' | 'truncate';
  text: string;
}

const corruption: fc.Arbitrary<Corruption> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('insert', 'insert', 'delete', 'duplicate', 'truncate'),
  text: fc.oneof(nastyCharacter, fc.string({ maxLength: 3 })),
});

function corrupt(text: string, edits: readonly Corruption[]): string {
  let result = text;
  for (const edit of edits) {
    const at = edit.at % (result.length + 1);
    switch (edit.kind) {
      case 'insert':
        result = result.slice(0, at) + edit.text + result.slice(at);
        break;
      case 'delete':
        result = result.slice(0, at) + result.slice(at + 1);
        break;
      case 'duplicate':
        result = result.slice(0, at) + result.slice(at, at + 8) + result.slice(at);
        break;
      case 'truncate':
        result = result.slice(0, at);
        break;
    }
  }
  return result;
}

/** Mostly the text as generated, sometimes with one to three corruptions. */
const sometimesCorrupted = (text: fc.Arbitrary<string>, corruptWeight = 1): fc.Arbitrary<string> =>
  fc
    .tuple(
      text,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: corruptWeight, arbitrary: fc.array(corruption, { minLength: 1, maxLength: 3 }) },
      ),
    )
    .map(([t, edits]) => corrupt(t, edits));

/** Any string at all: printable, full Unicode, lone surrogates, or latin-1 bytes. */
export const rawString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => String.fromCharCode(...bytes)),
);

/** Raw bytes, for bodies that need not be text. */
export const byteSoup: fc.Arbitrary<Uint8Array> = fc.uint8Array({ maxLength: 200 });

// ---------------------------------------------------------------------------------------------
// rational-expression-check grammar: integers, + - * / (and − × ÷), parens, unary minus

export type RationalNode =
  | { kind: 'integer'; digits: string }
  | { kind: 'negate'; operand: RationalNode }
  | { kind: 'group'; inner: RationalNode }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: RationalNode; right: RationalNode };

const GLYPHS: Readonly<Record<'+' | '-' | '*' | '/', readonly string[]>> = {
  '+': ['+'],
  '-': ['-', '-', '-', '\u2212'],
  '*': ['*', '*', '*', '\u00d7'],
  '/': ['/', '/', '/', '\u00f7'],
};

/** Expression trees of the rational grammar, of moderate depth so most stay within the limits. */
export function rationalTree(literal: fc.Arbitrary<string> = naturalLiteral(500), maxDepth = 6): fc.Arbitrary<RationalNode> {
  const { node } = fc.letrec<{ node: RationalNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth },
      { weight: 4, arbitrary: literal.map((digits): RationalNode => ({ kind: 'integer', digits })) },
      { weight: 1, arbitrary: tie('node').map((operand): RationalNode => ({ kind: 'negate', operand })) },
      { weight: 1, arbitrary: tie('node').map((inner): RationalNode => ({ kind: 'group', inner })) },
      {
        weight: 3,
        arbitrary: fc
          .record({ operator: fc.constantFrom('+', '-', '*', '/'), left: tie('node'), right: tie('node') })
          .map((b): RationalNode => ({ kind: 'binary', ...b })),
      },
    ),
  }));
  return node;
}

/**
 * Source text of a tree in the rational grammar. Parentheses are added wherever precedence or
 * left associativity needs them, so the text means the tree; `style` picks glyphs and spacing.
 */
export function renderRational(
  node: RationalNode,
  style: { spaces: readonly string[]; glyph: (op: '+' | '-' | '*' | '/', i: number) => string },
): string {
  let counter = 0;
  const space = (): string => style.spaces[counter++ % style.spaces.length] ?? '';
  const precedence = (n: RationalNode): number =>
    n.kind === 'binary' ? (n.operator === '+' || n.operator === '-' ? 1 : 2) : n.kind === 'negate' ? 3 : 4;
  const go = (n: RationalNode): string => {
    switch (n.kind) {
      case 'integer':
        return n.digits;
      case 'group':
        return `(${space()}${go(n.inner)}${space()})`;
      case 'negate': {
        const operand = precedence(n.operand) >= 3 ? go(n.operand) : `(${go(n.operand)})`;
        return `${style.glyph('-', counter++)}${space()}${operand}`;
      }
      case 'binary': {
        const p = precedence(n);
        const left = precedence(n.left) >= p ? go(n.left) : `(${go(n.left)})`;
        // Left associative: a right operand of the same precedence needs parentheses.
        const right = precedence(n.right) > p ? go(n.right) : `(${go(n.right)})`;
        return `${left}${space()}${style.glyph(n.operator, counter++)}${space()}${right}`;
      }
    }
  };
  return go(node);
}

export interface RationalExpressionPair {
  tree: RationalNode;
  /** The expression as a user might type it: any glyphs and whitespace of the grammar. */
  text: string;
  /** The same expression in plain ASCII with single spaces, for math.js. */
  ascii: string;
}

/**
 * Valid rational-grammar expressions with their math.js spelling, for differential testing.
 * Mostly small literals; some long ones (up to and just over the 500-digit limit) so that
 * intermediate values cross the limit too. Depth stays well below 64.
 */
export const validRationalExpression: fc.Arbitrary<RationalExpressionPair> = fc
  .tuple(
    rationalTree(
      fc.oneof(
        { weight: 30, arbitrary: fc.integer({ min: 0, max: 100 }).map(String) },
        { weight: 5, arbitrary: naturalLiteral(60) },
        { weight: 1, arbitrary: naturalLiteral(500) },
      ),
      7,
    ),
    fc.array(gap, { minLength: 1, maxLength: 8 }),
    fc.array(fc.nat(3), { minLength: 1, maxLength: 8 }),
  )
  .map(([tree, spaces, picks]) => ({
    tree,
    text: renderRational(tree, { spaces, glyph: (op, i) => GLYPHS[op][picks[i % picks.length]! % GLYPHS[op].length]! }),
    ascii: renderRational(tree, { spaces: [' '], glyph: (op) => op }),
  }));

const RATIONAL_TOKENS = ['+', '-', '*', '/', '(', ')', '(', ')', '\u2212', '\u00d7', '\u00f7'];

/** Token soup from the rational grammar's alphabet: mostly not an expression, always lexable-ish. */
const rationalTokenSoup: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(naturalLiteral(500), fc.constantFrom(...RATIONAL_TOKENS)), gap), { maxLength: 40 })
  .map((tokens) => tokens.map(([t, g]) => t + g).join(''));

/** Nesting near the depth limit of 64: parentheses, unary minus, or both interleaved. */
const deepNesting = (core: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min: 55, max: 70 }), fc.integer({ min: 55, max: 70 }), fc.constantFrom('(', '-', '(-', '-('), core)
    .map(([open, close, unit, inner]) => {
      const opening = unit.repeat(Math.ceil(open / unit.length)).slice(0, open);
      const parens = [...opening].filter((c) => c === '(').length;
      return opening + inner + ')'.repeat(Math.max(0, parens - (open - close)));
    });

/** Sizes around the byte and token limits: long runs of `1+1+…`, optionally in 2-byte characters. */
const nearByteLimit = (bytes: number): fc.Arbitrary<string> =>
  fc.tuple(fc.integer({ min: bytes - 6, max: bytes + 6 }), fc.constantFrom('1+', '12+', '1 + ', '\u00e9')).map(([size, unit]) => {
    const text = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    return text.endsWith('+') || text.endsWith(' ') ? `${text}1` : text;
  });

export const nearValidRationalExpression: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: sometimesCorrupted(validRationalExpression.map((p) => p.text)) },
  { weight: 3, arbitrary: sometimesCorrupted(rationalTree().map((t) => renderRational(t, { spaces: [' ', ''], glyph: (op) => op }))) },
  { weight: 3, arbitrary: sometimesCorrupted(rationalTokenSoup, 2) },
  { weight: 1, arbitrary: deepNesting(fc.constantFrom('1', '1+2', '', '1/0')) },
  { weight: 1, arbitrary: nearByteLimit(4096) },
  { weight: 1, arbitrary: fc.integer({ min: 1020, max: 1030 }).map((n) => Array.from({ length: Math.ceil(n / 2) }, () => '1').join('+')) },
  { weight: 1, arbitrary: rawString },
);

// ---------------------------------------------------------------------------------------------
// Rational strings (claims, trace values, subtract operands)

/** Values of the rational pattern, canonical or not (2/4, 5/1, -0), with either length profile. */
export function rationalString(limit = 500): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.boolean(),
      naturalLiteral(limit),
      fc.option(
        naturalLiteral(limit).filter((d) => d !== '0' && !d.startsWith('0')),
        { freq: 2 },
      ),
    )
    .map(([negative, n, d]) => `${negative ? '-' : ''}${n}${d === null ? '' : `/${d}`}`);
}

/** Strings that are almost rationals: every way of breaking the pattern we could think of. */
export const malformedRationalString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '-',
    '/',
    '1/',
    '/2',
    '1/0',
    '1/-2',
    '-1/-2',
    '01',
    '00',
    '-00',
    '1.5',
    '1e3',
    '+1',
    ' 1',
    '1 ',
    '1/2/3',
    '\u22121',
    '\uff11',
    '١',
    '0x10',
    'Infinity',
    'NaN',
    '1_000',
    '1,000',
    '½',
    '-0/1',
    '0/05',
  ),
  sometimesCorrupted(rationalString(20), 3),
);

// ---------------------------------------------------------------------------------------------
// Traces are built with exact arithmetic (./exact, independent of core)

/** The same value written differently: 3/2 → 6/4, 2 → 2/1, 0 → -0. */
function nonCanonicalSpelling(f: Fraction, k: number): string {
  if (f.n === 0n) return k % 2 === 0 ? '-0' : '0/3';
  if (f.d === 1n && k % 2 === 0) return `${f.n}/1`;
  const m = BigInt(2 + (k % 5));
  return `${f.n * m}/${f.d * m}`;
}

// ---------------------------------------------------------------------------------------------
// rational-trace-check inputs

const TRACE_NAMES = ['a', 'b', 'x', 'price', 'total', '_', '__proto__', 'constructor', 'toString', 'A'.repeat(64)];
const MALFORMED_NAMES = ['', '1a', 'a-b', 'a b', 'A'.repeat(65), '\u00e9', 'a.b', '$'];

/** How one operand of a generated step is stated, relative to the truth. */
type Statement = 'true' | 'true' | 'true' | 'true' | 'noncanonical' | 'wrong' | 'unknown_ref' | 'self_ref' | 'malformed';

interface StepRecipe {
  operator: '+' | '-' | '*' | '/';
  left: { source: number; pick: number; literal: string; statement: Statement };
  right: { source: number; pick: number; literal: string; statement: Statement };
  result: Statement;
  id: number;
  k: number;
}

/** Mostly the truth: a trace of a dozen steps should usually be checked well past its first step. */
const statement: fc.Arbitrary<Statement> = fc.oneof(
  { weight: 60, arbitrary: fc.constant<Statement>('true') },
  { weight: 2, arbitrary: fc.constant<Statement>('noncanonical') },
  { weight: 2, arbitrary: fc.constant<Statement>('wrong') },
  { weight: 1, arbitrary: fc.constantFrom<Statement>('unknown_ref', 'self_ref', 'malformed') },
);

const operandRecipe = (literals: fc.Arbitrary<string>) => fc.record({ source: fc.nat(2), pick: fc.nat(), literal: literals, statement });

const stepRecipe = (literals: fc.Arbitrary<string>): fc.Arbitrary<StepRecipe> =>
  fc.record({
    operator: fc.constantFrom('+', '-', '*', '/'),
    left: operandRecipe(literals),
    right: operandRecipe(literals),
    result: statement,
    id: fc.nat(),
    k: fc.nat(),
  });

/**
 * A trace built step by step from recipes: operands are literals or references to inputs and
 * earlier steps, stated truthfully most of the time, so checking usually gets deep into the trace
 * before (if ever) it meets a discrepancy.
 */
function buildTrace(inputs: Record<string, string>, recipes: readonly StepRecipe[], claim: Statement, requireCanonical: boolean): unknown {
  const known: Array<{ name: string; value: Fraction | null }> = Object.entries(inputs).map(([name, text]) => {
    try {
      return { name, value: parseFraction(text) };
    } catch {
      return { name, value: null };
    }
  });
  const steps: unknown[] = [];
  let last: Fraction | null = null;
  recipes.forEach((recipe, index) => {
    // Now and then a step takes a name an input (or an earlier step) may already have.
    const id = recipe.id % 29 === 0 ? TRACE_NAMES[recipe.id % TRACE_NAMES.length]! : `s${index}`;
    const operand = (o: StepRecipe['left']): { stated: { value: string; from: string | null }; value: Fraction | null } => {
      const referable = known.filter((entry) => entry.value !== null);
      const literal = (): { value: string; from: null; fraction: Fraction | null } => {
        try {
          return { value: o.literal, from: null, fraction: parseFraction(o.literal) };
        } catch {
          return { value: o.literal, from: null, fraction: null };
        }
      };
      const base =
        o.source === 0 || referable.length === 0
          ? literal()
          : (() => {
              const target = referable[o.pick % referable.length]!;
              return { value: formatFraction(target.value!), from: target.name, fraction: target.value };
            })();
      const value = base.fraction;
      switch (o.statement) {
        case 'noncanonical':
          return { stated: { value: value === null ? base.value : nonCanonicalSpelling(value, o.pick), from: base.from }, value };
        case 'wrong':
          return { stated: { value: value === null ? '1' : formatFraction(fraction(value.n + 1n, value.d)), from: base.from }, value };
        case 'unknown_ref':
          return { stated: { value: base.value, from: `missing${o.pick % 3}` }, value };
        case 'self_ref':
          return { stated: { value: base.value, from: id }, value };
        case 'malformed':
          return { stated: { value: `${base.value}.0`, from: base.from }, value };
        default:
          return { stated: { value: base.value, from: base.from }, value };
      }
    };
    const left = operand(recipe.left);
    const right = operand(recipe.right);
    const truth = left.value && right.value ? applyOperator(recipe.operator, left.value, right.value) : null;
    let result: string;
    switch (recipe.result) {
      case 'noncanonical':
        result = truth ? nonCanonicalSpelling(truth, recipe.k) : '0';
        break;
      case 'wrong':
        result = truth ? formatFraction(fraction(truth.n * 2n + 1n, truth.d)) : '1';
        break;
      case 'malformed':
        result = 'x';
        break;
      default:
        result = truth ? formatFraction(truth) : '0';
    }
    steps.push({ id, operator: recipe.operator, left: left.stated, right: right.stated, result });
    known.push({ name: id, value: truth });
    last = truth;
  });
  const finalValue = last as Fraction | null;
  const claimed =
    finalValue === null
      ? '0'
      : claim === 'wrong'
        ? formatFraction(fraction(finalValue.n - 1n, finalValue.d))
        : claim === 'noncanonical'
          ? nonCanonicalSpelling(finalValue, 1)
          : formatFraction(finalValue);
  return { inputs, steps, claimed_result: claimed, require_canonical: requireCanonical };
}

/** Traces: small consistent ones, long chains, and ones with huge values near 500 digits. */
export const traceInput: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.dictionary(
          fc.oneof(
            { weight: 20, arbitrary: fc.constantFrom(...TRACE_NAMES) },
            { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_NAMES) },
          ),
          fc.oneof({ weight: 20, arbitrary: rationalString(30) }, { weight: 1, arbitrary: malformedRationalString }),
          { maxKeys: 5 },
        ),
        fc.array(stepRecipe(rationalString(30)), { minLength: 1, maxLength: 12 }),
        statement,
        fc.boolean(),
      )
      .map(([inputs, recipes, claim, canonical]) => buildTrace(inputs, recipes, claim, canonical)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.dictionary(fc.constantFrom(...TRACE_NAMES), rationalString(500), { maxKeys: 3 }),
        fc.array(stepRecipe(rationalString(500)), { minLength: 1, maxLength: 40 }),
        statement,
        fc.boolean(),
      )
      .map(([inputs, recipes, claim, canonical]) => buildTrace(inputs, recipes, claim, canonical)),
  },
);

// ---------------------------------------------------------------------------------------------
// decimal-expression-evaluate grammar

const ROUNDING_MODES = [
  'half_even',
  'half_up',
  'half_down',
  'half_ceiling',
  'half_floor',
  'up',
  'down',
  'ceiling',
  'floor',
  'unnecessary',
] as const;
const VARIABLE_NAMES = ['x', 'y', 'price', 'qty', 'tax', '_', '__proto__', 'constructor', 'abs', 'min', 'e3', 'a'.repeat(32)];

/** Decimal literals: integers and decimals, near the 60-digit, 40-fraction-digit and 62-char limits. */
export const decimalLiteral: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 16,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 999 }),
        fc.option(
          fc.integer({ min: 0, max: 999 }).map((f) => String(f).padStart(2, '0')),
          { freq: 2 },
        ),
      )
      .map(([i, f]) => (f === null ? String(i) : `${i}.${f}`)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 62 }), fc.integer({ min: 0, max: 42 }))
      .chain(([intDigits, fracDigits]) =>
        fc
          .tuple(
            naturalWithDigits(intDigits),
            fracDigits === 0
              ? fc.constant('')
              : fc.bigInt({ min: 0n, max: pow10(fracDigits) - 1n }).map((f) => `.${String(f).padStart(fracDigits, '0')}`),
          )
          .map(([i, f]) => i + f),
      ),
  },
);

type DecimalNode =
  | { kind: 'number'; text: string }
  | { kind: 'name'; name: string }
  | { kind: 'negate'; operand: DecimalNode }
  | { kind: 'group'; inner: DecimalNode }
  | { kind: 'power'; base: DecimalNode; exponent: number }
  | { kind: 'call'; name: 'abs' | 'min' | 'max'; args: DecimalNode[] }
  | { kind: 'round'; arg: DecimalNode; places: number }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: DecimalNode; right: DecimalNode };

const exponent: fc.Arbitrary<number> = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -4, max: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: -102, max: 102 }) },
);

const decimalTree: fc.Arbitrary<DecimalNode> = fc.letrec<{ node: DecimalNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 6 },
    { weight: 5, arbitrary: decimalLiteral.map((text): DecimalNode => ({ kind: 'number', text })) },
    { weight: 2, arbitrary: fc.constantFrom(...VARIABLE_NAMES).map((name): DecimalNode => ({ kind: 'name', name })) },
    { weight: 1, arbitrary: tie('node').map((operand): DecimalNode => ({ kind: 'negate', operand })) },
    { weight: 1, arbitrary: tie('node').map((inner): DecimalNode => ({ kind: 'group', inner })) },
    { weight: 1, arbitrary: fc.tuple(tie('node'), exponent).map(([base, e]): DecimalNode => ({ kind: 'power', base, exponent: e })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('abs', 'min', 'max'), fc.array(tie('node'), { minLength: 0, maxLength: 4 }))
        .map(([name, args]): DecimalNode => ({ kind: 'call', name, args })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(tie('node'), fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 38, max: 42 })))
        .map(([arg, places]): DecimalNode => ({ kind: 'round', arg, places })),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({ operator: fc.constantFrom('+', '-', '*', '/'), left: tie('node'), right: tie('node') })
        .map((b): DecimalNode => ({ kind: 'binary', ...b })),
    },
  ),
})).node;

function renderDecimal(node: DecimalNode, spaces: readonly string[]): string {
  let counter = 0;
  const space = (): string => spaces[counter++ % spaces.length] ?? '';
  const precedence = (n: DecimalNode): number =>
    n.kind === 'binary' ? (n.operator === '+' || n.operator === '-' ? 1 : 2) : n.kind === 'negate' ? 3 : n.kind === 'power' ? 4 : 5;
  const go = (n: DecimalNode): string => {
    switch (n.kind) {
      case 'number':
        return n.text;
      case 'name':
        return n.name;
      case 'group':
        return `(${space()}${go(n.inner)}${space()})`;
      case 'negate':
        return `-${space()}${precedence(n.operand) >= 3 ? go(n.operand) : `(${go(n.operand)})`}`;
      case 'power':
        return `${precedence(n.base) >= 5 ? go(n.base) : `(${go(n.base)})`}${space()}^${space()}${n.exponent}`;
      case 'call':
        return `${n.name}(${n.args.map(go).join(`,${space()}`)})`;
      case 'round':
        return `round(${go(n.arg)},${space()}${n.places})`;
      case 'binary': {
        const p = precedence(n);
        const left = precedence(n.left) >= p ? go(n.left) : `(${go(n.left)})`;
        const right = precedence(n.right) > p ? go(n.right) : `(${go(n.right)})`;
        return `${left}${space()}${n.operator}${space()}${right}`;
      }
    }
  };
  return go(node);
}

const DECIMAL_TOKENS = ['+', '-', '*', '/', '^', '(', ')', ',', 'abs(', 'min(', 'max(', 'round(', '^-', 'x', 'price', ...VARIABLE_NAMES];

const decimalTokenSoup: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(decimalLiteral, fc.constantFrom(...DECIMAL_TOKENS)), gap), { maxLength: 40 })
  .map((tokens) => tokens.map(([t, g]) => t + g).join(''));

export const nearValidDecimalExpression: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 8,
    arbitrary: sometimesCorrupted(
      fc.tuple(decimalTree, fc.array(gap, { minLength: 1, maxLength: 6 })).map(([tree, spaces]) => renderDecimal(tree, spaces)),
    ),
  },
  { weight: 3, arbitrary: sometimesCorrupted(decimalTokenSoup, 2) },
  { weight: 1, arbitrary: deepNesting(fc.constantFrom('1', 'x', '2^3', '', 'abs(1)')) },
  { weight: 1, arbitrary: nearByteLimit(2000) },
  { weight: 1, arbitrary: fc.integer({ min: 49, max: 52 }).map((n) => `max(${Array.from({ length: n }, (_, i) => String(i)).join(',')})`) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 8 })).map(([digits, e]) => `${'9'.repeat(digits)}^${e}`),
  },
  { weight: 1, arbitrary: rawString },
);

/** Variables: mostly well-formed decimal strings under names the expressions use. */
const variables: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(
      fc.constantFrom(...VARIABLE_NAMES),
      decimalLiteral.chain((v) => fc.constantFrom(v, `-${v}`)),
      { maxKeys: 8 },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom(...VARIABLE_NAMES, 'X', '1a', '', 'a'.repeat(33), 'ab-c'), fc.string({ maxLength: 5 })),
      fc.oneof(
        decimalLiteral,
        fc.constantFrom('', '-0', '05', '.5', '5.', '1e3', '+1', '1.', '0.'.padEnd(63, '1')),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      { maxKeys: 8 },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 99, max: 102 }).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i}`, String(i)]))),
  },
);

export const decimalEvaluateInput: fc.Arbitrary<unknown> = fc
  .record(
    {
      expression: nearValidDecimalExpression,
      variables: variables,
      scale: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 0, max: 40 }) },
        { weight: 1, arbitrary: fc.constantFrom(-1, 41, 2.5, 1e21) },
      ),
      rounding: fc.oneof(
        { weight: 20, arbitrary: fc.constantFrom(...ROUNDING_MODES) },
        { weight: 1, arbitrary: fc.constantFrom('HALF_UP', 'half-even', '', 'nearest') },
      ),
    },
    { requiredKeys: ['expression'] },
  )
  .map((input) => {
    // Most expressions name variables; give them values unless the record chose otherwise.
    if (input.variables === undefined && /[a-z_]/.test(input.expression)) {
      const names = VARIABLE_NAMES.filter((name) => new RegExp(`(^|[^a-z0-9_])${name}([^a-z0-9_(]|$)`).test(input.expression));
      if (names.length > 0) return { ...input, variables: Object.fromEntries(names.map((name, i) => [name, String(i + 1)])) };
    }
    return input;
  });

// ---------------------------------------------------------------------------------------------
// rational-expression-check and rational-subtract inputs

export const rationalCheckInput: fc.Arbitrary<unknown> = fc.record({
  expression: nearValidRationalExpression,
  claimed_value: fc.oneof({ weight: 8, arbitrary: rationalString(500) }, { weight: 1, arbitrary: malformedRationalString }),
  require_canonical: fc.boolean(),
});

const integerString = (limit: number): fc.Arbitrary<string> =>
  fc.tuple(fc.boolean(), naturalLiteral(limit)).map(([negative, n]) => (negative ? `-${n}` : n));

const malformedInteger: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '-',
    '-0',
    '00',
    '007',
    '+5',
    ' 5',
    '5 ',
    '1.0',
    '1e3',
    '--1',
    '0x1f',
    '\u0661',
    '\uff15',
    '1_0',
    'NaN',
    '-'.padEnd(1002, '1'),
  ),
  sometimesCorrupted(integerString(20), 3),
);

const subtractOperand: fc.Arbitrary<unknown> = fc.record({
  numerator: fc.oneof({ weight: 8, arbitrary: integerString(1000) }, { weight: 1, arbitrary: malformedInteger }),
  denominator: fc.oneof(
    { weight: 8, arbitrary: naturalLiteral(1000).filter((d) => d !== '0') },
    { weight: 1, arbitrary: fc.constantFrom('0', '-0', '-3', '00', '1.0') },
    { weight: 1, arbitrary: malformedInteger },
  ),
});

export const subtractInput: fc.Arbitrary<unknown> = fc.record({ a: subtractOperand, b: subtractOperand });

// ---------------------------------------------------------------------------------------------
// Shapes: whatever the JSON, the tools must answer with their output or a well-formed error

/** A key that JavaScript objects treat specially, made an own property the way JSON.parse does. */
const SPECIAL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

function withOwnKey(value: Record<string, unknown>, key: string, field: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  Object.defineProperty(copy, key, { value: field, enumerable: true, configurable: true, writable: true });
  return copy;
}

type ShapeEdit =
  | { kind: 'drop'; pick: number }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'retype'; pick: number; value: unknown }
  | { kind: 'replace'; value: unknown };

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -0, 1.5, 1e308, -1, '', '0', [], {}, [[[[[[[[[[]]]]]]]]]]),
  fc.integer({ min: 200, max: 3000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown),
);

const shapeEdit: fc.Arbitrary<ShapeEdit> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    key: fc.oneof(fc.constantFrom(...SPECIAL_KEYS), fc.string({ maxLength: 8 })),
    value: jsonValue,
  }),
  fc.record({ kind: fc.constant('retype' as const), pick: fc.nat(), value: jsonValue }),
  fc.record({ kind: fc.constant('replace' as const), value: jsonValue }),
);

function applyShapeEdit(input: unknown, edit: ShapeEdit): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || edit.kind === 'replace') {
    return edit.kind === 'replace' ? edit.value : input;
  }
  const record = input as Record<string, unknown>;
  const keys = Object.keys(record);
  switch (edit.kind) {
    case 'drop': {
      if (keys.length === 0) return record;
      const copy = { ...record };
      delete copy[keys[edit.pick % keys.length]!];
      return copy;
    }
    case 'add':
      return withOwnKey(record, edit.key, edit.value);
    case 'retype':
      return keys.length === 0 ? record : withOwnKey(record, keys[edit.pick % keys.length]!, edit.value);
  }
}

/** An input, sometimes with its JSON shape broken (missing, unknown or retyped fields, or not an object). */
const reshaped = (input: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(
      input,
      fc.oneof({ weight: 6, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(shapeEdit, { minLength: 1, maxLength: 2 }) }),
    )
    .map(([value, edits]) => edits.reduce(applyShapeEdit, value));

export const TOOL_INPUTS: Readonly<Record<ToolId, fc.Arbitrary<unknown>>> = {
  'decimal-expression-evaluate': reshaped(decimalEvaluateInput),
  'rational-expression-check': reshaped(rationalCheckInput),
  'rational-subtract': reshaped(subtractInput),
  'rational-trace-check': reshaped(traceInput),
  'rational-working-check': workingInput,
  'linear-equation-check': equationWorkingInput,
  'linear-equation-solve': equationWorkingInput,
  'rational-working-solve': solveInput,
};

/** One request to one of the tools. */
export const toolRequest: fc.Arbitrary<ToolRequest> = fc.oneof(
  ...(Object.entries(TOOL_INPUTS) as Array<[ToolId, fc.Arbitrary<unknown>]>).map(([toolId, input]) =>
    input.map((value): ToolRequest => ({ toolId, input: value })),
  ),
);
