// Source facts against the platform: UTF-8 length against TextEncoder (which also writes a lone
// surrogate as U+FFFD), lone surrogates against a regular expression, code point offsets against
// string iteration.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { codePointLength, codePointOffset, findLoneSurrogate, utf8Length } from './source';

const encoder = new TextEncoder();
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u));
/** Strings rich in surrogates, paired, reversed and alone. */
const surrogateSoup = fc.string({
  unit: fc.oneof(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d\ude00', 'a', '\u00e9', '\u20ac'), codeUnit),
});
const wellFormed = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'grapheme-composite' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
);
/** A lone surrogate is a code unit in D800–DFFF that is not half of a high-then-low pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('utf8Length', () => {
  test('matches TextEncoder on well-formed strings', () => {
    fc.assert(
      fc.property(wellFormed, (text) => {
        expect(utf8Length(text)).toBe(encoder.encode(text).length);
      }),
      { numRuns: 500 },
    );
  });

  test('matches TextEncoder on strings with lone surrogates (each one counts as U+FFFD)', () => {
    fc.assert(
      fc.property(surrogateSoup, (text) => {
        expect(utf8Length(text)).toBe(encoder.encode(text).length);
      }),
      { numRuns: 500 },
    );
  });

  test('each UTF-8 width, by example', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('\u007f')).toBe(1);
    expect(utf8Length('\u0080')).toBe(2);
    expect(utf8Length('\u07ff')).toBe(2);
    expect(utf8Length('\u0800')).toBe(3);
    expect(utf8Length('\uffff')).toBe(3);
    expect(utf8Length('\u{10000}')).toBe(4);
    expect(utf8Length('\u{10ffff}')).toBe(4);
    expect(utf8Length('\ud800')).toBe(3);
    expect(utf8Length('\udc00\ud800')).toBe(6);
    expect(utf8Length('\u00e9'.repeat(1001))).toBe(2002);
  });
});

describe('findLoneSurrogate', () => {
  test('agrees with a regular expression over code units', () => {
    fc.assert(
      fc.property(fc.oneof(surrogateSoup, wellFormed), (text) => {
        expect(findLoneSurrogate(text)).toBe(text.search(LONE_SURROGATE));
      }),
      { numRuns: 1000 },
    );
  });

  test('by example', () => {
    expect(findLoneSurrogate('1 + 2')).toBe(-1);
    expect(findLoneSurrogate('😀 \ud800')).toBe(3);
    expect(findLoneSurrogate('\udc00\ud800')).toBe(0);
    expect(findLoneSurrogate('a\ud800\ud800\udc00')).toBe(1);
    expect(findLoneSurrogate('\ud800\udc00\udc00')).toBe(2);
    expect(findLoneSurrogate('ab\ud800')).toBe(2);
  });
});

describe('codePointOffset and codePointLength', () => {
  test('the offset of a UTF-16 index is the number of code points before it', () => {
    fc.assert(
      fc.property(
        fc.oneof(surrogateSoup, wellFormed).chain((text) => fc.tuple(fc.constant(text), fc.integer({ min: 0, max: text.length }))),
        ([text, index]) => {
          expect(codePointOffset(text, index)).toBe([...text.slice(0, index)].length);
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('the length is the number of code points', () => {
    fc.assert(
      fc.property(fc.oneof(surrogateSoup, wellFormed), (text) => {
        expect(codePointLength(text)).toBe([...text].length);
      }),
    );
  });

  test('by example, including an index past the end', () => {
    expect(codePointOffset('😀😀x', 4)).toBe(2);
    expect(codePointOffset('😀😀x', 5)).toBe(3);
    expect(codePointOffset('ab', 10)).toBe(2);
    expect(codePointOffset('', 0)).toBe(0);
    expect(codePointLength('𝑥 + 1')).toBe(5);
  });
});
