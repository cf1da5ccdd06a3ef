// parseDecimalExpression: shapes (precedence, associativity, unary minus against ^, calls), spans,
// names resolved while parsing, the rules of ^, round's digits and arities, the 64-level depth
// (where "(" of a call counts and the "-" of an exponent does not), error positions, literal work
// charged left to right; and a property over random trees printed with the fewest parentheses.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WorkBudget } from '../budget';
import { faultOf } from '../../testing/expect-error';
import { Rational } from '../rational';
import {
  DECIMAL_MAX_DEPTH,
  MAX_CALL_ARGS,
  MAX_POWER_EXPONENT,
  MAX_ROUND_DIGITS,
  parseDecimalExpression,
  type DecimalNode,
} from './decimal-parser';

interface Options {
  variables?: Record<string, string>;
  roundingGiven?: boolean;
  budget?: WorkBudget;
}

function parse(
  source: string,
  { variables = {}, roundingGiven = true, budget = new WorkBudget(Number.MAX_SAFE_INTEGER) }: Options = {},
): DecimalNode {
  const map = new Map(Object.entries(variables).map(([name, value]) => [name, Rational.parse(value)!]));
  return parseDecimalExpression(source, Number.POSITIVE_INFINITY, { variables: map, roundingGiven, budget });
}

/** The tree as an S-expression: (+ 1 (neg x)), (^ 2 -1), (round x 2). */
function shape(node: DecimalNode): string {
  switch (node.type) {
    case 'number':
      return node.value.toString();
    case 'variable':
      return node.name;
    case 'negate':
      return `(neg ${shape(node.operand)})`;
    case 'binary':
      return `(${node.operator} ${shape(node.left)} ${shape(node.right)})`;
    case 'power':
      return `(^ ${shape(node.base)} ${node.exponent})`;
    case 'call':
      return `(${node.name} ${node.args.map(shape).join(' ')}${node.name === 'round' ? ` ${node.digits}` : ''})`;
  }
}

function* nodes(node: DecimalNode): Generator<DecimalNode> {
  yield node;
  switch (node.type) {
    case 'negate':
      yield* nodes(node.operand);
      break;
    case 'binary':
      yield* nodes(node.left);
      yield* nodes(node.right);
      break;
    case 'power':
      yield* nodes(node.base);
      break;
    case 'call':
      for (const arg of node.args) yield* nodes(arg);
      break;
    default:
      break;
  }
}

const fault = (source: string, options?: Options) => faultOf(() => parse(source, options));

const vars = { x: '1.5', y: '-2', abs: '3', round: '4' };

describe('shapes', () => {
  test.each([
    ['8/2/2', '(/ (/ 8 2) 2)'],
    ['2-3-4', '(- (- 2 3) 4)'],
    ['1+2*3', '(+ 1 (* 2 3))'],
    ['-2^2', '(neg (^ 2 2))'],
    ['2*-3', '(* 2 (neg 3))'],
    ['2--3', '(- 2 (neg 3))'],
    ['(-2)^2', '(^ (neg 2) 2)'],
    ['-1*2', '(* (neg 1) 2)'],
    ['2^-1', '(^ 2 -1)'],
    ['2 ^ - 3', '(^ 2 -3)'],
    ['x^2*y', '(* (^ x 2) y)'],
    ['(2^3)^2', '(^ (^ 2 3) 2)'],
    ['1.50 + 0.25', '(+ 3/2 1/4)'],
    ['abs(x) + abs', '(+ (abs x) abs)'],
    ['round(x*2, 3)', '(round (* x 2) 3)'],
    ['round + round(1, 0)', '(+ round (round 1 0))'],
    ['min(1, -x, y^2)', '(min 1 (neg x) (^ y 2))'],
    ['max(min(1,2), 3)', '(max (min 1 2) 3)'],
    ['abs(1)^2', '(^ (abs 1) 2)'],
    ['-abs(-1)', '(neg (abs (neg 1)))'],
  ])('%s', (source, expected) => {
    expect(shape(parse(source, { variables: vars }))).toBe(expected);
  });
});

describe('spans', () => {
  test('parenthesized nodes include their parentheses', () => {
    expect(parse(' (1 + 2) ')).toMatchObject({ type: 'binary', from: 1, to: 8, operatorAt: 4 });
    expect(parse('((x))', { variables: vars })).toMatchObject({ type: 'variable', name: 'x', from: 0, to: 5 });
    expect(parse('(abs(1))')).toMatchObject({ type: 'call', from: 0, to: 8 });
  });

  test('calls span from the name to the closing parenthesis', () => {
    expect(parse('1 + round(x, 2)', { variables: vars })).toMatchObject({
      right: { type: 'call', name: 'round', digits: 2, from: 4, to: 15 },
    });
    expect(parse('min( 1 ,2 )')).toMatchObject({
      type: 'call',
      from: 0,
      to: 11,
      args: [
        { from: 5, to: 6 },
        { from: 8, to: 9 },
      ],
    });
  });

  test('powers span from the base to the exponent literal and record the caret', () => {
    expect(parse('(2)^-1')).toMatchObject({ type: 'power', from: 0, to: 6, operatorAt: 3, exponent: -1, base: { from: 0, to: 3 } });
    expect(parse('-2 ^ 10')).toMatchObject({ type: 'negate', from: 0, to: 7, operand: { type: 'power', from: 1, to: 7, operatorAt: 3 } });
  });

  test('numbers hold their reduced value; variables the value given', () => {
    const tree = parse('2.50 * y', { variables: vars });
    expect(tree).toMatchObject({ left: { type: 'number', from: 0, to: 4 }, right: { type: 'variable', name: 'y', from: 7, to: 8 } });
    if (tree.type !== 'binary' || tree.left.type !== 'number' || tree.right.type !== 'variable') throw new Error('shape');
    expect(tree.left.value.toString()).toBe('5/2');
    expect(tree.right.value.toString()).toBe('-2');
  });
});

describe('names', () => {
  test('an unknown variable is invalid_input at the name, even where it would never be evaluated', () => {
    expect(fault('x')).toEqual({ code: 'invalid_input', reason: 'unknown_variable', position: 0 });
    expect(fault('0 * zz', { variables: vars })).toEqual({ code: 'invalid_input', reason: 'unknown_variable', position: 4 });
  });

  test('a function name not followed immediately by "(" is a variable', () => {
    expect(fault('abs (1)')).toMatchObject({ reason: 'unknown_variable', position: 0 });
    expect(fault('abs (1)', { variables: vars })).toMatchObject({ reason: 'unexpected_token', position: 4 });
    expect(fault('min')).toMatchObject({ reason: 'unknown_variable', position: 0 });
  });

  test('any other name before "(" is unknown_function, or not_a_function for a variable', () => {
    expect(fault('1 + foo(1)')).toEqual({ code: 'invalid_input', reason: 'unknown_function', position: 4 });
    expect(fault('1 + x(1)', { variables: vars })).toEqual({ code: 'invalid_input', reason: 'not_a_function', position: 4 });
    expect(fault('sqrt(4)')).toMatchObject({ reason: 'unknown_function', position: 0 });
    expect(fault('constructor(1)')).toMatchObject({ reason: 'unknown_function', position: 0 });
    expect(fault('__proto__(1)')).toMatchObject({ reason: 'unknown_function', position: 0 });
    expect(fault('hasownproperty(1)')).toMatchObject({ reason: 'unknown_function', position: 0 });
  });

  test("round() needs the request's rounding mode", () => {
    expect(fault('1 + round(1, 2)', { roundingGiven: false })).toEqual({ code: 'invalid_input', reason: 'rounding_required', position: 4 });
    expect(shape(parse('round', { roundingGiven: false, variables: vars }))).toBe('round');
  });
});

describe('^', () => {
  test('limits', () => {
    expect(MAX_POWER_EXPONENT).toBe(100);
    expect(shape(parse('2^100'))).toBe('(^ 2 100)');
    expect(shape(parse('2^-100'))).toBe('(^ 2 -100)');
    expect(shape(parse('2^0'))).toBe('(^ 2 0)');
  });

  test.each([
    ['2^101', 'exponent_too_large', 2],
    ['2^-101', 'exponent_too_large', 2],
    ['2 ^ - 101', 'exponent_too_large', 4],
    ['2^3^2', 'chained_power', 3],
    ['2^-3 ^2', 'chained_power', 5],
    ['2^1.5', 'invalid_exponent', 2],
    ['2^x', 'invalid_exponent', 2],
    ['2^+1', 'invalid_exponent', 2],
    ['2^--1', 'invalid_exponent', 3],
    ['2^(3)', 'invalid_exponent', 2],
    ['2^-x', 'invalid_exponent', 3],
    ['2^', 'unexpected_end', 2],
    ['2^-', 'unexpected_end', 3],
  ])('%s is %s at %i', (source, reason, position) => {
    expect(fault(source, { variables: vars })).toEqual({ code: 'invalid_input', reason, position });
  });
});

describe('calls', () => {
  test('arities', () => {
    expect(MAX_CALL_ARGS).toBe(50);
    const args = (k: number) => Array.from({ length: k }, (_, i) => String(i)).join(', ');
    expect(parse(`max(${args(50)})`)).toMatchObject({ type: 'call', name: 'max' });
    expect(fault(`1 + max(${args(51)})`)).toEqual({ code: 'limit_exceeded', reason: 'too_many_arguments', position: 4 });
    expect(fault(`min(${args(51)})`)).toEqual({ code: 'limit_exceeded', reason: 'too_many_arguments', position: 0 });
    for (const source of ['min(1)', 'max()', 'abs()', 'abs(1, 2)', 'round(1)', 'round(1, 2, 3)', 'round()']) {
      expect(fault(`1+${source}`), source).toEqual({ code: 'invalid_input', reason: 'wrong_argument_count', position: 2 });
    }
  });

  test('round digits: an integer literal 0..40 standing alone', () => {
    expect(MAX_ROUND_DIGITS).toBe(40);
    expect(parse('round(1, 40)')).toMatchObject({ type: 'call', digits: 40 });
    expect(parse('round(1, 0)')).toMatchObject({ type: 'call', digits: 0 });
    for (const [source, position] of [
      ['round(1, 41)', 9],
      ['round(1, 1.0)', 9],
      ['round(1, x)', 9],
      ['round(1, 1+1)', 9],
      ['round(1, 2*1)', 9],
      ['round(1, 2^1)', 9],
      ['round(1, -1)', 9],
      ['round(1, (2))', 9],
      ['round(1,)', 8],
      ['round(1, 100)', 9],
    ] as const) {
      expect(fault(source, { variables: vars }), source).toEqual({ code: 'invalid_input', reason: 'invalid_round_digits', position });
    }
  });

  test('unfinished calls', () => {
    expect(fault('round(1,')).toMatchObject({ reason: 'unexpected_end', position: 8 });
    expect(fault('round(1, 2')).toMatchObject({ reason: 'unexpected_end', position: 10 });
    expect(fault('round(1, 2 3)')).toMatchObject({ reason: 'unexpected_token', position: 11 });
    expect(fault('min(1,)')).toMatchObject({ reason: 'unexpected_token', position: 6 });
    expect(fault('abs(1')).toMatchObject({ reason: 'unexpected_end', position: 5 });
    expect(fault('abs(,1)')).toMatchObject({ reason: 'unexpected_token', position: 4 });
  });
});

describe('depth', () => {
  test('the limit is 64', () => {
    expect(DECIMAL_MAX_DEPTH).toBe(64);
  });

  test('parentheses: 64 parse, 65 are limit_exceeded at the 65th', () => {
    expect(shape(parse(`${'('.repeat(64)}1${')'.repeat(64)}`))).toBe('1');
    expect(fault(`${'('.repeat(65)}1${')'.repeat(65)}`)).toEqual({ code: 'limit_exceeded', reason: 'nesting_too_deep', position: 64 });
  });

  test('unary minus: 64 parse, 65 are limit_exceeded at the 65th', () => {
    expect(parse(`${'-'.repeat(64)}1`).type).toBe('negate');
    expect(fault(`${'-'.repeat(65)}1`)).toEqual({ code: 'limit_exceeded', reason: 'nesting_too_deep', position: 64 });
  });

  test('a call\'s "(" is a level: 64 nested calls parse, 65 fail at the 65th "("', () => {
    expect(shape(parse(`${'abs('.repeat(64)}1${')'.repeat(64)}`))).toMatch(/^\(abs /);
    expect(fault(`${'abs('.repeat(65)}1${')'.repeat(65)}`)).toEqual({
      code: 'limit_exceeded',
      reason: 'nesting_too_deep',
      position: 65 * 4 - 1,
    });
    expect(fault(`${'('.repeat(64)}abs(1)${')'.repeat(64)}`)).toMatchObject({ reason: 'nesting_too_deep', position: 67 });
  });

  test('the "-" of an exponent is not a level', () => {
    expect(shape(parse(`${'('.repeat(64)}2^-1${')'.repeat(64)}`))).toBe('(^ 2 -1)');
    expect(shape(parse(`${'('.repeat(63)}-2^-1${')'.repeat(63)}`))).toBe('(neg (^ 2 -1))');
    expect(fault(`${'('.repeat(64)}-2^-1${')'.repeat(64)}`)).toMatchObject({ reason: 'nesting_too_deep', position: 64 });
  });

  test('levels are left again; the 65th level is met before a later early end', () => {
    expect(() => parse(Array.from({ length: 100 }, () => '-abs((1))').join('+'))).not.toThrow();
    expect(fault(`${'('.repeat(65)}1 +`)).toMatchObject({ code: 'limit_exceeded', position: 64 });
  });
});

describe('error positions', () => {
  test.each([
    ['1 +', 'unexpected_end', 3],
    ['', 'unexpected_end', 0],
    ['(1', 'unexpected_end', 2],
    ['1 2', 'unexpected_token', 2],
    ['1)', 'unexpected_token', 1],
    ['+1', 'unexpected_token', 0],
    [',', 'unexpected_token', 0],
    ['1, 2', 'unexpected_token', 1],
    ['x y', 'unexpected_token', 2],
    ['()', 'unexpected_token', 1],
    ['^2', 'unexpected_token', 0],
  ])('%j is %s at %i', (source, reason, position) => {
    expect(fault(source, { variables: vars })).toEqual({ code: 'invalid_input', reason, position });
  });
});

describe('literal work', () => {
  test("each literal's reduction is charged as it is parsed; exponents and round digits are not literals", () => {
    const budget = new WorkBudget();
    parse('1.5 + 20 * x', { budget, variables: vars });
    expect(budget.used).toBe(4 + 4); // 15/10: 2 digits; 20/1: 2 digits
    const powers = new WorkBudget();
    parse('2^100 + round(1, 40)', { budget: powers });
    expect(powers.used).toBe(1 + 1);
    const long = new WorkBudget();
    parse(`0.${'0'.repeat(39)}1`, { budget: long });
    expect(long.used).toBe(41 * 41); // denominator 10^40
  });

  test('a literal that exhausts the budget is reported before a later syntax fault, and after an earlier one', () => {
    expect(fault('1.5 + 2 )', { budget: new WorkBudget(4) })).toEqual({ code: 'limit_exceeded', reason: 'arithmetic_work', position: 6 });
    expect(fault('1.5 ) + 2', { budget: new WorkBudget(4) })).toEqual({ code: 'invalid_input', reason: 'unexpected_token', position: 4 });
  });
});

describe('property: printed trees parse back', () => {
  type Tree =
    | { kind: 'num'; text: string; value: Rational }
    | { kind: 'var'; name: string }
    | { kind: 'neg'; operand: Tree }
    | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Tree; right: Tree }
    | { kind: 'pow'; base: Tree; exponent: number }
    | { kind: 'call'; name: 'abs' | 'min' | 'max'; args: Tree[] }
    | { kind: 'round'; arg: Tree; digits: number };

  const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
  const literal = fc
    .tuple(
      fc.oneof(
        fc.constant('0'),
        fc.tuple(fc.constantFrom(...'123456789'), digitString(0, 6)).map(([a, b]) => a + b),
      ),
      fc.option(digitString(1, 5), { nil: null }),
    )
    .map(([whole, fraction]): Tree => ({
      kind: 'num',
      text: fraction === null ? whole : `${whole}.${fraction}`,
      value: Rational.of(BigInt(whole + (fraction ?? '')), 10n ** BigInt(fraction?.length ?? 0)),
    }));

  const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      literal,
      fc.constantFrom(...Object.keys(vars)).map((name): Tree => ({ kind: 'var', name })),
      tie('node').map((operand): Tree => ({ kind: 'neg', operand })),
      fc
        .tuple(fc.constantFrom('+', '-', '*', '/'), tie('node'), tie('node'))
        .map(([op, left, right]): Tree => ({ kind: 'bin', op: op as '+', left, right })),
      fc.tuple(tie('node'), fc.integer({ min: -100, max: 100 })).map(([base, exponent]): Tree => ({ kind: 'pow', base, exponent })),
      fc
        .tuple(fc.constantFrom('abs', 'min', 'max'), fc.array(tie('node'), { minLength: 2, maxLength: 4 }))
        .map(([name, args]): Tree => ({ kind: 'call', name: name as 'abs', args: name === 'abs' ? args.slice(0, 1) : args })),
      fc.tuple(tie('node'), fc.integer({ min: 0, max: 40 })).map(([arg, digits]): Tree => ({ kind: 'round', arg, digits })),
    ),
  })).node;

  const level = (t: Tree): number => {
    switch (t.kind) {
      case 'bin':
        return t.op === '+' || t.op === '-' ? 1 : 2;
      case 'neg':
        return 3;
      case 'pow':
        return 4;
      default:
        return 5;
    }
  };

  /** Tokens with the fewest parentheses; a call's name and "(" are one token so no gap splits them. */
  function print(t: Tree, needed: number): string[] {
    let tokens: string[];
    switch (t.kind) {
      case 'num':
        tokens = [t.text];
        break;
      case 'var':
        tokens = [t.name];
        break;
      case 'neg':
        tokens = ['-', ...print(t.operand, 3)];
        break;
      case 'bin':
        tokens = [...print(t.left, level(t)), t.op, ...print(t.right, level(t) + 1)];
        break;
      case 'pow':
        tokens = [...print(t.base, 5), '^', ...(t.exponent < 0 ? ['-', String(-t.exponent)] : [String(t.exponent)])];
        break;
      case 'call':
        tokens = [`${t.name}(`, ...t.args.flatMap((a, i) => (i === 0 ? print(a, 0) : [',', ...print(a, 0)])), ')'];
        break;
      case 'round':
        tokens = ['round(', ...print(t.arg, 0), ',', String(t.digits), ')'];
        break;
    }
    return level(t) < needed ? ['(', ...tokens, ')'] : tokens;
  }

  function expected(t: Tree): string {
    switch (t.kind) {
      case 'num':
        return t.value.toString();
      case 'var':
        return t.name;
      case 'neg':
        return `(neg ${expected(t.operand)})`;
      case 'bin':
        return `(${t.op} ${expected(t.left)} ${expected(t.right)})`;
      case 'pow':
        return `(^ ${expected(t.base)} ${t.exponent})`;
      case 'call':
        return `(${t.name} ${t.args.map(expected).join(' ')})`;
      case 'round':
        return `(round ${expected(t.arg)} ${t.digits})`;
    }
  }

  const whitespace = fc.array(fc.constantFrom('', '', ' ', '\t', '\n', '\r\n'), { minLength: 100, maxLength: 100 });

  test('shape and spans', () => {
    fc.assert(
      fc.property(tree, whitespace, (t, gaps) => {
        const source = print(t, 0)
          .map((token, i) => token + (gaps[i % gaps.length] ?? ''))
          .join('');
        const parsed = parse(source, { variables: vars });
        expect(shape(parsed)).toBe(expected(t));
        for (const node of nodes(parsed)) {
          const text = source.slice(node.from, node.to);
          expect(text.trim()).toBe(text);
          expect(shape(parse(text, { variables: vars }))).toBe(shape(node));
        }
      }),
      { numRuns: 300 },
    );
  });
});

// The parser pulls tokens from the lexer as it goes, and resolves names and charges literals as
// it meets them; those faults must still lose to a lexical fault further on.
describe('a parse fault waits for the rest of the source', () => {
  test('unknown names, bad calls and exponents lose to a bad character or literal to their right', () => {
    expect(fault('z + 1 $')).toMatchObject({ reason: 'invalid_character', position: 6 });
    expect(fault('foo(1) + 05')).toMatchObject({ reason: 'malformed_number', position: 9 });
    expect(fault('2^1.5 + 1.')).toMatchObject({ reason: 'malformed_number', position: 8 });
    expect(fault(`round(1, x) ${'n'.repeat(33)}`, { variables: vars })).toMatchObject({ reason: 'name_too_long', position: 12 });
  });

  test("the lookahead for round's digits does not judge the token it looks at", () => {
    expect(fault('round(1, 2 $)')).toMatchObject({ reason: 'invalid_character', position: 11 });
    expect(fault('round(1, 2 + $)')).toMatchObject({ reason: 'invalid_character', position: 13 });
  });

  test('the work budget, charged while parsing, loses to a bad character to its right', () => {
    expect(fault('1 + 2 + 3', { budget: new WorkBudget(1) })).toMatchObject({ reason: 'arithmetic_work' });
    expect(fault('1 + 2 + 3 $', { budget: new WorkBudget(1) })).toMatchObject({ reason: 'invalid_character', position: 10 });
  });
});
