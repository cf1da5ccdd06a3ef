/**
 * The last step of a rational-working-check working, held to the contract's output_schema and
 * required to be wrong, and what it names, as "rule@position": the harness of the tests of each
 * version's naming sentences.
 */
import { expect } from 'vitest';
import { execute } from '../core/execute';
import { loadContract, outputSchemaErrors } from './contracts';

const TOOL = 'rational-working-check';
const contract = loadContract(TOOL);

export interface NamedRule {
  rule: string;
  position: number | null;
}
export interface CheckedStep {
  status: string;
  misconceptions: NamedRule[] | null;
  ambiguous?: NamedRule[];
  term_errors?: unknown[];
}

export function lastStep(working: string): CheckedStep {
  const response = JSON.parse(JSON.stringify(execute(TOOL, { working }))) as { steps: CheckedStep[] } & { error?: unknown };
  if ('error' in response) throw new Error(`expected an output for ${working}, got ${JSON.stringify(response)}`);
  expect(outputSchemaErrors(contract, response)).toEqual([]);
  const last = response.steps.at(-1)!;
  expect(last.status).toBe('not_equal');
  return last;
}

export const at = (list: readonly NamedRule[]): string[] => list.map(({ rule, position }) => `${rule}@${position}`);
/** The last step's misconceptions as "rule@position". */
export const found = (working: string): string[] => at(lastStep(working).misconceptions!);
/** The last step's ambiguous candidates, or null when it has none. */
export const ambiguousOf = (working: string): string[] | null => {
  const step = lastStep(working);
  return step.ambiguous === undefined ? null : at(step.ambiguous);
};
