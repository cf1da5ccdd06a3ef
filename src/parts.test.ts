/**
 * The parts of design/parts.json cover the project: every file belongs to exactly one part, and
 * every never a part names is a layer rule that CI enforces (./layers.test.ts runs them all).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { parts } = JSON.parse(readFileSync(join(ROOT, 'design/parts.json'), 'utf8')) as {
  parts: Array<{ name: string; paths: string[]; job: string; nevers: string[] }>;
};
const rules = (
  JSON.parse(readFileSync(join(ROOT, '.dependency-cruiser.json'), 'utf8')) as { forbidden: Array<{ name: string }> }
).forbidden.map((rule) => rule.name);

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('the parts of the project', () => {
  const patterns = parts.map((part) => ({ name: part.name, paths: part.paths.map((path) => new RegExp(path)) }));

  it('every file belongs to exactly one part', () => {
    const files = ['src', 'bench', 'scripts', 'e2e', 'bin'].flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(500);
    const misplaced = files
      .map((file) => ({ file, in: patterns.filter((part) => part.paths.some((path) => path.test(file))).map((part) => part.name) }))
      .filter((placed) => placed.in.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it('every part says its job, and its nevers are layer rules', () => {
    for (const part of parts) {
      expect(part.job.length, part.name).toBeGreaterThan(20);
      for (const never of part.nevers) expect(rules, `${part.name}: ${never}`).toContain(never);
    }
  });

  it('every layer rule is some part’s never (or the one against cycles, everyone’s)', () => {
    const named = new Set(parts.flatMap((part) => part.nevers));
    expect(rules.filter((rule) => rule !== 'no-cycles' && !named.has(rule))).toEqual([]);
  });
});
