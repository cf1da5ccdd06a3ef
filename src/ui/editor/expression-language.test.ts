import { StringStream } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { STREAM_PARSERS } from './expression-language';
import type { Grammar } from './grammar';

/** The highlighting token of every lexeme of one line, as [text, token] pairs (whitespace left out). */
function tokens(grammar: Grammar, text: string): Array<[string, string | null]> {
  const parser = STREAM_PARSERS[grammar];
  const state = parser.startState!(2);
  const found: Array<[string, string | null]> = [];
  // Line by line with one state, as CodeMirror runs it.
  for (const line of text.split('\n')) {
    const stream = new StringStream(line, 4, 2);
    while (!stream.eol()) {
      stream.start = stream.pos;
      const token = parser.token(stream, state);
      const lexeme = line.slice(stream.start, stream.pos);
      if (lexeme.trim() !== '') found.push([lexeme, token]);
    }
  }
  return found;
}

describe('the working grammar’s highlighting', () => {
  it('reads each NUMBER form whole, the working’s own way, and "=" as the chain sign', () => {
    expect(tokens('working', '= 1 5/12 + 3/4 : 0.5 × 2')).toEqual([
      ['=', 'chain'],
      ['1 5/12', 'number'],
      ['+', 'operator'],
      ['3/4', 'number'],
      [':', 'operator'],
      ['0.5', 'number'],
      ['×', 'operator'],
      ['2', 'number'],
    ]);
  });

  it('a "/" with spaces around it is a division, and characters outside the grammar are invalid', () => {
    expect(tokens('working', '6 / 2 − (1·3)\n= x')).toEqual([
      ['6', 'number'],
      ['/', 'operator'],
      ['2', 'number'],
      ['−', 'operator'],
      ['(', 'paren'],
      ['1', 'number'],
      ['·', 'operator'],
      ['3', 'number'],
      [')', 'paren'],
      ['=', 'chain'],
      ['x', 'invalid'],
    ]);
  });

  it('1.1.0: "of", "%", "^" and superscript exponents, ".5" and "0.333..." each have their kind', () => {
    expect(tokens('working', '3/4 of 12 + 25% - (2/3)^2 + 2² = .5 + 0.333...')).toEqual([
      ['3/4', 'number'],
      ['of', 'word'],
      ['12', 'number'],
      ['+', 'operator'],
      ['25', 'number'],
      ['%', 'operator'],
      ['-', 'operator'],
      ['(', 'paren'],
      ['2/3', 'number'],
      [')', 'paren'],
      ['^', 'operator'],
      ['2', 'number'],
      ['+', 'operator'],
      ['2', 'number'],
      ['²', 'exponent'],
      ['=', 'chain'],
      ['.5', 'number'],
      ['+', 'operator'],
      ['0.333...', 'number'],
    ]);
    // "of" inside a word is no operator: its letters are invalid one by one.
    expect(tokens('working', 'off')).toEqual([
      ['o', 'invalid'],
      ['f', 'invalid'],
      ['f', 'invalid'],
    ]);
  });

  it('the other grammars are unchanged: ":" and "=" are not theirs', () => {
    expect(tokens('rational', '1/2 : 3')).toEqual([
      ['1', 'number'],
      ['/', 'operator'],
      ['2', 'number'],
      [':', 'invalid'],
      ['3', 'number'],
    ]);
    expect(tokens('decimal', 'x = 1')).toEqual([
      ['x', 'variable'],
      ['=', 'invalid'],
      ['1', 'number'],
    ]);
  });

  it('a working whose first line is an equation is read by the equation lexer on every line: the letter is the unknown', () => {
    expect(tokens('working', '2/3 x + 1/4 = 5/6\n2/3 x = 5/6 + 1/4\nx = [13/8]')).toEqual([
      ['2', 'number'],
      ['/', 'operator'],
      ['3', 'number'],
      ['x', 'variable'],
      ['+', 'operator'],
      ['1', 'number'],
      ['/', 'operator'],
      ['4', 'number'],
      ['=', 'chain'],
      ['5', 'number'],
      ['/', 'operator'],
      ['6', 'number'],
      ['2', 'number'],
      ['/', 'operator'],
      ['3', 'number'],
      ['x', 'variable'],
      ['=', 'chain'],
      ['5', 'number'],
      ['/', 'operator'],
      ['6', 'number'],
      ['+', 'operator'],
      ['1', 'number'],
      ['/', 'operator'],
      ['4', 'number'],
      ['x', 'variable'],
      ['=', 'chain'],
      ['[', 'paren'],
      ['13', 'number'],
      ['/', 'operator'],
      ['8', 'number'],
      [']', 'paren'],
    ]);
    // A fraction working keeps its own reading, "of" included, and a letter stays a fault there.
    expect(tokens('working', '3/4 of 12\n= x')).toEqual([
      ['3/4', 'number'],
      ['of', 'word'],
      ['12', 'number'],
      ['=', 'chain'],
      ['x', 'invalid'],
    ]);
  });
});
