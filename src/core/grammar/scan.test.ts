// The one-lexeme scanners of both grammars: every lexeme kind, the exact whitespace set, and
// invalid characters one code point wide.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isWhitespace, ScanCursor, scanDecimalLexeme, scanRationalLexeme, type LexemeKind } from './scan';

type Scanner = (text: string, start: number) => { kind: string; end: number };

/** A scanner as a function of (text, start): the kind it reports and where its cursor stopped. */
const atStart =
  (scan: (cursor: ScanCursor) => LexemeKind<string>): Scanner =>
  (text, start) => {
    const cursor = new ScanCursor(text, start);
    const kind = scan(cursor);
    return { kind, end: cursor.pos };
  };
const decimal = atStart(scanDecimalLexeme);
const rational = atStart(scanRationalLexeme);

/** All lexemes of a text as [kind, text] pairs, by calling the scanner from each end. */
function lexemes(scan: Scanner, text: string): [string, string][] {
  const out: [string, string][] = [];
  let start = 0;
  while (start < text.length) {
    const { kind, end } = scan(text, start);
    if (end <= start || end > text.length)
      throw new Error(`scanner did not advance within the text at ${start} of ${JSON.stringify(text)}`);
    out.push([kind, text.slice(start, end)]);
    start = end;
  }
  return out;
}

const scanners: [string, Scanner][] = [
  ['decimal', decimal],
  ['rational', rational],
];

describe('isWhitespace', () => {
  test('is exactly space, tab, line feed and carriage return among all BMP code units', () => {
    const accepted: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isWhitespace(c)) accepted.push(c);
    expect(accepted).toEqual([9, 10, 13, 32]);
  });
});

describe.each(scanners)('%s scanner: shared rules', (_name, scan) => {
  test('a whitespace run is one lexeme', () => {
    expect(lexemes(scan, ' \t\r\n 1\n')).toEqual([
      ['whitespace', ' \t\r\n '],
      ['number', '1'],
      ['whitespace', '\n'],
    ]);
  });

  test('other Unicode spaces and controls are invalid, one at a time', () => {
    for (const c of ['\u00a0', '\u2028', '\u2029', '\u000b', '\u000c', '\u0085', '\u3000', '\ufeff', '\u200b', '\u0000', '\u2003']) {
      expect(scan(`${c}${c}`, 0), `U+${c.codePointAt(0)!.toString(16)}`).toEqual({ kind: 'invalid', end: 1 });
    }
  });

  test('an astral character is one invalid lexeme of two code units', () => {
    expect(scan('𝑥1', 0)).toEqual({ kind: 'invalid', end: 2 });
    expect(scan('1😀', 1)).toEqual({ kind: 'invalid', end: 3 });
    expect(lexemes(scan, '😀😀')).toEqual([
      ['invalid', '😀'],
      ['invalid', '😀'],
    ]);
  });

  test('a lone surrogate is one invalid code unit', () => {
    expect(scan('\ud800', 0)).toEqual({ kind: 'invalid', end: 1 });
    expect(scan('\ud800a', 0)).toEqual({ kind: 'invalid', end: 1 });
    expect(scan('\ud800\ud800\udc00', 0)).toEqual({ kind: 'invalid', end: 1 });
    expect(scan('\udc00\ud800', 0)).toEqual({ kind: 'invalid', end: 1 });
    expect(scan('\udc00', 0)).toEqual({ kind: 'invalid', end: 1 });
  });

  test('integers run to the last digit, leading zeros included (the lexers judge them)', () => {
    expect(lexemes(scan, '007 12')).toEqual([
      ['number', '007'],
      ['whitespace', ' '],
      ['number', '12'],
    ]);
    expect(scan('x12345', 1)).toEqual({ kind: 'number', end: 6 });
  });

  test('parentheses and the ASCII operators', () => {
    expect(lexemes(scan, '()+-*/')).toEqual([
      ['lparen', '('],
      ['rparen', ')'],
      ['plus', '+'],
      ['minus', '-'],
      ['star', '*'],
      ['slash', '/'],
    ]);
  });

  test('characters neither grammar knows', () => {
    for (const c of [
      '$',
      '%',
      '[',
      ']',
      '{',
      '}',
      '=',
      '!',
      '"',
      "'",
      '#',
      '&',
      '|',
      '~',
      '<',
      '>',
      '?',
      ':',
      ';',
      '\\',
      '@',
      '`',
      'A',
      'Z',
      '\u00e9',
      '\u2013',
      '\uff11',
    ]) {
      expect(scan(c, 0), c).toEqual({ kind: 'invalid', end: 1 });
    }
  });

  test('property: the lexemes of any string tile it and each is one known kind', () => {
    const anyText = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789.,()+-*/^ \t\n\raz_Z\u2212\u00d7\u00f7\u00a0') }),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(
          lexemes(scan, text)
            .map(([, t]) => t)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});

describe('decimal scanner', () => {
  test('every kind', () => {
    expect(lexemes(decimal, 'max(a_1, 2.50)^-3 + x/y*z')).toEqual([
      ['name', 'max'],
      ['lparen', '('],
      ['name', 'a_1'],
      ['comma', ','],
      ['whitespace', ' '],
      ['number', '2.50'],
      ['rparen', ')'],
      ['caret', '^'],
      ['minus', '-'],
      ['number', '3'],
      ['whitespace', ' '],
      ['plus', '+'],
      ['whitespace', ' '],
      ['name', 'x'],
      ['slash', '/'],
      ['name', 'y'],
      ['star', '*'],
      ['name', 'z'],
    ]);
  });

  test('a number takes one point, even with no digit after it', () => {
    expect(lexemes(decimal, '5.')).toEqual([['number', '5.']]);
    expect(lexemes(decimal, '1.2.3')).toEqual([
      ['number', '1.2'],
      ['invalid', '.'],
      ['number', '3'],
    ]);
    expect(lexemes(decimal, '.5')).toEqual([
      ['invalid', '.'],
      ['number', '5'],
    ]);
    expect(lexemes(decimal, '1..2')).toEqual([
      ['number', '1.'],
      ['invalid', '.'],
      ['number', '2'],
    ]);
  });

  test('names are lowercase letters, digits and underscores, starting with a letter or underscore', () => {
    expect(lexemes(decimal, '_x9 abc_def')).toEqual([
      ['name', '_x9'],
      ['whitespace', ' '],
      ['name', 'abc_def'],
    ]);
    expect(lexemes(decimal, '1e3')).toEqual([
      ['number', '1'],
      ['name', 'e3'],
    ]);
    expect(lexemes(decimal, 'aB')).toEqual([
      ['name', 'a'],
      ['invalid', 'B'],
    ]);
    expect(lexemes(decimal, 'x1.5')).toEqual([
      ['name', 'x1'],
      ['invalid', '.'],
      ['number', '5'],
    ]);
  });

  test("the rational grammar's Unicode operators are not decimal operators", () => {
    for (const c of ['\u2212', '\u00d7', '\u00f7']) expect(decimal(c, 0)).toEqual({ kind: 'invalid', end: 1 });
  });

  test('Object prototype keys are not punctuation', () => {
    // The punctuation table is keyed by character: only own keys may count.
    expect(lexemes(decimal, '{}')).toEqual([
      ['invalid', '{'],
      ['invalid', '}'],
    ]);
  });
});

describe('rational scanner', () => {
  test('every kind, with − × ÷ as minus, star and slash', () => {
    expect(lexemes(rational, '(12\u2212 3)\u00d74\u00f75+6-7*8/9')).toEqual([
      ['lparen', '('],
      ['number', '12'],
      ['minus', '\u2212'],
      ['whitespace', ' '],
      ['number', '3'],
      ['rparen', ')'],
      ['star', '\u00d7'],
      ['number', '4'],
      ['slash', '\u00f7'],
      ['number', '5'],
      ['plus', '+'],
      ['number', '6'],
      ['minus', '-'],
      ['number', '7'],
      ['star', '*'],
      ['number', '8'],
      ['slash', '/'],
      ['number', '9'],
    ]);
  });

  test('no names, points, commas or carets', () => {
    expect(lexemes(rational, '1.5')).toEqual([
      ['number', '1'],
      ['invalid', '.'],
      ['number', '5'],
    ]);
    for (const c of ['a', 'x', '_', ',', '^']) expect(rational(c, 0), c).toEqual({ kind: 'invalid', end: 1 });
  });
});
