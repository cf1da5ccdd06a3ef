/**
 * The tools as the command line presents them: id, one-line description and a sample
 * request, all read from the vendored contracts so there is one copy of each.
 */
import { CONTRACT_FILES, type ContractFile } from './contract-files';

export interface ToolSummary {
  id: string;
  description: string;
  /** The contract's shortest example request, serialized: short enough for a help screen. */
  sampleInput: string;
}

function shortestExampleInput(contract: ContractFile): string {
  const inputs = contract.examples.map((example) => JSON.stringify(example.input));
  return inputs.reduce((shortest, input) => (input.length < shortest.length ? input : shortest));
}

export const TOOLS: readonly ToolSummary[] = CONTRACT_FILES.map((contract) => ({
  id: contract.id,
  description: contract.description,
  sampleInput: shortestExampleInput(contract),
}));

export function isToolId(word: string): boolean {
  return TOOLS.some((tool) => tool.id === word);
}
