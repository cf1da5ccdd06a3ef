/** The latest `window` samples of a measure (older ones are forgotten), with their mean and quantiles. */
export class RecentSamples {
  private readonly samples: number[] = [];
  private next = 0;

  constructor(private readonly window: number) {}

  get count(): number {
    return this.samples.length;
  }

  add(sample: number): void {
    if (this.samples.length < this.window) this.samples.push(sample);
    else this.samples[this.next] = sample;
    this.next = (this.next + 1) % this.window;
  }

  /** The sample at quantile `q` (0–1) of those kept, nearest rank; NaN when there are none. */
  quantile(q: number): number {
    if (this.samples.length === 0) return Number.NaN;
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  }

  /** NaN when there are none. */
  mean(): number {
    return this.samples.reduce((sum, s) => sum + s, 0) / this.samples.length;
  }
}
