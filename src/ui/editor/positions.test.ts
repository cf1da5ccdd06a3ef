import { describe, expect, it } from 'vitest';
import { codePointOffsetToUtf16 } from './positions';

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
