/**
 * Properties of rational-working-solve over generated workings (fast-check), checked against
 * rational-working-check and the test-only fractions of src/testing/exact.ts, not the solver:
 *   - execute never throws, and answers with an output that fits the schema or an envelope;
 *   - the `working` it gives re-checks valid, every step equal, the final form holding;
 *   - each step's value is the problem's, and the step continued from is the one the rule names;
 *   - each step rewrites one operation: the line's operators drop by one at most, and what is
 *     outside the rewritten part is copied;
 *   - every common denominator is the least one.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { errorEnvelopeProblems, loadContract, outputSchemaErrors } from '../../testing/contracts';
import { gcd } from '../../testing/exact';
import { validWorking, workingChain, laidOut, workingInput } from '../../testing/working-arbitraries';
import { execute } from '../execute';
import type { RationalWorkingSolveOutput } from '../solve/types';

const contract = loadContract('rational-working-solve');
const FORMS = ['lowest_terms', 'improper', 'mixed'] as const;
const SOLUTION_LIMITS = [
  'solution_too_many_steps',
  'solution_literal_too_long',
  'solution_too_many_tokens',
  'solution_too_deep',
  'solution_too_long',
];

interface CheckOutput {
  valid: boolean;
  final_form_ok: boolean | null;
  start_value: string | null;
  steps: Array<{ status: string; value: string | null; line: number; text: string }>;
}

const check = (working: string, finalForm: string = 'any'): CheckOutput | { error: unknown } =>
  execute('rational-working-check', { working, final_form: finalForm }) as CheckOutput | { error: unknown };

/** The binary operators of a line (a minus after an operand), not its signs nor its fraction bars. */
function binaryOperators(line: string): number {
  let count = 0;
  let afterOperand = false;
  for (const c of line.replace(/(?<![\d.])(\d+[ \t\r]+)?\d+\/\d+/g, '0')) {
    if (/\s/.test(c)) continue;
    if ('+-−–*×·⋅/÷:'.includes(c)) {
      if (afterOperand) count++;
      afterOperand = false;
    } else afterOperand = c !== '(';
  }
  return count;
}

/** A line without parentheses, minus signs and spaces: a rewrite must keep it the same outside its part. */
const skeleton = (text: string): string => text.replace(/[()\s\-−–]/g, '');

const request = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: validWorking },
      { weight: 2, arbitrary: laidOut(workingChain({ maxMoves: 4, weights: { misconception: 6, wrong: 3, reduce: 3, divzero: 1 } })) },
    ),
    fc.constantFrom(...FORMS),
    fc.boolean(),
  )
  .map(([c, finalForm, cancel]) => ({ working: c.working, final_form: finalForm, cancel }));

describe('rational-working-solve properties', () => {
  test('execute never throws: an output that fits the schema, or an envelope', () => {
    fc.assert(
      fc.property(fc.oneof(request, workingInput, fc.jsonValue()), (input) => {
        const response = execute('rational-working-solve', input);
        if ('error' in response) expect(errorEnvelopeProblems(response)).toEqual([]);
        else expect(outputSchemaErrors(contract, response)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  test('the solution re-checks valid and equal to the problem, in the final form, from the step the rule names', () => {
    fc.assert(
      fc.property(request, (input) => {
        const response = execute('rational-working-solve', input);
        const before = check(input.working);
        if ('error' in response) {
          // The working's own faults are the check's; past that, only a solution limit.
          if ('error' in before) expect(response).toEqual(before);
          else expect(SOLUTION_LIMITS).toContain((response.error as { details: { reason: string } }).details.reason);
          return;
        }
        const output = response as RationalWorkingSolveOutput;
        if ('error' in before) throw new Error('the solver answered a working the check rejects');
        const firstBad = before.steps.findIndex((step) => step.status === 'not_equal' || step.status === 'division_by_zero');
        const expectedFrom = firstBad < 0 ? before.steps.length - 1 : Math.max(firstBad - 1, 0);
        expect(output.from_step).toBe(expectedFrom);
        expect(output.from_line).toBe(before.steps[expectedFrom]!.line);
        expect(output.final_value).toBe(before.start_value);
        if (output.reason === 'division_by_zero') {
          expect(output.steps).toEqual([]);
          return;
        }
        for (const step of output.steps) expect(step.value).toBe(before.start_value);
        const after = check(output.working, input.final_form);
        if ('error' in after) throw new Error(`the solution's working does not check: ${JSON.stringify(after)}`);
        expect(after.valid).toBe(true);
        expect(after.final_form_ok).toBe(true);
        expect(after.steps.slice(1).every((step) => step.status === 'equal')).toBe(true);
        expect(after.steps).toHaveLength(expectedFrom + 1 + output.steps.length);
      }),
      { numRuns: 500 },
    );
  });

  test('each step rewrites one operation, copies the rest, and a common denominator is the least', () => {
    fc.assert(
      fc.property(request, (input) => {
        const response = execute('rational-working-solve', input);
        if ('error' in response) return;
        const output = response as RationalWorkingSolveOutput;
        let previous = output.from_text;
        for (const step of output.steps) {
          const drop = binaryOperators(previous) - binaryOperators(step.text);
          // evaluate with no operands is the clean-up of a number's signs (--2), no operation.
          const completes =
            ['add_numerators', 'subtract_numerators', 'multiply', 'evaluate'].includes(step.action) &&
            !(step.action === 'evaluate' && step.numbers.left === undefined);
          expect(drop).toBe(completes ? 1 : 0);
          if (step.position !== null) {
            expect(previous.slice(step.position, step.position + step.rewritten.length)).toBe(step.rewritten);
            const before = skeleton(previous.slice(0, step.position));
            const after = skeleton(previous.slice(step.position + step.rewritten.length));
            expect(skeleton(step.text)).toBe(before + skeleton(step.result) + after);
          }
          if (step.action === 'common_denominator') {
            const b = BigInt(step.numbers.left_denominator as string);
            const d = BigInt(step.numbers.right_denominator as string);
            expect(step.numbers.common_denominator).toBe(String((b / gcd(b, d)) * d));
          }
          previous = step.text;
        }
      }),
      { numRuns: 500 },
    );
  });
});
