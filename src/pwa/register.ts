/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/** Activates the waiting service worker and reloads the page once it has taken control. */
export type ApplyUpdate = () => Promise<void>;

// An SPA on hash routes never navigates, so the browser's own update check (on navigation) would
// not run for a tab left open all day; ask for one every hour while online.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the app's service worker (a no-op in `vite dev`, where there is none). When a new
 * version has been installed and is waiting, calls `onUpdateAvailable` with the function that
 * switches to it; when the browser refuses the service worker, calls `onUnavailable`.
 */
export function registerServiceWorker(onUpdateAvailable: (applyUpdate: ApplyUpdate) => void, onUnavailable: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration | undefined;

  const applyUpdate: ApplyUpdate = async () => {
    // Another tab may already have activated it; then a reload alone picks it up.
    if (!registration?.waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    await updateServiceWorker();
  };

  const updateServiceWorker = registerSW({
    onNeedRefresh: () => onUpdateAvailable(applyUpdate),
    // The plugin reloads by itself only when a worker already controlled the page at registration,
    // which misses a first visit that stays open until the next deployment; applyUpdate reloads in
    // every case, so the plugin's reload is switched off.
    onNeedReload: () => {},
    // Refused (a policy, blocked site data, an embedded browser): the page works, but not offline.
    onRegisterError: () => onUnavailable(),
    onRegisteredSW: (_url, registered) => {
      registration = registered;
      if (!registered) return;
      setInterval(() => {
        // A failed check (server unreachable) changes nothing; the next one retries.
        if (navigator.onLine) registered.update().catch(() => {});
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
