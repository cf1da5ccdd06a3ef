/**
 * Contract-level tests of rational-subtract, written from contracts/rational-subtract.json and NOTES.md,
 * not from the implementation. Expected values are worked out by hand (arithmetic in the comments).
 */
import { describe, expect, it } from 'vitest';
import { expectError, nines, pow10 } from '../../testing/expect-error';
import { execute } from '../execute';

const TOOL = 'rational-subtract';

function run(input: unknown): unknown {
  return JSON.parse(JSON.stringify(execute(TOOL, input))) as unknown;
}

type Pair = [numerator: string, denominator: string];
const operand = ([numerator, denominator]: Pair) => ({ numerator, denominator });

function subtract(a: Pair, b: Pair): unknown {
  return run({ a: operand(a), b: operand(b) });
}

const result = (numerator: string, denominator: string) => ({ numerator, denominator });

describe('example', () => {
  it('1/2 − 1/3 = 1/6', () => {
    expect(subtract(['1', '2'], ['1', '3'])).toStrictEqual(result('1', '6'));
  });
});

describe('result', () => {
  it('is (a.n·b.d − b.n·a.d)/(a.d·b.d)', () => {
    // 5/1 − (−3)/1 = 8
    expect(subtract(['5', '1'], ['-3', '1'])).toStrictEqual(result('8', '1'));
    // (−1·2 − (−1)·3)/6 = 1/6
    expect(subtract(['-1', '3'], ['-1', '2'])).toStrictEqual(result('1', '6'));
    // (3·7 − 2·5)/35 = 11/35
    expect(subtract(['3', '5'], ['2', '7'])).toStrictEqual(result('11', '35'));
  });

  it('is reduced by gcd', () => {
    // (2·6 − 2·4)/24 = 4/24 = 1/6
    expect(subtract(['2', '4'], ['2', '6'])).toStrictEqual(result('1', '6'));
    // (7·4 − 1·4)/16 = 24/16 = 3/2
    expect(subtract(['7', '4'], ['1', '4'])).toStrictEqual(result('3', '2'));
  });

  it('carries the sign on the numerator only', () => {
    // 1/6 − 1/3 = (3 − 6)/18 = −3/18 = −1/6
    expect(subtract(['1', '6'], ['1', '3'])).toStrictEqual(result('-1', '6'));
    // −1/2 − 1/2 = −1
    expect(subtract(['-1', '2'], ['1', '2'])).toStrictEqual(result('-1', '1'));
  });

  it('writes 0 as 0/1', () => {
    expect(subtract(['3', '6'], ['1', '2'])).toStrictEqual(result('0', '1'));
    expect(subtract(['0', '7'], ['0', '9'])).toStrictEqual(result('0', '1'));
    // −5/3 − (−5/3)
    expect(subtract(['-5', '3'], ['-5', '3'])).toStrictEqual(result('0', '1'));
  });

  it('accepts unreduced operands (NOTES)', () => {
    // 2/4 − 1/4 = (8 − 4)/16 = 1/4
    expect(subtract(['2', '4'], ['1', '4'])).toStrictEqual(result('1', '4'));
    expect(subtract(['2', '4'], ['1', '2'])).toStrictEqual(result('0', '1'));
  });
});

describe('-0', () => {
  it('is canonicalized to 0', () => {
    expect(subtract(['-0', '1'], ['0', '1'])).toStrictEqual(result('0', '1'));
    expect(subtract(['-0', '1'], ['-0', '1'])).toStrictEqual(result('0', '1'));
    expect(subtract(['-0', '5'], ['1', '5'])).toStrictEqual(result('-1', '5'));
    expect(subtract(['1', '5'], ['-0', '3'])).toStrictEqual(result('1', '5'));
  });

  it('is a zero denominator', () => {
    expectError(subtract(['1', '-0'], ['1', '2']), 'invalid_input');
  });
});

describe('denominators', () => {
  it('rejects zero', () => {
    expectError(subtract(['1', '0'], ['1', '2']), 'invalid_input');
    expectError(subtract(['1', '2'], ['1', '0']), 'invalid_input');
  });

  it('rejects negative denominators', () => {
    expectError(subtract(['1', '-2'], ['1', '3']), 'invalid_input');
    expectError(subtract(['1', '2'], ['-1', '-3']), 'invalid_input');
  });
});

describe('integer patterns', () => {
  const malformed = [
    '+1',
    '01',
    '00',
    '-00',
    '-01',
    '1.0',
    '1.',
    ' 1',
    '1 ',
    '',
    '-',
    '--1',
    '1e3',
    '0x1',
    '1,000',
    '\uff11',
    '\u22121',
    '1/2',
  ];
  for (const bad of malformed) {
    it(`rejects ${JSON.stringify(bad)} in each of the four places`, () => {
      expectError(subtract([bad, '1'], ['1', '1']), 'invalid_input');
      expectError(subtract(['1', bad], ['1', '1']), 'invalid_input');
      expectError(subtract(['1', '1'], [bad, '1']), 'invalid_input');
      expectError(subtract(['1', '1'], ['1', bad]), 'invalid_input');
    });
  }

  it('accepts 0 and -?[1-9][0-9]*', () => {
    expect(subtract(['0', '1'], ['-10', '1'])).toStrictEqual(result('10', '1'));
    expect(subtract(['-90', '10'], ['0', '1'])).toStrictEqual(result('-9', '1'));
  });
});

describe('shape', () => {
  it('requires a JSON object', () => {
    for (const input of [null, [], 'a', 1, true]) expectError(run(input), 'invalid_input');
  });

  it('rejects unknown fields at the top and in operands', () => {
    expectError(run({ a: operand(['1', '2']), b: operand(['1', '3']), c: operand(['1', '4']) }), 'invalid_input');
    expectError(run({ a: { numerator: '1', denominator: '2', sign: '+' }, b: operand(['1', '3']) }), 'invalid_input');
    for (const key of ['__proto__', 'constructor', 'toString']) {
      expectError(
        run(
          Object.fromEntries([
            ['a', operand(['1', '2'])],
            ['b', operand(['1', '3'])],
            [key, '1'],
          ]),
        ),
        'invalid_input',
      );
      expectError(
        run({
          a: Object.fromEntries([
            ['numerator', '1'],
            ['denominator', '2'],
            [key, '1'],
          ]),
          b: operand(['1', '3']),
        }),
        'invalid_input',
      );
    }
  });

  it('rejects missing fields', () => {
    expectError(run({ a: operand(['1', '2']) }), 'invalid_input');
    expectError(run({ b: operand(['1', '2']) }), 'invalid_input');
    expectError(run({ a: { numerator: '1' }, b: operand(['1', '3']) }), 'invalid_input');
    expectError(run({ a: operand(['1', '2']), b: { denominator: '3' } }), 'invalid_input');
  });

  it('rejects wrong types', () => {
    expectError(run({ a: { numerator: 1, denominator: '2' }, b: operand(['1', '3']) }), 'invalid_input');
    expectError(run({ a: operand(['1', '2']), b: { numerator: '1', denominator: 3 } }), 'invalid_input');
    expectError(run({ a: null, b: operand(['1', '3']) }), 'invalid_input');
    expectError(run({ a: ['1', '2'], b: operand(['1', '3']) }), 'invalid_input');
    expectError(run({ a: '1/2', b: operand(['1', '3']) }), 'invalid_input');
    expectError(run({ a: operand(['1', '2']), b: { numerator: null, denominator: '3' } }), 'invalid_input');
  });

  it('outputs exactly numerator and denominator', () => {
    expect(Object.keys(subtract(['1', '2'], ['1', '3']) as object).sort()).toEqual(['denominator', 'numerator']);
  });
});

describe('1000-digit limit', () => {
  it('accepts 1000-digit inputs, sign excluded', () => {
    expect(subtract([nines(1000), '1'], ['0', '1'])).toStrictEqual(result(nines(1000), '1'));
    expect(subtract(['-' + nines(1000), '1'], ['0', '1'])).toStrictEqual(result('-' + nines(1000), '1'));
    // 0 − (−(10^1000 − 1)) = 10^1000 − 1
    expect(subtract(['0', '1'], ['-' + nines(1000), '1'])).toStrictEqual(result(nines(1000), '1'));
    // 1/(10^1000 − 1) − 0
    expect(subtract(['1', nines(1000)], ['0', '1'])).toStrictEqual(result('1', nines(1000)));
  });

  it('rejects a 1001-digit input anywhere', () => {
    expectError(subtract([pow10(1000), '1'], ['0', '1']), 'limit_exceeded');
    expectError(subtract(['-' + pow10(1000), '1'], ['0', '1']), 'limit_exceeded');
    expectError(subtract(['1', pow10(1000)], ['0', '1']), 'limit_exceeded');
    expectError(subtract(['0', '1'], [nines(1001), '1']), 'limit_exceeded');
    expectError(subtract(['0', '1'], ['1', nines(1001)]), 'limit_exceeded');
  });

  it('takes a string longer than maxLength 1001 as over the limit (NOTES)', () => {
    expectError(subtract(['1'.repeat(1002), '1'], ['0', '1']), 'limit_exceeded');
    expectError(subtract(['-' + '1'.repeat(1001), '1'], ['0', '1']), 'limit_exceeded');
    expectError(subtract(['0', '1'], ['1', '7'.repeat(100_000)]), 'limit_exceeded');
  });

  it('rejects a denominator product a.d·b.d over 1000 digits even when the result is 0', () => {
    // 10^599 · 10^599 = 10^1198 (1199 digits); the difference itself is 0.
    expectError(subtract(['1', pow10(599)], ['1', pow10(599)]), 'limit_exceeded');
    // 10^500 · 10^500 = 10^1000 (1001 digits).
    expectError(subtract(['1', pow10(500)], ['1', pow10(500)]), 'limit_exceeded');
  });

  it('accepts a denominator product of exactly 1000 digits', () => {
    // 1/10^500 − 1/10^499 = (10^499 − 10^500)/10^999 = −9·10^499/10^999 = −9/10^500; a.d·b.d = 10^999 has 1000 digits.
    expect(subtract(['1', pow10(500)], ['1', pow10(499)])).toStrictEqual(result('-9', pow10(500)));
  });

  it('rejects a cross product a.n·b.d over 1000 digits', () => {
    // a.n·b.d = 10^600·10^401 = 10^1001 (1002 digits).
    expectError(subtract([pow10(600), '1'], ['1', pow10(401)]), 'limit_exceeded');
  });

  it('rejects a cross product b.n·a.d over 1000 digits', () => {
    // b.n·a.d = 10^600·10^401.
    expectError(subtract(['1', pow10(401)], [pow10(600), '1']), 'limit_exceeded');
  });

  it('rejects a difference over 1000 digits when both products fit', () => {
    // (10^1000 − 1) − (−(10^1000 − 1)) = 2·10^1000 − 2: 1001 digits.
    expectError(subtract([nines(1000), '1'], ['-' + nines(1000), '1']), 'limit_exceeded');
  });

  it('accepts a difference of exactly 1000 digits', () => {
    // 55…5 − (−44…4) = 99…9 (1000 digits each)
    expect(subtract(['5'.repeat(1000), '1'], ['-' + '4'.repeat(1000), '1'])).toStrictEqual(result(nines(1000), '1'));
  });
});
