import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { TabId } from '../tabs';
import { localStorageOrNull } from '../persistence/backend';
import { onPageHidden } from '../persistence/page-lifecycle';
import { rememberHeight, rememberedHeight, rememberedStatusHeight, requestFingerprint } from './result-height';

interface AnswerSpaceProps {
  tab: TabId;
  /** The tab's current request, from its input (null: nothing to ask). */
  request: unknown;
  /** The answer on screen is to `request`: not a placeholder, nor an earlier request's answer. */
  settled: boolean;
  children: ReactNode;
}

/**
 * Where a tab's answer appears. It keeps the height the answer had for this same request the
 * last time, so reopening the app on saved input does not push the tools under the answer down
 * when the answer (and, after it, its readable forms) arrives. The room is held only until the
 * input changes: after that, the user is typing and the answer follows their hand.
 */
export function AnswerSpace({ tab, request, settled, children }: AnswerSpaceProps) {
  const [reserved] = useState(() => {
    if (request === null) return null;
    const fingerprint = requestFingerprint(request);
    const height = rememberedHeight(localStorageOrNull(), tab, fingerprint);
    return height === null ? null : { fingerprint, height, status: rememberedStatusHeight(localStorageOrNull(), tab, fingerprint) };
  });
  // Let go for good at the first other input: the request is hashed only until then, not on
  // every keystroke after.
  const released = useRef(reserved === null);
  if (!released.current && (request === null || requestFingerprint(request) !== reserved?.fingerprint)) released.current = true;
  const holding = reserved !== null && !released.current;
  const space = useRef<HTMLDivElement>(null);
  // What the observer below needs at the time it fires, not at the time it was made.
  const current = useRef({ request, settled });
  current.current = { request, settled };

  // Kept when the browser is idle (or the page is hidden first), not between an answer and its
  // showing: reading the height there forces a layout, and the hash and the storage write would
  // be the keystroke's time too. One write pending at most; it reads the height and the request
  // as they are when it runs.
  const pending = useRef<{ cancel: () => void; write: () => void } | null>(null);
  const write = () => {
    pending.current = null;
    const { request: shown, settled: isSettled } = current.current;
    const content = space.current?.firstElementChild;
    // The content's own height, not the room held around it; 0 while the tab is hidden (not kept).
    const status = content?.querySelector('.result-status')?.getBoundingClientRect().height;
    if (shown !== null && isSettled && content != null)
      rememberHeight(localStorageOrNull(), tab, requestFingerprint(shown), content.getBoundingClientRect().height, status);
  };
  const rememberLater = () => {
    if (pending.current === null) pending.current = { cancel: whenIdle(write), write };
  };
  useEffect(() => {
    const stop = onPageHidden(() => {
      const due = pending.current;
      due?.cancel();
      due?.write();
    });
    return () => {
      stop();
      pending.current?.cancel();
      pending.current = null;
    };
  }, []);

  // A new answer of the same size as the last one fires no resize: keep its height too. Every
  // new answer is settled anew (the input changing made the one before stale).
  useEffect(() => {
    if (settled) rememberLater();
  }, [settled]);

  useEffect(() => {
    const content = space.current?.firstElementChild;
    if (content == null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(rememberLater);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    // The verdict's own room too (styles.css reads it), for what the area holds under the verdict.
    <div
      ref={space}
      className="answer-space"
      style={
        holding
          ? ({
              minHeight: `${reserved.height}px`,
              ...(reserved.status === null ? {} : { '--kept-status-height': `${reserved.status}px` }),
            } as CSSProperties)
          : undefined
      }
    >
      <div className="answer-space-content">{children}</div>
    </div>
  );
}

/** Runs `run` when the browser is idle (soon after at the latest); returns its cancellation. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
