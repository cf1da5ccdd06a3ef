import { readFileSync, writeFileSync } from 'node:fs';
import { execute } from '../src/core/execute';
const p = '/work/main/contracts/rational-working-check.json';
const d = JSON.parse(readFileSync(p, 'utf8'));
const extra = process.argv.slice(2);
for (const w of extra) d.examples.push({ input: { working: w }, output: null });
for (const [i, e] of d.examples.entries()) {
  const out = JSON.parse(JSON.stringify(execute('rational-working-check', e.input)));
  if (JSON.stringify(out) !== JSON.stringify(e.output)) {
    console.log('example', i + 1, JSON.stringify(e.input));
    const steps = (out.steps ?? []).map((s: any) => [s.text, s.status, s.misconceptions, s.ambiguous]);
    console.log('  now:', JSON.stringify(steps));
    if (e.output) console.log('  was:', JSON.stringify(e.output.steps.map((s: any) => [s.text, s.status, s.misconceptions])));
    e.output = out;
  }
}
if (process.env.WRITE) writeFileSync(p, JSON.stringify(d, null, 2) + '\n');
