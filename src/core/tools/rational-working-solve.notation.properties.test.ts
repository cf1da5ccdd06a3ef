/**
 * Properties of rational-working-solve 1.1.0 over generated problems in the book's notation
 * (fast-check): "of", "%", powers, repeating decimals, .5, improper mixed numbers and decimal
 * problems. Checked against rational-working-check, not the solver:
 *   - every solution re-checks valid, each step equal to the problem, in the final form;
 *   - a problem with notation is rewritten first: the first steps are the notation's actions,
 *     and no line after them has any;
 *   - a decimal problem asked for no final form ends in a decimal when its value terminates, and
 *     when no operation of it leaves a repeating decimal, none of its lines has a fraction.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { execute } from '../execute';
import type { RationalWorkingSolveOutput } from '../solve/types';

interface CheckOutput {
  valid: boolean;
  final_form_ok: boolean | null;
  start_value: string | null;
  steps: Array<{ status: string }>;
}

const NOTATION_ACTIONS = ['percent_to_fraction', 'repeating_decimal_to_fraction', 'of_to_times', 'power_to_product'];
/** The notation the solver rewrites, as it can appear in a line's text. */
const HAS_NOTATION = /\bof\b|%|\^|[\u00b2\u00b3\u00b9\u2070-\u2079]|\.\.\.|\u2026/;
const HAS_FRACTION_BAR = /\d\/\d/;

const small = fc.integer({ min: 1, max: 12 });
const integer = small.map(String);
const fraction = fc.tuple(small, fc.integer({ min: 2, max: 12 })).map(([n, d]) => `${n}/${d}`);
const decimal = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 99 })).map(([w, f]) => `${w}.${f}`);
const notationNumber = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 150 })).map(([n]) => `${n}%`),
  fc.constantFrom('12.5%', '1/2%', '0.333...', '0.1666...', '.5', '.25', '3 13/12', '1 5/4', '2²', '2³', '(1/2)^2', '(2/3)²', '(-1/2)^3'),
);
const plainNumber = fc.oneof(integer, fraction, decimal);

/** An expression of up to `depth` levels: numbers, + − × ÷, "of", powers of a bracketed part. */
const expression = (leaf: fc.Arbitrary<string>, depth: number, operators: string[]): fc.Arbitrary<string> =>
  depth === 0
    ? leaf
    : fc.oneof(
        { weight: 2, arbitrary: leaf },
        {
          weight: 3,
          arbitrary: fc
            .tuple(expression(leaf, depth - 1, operators), fc.constantFrom(...operators), expression(leaf, depth - 1, operators))
            .map(([a, op, b]) => `${a} ${op} ${b}`),
        },
        {
          weight: 1,
          arbitrary: fc.tuple(expression(leaf, depth - 1, operators), fc.integer({ min: 1, max: 3 })).map(([a, n]) => `(${a})^${n}`),
        },
      );

const withNotation = fc
  .tuple(notationNumber, expression(fc.oneof(plainNumber, notationNumber), 2, ['+', '-', '×', '÷', 'of']))
  .map(([first, rest]) => `${first} × ${rest}`);

const decimalProblem = fc
  .tuple(decimal, expression(fc.oneof(integer, decimal), 2, ['+', '-', '×', '÷', 'of']))
  .map(([first, rest]) => `${first} + ${rest}`);

function solved(working: string, finalForm?: string): RationalWorkingSolveOutput | null {
  const response = execute('rational-working-solve', finalForm === undefined ? { working } : { working, final_form: finalForm });
  if ('error' in response) {
    // Only a solution too large for a working's limits, or the problem's own value over 200 digits, is refused.
    expect((response.error as { details: { reason: string } }).details.reason).toMatch(/^solution_|^value_too_large$/);
    return null;
  }
  return response as RationalWorkingSolveOutput;
}

function expectRechecks(output: RationalWorkingSolveOutput): void {
  const after = execute('rational-working-check', { working: output.working, final_form: output.final_form }) as CheckOutput;
  expect(after.valid).toBe(true);
  expect(after.final_form_ok).toBe(true);
  expect(after.steps.slice(1).every((step) => step.status === 'equal')).toBe(true);
  expect(after.start_value).toBe(output.final_value);
}

/** Whether some operation of the solution made a fraction in a line that had none. */
const madeARepeatingValue = (output: RationalWorkingSolveOutput): boolean =>
  output.steps.some((step) => step.action === 'evaluate' && HAS_FRACTION_BAR.test(step.result));

describe("rational-working-solve 1.1.0: the book's notation", () => {
  test('any problem with the new notation: the notation first, then a solution that re-checks valid and equal', () => {
    fc.assert(
      fc.property(withNotation, fc.constantFrom(undefined, 'lowest_terms', 'improper', 'mixed', 'decimal'), (working, finalForm) => {
        const output = solved(working, finalForm);
        if (output === null || output.reason !== null) return;
        expectRechecks(output);
        const notationSteps = output.steps.findIndex((step) => !NOTATION_ACTIONS.includes(step.action));
        const afterNotation = output.steps.slice(notationSteps < 0 ? output.steps.length : notationSteps);
        if (/%|\bof\b|\^|[\u00b2\u00b3]|\.\.\./.test(working)) expect(NOTATION_ACTIONS).toContain(output.steps[0]!.action);
        for (const step of afterNotation) {
          expect(NOTATION_ACTIONS).not.toContain(step.action);
          expect(step.text).not.toMatch(HAS_NOTATION);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('a decimal problem: worked in decimals, ending in a decimal when its value terminates, with no fraction line unless an operation leaves a repeating decimal', () => {
    fc.assert(
      fc.property(decimalProblem, (working) => {
        const output = solved(working);
        if (output === null || output.reason !== null) return;
        expect(output.final_form).toBe('decimal');
        expectRechecks(output);
        const terminates = terminatingDenominator(output.final_value!);
        const last = output.steps.at(-1)?.text ?? output.from_text;
        if (terminates) expect(last).not.toMatch(HAS_FRACTION_BAR);
        if (terminates && !madeARepeatingValue(output)) {
          for (const step of output.steps) expect(step.text).not.toMatch(HAS_FRACTION_BAR);
        }
      }),
      { numRuns: 400 },
    );
  });
});

/** Whether a canonical rational's denominator has no prime factor but 2 and 5. */
function terminatingDenominator(value: string): boolean {
  let d = BigInt(value.split('/')[1] ?? '1');
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}
