/**
 * A piece of state that is saved as it changes, restored on the next load and kept in step
 * across the app's open windows: a tab's input, a tab's history, a feature's data.
 *
 * How a feature (a new tab) keeps its data — nothing in this folder needs to change:
 *
 *   const classStore = createSavedStore({
 *     key: 'exactly:v1:class:results',   // versioned: a new format gets a new key (./keys.ts)
 *     initial: EMPTY_CLASS,              // what the feature shows when nothing is saved
 *     read: readClassResults,            // a core/json-reader reader: damaged data falls back to `initial`
 *   });
 *   useSavedState(classStore)            // [state, set] in a component (./useSavedState)
 *   classStore.set((s) => …)             // typing: mirrored at once, IndexedDB once typing pauses
 *   classStore.commit((s) => …)          // a step the user considers done: written before it returns
 *   const old = classStore.delete()      // "Clear class data": deleted before it returns;
 *   classStore.commit(() => old)         //   …and its Undo writes the data back
 *   void askPersistentStorage()          // (./backend) when the data is worth protecting from eviction
 *
 * Pending writes are flushed when the page is hidden or closed; the "not keeping your work"
 * notice (./storage-health, shown by the app) covers every store; other windows of the app see
 * each change within moments (./window-sync).
 *
 * Where it is kept. IndexedDB is the store of record: versioned key, debounced writes. A
 * synchronous copy — the mirror, in localStorage — is written on every change and read at
 * start-up, so the very first render already shows the saved state and a reload a millisecond
 * after a keystroke still finds it: a localStorage write is complete when setItem returns,
 * whereas an IndexedDB write started while the page unloads may be lost. That is also what makes
 * a deletion final at once: `delete` (and `commit`) write the mirror before returning, and a
 * deletion leaves a small tombstone there, so an older IndexedDB copy that a reload found
 * before the deletion reached it is recognised as older and deleted too. Every record carries a
 * revision (a time), so the newer copy always wins. A state too large for the mirror while
 * typing leaves a marker there instead, and the tab shows a short "restoring" state until
 * IndexedDB answers. When IndexedDB fails (refused, full, broken) the mirror holds the whole
 * state; when localStorage is refused too, the state lasts as long as the page, and the app says
 * so.
 *
 * Everything read back — from storage or another window — goes through its reader (core/json-reader): a
 * damaged or foreign entry is ignored.
 */
import { localStorageOrNull, savedWorkBackend, type KeyValueBackend, type SyncStorage } from './backend';
import { finiteNumber, literal, readOrNull, record, type Reader } from '../../core/json-reader';
import { onPageHidden } from './page-lifecycle';
import { noteNotKept } from './storage-health';
import { windowSync, type ChangeMessage, type WindowSync } from './window-sync';

export type { KeyValueBackend, SyncStorage } from './backend';

/** The format of the records (the key's "v1" names it too: a new format gets a new key). */
export const SAVED_RECORD_VERSION = 1;

/** How long typing may go on before a write to IndexedDB (the mirror is written at once). */
export const SAVE_DEBOUNCE_MS = 150;

/** While typing, a state whose JSON is longer than this is not mirrored (the origin's localStorage is ~5 M characters in all). */
export const MIRROR_MAX_CHARS = 256_000;

/**
 * How long a typed change waits before the other windows are told (a burst of keystrokes is
 * told once, and the message is cloned outside the keystroke's own handler). Committed changes
 * and deletions are told at once.
 */
export const ANNOUNCE_DELAY_MS = 50;

/** How long the tab waits for IndexedDB when it must (then it starts from its initial state). */
export const RESTORE_TIMEOUT_MS = 3_000;

export type SavedStatus = 'ready' | 'restoring';

export interface SavedStore<T> {
  get(): T;
  /**
   * The state it starts from when nothing is saved: what the build rendered the first screen
   * with, so what hydration renders (React's server snapshot), whatever was typed meanwhile.
   */
  initial(): T;
  /** A change as it is typed: mirrored at once, written to IndexedDB once typing pauses. */
  set(update: (state: T) => T): void;
  /**
   * A change the user considers done (an undo, a loaded request, a history entry): applied to the
   * newest saved state (another window may have changed it) and written before this returns —
   * the mirror written, IndexedDB's write started, nothing left on a timer.
   */
  commit(update: (state: T) => T): void;
  /**
   * Deletes the saved state, as final as `commit`; the store holds `initial` again. Returns what
   * it held, for an Undo (which commits it back).
   */
  delete(): T;
  subscribe(listener: () => void): () => void;
  /** 'restoring' only while the saved state can come from IndexedDB alone. */
  status(): SavedStatus;
  /** Settles when the IndexedDB copy has been read (and used, when it was the newer one). */
  readonly restored: Promise<void>;
  /** Writes a pending change to IndexedDB now; settles when every write so far has settled. */
  flush(): Promise<void>;
}

export interface SavedStoreOptions<T> {
  /** The versioned key, the same in IndexedDB, in the mirror and between windows. */
  key: string;
  initial: T;
  read: Reader<T>;
  /** Default: the app's IndexedDB database. */
  backend?: KeyValueBackend;
  /** Default: localStorage (null when the browser refuses it). */
  mirror?: SyncStorage | null;
  /** Default: the page's BroadcastChannel / storage-event sync; null: none. */
  sync?: WindowSync | null;
  /** A key an older build kept the state under in the mirror's storage (same shape), read once and removed. */
  legacyKey?: string;
  /** A key an older build kept the bare state under in the backend (same shape, no record), read once and deleted. */
  legacyBackendKey?: string;
  debounceMs?: number;
  mirrorMaxChars?: number;
  restoreTimeoutMs?: number;
}

interface Saved<T> {
  rev: number;
  state: T;
}

type MirrorEntry<T> =
  | { kind: 'state'; rev: number; state: T }
  | { kind: 'elsewhere'; rev: number }
  | { kind: 'deleted'; rev: number }
  | { kind: 'none' }
  | { kind: 'unavailable' };

const recordReader = <T>(read: Reader<T>) => record({ version: literal(SAVED_RECORD_VERSION), rev: finiteNumber, state: read });
const markerReader = record({ version: literal(SAVED_RECORD_VERSION), rev: finiteNumber, elsewhere: literal(1) });
const tombstoneReader = record({ version: literal(SAVED_RECORD_VERSION), rev: finiteNumber, deleted: literal(1) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createSavedStore<T>(options: SavedStoreOptions<T>): SavedStore<T> {
  const { key, initial, read, legacyKey, legacyBackendKey } = options;
  const backend = options.backend ?? savedWorkBackend();
  const mirror = options.mirror === undefined ? localStorageOrNull() : options.mirror;
  const sync = options.sync === undefined ? windowSync() : options.sync;
  const debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
  const mirrorMaxChars = options.mirrorMaxChars ?? MIRROR_MAX_CHARS;
  const readRecord = recordReader(read);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** What a mirror text says (null text: nothing there). */
  function parseMirror(text: string | null): MirrorEntry<T> {
    if (text === null) return { kind: 'none' };
    const value = parseJson(text);
    const saved = readOrNull(readRecord, value);
    if (saved !== null) return { kind: 'state', rev: saved.rev, state: saved.state };
    const marker = readOrNull(markerReader, value);
    if (marker !== null) return { kind: 'elsewhere', rev: marker.rev };
    const tombstone = readOrNull(tombstoneReader, value);
    // A damaged mirror says nothing; IndexedDB may still have the state.
    return tombstone !== null ? { kind: 'deleted', rev: tombstone.rev } : { kind: 'unavailable' };
  }

  function readMirror(): MirrorEntry<T> {
    if (mirror === null) return { kind: 'unavailable' };
    try {
      return parseMirror(mirror.getItem(key));
    } catch {
      return { kind: 'unavailable' };
    }
  }

  /** The state an older build left in the mirror's storage (same shape, no revision), removed once read. */
  function takeLegacy(): T | null {
    if (mirror === null || legacyKey === undefined) return null;
    try {
      const text = mirror.getItem(legacyKey);
      if (text === null) return null;
      mirror.removeItem(legacyKey);
      return readOrNull(read, parseJson(text));
    } catch {
      return null;
    }
  }

  function trySetMirror(text: string): boolean {
    if (mirror === null) return false;
    try {
      mirror.setItem(key, text);
      return true;
    } catch {
      return false; // over quota, or storage gone
    }
  }

  // IndexedDB failed a write (refused, full, broken): the mirror then holds whole states, whatever their size.
  let backendDown = false;

  /**
   * Writes the mirror: the whole record when it fits (always tried when `whole`: a committed
   * write, or IndexedDB down), else a marker saying IndexedDB has it. Returns whether the state
   * itself is in the mirror.
   */
  function writeMirror(saved: Saved<T>, whole: boolean): boolean {
    if (mirror === null) {
      if (backendDown) noteNotKept();
      return false;
    }
    const full = JSON.stringify({ version: SAVED_RECORD_VERSION, rev: saved.rev, state: saved.state });
    if ((whole || backendDown || full.length <= mirrorMaxChars) && trySetMirror(full)) return true;
    if (backendDown) {
      // Kept nowhere that outlasts the page: the older copy stays rather than nothing.
      noteNotKept();
      return false;
    }
    if (!trySetMirror(JSON.stringify({ version: SAVED_RECORD_VERSION, rev: saved.rev, elsewhere: 1 }))) {
      try {
        mirror.removeItem(key);
      } catch {
        // Storage gone altogether: IndexedDB still has the state.
      }
    }
    return false;
  }

  function writeTombstone(deletedRev: number): void {
    if (!trySetMirror(JSON.stringify({ version: SAVED_RECORD_VERSION, rev: deletedRev, deleted: 1 }))) {
      try {
        mirror?.removeItem(key);
      } catch {
        // Nothing more to do: IndexedDB's delete is under way.
      }
    }
  }

  const fromMirror = readMirror();
  let state = initial;
  let rev = Number.NEGATIVE_INFINITY;
  let deleted = false;
  let status: SavedStatus = 'ready';
  if (fromMirror.kind === 'state') {
    state = fromMirror.state;
    rev = fromMirror.rev;
  } else if (fromMirror.kind === 'deleted') {
    rev = fromMirror.rev;
    deleted = true;
  } else {
    const legacy = fromMirror.kind === 'none' ? takeLegacy() : null;
    if (legacy !== null) {
      state = legacy;
      rev = Date.now();
      writeMirror({ rev, state }, true);
    } else if (fromMirror.kind !== 'none') {
      // The mirror cannot say what was saved: wait for IndexedDB rather than show the example.
      status = 'restoring';
      if (fromMirror.kind === 'elsewhere') rev = fromMirror.rev;
    }
  }
  // Changed since load (here or in another window): then a late IndexedDB read never replaces it.
  let touched = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writes: Promise<void> = Promise.resolve();

  const nextRev = () => Math.max(Date.now(), rev + 1);

  /** Starts the backend write of the current state (or deletion) now. */
  function writeNow(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const writtenRev = rev;
    const write = deleted ? backend.del(key) : backend.set(key, { version: SAVED_RECORD_VERSION, rev, state });
    const settled = write.catch(() => {
      backendDown = true;
      // IndexedDB refused it: the mirror takes the whole state (when it is still the newest).
      if (!deleted && rev === writtenRev) writeMirror({ rev, state }, true);
    });
    writes = Promise.all([writes, settled]).then(() => undefined);
    return writes;
  }

  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void writeNow(), debounceMs);
  }

  let announceTimer: ReturnType<typeof setTimeout> | undefined;

  function announce(): void {
    if (announceTimer !== undefined) clearTimeout(announceTimer);
    announceTimer = undefined;
    sync?.announce(deleted ? { key, rev, deleted: true } : { key, rev, state });
  }

  function announceSoon(): void {
    if (sync === null || announceTimer !== undefined) return;
    announceTimer = setTimeout(announce, ANNOUNCE_DELAY_MS);
  }

  /** A newer state from another window (it has written it; this window only shows it). */
  function adopt(next: { rev: number; state: T } | { rev: number; deleted: true }): void {
    if (!(next.rev > rev)) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (announceTimer !== undefined) clearTimeout(announceTimer);
    announceTimer = undefined;
    rev = next.rev;
    deleted = 'deleted' in next;
    state = 'deleted' in next ? initial : next.state;
    touched = true;
    status = 'ready';
    notify();
  }

  /** Before a committed change: take a newer state another window left in the mirror. */
  function catchUp(): void {
    const latest = readMirror();
    if (latest.kind === 'state') adopt({ rev: latest.rev, state: latest.state });
    else if (latest.kind === 'deleted') adopt({ rev: latest.rev, deleted: true });
  }

  function change(next: T, committed: boolean): void {
    state = next;
    deleted = false;
    touched = true;
    rev = nextRev();
    writeMirror({ rev, state }, committed);
    if (committed) {
      void writeNow();
      announce();
    } else {
      schedule();
      announceSoon();
    }
    notify();
  }

  const store: SavedStore<T> = {
    get: () => state,
    initial: () => initial,
    set(update) {
      const next = update(state);
      if (Object.is(next, state)) return;
      change(next, false);
    },
    commit(update) {
      catchUp();
      change(update(state), true);
    },
    delete() {
      catchUp();
      const held = state;
      state = initial;
      deleted = true;
      touched = true;
      rev = nextRev();
      writeTombstone(rev);
      void writeNow();
      announce();
      notify();
      return held;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => status,
    restored: Promise.resolve(),
    flush: () => (timer === undefined ? writes : writeNow()),
  };

  /** The backend's record, or (once) the bare state an older build kept under the legacy key. */
  async function readBackend(): Promise<Saved<T> | null> {
    const value = await backend.get(key);
    if (value !== undefined) return readOrNull(readRecord, value);
    if (legacyBackendKey === undefined) return null;
    const legacy = await backend.get(legacyBackendKey);
    if (legacy === undefined) return null;
    void backend.del(legacyBackendKey).catch(() => {});
    const legacyState = readOrNull(read, legacy);
    // Older than anything this build wrote; its key is gone, so it must be written under the new one.
    return legacyState === null ? null : { rev: 0, state: legacyState };
  }

  const loadedRev = rev;
  const mirrorKnows = fromMirror.kind === 'state' || fromMirror.kind === 'deleted' || (Number.isFinite(rev) && status === 'ready');
  const fromBackend = readBackend().then(
    (saved) => {
      if (touched) return;
      if (saved !== null && (!mirrorKnows || saved.rev > loadedRev)) {
        state = saved.state;
        deleted = false;
        // Rev 0: migrated from an older build's key, and kept under this one from now on.
        rev = saved.rev === 0 ? nextRev() : saved.rev;
        writeMirror({ rev, state }, false);
        if (saved.rev === 0) void writeNow();
        notify();
      } else if (mirrorKnows && (saved === null ? !deleted : saved.rev < loadedRev)) {
        // The mirror is ahead (the page closed before IndexedDB's write or delete): bring IndexedDB up to it.
        void writeNow();
      }
    },
    () => {
      // IndexedDB unreadable: keep what the mirror gave; its writes go to the mirror whole.
      backendDown = true;
      if (mirror === null) noteNotKept();
    },
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, options.restoreTimeoutMs ?? RESTORE_TIMEOUT_MS));
  (store as { restored: Promise<void> }).restored = Promise.race([
    fromBackend,
    status === 'restoring' ? timeout : new Promise<void>(() => {}),
  ]).then(() => {
    if (status === 'restoring') status = 'ready';
    notify();
  });

  sync?.listen(key, {
    message(message: ChangeMessage) {
      if (message.key !== key || !(message.rev > rev)) return;
      if (message.deleted === true) {
        adopt({ rev: message.rev, deleted: true });
        return;
      }
      const next = readOrNull(read, message.state);
      if (next !== null) adopt({ rev: message.rev, state: next });
    },
    mirrorChanged(text) {
      const entry = parseMirror(text);
      if (entry.kind === 'state') adopt({ rev: entry.rev, state: entry.state });
      else if (entry.kind === 'deleted') adopt({ rev: entry.rev, deleted: true });
      else if (entry.kind === 'elsewhere' && entry.rev > rev) {
        // Too large for the mirror: the other window's IndexedDB write lands a moment later.
        setTimeout(() => {
          void readBackend().then(
            (saved) => {
              if (saved !== null) adopt(saved);
            },
            () => {},
          );
        }, debounceMs * 2);
      }
    },
  });

  onPageHidden(() => {
    if (announceTimer !== undefined) announce();
    void store.flush();
  });
  return store;
}
