import { useEffect, useRef } from 'react';
import type { ShareTab } from '../share/share-link';
import { TAB_ADAPTERS } from '../tab-adapters';

/**
 * How long an answer must stay on screen before it enters the history: typing "1 + 2" answers
 * "1", "1 +" and "1 + 2" on the way, and only where the typing stopped is worth keeping.
 */
export const HISTORY_SETTLE_MS = 1000;

export interface AnsweredRequest {
  request: unknown;
  response: unknown;
  stale: boolean;
}

/**
 * The request of the input the tab opens with, as the tab sends it; null while its saved input
 * can still come from IndexedDB (then the first answer stands for it).
 */
function openingRequest(tab: ShareTab): string | null {
  const adapter = TAB_ADAPTERS[tab] as unknown as { store: { get(): unknown; status(): string }; liveRequestOf(state: unknown): unknown };
  return adapter.store.status() === 'restoring' ? null : JSON.stringify(adapter.liveRequestOf(adapter.store.get()));
}

/**
 * Records the tab's answer in its history once it has settled — except the answer to the input
 * the tab opened with (its saved input after a reload, or its example): that is no new request,
 * and recording it again would bring back an entry the person had just removed or cleared. The
 * opening input is the one the tab held when it mounted, not the first one answered: a request
 * typed before the first answer came is a new one, and is recorded.
 */
export function useHistoryRecorder(tab: ShareTab, answer: AnsweredRequest): void {
  const { request, response, stale } = answer;
  const opening = useRef<string | null | undefined>(undefined);
  if (opening.current === undefined) opening.current = openingRequest(tab);
  const changed = useRef(false);
  useEffect(() => {
    if (request === null || response === null || stale) return;
    const json = JSON.stringify(request);
    opening.current ??= json;
    if (!changed.current && json === opening.current) return;
    changed.current = true;
    const timer = setTimeout(() => {
      // The history's code is not needed for the first screen: it loads with the first record.
      void import('./history-store').then(({ recordAnswer }) => recordAnswer(tab, request, response));
    }, HISTORY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [tab, request, response, stale]);
}
