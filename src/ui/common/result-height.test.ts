import { describe, expect, it } from 'vitest';
import type { SyncStorage } from '../persistence/backend';
import { rememberHeight, rememberedHeight, rememberedStatusHeight, requestFingerprint, resultHeightKey } from './result-height';

function memoryStorage(): SyncStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

describe('requestFingerprint', () => {
  it('is the same for equal requests and differs when any part differs', () => {
    const request = { a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } };
    expect(requestFingerprint(structuredClone(request))).toBe(requestFingerprint(request));
    expect(requestFingerprint({ ...request, b: { numerator: '1', denominator: '4' } })).not.toBe(requestFingerprint(request));
    expect(requestFingerprint({ expression: '1/2 + 1/3' })).not.toBe(requestFingerprint({ expression: '1/2 + 1/4' }));
  });

  it('stays short for a long request', () => {
    expect(requestFingerprint({ working: '1/2 + 1/3 = 5/6\n'.repeat(5_000) }).length).toBeLessThan(20);
  });
});

describe('rememberedHeight', () => {
  it('gives back the height kept for the same request on the same tab', () => {
    const storage = memoryStorage();
    rememberHeight(storage, 'subtract', 'r1', 205.96875);
    expect(rememberedHeight(storage, 'subtract', 'r1')).toBe(205.97);
  });

  it('gives nothing for another request, another tab, or before anything was kept', () => {
    const storage = memoryStorage();
    expect(rememberedHeight(storage, 'subtract', 'r1')).toBeNull();
    rememberHeight(storage, 'subtract', 'r1', 120);
    expect(rememberedHeight(storage, 'subtract', 'r2')).toBeNull();
    expect(rememberedHeight(storage, 'check', 'r1')).toBeNull();
  });

  it('keeps one height a tab: the newest request replaces the one before', () => {
    const storage = memoryStorage();
    rememberHeight(storage, 'check', 'r1', 120);
    rememberHeight(storage, 'check', 'r2', 80);
    expect(rememberedHeight(storage, 'check', 'r1')).toBeNull();
    expect(rememberedHeight(storage, 'check', 'r2')).toBe(80);
    expect(storage.items.size).toBe(1);
  });

  it('ignores what it cannot use: damaged text, odd heights, no storage', () => {
    const storage = memoryStorage();
    for (const text of ['{', 'null', '"x"', '{"request":"r1","height":-3}', '{"request":"r1","height":"90"}', '{"request":"r1"}']) {
      storage.setItem(resultHeightKey('trace'), text);
      expect(rememberedHeight(storage, 'trace', 'r1')).toBeNull();
    }
    expect(rememberedHeight(null, 'trace', 'r1')).toBeNull();
  });

  it('does not keep a height of nothing, and a storage that throws only loses the hint', () => {
    const storage = memoryStorage();
    rememberHeight(storage, 'working', 'r1', 0);
    rememberHeight(storage, 'working', 'r1', Number.NaN);
    expect(storage.items.size).toBe(0);
    const full: SyncStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => rememberHeight(full, 'working', 'r1', 50)).not.toThrow();
    expect(rememberedHeight(full, 'working', 'r1')).toBeNull();
  });

  it("keeps the verdict's own height beside the area's, for the same request only", () => {
    const storage = memoryStorage();
    rememberHeight(storage, 'working', 'r1', 300, 114.9);
    expect(rememberedStatusHeight(storage, 'working', 'r1')).toBe(114.9);
    expect(rememberedStatusHeight(storage, 'working', 'r2')).toBeNull();
    rememberHeight(storage, 'working', 'r1', 300);
    expect(rememberedStatusHeight(storage, 'working', 'r1')).toBeNull();
  });
});
