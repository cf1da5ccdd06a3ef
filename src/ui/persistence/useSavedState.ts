import { useCallback, useSyncExternalStore } from 'react';
import { isWorkNotKept, subscribeToStorageHealth } from './storage-health';
import type { SavedStatus, SavedStore } from './saved-store';

/** A saved store's state and its `set`, for a component (re-renders on every change, this window's or another's). */
export function useSavedState<T>(store: SavedStore<T>): [T, (update: (state: T) => T) => void] {
  // Hydration renders the state the built first screen shows (a first visit's: the initial one),
  // so a key typed while the page is taken over cannot make the render differ from the built DOM
  // (#418); what was typed is rendered right after.
  const state = useSyncExternalStore(store.subscribe, store.get, store.initial);
  const set = useCallback((update: (state: T) => T) => store.set(update), [store]);
  return [state, set];
}

/** Whether the store's saved state is still being read (only when the mirror could not give it). */
export function useSavedStatus(store: Pick<SavedStore<unknown>, 'subscribe' | 'status'>): SavedStatus {
  return useSyncExternalStore(store.subscribe, store.status, store.status);
}

/** True once the page knows that nothing typed now will outlast it (the app's quiet notice). */
export function useWorkNotKept(): boolean {
  // The build's first screen (no storage at all there) says nothing: a page taking it over
  // learns the truth right after.
  return useSyncExternalStore(subscribeToStorageHealth, isWorkNotKept, () => false);
}
