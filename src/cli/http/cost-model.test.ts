import { describe, expect, it } from 'vitest';
import { CostModel } from './cost-model';

const KiB = 1024;

describe('CostModel', () => {
  const model = (): CostModel => new CostModel({ lightBudgetMs: 1, maxLightBytes: 16 * KiB });

  it('a tool it has not seen is light up to the size cap, and no body over the cap is light', () => {
    const costs = model();
    expect(costs.isLight('a-new-tool', 16 * KiB)).toBe(true);
    expect(costs.isLight('a-new-tool', 16 * KiB + 1)).toBe(false);
  });

  it("learns from a tool's own requests that its larger bodies cost more than the budget", () => {
    const costs = model();
    // 0.5 ms per KiB: 2 KiB is the most that fits a 1 ms budget.
    for (let i = 0; i < 16; i++) costs.record('dense-tool', 8 * KiB, 4);
    expect(costs.lightLimitBytes('dense-tool')).toBe(2 * KiB);
    expect(costs.isLight('dense-tool', 2 * KiB)).toBe(true);
    expect(costs.isLight('dense-tool', 2 * KiB + 1)).toBe(false);
    // Another tool is judged on its own record.
    expect(costs.isLight('other-tool', 16 * KiB)).toBe(true);
  });

  it('keeps the cap for a tool whose requests are cheap', () => {
    const costs = model();
    for (let i = 0; i < 64; i++) costs.record('cheap-tool', 1024 * KiB, 30);
    expect(costs.lightLimitBytes('cheap-tool')).toBe(16 * KiB);
  });

  it('says nothing on a few observations', () => {
    const costs = model();
    for (let i = 0; i < 7; i++) costs.record('tool', 8 * KiB, 100);
    expect(costs.lightLimitBytes('tool')).toBe(16 * KiB);
  });

  it('a pause on a small request is not read as a high cost per KiB of small bodies', () => {
    const costs = model();
    // Tiny requests, one in eight hit by a 3 ms pause: counted as 4 KiB each, the estimate
    // stays below 1 ms per KiB, so tiny bodies remain light.
    for (let i = 0; i < 64; i++) costs.record('tool', 100, i % 8 === 0 ? 3 : 0.02);
    expect(costs.isLight('tool', 100)).toBe(true);
    expect(costs.lightLimitBytes('tool')).toBeGreaterThanOrEqual(KiB);
  });

  it('forgets old observations: a tool that became cheap is light again', () => {
    const costs = model();
    for (let i = 0; i < 64; i++) costs.record('tool', 8 * KiB, 40);
    expect(costs.isLight('tool', 4 * KiB)).toBe(false);
    for (let i = 0; i < 64; i++) costs.record('tool', 8 * KiB, 0.1);
    expect(costs.isLight('tool', 4 * KiB)).toBe(true);
  });
});
