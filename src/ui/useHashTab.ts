import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_TAB, hashOf, tabFromHash, type TabId } from './tabs';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

const currentHash = (): string => window.location.hash;

/**
 * The active tab lives in the URL hash, so reload and back/forward keep it. Choosing a tab adds
 * a history entry; an unknown or missing hash is replaced by the default tab's.
 */
export function useHashTab(): [TabId, (tab: TabId) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash, () => '');
  const tab = tabFromHash(hash);

  useEffect(() => {
    if (tab === null) window.history.replaceState(window.history.state, '', hashOf(DEFAULT_TAB));
    // replaceState does not fire hashchange: tell the store ourselves.
    if (tab === null) window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, [tab]);

  const select = useCallback((next: TabId) => {
    if (tabFromHash(window.location.hash) !== next) window.location.hash = hashOf(next);
  }, []);

  return [tab ?? DEFAULT_TAB, select];
}
