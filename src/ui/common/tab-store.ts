import { useCallback, useSyncExternalStore } from 'react';

/**
 * A tab's input, kept outside React: it survives switching tabs, a tab's error boundary
 * resetting, and (through localStorage) a reload. What is loaded back is checked first, so a
 * stale or tampered entry falls back to the initial state instead of breaking the tab.
 */
export interface TabStore<T> {
  get(): T;
  set(update: (state: T) => T): void;
  subscribe(listener: () => void): () => void;
}

const STORAGE_PREFIX = 'exactly:tab:';

/** The part of Web Storage used here (typed locally so this module also compiles for unit tests). */
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
const storage = (): KeyValueStorage | undefined => (globalThis as { localStorage?: KeyValueStorage }).localStorage;

function load<T>(key: string, initial: T, accept: (value: unknown) => value is T): T {
  try {
    const saved = storage()?.getItem(STORAGE_PREFIX + key);
    if (saved == null) return initial;
    const value: unknown = JSON.parse(saved);
    return accept(value) ? value : initial;
  } catch {
    return initial;
  }
}

export function createTabStore<T>(key: string, initial: T, accept: (value: unknown) => value is T): TabStore<T> {
  let state = load(key, initial, accept);
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(update) {
      state = update(state);
      try {
        storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(state));
      } catch {
        // Storage full or unavailable (private mode): the input still lives in memory.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useTabStore<T>(store: TabStore<T>): [T, (update: (state: T) => T) => void] {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const set = useCallback((update: (state: T) => T) => store.set(update), [store]);
  return [state, set];
}

let nextKey = 0;
/** A key for a row the user adds, so React keeps each row's DOM (and focus) as rows move. */
export function newRowKey(): string {
  nextKey += 1;
  return `r${Date.now().toString(36)}${nextKey}`;
}

// Small shape checks for what comes back from storage.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
