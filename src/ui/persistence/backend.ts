/**
 * The browser's storage, reached only through here, so a browser that refuses it never breaks
 * the page: IndexedDB (through idb-keyval) as the store of record, and localStorage for the
 * synchronous mirror (./saved-store). Every access catches what browsers throw — reading the
 * `indexedDB` or `localStorage` property itself (SecurityError when site data is blocked),
 * `indexedDB.open` throwing synchronously (InvalidStateError in some private windows), a failing
 * transaction, put or get, an error event, a full quota — and turns it into a rejected promise
 * or a null storage, which the stores fall back from (IndexedDB → localStorage → memory).
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { noteIndexedDbFailed, noteIndexedDbWorks, noteLocalStorageRefused } from './storage-health';

export interface KeyValueBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** The part of Web Storage used for the mirror (typed here so this compiles without the DOM library). */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The app's own database, so nothing else on the origin shares its object store. */
export const DATABASE_NAME = 'exactly';
export const OBJECT_STORE_NAME = 'saved';

/** A promise of `run()`, rejected (never thrown) when `run` throws synchronously. */
function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return run();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** The object store idb-keyval hands over (named through its types: this file also compiles without the DOM library). */
type ObjectStore = Parameters<Parameters<UseStore>[1]>[0];

/** Every step may throw: reading `indexedDB`, open, transaction, put/get/delete. */
function indexedDbBackend(): KeyValueBackend {
  // Opened on first use, not at import: the first screen never waits for it.
  let store: UseStore | undefined;
  const use = (): UseStore => {
    if (store === undefined) {
      const factory = (globalThis as { indexedDB?: unknown }).indexedDB;
      if (typeof factory !== 'object' || factory === null) throw new Error('IndexedDB is not available');
      store = createStore(DATABASE_NAME, OBJECT_STORE_NAME);
    }
    return store;
  };
  const watched = <T>(run: () => Promise<T>): Promise<T> =>
    guarded(run).then(
      (value) => {
        noteIndexedDbWorks();
        return value;
      },
      (error: unknown) => {
        noteIndexedDbFailed();
        throw error;
      },
    );
  // A write asks for commit() at once, so it is not left waiting for the page's next task (which
  // a reload may never run); `strict` durability where offered (the default in most browsers).
  const write = (key: string, change: (objectStore: ObjectStore) => void): Promise<void> =>
    watched(() =>
      use()('readwrite', (objectStore) => {
        change(objectStore);
        const done = promisifyRequest(objectStore.transaction) as unknown as Promise<void>;
        (objectStore.transaction as { commit?: () => void }).commit?.();
        return done;
      }),
    );
  return {
    get: (key) => watched(() => use()('readonly', (objectStore) => promisifyRequest(objectStore.get(key)))),
    set: (key, value) => write(key, (objectStore) => objectStore.put(value, key)),
    del: (key) => write(key, (objectStore) => objectStore.delete(key)),
  };
}

/** A backend in memory (unit tests). */
export function memoryBackend(): KeyValueBackend & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: (key) => Promise.resolve(entries.get(key)),
    set: (key, value) => {
      entries.set(key, structuredClone(value));
      return Promise.resolve();
    },
    del: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

let defaultBackend: KeyValueBackend | undefined;

/** The app's IndexedDB database; each call fails (a rejected promise) when the browser refuses it. */
export function savedWorkBackend(): KeyValueBackend {
  defaultBackend ??= indexedDbBackend();
  return defaultBackend;
}

const PROBE_KEY = 'exactly:probe';
let localStorageChecked = false;
let localStorageFound: SyncStorage | null = null;

/**
 * localStorage, or null when the browser refuses it: reading the property throws (site data
 * blocked), or it takes no write at all (some private modes have a quota of zero).
 */
export function localStorageOrNull(): SyncStorage | null {
  if (!localStorageChecked) {
    localStorageChecked = true;
    try {
      const storage = (globalThis as { localStorage?: SyncStorage }).localStorage ?? null;
      if (storage !== null) {
        storage.setItem(PROBE_KEY, '1');
        storage.removeItem(PROBE_KEY);
      }
      localStorageFound = storage;
    } catch {
      localStorageFound = null;
    }
    if (localStorageFound === null) noteLocalStorageRefused();
  }
  return localStorageFound;
}

/**
 * Asks the browser to keep this origin's storage even when space runs low
 * (`navigator.storage.persist()`), for a feature that keeps data a person would hate to lose (a
 * teacher's class results). Resolves to whether storage is persistent; never rejects.
 */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    const storage = (globalThis as { navigator?: { storage?: { persisted?: () => Promise<boolean>; persist?: () => Promise<boolean> } } })
      .navigator?.storage;
    if (typeof storage?.persist !== 'function') return false;
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
