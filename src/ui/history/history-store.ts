/**
 * Each tab's history: the last {@link HISTORY_LIMIT} distinct requests it sent, newest first,
 * each with the engine's answer and when it was asked. Kept in IndexedDB (versioned key), read
 * on first use, and read back through the same request-shape check as a share link, so a
 * damaged entry is dropped rather than shown or restored.
 */
import { useSyncExternalStore } from 'react';
import { savedWorkBackend, type KeyValueBackend } from '../persistence/backend';
import { historyKey } from '../persistence/keys';
import { finiteNumber, jsonData, list, readStored, record, StoredShapeError, type Reader } from '../persistence/shape';
import { readRequest, type ShareRequests, type ShareTab } from '../share/request-shape';

export const HISTORY_LIMIT = 50;

export interface HistoryEntry<Tab extends ShareTab = ShareTab> {
  request: ShareRequests[Tab];
  /** The engine's answer (tool output or error envelope), as plain JSON data. */
  response: unknown;
  /** When it was answered (ms since the epoch). */
  at: number;
}

export interface TabHistory<Tab extends ShareTab = ShareTab> {
  /** Newest first; null until read from storage. */
  entries(): readonly HistoryEntry<Tab>[] | null;
  subscribe(listener: () => void): () => void;
  /** Reads the stored history (once). */
  load(): Promise<void>;
  /** Adds a request and its answer at the top; an equal earlier request moves up instead of repeating. */
  record(request: ShareRequests[Tab], response: unknown, at?: number): Promise<void>;
  /** Empties the history; resolves to what it held (for an undo). */
  clear(): Promise<readonly HistoryEntry<Tab>[]>;
  /** Puts back entries taken by clear(), ahead of anything recorded since. */
  restore(entries: readonly HistoryEntry<Tab>[]): Promise<void>;
}

export const historyResponseReader = jsonData({ maxDepth: 8, maxNodes: 20_000, maxText: 200_000 });

function requestReader<Tab extends ShareTab>(tab: Tab): Reader<ShareRequests[Tab]> {
  return (value, path) => {
    const read = readRequest(tab, value);
    if (!read.ok) throw new StoredShapeError(`${path}: ${read.message}`);
    return read.value;
  };
}

/** The identity of a request: its JSON (field order is fixed by readRequest's copy). */
const sameRequest = (request: unknown): string => JSON.stringify(request);

export function historyReader<Tab extends ShareTab>(tab: Tab): Reader<HistoryEntry<Tab>[]> {
  return list(record({ request: requestReader(tab), response: historyResponseReader, at: finiteNumber }), HISTORY_LIMIT);
}

export function createTabHistory<Tab extends ShareTab>(tab: Tab, backend: KeyValueBackend): TabHistory<Tab> {
  const key = historyKey(tab);
  const read = historyReader(tab);
  let entries: HistoryEntry<Tab>[] | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Writes go one after another, so the last one stored is the last one made.
  let writing: Promise<void> = Promise.resolve();
  const save = (next: HistoryEntry<Tab>[]) => {
    writing = writing.then(() => backend.set(key, next)).catch(() => {
      // IndexedDB unavailable: the history lasts as long as the page.
    });
    return writing;
  };

  const history: TabHistory<Tab> = {
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      loading ??= backend.get(key).then(
        (value) => (value === undefined ? [] : readStored(read, value) ?? []),
        () => [],
      ).then((stored) => {
        // A record made while reading comes first; stored entries follow, without repeats.
        const seen = new Set((entries ?? []).map((entry) => sameRequest(entry.request)));
        entries = [...(entries ?? []), ...stored.filter((entry) => !seen.has(sameRequest(entry.request)))].slice(0, HISTORY_LIMIT);
        notify();
      });
      return loading;
    },
    async record(request, response, at = Date.now()) {
      await history.load();
      const id = sameRequest(request);
      const next = [{ request, response, at }, ...(entries ?? []).filter((entry) => sameRequest(entry.request) !== id)].slice(0, HISTORY_LIMIT);
      entries = next;
      notify();
      await save(next);
    },
    async clear() {
      await history.load();
      const cleared = entries ?? [];
      entries = [];
      notify();
      await save([]);
      return cleared;
    },
    async restore(restored) {
      await history.load();
      const current = entries ?? [];
      const seen = new Set(current.map((entry) => sameRequest(entry.request)));
      const next = [...current, ...restored.filter((entry) => !seen.has(sameRequest(entry.request)))].slice(0, HISTORY_LIMIT);
      entries = next;
      notify();
      await save(next);
    },
  };
  return history;
}

/** Records a tab's answer, as copies of plain data checked as anything else stored is. */
export function recordAnswer(tab: ShareTab, request: unknown, response: unknown): Promise<void> {
  const copy = readRequest(tab, request);
  const answerCopy = readStored(historyResponseReader, response);
  return copy.ok && answerCopy !== null ? tabHistory(tab).record(copy.value, answerCopy) : Promise.resolve();
}

const histories = new Map<ShareTab, TabHistory>();

/** The tab's history in the app's IndexedDB database (one per tab for the page's life). */
export function tabHistory<Tab extends ShareTab>(tab: Tab): TabHistory<Tab> {
  let history = histories.get(tab);
  if (history === undefined) {
    history = createTabHistory(tab, savedWorkBackend()) as unknown as TabHistory;
    histories.set(tab, history);
  }
  return history as unknown as TabHistory<Tab>;
}

export function useHistoryEntries<Tab extends ShareTab>(history: TabHistory<Tab>): readonly HistoryEntry<Tab>[] | null {
  return useSyncExternalStore(history.subscribe, history.entries, history.entries);
}
