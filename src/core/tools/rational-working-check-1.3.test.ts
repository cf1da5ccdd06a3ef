/**
 * rational-working-check 1.3.0 (issue 41): where 1.2.0's code did not follow its own text, and
 * the readings its text left open, each decided in the contract with an example. Expected values
 * are worked out by hand in the comments. Every output is held to the output_schema.
 */
import { describe, expect, it } from 'vitest';
import { loadContract, outputSchemaErrors } from '../../testing/contracts';
import { execute } from '../execute';

const TOOL = 'rational-working-check';
const contract = loadContract(TOOL);

interface Named { rule: string; position: number | null }
interface Step { status: string; misconceptions: Named[] | null; ambiguous?: Named[]; term_errors?: unknown[] }

function lastStep(working: string): Step {
  const response = JSON.parse(JSON.stringify(execute(TOOL, { working }))) as { steps: Step[] } & { error?: unknown };
  if ('error' in response) throw new Error(`expected an output for ${working}, got ${JSON.stringify(response)}`);
  expect(outputSchemaErrors(contract, response)).toEqual([]);
  const last = response.steps.at(-1)!;
  expect(last.status).toBe('not_equal');
  return last;
}

const at = (list: readonly Named[]): string[] => list.map(({ rule, position }) => `${rule}@${position}`);
/** The last step's misconceptions as "rule@position". */
const found = (working: string): string[] => at(lastStep(working).misconceptions!);
/** The last step's ambiguous candidates, or null when it has none. */
const ambiguousOf = (working: string): string[] | null => {
  const step = lastStep(working);
  return step.ambiguous === undefined ? null : at(step.ambiguous);
};

describe('Notation: a MIXED written in an operand makes a fraction site, as a FRACTION does', () => {
  it('(1 1/2 + 0) + 2 = 5/3 is added_across at the outer +', () => {
    // W(1 1/2 + 0) = 3/2 (its value), W(2) = 2/1: (3+2)/(2+1) = 5/3.
    expect(found('(1 1/2 + 0) + 2 = 5/3')).toEqual(['added_across@12']);
  });

  it('(1 1/2 - 1) × 3 = 3/6 is multiplied_numerator_and_denominator at the ×', () => {
    // W(1 1/2 − 1) = 1/2, k = 3: (3·1)/(3·2) = 3/6.
    expect(found('(1 1/2 - 1) × 3 = 3/6')).toEqual(['multiplied_numerator_and_denominator@12']);
  });

  it('1 1/2*1+1 1/2*0 = 1 is ambiguous: added across at the + or the whole added to the numerator', () => {
    // At the +: W = 3/2 and 0/1, (3+0)/(2+1) = 1. At the first 1 1/2: (1+1)/2 = 1, and 1·1 + 3/2·0 = 1.
    expect(found('1 1/2*1+1 1/2*0 = 1')).toEqual([]);
    expect(ambiguousOf('1 1/2*1+1 1/2*0 = 1')).toEqual(['added_across@7', 'mixed_number_whole_added@0']);
  });

  it('a MIXED operand itself still keeps the fraction rules away: 2 1/5 + 1 2/5 = 18/10 is no added_across', () => {
    expect(found('2 1/5 + 1 2/5 = 18/10')).not.toContain('added_across@6');
  });
});

describe('"* not of": of is not a written product for the rules that say so', () => {
  it('5 of 100 = 50000 is no power-of-ten shift; 5 × 100 = 50000 is', () => {
    expect(found('5 of 100 = 50000')).toEqual([]);
    expect(found('5 × 100 = 50000')).toEqual(['power_of_ten_shift_wrong@2']);
  });

  it('0.5 of 0.2 = 1 and 0.3 of 0.2 = 6 are no misplaced point; written with × they are named', () => {
    expect(found('0.5 of 0.2 = 1')).toEqual([]);
    expect(found('0.3 of 0.2 = 6')).toEqual([]);
    // 0.5 × 0.2 = 0.1: digits 5·2 over 10^1 (the places not added) give 1.
    expect(found('0.5 × 0.2 = 1')).toEqual(['decimal_places_not_added@4']);
    // 0.3 × 0.2 = 0.06, its digits without the point: 6.
    expect(found('0.3 × 0.2 = 6')).toEqual(['decimal_point_dropped@4']);
  });
});
