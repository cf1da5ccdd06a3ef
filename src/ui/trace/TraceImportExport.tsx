import { useRef, useState } from 'react';
import type { TraceInput } from '../../worker/messages';
import { traceStateFrom, type TraceState } from './trace-model';
import { Message, useT, type Translate } from '../i18n';
import { problemText } from '../open-request/open-request';
import { parseRequestText } from '../open-request/parse-request-text';
import { tooManyRowsText } from '../tab-tools/load-request';
import { tooManyRows } from '../tab-adapters';

export interface TraceImportExportProps {
  /** The trace as the contract's request: what is exported. */
  request: TraceInput;
  current: TraceState;
  onImport: (state: TraceState) => void;
}

type Status = { kind: 'info' | 'error' | 'imported'; text: string } | null;

/** Where imported text came from: named at the start of a message, and inside a sentence. */
interface Source {
  label: string;
  inSentence: string;
}

const sources = (t: Translate) => ({
  clipboard: { label: t('io.source.clipboard'), inSentence: t('io.source.clipboardInSentence') },
  pasted: { label: t('io.source.pasted'), inSentence: t('io.source.pastedInSentence') },
  file: (name: string): Source => ({ label: t('io.source.file', { name }), inSentence: t('io.source.fileInSentence', { name }) }),
});

/** Export to a file or the clipboard; import from a file, the clipboard or pasted text. */
export function TraceImportExport({ request, current, onImport }: TraceImportExportProps) {
  const t = useT();
  const source = sources(t);
  const [status, setStatus] = useState<Status>(null);
  const [pasted, setPasted] = useState('');
  const [undo, setUndo] = useState<TraceState | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const importText = (text: string, from: Source): boolean => {
    const refuse = (message: string): false => {
      setStatus({ kind: 'error', text: t('io.failed', { source: from.label, message }) });
      return false;
    };
    // The same reading as "Open a request", and the same limits as any request loaded into the table.
    const parsed = parseRequestText('trace', text);
    if (!parsed.ok) return refuse(problemText(t, parsed.problem));
    const tooMany = tooManyRows(parsed.shared);
    if (tooMany !== null) return refuse(tooManyRowsText(t, tooMany));
    setUndo(current);
    onImport(traceStateFrom(parsed.shared.request));
    const steps = parsed.shared.request.steps.length;
    setStatus({
      kind: 'imported',
      text: steps === 1 ? t('io.importedOne', { source: from.inSentence }) : t('io.importedMany', { steps, source: from.inSentence }),
    });
    return true;
  };

  /** The trace as the contract's JSON (what "Export" writes and "Import" reads back). */
  const traceJson = () => `${JSON.stringify(request, null, 2)}\n`;

  const exportFile = () => {
    const url = URL.createObjectURL(new Blob([traceJson()], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'trace.json';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setStatus({ kind: 'info', text: t('io.exported') });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(traceJson());
      setStatus({ kind: 'info', text: t('io.copied') });
    } catch {
      setStatus({ kind: 'error', text: t('io.clipboardUnavailable') });
    }
  };

  const pasteFromClipboard = async () => {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      setStatus({ kind: 'error', text: t('io.clipboardUnreadable') });
      return;
    }
    importText(text, source.clipboard);
  };

  const importFile = async (file: File | undefined) => {
    if (file === undefined) return;
    try {
      importText(await file.text(), source.file(file.name));
    } catch {
      setStatus({ kind: 'error', text: t('io.unreadable', { source: source.file(file.name).label }) });
    } finally {
      if (fileRef.current !== null) fileRef.current.value = '';
    }
  };

  return (
    <section className="trace-io" aria-labelledby="trace-io-heading">
      <h3 id="trace-io-heading">{t('io.heading')}</h3>
      <div className="button-row">
        <button type="button" onClick={exportFile}>
          {t('io.exportFile')}
        </button>
        <button type="button" onClick={() => void copy()}>
          {t('io.copyJson')}
        </button>
        <label className="button file-button">
          {t('io.importFile')}
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            data-testid="trace-import-file"
            onChange={(event) => void importFile(event.target.files?.[0])}
          />
        </label>
        <button type="button" onClick={() => void pasteFromClipboard()}>
          {t('io.pasteClipboard')}
        </button>
      </div>
      <details className="paste-import">
        <summary>{t('io.pasteSummary')}</summary>
        <label htmlFor="trace-import-text">
          <Message id="io.pasteLabel" params={{ command: <code dir="ltr">exactly rational-trace-check</code> }} />
        </label>
        <textarea
          id="trace-import-text"
          dir="ltr"
          rows={6}
          spellCheck={false}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <button
          type="button"
          onClick={() => {
            if (importText(pasted, source.pasted)) setPasted('');
          }}
        >
          {t('io.import')}
        </button>
      </details>
      <div role="status" aria-live="polite" className="io-status" data-testid="trace-io-status">
        {status !== null && <p className={status.kind === 'error' ? 'error-text' : undefined}>{status.text}</p>}
        {undo !== null && status?.kind === 'imported' && (
          <button
            type="button"
            onClick={() => {
              onImport(undo);
              setUndo(null);
              setStatus({ kind: 'info', text: t('io.importUndone') });
            }}
          >
            {t('io.undoImport')}
          </button>
        )}
      </div>
    </section>
  );
}
