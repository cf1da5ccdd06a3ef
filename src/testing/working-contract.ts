/**
 * The rational-working-check contract for tests: the vendored copy in contracts/ once it is there,
 * until then the shared spec it is copied from (../shared/specs beside the worktrees).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACTS_DIR, type ToolContract } from './contracts';

export function loadWorkingContract(): ToolContract {
  const vendored = `${CONTRACTS_DIR}rational-working-check.json`;
  const candidates = [
    vendored,
    fileURLToPath(new URL('../../../../shared/specs/rational-working-check.json', import.meta.url)),
    '/work/shared/specs/rational-working-check.json',
  ];
  const path = candidates.find((candidate) => existsSync(candidate));
  if (path === undefined) throw new Error(`no rational-working-check contract in ${candidates.join(', ')}`);
  return JSON.parse(readFileSync(path, 'utf8')) as ToolContract;
}
