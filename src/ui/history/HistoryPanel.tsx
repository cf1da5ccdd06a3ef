import { lazy, Suspense, useState } from 'react';
import { useT } from '../i18n';
import type { ShareTab } from '../share/share-link';

const HistoryList = lazy(() => import('./HistoryList'));

/**
 * The tab's history as a disclosure: earlier requests, newest first, each with its answer and
 * time; choosing one puts it back in the form. Its list (and the code behind it) loads when the
 * disclosure is first opened.
 */
export function HistoryPanel({ tab }: { tab: ShareTab }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const headingId = `history-${tab}-heading`;
  return (
    <details
      className="history"
      data-testid={`history-${tab}`}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary id={headingId}>{t('history.summary')}</summary>
      {opened && (
        <Suspense fallback={<p className="muted">{t('history.loading')}</p>}>
          <HistoryList tab={tab} headingId={headingId} />
        </Suspense>
      )}
    </details>
  );
}
