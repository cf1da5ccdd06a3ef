/**
 * The engine's rational-working-check against the independent reference implementation
 * (./working-reference.ts) over generated requests of every kind (./working-arbitraries.ts):
 * outputs deep-equal, errors equal in code, reason and position. The long run is
 * `node --import tsx scripts/working-differential.ts` (200,000 requests by default).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execute } from '../core/execute';
import { malformedWorkingInput, validWorking, workingInput } from './working-arbitraries';
import { loadWorkingContract } from './working-contract';
import { comparable, compareResponses } from './working-differential';
import { referenceWorkingCheck } from './working-reference';

const TOOL = 'rational-working-check';

/**
 * A disagreement found by this comparison and judged an engine fault, not yet fixed: the position
 * of mixed_number_multiplied / mixed_number_whole_added for a MIXED inside parentheses is the "("
 * in the engine, the MIXED's first digit in the reference. The contract: "position is the operator
 * or the MIXED's start". Until it is fixed, the property compares everything else exactly and
 * leaves out only those two rules' positions; the `it.fails` test below shows the fault and starts
 * failing once the engine is fixed, which is the moment to delete this switch.
 */
const KNOWN_MIXED_POSITION_IN_PARENTHESES = true;

interface Misconception { rule: string; position: number | null }

/** A response with the positions of the two MIXED rules blanked (see above). */
function withoutMixedRulePositions(response: unknown): unknown {
  const copy = comparable(response) as { steps?: Array<{ misconceptions: Misconception[] | null }> };
  for (const step of copy.steps ?? []) {
    for (const m of step.misconceptions ?? []) if (m.rule.startsWith('mixed_number_')) m.position = -1;
  }
  return copy;
}

function agree(input: unknown): void {
  let engine: unknown = execute(TOOL, input);
  let reference: unknown = referenceWorkingCheck(input);
  if (KNOWN_MIXED_POSITION_IN_PARENTHESES) {
    engine = withoutMixedRulePositions(engine);
    reference = withoutMixedRulePositions(reference);
  }
  expect(compareResponses(engine, reference, (input as { working?: string } | null)?.working)).toBeNull();
}

describe('rational-working-check: engine and reference agree', () => {
  it('on the contract examples', () => {
    for (const example of loadWorkingContract().examples) agree(example.input);
  });

  it('on requests of every kind', () => {
    fc.assert(fc.property(workingInput, agree), { numRuns: 1_500 });
  });

  it('on valid chains with final forms', () => {
    fc.assert(
      fc.property(validWorking, fc.constantFrom(undefined, 'any', 'lowest_terms', 'improper', 'mixed'), (c, form) => {
        agree(form === undefined ? { working: c.working } : { working: c.working, final_form: form });
      }),
      { numRuns: 500 },
    );
  });

  it('on malformed inputs', () => {
    fc.assert(fc.property(malformedWorkingInput, agree), { numRuns: 300 });
  });

  // The known fault above on a small input: (1+1)/2 * 2 = 2 is mixed_number_whole_added at the
  // MIXED "1 1/2", which starts at 1; the engine says 0, the "(".
  it.fails('engine fault: a MIXED in parentheses is placed at its "(" (contract: "the MIXED\'s start")', () => {
    const input = { working: '(1 1/2) * 2 = 2' };
    expect(referenceWorkingCheck(input)).toMatchObject({ steps: [{}, { misconceptions: [{ rule: 'mixed_number_whole_added', position: 1 }] }] });
    expect(compareResponses(execute(TOOL, input), referenceWorkingCheck(input), input.working)).toBeNull();
  });
});
