// The rational lexer: integers and + - * / (with − × ÷), parentheses; literal rules checked left to right.
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../../testing/expect-error';
import { lexemesOf } from '../../testing/lexemes';
import { Lexer } from './lexer';
import { MAX_LITERAL_DIGITS, RATIONAL_LEXICON } from './rational-lexer';

/** No token limit here: the count is tested with the decimal lexer and in the tools. */
const lex = (source: string) => lexemesOf(new Lexer(source, RATIONAL_LEXICON, Number.POSITIVE_INFINITY));

const fault = (source: string) => thrownBy(() => lex(source));

describe('the rational lexer', () => {
  test('kinds, texts and spans; the Unicode operators keep their text', () => {
    expect(lex('(1 + 20) \u00d7 3\u22124 \u00f7 5 * 6 / 7 - 8')).toEqual([
      ['lparen', '(', 0, 1],
      ['number', '1', 1, 2],
      ['plus', '+', 3, 4],
      ['number', '20', 5, 7],
      ['rparen', ')', 7, 8],
      ['star', '\u00d7', 9, 10],
      ['number', '3', 11, 12],
      ['minus', '\u2212', 12, 13],
      ['number', '4', 13, 14],
      ['slash', '\u00f7', 15, 16],
      ['number', '5', 17, 18],
      ['star', '*', 19, 20],
      ['number', '6', 21, 22],
      ['slash', '/', 23, 24],
      ['number', '7', 25, 26],
      ['minus', '-', 27, 28],
      ['number', '8', 29, 30],
    ]);
    expect(lex('\t\r\n ')).toEqual([]);
  });

  test('500-digit literals pass; 501 digits are limit_exceeded / literal_too_long at the literal', () => {
    expect(MAX_LITERAL_DIGITS).toBe(500);
    const longest = `1${'0'.repeat(499)}`;
    expect(lex(`-${longest}`)).toEqual([
      ['minus', '-', 0, 1],
      ['number', longest, 1, 501],
    ]);
    expect(fault(`2 * 1${'0'.repeat(500)}`)).toMatchObject({ code: 'limit_exceeded', reason: 'literal_too_long', position: 4 });
    // Length is judged before the leading zero.
    expect(fault(`0${'1'.repeat(500)}`)).toMatchObject({ code: 'limit_exceeded', reason: 'literal_too_long', position: 0 });
  });

  test('a leading zero is invalid_input / malformed_number; 0 alone is fine', () => {
    expect(lex('0')).toEqual([['number', '0', 0, 1]]);
    expect(fault('1 + 07')).toMatchObject({ code: 'invalid_input', reason: 'malformed_number', position: 4 });
    expect(fault('00')).toMatchObject({ reason: 'malformed_number', position: 0 });
  });

  test('anything else is invalid_input / invalid_character at its offset', () => {
    expect(fault('1.5')).toMatchObject({ code: 'invalid_input', reason: 'invalid_character', position: 1 });
    expect(fault('1 ^ 2')).toMatchObject({ reason: 'invalid_character', position: 2 });
    expect(fault('x')).toMatchObject({ reason: 'invalid_character', position: 0 });
    expect(fault('1,2')).toMatchObject({ reason: 'invalid_character', position: 1 });
    expect(fault('1\u00a0+ 2')).toMatchObject({ reason: 'invalid_character', position: 1 });
    expect(fault('1\u2028')).toMatchObject({ reason: 'invalid_character', position: 1 });
    expect(fault('1 + 😀')).toMatchObject({ reason: 'invalid_character', position: 4 });
    // Named as the character the student typed, not by its code point.
    expect(fault('1 + 😀').message).toContain('"😀"');
    expect(fault('1 \u2013 2')).toMatchObject({ reason: 'invalid_character', position: 2 });
  });

  test('the first fault from the left is reported', () => {
    expect(fault('07 + x')).toMatchObject({ reason: 'malformed_number', position: 0 });
    expect(fault('x + 07')).toMatchObject({ reason: 'invalid_character', position: 0 });
    expect(fault(`1${'0'.repeat(500)} x`)).toMatchObject({ reason: 'literal_too_long', position: 0 });
  });
});
