/**
 * The names saved work is kept under. Each carries the format's version: a build that changes
 * a format uses a new name, and an old entry is simply not read.
 */
import type { TabId } from '../tabs';

/** A tab's current input (IndexedDB, and its synchronous mirror in localStorage). */
export const draftKey = (tab: TabId): string => `exactly:v1:draft:${tab}`;

/** A tab's history of requests and their answers (IndexedDB only). */
export const historyKey = (tab: TabId): string => `exactly:v1:history:${tab}`;

/** Where builds before IndexedDB kept a tab's input (localStorage); read once, then removed. */
export const legacyDraftKey = (tab: TabId): string => `exactly:tab:${tab}`;
