import { describe, expect, it } from 'vitest';
import { TOOL_IDS } from '../core/execute';
import { parseArgs } from './args';
import { TOOLS } from './tools';

describe('parseArgs', () => {
  it('takes a tool id with or without --jsonl, in either order', () => {
    expect(parseArgs(['rational-subtract'])).toEqual({ kind: 'tool', toolId: 'rational-subtract', jsonl: false });
    expect(parseArgs(['--jsonl', 'rational-subtract'])).toEqual({ kind: 'tool', toolId: 'rational-subtract', jsonl: true });
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
