/**
 * The tools as the command line presents them: id, one-line description and a sample
 * request, all read from the vendored contracts so there is one copy of each.
 */
import decimalExpressionEvaluate from '../../contracts/decimal-expression-evaluate.json' with { type: 'json' };
import rationalExpressionCheck from '../../contracts/rational-expression-check.json' with { type: 'json' };
import rationalSubtract from '../../contracts/rational-subtract.json' with { type: 'json' };
import rationalTraceCheck from '../../contracts/rational-trace-check.json' with { type: 'json' };
import rationalWorkingCheck from '../../contracts/rational-working-check.json' with { type: 'json' };

interface ContractSummary {
  id: string;
  description: string;
  examples: ReadonlyArray<{ input: unknown; output: unknown }>;
}

export interface ToolSummary {
  id: string;
  description: string;
  /** The contract's shortest example request, serialized: short enough for a help screen. */
  sampleInput: string;
}

const contracts: readonly ContractSummary[] = [
  decimalExpressionEvaluate,
  rationalExpressionCheck,
  rationalSubtract,
  rationalTraceCheck,
  rationalWorkingCheck,
];

function shortestExampleInput(contract: ContractSummary): string {
  const inputs = contract.examples.map((example) => JSON.stringify(example.input));
  return inputs.reduce((shortest, input) => (input.length < shortest.length ? input : shortest));
}

export const TOOLS: readonly ToolSummary[] = contracts.map((contract) => ({
  id: contract.id,
  description: contract.description,
  sampleInput: shortestExampleInput(contract),
}));

export function isToolId(word: string): boolean {
  return TOOLS.some((tool) => tool.id === word);
}
