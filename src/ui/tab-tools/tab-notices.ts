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
  /**
   * The tab's text the notice speaks of (the working a Use this line made): once the text is
   * another, the notice and its Undo end, so an Undo never puts old work over new work.
   */
  about?: string;
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

/** Ends the tab's notice when it speaks of a text the tab no longer holds. */
export function endNoticeAboutOtherText(tab: TabId, text: string): void {
  const notice = notices.get(tab);
  if (notice?.about !== undefined && notice.about !== text) clearNotice(tab);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tab's notice now, or null. */
export const readNotice = (tab: TabId): TabNotice | null => notices.get(tab) ?? null;

export function useTabNotice(tab: TabId): TabNotice | null {
  const get = () => readNotice(tab);
  // The built first screen has no notice: hydration renders none, a notice posted meanwhile follows.
  return useSyncExternalStore(subscribe, get, () => null);
}
