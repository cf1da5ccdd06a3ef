/**
 * What the page keeps of the class, which lives in the worker (src/worker/class-store.ts): nothing
 * but a tombstone. "Clear class data" writes the cleared class's version to localStorage before it
 * returns, so a reload straight after, even before the worker has deleted it, finds no class; and
 * the other windows are told a version (never the class) over a BroadcastChannel, and ask their
 * own worker again.
 */
const TOMBSTONE_KEY = 'exactly:v2:class:cleared';
const CHANNEL = 'exactly:class';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function clearedVersion(): string | null {
  try {
    return storage()?.getItem(TOMBSTONE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function markCleared(version: string | null): void {
  try {
    if (version === null) storage()?.removeItem(TOMBSTONE_KEY);
    else storage()?.setItem(TOMBSTONE_KEY, version);
  } catch {
    // Storage refused: the worker's own delete still runs.
  }
}

let channel: BroadcastChannel | null | undefined;
function open(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    } catch {
      channel = null;
    }
  }
  return channel;
}

/** Tells the other windows the class changed: its version, or null when it was cleared. */
export function announceClass(version: string | null): void {
  open()?.postMessage({ version });
}

/** Calls `changed` when another window changed the class. */
export function onClassChanged(changed: (version: string | null) => void): () => void {
  const current = open();
  if (current === null) return () => {};
  const listener = (event: MessageEvent<{ version?: unknown }>) => {
    const version = event.data?.version;
    if (version === null || typeof version === 'string') changed(version);
  };
  current.addEventListener('message', listener);
  return () => current.removeEventListener('message', listener);
}
