import { useT } from '../i18n';
import { HistoryPanel } from '../history/HistoryPanel';
import { useHistoryRecorder, type AnsweredRequest } from '../history/useHistoryRecorder';
import { OpenRequestPanel } from '../open-request/OpenRequestPanel';
import { copyShareLink } from './copy-share-link';
import type { ShareTab } from '../share/share-link';
import { useTabNotice } from './tab-notices';
import './tab-tools.css';
import '../print.css';

/**
 * The tools every tab has under its result: copy a link to this request, print, open a request
 * (JSON text or file), and the history of earlier requests — plus the line that reports what
 * they did. A tab mounts it with its current answer, which the history records once settled.
 */
export function TabTools({ tab, answer }: { tab: ShareTab; answer: AnsweredRequest }) {
  const t = useT();
  useHistoryRecorder(tab, answer);
  return (
    <section className="tab-tools" aria-label={t('tools.label')} data-testid={`tab-tools-${tab}`}>
      <div className="button-row">
        <button type="button" onClick={() => void copyShareLink(tab)}>
          {t('share.copy')}
        </button>
        <button type="button" onClick={() => window.print()}>
          {t('print.button')}
        </button>
      </div>
      <OpenRequestPanel tab={tab} />
      <HistoryPanel tab={tab} />
      <TabNoticeLine tab={tab} />
    </section>
  );
}

function TabNoticeLine({ tab }: { tab: ShareTab }) {
  const t = useT();
  const notice = useTabNotice(tab);
  // Two regions that are always in the page, so screen readers announce what appears in them.
  return (
    <>
      <div role="status" aria-live="polite" className="tab-notice" data-testid={`tab-notice-${tab}`}>
        {notice !== null && notice.kind === 'info' && <NoticeBody key={notice.id} notice={notice} t={t} />}
      </div>
      <div role="alert" className="tab-notice tab-notice-error" data-testid={`tab-alert-${tab}`}>
        {notice !== null && notice.kind === 'error' && <NoticeBody key={notice.id} notice={notice} t={t} />}
      </div>
    </>
  );
}

function NoticeBody({ notice, t }: { notice: NonNullable<ReturnType<typeof useTabNotice>>; t: ReturnType<typeof useT> }) {
  return (
    <div className={notice.kind === 'error' ? 'notice notice-error' : 'notice'}>
      <p dir="auto">{notice.text(t)}</p>
      {notice.link !== undefined && (
        <p className="share-link-field">
          <label>
            {t('share.linkLabel')}{' '}
            <input
              type="text"
              readOnly
              dir="ltr"
              value={notice.link}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="share-link"
            />
          </label>
        </p>
      )}
      {notice.action !== undefined && (
        <button type="button" onClick={notice.action.run}>
          {notice.action.label(t)}
        </button>
      )}
    </div>
  );
}
