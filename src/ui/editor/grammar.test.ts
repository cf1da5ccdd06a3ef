import { describe, expect, it } from 'vitest';
import { callsFunction, scanLexeme } from './grammar';

describe('callsFunction', () => {
  it('finds a call: the name immediately followed by "("', () => {
    expect(callsFunction('round(10 / 3, 4) - 1', 'round')).toBe(true);
    expect(callsFunction('1 + abs(round(x, 2))', 'round')).toBe(true);
  });

  it('does not count a plain name, a name with a space before "(", or a longer name', () => {
    expect(callsFunction('round + 1', 'round')).toBe(false);
    expect(callsFunction('round (1, 2)', 'round')).toBe(false);
    expect(callsFunction('rounded(1)', 'round')).toBe(false);
    expect(callsFunction('', 'round')).toBe(false);
  });
});

describe('scanLexeme', () => {
  it('asks each grammar’s own core scanner', () => {
    expect(scanLexeme('working', '3/4 : 2', 0)).toEqual({ kind: 'fraction', end: 3 });
    expect(scanLexeme('working', '3/4 : 2', 4)).toEqual({ kind: 'slash', end: 5 });
    expect(scanLexeme('working', '= 2', 0)).toEqual({ kind: 'equals', end: 1 });
    expect(scanLexeme('rational', '3/4', 0)).toEqual({ kind: 'number', end: 1 });
    expect(scanLexeme('decimal', 'abc(1)', 0)).toEqual({ kind: 'name', end: 3 });
  });
});
