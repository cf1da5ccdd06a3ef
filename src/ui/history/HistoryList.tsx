import { useEffect } from 'react';
import { useI18n } from '../i18n';
import type { SharedRequest, ShareTab } from '../share/share-link';
import { loadRequest } from '../tab-tools/load-request';
import { postNotice } from '../tab-tools/tab-notices';
import { tabHistory, useHistoryEntries, type HistoryEntry } from './history-store';
import { requestSummary, resultSummary } from './history-summary';

/** The history's entries (loaded on first opening of the disclosure, with this module). */
export default function HistoryList({ tab, headingId }: { tab: ShareTab; headingId: string }) {
  const { t, language } = useI18n();
  const history = tabHistory(tab);
  const entries = useHistoryEntries(history);
  useEffect(() => {
    void history.load();
  }, [history]);

  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });

  // Each deletion is written before the handler returns; Undo writes the entries back.
  const offerUndo = (
    taken: readonly HistoryEntry[],
    done: 'history.cleared' | 'history.removed',
    undone: 'history.clearUndone' | 'history.removeUndone',
  ) =>
    postNotice(tab, {
      kind: 'info',
      text: (tr) => tr(done),
      action: {
        label: (tr) => tr('history.undoClear'),
        run: () => {
          history.restore(taken);
          postNotice(tab, { kind: 'info', text: (tr) => tr(undone) });
        },
      },
    });
  const clear = () => offerUndo(history.clear(), 'history.cleared', 'history.clearUndone');
  const remove = (entry: HistoryEntry) => {
    const removed = history.remove(entry.request);
    if (removed !== null) offerUndo([removed], 'history.removed', 'history.removeUndone');
  };

  if (entries === null) return <p className="muted">{t('history.loading')}</p>;
  if (entries.length === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <>
      <ol className="history-list" aria-labelledby={headingId}>
        {entries.map((entry) => {
          const request = requestSummary(tab, entry.request, t);
          const result = resultSummary(tab, entry.response, t);
          return (
            <li key={JSON.stringify(entry.request)} className="history-entry" data-testid="history-entry">
              <button
                type="button"
                className="history-restore"
                aria-label={t('history.restoreLabel', { request })}
                onClick={() => loadRequest({ tab, request: entry.request } as SharedRequest, (tr) => tr('history.restored'))}
              >
                {t('history.restore')}
              </button>
              <span className="history-request" dir="ltr">
                {request}
              </span>
              <span
                className={`history-result badge${result.tone === 'good' ? ' badge-good' : result.tone === 'bad' ? ' badge-warn' : ''}`}
                dir={result.math ? 'ltr' : undefined}
              >
                {result.text}
              </span>
              <time className="history-time muted" dateTime={new Date(entry.at).toISOString()}>
                {dateFormat.format(entry.at)}
              </time>
              <button
                type="button"
                className="history-remove"
                aria-label={t('history.removeLabel', { request })}
                onClick={() => remove(entry)}
              >
                {t('history.remove')}
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="history-clear" onClick={clear}>
        {t('history.clear')}
      </button>
    </>
  );
}
