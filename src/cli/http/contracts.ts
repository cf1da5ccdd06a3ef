import { TOOL_IDS } from '../../core/execute';
import { CONTRACT_FILES } from '../contract-files';

/** A vendored tool contract, kept as parsed JSON so the server returns it exactly as given. */
export interface Contract {
  id: string;
  version: string;
  [field: string]: unknown;
}

/**
 * The vendored contracts of every tool the engine registers, checked once at server start: a
 * missing or mismatched contract is a broken build, so it fails loudly here rather than per request.
 */
export function loadContracts(): ReadonlyMap<string, Contract> {
  const contracts = new Map<string, Contract>();
  for (const id of TOOL_IDS) {
    const contract = CONTRACT_FILES.find((candidate) => candidate.id === id);
    if (contract === undefined || typeof contract.version !== 'string') {
      throw new Error(`no contract in contracts/ describes tool ${id}`);
    }
    contracts.set(id, contract);
  }
  return contracts;
}
