import type { ApplyUpdate } from './register';

// The one piece of PWA state the UI shows: whether a new version is waiting. Kept outside React
// so registration can start before (and independently of) the first render.
let pendingUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

function offerUpdate(applyUpdate: ApplyUpdate): void {
  pendingUpdate = applyUpdate;
  for (const listener of listeners) listener();
}

/** Also told when offline use turns out to be unavailable. */
export function subscribeToPendingUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that switches to the waiting version, or null while there is none. */
export function getPendingUpdate(): ApplyUpdate | null {
  return pendingUpdate;
}

let offlineUnavailable = false;

/** True once the browser has refused the service worker (the app then works only online). */
export const isOfflineUnavailable = (): boolean => offlineUnavailable;

function markOfflineUnavailable(): void {
  offlineUnavailable = true;
  for (const listener of listeners) listener();
}

/**
 * Call once at startup (src/start.tsx). The registration (and workbox-window with it) is a chunk
 * of its own, fetched after the app has started: the first screen needs none of it.
 */
export function startServiceWorker(): void {
  import('./register').then(
    ({ registerServiceWorker }) => registerServiceWorker(offerUpdate, markOfflineUnavailable),
    // Not even the registration could be fetched: the page works, but it cannot be kept offline.
    markOfflineUnavailable,
  );
}
