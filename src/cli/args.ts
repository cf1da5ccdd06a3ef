/** Turns the command line into one command; every way of getting it wrong is a usage error. */
import { TOOLS, isToolId } from './tools';

export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'list' }
  | { kind: 'serve'; args: string[] }
  | { kind: 'grade'; args: string[] }
  | { kind: 'practice'; args: string[] }
  /** `version`: the contract version asked for with `--version V` after a tool id (null: the current one). */
  | { kind: 'tool'; toolId: string; jsonl: boolean; version: string | null }
  | { kind: 'usage-error'; message: string };

const SEMVER = /^\d+\.\d+\.\d+$/;

const toolList = (): string => TOOLS.map((tool) => tool.id).join(', ');

export function parseArgs(argv: readonly string[]): Command {
  // `serve` owns everything after it: its flags are its own.
  if (argv[0] === 'serve') return { kind: 'serve', args: argv.slice(1) };
  if (argv[0] === 'grade') return { kind: 'grade', args: argv.slice(1) };
  if (argv[0] === 'practice') return { kind: 'practice', args: argv.slice(1) };

  let jsonl = false;
  let version: string | null = null;
  const words: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    // After a tool id, --version names the contract version to answer as; alone, it asks for the command's own.
    if (arg === '--version' && words.length > 0 && SEMVER.test(argv[index + 1] ?? '')) {
      version = argv[++index]!;
      continue;
    }
    if (arg === '-v' || arg === '--version') return { kind: 'version' };
    if (arg === '--jsonl') jsonl = true;
    else if (arg.startsWith('-') && arg !== '-') return { kind: 'usage-error', message: `unknown option ${arg}` };
    else words.push(arg);
  }

  const [word, extra] = words;
  if (word === undefined) return { kind: 'usage-error', message: `missing tool id (one of: ${toolList()})` };
  if (extra !== undefined) return { kind: 'usage-error', message: `unexpected argument ${extra}` };
  if (word === 'list') {
    return jsonl ? { kind: 'usage-error', message: '--jsonl goes with a tool id, not with list' } : { kind: 'list' };
  }
  if (word === 'serve' || word === 'grade' || word === 'practice')
    return { kind: 'usage-error', message: `${word} must come first: exactly ${word} …` };
  if (!isToolId(word)) return { kind: 'usage-error', message: `unknown tool ${word} (one of: ${toolList()})` };
  return { kind: 'tool', toolId: word, jsonl, version };
}
