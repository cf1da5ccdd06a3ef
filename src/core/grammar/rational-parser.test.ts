// parseRationalExpression: tree shapes (precedence, left associativity, unary minus), spans
// (parenthesized nodes include their parentheses), the 64-level depth limit, error positions; and
// a property: random trees printed with the fewest parentheses parse back to themselves, and every
// node's span re-parses to that node.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { faultOf, thrownBy } from '../../testing/expect-error';
import { parseRationalExpression, RATIONAL_MAX_DEPTH, type RationalNode } from './rational-parser';

/** No token limit here: the count is tested with the lexer and in the tool. */
const parse = (source: string): RationalNode => parseRationalExpression(source, Number.POSITIVE_INFINITY);

/** The tree as an S-expression: (+ 1 (neg 2)). */
function shape(node: RationalNode): string {
  switch (node.type) {
    case 'integer':
      return node.value.toString();
    case 'negate':
      return `(neg ${shape(node.operand)})`;
    case 'binary':
      return `(${node.operator} ${shape(node.left)} ${shape(node.right)})`;
  }
}

const fault = (source: string) => faultOf(() => parse(source));

function* nodes(node: RationalNode): Generator<RationalNode> {
  yield node;
  if (node.type === 'negate') yield* nodes(node.operand);
  if (node.type === 'binary') {
    yield* nodes(node.left);
    yield* nodes(node.right);
  }
}

describe('shapes', () => {
  test.each([
    ['1-2-3', '(- (- 1 2) 3)'],
    ['8/2/2', '(/ (/ 8 2) 2)'],
    ['1+2*3', '(+ 1 (* 2 3))'],
    ['1*2+3', '(+ (* 1 2) 3)'],
    ['1-2*3/4+5', '(+ (- 1 (/ (* 2 3) 4)) 5)'],
    ['(1+2)*3', '(* (+ 1 2) 3)'],
    ['1-(2-3)', '(- 1 (- 2 3))'],
    ['-1*2', '(* (neg 1) 2)'],
    ['2*-3', '(* 2 (neg 3))'],
    ['2--3', '(- 2 (neg 3))'],
    ['--1', '(neg (neg 1))'],
    ['-(1+2)', '(neg (+ 1 2))'],
    ['1 \u2212 2 \u00d7 3 \u00f7 4', '(- 1 (/ (* 2 3) 4))'],
    ['((7))', '7'],
    ['0', '0'],
  ])('%s', (source, expected) => {
    expect(shape(parse(source))).toBe(expected);
  });
});

describe('spans', () => {
  test('binary nodes span their operands and record the operator offset', () => {
    const tree = parse('1 + 22 * 3');
    expect(tree).toMatchObject({ type: 'binary', operator: '+', from: 0, to: 10, operatorAt: 2 });
    if (tree.type !== 'binary') throw new Error('binary expected');
    expect(tree.left).toMatchObject({ type: 'integer', from: 0, to: 1 });
    expect(tree.right).toMatchObject({ type: 'binary', operator: '*', from: 4, to: 10, operatorAt: 7 });
  });

  test('a parenthesized node includes its parentheses; surrounding whitespace is outside', () => {
    const tree = parse('1/( 2-2 ) + 1');
    if (tree.type !== 'binary' || tree.left.type !== 'binary') throw new Error('binary expected');
    expect(tree.left).toMatchObject({ operator: '/', operatorAt: 1, from: 0, to: 9 });
    expect(tree.left.right).toMatchObject({ type: 'binary', operator: '-', from: 2, to: 9, operatorAt: 5 });
    expect(parse(' ( 5 ) ')).toMatchObject({ type: 'integer', from: 1, to: 6 });
    expect(parse('((5))')).toMatchObject({ type: 'integer', from: 0, to: 5 });
  });

  test('a negation spans from its minus to the end of its operand', () => {
    expect(parse(' - (3) ')).toMatchObject({ type: 'negate', from: 1, to: 6, operand: { from: 3, to: 6 } });
    expect(parse('\u2212\u22124')).toMatchObject({ type: 'negate', from: 0, to: 3, operand: { type: 'negate', from: 1, to: 3 } });
  });

  test('number nodes hold the literal as an integer', () => {
    const big = `9${'0'.repeat(499)}`;
    const tree = parse(big);
    expect(tree.type === 'integer' && tree.value === BigInt(big)).toBe(true);
  });
});

describe('depth', () => {
  test('the limit is 64', () => {
    expect(RATIONAL_MAX_DEPTH).toBe(64);
  });

  test('64 nested parentheses parse; 65 are limit_exceeded at the 65th', () => {
    expect(shape(parse(`${'('.repeat(64)}1${')'.repeat(64)}`))).toBe('1');
    expect(fault(`${'('.repeat(65)}1${')'.repeat(65)}`)).toEqual({ code: 'limit_exceeded', reason: 'nesting_too_deep', position: 64 });
  });

  test('64 pending unary minuses parse; 65 are limit_exceeded at the 65th', () => {
    expect(parse(`${'-'.repeat(64)}1`).type).toBe('negate');
    expect(fault(`${'-'.repeat(65)}1`)).toEqual({ code: 'limit_exceeded', reason: 'nesting_too_deep', position: 64 });
    expect(fault(`${'\u2212'.repeat(65)}1`)).toMatchObject({ reason: 'nesting_too_deep', position: 64 });
  });

  test('parentheses and minuses count together', () => {
    expect(() => parse(`${'(-'.repeat(32)}1${')'.repeat(32)}`)).not.toThrow();
    expect(fault(`${'(-'.repeat(32)}(1${')'.repeat(33)}`)).toMatchObject({ reason: 'nesting_too_deep', position: 64 });
    expect(fault(`1 + ${'-('.repeat(32)}-1${')'.repeat(32)}`)).toMatchObject({ reason: 'nesting_too_deep', position: 68 });
  });

  test('depth is nesting, not a count: levels are left again', () => {
    const many = Array.from({ length: 100 }, () => '(-(1))').join(' + ');
    expect(() => parse(many)).not.toThrow();
    expect(() => parse(`${'('.repeat(64)}1${')'.repeat(64)} * ${'('.repeat(64)}2${')'.repeat(64)}`)).not.toThrow();
  });

  test('the 65th level is met before a later early end', () => {
    expect(fault(`${'('.repeat(65)}1 +`)).toMatchObject({ code: 'limit_exceeded', position: 64 });
  });
});

describe('error positions', () => {
  test.each([
    ['1 +', 'unexpected_end', 3],
    ['(1', 'unexpected_end', 2],
    ['', 'unexpected_end', 0],
    ['  ', 'unexpected_end', 2],
    ['-', 'unexpected_end', 1],
    ['1 2', 'unexpected_token', 2],
    ['1)', 'unexpected_token', 1],
    ['*1', 'unexpected_token', 0],
    ['1 + * 2', 'unexpected_token', 4],
    ['()', 'unexpected_token', 1],
    ['(1))', 'unexpected_token', 3],
    ['+1', 'unexpected_token', 0],
    ['1 (2)', 'unexpected_token', 2],
  ])('%j is %s at %i', (source, reason, position) => {
    expect(fault(source)).toEqual({ code: 'invalid_input', reason, position });
  });
});

describe('property: printed trees parse back', () => {
  interface Tree {
    op: '+' | '-' | '*' | '/' | 'neg' | 'num';
    value?: bigint;
    left?: Tree;
    right?: Tree;
  }

  const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.bigInt({ min: 0n, max: 10n ** 12n }).map((value): Tree => ({ op: 'num', value })),
      tie('node').map((operand): Tree => ({ op: 'neg', left: operand })),
      fc
        .tuple(fc.constantFrom('+', '-', '*', '/'), tie('node'), tie('node'))
        .map(([op, left, right]): Tree => ({ op: op as Tree['op'], left, right })),
    ),
  })).node;

  const precedence = (t: Tree): number => (t.op === '+' || t.op === '-' ? 1 : t.op === '*' || t.op === '/' ? 2 : t.op === 'neg' ? 3 : 4);

  /** Tokens with the fewest parentheses the grammar needs. */
  function print(t: Tree, needed: number, unicode: boolean): string[] {
    let tokens: string[];
    const symbol = (op: string) => (unicode ? (({ '-': '\u2212', '*': '\u00d7', '/': '\u00f7' } as Record<string, string>)[op] ?? op) : op);
    switch (t.op) {
      case 'num':
        tokens = [t.value!.toString()];
        break;
      case 'neg':
        tokens = [symbol('-'), ...print(t.left!, 3, unicode)];
        break;
      default: {
        const level = precedence(t);
        tokens = [...print(t.left!, level, unicode), symbol(t.op), ...print(t.right!, level + 1, unicode)];
      }
    }
    return precedence(t) < needed ? ['(', ...tokens, ')'] : tokens;
  }

  function expected(t: Tree): string {
    if (t.op === 'num') return t.value!.toString();
    if (t.op === 'neg') return `(neg ${expected(t.left!)})`;
    return `(${t.op} ${expected(t.left!)} ${expected(t.right!)})`;
  }

  const whitespace = fc.array(fc.constantFrom('', '', ' ', '\t', '\n', '\r\n', '  '), { minLength: 200, maxLength: 200 });

  test('shape and spans', () => {
    fc.assert(
      fc.property(tree, fc.boolean(), whitespace, (t, unicode, gaps) => {
        const tokens = print(t, 0, unicode);
        const source = tokens.map((token, i) => token + (gaps[i % gaps.length] ?? '')).join('');
        const parsed = parse(source);
        expect(shape(parsed)).toBe(expected(t));
        for (const node of nodes(parsed)) {
          const text = source.slice(node.from, node.to);
          expect(text.trim()).toBe(text);
          expect(shape(parse(text))).toBe(shape(node));
        }
      }),
      { numRuns: 300 },
    );
  });
});

// The parser pulls tokens from the lexer as it goes; a fault it meets early must still lose to a
// lexical fault, the token count or a lone surrogate further on, as when the whole source was
// tokenized first.
describe('a parse fault waits for the rest of the source', () => {
  test('a bad character or literal anywhere to its right comes first', () => {
    expect(fault('1 + * 2 @')).toMatchObject({ reason: 'invalid_character', position: 8 });
    expect(fault(') 1 + 07')).toMatchObject({ reason: 'malformed_number', position: 6 });
    expect(fault(`${'('.repeat(65)}1 ${'9'.repeat(501)}`)).toMatchObject({ reason: 'literal_too_long', position: 67 });
  });

  test('the token count comes before it, and the parse stops at the count', () => {
    const count = (source: string, maxTokens: number) => thrownBy(() => parseRationalExpression(source, maxTokens));
    expect(count('1 + * 2 + 3', 4)).toMatchObject({ reason: 'too_many_tokens', position: 8 });
    expect(count('1 + * 2 + 3 @', 4)).toMatchObject({ reason: 'invalid_character', position: 12 });
    expect(count('1 + 2 + 3', 4)).toMatchObject({ reason: 'too_many_tokens', position: 8 });
    expect(parseRationalExpression('1 + 2 + 3', 5)).toMatchObject({ type: 'binary', to: 9 });
  });

  test('a lone surrogate anywhere comes before any fault', () => {
    expect(fault(`${'('.repeat(65)}1 \ud800`)).toMatchObject({ reason: 'lone_surrogate', position: 67 });
    expect(fault('@ \udc00')).toMatchObject({ reason: 'lone_surrogate', position: 2 });
  });
});
