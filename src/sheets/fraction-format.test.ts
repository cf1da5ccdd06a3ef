import { describe, expect, it } from 'vitest';
import { builtInFormat, formatAsFraction, fractionFormatOf } from './fraction-format';

describe('a number in a fraction format, read as it is shown', () => {
  it('knows fraction formats: built in, custom, with a fixed denominator; not others', () => {
    expect(fractionFormatOf(builtInFormat(12))).toEqual({ maxDenominator: 9, fixed: false, mixed: true });
    expect(fractionFormatOf(builtInFormat(13))).toEqual({ maxDenominator: 99, fixed: false, mixed: true });
    expect(fractionFormatOf('?/???')).toEqual({ maxDenominator: 999, fixed: false, mixed: false });
    expect(fractionFormatOf('# ?/8;[Red]-# ?/8')).toEqual({ maxDenominator: 8, fixed: true, mixed: true });
    for (const code of [undefined, '0.00', '0%', 'General', 'dd/mm/yyyy', '"a/b" 0'])
      expect(fractionFormatOf(code), String(code)).toBeNull();
  });

  it.each([
    ['1.3333333333333333', '# ?/?', '1 1/3'],
    ['0.33333333333333331', '# ??/??', '1/3'],
    ['1.5', '# ?/?', '1 1/2'],
    ['1.5', '?/?', '3/2'],
    ['-2.25', '# ?/?', '-2 1/4'],
    ['3', '# ?/?', '3'],
    ['0.14285714285714285', '# ?/?', '1/7'],
    ['0.3125', '# ?/?', '1/3'],
    ['0.3125', '# ??/??', '5/16'],
    ['0.5', '# ?/8', '4/8'],
    ['0.99999', '# ?/?', '1'],
  ])('%s in %s shows %s', (stored, code, shown) => {
    expect(formatAsFraction(stored, fractionFormatOf(code)!)).toBe(shown);
  });
});
