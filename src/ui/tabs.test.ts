import { describe, expect, it } from 'vitest';
import { hashOf, tabFromHash, TABS } from './tabs';

describe('tabFromHash', () => {
  it('reads each tab’s own hash back', () => {
    for (const tab of TABS) expect(tabFromHash(hashOf(tab.id))).toBe(tab.id);
  });

  it('keeps the tab of a hash that carries more after "?"', () => {
    expect(tabFromHash('#/trace?z=abc')).toBe('trace');
  });

  it('gives null for anything else', () => {
    for (const hash of ['', '#', '#/', '#/nowhere', '#evaluate', '#/Evaluate', '#/evaluate/x']) expect(tabFromHash(hash)).toBeNull();
  });
});
