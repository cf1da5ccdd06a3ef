/**
 * Keeps the app's open windows in step. A store announces each change of its state (its key,
 * the new revision, and the state or the fact that it was deleted) on one BroadcastChannel for
 * the page; the other windows' stores with that key take it when it is newer than theirs. Where
 * BroadcastChannel is missing, the `storage` event stands in: it fires in the other windows when
 * a store writes its localStorage mirror, and the store reads the change from the mirror text.
 */

export interface ChangeMessage {
  key: string;
  rev: number;
  /** The new state (absent when `deleted`). */
  state?: unknown;
  deleted?: true;
}

export interface WindowSyncListener {
  /** Another window's change, as it announced it. */
  message(message: ChangeMessage): void;
  /** The mirror's text for the key after another window wrote it (storage event fallback). */
  mirrorChanged(text: string | null): void;
}

export interface WindowSync {
  announce(message: ChangeMessage): void;
  listen(key: string, listener: WindowSyncListener): () => void;
}

const CHANNEL_NAME = 'exactly:saved';

interface Channel {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  unref?: () => void;
}

function isChangeMessage(data: unknown): data is ChangeMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return typeof message.key === 'string' && typeof message.rev === 'number' && Number.isFinite(message.rev);
}

/** The windows' sync through BroadcastChannel, else storage events, else none (null). */
export function createWindowSync(): WindowSync | null {
  const listeners = new Map<string, Set<WindowSyncListener>>();
  const each = (key: string, call: (listener: WindowSyncListener) => void) => {
    for (const listener of listeners.get(key) ?? []) {
      try {
        call(listener);
      } catch {
        // One store failing to take a change must not stop the others.
      }
    }
  };
  const scope = globalThis as unknown as {
    BroadcastChannel?: new (name: string) => Channel;
    addEventListener?: (type: string, listener: (event: { key?: string | null; newValue?: string | null }) => void) => void;
  };
  let channel: Channel | null = null;
  try {
    if (typeof scope.BroadcastChannel === 'function') channel = new scope.BroadcastChannel(CHANNEL_NAME);
  } catch {
    channel = null;
  }
  if (channel !== null) {
    // In Node (unit tests) an open channel would keep the process alive.
    channel.unref?.();
    channel.onmessage = (event) => {
      if (isChangeMessage(event.data)) each(event.data.key, (listener) => listener.message(event.data as ChangeMessage));
    };
  } else if (typeof scope.addEventListener === 'function') {
    scope.addEventListener('storage', (event) => {
      if (typeof event.key === 'string') each(event.key, (listener) => listener.mirrorChanged(event.newValue ?? null));
    });
  } else {
    return null;
  }
  const sender = channel;
  return {
    announce(message) {
      try {
        sender?.postMessage(message);
      } catch {
        // A state that cannot be cloned stays in this window; the mirror still has it.
      }
    },
    listen(key, listener) {
      let set = listeners.get(key);
      if (set === undefined) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

let pageSync: WindowSync | null | undefined;

/** The page's one window sync (made on first use). */
export function windowSync(): WindowSync | null {
  if (pageSync === undefined) pageSync = createWindowSync();
  return pageSync;
}
