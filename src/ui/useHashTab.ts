import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_TAB, hashOf, tabFromHash, type TabId } from './tabs';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

// The tab, not the hash: putting the default tab's hash in place of a missing one (below) must
// not draw the app again, least of all right after it has taken over the built first screen.
const currentTab = (): TabId => tabFromHash(window.location.hash) ?? DEFAULT_TAB;
const firstScreenTab = (): TabId => DEFAULT_TAB;

/**
 * The active tab lives in the URL hash, so reload and back/forward keep it. Choosing a tab adds
 * a history entry; an unknown or missing hash is replaced by the default tab's.
 */
export function useHashTab(): [TabId, (tab: TabId) => void] {
  const tab = useSyncExternalStore(subscribe, currentTab, firstScreenTab);

  useEffect(() => {
    // The address names the tab shown (the default one) in place of a missing or unknown hash;
    // the tab itself does not change, so nobody needs telling.
    const named = () => {
      if (tabFromHash(window.location.hash) === null) window.history.replaceState(window.history.state, '', hashOf(DEFAULT_TAB));
    };
    named();
    window.addEventListener('hashchange', named);
    return () => window.removeEventListener('hashchange', named);
  }, []);

  const select = useCallback((next: TabId) => {
    if (tabFromHash(window.location.hash) !== next) window.location.hash = hashOf(next);
  }, []);

  return [tab, select];
}
