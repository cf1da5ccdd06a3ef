// Reading and seeding what the app keeps: its IndexedDB database ("exactly", store "saved") and
// the localStorage mirror. Browser-side code is passed as strings (tsconfig.node.json has no DOM types).
import type { Page } from '@playwright/test';

export const DRAFT_KEY = (tab: string) => `exactly:v1:draft:${tab}`;
export const HISTORY_KEY = (tab: string) => `exactly:v2:history:${tab}`;

/** The value IndexedDB holds under `key`, or null. */
export async function idbGet(page: Page, key: string): Promise<unknown> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('exactly');
    open.onerror = () => reject(open.error);
    open.onupgradeneeded = () => open.result.createObjectStore('saved');
    open.onsuccess = () => {
      const db = open.result;
      const get = db.transaction('saved').objectStore('saved').get(${JSON.stringify(key)});
      get.onsuccess = () => { db.close(); resolve(get.result ?? null); };
      get.onerror = () => reject(get.error);
    };
  })`);
}

/** Puts `value` under `key` in IndexedDB; resolves once the write has committed. */
export async function idbPut(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('exactly');
    open.onupgradeneeded = () => open.result.createObjectStore('saved');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('saved', 'readwrite');
      tx.objectStore('saved').put(${JSON.stringify(value)}, ${JSON.stringify(key)});
      tx.oncomplete = () => { open.result.close(); resolve(null); };
      tx.onerror = () => reject(tx.error);
    };
  })`);
}

/** A Subtract history entry for `a − b` (its answer as the engine gives it). */
export function subtractEntry(a: [string, string], b: [string, string], answer: [string, string], at: number) {
  return {
    request: { a: { numerator: a[0], denominator: a[1] }, b: { numerator: b[0], denominator: b[1] } },
    response: { numerator: answer[0], denominator: answer[1] },
    at,
  };
}

/**
 * Saves `entries` as the tab's history in both places the app keeps it — IndexedDB (committed)
 * and the localStorage mirror — as a build that had written them would have. The page must be
 * reloaded (or another opened) to show them.
 */
export async function seedHistory(page: Page, tab: string, entries: readonly unknown[]): Promise<void> {
  const saved = { version: 1, rev: Date.now(), state: entries };
  await idbPut(page, HISTORY_KEY(tab), saved);
  await page.evaluate(`localStorage.setItem(${JSON.stringify(HISTORY_KEY(tab))}, ${JSON.stringify(JSON.stringify(saved))})`);
}
