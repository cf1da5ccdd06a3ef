/**
 * Each tab's history: the last {@link HISTORY_LIMIT} distinct requests it sent, newest first,
 * each with the engine's answer and when it was asked. A saved store (../persistence): mirrored
 * in localStorage and kept in IndexedDB, in step across the app's windows, and read back through
 * the same request reader as a share link (core/request-shapes), so a damaged entry is dropped rather than shown
 * or restored. Every change is committed at once: a cleared history or a removed entry is gone
 * before the click's handler returns, and Undo writes the entries back.
 */
import { useSyncExternalStore } from 'react';
import type { KeyValueBackend, SyncStorage } from '../persistence/backend';
import { historyKey, legacyHistoryKey } from '../persistence/keys';
import { createSavedStore, type SavedStore } from '../persistence/saved-store';
import { finiteNumber, jsonData, list, readOrNull, record, type Reader } from '../../core/json-reader';
import { REQUEST_READERS } from '../../core/request-shapes';
import type { WindowSync } from '../persistence/window-sync';
import { readRequest, SHARE_TOOLS, type ShareRequests, type ShareTab } from '../share/share-link';

export const HISTORY_LIMIT = 50;

export interface HistoryEntry<Tab extends ShareTab = ShareTab> {
  request: ShareRequests[Tab];
  /** The engine's answer (tool output or error envelope), as plain JSON data. */
  response: unknown;
  /** When it was answered (ms since the epoch). */
  at: number;
}

export interface TabHistory<Tab extends ShareTab = ShareTab> {
  /** Newest first; null while the saved history is still being read. */
  entries(): readonly HistoryEntry<Tab>[] | null;
  subscribe(listener: () => void): () => void;
  /** Settles once the saved history has been read. */
  load(): Promise<void>;
  /** Adds a request and its answer at the top; an equal earlier request moves up instead of repeating. */
  record(request: ShareRequests[Tab], response: unknown, at?: number): Promise<void>;
  /** Empties the history (deleted from storage before this returns); returns what it held, for an undo. */
  clear(): readonly HistoryEntry<Tab>[];
  /** Removes one entry (by its request) before returning; returns it, or null when it was not there. */
  remove(request: ShareRequests[Tab]): HistoryEntry<Tab> | null;
  /** Puts back entries taken by clear() or remove(), each at its place by time, written at once. */
  restore(entries: readonly HistoryEntry<Tab>[]): void;
  /** Settles when every change so far has reached IndexedDB (or failed over to the mirror). */
  flush(): Promise<void>;
}

export const historyResponseReader = jsonData({ maxDepth: 8, maxNodes: 20_000, maxText: 200_000 });

/** The identity of a request: its JSON (field order is fixed by readRequest's copy). */
const sameRequest = (request: unknown): string => JSON.stringify(request);

export function historyReader<Tab extends ShareTab>(tab: Tab): Reader<HistoryEntry<Tab>[]> {
  return list(
    record({ request: REQUEST_READERS[SHARE_TOOLS[tab]] as Reader<ShareRequests[Tab]>, response: historyResponseReader, at: finiteNumber }),
    HISTORY_LIMIT,
  );
}

/** Where a history is kept; the defaults are the app's (IndexedDB, localStorage, the page's window sync). */
export interface HistoryStorage {
  backend?: KeyValueBackend;
  mirror?: SyncStorage | null;
  sync?: WindowSync | null;
}

export function createTabHistory<Tab extends ShareTab>(tab: Tab, storage: HistoryStorage = {}): TabHistory<Tab> {
  const store: SavedStore<HistoryEntry<Tab>[]> = createSavedStore({
    key: historyKey(tab),
    legacyBackendKey: legacyHistoryKey(tab),
    initial: [],
    read: historyReader(tab),
    ...storage,
  });
  const entries = () => (store.status() === 'restoring' ? null : store.get());

  return {
    entries,
    subscribe: store.subscribe,
    load: () => store.restored,
    async record(request, response, at = Date.now()) {
      // Built on the saved history, not on the empty list shown while IndexedDB is still read.
      if (store.status() === 'restoring') await store.restored;
      const id = sameRequest(request);
      store.commit((current) =>
        [{ request, response, at }, ...current.filter((entry) => sameRequest(entry.request) !== id)].slice(0, HISTORY_LIMIT),
      );
    },
    clear: () => store.delete(),
    remove(request) {
      const id = sameRequest(request);
      const removed = store.get().find((entry) => sameRequest(entry.request) === id) ?? null;
      store.commit((current) => current.filter((entry) => sameRequest(entry.request) !== id));
      return removed;
    },
    restore(restored) {
      store.commit((current) => {
        const seen = new Set(current.map((entry) => sameRequest(entry.request)));
        const merged = [...current, ...restored.filter((entry) => !seen.has(sameRequest(entry.request)))];
        return merged.sort((a, b) => b.at - a.at).slice(0, HISTORY_LIMIT);
      });
    },
    flush: () => store.flush(),
  };
}

/** Records a tab's answer, as copies of plain data checked as anything else stored is. */
export function recordAnswer(tab: ShareTab, request: unknown, response: unknown): Promise<void> {
  const copy = readRequest(tab, request);
  const answerCopy = readOrNull(historyResponseReader, response);
  return copy.ok && answerCopy !== null ? tabHistory(tab).record(copy.value, answerCopy) : Promise.resolve();
}

const histories = new Map<ShareTab, TabHistory>();

/** The tab's history in the app's storage (one per tab for the page's life). */
export function tabHistory<Tab extends ShareTab>(tab: Tab): TabHistory<Tab> {
  let history = histories.get(tab);
  if (history === undefined) {
    history = createTabHistory(tab) as unknown as TabHistory;
    histories.set(tab, history);
  }
  return history as unknown as TabHistory<Tab>;
}

export function useHistoryEntries<Tab extends ShareTab>(history: TabHistory<Tab>): readonly HistoryEntry<Tab>[] | null {
  return useSyncExternalStore(history.subscribe, history.entries, history.entries);
}
