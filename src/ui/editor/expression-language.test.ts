import { StringStream } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { STREAM_PARSERS } from './expression-language';
import type { Grammar } from './grammar';

/** The highlighting token of every lexeme of one line, as [text, token] pairs (whitespace left out). */
function tokens(grammar: Grammar, line: string): Array<[string, string | null]> {
  const parser = STREAM_PARSERS[grammar];
  const stream = new StringStream(line, 4, 2);
  const state = parser.startState!(2);
  const found: Array<[string, string | null]> = [];
  while (!stream.eol()) {
    stream.start = stream.pos;
    const token = parser.token(stream, state);
    const text = line.slice(stream.start, stream.pos);
    if (text.trim() !== '') found.push([text, token]);
  }
  return found;
}

describe('the working grammar’s highlighting', () => {
  it('reads each NUMBER form whole, the working’s own way, and "=" as the chain sign', () => {
    expect(tokens('working', '= 1 5/12 + 3/4 : 0.5 × 2')).toEqual([
      ['=', 'chain'], ['1 5/12', 'number'], ['+', 'operator'], ['3/4', 'number'], [':', 'operator'], ['0.5', 'number'], ['×', 'operator'], ['2', 'number'],
    ]);
  });

  it('a "/" with spaces around it is a division, and characters outside the grammar are invalid', () => {
    expect(tokens('working', '6 / 2 − (1·3) = x')).toEqual([
      ['6', 'number'], ['/', 'operator'], ['2', 'number'], ['−', 'operator'], ['(', 'paren'], ['1', 'number'], ['·', 'operator'], ['3', 'number'], [')', 'paren'], ['=', 'chain'], ['x', 'invalid'],
    ]);
  });

  it('1.1.0: "of", "%", "^" and superscript exponents, ".5" and "0.333..." each have their kind', () => {
    expect(tokens('working', '3/4 of 12 + 25% - (2/3)^2 + 2² = .5 + 0.333...')).toEqual([
      ['3/4', 'number'], ['of', 'word'], ['12', 'number'], ['+', 'operator'], ['25', 'number'], ['%', 'operator'], ['-', 'operator'],
      ['(', 'paren'], ['2/3', 'number'], [')', 'paren'], ['^', 'operator'], ['2', 'number'], ['+', 'operator'], ['2', 'number'], ['²', 'exponent'],
      ['=', 'chain'], ['.5', 'number'], ['+', 'operator'], ['0.333...', 'number'],
    ]);
    // "of" inside a word is no operator: its letters are invalid one by one.
    expect(tokens('working', 'off')).toEqual([['o', 'invalid'], ['f', 'invalid'], ['f', 'invalid']]);
  });

  it('the other grammars are unchanged: ":" and "=" are not theirs', () => {
    expect(tokens('rational', '1/2 : 3')).toEqual([['1', 'number'], ['/', 'operator'], ['2', 'number'], [':', 'invalid'], ['3', 'number']]);
    expect(tokens('decimal', 'x = 1')).toEqual([['x', 'variable'], ['=', 'invalid'], ['1', 'number']]);
  });
});
