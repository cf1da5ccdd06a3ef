// The contract's "Grammar of a line" and "The unknown": how students and the tutor write.
import { describe, expect, test } from 'vitest';
import { execute } from '../execute';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';
import { readWorkingKind, scanEquationLexeme } from './parse';

const solution = (working: string): unknown => (execute('linear-equation-check', { working }) as LinearEquationCheckOutput).solution;
const error = (working: string): unknown => {
  const response = execute('linear-equation-check', { working });
  return 'error' in response ? { reason: response.error.details.reason, position: response.error.details.position } : null;
};
const one = (value: string): unknown => ({ kind: 'one', value });

describe('grammar of a line', () => {
  test.each([
    ['3x = 12', '4'],
    ['-x = 5', '-5'],
    ['3(x − 2) = 1.5', '5/2'],
    ['(2/3)x = 2', '3'],
    ['2x/3 = 2', '3'],
    ['x/4 = 2', '8'],
    ['0.5x = 2', '4'],
    ['.3x = 3', '10'],
    ['2 1/2 x = 5', '2'],
    ['2 1/2x = 5', '2'],
    ['1 1/2(x + 1) = 3', '1'],
    ['30 = y10/10', '30'],
    ['x/-10 = 1', '-10'],
    ['-6*-6 = x', '36'],
    ['3 × x ÷ 2 = 3', '2'],
    ['3·x : 2 = 3', '2'],
    ['[2(x + 1)] = {4}', '1'],
    ['5y+-4 = 6', '2'],
    ['x(4) = 8', '2'],
    ['  7 = 2 x + 1  ', '3'],
  ])('%s', (working, value) => {
    expect(solution(working)).toEqual(one(value));
  });

  test('2/3x is (2/3)·x as the tutor writes it, and the step says so at the 2', () => {
    const output = execute('linear-equation-check', { working: 'x = 1\n2/3x = 2/3' }) as LinearEquationCheckOutput;
    expect(output.steps[1]!.status).toBe('equivalent');
    expect(output.steps[1]!.notes).toEqual([{ note: 'fraction_before_letter', position: 6 }]);
  });

  test('/ and : divide left to right, a/b being no single number (as the tutor reads x/9/1/9)', () => {
    expect(solution('x = 6:2/3')).toEqual(one('1'));
    expect(solution('x/9/1/9 = 1')).toEqual(one('81'));
  });

  test('the letter in any case is one unknown', () => {
    const output = execute('linear-equation-check', { working: '6X/6 = 14/6\nx = 7/3' }) as LinearEquationCheckOutput;
    expect(output.variable).toBe('x');
    expect(output.steps[1]!.status).toBe('equivalent');
  });

  test('a second letter is an error at that letter, on any line', () => {
    expect(error('2x + y = 3')).toEqual({ reason: 'two_unknowns', position: 5 });
    expect(error('2x = 3\n2y = 3')).toEqual({ reason: 'two_unknowns', position: 8 });
    expect(error('2x = 3\n2X = 3')).toBeNull();
  });

  test('variable fixes the letter in advance', () => {
    expect(error('2n = 3')).toBeNull();
    const response = execute('linear-equation-check', { working: '2n = 3', variable: 'x' });
    expect('error' in response && response.error.details).toEqual({ reason: 'two_unknowns', position: 1 });
  });

  test.each([
    ['2x + 3', 'not_an_equation', 6],
    ['x = 1 = 1', 'two_equals', 6],
    ['x = ', 'unexpected_end', 3],
    ['x = 3 $', 'bad_character', 6],
    ['x = (3', 'unexpected_end', 6],
    ['x = (3]', 'unexpected_token', 6],
    ['x = 123456789012345678901', 'literal_too_long', 4],
    ['x = 2 3', 'unexpected_token', 6],
    ['x = 2 1 / 2', 'unexpected_token', 6],
  ])('%s is %s at %i', (working, reason, position) => {
    expect(error(working)).toEqual({ reason, position });
  });

  test('positions are code points: an astral character before counts once', () => {
    const response = execute('linear-equation-check', { working: 'x = 1\n😀' });
    expect('error' in response && response.error.details).toEqual({ reason: 'bad_character', position: 6 });
  });
});

describe('the lexemes and the kind of working, for the editor', () => {
  test('scanEquationLexeme reads what tokenize reads', () => {
    const text = '2 1/2x − [y] = .5:3';
    const kinds: string[] = [];
    for (let at = 0; at < text.length;) {
      const { kind, end } = scanEquationLexeme(text, at);
      if (kind !== 'whitespace') kinds.push(`${text.slice(at, end)}:${kind}`);
      at = end;
    }
    expect(kinds).toEqual([
      '2 1/2:number',
      'x:letter',
      '−:operator',
      '[:open',
      'y:letter',
      ']:close',
      '=:equals',
      '.5:number',
      '::operator',
      '3:number',
    ]);
    expect(scanEquationLexeme('a # b', 2)).toEqual({ kind: 'invalid', end: 3 });
  });

  test('an equation working is one whose first line holds "=" and a letter', () => {
    expect(readWorkingKind('\n2/3 x + 1/4 = 5/6\n').kind).toBe('equation');
    expect(readWorkingKind('2/3 + 3/4\n= 17/12').kind).toBe('fraction');
    expect(readWorkingKind('3/4 of 12 = 9').kind).toBe('fraction');
    expect(readWorkingKind('2x + 1').kind).toBe('fraction');
  });
});

describe('readWorkingKind', () => {
  test('an x between two operands is times: the working is a fraction working', () => {
    for (const working of ['2/3 x 3/4 = 5/7', '2 x 3 = 5', '2x3 = 6', '(1/2) X (3/4) = 3/8', '\n1/2 x 4\n= 2']) {
      expect([working, readWorkingKind(working)]).toEqual([working, { kind: 'fraction' }]);
    }
  });

  test('a letter that stands for the unknown makes an equation working', () => {
    for (const working of ['2x + 1 = 7', '3x = 12', '2/3 x + 1/4 = 5/6', 'x/2 = 3', '2(x + 1) = 4', '5 = x']) {
      expect([working, readWorkingKind(working)]).toEqual([working, { kind: 'equation' }]);
    }
  });

  test('an x written as times beside a letter for the unknown is unsure, at that x', () => {
    expect(readWorkingKind('2 x 3 = 6x')).toEqual({ kind: 'unsure', at: 2 });
    expect(readWorkingKind('\nx = 2 x 3')).toEqual({ kind: 'unsure', at: 7 });
  });
});
