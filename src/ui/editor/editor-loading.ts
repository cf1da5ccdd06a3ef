/**
 * When CodeMirror, most of the app's code, is loaded. The first screen does without it: a plain
 * text area with the same label and value takes the input until the editor is in place. It loads
 * as soon as someone reaches for a field (a pointer over it, focus, a key), or when the first
 * screen is complete — the page loaded and the tab's first answer shown — and the browser has a
 * quiet moment: the first screen's work is not made longer by it.
 */
import { useSyncExternalStore } from 'react';

/** How long the editor waits for the first answer before loading anyway (a tab may have none). */
export const FIRST_ANSWER_WAIT_MS = 3000;

/** The mark a tab sets when an answer has been committed to the page (useEngineAnswer). */
const RESULT_MARK = 'exactly:result';

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the editor now (idempotent). */
export function wantEditor(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isWanted = () => wanted;

/** Whether the editor has been asked for (then a field renders it in place of its text area). */
export function useEditorWanted(): boolean {
  return useSyncExternalStore(subscribe, isWanted, isWanted);
}

/** Asks for the editor once the first screen is complete and the browser is idle. */
export function wantEditorAfterFirstScreen(): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(wantEditor, { timeout: FIRST_ANSWER_WAIT_MS });
    else setTimeout(wantEditor, 0);
  };
  const afterFirstAnswer = () => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      clearTimeout(timer);
      whenIdle();
    };
    const timer = setTimeout(once, FIRST_ANSWER_WAIT_MS);
    let observer: PerformanceObserver | null = null;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(RESULT_MARK).length > 0) once();
      });
      observer.observe({ type: 'mark', buffered: true });
    } catch {
      // No observer for marks: the timer alone decides.
    }
  };
  if (document.readyState === 'complete') afterFirstAnswer();
  else addEventListener('load', afterFirstAnswer, { once: true });
}
