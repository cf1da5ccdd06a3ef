/**
 * `npm run compare-engines -- <git-revision> [--runs N] [--seed S]`: the engine of the working
 * tree against the engine at a revision, on generated requests, response by response. For a
 * change meant to keep every answer (a speed-up, a refactor), "no difference" is the evidence.
 *
 * The revision is checked out in a temporary git worktree and its `src/core/execute.ts` imported
 * beside ours (the core imports no package, so the worktree needs no install). The requests:
 * every tool's request arbitrary; both grammars' near-valid expressions, alone and with a random
 * tail; token soups that mix zero divisors, oversized products, bad characters, leading zeros and
 * lone surrogates, so every order of faults comes up; and expressions whose token count sits at
 * each grammar's limit followed by each kind of fault. Prints the count and the first ten
 * differences; exits 1 if there is any.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { execute } from '../src/core/execute';
import { nearValidDecimalExpression, nearValidRationalExpression, TOOL_INPUTS, type ToolId } from '../src/testing/arbitraries';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} needs a positive integer`);
  return value;
}

const revision = process.argv[2];
if (revision === undefined || revision.startsWith('--')) {
  console.error('usage: npm run compare-engines -- <git-revision> [--runs N] [--seed S]');
  process.exit(2);
}
const runs = option('runs', 20_000);
const seed = option('seed', 20261130);

const RATIONAL_PIECES = [
  '1',
  '2',
  '0',
  '07',
  '(',
  ')',
  '+',
  '-',
  '*',
  '/',
  ' ',
  '\u2212',
  '\u00d7',
  '\u00f7',
  '/0',
  '/(1-1)',
  '/-0',
  `*${'9'.repeat(300)}`,
  '9'.repeat(300),
  '9'.repeat(501),
  '$',
  '.',
  '\ud800',
  '\u{1f600}',
];
const DECIMAL_PIECES = [
  '1',
  '2',
  '0',
  '05',
  '1.5',
  '5.',
  '(',
  ')',
  '+',
  '-',
  '*',
  '/',
  '^',
  '^-',
  ',',
  ' ',
  'x',
  'y',
  'z',
  'abs(',
  'min(',
  'max(',
  'round(',
  'round',
  '9'.repeat(63),
  'n'.repeat(33),
  '$',
  '\ud800',
];
const soup = (pieces: string[]): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(''));

const worktree = mkdtempSync(join(tmpdir(), 'exactly-compare-'));
execFileSync('git', ['worktree', 'add', '--detach', worktree, revision], { stdio: 'inherit' });
try {
  const theirs = (await import(pathToFileURL(join(worktree, 'src/core/execute.ts')).href)) as { execute: typeof execute };
  let compared = 0;
  let differences = 0;
  const compare = (tool: ToolId, input: unknown): void => {
    compared++;
    const ours = JSON.stringify(execute(tool, input));
    const before = JSON.stringify(theirs.execute(tool, input));
    if (ours === before) return;
    differences++;
    if (differences <= 10)
      console.log(
        `difference in ${tool}\n  input  ${JSON.stringify(input).slice(0, 300)}\n  ${revision.padEnd(6)} ${before.slice(0, 300)}\n  now    ${ours.slice(0, 300)}`,
      );
  };
  const check = (expression: string, claimed_value = '1/2', require_canonical = true): void =>
    compare('rational-expression-check', { expression, claimed_value, require_canonical });
  const evaluate = (expression: string): void => {
    compare('decimal-expression-evaluate', { expression, variables: { x: '1.5', y: '-2' }, scale: 2, rounding: 'half_even' });
    compare('decimal-expression-evaluate', { expression });
  };

  for (const [tool, arbitrary] of Object.entries(TOOL_INPUTS) as [ToolId, fc.Arbitrary<unknown>][]) {
    for (const input of fc.sample(arbitrary, { numRuns: runs, seed })) compare(tool, input);
  }
  for (const [expression, tail] of fc.sample(fc.tuple(nearValidRationalExpression, fc.string()), { numRuns: runs, seed })) {
    check(expression);
    check(expression + tail, '1', false);
  }
  for (const [expression, tail] of fc.sample(fc.tuple(nearValidDecimalExpression, fc.string()), { numRuns: runs, seed })) {
    evaluate(expression);
    evaluate(expression + tail);
  }
  for (const expression of fc.sample(soup(RATIONAL_PIECES), { numRuns: runs * 5, seed })) {
    check(expression, 'x');
    check(`1${expression}`, '0', false);
  }
  for (const expression of fc.sample(soup(DECIMAL_PIECES), { numRuns: runs * 5, seed })) evaluate(expression);
  const tails = ['', ' $', ' )', ' 07', ' 05', ' z', ' \ud800', ' /0'];
  for (const tokens of [1020, 1021, 1022, 1023, 1024, 1025, 1026, 1027, 1028, 1029, 495, 496, 497, 498, 499, 500, 501, 502, 503, 504]) {
    for (const tail of tails) {
      const run = '+1'.repeat(Math.floor(tokens / 2));
      check(`1${run}${tail}`);
      check(`+${run}${tail}`);
      evaluate(`1${run}${tail}`);
      evaluate(`z${run}${tail}`);
    }
  }
  console.log(
    `compared ${compared} responses of the working tree and ${revision}: ${differences} differences (seed ${seed}, ${runs} runs)`,
  );
  process.exitCode = differences === 0 ? 0 : 1;
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { stdio: 'inherit' });
  rmSync(worktree, { recursive: true, force: true });
}
