import { describe, expect, it } from 'vitest';
import { operatorChunks } from './WrapAtOperators';

describe('operatorChunks', () => {
  it('cuts after each operator and equals sign, never inside a number or a fraction', () => {
    expect(operatorChunks('(5×3)/(2×3) = 15/6')).toEqual(['(5×', '3)/(2×', '3) =', ' 15/6']);
    expect(operatorChunks('= 12345/67890 + 1/2')).toEqual(['=', ' 12345/67890 +', ' 1/2']);
    expect(operatorChunks('5/6')).toEqual(['5/6']);
    expect(operatorChunks('1/2 − (-3/4)')).toEqual(['1/2 −', ' (-3/4)']);
  });

  it('keeps every character, in order', () => {
    const text = '2 1/2 = (2×2+1)/2 = 5/2; 0.75 ÷ −3 = −0.25';
    expect(operatorChunks(text).join('')).toBe(text);
  });
});
