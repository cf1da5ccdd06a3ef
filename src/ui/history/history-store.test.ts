import { describe, expect, it } from 'vitest';
import { memoryBackend, type KeyValueBackend, type SyncStorage } from '../persistence/backend';
import { historyKey, legacyHistoryKey } from '../persistence/keys';
import { createTabHistory, HISTORY_LIMIT, type HistoryStorage } from './history-store';

const subtract = (n: number) => ({ a: { numerator: String(n), denominator: '2' }, b: { numerator: '1', denominator: '3' } });
const answer = (n: number) => ({ numerator: String(3 * n - 2), denominator: '6' });

function memoryStorage(): SyncStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A history on its own storage (no other windows), as a fresh page would open it. */
const open = (storage: HistoryStorage) => createTabHistory('subtract', { sync: null, mirror: null, ...storage });
const stored = (backend: ReturnType<typeof memoryBackend>) =>
  (backend.entries.get(historyKey('subtract')) as { state?: unknown } | undefined)?.state;

describe('a tab history', () => {
  it('starts empty, keeps the newest first, and saves every change', async () => {
    const backend = memoryBackend();
    const history = open({ backend });
    expect(history.entries()).toBeNull();
    await history.load();
    expect(history.entries()).toEqual([]);
    await history.record(subtract(1), answer(1), 1000);
    await history.record(subtract(2), answer(2), 2000);
    expect(history.entries()!.map((entry) => entry.at)).toEqual([2000, 1000]);
    await history.flush();
    const reopened = open({ backend });
    await reopened.load();
    expect(reopened.entries()).toEqual(history.entries());
  });

  it('keeps requests distinct: asking again moves the request up with its new answer and time', async () => {
    const history = open({ backend: memoryBackend() });
    await history.record(subtract(1), answer(1), 1000);
    await history.record(subtract(2), answer(2), 2000);
    await history.record(subtract(1), { error: { code: 'invalid_input', message: 'x', details: { reason: 'y' } } }, 3000);
    expect(history.entries()!.map((entry) => [entry.request.a.numerator, entry.at])).toEqual([
      ['1', 3000],
      ['2', 2000],
    ]);
  });

  it(`keeps the last ${HISTORY_LIMIT}`, async () => {
    const history = open({ backend: memoryBackend() });
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) await history.record(subtract(n), answer(n), n);
    const entries = history.entries()!;
    expect(entries).toHaveLength(HISTORY_LIMIT);
    expect(entries[0]!.request.a.numerator).toBe(String(HISTORY_LIMIT + 5));
    expect(entries.at(-1)!.request.a.numerator).toBe('6');
  });

  it('clears at once — the mirror holds the deletion before clear() returns — and puts the entries back on undo', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const history = open({ backend, mirror });
    await history.record(subtract(1), answer(1), 1);
    await history.record(subtract(2), answer(2), 2);
    await history.flush();
    const cleared = history.clear();
    expect(history.entries()).toEqual([]);
    // Synchronously: a page that opens now (a reload straight after the click) finds it empty.
    expect(JSON.parse(mirror.items.get(historyKey('subtract'))!)).toMatchObject({ deleted: 1 });
    expect(open({ backend, mirror }).entries()).toEqual([]);
    await history.flush();
    expect(backend.entries.has(historyKey('subtract'))).toBe(false);

    await history.record(subtract(3), answer(3), 3);
    history.restore(cleared);
    expect(history.entries()!.map((entry) => entry.request.a.numerator)).toEqual(['3', '2', '1']);
    expect(
      open({ backend, mirror })
        .entries()!
        .map((entry) => entry.request.a.numerator),
    ).toEqual(['3', '2', '1']);
  });

  it('a reload that finds IndexedDB behind a deletion deletes there too, never showing the old entries', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const history = open({ backend, mirror });
    await history.record(subtract(1), answer(1), 1);
    await history.flush();
    // The page goes away before IndexedDB's delete runs: only the mirror has the deletion.
    const slow: KeyValueBackend = { ...backend, del: () => new Promise(() => {}) };
    const doomed = open({ backend: slow, mirror });
    await doomed.load();
    doomed.clear();
    expect(stored(backend)).toBeDefined();

    const next = open({ backend, mirror });
    expect(next.entries()).toEqual([]);
    await next.load();
    await next.flush();
    expect(next.entries()).toEqual([]);
    expect(backend.entries.has(historyKey('subtract'))).toBe(false);
  });

  it('removes one entry at once, and Undo writes it back in its place', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const history = open({ backend, mirror });
    for (let n = 1; n <= 3; n++) await history.record(subtract(n), answer(n), n);
    const removed = history.remove(subtract(2));
    expect(removed?.request.a.numerator).toBe('2');
    expect(history.remove(subtract(9))).toBeNull();
    expect(
      open({ backend, mirror })
        .entries()!
        .map((entry) => entry.request.a.numerator),
    ).toEqual(['3', '1']);
    history.restore([removed!]);
    expect(
      open({ backend, mirror })
        .entries()!
        .map((entry) => entry.request.a.numerator),
    ).toEqual(['3', '2', '1']);
  });

  it('reads the history an older build kept (a bare list under the v1 key) once, and moves it to the new key', async () => {
    const backend = memoryBackend();
    backend.entries.set(legacyHistoryKey('subtract'), [{ request: subtract(1), response: answer(1), at: 5 }]);
    const history = open({ backend });
    await history.load();
    expect(history.entries()!.map((entry) => entry.at)).toEqual([5]);
    await history.flush();
    expect(backend.entries.has(legacyHistoryKey('subtract'))).toBe(false);
    expect(stored(backend)).toEqual([{ request: subtract(1), response: answer(1), at: 5 }]);
  });

  it('ignores damaged storage, and a stored request that is not this tab’s', async () => {
    for (const damaged of [
      'not a list',
      [{ request: subtract(1), response: {}, at: 'yesterday' }],
      [{ request: { expression: '1' }, response: {}, at: 1 }],
      [{ request: subtract(1), response: {}, at: 1, extra: '<img src=x onerror=alert(1)>' }],
      Array.from({ length: HISTORY_LIMIT + 1 }, (_, n) => ({ request: subtract(n), response: {}, at: n })),
    ]) {
      const backend = memoryBackend();
      backend.entries.set(historyKey('subtract'), { version: 1, rev: 1, state: damaged });
      backend.entries.set(legacyHistoryKey('subtract'), damaged);
      const history = open({ backend });
      await history.load();
      expect(history.entries(), JSON.stringify(damaged).slice(0, 60)).toEqual([]);
    }
  });

  it('a history that cannot be read or written still works for the page', async () => {
    const broken = {
      get: () => Promise.reject(new Error('blocked')),
      set: () => Promise.reject(new Error('blocked')),
      del: () => Promise.resolve(),
    };
    const history = createTabHistory('check', { backend: broken, mirror: null, sync: null });
    await history.record({ expression: '1', claimed_value: '1', require_canonical: true }, { valid: true }, 5);
    expect(history.entries()).toHaveLength(1);
  });
});
