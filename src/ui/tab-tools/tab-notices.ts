/**
 * The one-line message each tab shows under its tools: "Link copied", "Opened trace.json",
 * why a link or a file could not be opened. Kept outside React because it comes from places
 * that are not the tab (the start-up link handler, a paste anywhere on the page). A notice is
 * worded when shown, so switching language re-words it.
 */
import { useSyncExternalStore } from 'react';
import type { Translate } from '../i18n';
import type { TabId } from '../tabs';

export interface NoticeAction {
  label: (t: Translate) => string;
  run: () => void;
}

export interface TabNotice {
  /** Grows with every notice, so the same words posted twice are announced twice. */
  id: number;
  kind: 'info' | 'error';
  text: (t: Translate) => string;
  action?: NoticeAction;
  /** A link to show for copying by hand (the clipboard may be unavailable). */
  link?: string;
}

let nextId = 1;
const notices = new Map<TabId, TabNotice>();
const listeners = new Set<() => void>();

export function postNotice(tab: TabId, notice: Omit<TabNotice, 'id'>): void {
  notices.set(tab, { ...notice, id: nextId++ });
  for (const listener of listeners) listener();
}

export function clearNotice(tab: TabId): void {
  if (!notices.delete(tab)) return;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTabNotice(tab: TabId): TabNotice | null {
  const get = () => notices.get(tab) ?? null;
  // The built first screen has no notice: hydration renders none, a notice posted meanwhile follows.
  return useSyncExternalStore(subscribe, get, () => null);
}
