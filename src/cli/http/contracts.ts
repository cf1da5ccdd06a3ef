import { readFileSync } from 'node:fs';
import { TOOL_IDS } from '../../core/execute';

/** A vendored tool contract, kept as parsed JSON so the server returns it exactly as given. */
export interface Contract {
  id: string;
  version: string;
  [field: string]: unknown;
}

const CONTRACTS_DIR = new URL('../../../contracts/', import.meta.url);

/**
 * Reads the vendored contracts of every tool the engine registers. Read once at server start:
 * a missing or mismatched file is a broken checkout, so it fails loudly here rather than per request.
 */
export function loadContracts(): ReadonlyMap<string, Contract> {
  const contracts = new Map<string, Contract>();
  for (const id of TOOL_IDS) {
    const contract = JSON.parse(readFileSync(new URL(`${id}.json`, CONTRACTS_DIR), 'utf8')) as Contract;
    if (contract.id !== id || typeof contract.version !== 'string') {
      throw new Error(`contracts/${id}.json does not describe tool ${id}`);
    }
    contracts.set(id, contract);
  }
  return contracts;
}
