/** Small measuring helpers shared by the benchmarks. */

export const median = (samples: readonly number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Milliseconds of this process's CPU time that `run` takes. Rounds of a few milliseconds, on a
 * machine other work shares: wall-clock time would charge an engine for whatever else ran.
 */
export function cpuTimeOf(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/** The p-th percentile (0–100) of the samples, nearest rank; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** A latency sample's summary, as the browser benchmarks print it. */
export interface Summary {
  label: string;
  n: number;
  median: number;
  p95: number;
  max: number;
}

export function summarize(label: string, samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { label, n: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

/** One row a summary: n, median, p95 and max in milliseconds, under a header naming the rows. */
export function formatTable(rows: readonly Summary[], title = 'expression'): string {
  const width = Math.max(...rows.map((r) => r.label.length), 10);
  const ms = (value: number) => value.toFixed(1).padStart(8);
  const lines = [
    `${title.padEnd(width)}  ${'n'.padStart(4)}  ${'median ms'.padStart(9)}  ${'p95 ms'.padStart(8)}  ${'max ms'.padStart(8)}`,
  ];
  for (const r of rows)
    lines.push(`${r.label.padEnd(width)}  ${String(r.n).padStart(4)}  ${ms(r.median).padStart(9)}  ${ms(r.p95)}  ${ms(r.max)}`);
  return lines.join('\n');
}
