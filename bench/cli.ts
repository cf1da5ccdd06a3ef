/**
 * `npm run bench:cli`: the `exactly` command on stdin, run as a user runs it (the real binary).
 *
 *  1. Memory: the peak resident set (`/usr/bin/time`'s maximum RSS) on hostile input, each fed
 *     through a pipe from this process as it is generated (nothing is written to disk): a 300 MB
 *     line with --jsonl and as a single request, a 200 MB line of spaces before a request, a 2 GiB
 *     line between two requests; beside them the floor (one small request) and, within the 4 MiB
 *     request bound, the largest request any tool accepts and the costliest line we know. Target
 *     for the over-long inputs: under 150 MB, with every other line answered as it should be.
 *  0. Start-up: `exactly list` against a bare `node -e 0`, wall time of the whole process, in
 *     interleaved pairs (--pairs N, default 10); target: the median within 1.5× node's.
 *  3. A class graded: `exactly grade` on bench/class-file.ts's rows (--grade-rows N, default
 *     1,000,000) with its key, the results to a file: peak RSS, wall and rows per second, median of
 *     --grade-runs runs (default 3), beside the floor of reading the same file (papaparse alone,
 *     bench/class-read-floor.mjs) measured in the same run; targets: under 200 MB, at least
 *     10,000 rows/s.
 *  2. Throughput: an ordinary batch (60,000 rational-expression-check lines, --jsonl), median
 *     wall and CPU time of several runs; with --baseline, the same runs of another checkout's
 *     binary interleaved with ours, so whatever else the machine does weighs on both alike.
 *
 * Options: --bin PATH (the binary to measure; default this checkout's), --baseline PATH (a second
 * binary for the throughput comparison), --runs N (throughput runs per binary, default 7),
 * --cases a,b (memory cases by id; `none` skips the memory part), --parts startup,memory,throughput
 * (the parts to run: startup, memory, throughput, grade; default all). Nothing here is a pass/fail test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rationalExpressionCheck from '../contracts/rational-expression-check.json' with { type: 'json' };
import rationalSubtract from '../contracts/rational-subtract.json' with { type: 'json' };
import { traceAtEveryLimit } from '../src/testing/largest-requests';
import { writeFileSync } from 'node:fs';
import { classFiles } from './class-file';
import { median } from './stats';

const TIME = '/usr/bin/time';
const MB = 1_000_000;
const TARGET_MB = 150;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
}

const BIN = option('bin') ?? fileURLToPath(new URL('../bin/exactly.js', import.meta.url));
const BASELINE = option('baseline');
const RUNS = Number(option('runs') ?? 7);

/** A piece of input: text as it is, or `count` copies of one byte, streamed a MiB at a time. */
type Piece = string | { byte: string; count: number };

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  peakRssKb: number;
  cpuSeconds: number;
  wallSeconds: number;
  /** Bytes the command took from its stdin before it closed it or ended. */
  bytesTaken: number;
}

/** Runs the binary under /usr/bin/time, feeding `input` through a pipe with back-pressure. */
async function measure(bin: string, args: string[], input: readonly Piece[]): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'exactly-bench-cli-'));
  const timeFile = join(dir, 'time');
  const start = performance.now();
  const child = spawn(TIME, ['-o', timeFile, '-f', '%M %U %S', process.execPath, bin, ...args]);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));

  let bytesTaken = 0;
  let pipeClosed = false;
  child.stdin.on('error', () => (pipeClosed = true)); // a command that stops reading closes the pipe
  const write = (chunk: Buffer): Promise<void> | undefined => {
    bytesTaken += chunk.length;
    if (child.stdin.write(chunk)) return undefined;
    return new Promise((resolve) => {
      const done = (): void => {
        child.stdin.off('drain', done);
        child.stdin.off('close', done);
        resolve();
      };
      child.stdin.on('drain', done);
      child.stdin.on('close', done);
    });
  };
  for (const piece of input) {
    if (pipeClosed) break;
    if (typeof piece === 'string') {
      await write(Buffer.from(piece));
      continue;
    }
    const block = Buffer.alloc(Math.min(piece.count, 1 << 20), piece.byte);
    for (let left = piece.count; left > 0 && !pipeClosed; left -= block.length) {
      await write(left >= block.length ? block : block.subarray(0, left));
    }
  }
  if (!pipeClosed) child.stdin.end();
  const status = await closed;
  const wallSeconds = (performance.now() - start) / 1000;
  const [rss, user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  rmSync(dir, { recursive: true, force: true });
  return { status, stdout, stderr, peakRssKb: rss!, cpuSeconds: user! + system!, wallSeconds, bytesTaken };
}

const subtractRequest = `${JSON.stringify(rationalSubtract.examples[0]!.input)}\n`;
const subtractAnswer = JSON.stringify(rationalSubtract.examples[0]!.output);
const reasonOf = (line: string): string | undefined =>
  (JSON.parse(line) as { error?: { details: { reason: string } } }).error?.details.reason;

/** What one output line must be. */
type Expect = (line: string) => boolean;
const text =
  (expected: string): Expect =>
  (line) =>
    line === expected;
const error =
  (reason: string): Expect =>
  (line) =>
    reasonOf(line) === reason;
const result: Expect = (line) => reasonOf(line) === undefined;
const answersMatch = (stdout: string, expected: readonly Expect[]): boolean => {
  const lines = stdout.endsWith('\n') ? stdout.slice(0, -1).split('\n') : [stdout];
  return lines.length === expected.length && lines.every((line, i) => expected[i]!(line));
};

interface MemoryCase {
  id: string;
  label: string;
  args: string[];
  input: () => Piece[];
  expected: Expect[];
  /** Over the bound: the target applies. Within it: shown for what the bound allows. */
  target: boolean;
}

const largestTrace = (): string => JSON.stringify(traceAtEveryLimit());
const NESTING = 2 * 1024 * 1024; // 4 MiB of brackets: the costliest line within the bound we know

const MEMORY_CASES: MemoryCase[] = [
  {
    id: 'floor',
    label: 'one small request (the floor)',
    args: ['rational-subtract'],
    input: () => [subtractRequest],
    expected: [text(subtractAnswer)],
    target: false,
  },
  {
    id: 'jsonl-300mb',
    label: '300 MB line of `a`, --jsonl',
    args: ['rational-subtract', '--jsonl'],
    input: () => [{ byte: 'a', count: 300 * MB }],
    expected: [error('line_too_long')],
    target: true,
  },
  {
    id: 'single-300mb',
    label: '300 MB of `a`, single request',
    args: ['rational-subtract'],
    input: () => [{ byte: 'a', count: 300 * MB }],
    expected: [error('input_too_long')],
    target: true,
  },
  {
    id: 'spaces-200mb',
    label: '200 MB line of spaces, then a request, --jsonl',
    args: ['rational-subtract', '--jsonl'],
    input: () => [{ byte: ' ', count: 200 * MB }, '\n', subtractRequest],
    expected: [error('line_too_long'), text(subtractAnswer)],
    target: true,
  },
  {
    id: 'jsonl-2gib',
    label: 'request, 2 GiB line of `a`, request, --jsonl',
    args: ['rational-subtract', '--jsonl'],
    input: () => [subtractRequest, { byte: 'a', count: 2 * 1024 ** 3 }, '\n', subtractRequest],
    expected: [text(subtractAnswer), error('line_too_long'), text(subtractAnswer)],
    target: true,
  },
  {
    id: 'largest-valid',
    label: 'largest valid request (trace at every limit, 3.65 MB), single',
    args: ['rational-trace-check'],
    input: () => [largestTrace()],
    expected: [result],
    target: false,
  },
  {
    id: 'nesting-4mib',
    label: '4 MiB of nested `[…]` (within the bound), --jsonl',
    args: ['rational-subtract', '--jsonl'],
    input: () => [{ byte: '[', count: NESTING }, { byte: ']', count: NESTING }, '\n'],
    expected: [error('invalid_type')],
    target: false,
  },
];

const load = (): string =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;
const mb = (kb: number): string => (kb / 1024).toFixed(0);

async function memory(): Promise<void> {
  const wanted = option('cases')?.split(',');
  if (wanted?.includes('none')) return;
  if (!existsSync(TIME)) {
    console.log(`\n(memory part skipped: it needs ${TIME}, Debian package "time")`);
    return;
  }
  console.log(`\n## Peak memory on hostile input: ${BIN}`);
  console.log(
    `Maximum RSS by ${TIME}; input piped from this process as it is generated. Target for input over the bound: under ${TARGET_MB} MB (MiB here).`,
  );
  console.log(`Before: ${load()}`);
  console.log('| input | peak RSS (MiB) | target | answers | bytes taken | CPU s | wall s |');
  console.log('|---|---|---|---|---|---|---|');
  for (const memoryCase of MEMORY_CASES.filter((c) => wanted === undefined || wanted.includes(c.id))) {
    const run = await measure(BIN, memoryCase.args, memoryCase.input());
    const answered = run.status === 0 && run.stderr === '' && answersMatch(run.stdout, memoryCase.expected);
    const target = memoryCase.target ? (run.peakRssKb / 1024 < TARGET_MB ? 'met' : '**missed**') : '—';
    console.log(
      `| ${memoryCase.label} | ${mb(run.peakRssKb)} | ${target} | ${answered ? 'all as expected' : `**not as expected** (exit ${run.status}): ${JSON.stringify(run.stdout.slice(0, 200))} ${JSON.stringify(run.stderr.slice(0, 200))}`} | ${run.bytesTaken.toLocaleString('en')} | ${run.cpuSeconds.toFixed(2)} | ${run.wallSeconds.toFixed(2)} |`,
    );
  }
  console.log(`After: ${load()}`);
}

async function throughput(): Promise<void> {
  const LINES = 60_000;
  const requests = rationalExpressionCheck.examples.map((example) => JSON.stringify(example.input));
  const answers = rationalExpressionCheck.examples.map((example) => text(JSON.stringify(example.output)));
  const batch = Array.from({ length: LINES }, (_, i) => requests[i % requests.length]).join('\n') + '\n';
  const expected = Array.from({ length: LINES }, (_, i) => answers[i % answers.length]!);
  const bins = BASELINE === undefined ? [BIN] : [BIN, BASELINE];
  const samples = new Map<string, { wall: number[]; cpu: number[] }>(bins.map((bin) => [bin, { wall: [], cpu: [] }]));

  console.log(
    `\n## Throughput of an ordinary batch: ${LINES.toLocaleString('en')} rational-expression-check lines (the contract's examples in turn), --jsonl`,
  );
  console.log(
    `${RUNS} runs per binary, interleaved (ABBA…); wall and CPU (user + system) of the whole process, start-up included. Before: ${load()}`,
  );
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 === 0 ? bins : [...bins].reverse();
    for (const bin of order) {
      const run = await measure(bin, ['rational-expression-check', '--jsonl'], [batch]);
      if (run.status !== 0 || !answersMatch(run.stdout, expected)) throw new Error(`${bin}: wrong answers on the ordinary batch`);
      samples.get(bin)!.wall.push(run.wallSeconds);
      samples.get(bin)!.cpu.push(run.cpuSeconds);
    }
  }
  console.log('| binary | median wall s | lines/s (wall) | median CPU s | wall samples |');
  console.log('|---|---|---|---|---|');
  for (const [bin, { wall, cpu }] of samples) {
    console.log(
      `| ${bin} | ${median(wall).toFixed(3)} | ${Math.round(LINES / median(wall)).toLocaleString('en')} | ${median(cpu).toFixed(3)} | ${wall.map((s) => s.toFixed(2)).join(' ')} |`,
    );
  }
  if (BASELINE !== undefined) {
    const ours = samples.get(BIN)!;
    const theirs = samples.get(BASELINE)!;
    console.log(
      `Ratio (this / baseline): wall ${(median(ours.wall) / median(theirs.wall)).toFixed(3)}, CPU ${(median(ours.cpu) / median(theirs.cpu)).toFixed(3)}.`,
    );
  }
  console.log(`After: ${load()}`);
}

const STARTUP_TARGET = 1.5;

/** Wall milliseconds of one whole process, from spawn to exit. */
function wallOf(args: readonly string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed (exit ${run.status}): ${run.stderr}`);
  return ms;
}

function startup(): void {
  const pairs = Number(option('pairs') ?? 10);
  console.log(`\n## Start-up: \`exactly list\` (${BIN}) against a bare \`node -e 0\``);
  console.log(`${pairs} pairs, the order alternating; wall time of the whole process, spawn to exit. Before: ${load()}`);
  // One of each first, unmeasured: the files are then in the page cache for both alike.
  wallOf(['-e', '0']);
  wallOf([BIN, 'list']);
  const node: number[] = [];
  const list: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    if (pair % 2 === 0) {
      node.push(wallOf(['-e', '0']));
      list.push(wallOf([BIN, 'list']));
    } else {
      list.push(wallOf([BIN, 'list']));
      node.push(wallOf(['-e', '0']));
    }
  }
  const ratio = median(list) / median(node);
  const pairRatios = list.map((ms, i) => ms / node[i]!);
  console.log('| process | median wall ms | samples (ms) |');
  console.log('|---|---|---|');
  console.log(`| node -e 0 | ${median(node).toFixed(1)} | ${node.map((ms) => ms.toFixed(0)).join(' ')} |`);
  console.log(`| exactly list | ${median(list).toFixed(1)} | ${list.map((ms) => ms.toFixed(0)).join(' ')} |`);
  console.log(
    `Ratio of the medians ${ratio.toFixed(2)}× (median of the pairs' ratios ${median(pairRatios).toFixed(2)}×): target ≤ ${STARTUP_TARGET}× ${ratio <= STARTUP_TARGET ? 'met' : '**missed**'}. After: ${load()}`,
  );
}

const GRADE_TARGET_MB = 200;
const GRADE_TARGET_ROWS_PER_SECOND = 10_000;

async function gradeClass(): Promise<void> {
  if (!existsSync(TIME)) {
    console.log(`\n(grade part skipped: it needs ${TIME}, Debian package "time")`);
    return;
  }
  const rows = Number(option('grade-rows') ?? 1_000_000);
  const runs = Number(option('grade-runs') ?? 3);
  const dir = mkdtempSync(join(tmpdir(), 'exactly-bench-grade-'));
  const answers = join(dir, 'answers.csv');
  const key = join(dir, 'key.csv');
  const files = classFiles(rows);
  writeFileSync(answers, files.answers);
  writeFileSync(key, files.key);
  const floorScript = fileURLToPath(new URL('./class-read-floor.mjs', import.meta.url));
  console.log(
    `\n## A class graded: \`exactly grade\` on ${rows.toLocaleString('en')} rows of bench/class-file.ts (${(files.answers.length / MB).toFixed(0)} MB), its key, --out a file`,
  );
  console.log(`${runs} runs each, interleaved with the floor (the same file read by papaparse alone). Before: ${load()}`);
  const grade = { rss: [] as number[], wall: [] as number[] };
  const floor = { rss: [] as number[], wall: [] as number[] };
  for (let run = 0; run < runs; run++) {
    const graded = await measure(BIN, ['grade', answers, '--key', key, '--out', join(dir, 'results.csv')], []);
    if (graded.status !== 0 || !graded.stderr.startsWith(`${rows} rows:`))
      throw new Error(`exactly grade failed (exit ${graded.status}): ${graded.stderr.slice(0, 300)}`);
    grade.rss.push(graded.peakRssKb);
    grade.wall.push(graded.wallSeconds);
    const read = await measure(floorScript, [answers], []);
    if (read.status !== 0 || Number(read.stdout) < rows)
      throw new Error(`the floor read failed (exit ${read.status}): ${read.stderr.slice(0, 300)}`);
    floor.rss.push(read.peakRssKb);
    floor.wall.push(read.wallSeconds);
  }
  rmSync(dir, { recursive: true, force: true });
  const rowsPerSecond = rows / median(grade.wall);
  console.log('| process | median peak RSS (MiB) | median wall s | rows/s | RSS samples | wall samples |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| exactly grade | ${mb(median(grade.rss))} | ${median(grade.wall).toFixed(2)} | ${Math.round(rowsPerSecond).toLocaleString('en')} | ${grade.rss.map(mb).join(' ')} | ${grade.wall.map((s) => s.toFixed(2)).join(' ')} |`,
  );
  console.log(
    `| papaparse read (floor) | ${mb(median(floor.rss))} | ${median(floor.wall).toFixed(2)} | ${Math.round(rows / median(floor.wall)).toLocaleString('en')} | ${floor.rss.map(mb).join(' ')} | ${floor.wall.map((s) => s.toFixed(2)).join(' ')} |`,
  );
  const rssMet = Math.max(...grade.rss) / 1024 < GRADE_TARGET_MB;
  console.log(
    `Peak RSS (the largest run): target < ${GRADE_TARGET_MB} MB ${rssMet ? 'met' : '**missed**'}; rows/s: target ≥ ${GRADE_TARGET_ROWS_PER_SECOND.toLocaleString('en')} ${rowsPerSecond >= GRADE_TARGET_ROWS_PER_SECOND ? 'met' : '**missed**'}. Ratio to the floor: RSS ${(median(grade.rss) / median(floor.rss)).toFixed(2)}×, wall ${(median(grade.wall) / median(floor.wall)).toFixed(2)}×. After: ${load()}`,
  );
}

const parts = option('parts')?.split(',') ?? ['startup', 'memory', 'throughput', 'grade'];
if (parts.includes('startup')) startup();
if (parts.includes('memory')) await memory();
if (parts.includes('throughput')) await throughput();
if (parts.includes('grade')) await gradeClass();
