import { draftKey, legacyDraftKey } from '../persistence/keys';
import { createSavedStore, type SavedStore } from '../persistence/saved-store';
import type { Reader } from '../../core/json-reader';
import type { TabId } from '../tabs';

export { useSavedState as useTabStore, useSavedStatus } from '../persistence/useSavedState';

/**
 * A tab's input, kept outside React: it survives switching tabs, a tab's error boundary
 * resetting, and (saved in IndexedDB, mirrored in localStorage) a reload, a crash or a closed
 * page; it follows the same tab in the app's other windows. What is loaded back is read through
 * `read`, so a stale or tampered entry falls back to the initial state instead of breaking the tab.
 */
export type TabStore<T> = SavedStore<T>;

export function createTabStore<T>(tab: TabId, initial: T, read: Reader<T>): TabStore<T> {
  return createSavedStore({ key: draftKey(tab), legacyKey: legacyDraftKey(tab), initial, read });
}

let nextKey = 0;
/** A key for a row the user adds, so React keeps each row's DOM (and focus) as rows move. */
export function newRowKey(): string {
  nextKey += 1;
  return `r${Date.now().toString(36)}${nextKey}`;
}

/** A saved row's key: kept when it is a plain token, replaced otherwise (it ends up in element ids). */
export const readRowKey: Reader<string> = (value) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : newRowKey();

/** Rows with a key used twice get a new one, so React never sees two rows as one. */
export function withUniqueKeys<R extends { key: string }>(rows: R[]): R[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const unique = seen.has(row.key) ? { ...row, key: newRowKey() } : row;
    seen.add(unique.key);
    return unique;
  });
}
