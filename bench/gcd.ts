/**
 * gcd benchmark: Lehmer (src/core/gcd.ts) against plain BigInt Euclid, median time per call.
 *
 *   node --import tsx bench/gcd.ts [--quick]
 *
 * Operands: random pairs of equal digit count, and consecutive Fibonacci numbers (every quotient
 * is 1 — the most Euclid steps for their size). Both functions run over every case first, so the
 * JIT has seen all sizes before anything is timed (the engine calls gcd with mixed sizes too).
 * Batches are timed in process CPU time and the two functions alternate, so load from other
 * processes on a shared machine skews neither; the reported figure is the median batch.
 */
import { gcd } from '../src/core/gcd';

function euclid(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/** Deterministic operands (xorshift), so runs compare like with like. */
let seed = 0x2545f491;
function randomDigits(digits: number): bigint {
  let text = '';
  while (text.length < digits) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    text += String((seed >>> 0) % 1_000_000_000).padStart(9, '0');
  }
  text = text.slice(0, digits);
  return BigInt(text[0] === '0' ? '7' + text.slice(1) : text);
}

/** (F_(n+1), F_n) for every n whose F_(n+1) has exactly `digits` digits (4 or 5 of them), repeated. */
function fibonacciPairs(digits: number, count: number): [bigint, bigint][] {
  let previous = 0n;
  let current = 1n;
  const exact: [bigint, bigint][] = [];
  while (current.toString().length <= digits) {
    if (current.toString().length === digits) exact.push([current, previous]);
    [previous, current] = [current, previous + current];
  }
  return Array.from({ length: count }, (_, i) => exact[i % exact.length]!);
}

interface Case {
  digits: number;
  kind: 'random' | 'fibonacci';
  pairs: [bigint, bigint][];
}

const quick = process.argv.includes('--quick');
const sizes = [1, 5, 20, 50, 200, 500, 1000];
const PAIRS = 32;
const cases: Case[] = sizes.flatMap((digits) => [
  {
    digits,
    kind: 'random' as const,
    pairs: Array.from({ length: PAIRS }, (): [bigint, bigint] => [randomDigits(digits), randomDigits(digits)]),
  },
  { digits, kind: 'fibonacci' as const, pairs: fibonacciPairs(digits, PAIRS) },
]);

let sink = 0n;
/** Microseconds per call, in CPU time of this process: other processes on a shared machine delay a batch but do not lengthen it. */
function runBatch(f: (a: bigint, b: bigint) => bigint, pairs: [bigint, bigint][], rounds: number): number {
  const start = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const [a, b] of pairs) sink ^= f(a, b);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (rounds * pairs.length);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[sorted.length >> 1]!;
};

for (const c of cases) {
  for (const [a, b] of c.pairs) {
    if (gcd(a, b) !== euclid(a, b)) throw new Error(`gcd disagrees with Euclid at ${c.digits} digits (${c.kind})`);
  }
}
const warmUntil = performance.now() + (quick ? 300 : 1500);
while (performance.now() < warmUntil)
  for (const c of cases) {
    runBatch(euclid, c.pairs, 1);
    runBatch(gcd, c.pairs, 1);
  }

const BATCH_MS = 3;
const BATCHES = quick ? 9 : 31;
const rows: string[][] = [['digits', 'operands', 'Euclid µs', 'Lehmer µs', 'speed-up']];
for (const c of cases) {
  // Enough rounds per batch that timer resolution does not matter.
  const rounds = Math.max(1, Math.round((BATCH_MS * 1000) / (runBatch(euclid, c.pairs, 1) * c.pairs.length)));
  const euclidTimes: number[] = [];
  const lehmerTimes: number[] = [];
  for (let i = 0; i < BATCHES; i++) {
    if (i & 1) {
      euclidTimes.push(runBatch(euclid, c.pairs, rounds));
      lehmerTimes.push(runBatch(gcd, c.pairs, rounds));
    } else {
      lehmerTimes.push(runBatch(gcd, c.pairs, rounds));
      euclidTimes.push(runBatch(euclid, c.pairs, rounds));
    }
  }
  const e = median(euclidTimes);
  const l = median(lehmerTimes);
  rows.push([String(c.digits), c.kind, e.toFixed(3), l.toFixed(3), `${(e / l).toFixed(2)}×`]);
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
if (sink === -1n) console.log('');
