/**
 * A long differential run of rational-working-check: the engine (src/core) against the
 * independent reference (src/testing/working-reference.ts) over generated requests of every kind.
 * Prints each distinct disagreement once (with how often it was met and the shortest inputs that
 * show it), and exits 1 if there was any. The CI-sized run is src/testing/working-differential.test.ts.
 *
 *   node --import tsx scripts/working-differential.ts [--runs 200000] [--seed S] [--examples 3]
 */
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { execute } from '../src/core/execute';
import { workingInput } from '../src/testing/working-arbitraries';
import { compareResponses, type Disagreement } from '../src/testing/working-differential';
import { referenceWorkingCheck } from '../src/testing/working-reference';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} needs a non-negative integer`);
  return value;
}

const runs = option('runs', 200_000);
const seed = option('seed', Date.now() % 2 ** 31);
const examplesKept = option('examples', 3);
const BATCH = 5_000;

interface Found {
  count: number;
  examples: Array<{ input: unknown; size: number; disagreement: Disagreement }>;
}
const found = new Map<string, Found>();
const outcomes = new Map<string, number>();
/** Misconception matches in the reference's outputs, by rule: how well the inputs reach each rule. */
const rules = new Map<string, number>();
let compared = 0;
const started = performance.now();
console.log(`working differential: ${runs} requests, seed ${seed}`);

for (let batch = 0; batch * BATCH < runs; batch++) {
  const count = Math.min(BATCH, runs - batch * BATCH);
  for (const input of fc.sample(workingInput, { numRuns: count, seed: seed + batch })) {
    const engine = execute('rational-working-check', input);
    const reference = referenceWorkingCheck(input);
    compared++;
    const outcome = 'error' in reference ? `error ${reference.error.details.reason}` : `output ${reference.reason ?? 'valid'}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    if (!('error' in reference)) {
      for (const step of reference.steps) for (const m of step.misconceptions ?? []) rules.set(m.rule, (rules.get(m.rule) ?? 0) + 1);
    }
    const disagreement = compareResponses(engine, reference);
    if (disagreement === null) continue;
    const entry = found.get(disagreement.signature) ?? { count: 0, examples: [] };
    entry.count++;
    const size = JSON.stringify(input)?.length ?? 0;
    entry.examples.push({ input, size, disagreement });
    entry.examples.sort((a, b) => a.size - b.size);
    entry.examples.length = Math.min(entry.examples.length, examplesKept);
    found.set(disagreement.signature, entry);
  }
  const disagreements = [...found.values()].reduce((sum, f) => sum + f.count, 0);
  console.log(
    `[${compared}/${runs}] ${(compared / ((performance.now() - started) / 1000)).toFixed(0)}/s, disagreements ${disagreements} (${found.size} distinct)`,
  );
}

console.log(`\nDone: ${compared} requests in ${((performance.now() - started) / 1000).toFixed(0)} s (seed ${seed}).`);
console.log('Reference outcomes:');
for (const [outcome, n] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`  ${outcome.padEnd(40)} ${n}`);
console.log('Misconception matches (reference), by rule:');
for (const [rule, n] of [...rules].sort((a, b) => b[1] - a[1])) console.log(`  ${rule.padEnd(46)} ${n}`);
console.log(`\n${found.size} distinct disagreements:`);
for (const [signature, entry] of [...found].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`\n== ${signature}  (${entry.count} times)`);
  for (const example of entry.examples) {
    console.log(`  input:     ${JSON.stringify(example.input)?.slice(0, 400)}`);
    console.log(`  engine:    ${JSON.stringify(example.disagreement.engine)?.slice(0, 600)}`);
    console.log(`  reference: ${JSON.stringify(example.disagreement.reference)?.slice(0, 600)}`);
  }
}
process.exitCode = found.size > 0 ? 1 : 0;
