// The keypad types what each grammar reads, and edits a text as a key on a keyboard would.
import { describe, expect, it } from 'vitest';
import { applyKey, keypadRows } from './keypad-keys';
import { scanLexeme, type Grammar } from './grammar';

/** The kinds of the lexemes of a text. */
function kinds(text: string, grammar: Grammar): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length;) {
    const lexeme = scanLexeme(grammar, text, at);
    out.push(lexeme.kind);
    at = Math.max(lexeme.end, at + 1);
  }
  return out;
}

const typed = (grammar: Parameters<typeof keypadRows>[0]): string[] =>
  keypadRows(grammar)
    .flat()
    .flatMap((key) => (key.action.kind === 'insert' ? [key.action.text] : []));

describe('keypadRows', () => {
  it('a working has ×, ÷, the fraction bar, a space for a mixed number, x, =, a new step and the caret moves', () => {
    const keys = keypadRows('working').flat();
    expect(typed('working')).toEqual(
      expect.arrayContaining([' \u00d7 ', ' \u00f7 ', ' \u2212 ', ' + ', '/', ' ', 'x', ' = ', '\n= ', '(', ')', '.', ...'0123456789']),
    );
    expect(keys.map((key) => key.action.kind)).toEqual(expect.arrayContaining(['move', 'delete']));
  });

  it('a decimal expression gets *, / and - (its grammar does not read × ÷ −), and no =', () => {
    expect(typed('decimal')).toEqual(expect.arrayContaining([' * ', ' / ', ' - ', '^', ',']));
    expect(typed('decimal').join('')).not.toContain('\u00d7');
    expect(typed('decimal')).not.toContain(' = ');
  });

  it('every key of a grammar types text its lexer reads (no invalid lexeme)', () => {
    for (const grammar of ['working', 'decimal', 'rational'] as const) {
      for (const text of typed(grammar)) {
        const sample = text.trim() === '' || text.includes('=') ? '1' : `1${text}1`;
        expect([grammar, text, kinds(sample, grammar).filter((kind) => kind === 'invalid')]).toEqual([grammar, text, []]);
      }
    }
  });
});

describe('applyKey', () => {
  it('inserts over the selection and puts the caret after what it typed', () => {
    expect(applyKey('1/2 + 1/3', 4, 5, { kind: 'insert', text: '\u00d7' })).toEqual({ text: '1/2 \u00d7 1/3', caret: 5 });
    expect(applyKey('1/2', 3, 3, { kind: 'insert', text: '\n= ' })).toEqual({ text: '1/2\n= ', caret: 6 });
  });

  it('deletes the selection, else the character before the caret, and nothing at the start', () => {
    expect(applyKey('12', 2, 2, { kind: 'delete' })).toEqual({ text: '1', caret: 1 });
    expect(applyKey('123', 0, 2, { kind: 'delete' })).toEqual({ text: '3', caret: 0 });
    expect(applyKey('12', 0, 0, { kind: 'delete' })).toEqual({ text: '12', caret: 0 });
  });

  it("moves the caret one place, within the text, or to the selection's edge", () => {
    expect(applyKey('12', 1, 1, { kind: 'move', by: -1 })).toEqual({ text: '12', caret: 0 });
    expect(applyKey('12', 2, 2, { kind: 'move', by: 1 })).toEqual({ text: '12', caret: 2 });
    expect(applyKey('123', 1, 3, { kind: 'move', by: -1 })).toEqual({ text: '123', caret: 1 });
    expect(applyKey('123', 1, 3, { kind: 'move', by: 1 })).toEqual({ text: '123', caret: 3 });
  });
});
