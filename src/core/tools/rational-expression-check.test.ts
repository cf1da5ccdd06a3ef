/**
 * Contract-level tests of rational-expression-check, written from contracts/rational-expression-check.json
 * and the house reading in NOTES.md, not from the implementation. Every expected value below was worked
 * out by hand; the arithmetic is in a comment wherever it is not obvious.
 */
import { describe, expect, it } from 'vitest';
import { expectError, nines, pow10 } from '../../testing/expect-error';
import { execute } from '../execute';

const TOOL = 'rational-expression-check';
const REFERENCE_VERSION =
  'ISO/IEC 10967-2:2001 (LIA-2) exact-result terminology; exact arithmetic over the rationals with canonical reduced form; RFC 8259 sec. 6 integer grammar and sec. 7 strings';

/** The response as the JSON value a client receives (the contract compares JSON values). */
function run(input: unknown): unknown {
  return JSON.parse(JSON.stringify(execute(TOOL, input))) as unknown;
}

function check(expression: string, claimedValue: string, requireCanonical = true): unknown {
  return run({ expression, claimed_value: claimedValue, require_canonical: requireCanonical });
}

const valid = (value: string) => ({
  valid: true,
  reason: null,
  value,
  first_discrepancy: null,
  reference_version: REFERENCE_VERSION,
});

const valueMismatch = (claim: string, canonicalClaim: string, value: string, difference: string) => ({
  valid: false,
  reason: 'value_mismatch',
  value,
  first_discrepancy: {
    field: 'claimed_value',
    claimed_value: claim,
    canonical_claim: canonicalClaim,
    actual_value: value,
    difference,
    position: null,
    divisor_text: null,
  },
  reference_version: REFERENCE_VERSION,
});

const notCanonical = (claim: string, canonicalClaim: string) => ({
  valid: false,
  reason: 'not_canonical',
  value: canonicalClaim,
  first_discrepancy: {
    field: 'claimed_value',
    claimed_value: claim,
    canonical_claim: canonicalClaim,
    actual_value: canonicalClaim,
    difference: '0',
    position: null,
    divisor_text: null,
  },
  reference_version: REFERENCE_VERSION,
});

const divisionByZero = (claim: string, canonicalClaim: string, position: number, divisorText: string) => ({
  valid: false,
  reason: 'division_by_zero',
  value: null,
  first_discrepancy: {
    field: 'expression',
    claimed_value: claim,
    canonical_claim: canonicalClaim,
    actual_value: null,
    difference: null,
    position,
    divisor_text: divisorText,
  },
  reference_version: REFERENCE_VERSION,
});

/** 10^k written out: "1" followed by k zeros (k + 1 digits). */

describe('examples reproduce exactly', () => {
  it('1 + 1/2 + 1/3 + 1/4 = 25/12', () => {
    expect(check('1 + 1/2 + 1/3 + 1/4', '25/12', true)).toStrictEqual(valid('25/12'));
  });
  it('1/3 - 1/2 claimed 1/6 is a value_mismatch of -1/3', () => {
    expect(check('1/3 - 1/2', '1/6', true)).toStrictEqual(valueMismatch('1/6', '1/6', '-1/6', '-1/3'));
  });
  it('1/(2-2) + 1 is division_by_zero at 1 with divisor (2-2)', () => {
    expect(check('1/(2-2) + 1', '1', false)).toStrictEqual(divisionByZero('1', '1', 1, '(2-2)'));
  });
});

describe('grammar', () => {
  it('is left associative: 1/2/2 = 1/4, 8/2/2 = 2, 1-2-3 = -4', () => {
    expect(check('1/2/2', '1/4')).toStrictEqual(valid('1/4'));
    expect(check('8/2/2', '2')).toStrictEqual(valid('2'));
    expect(check('1-2-3', '-4')).toStrictEqual(valid('-4'));
  });

  it('binds unary minus tighter than * and /: 2*-3 = -6, 6/-4 = -3/2', () => {
    expect(check('2*-3', '-6')).toStrictEqual(valid('-6'));
    expect(check('6/-4', '-3/2')).toStrictEqual(valid('-3/2'));
    // ((-6)/(-3))*(-1) = 2*(-1)
    expect(check('-6/-3*-1', '-2')).toStrictEqual(valid('-2'));
  });

  it('reads 2--3 as 2 - (-3) = 5, and repeated unary minus', () => {
    expect(check('2--3', '5')).toStrictEqual(valid('5'));
    // 2 - (-(-3)) = 2 - 3
    expect(check('2 - - - 3', '-1')).toStrictEqual(valid('-1'));
    expect(check('- - 3', '3')).toStrictEqual(valid('3'));
  });

  it('gives * and / precedence over + and -, and parentheses over both', () => {
    expect(check('2+3*4', '14')).toStrictEqual(valid('14'));
    expect(check('(2+3)*4', '20')).toStrictEqual(valid('20'));
    expect(check('1+2/4', '3/2')).toStrictEqual(valid('3/2'));
    expect(check('2*3/4', '3/2')).toStrictEqual(valid('3/2'));
  });

  it('has no unary plus', () => {
    expectError(check('+1', '1'), 'invalid_input', 0);
    expectError(check('1++1', '2'), 'invalid_input', 2);
    expectError(check('1*+1', '1'), 'invalid_input', 2);
  });

  it('has no ^', () => {
    expectError(check('2^3', '8'), 'invalid_input', 1);
  });

  it('has no implicit multiplication', () => {
    expectError(check('2(3)', '6'), 'invalid_input', 1);
    expectError(check('(2)(3)', '6'), 'invalid_input', 3);
    expectError(check('(2)3', '6'), 'invalid_input', 3);
    expectError(check('2 3', '6'), 'invalid_input', 2);
  });

  it('reports an unexpected token at its start', () => {
    expectError(check('1 + * 2', '3'), 'invalid_input', 4);
    expectError(check('1 * / 2', '1'), 'invalid_input', 4);
    expectError(check(')', '0'), 'invalid_input', 0);
    expectError(check('1 )', '1'), 'invalid_input', 2);
    expectError(check('()', '0'), 'invalid_input', 1);
    expectError(check('(1))', '1'), 'invalid_input', 3);
  });

  it('reports an early end at the expression length in code points', () => {
    expectError(check('1 +', '1'), 'invalid_input', 3);
    expectError(check('(1', '1'), 'invalid_input', 2);
    expectError(check('1 + ', '1'), 'invalid_input', 4);
    expectError(check('-', '0'), 'invalid_input', 1);
    expectError(check('((1)', '1'), 'invalid_input', 4);
    expectError(check('   ', '0'), 'invalid_input', 3);
    // × and − are one code point each (two UTF-8 bytes more each), so the lengths are 4.
    expectError(check('2 × ', '2'), 'invalid_input', 4);
    expectError(check('(1 −', '1'), 'invalid_input', 4);
  });

  // The decimal contract orders the phases outright (tokenise, count tokens, then parse) and this
  // contract lists "tokenise and parse" as one step of the same family, so a fault of the lexer
  // anywhere comes before a syntax fault; within parsing the first fault left to right wins.
  it('reports a bad character before a syntax fault to its left', () => {
    expectError(check('1 + * 2 @', '3'), 'invalid_input', 8);
    expectError(check('1 @ + * 2', '3'), 'invalid_input', 2);
  });

  it('reports an over-long literal or a token overflow before a syntax fault to its left', () => {
    expectError(check('1 + * ' + nines(501), '1'), 'limit_exceeded', 6);
    // 4 + 1 + 1200 tokens: the 1025th token starts at 1027.
    expectError(check('1 + * ' + '+1'.repeat(600), '1'), 'limit_exceeded', 1027);
  });

  it('reports the first parse fault met reading left to right', () => {
    expectError(check('1 + * 2 )', '3'), 'invalid_input', 4);
    expectError(check('('.repeat(65) + '1 +', '1'), 'limit_exceeded', 64);
  });
});

describe('INTEGER and characters', () => {
  it('accepts 0 and integers without leading zeros', () => {
    expect(check('0', '0')).toStrictEqual(valid('0'));
    expect(check('10', '10')).toStrictEqual(valid('10'));
    expect(check('100/10', '10')).toStrictEqual(valid('10'));
  });

  it('rejects a leading zero at the start of the literal', () => {
    expectError(check('05', '5'), 'invalid_input', 0);
    expectError(check('00', '0'), 'invalid_input', 0);
    expectError(check('1 + 05', '6'), 'invalid_input', 4);
    expectError(check('1/05', '1/5'), 'invalid_input', 2);
  });

  it('rejects decimals, exponents and separators', () => {
    for (const expression of ['1.5', '1e3', '1E3', '1,000', '1_000', '.5', '0x10', '2 + 1.0']) {
      expectError(check(expression, '1'), 'invalid_input');
    }
    // Two integers side by side, not one with a space separator.
    expectError(check('1 000', '1000'), 'invalid_input', 2);
  });

  it('rejects digits other than ASCII 0-9', () => {
    expectError(check('\uff11', '1'), 'invalid_input', 0); // fullwidth 1
    expectError(check('1 + \u0663', '4'), 'invalid_input', 4); // Arabic-Indic 3
  });

  it('accepts U+2212 as -', () => {
    expect(check('5 \u2212 3', '2')).toStrictEqual(valid('2'));
    expect(check('\u22121', '-1')).toStrictEqual(valid('-1'));
    expect(check('2 \u2212 \u22123', '5')).toStrictEqual(valid('5'));
  });

  it('accepts U+00D7 as *', () => {
    expect(check('2 \u00d7 3', '6')).toStrictEqual(valid('6'));
    expect(check('2\u00d7\u22123', '-6')).toStrictEqual(valid('-6'));
  });

  it('accepts U+00F7 as /', () => {
    expect(check('1 \u00f7 4', '1/4')).toStrictEqual(valid('1/4'));
    expect(check('1\u00f72\u00f72', '1/4')).toStrictEqual(valid('1/4'));
    // 1 − ((2 × 3) ÷ 4) = 1 − 3/2
    expect(check('1 \u2212 2 \u00d7 3 \u00f7 4', '-1/2')).toStrictEqual(valid('-1/2'));
  });

  it('rejects look-alike operators', () => {
    for (const c of ['\u2010', '\u2013', '\u2217', '\u00b7', '\u2215', '\u2044', 'x', ':', '%']) {
      expectError(check(`2${c}3`, '1'), 'invalid_input', 1);
    }
  });

  it('accepts space, tab, LF and CR as whitespace', () => {
    expect(check('1\t+\n2\r', '3')).toStrictEqual(valid('3'));
    expect(check('\r\n 1 \t', '1')).toStrictEqual(valid('1'));
  });

  it('rejects every other whitespace character', () => {
    for (const c of ['\u00a0', '\u000b', '\u000c', '\u2003', '\ufeff', '\u3000', '\u0085', '\u2028']) {
      expectError(check(`1${c}+ 2`, '3'), 'invalid_input', 1);
    }
  });

  it('counts positions in code points, not UTF-8 bytes', () => {
    // 1 ␠ × ␠ 2 ␠ @ : the @ is code point 6 (byte 7).
    expectError(check('1 \u00d7 2 @', '2'), 'invalid_input', 6);
    // A non-BMP character is one code point (two UTF-16 units, four bytes).
    expectError(check('1 + \u{1f600}', '1'), 'invalid_input', 4);
    expectError(check('\u{1d7d8}', '0'), 'invalid_input', 0); // mathematical double-struck zero
  });
});

describe('claimed_value', () => {
  it('is never a JSON number', () => {
    expectError(run({ expression: '1', claimed_value: 1, require_canonical: false }), 'invalid_input');
    expectError(run({ expression: '1', claimed_value: null, require_canonical: false }), 'invalid_input');
    expectError(run({ expression: '1', claimed_value: ['1'], require_canonical: false }), 'invalid_input');
  });

  it('must match -?(0|[1-9][0-9]*)(/[1-9][0-9]*)?', () => {
    for (const claim of ['+1', '1/0', '01', '1/01', '1.0', ' 1', '1 ', '', '1/-2', '\u22121', '--1', '1/', '/2', '1/2/3', '-']) {
      expectError(check('1', claim, false), 'invalid_input');
    }
  });

  it('accepts -0 as a claim of value 0 that is not canonical', () => {
    expect(check('0', '-0', false)).toStrictEqual(valid('0'));
    expect(check('0', '-0', true)).toStrictEqual(notCanonical('-0', '0'));
  });

  it('compares 2/4 equal to 1/2, but not canonical', () => {
    expect(check('1/2', '2/4', false)).toStrictEqual(valid('1/2'));
    expect(check('1/2', '2/4', true)).toStrictEqual(notCanonical('2/4', '1/2'));
  });

  it('does not take 3/1 as canonical', () => {
    expect(check('3', '3/1', false)).toStrictEqual(valid('3'));
    expect(check('3', '3/1', true)).toStrictEqual(notCanonical('3/1', '3'));
    expect(check('-1', '-1/1', true)).toStrictEqual(notCanonical('-1/1', '-1'));
  });

  it('does not take 0/5 or -0/5 as canonical', () => {
    expect(check('0', '0/5', true)).toStrictEqual(notCanonical('0/5', '0'));
    expect(check('1 - 1', '-0/5', true)).toStrictEqual(notCanonical('-0/5', '0'));
  });

  it('is compared exactly by value', () => {
    // 1/3 − 333/1000 = (1000 − 999)/3000
    expect(check('1/3', '333/1000', true)).toStrictEqual(valueMismatch('333/1000', '333/1000', '1/3', '1/3000'));
  });
});

describe('require_canonical', () => {
  it('is required and boolean', () => {
    expectError(run({ expression: '1', claimed_value: '1' }), 'invalid_input');
    for (const flag of ['true', 1, 0, null, [true]]) {
      expectError(run({ expression: '1', claimed_value: '1', require_canonical: flag }), 'invalid_input');
    }
  });

  it('false still reports a value mismatch', () => {
    // 1/2 − 2/3 = (3 − 4)/6
    expect(check('1/2', '2/3', false)).toStrictEqual(valueMismatch('2/3', '2/3', '1/2', '-1/6'));
  });

  it('true accepts a canonical claim of the value', () => {
    expect(check('6/4', '3/2', true)).toStrictEqual(valid('3/2'));
  });
});

describe('value', () => {
  it('is canonical: reduced, sign on the numerator, no /1, no -0', () => {
    expect(check('6/4', '3/2')).toStrictEqual(valid('3/2'));
    expect(check('-6/-4', '3/2')).toStrictEqual(valid('3/2'));
    expect(check('6/-4', '-3/2')).toStrictEqual(valid('-3/2'));
    expect(check('4/2', '2')).toStrictEqual(valid('2'));
    expect(check('-0', '0')).toStrictEqual(valid('0'));
    expect(check('0/-5', '0')).toStrictEqual(valid('0'));
    expect(check('-3 - -3', '0')).toStrictEqual(valid('0'));
  });
});

describe('value_mismatch', () => {
  it('reports difference = value − claim, canonical', () => {
    expect(check('1', '2')).toStrictEqual(valueMismatch('2', '2', '1', '-1'));
    // 1/2 − (−1/2) = 1
    expect(check('1/2', '-1/2')).toStrictEqual(valueMismatch('-1/2', '-1/2', '1/2', '1'));
    expect(check('1', '-0', false)).toStrictEqual(valueMismatch('-0', '0', '1', '1'));
  });

  it('exempts the difference from the 500-digit cap', () => {
    // (10^500 − 1) − (−(10^500 − 1)) = 2·10^500 − 2 = 1 followed by 499 nines and an 8 (501 digits).
    expect(check(nines(500), '-' + nines(500))).toStrictEqual(
      valueMismatch('-' + nines(500), '-' + nines(500), nines(500), '1' + nines(499) + '8'),
    );
    // 1/10^499 − 1/(10^499 − 1) = −1/(10^499·(10^499 − 1)); 10^499·(10^499 − 1) is 499 nines then 499 zeros.
    const claim = '1/' + nines(499);
    expect(check('1/' + pow10(499), claim)).toStrictEqual(
      valueMismatch(claim, claim, '1/' + pow10(499), '-1/' + nines(499) + '0'.repeat(499)),
    );
  });
});

describe('division_by_zero', () => {
  const cases: Array<[string, number, string]> = [
    ['1/0', 1, '0'],
    ['0/0', 1, '0'],
    ['1 \u00f7 ( 0 )', 2, '( 0 )'],
    // Post-order: the inner division is evaluated first.
    ['(1/0)/0', 2, '0'],
    ['1/0/0', 1, '0'],
    ['1/(1/0)', 4, '0'],
    // Left before right.
    ['1/(1-1) + 2/0', 1, '(1-1)'],
    ['1/2 + 2/0 + 3/(1-1)', 7, '0'],
    // Surrounding whitespace dropped, inner whitespace kept.
    ['1 /  0 ', 2, '0'],
    ['1/\t(\n2 - 2\n)\r', 1, '(\n2 - 2\n)'],
    ['1/-0', 1, '-0'],
    ['1/--0', 1, '--0'],
    ['1 / - ( 3 - 3 )', 2, '- ( 3 - 3 )'],
    ['1/(2*0)', 1, '(2*0)'],
    ['2/(1/2-1/2)', 1, '(1/2-1/2)'],
    // The divisor is the unary operand after the operator, not the rest of the term: (1/(0))*5.
    ['1/(0)*5', 1, '(0)'],
    // (3*1)/0
    ['3 * 1/0', 5, '0'],
    // 5 ␠ − ␠ 3 ␠ ÷ : the ÷ is code point 6.
    ['5 \u2212 3 \u00f7 (4 \u2212 4)', 6, '(4 \u2212 4)'],
  ];
  for (const [expression, position, divisorText] of cases) {
    it(`${JSON.stringify(expression)} → position ${position}, divisor ${JSON.stringify(divisorText)}`, () => {
      expect(check(expression, '1', false)).toStrictEqual(divisionByZero('1', '1', position, divisorText));
    });
  }

  it('is not raised for a zero that is not a divisor', () => {
    // (1/2)*0
    expect(check('1/2*0', '0')).toStrictEqual(valid('0'));
    expect(check('0/7', '0')).toStrictEqual(valid('0'));
  });

  it('reports the claim as given and its canonical form', () => {
    expect(check('1/0', '2/4', true)).toStrictEqual(divisionByZero('2/4', '1/2', 1, '0'));
    expect(check('1/0', '-0', false)).toStrictEqual(divisionByZero('-0', '0', 1, '0'));
  });
});

describe('limits', () => {
  describe('4096 UTF-8 bytes', () => {
    it('accepts 4096 ASCII bytes and rejects 4097', () => {
      expect(check('1' + ' '.repeat(4095), '1')).toStrictEqual(valid('1'));
      expectError(check('1' + ' '.repeat(4096), '1'), 'limit_exceeded');
    });

    it('counts bytes, not characters', () => {
      // "2−1" is 5 bytes in 3 characters: 5 + 4091 = 4096 bytes; 5 + 4092 = 4097 bytes in 4095 characters.
      expect(check('2\u22121' + ' '.repeat(4091), '1')).toStrictEqual(valid('1'));
      expectError(check('2\u22121' + ' '.repeat(4092), '1'), 'limit_exceeded');
      // 1025 four-byte characters: 4100 bytes but 2050 UTF-16 units and 1025 code points.
      expectError(check('\u{1f600}'.repeat(1025), '1'), 'limit_exceeded');
    });

    it('answers a megabyte of expression with the limit, not a throw', () => {
      expectError(check('('.repeat(1_000_000), '1'), 'limit_exceeded');
      expectError(check('@'.repeat(1_000_000), '1'), 'limit_exceeded');
    });
  });

  describe('1024 tokens', () => {
    it('accepts 1024 tokens and rejects 1025 at the 1025th', () => {
      // "-1" then 511 × "+1": 2 + 1022 = 1024 tokens, −1 + 511 = 510.
      expect(check('-1' + '+1'.repeat(511), '510')).toStrictEqual(valid('510'));
      // "--1" then 511 × "+1": 1025 tokens; the 1025th is the last "1", at offset 1024.
      expectError(check('--1' + '+1'.repeat(511), '512'), 'limit_exceeded', 1024);
    });

    it('does not count whitespace', () => {
      expect(check('-1' + ' + 1'.repeat(511), '510')).toStrictEqual(valid('510'));
      // 3 + 4·511 = 2047 characters; the 1025th token is the last one, at 2046.
      expectError(check('--1' + ' + 1'.repeat(511), '512'), 'limit_exceeded', 2046);
    });
  });

  describe('nesting depth 64, parentheses plus pending unary minus', () => {
    it('accepts 64 parentheses and rejects the 65th at its offset', () => {
      expect(check('('.repeat(64) + '1' + ')'.repeat(64), '1')).toStrictEqual(valid('1'));
      expectError(check('('.repeat(65) + '1' + ')'.repeat(65), '1'), 'limit_exceeded', 64);
      expectError(check('1 + ' + '('.repeat(65) + '1' + ')'.repeat(65), '2'), 'limit_exceeded', 68);
    });

    it('accepts 64 unary minuses and rejects the 65th', () => {
      expect(check('-'.repeat(64) + '1', '1')).toStrictEqual(valid('1'));
      expectError(check('-'.repeat(65) + '1', '-1'), 'limit_exceeded', 64);
      // 2·(−1)^64·3
      expect(check('2*' + '-'.repeat(64) + '3', '6')).toStrictEqual(valid('6'));
      expectError(check('2*' + '-'.repeat(65) + '3', '-6'), 'limit_exceeded', 66);
    });

    it('counts parentheses and unary minus together', () => {
      // 32 × "-(" is depth 64; 32 negations give +1.
      expect(check('-('.repeat(32) + '1' + ')'.repeat(32), '1')).toStrictEqual(valid('1'));
      expectError(check('-('.repeat(32) + '-1' + ')'.repeat(32), '-1'), 'limit_exceeded', 64);
      expectError(check('('.repeat(64) + '-1' + ')'.repeat(64), '-1'), 'limit_exceeded', 64);
    });

    it('counts nesting, not the number of parentheses or minuses', () => {
      expect(check('(1)+'.repeat(100) + '(1)', '101')).toStrictEqual(valid('101'));
      expect(check('-1+'.repeat(100) + '-1', '-101')).toStrictEqual(valid('-101'));
    });

    it('meets the 65th level before an early end (NOTES)', () => {
      expectError(check('('.repeat(65) + '1 +', '1'), 'limit_exceeded', 64);
      // With 64 levels the early end is the fault: 64 + 3 characters.
      expectError(check('('.repeat(64) + '1 +', '1'), 'invalid_input', 67);
    });
  });

  describe('500 digits', () => {
    it('per literal: 500 accepted, 501 rejected at the literal', () => {
      expect(check('1 * ' + nines(500), nines(500))).toStrictEqual(valid(nines(500)));
      expectError(check('1 * ' + nines(501), '1'), 'limit_exceeded', 4);
    });

    it('per claim numerator, sign excluded', () => {
      expect(check(nines(500), nines(500))).toStrictEqual(valid(nines(500)));
      expect(check('-' + nines(500), '-' + nines(500))).toStrictEqual(valid('-' + nines(500)));
      expectError(check('1', nines(501)), 'limit_exceeded');
      expectError(check('1', '-' + nines(501)), 'limit_exceeded');
    });

    it('per claim denominator', () => {
      expect(check('1/' + nines(500), '1/' + nines(500))).toStrictEqual(valid('1/' + nines(500)));
      expectError(check('1', '1/' + pow10(500)), 'limit_exceeded');
    });

    it('per reduced intermediate numerator', () => {
      // 10^250 · 10^249 = 10^499 (500 digits); 10^250 · 10^250 = 10^500 (501 digits).
      expect(check(pow10(250) + '*' + pow10(249), pow10(499))).toStrictEqual(valid(pow10(499)));
      expectError(check(pow10(250) + '*' + pow10(250), '1'), 'limit_exceeded');
    });

    it('per reduced intermediate denominator', () => {
      // 1/10^250/10^249 = 1/10^499; 1/10^250/10^250 = 1/10^500.
      expect(check('1/' + pow10(250) + '/' + pow10(249), '1/' + pow10(499))).toStrictEqual(valid('1/' + pow10(499)));
      expectError(check('1/' + pow10(250) + '/' + pow10(250), '1'), 'limit_exceeded');
    });

    it('applies to intermediates even when the final value is small', () => {
      expectError(check(`${pow10(250)}*${pow10(250)} - ${pow10(250)}*${pow10(250)}`, '0'), 'limit_exceeded');
    });

    it('measures the reduced form, not an unreduced product', () => {
      // (10^499/99)·(99/10): the unreduced numerator 99·10^499 has 501 digits; the reduced value is 10^498.
      expect(check(`${pow10(499)}/99*(99/10)`, pow10(498))).toStrictEqual(valid(pow10(498)));
    });
  });
});

describe('check order', () => {
  const overlong = '1' + ' '.repeat(4096); // 4097 bytes
  const tooDeep = '('.repeat(65) + '1' + ')'.repeat(65);

  it('fields: the input must be a JSON object', () => {
    for (const input of [null, [], ['1 + 1', '2', true], '1 + 1', 2, true]) {
      expectError(run(input), 'invalid_input');
    }
  });

  it('fields: an unknown field is invalid before the expression bytes are measured', () => {
    expectError(run({ expression: overlong, claimed_value: '1', require_canonical: true, extra: 1 }), 'invalid_input');
  });

  it('fields: __proto__, constructor and toString are ordinary unknown fields', () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const input = Object.fromEntries([
        ['expression', '1'],
        ['claimed_value', '1'],
        ['require_canonical', true],
        [key, 1],
      ]);
      expectError(run(input), 'invalid_input');
    }
    const parsed = JSON.parse('{"expression":"1","claimed_value":"1","require_canonical":true,"__proto__":{"x":1}}') as unknown;
    expectError(run(parsed), 'invalid_input');
  });

  it('fields: a missing field is invalid before the expression bytes are measured', () => {
    expectError(run({ expression: overlong, claimed_value: '1' }), 'invalid_input');
    expectError(run({ expression: overlong, require_canonical: true }), 'invalid_input');
    expectError(run({ claimed_value: '1', require_canonical: true }), 'invalid_input');
  });

  it('fields: expression must be a non-empty string, checked before the claim', () => {
    for (const expression of [1, null, ['1'], { text: '1' }]) {
      expectError(run({ expression, claimed_value: nines(501), require_canonical: true }), 'invalid_input');
    }
    expectError(run({ expression: '', claimed_value: nines(501), require_canonical: true }), 'invalid_input');
  });

  it('expression bytes come before surrogates, the claim and require_canonical', () => {
    expectError(check('1' + ' '.repeat(4100) + '\ud800', '1'), 'limit_exceeded');
    expectError(check(overlong, 'x'), 'limit_exceeded');
    expectError(run({ expression: overlong, claimed_value: 1, require_canonical: true }), 'limit_exceeded');
    expectError(run({ expression: overlong, claimed_value: '1', require_canonical: 'yes' }), 'limit_exceeded');
  });

  it('a lone surrogate is invalid, at its code point offset', () => {
    expectError(check('1 + \ud800', '1'), 'invalid_input', 4);
    expectError(check('\udc00', '1'), 'invalid_input', 0);
    // A well-formed pair then a lone low surrogate: code point 5 (UTF-16 index 6).
    expectError(check('1 + \u{1f600}\udc00', '1'), 'invalid_input', 5);
  });

  it('surrogates come before the claim and before tokenising', () => {
    expectError(check('1 + \ud800', nines(501)), 'invalid_input', 4);
    expectError(check(tooDeep + '\ud800', '1'), 'invalid_input');
    // The bad character at 0 would be the tokeniser's fault; the surrogate step runs first.
    expectError(check('\u{1f600} 1 \ude00', '1'), 'invalid_input', 4);
  });

  it('claimed_value comes before require_canonical', () => {
    expectError(run({ expression: '1', claimed_value: nines(501), require_canonical: 'yes' }), 'limit_exceeded');
  });

  it('claimed_value comes before tokenising and parsing', () => {
    expectError(check(tooDeep, '1.0'), 'invalid_input');
    expectError(check('1 +', nines(501)), 'limit_exceeded');
    expectError(check('1 * ' + nines(501), '01'), 'invalid_input');
  });

  it('require_canonical comes before tokenising and parsing', () => {
    expectError(run({ expression: tooDeep, claimed_value: '1', require_canonical: 'true' }), 'invalid_input');
    expectError(run({ expression: nines(501), claimed_value: '1', require_canonical: null }), 'invalid_input');
  });

  it('tokenise and parse errors come before evaluation', () => {
    expectError(check('1/0 +', '1'), 'invalid_input', 5);
    expectError(check(`${pow10(250)}*${pow10(250)} )`, '1'), 'invalid_input', 504);
    // A literal too long is a tokenise limit, met before the division by zero is evaluated.
    expectError(check('1/0 + ' + nines(501), '1'), 'limit_exceeded', 6);
  });

  it('evaluation runs in post-order, left before right', () => {
    // The division by zero on the left is met before the oversized product on the right…
    expect(check(`1/0 + ${pow10(250)}*${pow10(250)}`, '1')).toStrictEqual(divisionByZero('1', '1', 1, '0'));
    // …and the oversized product on the left before the division by zero on the right.
    expectError(check(`${pow10(250)}*${pow10(250)} + 1/0`, '1'), 'limit_exceeded');
    // (10^250·10^250)/0: the dividend is evaluated before the division.
    expectError(check(`${pow10(250)}*${pow10(250)}/0`, '1'), 'limit_exceeded');
    // (10^250/0)·10^250: the division by zero comes first.
    expect(check(`${pow10(250)}/0*${pow10(250)}`, '1')).toStrictEqual(divisionByZero('1', '1', 251, '0'));
  });

  it('division_by_zero comes before the value and form checks', () => {
    expect(check('1/0', '7/14', true)).toStrictEqual(divisionByZero('7/14', '1/2', 1, '0'));
  });

  it('value comes before form', () => {
    // Claim 2/6 = 1/3 is wrong and not canonical: 1/2 − 1/3 = 1/6.
    expect(check('1/2', '2/6', true)).toStrictEqual(valueMismatch('2/6', '1/3', '1/2', '1/6'));
  });
});

describe('output shape', () => {
  it('has exactly the output_schema fields', () => {
    const response = check('1', '1') as Record<string, unknown>;
    expect(Object.keys(response).sort()).toEqual(['first_discrepancy', 'reason', 'reference_version', 'valid', 'value']);
    const mismatch = check('1', '2') as { first_discrepancy: Record<string, unknown> };
    expect(Object.keys(mismatch.first_discrepancy).sort()).toEqual([
      'actual_value',
      'canonical_claim',
      'claimed_value',
      'difference',
      'divisor_text',
      'field',
      'position',
    ]);
  });
});
