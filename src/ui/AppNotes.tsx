import { useSyncExternalStore } from 'react';
import { isOfflineUnavailable, subscribeToPendingUpdate } from '../pwa/update-store';
import { useWorkNotKept } from './persistence/useSavedState';
import { useT } from './i18n';
import { engine } from './queries';

const engineFallback = () => engine.fallback();
const subscribeToEngine = (listener: () => void) => engine.subscribe(listener);

/**
 * What the browser would not let the app do, said once and quietly above the tabs: keep the
 * work (storage refused), run the engine in a worker, install for offline use. The region is
 * always in the DOM, so a note that appears later is announced.
 */
export function AppNotes() {
  const t = useT();
  const notKept = useWorkNotKept();
  // The build's first screen says nothing of the engine (it is worked out in Node, no worker there).
  const fallback = useSyncExternalStore(subscribeToEngine, engineFallback, () => null);
  const noOffline = useSyncExternalStore(subscribeToPendingUpdate, isOfflineUnavailable, () => false);
  return (
    <div className="app-notes" role="status" aria-live="polite" data-testid="app-notes">
      {notKept && (
        <p className="app-note" data-testid="note-not-kept">
          {t('saved.notKept')}
        </p>
      )}
      {fallback !== null && (
        <p className="app-note" data-testid="note-engine-main-thread">
          {t(fallback === 'crashes' ? 'engine.mainThreadAfterCrashes' : 'engine.mainThread')}
        </p>
      )}
      {noOffline && (
        <p className="app-note" data-testid="note-offline-unavailable">
          {t('pwa.offlineUnavailable')}
        </p>
      )}
    </div>
  );
}
