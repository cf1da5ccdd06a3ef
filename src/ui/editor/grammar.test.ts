import { describe, expect, it } from 'vitest';
import { callsFunction } from './grammar';

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
