/**
 * Where saved work lives: IndexedDB (through idb-keyval) in the browser. The interface is small
 * so the stores can be tested against a memory backend, and so a browser without IndexedDB
 * (some private modes) still runs the app — its work then lasts only as long as the page.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface KeyValueBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** The app's own database, so nothing else on the origin shares its object store. */
export const DATABASE_NAME = 'exactly';
export const OBJECT_STORE_NAME = 'saved';

function indexedDbBackend(): KeyValueBackend {
  // Opened on first use, not at import: the first screen never waits for it.
  let store: UseStore | undefined;
  const use = (): UseStore => (store ??= createStore(DATABASE_NAME, OBJECT_STORE_NAME));
  return {
    get: (key) => get(key, use()),
    set: (key, value) => set(key, value, use()),
    del: (key) => del(key, use()),
  };
}

/** A backend in memory (unit tests; browsers without IndexedDB). */
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

/** IndexedDB when the environment has it, otherwise memory. */
export function savedWorkBackend(): KeyValueBackend {
  defaultBackend ??= typeof (globalThis as { indexedDB?: unknown }).indexedDB === 'object' ? indexedDbBackend() : memoryBackend();
  return defaultBackend;
}
