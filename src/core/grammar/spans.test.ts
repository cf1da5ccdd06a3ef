// Where the engine's answer points, as the editor counts it: code points to UTF-16 units in one
// place, and the lexeme (or division) a position names, read with the core's lexers.
import { describe, expect, it } from 'vitest';
import { codePointOffsetToUtf16, divisionSpan, lexemeSpanAt, spanFrom } from './spans';

const underlined = (text: string, span: { from: number; to: number }) => text.slice(span.from, span.to);

describe('codePointOffsetToUtf16', () => {
  it('is the identity on ASCII text', () => {
    expect(codePointOffsetToUtf16('1 + 2', 0)).toBe(0);
    expect(codePointOffsetToUtf16('1 + 2', 4)).toBe(4);
  });

  it('counts a BMP character (é, −, ×) as one unit', () => {
    // "1 − 2": the minus sign U+2212 is one code point and one UTF-16 unit.
    expect(codePointOffsetToUtf16('1 \u2212 2', 4)).toBe(4);
    expect(codePointOffsetToUtf16('é+1', 2)).toBe(2);
  });

  it('counts a surrogate pair as one code point but two units', () => {
    const text = '\u{1F600}+1'; // 😀+1 — the emoji is 2 UTF-16 units
    expect(codePointOffsetToUtf16(text, 1)).toBe(2); // "+"
    expect(codePointOffsetToUtf16(text, 2)).toBe(3); // "1"
    expect(codePointOffsetToUtf16('a\u{1F600}\u{1F600}b', 3)).toBe(5); // "b"
  });

  it('counts a lone surrogate as one code point', () => {
    expect(codePointOffsetToUtf16('\ud800+1', 1)).toBe(1);
    expect(codePointOffsetToUtf16('\udc00\ud800x', 2)).toBe(2);
    // A high surrogate at the very end has no partner.
    expect(codePointOffsetToUtf16('1\ud800', 2)).toBe(2);
  });

  it('maps the end-of-text position (an early end) to the length', () => {
    expect(codePointOffsetToUtf16('1 +', 3)).toBe(3);
    expect(codePointOffsetToUtf16('\u{1F600}+', 2)).toBe(3);
  });

  it('clamps offsets outside the text', () => {
    expect(codePointOffsetToUtf16('12', 10)).toBe(2);
    expect(codePointOffsetToUtf16('12', -1)).toBe(0);
  });
});

describe('lexemeSpanAt', () => {
  it('covers the whole offending token, found by the core scanner', () => {
    expect(underlined('1 + foo(2)', lexemeSpanAt('1 + foo(2)', 'decimal', 4))).toBe('foo');
    expect(underlined('2 * 123.456 +', lexemeSpanAt('2 * 123.456 +', 'decimal', 4))).toBe('123.456');
    expect(underlined('1 $ 2', lexemeSpanAt('1 $ 2', 'decimal', 2))).toBe('$');
  });

  it('follows the grammar: a letter is one invalid character in the rational grammar', () => {
    expect(underlined('1 + ab', lexemeSpanAt('1 + ab', 'rational', 4))).toBe('a');
    expect(underlined('1 + ab', lexemeSpanAt('1 + ab', 'decimal', 4))).toBe('ab');
  });

  it('keeps a character outside the BMP whole', () => {
    const text = '1 + \u{1F600}';
    expect(underlined(text, lexemeSpanAt(text, 'decimal', 4))).toBe('\u{1F600}');
  });

  it('underlines the last character for an early end, or nothing when there is none', () => {
    expect(underlined('1 +  ', lexemeSpanAt('1 +  ', 'decimal', 5))).toBe('+');
    expect(underlined('(1', lexemeSpanAt('(1', 'rational', 2))).toBe('1');
    expect(lexemeSpanAt('   ', 'decimal', 3)).toEqual({ from: 3, to: 3 });
    expect(lexemeSpanAt('', 'decimal', 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('lexemeSpanAt in a working', () => {
  it('takes a NUMBER form whole, by the working grammar', () => {
    expect(underlined('1 + 2 1/2', lexemeSpanAt('1 + 2 1/2', 'working', 4))).toBe('2 1/2');
    expect(underlined('5/03', lexemeSpanAt('5/03', 'working', 0))).toBe('5/03');
  });

  it('at a line’s end (a part that ends too early) underlines the last character of that line', () => {
    const text = '1 +  \n= 2';
    expect(underlined(text, lexemeSpanAt(text, 'working', 5))).toBe('+');
    const crlf = '1 =\r\n';
    expect(underlined(crlf, lexemeSpanAt(crlf, 'working', 3))).toBe('=');
  });
});

describe('divisionSpan', () => {
  it('runs from the operator through the divisor text as written', () => {
    const text = '1/(2-2) + 1';
    expect(underlined(text, divisionSpan(text, 'rational', 1, '(2-2)'))).toBe('/(2-2)');
  });

  it('keeps whitespace between the operator and the divisor', () => {
    const text = '3 \u00f7  ( 1 - 1 ) * 2';
    expect(underlined(text, divisionSpan(text, 'rational', 2, '( 1 - 1 )'))).toBe('\u00f7  ( 1 - 1 )');
  });

  it('falls back to the operator alone without a divisor text', () => {
    expect(underlined('1/0', divisionSpan('1/0', 'rational', 1, null))).toBe('/');
  });
});

describe('spanFrom', () => {
  it('starts at the code point offset, counted in UTF-16 units, and runs for the text as written', () => {
    const text = '\u{1F600} = 1/2 + 1/3';
    // The emoji is one code point and two UTF-16 units: "1/2" is at code point 4, unit 5.
    expect(spanFrom(text, 4, 3)).toEqual({ from: 5, to: 8 });
    expect(underlined(text, spanFrom(text, 4, 3))).toBe('1/2');
    expect(underlined('1/2', spanFrom('1/2', 0, 3))).toBe('1/2');
  });
});
