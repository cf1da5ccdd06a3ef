import { describe, expect, it } from 'vitest';
import { RecentSamples } from './recent-samples';

describe('RecentSamples', () => {
  it('has no mean or quantile before a sample', () => {
    const samples = new RecentSamples(4);
    expect(samples.count).toBe(0);
    expect(samples.mean()).toBeNaN();
    expect(samples.quantile(0.9)).toBeNaN();
  });

  it('keeps only the latest `window` samples', () => {
    const samples = new RecentSamples(3);
    for (const s of [100, 1, 2, 3]) samples.add(s);
    expect(samples.count).toBe(3);
    expect(samples.mean()).toBe(2);
    expect(samples.quantile(1)).toBe(3);
  });

  it('reads quantiles by nearest rank, whatever the order the samples came in', () => {
    const samples = new RecentSamples(10);
    for (const s of [7, 3, 10, 1, 5, 9, 2, 8, 4, 6]) samples.add(s);
    expect(samples.quantile(0)).toBe(1);
    expect(samples.quantile(0.5)).toBe(6);
    expect(samples.quantile(0.9)).toBe(10);
  });
});
