import type { ReactNode } from 'react';
import type { TabId } from '../tabs';
import { AnswerSpace } from './AnswerSpace';

interface ResultSectionProps {
  /** The tab's id: names the heading (`<tab>-result-heading`) and the room kept for the answer. */
  tab: TabId;
  heading: ReactNode;
  /** The tab's current request, from its input (null: nothing to ask). */
  request: unknown;
  /** An answer is on screen (to this request, or while `stale` to an earlier one). */
  answered: boolean;
  /** The answer shown is for an earlier input while the current one is computed. */
  stale: boolean;
  /** What a screen reader announces when it changes: the verdict or the value. */
  status: ReactNode;
  statusId?: string;
  statusTestId: string;
  /** Shown under the announced part, not announced (the readable forms of a result). */
  children?: ReactNode;
  /** Part of the answer that follows the section (a working's steps): kept room covers it too. */
  after?: ReactNode;
}

/**
 * Every tab's answer area: a labelled section whose verdict is a polite, atomic live region, in
 * the room kept for it (AnswerSpace), so that its arrival moves nothing under it.
 */
export function ResultSection({
  tab,
  heading,
  request,
  answered,
  stale,
  status,
  statusId,
  statusTestId,
  children,
  after,
}: ResultSectionProps) {
  const headingId = `${tab}-result-heading`;
  return (
    <AnswerSpace tab={tab} request={request} settled={answered && !stale}>
      <section className={`result${stale ? ' is-stale' : ''}`} aria-labelledby={headingId} aria-busy={stale}>
        <h3 id={headingId}>{heading}</h3>
        <div className="result-status" role="status" aria-live="polite" aria-atomic="true" id={statusId} data-testid={statusTestId}>
          {status}
        </div>
        {children}
      </section>
      {after}
    </AnswerSpace>
  );
}
