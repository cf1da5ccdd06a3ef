/**
 * The layer rules of .dependency-cruiser.json, enforced by the unit tests (and so by CI): the
 * source tree must keep them, and each rule must catch the violation it names, shown on a small
 * tree built for the purpose.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const config = JSON.parse(readFileSync(join(ROOT, '.dependency-cruiser.json'), 'utf8')) as {
  forbidden: NonNullable<IFlattenedRuleSet['forbidden']>;
  options: ICruiseOptions;
};

async function violationsIn(baseDir: string, roots: string[]): Promise<string[]> {
  const { output } = await cruise(roots, { ...config.options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('layer rules', () => {
  it('the project keeps every rule', async () => {
    expect(await violationsIn(ROOT, ['src', 'bench', 'scripts', 'e2e', 'bin'])).toEqual([]);
  }, 120_000);

  describe('each rule catches what it names', () => {
    const tree = mkdtempSync(join(tmpdir(), 'exactly-layers-'));
    afterAll(() => rmSync(tree, { recursive: true, force: true }));
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    writeFileSync(join(tree, 'package.json'), JSON.stringify({ name: 'layers-fixture', type: 'module' }));
    write('contracts/tool.json', '{}');
    write('src/ui/tabs.ts', 'export const tabs = 1;\n');
    write('src/cli/serve.ts', 'export const serve = 1;\n');
    write('src/core/pure.ts', "import { helper } from './helper';\nexport const pure = helper;\n");
    write('src/core/helper.ts', 'export const helper = 1;\n');
    write(
      'src/core/pure.test.ts',
      "import { readFileSync } from 'node:fs';\nimport { tabs } from '../ui/tabs';\nexport const allowed = [readFileSync, tabs];\n",
    );
    write(
      'src/core/reaches-up.ts',
      "import { tabs } from '../ui/tabs';\nimport contract from '../../contracts/tool.json' with { type: 'json' };\nexport const up = [tabs, contract];\n",
    );
    write('src/core/uses-node.ts', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n");
    write('src/ui/uses-command.ts', "import { serve } from '../cli/serve';\nexport const usesCommand = serve;\n");
    write('src/ui/working/working-state.ts', 'export const working = 1;\n');
    write('src/ui/tab-tools/uses-tab.ts', "import { working } from '../working/working-state';\nexport const toolUsesTab = working;\n");
    write('src/ui/tab-adapters.ts', "import { working } from './working/working-state';\nexport const registry = working;\n");
    write('src/worker/uses-app.ts', "import { tabs } from '../ui/tabs';\nexport const usesApp = tabs;\n");
    write('src/csv/uses-command.ts', "import { serve } from '../cli/serve';\nexport const csvUsesCommand = serve;\n");
    write('src/print/uses-app.ts', "import { tabs } from '../ui/tabs';\nexport const printUsesApp = tabs;\n");
    write('src/cli/cycle-a.ts', "import { b } from './cycle-b';\nexport const a = (): unknown => b;\n");
    write('src/cli/cycle-b.ts', "import { a } from './cycle-a';\nexport const b = (): unknown => a;\n");

    it('flags exactly the planted violations', async () => {
      expect((await violationsIn(tree, ['src'])).sort()).toEqual([
        'app-takes-nothing-from-command: src/ui/uses-command.ts → src/cli/serve.ts',
        'core-imports-nothing-above: src/core/reaches-up.ts → contracts/tool.json',
        'core-imports-nothing-above: src/core/reaches-up.ts → src/ui/tabs.ts',
        'core-no-node-or-dom: src/core/uses-node.ts → fs',
        'csv-edge-takes-nothing-above: src/csv/uses-command.ts → src/cli/serve.ts',
        'no-cycles: src/cli/cycle-a.ts → src/cli/cycle-b.ts',
        'print-edge-takes-nothing-above: src/print/uses-app.ts → src/ui/tabs.ts',
        'shared-ui-takes-nothing-from-a-tab: src/ui/tab-tools/uses-tab.ts → src/ui/working/working-state.ts',
        'worker-takes-nothing-from-app: src/worker/uses-app.ts → src/ui/tabs.ts',
      ]);
    }, 60_000);
  });
});
