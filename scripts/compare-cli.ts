/**
 * `npm run compare-cli -- <git-revision> [--runs N] [--seed S]`: the `exactly` command of the
 * working tree against the one at a revision, both run as real processes on the same bytes; every
 * output byte and exit status compared. Where compare-engines checks the engine, this checks what
 * the command adds around it: reading lines, CR LF, byte order marks, UTF-8, JSON faults, order.
 *
 * Per tool, one --jsonl batch: generated requests of that tool (src/testing/arbitraries), every
 * contract's examples, byte soup, strings, requests cut short, blank lines, a BOM, bytes that are
 * not UTF-8, deep nesting and a 1 MiB line, with LF and CR LF line ends and a last line without
 * one; then single-request runs on a few of the same inputs. All within the request bound, so the
 * two must agree on every answer. The revision is checked out in a temporary git worktree that
 * borrows this checkout's node_modules (and builds its command, if it has a build). Prints the
 * count and the first ten differences; exits 1 if there is any.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { byteSoup, rawString, TOOL_INPUTS } from '../src/testing/arbitraries';
import { listedChange } from './compare-cli-changes';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} needs a positive integer`);
  return value;
}

const revision = process.argv[2];
if (revision === undefined || revision.startsWith('--')) {
  console.error('usage: npm run compare-cli -- <git-revision> [--runs N] [--seed S]');
  process.exit(2);
}
const runs = option('runs', 2_000);
const seed = option('seed', 20261130);
const ROOT = fileURLToPath(new URL('../', import.meta.url));

const contracts = readdirSync(join(ROOT, 'contracts'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(ROOT, 'contracts', name), 'utf8')) as { id: string; examples: Array<{ input: unknown }> });
const examples = contracts.flatMap((contract) => contract.examples.map((example) => JSON.stringify(example.input)));

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Lines any tool's batch gets: everything the command itself must read and refuse alike. */
function commonLines(): Buffer[] {
  const lines: Buffer[] = examples.map(bytes);
  for (const soup of fc.sample(byteSoup, { numRuns: runs / 4, seed })) lines.push(Buffer.from(soup));
  for (const text of fc.sample(rawString, { numRuns: runs / 4, seed })) lines.push(bytes(text), bytes(JSON.stringify(text)));
  for (const [example, at] of fc.sample(fc.tuple(fc.constantFrom(...examples), fc.nat()), { numRuns: runs / 4, seed })) {
    lines.push(bytes(example.slice(0, at % (example.length + 1))));
  }
  lines.push(
    bytes(''),
    bytes('   \t'),
    bytes('\r'),
    Buffer.concat([BOM, bytes(examples[0]!)]),
    BOM,
    Buffer.from([0x7b, 0xff, 0x7d]),
    Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]),
    bytes('"\ud800"'),
    bytes('['.repeat(10_000) + ']'.repeat(10_000)),
    bytes('['.repeat(10_000)),
    bytes(JSON.stringify('x'.repeat(1 << 20))),
    bytes(`"${'y'.repeat(1 << 20)}`),
  );
  return lines;
}

/** The request lines the command reads from a --jsonl batch: split at LF, a CR before it dropped (a generated line may itself hold an LF). */
function requestLinesOf(input: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  for (let from = 0; from <= input.length;) {
    let lf = input.indexOf(0x0a, from);
    if (lf < 0) lf = input.length;
    const end = lf > from && input[lf - 1] === 0x0d ? lf - 1 : lf;
    lines.push(input.subarray(from, end));
    from = lf + 1;
  }
  return lines;
}

/** Joins lines with LF or CR LF in turn, the last without a line end. */
function batch(lines: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [];
  lines.forEach((line, i) => {
    parts.push(line);
    if (i < lines.length - 1) parts.push(bytes(i % 3 === 0 ? '\r\n' : '\n'));
  });
  return Buffer.concat(parts);
}

interface Output {
  status: number | null;
  stdout: Buffer;
}
const run = (bin: string, args: string[], input: Buffer): Output => {
  const result = spawnSync(process.execPath, [bin, ...args], { input, maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout };
};

const worktree = mkdtempSync(join(tmpdir(), 'exactly-compare-cli-'));
execFileSync('git', ['worktree', 'add', '--detach', worktree, revision], { stdio: 'inherit' });
try {
  symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'));
  // A revision whose command runs built JavaScript gets its own build (`npm run build:cli`
  // builds this checkout's before this script starts); older ones run their sources through tsx.
  const theirScripts =
    (JSON.parse(readFileSync(join(worktree, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  if ('build:cli' in theirScripts) execFileSync('npm', ['run', '--silent', 'build:cli'], { cwd: worktree, stdio: 'inherit' });
  const ours = join(ROOT, 'bin/exactly.js');
  const theirs = join(worktree, 'bin/exactly.js');
  let compared = 0;
  let differences = 0;
  const listed = new Map<string, number>();
  /**
   * One run of both commands on the same bytes. With the request lines of a --jsonl batch, each
   * differing response line is checked against the version notes (./compare-cli-changes.ts): a
   * listed change is counted under its note, anything else is a difference.
   */
  const compare = (what: string, args: string[], input: Buffer, requestLines?: readonly Buffer[]): void => {
    const a = run(ours, args, input);
    const b = run(theirs, args, input);
    const ourLines = a.stdout.toString('utf8').split('\n');
    const theirLines = b.stdout.toString('utf8').split('\n');
    compared += Math.max(ourLines.length, theirLines.length) - 1;
    if (a.status === b.status && a.stdout.equals(b.stdout)) return;
    const tool = args[0]!;
    const oneToOne = requestLines !== undefined && ourLines.length === theirLines.length && ourLines.length - 1 === requestLines.length;
    const unlisted: number[] = [];
    ourLines.forEach((line, i) => {
      if (line === theirLines[i]) return;
      const note = oneToOne ? listedChange(tool, requestLines[i]!.toString('utf8'), theirLines[i]!, line) : null;
      if (note === null) unlisted.push(i);
      else listed.set(`${tool}: ${note}`, (listed.get(`${tool}: ${note}`) ?? 0) + 1);
    });
    if (process.env.COMPARE_CLI_DUMP !== undefined && requestLines !== undefined) {
      for (const i of unlisted)
        console.error(
          JSON.stringify({
            tool,
            request: requestLines[i]?.toString('utf8').slice(0, 400),
            before: theirLines[i]?.slice(0, 1500),
            after: ourLines[i]?.slice(0, 1500),
          }),
        );
    }
    if (unlisted.length === 0 && a.status === b.status) return;
    differences++;
    const at = unlisted[0] ?? ourLines.findIndex((line, i) => line !== theirLines[i]);
    if (differences <= 10) {
      console.log(
        `difference in ${what} (exit ${b.status} → ${a.status}), ${unlisted.length} lines no version note lists, first at output line ${at + 1}\n  ${revision.padEnd(6)} ${theirLines[at]?.slice(0, 300)}\n  now    ${ourLines[at]?.slice(0, 300)}`,
      );
    }
  };
  const common = commonLines();
  // A tool new since the revision has nothing there to compare with.
  const theirTools = new Set(
    readdirSync(join(worktree, 'contracts'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, '')),
  );
  for (const contract of contracts) {
    if (!theirTools.has(contract.id)) {
      console.log(`${contract.id}: new since ${revision}, not compared`);
      continue;
    }
    const generated =
      contract.id in TOOL_INPUTS
        ? fc
            .sample(TOOL_INPUTS[contract.id as keyof typeof TOOL_INPUTS], { numRuns: runs, seed })
            .map((input) => bytes(JSON.stringify(input)))
        : [];
    const lines = fc.sample(fc.shuffledSubarray([...generated, ...common], { minLength: generated.length + common.length }), {
      numRuns: 1,
      seed,
    })[0]!;
    const input = batch(lines);
    compare(`${contract.id} --jsonl`, [contract.id, '--jsonl'], input, requestLinesOf(input));
    const single = [
      bytes(JSON.stringify(contract.examples[0]!.input, null, 2)),
      bytes(''),
      bytes('not json\n'),
      Buffer.from([0x7b, 0xff, 0x7d]),
      Buffer.concat([BOM, bytes(examples[0]!)]),
      lines[0]!,
    ];
    for (const input of single) compare(`${contract.id} (single request)`, [contract.id], input, [input]);
  }
  for (const [note, count] of listed) console.log(`listed in the version notes: ${note}: ${count} responses`);
  console.log(
    `compared ${compared} responses of the command in the working tree and at ${revision}: ${differences} differences no version note lists (seed ${seed}, ${runs} runs)`,
  );
  process.exitCode = differences === 0 ? 0 : 1;
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { stdio: 'inherit' });
  rmSync(worktree, { recursive: true, force: true });
}
