import { digitCount } from './digits';
import { limitExceeded } from './errors';

export const MAX_ARITHMETIC_WORK = 50_000;

/**
 * The request-local arithmetic-work budget of decimal-expression-evaluate. Each operation is
 * charged, before it runs, the square of the largest numerator/denominator digit count among its
 * operands, so a request that would be slow is stopped before the costly multiplication or gcd.
 */
export class WorkBudget {
  private spent = 0;

  constructor(private readonly limit: number = MAX_ARITHMETIC_WORK) {}

  /** Charges for an operation on integers of these magnitudes (numerators and denominators). */
  charge(operands: readonly bigint[], position?: number): void {
    let largest = 1;
    for (const operand of operands) {
      const digits = digitCount(operand);
      if (digits > largest) largest = digits;
    }
    this.spent += largest * largest;
    if (this.spent > this.limit) {
      throw limitExceeded('arithmetic_work', `the expression needs more than ${this.limit} units of arithmetic work`, position);
    }
  }

  get used(): number {
    return this.spent;
  }
}
