import { useId, useRef, useState } from 'react';
import { useT } from '../i18n';
import type { ShareTab } from '../share/share-link';
import { openRequestFile, openRequestText } from './open-request';

/** "Open a request…": paste JSON into a box, or choose a file. (Pasting or dropping on the page does the same.) */
export function OpenRequestPanel({ tab }: { tab: ShareTab }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);

  const openFile = async (file: File | undefined) => {
    if (file !== undefined) await openRequestFile(tab, file);
    if (fileRef.current !== null) fileRef.current.value = '';
  };

  return (
    <details className="open-request" data-testid="open-request">
      <summary>{t('open.summary')}</summary>
      <p className="muted">{t('open.intro')}</p>
      <label htmlFor={`${id}-text`}>{t('open.textLabel')}</label>
      <textarea id={`${id}-text`} rows={5} dir="ltr" spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="button-row">
        <button
          type="button"
          onClick={() =>
            void openRequestText(tab, text, { kind: 'text' }).then((opened) => {
              if (opened) setText('');
            })
          }
        >
          {t('open.button')}
        </button>
        <label className="button file-button">
          {t('open.file')}
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json,text/plain"
            className="visually-hidden"
            data-testid={`open-request-file-${tab}`}
            onChange={(event) => void openFile(event.target.files?.[0])}
          />
        </label>
      </div>
    </details>
  );
}
