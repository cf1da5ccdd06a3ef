/**
 * Where the worker keeps the graded class: IndexedDB (through idb-keyval), its own database, the
 * rows in chunks; a memory map where IndexedDB is missing (tests, a browser that refuses it), so
 * the class still works for the session. Every write that belongs together is one transaction.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

export interface ClassStorage {
  get(key: string): Promise<unknown>;
  /** Puts `set` and deletes `remove` in one transaction. */
  write(set: ReadonlyArray<readonly [string, unknown]>, remove?: readonly string[]): Promise<void>;
  /** The keys that start with `prefix`. */
  keys(prefix: string): Promise<string[]>;
  /** Whether the class survives a reload. */
  readonly durable: boolean;
}

export const CLASS_DATABASE = 'exactly-class';
const OBJECT_STORE = 'class';

export function memoryStorage(): ClassStorage {
  const map = new Map<string, unknown>();
  return {
    durable: false,
    get: (key) => Promise.resolve(map.get(key)),
    write: (set, remove = []) => {
      for (const key of remove) map.delete(key);
      for (const [key, value] of set) map.set(key, value);
      return Promise.resolve();
    },
    keys: (prefix) => Promise.resolve([...map.keys()].filter((key) => key.startsWith(prefix))),
  };
}

function indexedDbStorage(store: UseStore): ClassStorage {
  return {
    durable: true,
    get: (key) => store('readonly', (objects) => promisifyRequest(objects.get(key))),
    write: (set, remove = []) =>
      store('readwrite', (objects) => {
        for (const key of remove) objects.delete(key);
        for (const [key, value] of set) objects.put(value, key);
        return promisifyRequest(objects.transaction);
      }),
    keys: (prefix) =>
      store('readonly', (objects) => promisifyRequest(objects.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`)))).then((keys) =>
        keys.map(String),
      ),
  };
}

let opened: ClassStorage | null = null;

/** The worker's storage: IndexedDB when it opens, else memory. */
export async function classStorage(): Promise<ClassStorage> {
  if (opened !== null) return opened;
  try {
    if (typeof indexedDB !== 'object' || indexedDB === null) throw new Error('no IndexedDB');
    const candidate = indexedDbStorage(createStore(CLASS_DATABASE, OBJECT_STORE));
    await candidate.get('meta');
    opened = candidate;
  } catch {
    opened = memoryStorage();
  }
  return opened;
}

/** For tests: the storage to use. */
export function useClassStorage(storage: ClassStorage): void {
  opened = storage;
}
