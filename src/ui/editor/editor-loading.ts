/**
 * When CodeMirror, most of the app's code, is loaded. The first screen does without it: a plain
 * text area with the same label and value takes the input until the editor is in place. It loads
 * as soon as someone reaches for a field (a pointer over it, focus, a key), or once the first
 * screen is complete — the page loaded and the tab's first answer shown — and the page has then
 * stayed quiet for a while: making the editor is one long piece of work (a few hundred ms on a
 * slow phone), which must not land in the page's start-up, when a reader's first tap comes.
 */
import { startTransition, useEffect, useState } from 'react';

/** How long the editor waits for the first answer before loading anyway (a tab may have none). */
export const FIRST_ANSWER_WAIT_MS = 3000;

/** How long the page stays quiet after its first screen before the editor is made unasked. */
export const QUIET_BEFORE_EDITOR_MS = 2000;

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

/**
 * Whether the editor has been asked for (then a field renders it in place of its text area). The
 * change is drawn as a transition, in slices, not as one task: the stand-in keeps working meanwhile.
 */
export function useEditorWanted(): boolean {
  const [isWanted, setWanted] = useState(wanted);
  useEffect(() => {
    const listener = () => startTransition(() => setWanted(true));
    listeners.add(listener);
    if (wanted) listener();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return isWanted;
}

/** Asks for the editor once the first screen is complete and the browser is idle. */
export function wantEditorAfterFirstScreen(): void {
  const whenIdle = () => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(wantEditor, { timeout: FIRST_ANSWER_WAIT_MS });
      else wantEditor();
    }, QUIET_BEFORE_EDITOR_MS);
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
