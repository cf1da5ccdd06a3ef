import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJsonFault } from './json-fault';

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('locateJsonFault', () => {
  it('finds no fault in valid JSON', () => {
    fc.assert(fc.property(fc.json(), (text) => locateJsonFault(text) === null));
  });

  it('agrees with JSON.parse on what is JSON, for texts one edit away from JSON', () => {
    const edited = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', '"', '}', ']', '{', '[', ':', '-', '.', 'e', '0', '\\', ' ', 'x', '\n'))
      .map(([text, at, insert]) => {
        const index = at % (text.length + 1);
        return text.slice(0, index) + insert + text.slice(index + (insert === '' ? 1 : 0));
      });
    fc.assert(
      fc.property(edited, (text) => (locateJsonFault(text) === null) === parses(text)),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['', 0, null],
    ['   ', 3, null],
    ['{', 1, null],
    ['{"a":1,}', 7, '}'],
    ['[1,]', 3, ']'],
    ['[1 2]', 3, '2'],
    ['01', 1, '1'],
    ['-', 1, null],
    ['1.', 2, null],
    ['1e+', 3, null],
    ['"a\\x"', 3, 'x'],
    ['"tab\there"', 4, '\t'],
    ['nul', 3, null],
    ['tru e', 3, ' '],
    ["{'a':1}", 1, "'"],
    ['{"a" 1}', 5, '1'],
    ['1 2', 2, '2'],
    ['"😀" x', 4, 'x'],
    ['"\ud800😀\udc00" x', 6, 'x'],
    ['😀', 0, '😀'],
    ['"\\u12G4"', 5, 'G'],
  ])('%j: fault at code point %i, found %j', (text, position, found) => {
    expect(locateJsonFault(text)).toEqual({ position, found });
  });

  it('counts the position in code points, a pair of surrogates as one and a lone surrogate alone', () => {
    const stringContent = fc.string({ unit: 'binary' }).map((text) => text.replace(/["\\\u0000-\u001f]/g, ''));
    fc.assert(
      fc.property(stringContent, (content) => {
        expect(locateJsonFault(`"${content}" x`)).toEqual({ position: [...content].length + 3, found: 'x' });
      }),
    );
  });

  it('handles nesting far deeper than the call stack would allow', () => {
    const depth = 200_000;
    expect(locateJsonFault('['.repeat(depth) + ']'.repeat(depth))).toBeNull();
    expect(locateJsonFault(`${'['.repeat(depth)}x`)).toEqual({ position: depth, found: 'x' });
  });
});
