import { describe, expect, it } from 'vitest';
import { TOOL_IDS } from '../core/execute';
import { parseArgs } from './args';
import { TOOLS } from './tools';

describe('parseArgs', () => {
  it('takes a tool id with or without --jsonl, in either order', () => {
    expect(parseArgs(['rational-subtract'])).toEqual({ kind: 'tool', toolId: 'rational-subtract', jsonl: false, version: null });
    expect(parseArgs(['--jsonl', 'rational-subtract'])).toEqual({ kind: 'tool', toolId: 'rational-subtract', jsonl: true, version: null });
  });

  it("after a tool id, --version V names the contract version; alone, --version is the command's", () => {
    expect(parseArgs(['rational-working-check', '--version', '1.1.0'])).toEqual({
      kind: 'tool',
      toolId: 'rational-working-check',
      jsonl: false,
      version: '1.1.0',
    });
    expect(parseArgs(['rational-working-check', '--jsonl', '--version', '1.0.0'])).toEqual({
      kind: 'tool',
      toolId: 'rational-working-check',
      jsonl: true,
      version: '1.0.0',
    });
    expect(parseArgs(['--version'])).toEqual({ kind: 'version' });
    expect(parseArgs(['rational-working-check', '--version'])).toEqual({ kind: 'version' });
  });

  it('hands everything after serve to serve, flags included', () => {
    expect(parseArgs(['serve', '--port', '8080', '--help'])).toEqual({ kind: 'serve', args: ['--port', '8080', '--help'] });
  });

  it('lets --help and --version win over anything else', () => {
    expect(parseArgs(['nonsense', '-h'])).toEqual({ kind: 'help' });
    expect(parseArgs(['--version', 'rational-subtract'])).toEqual({ kind: 'version' });
  });

  it.each([[[]], [['list', 'x']], [['unknown-tool']], [['-x']], [['rational-subtract', 'serve']], [['list', '--jsonl']]])(
    '%j is a usage error',
    (argv) => {
      expect(parseArgs(argv).kind).toBe('usage-error');
    },
  );
});

describe('the tools the command offers', () => {
  it('are exactly the engine’s tools, in the same order', () => {
    expect(TOOLS.map((tool) => tool.id)).toEqual([...TOOL_IDS]);
  });
});
