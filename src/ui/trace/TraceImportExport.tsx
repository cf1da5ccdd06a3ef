import { useRef, useState } from 'react';
import type { TraceInput } from '../../worker/messages';
import { parseTraceJson, traceJson } from './trace-json';
import { traceStateFrom, type TraceState } from './trace-model';

export interface TraceImportExportProps {
  /** The trace as the contract's request: what is exported. */
  request: TraceInput;
  current: TraceState;
  onImport: (state: TraceState) => void;
}

type Status = { kind: 'info' | 'error'; text: string } | null;

/** Export to a file or the clipboard; import from a file, the clipboard or pasted text. */
export function TraceImportExport({ request, current, onImport }: TraceImportExportProps) {
  const [status, setStatus] = useState<Status>(null);
  const [pasted, setPasted] = useState('');
  const [undo, setUndo] = useState<TraceState | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const importText = (text: string, source: string): boolean => {
    const parsed = parseTraceJson(text);
    if (!parsed.ok) {
      setStatus({ kind: 'error', text: `${source}: ${parsed.message}` });
      return false;
    }
    setUndo(current);
    onImport(traceStateFrom(parsed.trace));
    const steps = parsed.trace.steps.length;
    setStatus({ kind: 'info', text: `Imported ${steps} ${steps === 1 ? 'step' : 'steps'} from ${source.toLowerCase()}.` });
    return true;
  };

  const exportFile = () => {
    const url = URL.createObjectURL(new Blob([traceJson(request)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'trace.json';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setStatus({ kind: 'info', text: 'Exported trace.json.' });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(traceJson(request));
      setStatus({ kind: 'info', text: 'Copied the trace JSON to the clipboard.' });
    } catch {
      setStatus({ kind: 'error', text: 'The clipboard is not available here. Open “JSON” below and copy the request from there.' });
    }
  };

  const pasteFromClipboard = async () => {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      setStatus({ kind: 'error', text: 'The clipboard cannot be read here. Paste the JSON into the box under “Import by pasting JSON”.' });
      return;
    }
    importText(text, 'Clipboard');
  };

  const importFile = async (file: File | undefined) => {
    if (file === undefined) return;
    try {
      importText(await file.text(), `File ${file.name}`);
    } catch {
      setStatus({ kind: 'error', text: `File ${file.name}: it could not be read.` });
    } finally {
      if (fileRef.current !== null) fileRef.current.value = '';
    }
  };

  return (
    <section className="trace-io" aria-labelledby="trace-io-heading">
      <h3 id="trace-io-heading">Import and export</h3>
      <div className="button-row">
        <button type="button" onClick={exportFile}>Export file</button>
        <button type="button" onClick={() => void copy()}>Copy JSON</button>
        <label className="button file-button">
          Import file
          <input ref={fileRef} type="file" accept=".json,application/json" className="visually-hidden" data-testid="trace-import-file" onChange={(event) => void importFile(event.target.files?.[0])} />
        </label>
        <button type="button" onClick={() => void pasteFromClipboard()}>Paste from clipboard</button>
      </div>
      <details className="paste-import">
        <summary>Import by pasting JSON</summary>
        <label htmlFor="trace-import-text">Trace JSON (the request of <code>exactly rational-trace-check</code>)</label>
        <textarea id="trace-import-text" rows={6} spellCheck={false} value={pasted} onChange={(event) => setPasted(event.target.value)} />
        <button type="button" onClick={() => { if (importText(pasted, 'Pasted text')) setPasted(''); }}>Import</button>
      </details>
      <div role="status" aria-live="polite" className="io-status" data-testid="trace-io-status">
        {status !== null && <p className={status.kind === 'error' ? 'error-text' : undefined}>{status.text}</p>}
        {undo !== null && status?.kind === 'info' && status.text.startsWith('Imported') && (
          <button type="button" onClick={() => { onImport(undo); setUndo(null); setStatus({ kind: 'info', text: 'Import undone: the previous trace is back.' }); }}>
            Undo import
          </button>
        )}
      </div>
    </section>
  );
}
