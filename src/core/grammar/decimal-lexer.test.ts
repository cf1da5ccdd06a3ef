// The decimal lexer: token kinds, texts and spans; whitespace dropped; literal and name rules checked
// as each token is met, so the first fault from the left is the one reported.
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../../testing/expect-error';
import { lexemesOf } from '../../testing/lexemes';
import { DECIMAL_LEXICON } from './decimal-lexer';
import { Lexer } from './lexer';

const lex = (source: string, maxTokens = Number.POSITIVE_INFINITY) => lexemesOf(new Lexer(source, DECIMAL_LEXICON, maxTokens));

const fault = (source: string) => thrownBy(() => lex(source));

describe('the decimal lexer', () => {
  test('kinds, texts and spans; whitespace is dropped', () => {
    expect(lex(' round(x_1 ,\t2.50)^-3\r\n+ y')).toEqual([
      ['name', 'round', 1, 6],
      ['lparen', '(', 6, 7],
      ['name', 'x_1', 7, 10],
      ['comma', ',', 11, 12],
      ['number', '2.50', 13, 17],
      ['rparen', ')', 17, 18],
      ['caret', '^', 18, 19],
      ['minus', '-', 19, 20],
      ['number', '3', 20, 21],
      ['plus', '+', 23, 24],
      ['name', 'y', 25, 26],
    ]);
    expect(lex('1*2/3')).toEqual([
      ['number', '1', 0, 1],
      ['star', '*', 1, 2],
      ['number', '2', 2, 3],
      ['slash', '/', 3, 4],
      ['number', '3', 4, 5],
    ]);
    expect(lex(' \t\n\r ')).toEqual([]);
  });

  test('1e3 is the number 1 followed by the name e3', () => {
    expect(lex('1e3')).toEqual([
      ['number', '1', 0, 1],
      ['name', 'e3', 1, 3],
    ]);
  });

  test('an invalid character is invalid_input at its offset, described by code point', () => {
    expect(fault('1 + $')).toMatchObject({ code: 'invalid_input', reason: 'invalid_character', position: 4 });
    expect(fault('1 + $').message).toContain('"$"');
    expect(fault('2\u00a0+ 1')).toMatchObject({ reason: 'invalid_character', position: 1 });
    expect(fault('2\u00a0+ 1').message).toContain('U+00A0');
    expect(fault('12 𝑥')).toMatchObject({ reason: 'invalid_character', position: 3 });
    expect(fault('12 𝑥').message).toContain('U+1D465');
    expect(fault('X')).toMatchObject({ reason: 'invalid_character', position: 0 });
    expect(fault('.5')).toMatchObject({ reason: 'invalid_character', position: 0 });
    expect(fault('1 % 2')).toMatchObject({ reason: 'invalid_character', position: 2 });
    expect(fault('1 \u2212 2')).toMatchObject({ reason: 'invalid_character', position: 2 });
    expect(fault('a\u000bb')).toMatchObject({ reason: 'invalid_character', position: 1 });
  });

  test('malformed literals are invalid_input at the literal', () => {
    expect(fault('1 + 05')).toMatchObject({ code: 'invalid_input', reason: 'malformed_number', position: 4 });
    expect(fault('5.')).toMatchObject({ reason: 'malformed_number', position: 0 });
    expect(fault('2 * 5. + 1')).toMatchObject({ reason: 'malformed_number', position: 4 });
    expect(fault('00.5')).toMatchObject({ reason: 'malformed_number', position: 0 });
    expect(fault('1..2')).toMatchObject({ reason: 'malformed_number', position: 0 });
  });

  test('literal sizes: 62 characters pass, 63 are limit_exceeded; 61 digits and 41 fraction digits are invalid_input', () => {
    const longest = `${'1'.repeat(21)}.${'2'.repeat(40)}`; // 62 chars, 61 digits
    expect(fault(`7 + ${longest}`)).toMatchObject({ code: 'invalid_input', reason: 'too_many_digits', position: 4 });
    const ok = `${'1'.repeat(20)}.${'2'.repeat(40)}`; // 61 chars, 60 digits, 40 fraction digits
    expect(lex(`-${ok}`)).toEqual([
      ['minus', '-', 0, 1],
      ['number', ok, 1, 62],
    ]);
    expect(fault(`1+${'9'.repeat(63)}`)).toMatchObject({ code: 'limit_exceeded', reason: 'literal_too_long', position: 2 });
    expect(fault(`0.${'1'.repeat(41)}`)).toMatchObject({ code: 'invalid_input', reason: 'too_many_fraction_digits', position: 0 });
    expect(lex('9'.repeat(60))).toHaveLength(1);
    expect(fault('9'.repeat(61))).toMatchObject({ code: 'invalid_input', reason: 'too_many_digits', position: 0 });
  });

  test('names of 32 characters pass; 33 are invalid_input / name_too_long', () => {
    expect(lex(`a${'_'.repeat(31)}`)).toEqual([['name', `a${'_'.repeat(31)}`, 0, 32]]);
    expect(fault(`1 + a${'b'.repeat(32)}`)).toMatchObject({ code: 'invalid_input', reason: 'name_too_long', position: 4 });
  });

  test('the first fault from the left is reported', () => {
    expect(fault('05 + $')).toMatchObject({ reason: 'malformed_number', position: 0 });
    expect(fault('$ + 05')).toMatchObject({ reason: 'invalid_character', position: 0 });
    expect(fault(`${'9'.repeat(63)} $`)).toMatchObject({ reason: 'literal_too_long', position: 0 });
    expect(fault(`$ ${'9'.repeat(63)}`)).toMatchObject({ reason: 'invalid_character', position: 0 });
    expect(fault(`${'n'.repeat(33)} 05`)).toMatchObject({ reason: 'name_too_long', position: 0 });
  });
});

describe('the token count', () => {
  const source = Array.from({ length: 250 }, () => '1').join('+'); // 499 tokens

  test('500 tokens pass; 501 are limit_exceeded at the 501st token, with the whole count in the message', () => {
    expect(lex(source, 500)).toHaveLength(499);
    expect(lex(`${source}+`, 500)).toHaveLength(500);
    expect(() => lex(`${source}+1`, 500)).toThrow(
      expect.objectContaining({ code: 'limit_exceeded', reason: 'too_many_tokens', position: source.length + 1 }),
    );
    expect(() => lex(`${source}+1+1`, 500)).toThrow('the expression has 503 tokens; at most 500 are allowed');
  });

  test('a lexical fault anywhere comes before the count, even one past the limit', () => {
    expect(() => lex(`${source}+1+$`, 500)).toThrow(expect.objectContaining({ reason: 'invalid_character', position: source.length + 3 }));
    expect(() => lex(`${source}+1+05`, 500)).toThrow(expect.objectContaining({ reason: 'malformed_number', position: source.length + 3 }));
  });

  test('finish reads a whole source, from its start or from where the lexer is', () => {
    expect(() => new Lexer(`${source}+1+$`, DECIMAL_LEXICON, 500).finish()).toThrow(
      expect.objectContaining({ reason: 'invalid_character' }),
    );
    expect(() => new Lexer(`${source}+1`, DECIMAL_LEXICON, 500).finish()).toThrow(expect.objectContaining({ reason: 'too_many_tokens' }));
    const lexer = new Lexer('1 + 2', DECIMAL_LEXICON, 500);
    lexer.advance();
    lexer.finish();
    expect(lexer.kind).toBe('end');
  });

  test('a lexer that has faulted reads nothing more', () => {
    const lexer = new Lexer('$ 05', DECIMAL_LEXICON, 500);
    expect(() => lexer.advance()).toThrow(expect.objectContaining({ reason: 'invalid_character', position: 0 }));
    expect(() => lexer.finish()).not.toThrow();
    expect(lexer.kind).toBe('end');
  });
});
