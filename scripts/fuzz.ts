/**
 * `npm run fuzz`: a long fuzz campaign against the engine (not run in CI; src/core/fuzz.test.ts
 * is the CI-sized one). Options: --inputs N (default 1,000,000), --differential N (default
 * 200,000 expressions compared with math.js), --seed S. Prints progress and the final figures;
 * writes every kept finding to fuzz-findings.json; exits 1 if there was any.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { toolRequest, validRationalExpression } from '../src/testing/arbitraries';
import { formatFigures, newFigures, runDifferential, runRequest, slowestInputs } from '../src/testing/fuzz-campaign';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} needs a non-negative integer`);
  return value;
}

const totalInputs = option('inputs', 1_000_000);
const totalDifferential = option('differential', 200_000);
const seed = option('seed', Date.now() % 2 ** 31);
const BATCH = 10_000;

const figures = newFigures();
const started = performance.now();
const elapsedSeconds = (): number => (performance.now() - started) / 1000;
console.log(`fuzz: ${totalInputs} inputs and ${totalDifferential} differential expressions, seed ${seed}`);

for (let batch = 0; batch * BATCH < totalInputs; batch++) {
  const count = Math.min(BATCH, totalInputs - batch * BATCH);
  for (const request of fc.sample(toolRequest, { numRuns: count, seed: seed + batch })) runRequest(figures, request);
  if ((batch + 1) % 10 === 0 || (batch + 1) * BATCH >= totalInputs) {
    const slowest = Object.entries(figures.tools)
      .map(
        ([id, t]) =>
          `${id
            .split('-')
            .map((w) => w[0])
            .join('')} ${t.maxMs.toFixed(1)}ms`,
      )
      .join(', ');
    console.log(
      `[${figures.inputs}/${totalInputs}] ${(figures.inputs / elapsedSeconds()).toFixed(0)}/s, exceptions ${figures.exceptions}, schema-invalid ${figures.schemaInvalid}, slowest: ${slowest}`,
    );
  }
}

const differentialStart = performance.now();
for (let batch = 0; batch * BATCH < totalDifferential; batch++) {
  const count = Math.min(BATCH, totalDifferential - batch * BATCH);
  for (const pair of fc.sample(validRationalExpression, { numRuns: count, seed: seed + 1_000_000 + batch })) runDifferential(figures, pair);
  if ((batch + 1) % 5 === 0 || (batch + 1) * BATCH >= totalDifferential) {
    const d = figures.differential;
    console.log(
      `[differential ${d.compared}/${totalDifferential}] ${(d.compared / ((performance.now() - differentialStart) / 1000)).toFixed(0)}/s, disagreements ${d.disagreements}`,
    );
  }
}

console.log(`\nDone in ${elapsedSeconds().toFixed(0)} s (seed ${seed}).`);
console.log(formatFigures(figures));
console.log('\nSlowest input per tool, re-timed (median of 7 warm calls over the 16 slowest first calls; input truncated):');
for (const slowest of slowestInputs(figures)) {
  console.log(`  ${slowest.toolId}: ${slowest.medianMs.toFixed(2)} ms — ${JSON.stringify(slowest.input)?.slice(0, 240)}`);
}
if (figures.findings.length > 0) {
  writeFileSync('fuzz-findings.json', `${JSON.stringify(figures.findings, null, 2)}\n`);
  console.log(`\n${figures.findings.length} findings kept in fuzz-findings.json; the first:`);
  for (const finding of figures.findings.slice(0, 5))
    console.log(
      `  ${finding.kind} ${finding.toolId}: ${finding.detail.slice(0, 300)}\n    input: ${JSON.stringify(finding.input).slice(0, 300)}`,
    );
}
process.exitCode = figures.exceptions + figures.schemaInvalid + figures.differential.disagreements > 0 ? 1 : 0;
