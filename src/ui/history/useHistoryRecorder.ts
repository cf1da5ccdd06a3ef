import { useEffect } from 'react';
import type { ShareTab } from '../share/request-shape';

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

/** Records the tab's answer in its history once it has settled. */
export function useHistoryRecorder(tab: ShareTab, answer: AnsweredRequest): void {
  const { request, response, stale } = answer;
  useEffect(() => {
    if (request === null || response === null || stale) return;
    const timer = setTimeout(() => {
      // The history's code is not needed for the first screen: it loads with the first record.
      void import('./history-store').then(({ recordAnswer }) => recordAnswer(tab, request, response));
    }, HISTORY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [tab, request, response, stale]);
}
