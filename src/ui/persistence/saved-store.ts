/**
 * A piece of state that is saved as it changes and restored on the next load: a tab's input.
 *
 * IndexedDB holds it (versioned key, debounced writes, flushed when the page is hidden or
 * closed). A synchronous copy — the mirror, in localStorage — is written on every change and
 * read at start-up, so the very first render already shows the saved input (no flash of the
 * example, no "restoring…" screen on a normal load) and a reload a millisecond after a keystroke
 * still finds that keystroke: a localStorage write is complete when setItem returns, whereas an
 * IndexedDB write started while the page unloads may be lost. IndexedDB stays the store of
 * record: it is not capped at a few megabytes shared by the origin, it holds the history too,
 * and every record carries a revision so the newer of the two copies wins. A state too large for
 * the mirror leaves a marker there instead, and the tab shows a short "restoring" state until
 * IndexedDB answers.
 *
 * Everything read back goes through a shape reader (./shape): a damaged or foreign entry is
 * ignored and the tab starts from its initial state.
 */
import type { KeyValueBackend } from './backend';
import { finiteNumber, literal, readStored, record, type Reader } from './shape';
import { onPageHidden } from './page-lifecycle';

/** The format of the records (the key's "v1" names it too: a new format gets a new key). */
export const SAVED_RECORD_VERSION = 1;

/** How long typing may go on before a write to IndexedDB (the mirror is written at once). */
export const SAVE_DEBOUNCE_MS = 150;

/** A state whose JSON is longer than this is not mirrored (the origin's localStorage is ~5 M characters in all). */
export const MIRROR_MAX_CHARS = 256_000;

/** How long the tab waits for IndexedDB when it must (then it starts from its initial state). */
export const RESTORE_TIMEOUT_MS = 3_000;

export type SavedStatus = 'ready' | 'restoring';

export interface SavedStore<T> {
  get(): T;
  set(update: (state: T) => T): void;
  subscribe(listener: () => void): () => void;
  /** 'restoring' only while the saved state can come from IndexedDB alone. */
  status(): SavedStatus;
  /** Settles when the IndexedDB copy has been read (and used, when it was the newer one). */
  readonly restored: Promise<void>;
  /** Writes a pending change to IndexedDB now. */
  flush(): Promise<void>;
}

/** The part of Web Storage used for the mirror (typed here so this compiles without the DOM library). */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SavedStoreOptions<T> {
  /** The versioned key, the same in IndexedDB and in the mirror. */
  key: string;
  initial: T;
  read: Reader<T>;
  backend: KeyValueBackend;
  mirror: SyncStorage | null;
  /** A key an older build kept the state under (in the mirror's storage), read once and removed. */
  legacyKey?: string;
  debounceMs?: number;
  mirrorMaxChars?: number;
  restoreTimeoutMs?: number;
}

interface Saved<T> {
  rev: number;
  state: T;
}

type MirrorEntry<T> = Saved<T> | { rev: number; elsewhere: true } | 'none' | 'unavailable';

const recordReader = <T>(read: Reader<T>) => record({ version: literal(SAVED_RECORD_VERSION), rev: finiteNumber, state: read });
const markerReader = record({ version: literal(SAVED_RECORD_VERSION), rev: finiteNumber, elsewhere: literal(1) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createSavedStore<T>(options: SavedStoreOptions<T>): SavedStore<T> {
  const { key, initial, read, backend, mirror, legacyKey } = options;
  const debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
  const mirrorMaxChars = options.mirrorMaxChars ?? MIRROR_MAX_CHARS;
  const readRecord = recordReader(read);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function readMirror(): MirrorEntry<T> {
    if (mirror === null) return 'unavailable';
    let text: string | null;
    try {
      text = mirror.getItem(key);
    } catch {
      return 'unavailable';
    }
    if (text === null) return 'none';
    const value = parseJson(text);
    const saved = readStored(readRecord, value);
    if (saved !== null) return { rev: saved.rev, state: saved.state };
    const marker = readStored(markerReader, value);
    // A damaged mirror says nothing; IndexedDB may still have the state.
    return marker !== null ? { rev: marker.rev, elsewhere: true } : 'unavailable';
  }

  /** The state an older build left (same shape, no revision), removed once read. */
  function takeLegacy(): T | null {
    if (mirror === null || legacyKey === undefined) return null;
    try {
      const text = mirror.getItem(legacyKey);
      if (text === null) return null;
      mirror.removeItem(legacyKey);
      return readStored(read, parseJson(text));
    } catch {
      return null;
    }
  }

  function writeMirror(saved: Saved<T>): void {
    if (mirror === null) return;
    const full = JSON.stringify({ version: SAVED_RECORD_VERSION, rev: saved.rev, state: saved.state });
    const marker = JSON.stringify({ version: SAVED_RECORD_VERSION, rev: saved.rev, elsewhere: 1 });
    for (const text of full.length <= mirrorMaxChars ? [full, marker] : [marker]) {
      try {
        mirror.setItem(key, text);
        return;
      } catch {
        // Over quota: fall back to the marker, then to nothing.
      }
    }
    try {
      mirror.removeItem(key);
    } catch {
      // Storage gone altogether: IndexedDB still has the state.
    }
  }

  const fromMirror = readMirror();
  let state = initial;
  let rev = Number.NEGATIVE_INFINITY;
  let status: SavedStatus = 'ready';
  if (typeof fromMirror === 'object' && 'state' in fromMirror) {
    state = fromMirror.state;
    rev = fromMirror.rev;
  } else {
    const legacy = fromMirror === 'none' ? takeLegacy() : null;
    if (legacy !== null) {
      state = legacy;
      rev = Date.now();
      writeMirror({ rev, state });
    } else if (fromMirror !== 'none') {
      // The mirror cannot say what was saved: wait for IndexedDB rather than show the example.
      status = 'restoring';
      if (typeof fromMirror === 'object') rev = fromMirror.rev;
    }
  }
  // Changed since load: then a late IndexedDB read never replaces what the user did.
  let touched = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite: Promise<void> = Promise.resolve();

  const nextRev = () => Math.max(Date.now(), rev + 1);

  function writeNow(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const saved = { version: SAVED_RECORD_VERSION, rev, state };
    lastWrite = backend.set(key, saved).catch(() => {
      // IndexedDB unavailable or full: the mirror (when the state fits it) still has the input.
    });
    return lastWrite;
  }

  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void writeNow(), debounceMs);
  }

  const store: SavedStore<T> = {
    get: () => state,
    set(update) {
      const next = update(state);
      if (Object.is(next, state)) return;
      state = next;
      touched = true;
      rev = nextRev();
      writeMirror({ rev, state });
      schedule();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => status,
    restored: Promise.resolve(),
    flush: () => (timer === undefined ? lastWrite : writeNow()),
  };

  const loadedRev = rev;
  // A state from the mirror (or an older build) yields only to a newer one; without one, any saved state is better than the example.
  const haveState = Number.isFinite(rev) && status === 'ready';
  const fromBackend = backend.get(key).then((value) => {
    const saved = value === undefined ? null : readStored(readRecord, value);
    if (saved !== null && !touched && (!haveState || saved.rev > loadedRev)) {
      state = saved.state;
      rev = saved.rev;
      writeMirror({ rev, state });
      notify();
    } else if (haveState && !touched && (saved === null || saved.rev < loadedRev)) {
      // The mirror is ahead (the page closed before the debounced write): bring IndexedDB up to it.
      void writeNow();
    }
  }, () => {
    // IndexedDB unreadable: keep what the mirror gave.
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, options.restoreTimeoutMs ?? RESTORE_TIMEOUT_MS));
  (store as { restored: Promise<void> }).restored = Promise.race([fromBackend, status === 'restoring' ? timeout : new Promise<void>(() => {})])
    .then(() => {
      if (status === 'restoring') status = 'ready';
      notify();
    });

  onPageHidden(() => void store.flush());
  return store;
}
