// The contract's promises over random equations: a right move is equivalent, a rule applied at a
// site is not_equivalent and named, the solver's solution re-checks valid, and nothing throws.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { execute } from '../execute';
import {
  appliedRule,
  correctMove,
  equationText,
  equationWorkingInput,
  linearEquation,
  solutionOf,
} from '../../testing/equation-arbitraries';
import { formatFraction } from '../../testing/exact';
import type { LinearEquationCheckOutput } from './linear-equation-check';
import type { LinearEquationSolveOutput } from './linear-equation-solve';

const check = (working: string): LinearEquationCheckOutput => {
  const response = execute('linear-equation-check', { working });
  if ('error' in response) throw new Error(`${JSON.stringify(working)}: ${response.error.message}`);
  return response;
};

describe('linear-equation-check properties', () => {
  test('a random linear equation has its one solution', () => {
    fc.assert(
      fc.property(linearEquation, (e) => {
        expect(check(equationText(e)).solution).toEqual({ kind: 'one', value: formatFraction(solutionOf(e)) });
      }),
      { numRuns: 300 },
    );
  });

  test('a random right move is equivalent', () => {
    fc.assert(
      fc.property(
        linearEquation.chain((e) => fc.tuple(fc.constant(e), correctMove(e))),
        ([e, move]) => {
          const output = check(`${equationText(e)}\n${move}`);
          expect(output.steps[1]!.status).toBe('equivalent');
          expect(output.steps[1]!.misconceptions).toBeNull();
        },
      ),
      { numRuns: 400 },
    );
  });

  test('a random rule applied at a site is not_equivalent and lists that rule or its family', () => {
    fc.assert(
      fc.property(appliedRule, ({ working, rules }) => {
        const step = check(working).steps[1]!;
        expect(step.status).toBe('not_equivalent');
        const listed = (step.misconceptions ?? []).map((m) => m.rule as string);
        expect(listed.some((rule) => rules.includes(rule))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test("the solver's solution re-checks valid and ends in the solution", () => {
    fc.assert(
      fc.property(linearEquation, (e) => {
        const solved = execute('linear-equation-solve', { working: equationText(e) }) as LinearEquationSolveOutput;
        const rechecked = check(solved.working);
        expect(rechecked.valid).toBe(true);
        const value = formatFraction(solutionOf(e));
        expect(rechecked.answer).toEqual({ kind: 'one', value });
        // The answer line, then the answer put back into the first equation, marked as the check.
        // (A first line already written x = v needs no working and no check.)
        if (solved.steps.length === 0) return;
        const answerLine = solved.steps.filter((s) => s.action !== 'check').at(-1)!;
        expect(answerLine.text.replace(/\s+/g, '')).toBe(`${e.letter.toLowerCase()}=${value}`);
        expect(solved.steps.at(-1)!.action).toBe('check');
        expect(rechecked.steps.at(-1)).toMatchObject({ status: 'check', holds: true });
      }),
      { numRuns: 300 },
    );
  });

  test('any request to either tool: an output or an error envelope, never a throw', () => {
    fc.assert(
      fc.property(equationWorkingInput, fc.constantFrom('linear-equation-check', 'linear-equation-solve'), (input, tool) => {
        let response: unknown;
        expect(() => {
          response = execute(tool, input);
        }).not.toThrow();
        expect(typeof response).toBe('object');
        if (response !== null && typeof response === 'object' && 'error' in response) {
          expect((response as { error: { code: string } }).error.code).not.toBe('not_computable_internal');
          expect((response as { error: { message: string } }).error.message).not.toMatch(/^internal error/);
        }
      }),
      { numRuns: 600 },
    );
  });
});
