// The arithmetic-work budget: each charge is the square of the largest digit count among the
// operands (0 counts as one digit, the sign not at all), charges accumulate, and the limit is
// inclusive (exactly 50,000 is allowed; 50,001 is limit_exceeded / arithmetic_work).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../testing/expect-error';
import { MAX_ARITHMETIC_WORK, WorkBudget } from './budget';
import { ToolError } from './errors';

const digits = (k: number): bigint => 10n ** BigInt(k - 1); // the smallest k-digit integer

describe('WorkBudget', () => {
  test('the limit is 50,000 units', () => {
    expect(MAX_ARITHMETIC_WORK).toBe(50_000);
  });

  test('a charge is the square of the largest digit count among the operands', () => {
    const cases: [bigint[], number][] = [
      [[0n], 1],
      [[1n, 1n], 1],
      [[9n, -9n], 1],
      [[10n, 1n], 4],
      [[-10n, 1n], 4],
      [[15n, 10n], 4],
      [[3n, 2n, 30n, 1n], 4],
      [[999n, 1000n], 16],
      [[digits(60), 1n], 3600],
      [[1n, -digits(101)], 10201],
      [[], 1],
    ];
    for (const [operands, cost] of cases) {
      const budget = new WorkBudget();
      budget.charge(operands);
      expect(budget.used, operands.join(',')).toBe(cost);
    }
  });

  test('charges accumulate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }), { maxLength: 4 }), { maxLength: 10 }),
        (charges) => {
          const budget = new WorkBudget();
          let expected = 0;
          for (const operands of charges) {
            budget.charge(operands);
            const largest = Math.max(1, ...operands.map((n) => (n < 0n ? -n : n).toString().length));
            expected += largest * largest;
            expect(budget.used).toBe(expected);
          }
        },
      ),
    );
  });

  test('exactly 50,000 units is allowed; one more is limit_exceeded / arithmetic_work at the position', () => {
    const budget = new WorkBudget();
    for (let i = 0; i < 5; i++) budget.charge([digits(100)]); // 5 · 100² = 50,000
    expect(budget.used).toBe(50_000);
    const error = thrownBy(() => budget.charge([7n], 12));
    expect(error.code).toBe('limit_exceeded');
    expect(error.reason).toBe('arithmetic_work');
    expect(error.position).toBe(12);
  });

  test('one charge may take the total from below to over the limit', () => {
    const budget = new WorkBudget();
    budget.charge([digits(223)]); // 49,729
    expect(budget.used).toBe(49_729);
    budget.charge([digits(16)]); // + 256 = 49,985
    budget.charge([digits(3)], 0); // + 9 = 49,994
    expect(budget.used).toBe(49_994);
    const error = thrownBy(() => budget.charge([digits(3)])); // + 9 = 50,003
    expect(error.code).toBe('limit_exceeded');
    expect(error.reason).toBe('arithmetic_work');
    expect(error.position).toBeUndefined();
  });

  test('a single charge of more than the limit throws at once', () => {
    const error = thrownBy(() => new WorkBudget().charge([digits(224)])); // 50,176
    expect(error.reason).toBe('arithmetic_work');
  });

  test('a smaller limit given to the constructor is inclusive too', () => {
    const budget = new WorkBudget(5);
    budget.charge([10n]);
    budget.charge([1n]);
    expect(budget.used).toBe(5);
    expect(() => budget.charge([0n])).toThrow(ToolError);
  });
});
