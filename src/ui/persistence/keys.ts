/**
 * The names saved work is kept under. Each carries the format's version: a build that changes
 * a format uses a new name, and an old entry is not read as the new format (a store may migrate
 * it once, through its legacy key). A feature outside the tabs' drafts and histories names its
 * own key the same way, beside its store: `exactly:v1:<what>:<feature>`.
 */
import type { TabId } from '../tabs';

/** Every name the app keeps anything under starts so (the language's, the answers' heights' too). */
export const APP_KEY_PREFIX = 'exactly:';

/** A tab's current input (IndexedDB, and its synchronous mirror in localStorage). */
export const draftKey = (tab: TabId): string => `exactly:v1:draft:${tab}`;

/** A tab's history of requests and their answers: a saved record, like a draft (IndexedDB and its mirror). */
export const historyKey = (tab: TabId): string => `exactly:v2:history:${tab}`;

/** Where builds before the mirror kept a tab's history: the bare list, in IndexedDB only; read once, then deleted. */
export const legacyHistoryKey = (tab: TabId): string => `exactly:v1:history:${tab}`;

/** Where builds before IndexedDB kept a tab's input (localStorage); read once, then removed. */
export const legacyDraftKey = (tab: TabId): string => `exactly:tab:${tab}`;
