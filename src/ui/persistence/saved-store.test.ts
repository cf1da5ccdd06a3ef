import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend, type KeyValueBackend } from './backend';
import { ANNOUNCE_DELAY_MS, createSavedStore, SAVE_DEBOUNCE_MS, type SavedStoreOptions, type SyncStorage } from './saved-store';
import { record, text } from '../../core/json-reader';
import { isWorkNotKept } from './storage-health';
import type { ChangeMessage, WindowSync, WindowSyncListener } from './window-sync';

interface Draft {
  expression: string;
}

const KEY = 'exactly:v1:draft:test';
const read = record({ expression: text() });
const INITIAL: Draft = { expression: 'initial' };

function memoryStorage(): SyncStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function open(backend: KeyValueBackend, mirror: SyncStorage | null, extra: Partial<SavedStoreOptions<Draft>> = {}) {
  return createSavedStore<Draft>({ key: KEY, initial: INITIAL, read, backend, mirror, sync: null, ...extra });
}

const type = (store: ReturnType<typeof open>, expression: string) => store.set((state) => ({ ...state, expression }));

describe('a saved store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the initial state when nothing is saved', async () => {
    const store = open(memoryBackend(), memoryStorage());
    expect(store.get()).toEqual(INITIAL);
    expect(store.status()).toBe('ready');
    await store.restored;
    expect(store.get()).toEqual(INITIAL);
  });

  it('mirrors every change at once and writes IndexedDB once typing pauses', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const store = open(backend, mirror);
    await store.restored;
    type(store, '1');
    type(store, '1 +');
    type(store, '1 + 2');
    expect(JSON.parse(mirror.items.get(KEY)!)).toMatchObject({ version: 1, state: { expression: '1 + 2' } });
    expect(backend.entries.has(KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(backend.entries.has(KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.entries.get(KEY)).toMatchObject({ version: 1, state: { expression: '1 + 2' } });
  });

  it('restores the last change synchronously from the mirror, even before the debounced write', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const first = open(backend, mirror);
    await first.restored;
    type(first, 'last keystroke');
    // The page goes away before the debounce fires; the next load reads the mirror.
    const second = open(backend, mirror);
    expect(second.get()).toEqual({ expression: 'last keystroke' });
    expect(second.status()).toBe('ready');
    // And IndexedDB is brought up to date from it.
    await second.restored;
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.entries.get(KEY)).toMatchObject({ state: { expression: 'last keystroke' } });
  });

  it('flush writes a pending change immediately', async () => {
    const backend = memoryBackend();
    const store = open(backend, null);
    await vi.advanceTimersByTimeAsync(0);
    type(store, 'flushed');
    await store.flush();
    expect(backend.entries.get(KEY)).toMatchObject({ state: { expression: 'flushed' } });
  });

  it('restores from IndexedDB when the mirror is gone, and prefers the newer copy', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const first = open(backend, mirror);
    await first.restored;
    type(first, 'saved');
    await first.flush();

    mirror.items.clear();
    const second = open(backend, mirror);
    expect(second.get()).toEqual(INITIAL);
    await second.restored;
    expect(second.get()).toEqual({ expression: 'saved' });
    // …and the mirror has it again for the next synchronous start.
    expect(open(backend, mirror).get()).toEqual({ expression: 'saved' });
  });

  it('never replaces a change made while IndexedDB was being read', async () => {
    const backend = memoryBackend();
    const seed = open(backend, null);
    await seed.restored;
    type(seed, 'older, in IndexedDB');
    await seed.flush();

    const store = open(backend, memoryStorage());
    type(store, 'typed right away');
    await store.restored;
    expect(store.get()).toEqual({ expression: 'typed right away' });
  });

  it('keeps a state too large for the mirror in IndexedDB and shows "restoring" until it is read', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const first = open(backend, mirror, { mirrorMaxChars: 100 });
    await first.restored;
    const big = 'x'.repeat(200);
    type(first, big);
    expect(JSON.parse(mirror.items.get(KEY)!)).toMatchObject({ version: 1, elsewhere: 1 });
    await first.flush();

    const second = open(backend, mirror, { mirrorMaxChars: 100 });
    expect(second.status()).toBe('restoring');
    const seen: string[] = [];
    second.subscribe(() => seen.push(second.status()));
    await second.restored;
    expect(second.status()).toBe('ready');
    expect(second.get()).toEqual({ expression: big });
    expect(seen.at(-1)).toBe('ready');
  });

  it('falls back to the mirror when the state does not fit localStorage at all', async () => {
    const mirror = memoryStorage();
    const full: SyncStorage = {
      ...mirror,
      setItem: (key, value) => {
        if (value.length > 60) throw new Error('QuotaExceededError');
        mirror.setItem(key, value);
      },
    };
    const backend = memoryBackend();
    const store = open(backend, full);
    await store.restored;
    type(store, 'y'.repeat(100));
    expect(JSON.parse(mirror.items.get(KEY)!)).toMatchObject({ elsewhere: 1 });
  });

  it('ignores damaged or foreign entries and starts from the initial state', async () => {
    for (const damaged of [
      '{',
      '"text"',
      '{"version":1,"rev":1,"state":{"expression":5}}',
      '{"version":2,"rev":1,"state":{"expression":"x"}}',
      '{"version":1,"rev":1,"state":{"expression":"x","extra":"<img src=x onerror=alert(1)>"}}',
    ]) {
      const backend = memoryBackend();
      backend.entries.set(KEY, { version: 1, rev: 1, state: { expression: 42 } });
      const mirror = memoryStorage();
      mirror.items.set(KEY, damaged);
      const store = open(backend, mirror);
      await store.restored;
      expect(store.get(), damaged).toEqual(INITIAL);
      expect(store.status()).toBe('ready');
    }
  });

  it('gives up waiting for IndexedDB after the timeout', async () => {
    const hanging: KeyValueBackend = { get: () => new Promise(() => {}), set: () => Promise.resolve(), del: () => Promise.resolve() };
    const mirror = memoryStorage();
    mirror.items.set(KEY, JSON.stringify({ version: 1, rev: 5, elsewhere: 1 }));
    const store = open(hanging, mirror, { restoreTimeoutMs: 1000 });
    expect(store.status()).toBe('restoring');
    await vi.advanceTimersByTimeAsync(1000);
    await store.restored;
    expect(store.status()).toBe('ready');
    expect(store.get()).toEqual(INITIAL);
  });

  it('survives a backend that fails every call', async () => {
    const broken: KeyValueBackend = {
      get: () => Promise.reject(new Error('blocked')),
      set: () => Promise.reject(new Error('blocked')),
      del: () => Promise.reject(new Error('blocked')),
    };
    const mirror = memoryStorage();
    const store = open(broken, mirror);
    await store.restored;
    type(store, 'still kept');
    await store.flush();
    expect(open(broken, mirror).get()).toEqual({ expression: 'still kept' });
  });

  it('migrates the state an older build kept in localStorage, once', async () => {
    const mirror = memoryStorage();
    mirror.items.set('legacy', JSON.stringify({ expression: 'from before' }));
    const backend = memoryBackend();
    const store = open(backend, mirror, { legacyKey: 'legacy' });
    expect(store.get()).toEqual({ expression: 'from before' });
    expect(mirror.items.has('legacy')).toBe(false);
    await store.restored;
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.entries.get(KEY)).toMatchObject({ state: { expression: 'from before' } });
    expect(open(backend, mirror, { legacyKey: 'legacy' }).get()).toEqual({ expression: 'from before' });
  });

  it('ignores a damaged legacy entry', () => {
    const mirror = memoryStorage();
    mirror.items.set('legacy', '{"expression": [1]}');
    expect(open(memoryBackend(), mirror, { legacyKey: 'legacy' }).get()).toEqual(INITIAL);
  });

  it('commit writes the mirror and starts the IndexedDB write before it returns (no debounce)', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const store = open(backend, mirror);
    await store.restored;
    store.commit(() => ({ expression: 'done' }));
    expect(JSON.parse(mirror.items.get(KEY)!)).toMatchObject({ state: { expression: 'done' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.entries.get(KEY)).toMatchObject({ state: { expression: 'done' } });
  });

  it('commit writes a state too large for the typing mirror whole, so a reload at once still has it', async () => {
    const mirror = memoryStorage();
    const store = open(memoryBackend(), mirror, { mirrorMaxChars: 100 });
    await store.restored;
    const big = 'z'.repeat(200);
    store.commit(() => ({ expression: big }));
    expect(open(memoryBackend(), mirror, { mirrorMaxChars: 100 }).get()).toEqual({ expression: big });
  });

  it('delete leaves a tombstone at once, deletes from IndexedDB, and an older IndexedDB copy never comes back', async () => {
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const store = open(backend, mirror);
    await store.restored;
    type(store, 'secret');
    await store.flush();
    const stale = structuredClone(backend.entries.get(KEY));

    expect(store.delete()).toEqual({ expression: 'secret' });
    expect(store.get()).toEqual(INITIAL);
    expect(JSON.parse(mirror.items.get(KEY)!)).toMatchObject({ deleted: 1 });
    await store.flush();
    expect(backend.entries.has(KEY)).toBe(false);

    // A reload that raced the delete: IndexedDB still has the old record.
    backend.entries.set(KEY, stale);
    const next = open(backend, mirror);
    expect(next.get()).toEqual(INITIAL);
    await next.restored;
    await next.flush();
    expect(next.get()).toEqual(INITIAL);
    expect(backend.entries.has(KEY)).toBe(false);

    // Undo is a commit of what delete returned.
    next.commit(() => ({ expression: 'secret' }));
    expect(open(backend, mirror).get()).toEqual({ expression: 'secret' });
  });

  it('writes whole states to the mirror once IndexedDB has failed', async () => {
    const failing: KeyValueBackend = {
      get: () => Promise.resolve(undefined),
      set: () => Promise.reject(new Error('QuotaExceededError')),
      del: () => Promise.resolve(),
    };
    const mirror = memoryStorage();
    const store = open(failing, mirror, { mirrorMaxChars: 100 });
    await store.restored;
    const big = 'w'.repeat(200);
    type(store, big);
    expect(JSON.parse(mirror.items.get(KEY)!)).toMatchObject({ elsewhere: 1 });
    await store.flush();
    expect(JSON.parse(mirror.items.get(KEY)!)).toMatchObject({ state: { expression: big } });
    type(store, `${big}!`);
    expect(JSON.parse(mirror.items.get(KEY)!)).toMatchObject({ state: { expression: `${big}!` } });
  });

  it('says when a state is kept nowhere: IndexedDB refused and no localStorage', async () => {
    const refused: KeyValueBackend = {
      get: () => Promise.reject(new Error('InvalidStateError')),
      set: () => Promise.reject(new Error('x')),
      del: () => Promise.reject(new Error('x')),
    };
    const store = open(refused, null);
    await store.restored;
    expect(store.status()).toBe('ready');
    type(store, 'only in memory');
    expect(store.get()).toEqual({ expression: 'only in memory' });
    expect(isWorkNotKept()).toBe(true);
  });

  it('keeps windows in step: a newer change from another window is shown; an older one is not', async () => {
    const channel = fakeChannel();
    const backend = memoryBackend();
    const mirror = memoryStorage();
    const first = open(backend, mirror, { sync: channel.window() });
    const second = open(backend, mirror, { sync: channel.window() });
    await Promise.all([first.restored, second.restored]);
    type(first, 'typed in the first window');
    type(first, 'typed in the first window, and more');
    // Typing is told once the burst pauses, outside the keystroke's handler; a deletion at once.
    expect(second.get()).toEqual(INITIAL);
    await vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS);
    expect(second.get()).toEqual({ expression: 'typed in the first window, and more' });
    second.delete();
    expect(first.get()).toEqual(INITIAL);
    // A stale or malformed message changes nothing.
    channel.send({ key: KEY, rev: 1, state: { expression: 'old' } });
    channel.send({ key: KEY, rev: Date.now() + 1000, state: { expression: 5 } });
    expect(first.get()).toEqual(INITIAL);
    // The window that only showed a change does not write it again.
    await first.flush();
    expect(backend.entries.has(KEY)).toBe(false);
  });

  it('keeps windows in step through the mirror’s storage event where BroadcastChannel is missing', async () => {
    const listeners: WindowSyncListener[] = [];
    const storageEvents: WindowSync = {
      announce: () => {},
      listen: (_key, listener) => {
        listeners.push(listener);
        return () => {};
      },
    };
    const mirror = memoryStorage();
    const other = open(memoryBackend(), mirror);
    const store = open(memoryBackend(), mirror, { sync: storageEvents });
    await store.restored;
    type(other, 'from the other window');
    for (const listener of listeners) listener.mirrorChanged(mirror.items.get(KEY) ?? null);
    expect(store.get()).toEqual({ expression: 'from the other window' });
  });
});

/** BroadcastChannel between stores in one test: each window's messages reach every other window. */
function fakeChannel() {
  const windows: Array<Map<string, WindowSyncListener>> = [];
  return {
    window(): WindowSync {
      const mine = new Map<string, WindowSyncListener>();
      windows.push(mine);
      return {
        announce: (message: ChangeMessage) => {
          for (const other of windows) if (other !== mine) other.get(message.key)?.message(structuredClone(message));
        },
        listen: (key, listener) => {
          mine.set(key, listener);
          return () => mine.delete(key);
        },
      };
    },
    send(message: ChangeMessage) {
      for (const window of windows) window.get(message.key)?.message(message);
    },
  };
}
