import { describe, expect, test } from 'vitest';
import { bookNotation } from './book-notation';

describe('bookNotation', () => {
  test.each([
    ['3/4 of 12', { kind: 'of', text: 'of', at: 4 }],
    ['25% of 80', { kind: 'percent', text: '%', at: 2 }],
    ['(2/3)^2 + 1', { kind: 'power', text: '^', at: 5 }],
    ['2² × 3', { kind: 'power', text: '²', at: 1 }],
    ['1 + 10³', { kind: 'power', text: '³', at: 6 }],
  ])('%s', (expression, found) => {
    expect(bookNotation(expression)).toEqual(found);
  });

  test('none in the Check tab\'s own grammar, nor in a word that only starts with "of"', () => {
    expect(bookNotation('1/2 ÷ 3/4 - 5 * (6 - 7)')).toBeNull();
    expect(bookNotation('3 off 4')).toBeNull();
    expect(bookNotation('')).toBeNull();
  });
});
