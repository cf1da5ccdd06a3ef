// decimal-expression-evaluate, sentence by sentence: every sentence of the contract's semantics and
// limits, and the NOTES.md section for it, has at least one test here. Expected values are worked
// out by hand from the contract (arithmetic in comments where it is not obvious); positions are
// 0-based code point offsets. Reasons are asserted only where the contract names them.
import { describe, expect, test } from 'vitest';
import { execute } from '../execute';
import { loadContract, outputSchemaErrors } from '../../testing/contracts';

const TOOL = 'decimal-expression-evaluate';
const contract = loadContract(TOOL);

type Request = Record<string, unknown>;
const MODES = ['half_even', 'half_up', 'half_down', 'half_ceiling', 'half_floor', 'up', 'down', 'ceiling', 'floor'] as const;

function run(input: Request | string): unknown {
  return execute(TOOL, typeof input === 'string' ? { expression: input } : input);
}

function expectResult(input: Request | string, value: string, numerator: string, denominator = '1', exact = true): void {
  const response = run(input);
  expect(response).toEqual({ value, exact, fraction: { numerator, denominator } });
  expect(outputSchemaErrors(contract, response)).toEqual([]);
}

interface Fault {
  reason?: string;
  position?: number;
}

function expectError(input: Request | string, code: string, fault: Fault = {}): void {
  const details: Record<string, unknown> = {};
  if (fault.reason !== undefined) details.reason = fault.reason;
  if (fault.position !== undefined) details.position = fault.position;
  expect(run(input)).toMatchObject({ error: { code, details } });
}

const invalid = (input: Request | string, position?: number): void => expectError(input, 'invalid_input', { position });
const tooBig = (input: Request | string, position?: number): void => expectError(input, 'limit_exceeded', { position });

const A60 = '1'.repeat(60); // a 60-digit integer literal: reducing it costs 60² = 3600 units
const list = (count: number, item: (i: number) => string): string[] => Array.from({ length: count }, (_, i) => item(i));
/** `count` unused variables v0, v1, … each holding `value`. */
const variablesOf = (count: number, value: string, prefix = 'v'): Record<string, string> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, value]));

describe('grammar: associativity and precedence', () => {
  test.each([
    ['8/2/2', '2'], // (8/2)/2
    ['2-3-4', '-5'], // (2-3)-4
    ['-2^2', '-4'], // -(2^2)
    ['2*-3', '-6'],
    ['2--3', '5'], // 2 - (-3)
    ['(-2)^2', '4'],
    ['1+2*3', '7'],
    ['(1+2)*3', '9'],
    ['2*3^2', '18'],
    ['-3^2*2', '-18'], // (-(3^2))*2
    ['-(2)^2', '-4'], // the atom "(2)" takes the ^, then the minus
    ['- - 2', '2'],
    ['1 - -1', '2'],
  ])('%s = %s', (expression, value) => {
    expectResult(expression, value, value);
  });

  test('1/2/2 = 1/4', () => expectResult('1/2/2', '0.25', '1', '4'));

  test('no implicit multiplication', () => {
    invalid('2(3)', 1);
    invalid('(2)(3)', 3);
  });
});

describe('^ takes an integer literal exponent of magnitude at most 100', () => {
  test('^ does not chain: the second ^ is the fault', () => invalid('2^3^2', 3));
  test('(2^3)^2 = 64', () => expectResult('(2^3)^2', '64', '64'));
  test('a variable exponent is invalid_input', () => invalid({ expression: '2^x', variables: { x: '2' } }, 2));
  test('a plus sign after ^ is invalid_input', () => invalid('2^+1', 2));
  test('a second minus after ^ is invalid_input', () => invalid('2^--1', 3));
  test('a fractional exponent is invalid_input', () => invalid('2^1.5', 2));
  test('a parenthesised exponent is invalid_input', () => invalid('2^(1)', 2));
  test('an exponent with a leading zero is a malformed literal', () => invalid('2^00', 2));
  test('^ at the end is an early end', () => {
    invalid('2^', 2);
    invalid('2^-', 3);
  });

  test('2^100 is allowed', () => expectResult('2^100', '1267650600228229401496703205376', '1267650600228229401496703205376'));
  test('2^101 is invalid_input at the exponent', () => invalid('2^101', 2));
  test('2^-100 is allowed: 1/2^100 = 5^100/10^100, 100 fraction digits', () => {
    const fivePow100 = '7888609052210118054117285652827862296732064351090230047702789306640625'; // 70 digits
    expectResult('2^-100', '0.' + '0'.repeat(30) + fivePow100, '1', '1267650600228229401496703205376');
  });
  test('2^-101 is invalid_input at the exponent (its "-" is part of the literal)', () => invalid('2^-101', 2));

  test.each([
    ['2^-1', '0.5', '1', '2'],
    ['2 ^ -1', '0.5', '1', '2'],
    ['-2^-2', '-0.25', '-1', '4'],
    ['(-2)^3', '-8', '-8', '1'],
    ['(-2)^-3', '-0.125', '-1', '8'],
    ['2.5^2', '6.25', '25', '4'],
    ['(2/3)^-2', '2.25', '9', '4'], // (3/2)^2
    ['2^0', '1', '1', '1'],
    ['2^-0', '1', '1', '1'],
    ['0^0', '1', '1', '1'],
    ['0^5', '0', '0', '1'],
  ])('%s = %s', (expression, value, numerator, denominator) => expectResult(expression, value, numerator, denominator));

  test('0^-1 is not_computable zero_to_negative_power at the ^', () => {
    expectError('0^-1', 'not_computable', { reason: 'zero_to_negative_power', position: 1 });
    expectError('(1-1)^-2', 'not_computable', { reason: 'zero_to_negative_power', position: 5 });
  });

  test('there is no unary plus', () => {
    invalid('+1', 0);
    invalid('1*+1', 2);
    invalid('1++1', 2);
  });
});

describe('numbers follow the decimal grammar of the family', () => {
  test.each([
    ['0', '0', '0', '1'],
    ['10', '10', '10', '1'],
    ['0.5', '0.5', '1', '2'],
    ['1.05', '1.05', '21', '20'],
    ['0.0', '0', '0', '1'],
  ])('%s is a number', (expression, value, numerator, denominator) => expectResult(expression, value, numerator, denominator));

  test('no leading zeros', () => {
    invalid('05', 0);
    invalid('00', 0);
    invalid('1 + 05', 4);
  });
  test('no leading point', () => {
    invalid('.5', 0);
    invalid('1+.5', 2);
  });
  test('no trailing point: "5." is one malformed literal', () => {
    invalid('5.', 0);
    invalid('1 + 5.', 4);
    invalid('5.+1', 0);
  });
  test('1.2.3 is the literal 1.2 then a bad "."', () => invalid('1.2.3', 3));
  test('no separators', () => {
    // "1,000" would be ambiguous: the lexer may report the malformed literal 000 (at 2) before the
    // parser meets the comma (at 1), since tokenisation precedes parsing.
    invalid('1,234', 1);
    invalid('1 234', 2);
    invalid('1_000', 1); // 1 then the name _000
  });
  test('no exponent: 1e3 is 1 followed by the name e3', () => {
    invalid('1e3', 1);
    invalid({ expression: '1e3', variables: { e3: '1' } }, 1);
  });

  test('60 digits are allowed', () => {
    const literal = '1' + '0'.repeat(59);
    expectResult(literal, literal, literal);
  });
  test('61 characters: 20 integer and 40 fraction digits are allowed', () => {
    const literal = '12345678901234567890.1234567890123456789012345678901234567891';
    expectResult(literal, literal, '123456789012345678901234567890123456789012345678901234567891', '1' + '0'.repeat(40));
  });
  test('40 fraction digits are allowed', () => {
    expectResult('0.' + '0'.repeat(39) + '1', '0.' + '0'.repeat(39) + '1', '1', '1' + '0'.repeat(40));
  });
  test('more than 60 digits is invalid_input', () => {
    invalid('1'.repeat(61), 0);
    invalid('1 + ' + '1'.repeat(61), 4);
    invalid('1'.repeat(62), 0); // 62 characters: still under the length limit
    invalid('1'.repeat(21) + '.' + '1'.repeat(40), 0); // 62 characters, 61 digits
  });
  test('more than 40 fraction digits is invalid_input', () => invalid('0.' + '1'.repeat(41), 0));
  test('a literal of 63 or more characters is limit_exceeded at its start', () => {
    tooBig('1'.repeat(63), 0);
    tooBig('2 * ' + '1'.repeat(63), 4);
    tooBig('1'.repeat(22) + '.' + '1'.repeat(40), 0);
    tooBig('0' + '1'.repeat(70), 0); // length is judged before the leading zero
  });
});

describe('whitespace and characters', () => {
  test('space, tab, line feed and carriage return separate or are ignored', () => {
    expectResult('1\t+\n2\r', '3', '3');
    expectResult('\r\n 1 \r\n', '1', '1');
  });
  test.each([
    ['1\u00a0+ 2', 1], // non-breaking space
    ['1\f+2', 1],
    ['1\v+2', 1],
    ['1\u3000', 1],
    ['50%', 2],
    ['2**3', 2], // "*" then an unexpected "*"
    ['$5', 0],
    ['[1]', 0],
    ['{1}', 0],
    ['1\u2212 2', 1], // U+2212 is a minus only in rational-expression-check
    ['3\u00d72', 1],
    ['\uff11', 0], // fullwidth digit one
    ['1;2', 1],
    ['#', 0],
    ['é', 0],
    ['1 + 𝑥', 4], // a non-BMP character is one code point
  ])('%j is invalid_input at %i', (expression, position) => invalid(expression, position));

  test('upper case is invalid_input at the letter', () => {
    invalid('X', 0);
    invalid('aB', 1); // a bad character is met in tokenisation, before the unknown name a
    invalid('Abs(1)', 0);
    invalid('hasOwnProperty', 3);
  });

  test('names are [a-z_][a-z0-9_]*', () => {
    expectResult({ expression: '_ * a1_b2', variables: { _: '3', a1_b2: '2' } }, '6', '6');
    invalid({ expression: '1a', variables: { a: '1' } }, 1);
  });

  test('names of 32 characters are allowed, 33 are not', () => {
    const name32 = 'n'.repeat(32);
    expectResult({ expression: name32 + ' + 1', variables: { [name32]: '1' } }, '2', '2');
    invalid('1 + ' + 'n'.repeat(33), 4);
    invalid({ expression: '1 + ' + 'n'.repeat(33), variables: { [name32]: '1' } }, 4);
  });
});

describe('functions', () => {
  test('abs takes exactly one argument', () => {
    expectResult('abs(-2.5)', '2.5', '5', '2');
    expectResult('abs(0)', '0', '0');
    expectResult('-abs(-3)', '-3', '-3');
    invalid('abs()', 0);
    invalid('abs(1, 2)', 0);
    invalid('1 + abs(1, 2)', 4);
  });

  test('min and max take 2 to 50 arguments', () => {
    expectResult('min(3, 1, 2)', '1', '1');
    expectResult('max(3, 1, 2)', '3', '3');
    const fifty = list(50, (i) => String(50 - i)).join(', '); // 50, 49, …, 1
    expectResult(`min(${fifty})`, '1', '1');
    expectResult(`max(${fifty})`, '50', '50');
  });
  test('fewer than 2 arguments is invalid_input at the name', () => {
    invalid('min(1)', 0);
    invalid('max(1)', 0);
    invalid('min()', 0);
  });
  test('more than 50 arguments is limit_exceeded at the name', () => {
    const fiftyOne = list(51, (i) => String(i + 1)).join(',');
    tooBig(`min(${fiftyOne})`, 0);
    tooBig(`max(${fiftyOne})`, 0);
    tooBig(`2 * max(${fiftyOne})`, 4);
  });

  test("round(x, n) rounds x to n fraction digits with the call's rounding mode", () => {
    // 2.345 lies halfway between 2.34 and 2.35
    expectResult({ expression: 'round(2.345, 2)', rounding: 'half_even' }, '2.34', '117', '50');
    expectResult({ expression: 'round(2.345, 2)', rounding: 'half_up' }, '2.35', '47', '20');
    expectResult({ expression: 'round(-2.345, 2)', rounding: 'half_ceiling' }, '-2.34', '-117', '50');
    expectResult({ expression: 'round(-2.345, 2)', rounding: 'half_floor' }, '-2.35', '-47', '20');
    expectResult({ expression: 'round(-2.5, 0)', rounding: 'half_even' }, '-2', '-2');
    expectResult({ expression: 'round(-2.5, 0)', rounding: 'half_up' }, '-3', '-3');
    expectResult({ expression: 'round(2/3, 0)', rounding: 'half_even' }, '1', '1');
    expectResult({ expression: 'round(1, 40)', rounding: 'down' }, '1', '1');
    // the value of a round() call is canonical without a scale: round(2.5, 3) is 2.5, not 2.500
    expectResult({ expression: 'round(2.5, 3)', rounding: 'half_even' }, '2.5', '5', '2');
  });
  test('round(1/3, 40) is 40 threes', () => {
    expectResult({ expression: 'round(1/3, 40)', rounding: 'half_even' }, '0.' + '3'.repeat(40), '3'.repeat(40), '1' + '0'.repeat(40));
  });
  test('round() without a rounding field is invalid_input', () => {
    expectError('round(1.5, 0)', 'invalid_input');
    expectError({ expression: 'round(1.5, 0)', scale: 2 }, 'invalid_input');
  });
  test('n must be an integer literal 0..40', () => {
    const r = (expression: string, variables: Record<string, string> = {}): Request => ({ expression, variables, rounding: 'half_up' });
    invalid(r('round(1, 41)'), 9);
    invalid(r('round(1, -1)'), 9);
    invalid(r('round(1, 1.0)'), 9);
    invalid(r('round(1, 01)'), 9);
    invalid(r('round(1, x)', { x: '1' }), 9);
    invalid(r('round(1, (1))'), 9);
    expectError(r('round(1, 1+1)'), 'invalid_input');
  });
  test('round takes exactly two arguments', () => {
    invalid({ expression: 'round(1)', rounding: 'half_up' }, 0);
    expectError({ expression: 'round(1, 2, 3)', rounding: 'half_up' }, 'invalid_input');
  });

  test('any other NAME followed by "(" is invalid_input at the name', () => {
    invalid('sqrt(4)', 0);
    invalid('1 + foo(2)', 4);
    invalid({ expression: 'f(2)', variables: { f: '1' } }, 0);
  });
  test('a function call is a NAME immediately followed by "("', () => {
    invalid('abs (1)', 0); // abs here is a variable name, and there is none
    invalid({ expression: 'abs (1)', variables: { abs: '2' } }, 4); // the variable abs, then an unexpected "("
  });
  test('a function name not followed by "(" is an ordinary variable name', () => {
    expectResult({ expression: 'abs * 2', variables: { abs: '-3' } }, '-6', '-6');
    expectResult({ expression: 'min * max', variables: { min: '4', max: '5' } }, '20', '20');
    expectResult({ expression: 'round + 1', variables: { round: '1.5' } }, '2.5', '5', '2'); // no call, so no rounding needed
    expectResult({ expression: 'abs(abs)', variables: { abs: '-3' } }, '3', '3');
    invalid('min', 0);
  });
});

describe('variables', () => {
  test('a NAME must be present in variables', () => {
    invalid('x', 0);
    invalid({ expression: 'x', variables: {} }, 0);
    invalid({ expression: '1 + y', variables: { x: '1' } }, 4);
  });
  test('an unknown variable is found while parsing, before anything is evaluated', () => {
    invalid('1/0 + y', 6);
    invalid('0 * y', 4);
  });
  test('"__proto__" is a valid variable name and behaves like any other', () => {
    expectResult(JSON.parse('{"expression": "__proto__ * 2", "variables": {"__proto__": "21"}}') as Request, '42', '42');
    invalid({ expression: '__proto__', variables: {} }, 0);
    invalid('__proto__', 0);
  });
  test('names of Object.prototype members are not variables unless given', () => {
    invalid('constructor', 0);
    invalid({ expression: 'constructor', variables: { x: '1' } }, 0);
    invalid('hasownproperty', 0);
    expectResult({ expression: 'constructor * 3', variables: { constructor: '2' } }, '6', '6');
  });

  test('every variable value is a decimal string, even if unused', () => {
    for (const bad of ['05', '1.', '.5', 'abc', '', '1e3', '+1', ' 1', '1 ', '-', '--1', '1,5', '0x10', '١']) {
      expectError({ expression: '1', variables: { unused: bad } }, 'invalid_input');
    }
    for (const bad of [5, null, true, ['1'], { v: '1' }]) {
      expectError({ expression: '1', variables: { unused: bad } }, 'invalid_input');
    }
  });
  test('value length: 63+ characters limit_exceeded, other violations invalid_input', () => {
    const used = (value: string): Request => ({ expression: 'x', variables: { x: value } });
    expectResult(used('-' + A60), '-' + A60, '-' + A60); // 61 characters, 60 digits
    expectError(used('1'.repeat(61)), 'invalid_input'); // 61 digits
    expectError(used('1'.repeat(62)), 'invalid_input');
    expectError(used('-' + '1'.repeat(61)), 'invalid_input'); // 62 characters
    expectError(used('0.' + '1'.repeat(41)), 'invalid_input'); // 41 fraction digits
    expectError(used('1'.repeat(63)), 'limit_exceeded');
    expectError(used('-' + '1'.repeat(62)), 'limit_exceeded');
    expectError({ expression: '1', variables: { unused: '1'.repeat(63) } }, 'limit_exceeded');
  });
  test('values are read exactly', () => {
    expectResult({ expression: 'x', variables: { x: '1.50' } }, '1.5', '3', '2');
    expectResult({ expression: 'x', variables: { x: '-0' } }, '0', '0');
    expectResult({ expression: 'x', variables: { x: '-0.00' } }, '0', '0');
  });

  test('100 variables are allowed, 101 are limit_exceeded', () => {
    expectResult({ expression: 'v99 + v0', variables: variablesOf(100, '1') }, '2', '2');
    expectError({ expression: '1', variables: variablesOf(101, '1') }, 'limit_exceeded');
  });

  test('a variable name outside ^[a-z_][a-z0-9_]{0,31}$ is invalid_input', () => {
    for (const name of ['X', 'toString', '1x', '', 'a-b', 'a b', 'é', 'n'.repeat(33), '$', 'a.b']) {
      expectError({ expression: '1', variables: { [name]: '1' } }, 'invalid_input');
    }
    expectResult({ expression: '_9 + ' + 'n'.repeat(32), variables: { _9: '1', ['n'.repeat(32)]: '2' } }, '3', '3');
  });
});

describe('evaluation is exact rational arithmetic', () => {
  test.each([
    ['1/3 * 3', '1', '1', '1'],
    ['1/3 + 1/6', '0.5', '1', '2'],
    ['(1/3 - 0.333) * 3000', '1', '1', '1'], // 1000 - 999
    ['1/80', '0.0125', '1', '80'],
    ['2.50 * 2', '5', '5', '1'],
  ])('%s = %s', (expression, value, numerator, denominator) => expectResult(expression, value, numerator, denominator));

  test('zero has no sign', () => {
    for (const expression of ['-0', '0*-1', '-(0)', '0/-5', '-0.0', '1 - 1', 'min(-0, 0)']) expectResult(expression, '0', '0');
    expectResult({ expression: '0 * -1', scale: 2, rounding: 'half_up' }, '0.00', '0');
  });

  test('min and max compare numerically', () => {
    expectResult('max(0.10, 0.1)', '0.1', '1', '10');
    expectResult({ expression: 'max(0.10, 0.1)', scale: 2, rounding: 'unnecessary' }, '0.10', '1', '10');
    expectResult('min(2, 10)', '2', '2');
    expectResult('max(-1, -10)', '-1', '-1');
    expectResult('min(1/3, 0.333)', '0.333', '333', '1000');
    expectResult('max(9, 10, 8.99)', '10', '10');
  });
});

describe('size limits and their order', () => {
  test('2,000 bytes are allowed, 2,001 are limit_exceeded', () => {
    expectResult('1' + ' '.repeat(1999), '1', '1');
    tooBig('1' + ' '.repeat(2000));
  });
  test('bytes, not characters: 1,001 "é" are 2,002 bytes', () => {
    tooBig('é'.repeat(1001));
    invalid('é'.repeat(1000), 0); // 2,000 bytes: within the limit, then a bad character
    invalid('𝑥'.repeat(500), 0); // 4 bytes each
    tooBig('𝑥'.repeat(501));
  });
  test('bytes are checked before surrogates', () => tooBig('\uD800' + 'é'.repeat(1000) + '1'));

  test('a lone surrogate is invalid_input at its code point offset', () => {
    invalid('1 + \uD800', 4);
    invalid('\uDC00\uD800', 0);
    invalid('a\uDBFF', 1);
    invalid('𝑥\uD800', 1); // 𝑥 is one code point (two UTF-16 units)
    invalid('𝑥𝑥\uDC00', 2);
  });
  test('surrogates are checked before tokenisation', () => invalid('$\uD800', 1));

  test('tokenisation precedes the token count and parsing', () => {
    invalid('1' + '+1'.repeat(300) + '$', 601);
    invalid('1 + + $', 6);
    tooBig('+ ' + '1'.repeat(63), 2);
    tooBig('1'.repeat(63) + ' $', 0);
    invalid('$ ' + '1'.repeat(63), 0);
  });

  test('500 tokens are allowed, 501 are limit_exceeded', () => {
    expectResult('-1' + '+1'.repeat(249), '248', '248'); // 2 + 2·249 = 500 tokens; -1 + 249
    tooBig('1' + '+1'.repeat(250)); // 501 tokens
  });
  test('the token count precedes parsing', () => {
    tooBig('y' + '+1'.repeat(250));
    tooBig('1' + '+1'.repeat(249) + '+)');
  });

  test('parsing precedes evaluation', () => {
    invalid('1/0 +', 5);
    invalid('1/0 + abs(1, 2)', 6);
  });
});

describe('parsing reports the first fault met reading left to right', () => {
  test.each([
    ['1 +', 3],
    ['1 + ', 4],
    ['(1', 2],
    ['abs(1', 5],
    ['min(1,', 6],
    ['round(1,', 8],
    ['-', 1],
    ['   ', 3],
  ])('%j ends early: position %i is its length', (expression, position) => invalid({ expression, rounding: 'half_up' }, position));

  test.each([
    ['1 2', 2],
    ['1 +* 2', 3],
    [')', 0],
    ['()', 1],
    ['1)', 1],
    ['(1))', 3],
    [',', 0],
    ['1,2', 1],
    ['min(1,,2)', 6],
    ['abs(1 2)', 6],
    ['1 + ) + y', 4],
    ['y + )', 0],
    ['abs(1,2) + y', 0],
  ])('%j: unexpected token at %i', (expression, position) => invalid(expression, position));

  test('x y', () => invalid({ expression: 'x y', variables: { x: '1', y: '2' } }, 2));
  test('the empty expression is invalid_input', () => expectError('', 'invalid_input'));
});

describe('nesting depth: every "(" and pending unary minus is a level; 64 succeed, 65 do not', () => {
  const nest = (open: string, inner: string, close: string, times: number): string => open.repeat(times) + inner + close.repeat(times);

  test('parentheses', () => {
    expectResult(nest('(', '1', ')', 64), '1', '1');
    tooBig(nest('(', '1', ')', 65), 64);
  });
  test('unary minus', () => {
    expectResult('-'.repeat(64) + '1', '1', '1'); // an even number of negations
    tooBig('-'.repeat(65) + '1', 64);
  });
  test('mixed "-(" pairs', () => {
    expectResult(nest('-(', '1', ')', 32), '1', '1'); // 64 levels, 32 negations
    tooBig(nest('-(', '-1', ')', 32), 64);
    expectResult(nest('(', '-1', ')', 63), '-1', '-1');
    tooBig(nest('(', '-1', ')', 64), 64);
  });
  test('the "(" after a function name', () => {
    expectResult(nest('abs(', '1', ')', 64), '1', '1');
    tooBig(nest('abs(', '1', ')', 65), 64 * 4 + 3); // the "(" of the 65th abs
    expectResult('min(' + nest('(', '1', ')', 63) + ', 2)', '1', '1');
    tooBig('min(' + nest('(', '1', ')', 64) + ', 2)', 67); // "min(" is level 1; the 64th inner "(" is at 3 + 64
  });
  test('the "-" of a negative exponent adds no level', () => expectResult(nest('(', '2^-1', ')', 64), '0.5', '1', '2'));
  test('depth is nesting, not a count of parentheses', () => expectResult('(1)+'.repeat(100) + '1', '101', '101'));
  test('the 65th level is met before an early end or a later unknown name', () => {
    tooBig('('.repeat(65) + '1 +', 64);
    tooBig('('.repeat(65) + 'y', 64);
    invalid('y + ' + nest('(', '1', ')', 65), 0);
  });
});

describe('intermediate size: a reduced numerator or denominator over 200 digits', () => {
  const ten = (exponent: number): string => '1' + '0'.repeat(exponent);

  test('200 digits are allowed, 201 are limit_exceeded', () => {
    expectResult('10^100 * 10^99', ten(199), ten(199)); // 10^199 has 200 digits
    tooBig('10^100 * 10^100'); // 10^200 has 201 digits
    expectResult('10^-100 * 10^-99', '0.' + '0'.repeat(198) + '1', '1', ten(199));
    tooBig('10^-100 * 10^-100');
  });
  test('the cap applies to intermediates even when the result would fit', () => tooBig('10^100 * 10^100 / 10^100'));
  test('for ^, max digits × |exponent| > 200 is rejected before exponentiation', () => {
    tooBig('(10^66)^3'); // 67·3 = 201, although 10^198 has only 199 digits
    tooBig('(10^66)^-3');
    tooBig('(10^-66)^3'); // the denominator's 67 digits count
    expectResult('(10^49)^4', ten(196), ten(196)); // 50·4 = 200
  });
  test('a 60-digit value ^3 succeeds; ^4 exceeds the cap', () => {
    const nines = '9'.repeat(60);
    // (10^60 − 1)^3 = 10^180 − 3·10^120 + 3·10^60 − 1
    const cube = '9'.repeat(59) + '7' + '0'.repeat(59) + '2' + '9'.repeat(60);
    expectResult(`${nines}^3`, cube, cube);
    tooBig(`${nines}^4`);
  });
  test('the cap does not apply to temporaries inside round() or the final rounding', () => {
    // round(10^169, 40) multiplies by 10^40 inside the call (210 digits); the value has 170 digits
    expectResult({ expression: 'round(10^100 * 10^69, 40)', rounding: 'half_even' }, ten(169), ten(169));
    expectResult({ expression: '10^100 * 10^69', scale: 40, rounding: 'half_even' }, ten(169) + '.' + '0'.repeat(40), ten(169));
  });
});

describe('arithmetic work: 50,000 units, each charge the square of the largest digit count among the operands', () => {
  // Unused variables whose reductions cost exactly 3,188 units: 56² + 7² + 1 + 1 + 1.
  // A digit count is of the absolute value, so "-" + 56 digits costs 56², and "0" has one digit.
  const filler3188 = { f1: '-' + '1'.repeat(56), f2: '1234567', f3: '0', f4: '-0', f5: '5' };
  const oneMore = { z: '1' };

  test('multiplications: exactly 50,000 units succeed, 50,001 do not', () => {
    // A60 (3600) then twelve "*1": twelve literals (12) and twelve products of a 60-digit value (12·3600)
    // = 3600 + 12 + 43200 = 46812; with the filler 46812 + 3188 = 50000.
    const expression = A60 + '*1'.repeat(12);
    expectResult({ expression, variables: filler3188 }, A60, A60);
    expectError({ expression, variables: { ...filler3188, ...oneMore } }, 'limit_exceeded', { reason: 'arithmetic_work' });
  });

  test('divide, add, subtract (as an add) and min/max comparisons are charged alike', () => {
    // Ten of * / + - applied to the 60-digit value, each with a 1-digit literal: 10·(1 + 3600);
    // max of 3 arguments: two literals 0 (2) and k − 1 = 2 comparisons of A60 with 0 (2·3600).
    // 3600 + 36010 + 2 + 7200 = 46812; with the filler 50000.
    const expression = `max(((${A60}*1/1+0-0)*1/1+0-0)*1/1, 0, 0)`;
    expectResult({ expression, variables: filler3188 }, A60, A60);
    expectError({ expression, variables: { ...filler3188, ...oneMore } }, 'limit_exceeded', { reason: 'arithmetic_work' });
  });

  test('abs, unary minus and the final scale rounding cost nothing', () => {
    const expression = `-abs(-(max(((${A60}*1/1+0-0)*1/1+0-0)*1/1, 0, 0)))`; // still 46812
    expectResult({ expression, variables: filler3188 }, '-' + A60, '-' + A60);
    expectResult({ expression, variables: filler3188, scale: 2, rounding: 'half_even' }, `-${A60}.00`, '-' + A60);
    expectError({ expression, variables: { ...filler3188, ...oneMore }, scale: 2, rounding: 'half_even' }, 'limit_exceeded', {
      reason: 'arithmetic_work',
    });
  });

  test('power and round() are charged by the digits of their base and x, not their integer literals', () => {
    // A60 (3600) + A60^1 (3600) + round(·, 0) (3600) = 10800; filler 39200 = 10·60² + 56² + 8².
    const variables = { ...variablesOf(10, A60, 'w'), p: '1'.repeat(56), q: '12345678' };
    const expression = `round(${A60}^1, 0)`;
    expectResult({ expression, variables, rounding: 'half_even' }, A60, A60);
    expectError({ expression, variables: { ...variables, ...oneMore }, rounding: 'half_even' }, 'limit_exceeded', {
      reason: 'arithmetic_work',
    });
  });

  test("a denominator's digits count", () => {
    // 1 (1) + A60 (3600) + 1/A60 (3600) + eleven "*1" on a value with a 60-digit denominator (11·3601)
    // = 46812; with the filler 50000. The final scale rounding is free.
    const expression = `1/${A60}` + '*1'.repeat(11);
    const input = { expression, variables: filler3188, scale: 2, rounding: 'half_even' };
    expectResult(input, '0.00', '1', A60, false);
    expectError({ ...input, variables: { ...filler3188, ...oneMore } }, 'limit_exceeded', { reason: 'arithmetic_work' });
  });

  test('a literal is charged as written, before it is reduced', () => {
    // "1." + 40 zeros is 10^40/10^40: 41² = 1681 units, though it reduces to 1.
    // Filler 48319 = 13·60² + 38² + 8² + 3² + 1 + 1.
    const variables = { ...variablesOf(13, A60, 'w'), p: '1'.repeat(38), q: '12345678', r: '123', s: '1', t: '1' };
    const expression = '1.' + '0'.repeat(40);
    expectResult({ expression, variables }, '1', '1');
    expectError({ expression, variables: { ...variables, ...oneMore } }, 'limit_exceeded', { reason: 'arithmetic_work' });
  });

  test('variable values are reduced, and charged, before the expression is looked at', () => {
    const fourteen = variablesOf(14, A60); // 14·3600 = 50400
    expectError({ expression: '1', variables: fourteen }, 'limit_exceeded', { reason: 'arithmetic_work' });
    expectError({ expression: '$', variables: fourteen }, 'limit_exceeded', { reason: 'arithmetic_work' });
    invalid({ expression: '$', variables: variablesOf(13, A60) }, 0); // 46800 leaves room
  });

  test('literal reductions are charged during parsing, so their limit can precede a later syntax fault', () => {
    // fourteen 60-digit literals: the 14th brings the total to 50400 before the ")" is read
    expectError(list(14, () => A60).join('+') + ')', 'limit_exceeded', { reason: 'arithmetic_work' });
    // thirteen literals (46800), then a ")" met before the 14th literal: 13·60 + 12 = 792
    invalid(list(13, () => A60).join('+') + ')+' + A60, 792);
  });
});

describe('division by zero and zero to a negative power', () => {
  test.each([
    ['1/0', 1],
    ['0/0', 1],
    ['1/(2-2)', 1],
    ['1/0.0', 1],
    ['min(1/0, 2)', 5],
    ['2 * (3 / 0)', 7],
    ['0 * (1/0)', 6], // every node is evaluated, even one whose result could not matter
    ['1/(2^-1 - 0.5)', 1],
  ])('%s is not_computable division_by_zero at the "/" (%i)', (expression, position) => {
    expectError(expression, 'not_computable', { reason: 'division_by_zero', position });
  });
  test('a divisor variable that is zero', () => {
    expectError({ expression: 'x/y', variables: { x: '1', y: '-0.0' } }, 'not_computable', { reason: 'division_by_zero', position: 1 });
  });
  test('inside round()', () => {
    expectError({ expression: 'round(1/0, 2)', rounding: 'half_up' }, 'not_computable', { reason: 'division_by_zero', position: 7 });
  });
});

describe('result: fraction, value and exact', () => {
  test('fraction is in lowest terms with the sign on the numerator; 0 is 0/1', () => {
    expectResult('6/-4', '-1.5', '-3', '2');
    expectResult('-6/-4', '1.5', '3', '2');
    expectResult('0/7', '0', '0', '1');
  });

  test('without scale the value is canonical: trailing zeros stripped, never -0', () => {
    expectResult('1.50', '1.5', '3', '2');
    expectResult('1.000', '1', '1');
    expectResult('100', '100', '100');
    expectResult('-1.5 + 0', '-1.5', '-3', '2');
    expectResult('1/4', '0.25', '1', '4');
  });

  test('without scale a non-terminating result is not_computable non_terminating_decimal', () => {
    expectError('1/3', 'not_computable', { reason: 'non_terminating_decimal' });
    expectError('1/7', 'not_computable', { reason: 'non_terminating_decimal' });
    expectError({ expression: '1/3', rounding: 'half_up' }, 'not_computable', { reason: 'non_terminating_decimal' });
  });

  test('with scale the value has exactly scale fraction digits', () => {
    expectResult({ expression: '7', scale: 2, rounding: 'half_up' }, '7.00', '7');
    expectResult({ expression: '0', scale: 3, rounding: 'half_up' }, '0.000', '0');
    expectResult({ expression: '-0', scale: 1, rounding: 'floor' }, '0.0', '0');
    expectResult({ expression: '2.5', scale: 0, rounding: 'half_up' }, '3', '5', '2', false);
    expectResult({ expression: '1/3', scale: 40, rounding: 'half_even' }, '0.' + '3'.repeat(40), '1', '3', false);
    expectResult({ expression: '2/3', scale: 40, rounding: 'half_even' }, '0.' + '6'.repeat(39) + '7', '2', '3', false);
  });

  test('exact is true iff the final rounding changed nothing', () => {
    expectResult({ expression: '1.5', scale: 1, rounding: 'half_up' }, '1.5', '3', '2', true);
    expectResult({ expression: '1.5', scale: 3, rounding: 'half_up' }, '1.500', '3', '2', true);
    expectResult({ expression: '1.55', scale: 1, rounding: 'half_even' }, '1.6', '31', '20', false);
  });
  test('round() calls are part of the expression and do not clear exact', () => {
    // round(1.55, 1) = 1.6 (a tie, to the even 6), then 1.60 at scale 2 changes nothing
    expectResult({ expression: 'round(1.55, 1)', scale: 2, rounding: 'half_even' }, '1.60', '8', '5', true);
  });
  test('fraction is the exact result before the final scale rounding', () => {
    expectResult({ expression: '2/3', scale: 2, rounding: 'half_up' }, '0.67', '2', '3', false);
  });

  test('a negative result that rounds to zero is written without a sign', () => {
    expectResult({ expression: '-0.001', scale: 2, rounding: 'half_even' }, '0.00', '-1', '1000', false);
    expectResult({ expression: '-0.4', scale: 0, rounding: 'half_up' }, '0', '-2', '5', false);
  });
});

describe('rounding modes act on the exact rational result', () => {
  // [expression, scale, value for each of MODES, numerator, denominator]
  const table: [string, number, string[], string, string][] = [
    ['2.5', 0, ['2', '3', '2', '3', '2', '3', '2', '3', '2'], '5', '2'],
    ['-2.5', 0, ['-2', '-3', '-2', '-2', '-3', '-3', '-2', '-2', '-3'], '-5', '2'],
    ['3.5', 0, ['4', '4', '3', '4', '3', '4', '3', '4', '3'], '7', '2'],
    ['-3.5', 0, ['-4', '-4', '-3', '-3', '-4', '-4', '-3', '-3', '-4'], '-7', '2'],
    ['2.51', 0, ['3', '3', '3', '3', '3', '3', '2', '3', '2'], '251', '100'],
    ['-2.51', 0, ['-3', '-3', '-3', '-3', '-3', '-3', '-2', '-2', '-3'], '-251', '100'],
    ['2.49', 0, ['2', '2', '2', '2', '2', '3', '2', '3', '2'], '249', '100'],
    ['-2.49', 0, ['-2', '-2', '-2', '-2', '-2', '-3', '-2', '-2', '-3'], '-249', '100'],
    ['2.55', 1, ['2.6', '2.6', '2.5', '2.6', '2.5', '2.6', '2.5', '2.6', '2.5'], '51', '20'],
    ['-2.55', 1, ['-2.6', '-2.6', '-2.5', '-2.5', '-2.6', '-2.6', '-2.5', '-2.5', '-2.6'], '-51', '20'],
    ['1.45', 1, ['1.4', '1.5', '1.4', '1.5', '1.4', '1.5', '1.4', '1.5', '1.4'], '29', '20'],
    ['-1.45', 1, ['-1.4', '-1.5', '-1.4', '-1.4', '-1.5', '-1.5', '-1.4', '-1.4', '-1.5'], '-29', '20'],
    ['2.51', 1, ['2.5', '2.5', '2.5', '2.5', '2.5', '2.6', '2.5', '2.6', '2.5'], '251', '100'],
    ['-2.51', 1, ['-2.5', '-2.5', '-2.5', '-2.5', '-2.5', '-2.6', '-2.5', '-2.5', '-2.6'], '-251', '100'],
    ['2/3', 2, ['0.67', '0.67', '0.67', '0.67', '0.67', '0.67', '0.66', '0.67', '0.66'], '2', '3'],
    ['-2/3', 2, ['-0.67', '-0.67', '-0.67', '-0.67', '-0.67', '-0.67', '-0.66', '-0.66', '-0.67'], '-2', '3'],
    ['1/8', 2, ['0.12', '0.13', '0.12', '0.13', '0.12', '0.13', '0.12', '0.13', '0.12'], '1', '8'], // 0.125
    ['-1/8', 2, ['-0.12', '-0.13', '-0.12', '-0.12', '-0.13', '-0.13', '-0.12', '-0.12', '-0.13'], '-1', '8'],
    ['0.5', 0, ['0', '1', '0', '1', '0', '1', '0', '1', '0'], '1', '2'],
    ['-0.5', 0, ['0', '-1', '0', '0', '-1', '-1', '0', '0', '-1'], '-1', '2'],
    ['-0.001', 2, ['0.00', '0.00', '0.00', '0.00', '0.00', '-0.01', '0.00', '0.00', '-0.01'], '-1', '1000'],
    ['-0.005', 2, ['0.00', '-0.01', '0.00', '0.00', '-0.01', '-0.01', '0.00', '0.00', '-0.01'], '-1', '200'],
    ['9.995', 2, ['10.00', '10.00', '9.99', '10.00', '9.99', '10.00', '9.99', '10.00', '9.99'], '1999', '200'],
    ['-9.995', 2, ['-10.00', '-10.00', '-9.99', '-9.99', '-10.00', '-10.00', '-9.99', '-9.99', '-10.00'], '-1999', '200'],
  ];
  const cases = table.flatMap(([expression, scale, values, numerator, denominator]) =>
    MODES.map((mode, i) => [expression, scale, mode, values[i]!, numerator, denominator] as const),
  );

  test.each(cases)('%s at scale %i, %s -> %s', (expression, scale, rounding, value, numerator, denominator) => {
    expectResult({ expression, scale, rounding }, value, numerator, denominator, false);
  });

  test.each(table.map(([expression, scale]) => [expression, scale] as const))(
    '%s at scale %i, unnecessary -> rounding_necessary',
    (expression, scale) => {
      expectError({ expression, scale, rounding: 'unnecessary' }, 'not_computable', { reason: 'rounding_necessary' });
    },
  );

  test('unnecessary is fine when nothing changes', () => {
    expectResult({ expression: '2.5', scale: 1, rounding: 'unnecessary' }, '2.5', '5', '2');
    expectResult({ expression: '2.5', scale: 3, rounding: 'unnecessary' }, '2.500', '5', '2');
    expectResult({ expression: 'round(2.50, 1)', rounding: 'unnecessary' }, '2.5', '5', '2');
  });
  test('unnecessary applied to an inexact round() call is rounding_necessary', () => {
    expectError({ expression: 'round(2.5, 0)', rounding: 'unnecessary' }, 'not_computable', { reason: 'rounding_necessary' });
    expectError({ expression: 'round(1/3, 40) * 3', rounding: 'unnecessary' }, 'not_computable', { reason: 'rounding_necessary' });
  });
});

describe('scale and rounding fields', () => {
  test('rounding alone is allowed: it only feeds round() calls', () => {
    expectResult({ expression: '1/4', rounding: 'up' }, '0.25', '1', '4');
  });
  test('scale without rounding is invalid_input', () => {
    expectError({ expression: '1', scale: 2 }, 'invalid_input');
    expectError({ expression: '1', scale: 0 }, 'invalid_input');
  });
  test('scale is an integer 0..40; over 40 restates max_scale', () => {
    expectResult({ expression: '1', scale: 40, rounding: 'up' }, '1.' + '0'.repeat(40), '1');
    expectError({ expression: '1', scale: 41, rounding: 'up' }, 'limit_exceeded');
    expectError({ expression: '1', scale: -1, rounding: 'up' }, 'invalid_input');
    for (const scale of [1.5, '2', null, true, [2], {}]) expectError({ expression: '1', scale, rounding: 'up' }, 'invalid_input');
  });
  test('rounding is one of the ten modes', () => {
    for (const rounding of ['HALF_UP', 'half-up', 'round', '', 1, null, ['up']])
      expectError({ expression: '1', rounding }, 'invalid_input');
  });
});

describe('validation order: object, unknown field, missing expression, field types and variable values, pairing, expression', () => {
  test('the input must be a JSON object', () => {
    for (const input of [null, [], ['1'], '1', 1, true]) expect(execute(TOOL, input)).toMatchObject({ error: { code: 'invalid_input' } });
  });
  test('an unknown field is invalid_input, before any limit on the variables', () => {
    expectError({ expression: '1', extra: 1 }, 'invalid_input');
    expectError({ expression: '1', variables: { x: '1'.repeat(63) }, extra: 1 }, 'invalid_input');
    expectError(JSON.parse('{"expression": "1", "__proto__": {}}') as Request, 'invalid_input');
  });
  test('a missing expression is invalid_input, before any limit on the variables', () => {
    expectError({}, 'invalid_input');
    expectError({ variables: { x: '1'.repeat(63) } }, 'invalid_input');
  });
  test('field types', () => {
    for (const expression of [5, null, ['1'], { e: '1' }, true]) expectError({ expression }, 'invalid_input');
    for (const variables of [null, [], ['1'], '1', 1]) expectError({ expression: '1', variables }, 'invalid_input');
  });
  test('an expression over 2,000 characters restates the byte limit', () => tooBig('1' + ' '.repeat(2500)));
  test('variable values precede the scale/rounding pairing', () => {
    expectError({ expression: '1', variables: { x: '1'.repeat(63) }, scale: 2 }, 'limit_exceeded');
    expectError({ expression: '1', variables: variablesOf(14, A60), scale: 2 }, 'limit_exceeded', { reason: 'arithmetic_work' });
  });
  test('the pairing precedes the expression pipeline', () => {
    expectError({ expression: 'é'.repeat(1001), scale: 2 }, 'invalid_input');
    expectError({ expression: '1'.repeat(63), scale: 2 }, 'invalid_input');
    expectError({ expression: '1/0', scale: 2 }, 'invalid_input');
  });
});
