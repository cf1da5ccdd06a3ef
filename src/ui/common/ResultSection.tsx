import type { ReactNode } from 'react';

interface ResultSectionProps {
  /** The tab's id: names the heading (`<tab>-result-heading`). */
  tab: string;
  heading: ReactNode;
  /** The answer shown is for an earlier input while the current one is computed. */
  stale: boolean;
  /** What a screen reader announces when it changes: the verdict or the value. */
  status: ReactNode;
  statusId?: string;
  statusTestId: string;
  /** Shown under the announced part, not announced (the readable forms of a result). */
  children?: ReactNode;
}

/** Every tab's answer area: a labelled section whose verdict is a polite, atomic live region. */
export function ResultSection({ tab, heading, stale, status, statusId, statusTestId, children }: ResultSectionProps) {
  const headingId = `${tab}-result-heading`;
  return (
    <section className={`result${stale ? ' is-stale' : ''}`} aria-labelledby={headingId} aria-busy={stale}>
      <h3 id={headingId}>{heading}</h3>
      <div role="status" aria-live="polite" aria-atomic="true" id={statusId} data-testid={statusTestId}>
        {status}
      </div>
      {children}
    </section>
  );
}
