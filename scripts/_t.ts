import { execute } from '../src/core/execute';
import { workingAtLimits } from '../bench/inputs';
const cases: Record<string, string> = {
  sums64: workingAtLimits(64),
  sums16: workingAtLimits(16),
  decimals: Array.from({ length: 40 }, (_, s) => Array.from({ length: 30 }, (_, i) => `${(i + s) % 9 + 1}.${(i * 7 + s) % 9 + 1}`).join(' * ')).join(' = ').slice(0, 8100).replace(/ [=*] [^=*]*$/, ''),
  decimalsDiv: Array.from({ length: 40 }, (_, s) => Array.from({ length: 30 }, (_, i) => `${(i + s) % 9 + 1}.${(i * 7 + s) % 9 + 1}`).join(' : ')).join(' = ').slice(0, 8100).replace(/ [=:] [^=:]*$/, ''),
  fracsub: Array.from({ length: 100 }, (_, s) => Array.from({ length: 20 }, (_, i) => `${(i + s) % 9 + 1}/${(i * 7 + s) % 11 + 2}`).join(' - ')).join(' = ').slice(0, 8100).replace(/ [=-] [^=-]*$/, ''),
};
for (const [name, working] of Object.entries(cases)) {
  const r = execute('rational-working-check', { working }) as any;
  if (r.error) { console.log(name, r.error.details.reason); continue; }
  const times: number[] = [];
  for (let i = 0; i < 9; i++) { const t = performance.now(); execute('rational-working-check', { working }); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(name, working.length, 'bytes, median', times[4]!.toFixed(1), 'ms, max', times[8]!.toFixed(1));
}
