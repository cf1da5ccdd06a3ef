/**
 * The rational-working-check contracts for tests: the current one (contracts/), and a published
 * one by version (contracts/published/), such as the 1.1.0 that the independent reference
 * (./working-reference.ts) implements.
 */
import { readFileSync } from 'node:fs';
import { CONTRACTS_DIR, type ToolContract } from './contracts';

export function loadWorkingContract(version?: string): ToolContract {
  const path =
    version === undefined
      ? `${CONTRACTS_DIR}rational-working-check.json`
      : `${CONTRACTS_DIR}published/rational-working-check-${version}.json`;
  return JSON.parse(readFileSync(path, 'utf8')) as ToolContract;
}
