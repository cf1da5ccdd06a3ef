/**
 * The Class tab: a class's answers (and a key) from files or pasted cells, read and graded in the
 * worker a chunk at a time, with a summary, a results table, an export byte for byte as the
 * command line's, a printable report; the class kept on the device until "Clear class data".
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ANSWER_COLUMNS, KEY_COLUMNS } from '../../core/grading/columns';
import { isErrorEnvelope, type AnswerRow, type ClassSummary, type ColumnMapping, type GradedRow, type ReadClassOutput } from '../../worker/messages';
import { EngineFailure } from '../../worker/engine-client';
import { engine } from '../queries';
import { askPersistentStorage } from '../persistence/backend';
import { useSavedState, useSavedStatus } from '../persistence/useSavedState';
import { takeDroppedFiles } from '../open-request/file-drop-target';
import { loadRequest } from '../tab-tools/load-request';
import { hashOf } from '../tabs';
import { NO_FILTERS, type ResultFilters } from './class-filter';
import { gradeInChunks, GradingFailed } from './class-grading';
import { useClassT } from './class-messages';
import { classStore, EMPTY_CLASS, MAX_CLASS_FILE_CHARS, mappingOf, savedMapping, type ClassFile, type ClassState } from './class-state';
import { ClassResultsTable } from './ClassResultsTable';
import { ClassSources, MappingPreview, problemText, type FileProblem } from './ClassSources';
import { ClassSummaryView } from './ClassSummaryView';
import './class.css';

type ReadState = { status: 'idle' } | { status: 'reading' } | { status: 'ready'; output: ReadClassOutput } | { status: 'failed'; message: string };
type RunState =
  | { phase: 'idle' }
  | { phase: 'grading'; done: number; total: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string }
  | { phase: 'graded'; rows: number };
type Notice = { text: string; undo?: () => void } | null;

/** A file as text: UTF-8 (fatal: a file in another encoding is refused, not garbled), within the cap. */
async function readFileText(file: File): Promise<ClassFile | FileProblem> {
  if (file.size > MAX_CLASS_FILE_CHARS * 4) return { kind: 'tooLarge', name: file.name };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { kind: 'unreadable', name: file.name };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'notText', name: file.name };
  }
  if (text.length > MAX_CLASS_FILE_CHARS) return { kind: 'tooLarge', name: file.name };
  return { name: file.name, text };
}

/**
 * The watchdog of a request over a whole class (reading the files, the summary, the export): its
 * size is the teacher's file, not a typed input, so it may take seconds on a busy machine.
 */
const WHOLE_CLASS_TIMEOUT_MS = 60_000;
/** A chunk of GRADE_CHUNK_ROWS rows: tens of milliseconds when the machine is idle; room for a busy one. */
const CHUNK_TIMEOUT_MS = 10_000;

const looksLikeKey = (name: string): boolean => /key|מפתח/i.test(name);

export default function ClassTab() {
  const t = useClassT();
  const [saved] = useSavedState(classStore);
  const status = useSavedStatus(classStore);
  const [read, setRead] = useState<ReadState>({ status: 'idle' });
  const [run, setRun] = useState<RunState>({ phase: 'idle' });
  const [summary, setSummary] = useState<ClassSummary | null>(null);
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS);
  const [notice, setNotice] = useState<Notice>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancelRef = useRef<AbortController | null>(null);
  const grading = run.phase === 'grading';

  // The files (as mapped) are read in the worker whenever they change: the preview, and the rows to grade.
  const { answers, key, answersMapping, keyMapping, results } = saved;
  useEffect(() => {
    if (answers === null) {
      setRead({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setRead({ status: 'reading' });
    engine.ask('read-class', { answers: answers.text, key: key?.text ?? null, answersMapping: mappingOf(answersMapping), keyMapping: mappingOf(keyMapping) }, controller.signal, { timeoutMs: WHOLE_CLASS_TIMEOUT_MS }).then(
      (output) => setRead(isErrorEnvelope(output) ? { status: 'failed', message: output.error.message } : { status: 'ready', output }),
      (error: unknown) => { if (!controller.signal.aborted) setRead({ status: 'failed', message: error instanceof Error ? error.message : String(error) }); },
    );
    return () => controller.abort();
  }, [answers, key, answersMapping, keyMapping]);

  // The summary of the kept results, worked out in the worker.
  useEffect(() => {
    if (results === null) {
      setSummary(null);
      return;
    }
    const controller = new AbortController();
    engine.ask('summarize-class', { rows: results }, controller.signal, { timeoutMs: WHOLE_CLASS_TIMEOUT_MS }).then(
      (output) => setSummary(isErrorEnvelope(output) ? null : output),
      () => {},
    );
    return () => controller.abort();
  }, [results]);

  const takeFiles = useCallback(async (files: File[], as: 'answers' | 'key' | 'guess') => {
    setProblem(null);
    const readFiles = await Promise.all(files.slice(0, 2).map(readFileText));
    const failed = readFiles.find((file): file is FileProblem => 'kind' in file);
    if (failed !== undefined) {
      setProblem(problemText(t, failed, MAX_CLASS_FILE_CHARS));
      return;
    }
    const texts = readFiles as ClassFile[];
    let nextAnswers: ClassFile | undefined;
    let nextKey: ClassFile | undefined;
    if (as === 'key') nextKey = texts[0];
    else if (texts.length === 2) {
      const keyIndex = looksLikeKey(texts[1]!.name) || !looksLikeKey(texts[0]!.name) ? 1 : 0;
      nextKey = texts[keyIndex];
      nextAnswers = texts[1 - keyIndex];
    } else if (as === 'guess' && looksLikeKey(texts[0]!.name) && classStore.get().answers !== null) nextKey = texts[0];
    else nextAnswers = texts[0];
    setRun({ phase: 'idle' });
    setFilters(NO_FILTERS);
    classStore.commit((state) => ({
      ...state,
      answers: nextAnswers ?? state.answers,
      answersMapping: nextAnswers === undefined ? state.answersMapping : null,
      key: nextKey ?? state.key,
      keyMapping: nextKey === undefined ? state.keyMapping : null,
      results: null,
      keyFaults: [],
    }));
  }, [t]);

  useEffect(() => takeDroppedFiles('class', (files) => { if (!grading) void takeFiles(files, 'guess'); }), [takeFiles, grading]);

  const takePaste = (text: string) => {
    setProblem(null);
    setRun({ phase: 'idle' });
    setFilters(NO_FILTERS);
    classStore.commit((state) => ({ ...state, answers: { name: '', text }, answersMapping: null, results: null, keyFaults: [] }));
  };

  const setAnswersMapping = (mapping: ColumnMapping<(typeof ANSWER_COLUMNS)[number]>) =>
    classStore.commit((state) => ({ ...state, answersMapping: savedMapping(mapping, ANSWER_COLUMNS), results: null }));
  const setKeyMapping = (mapping: ColumnMapping<(typeof KEY_COLUMNS)[number]>) =>
    classStore.commit((state) => ({ ...state, keyMapping: savedMapping(mapping, KEY_COLUMNS), results: null }));

  const output = read.status === 'ready' ? read.output : null;
  const canGrade = output !== null && output.answers.missing.length === 0 && (output.key === null || output.key.missing.length === 0) && output.answers.rows.length > 0;

  const grade = async () => {
    if (output === null || !canGrade) return;
    const controller = new AbortController();
    cancelRef.current = controller;
    const rows = output.answers.rows;
    const keyEntries = output.key === null ? null : output.key.entries;
    setRun({ phase: 'grading', done: 0, total: rows.length });
    performance.mark('exactly:class-grade-start');
    try {
      const graded = await gradeInChunks(rows, keyEntries, (input, signal) => engine.ask('grade-rows', input, signal, { timeoutMs: CHUNK_TIMEOUT_MS }),
        (done) => setRun({ phase: 'grading', done, total: rows.length }), controller.signal);
      setFilters(NO_FILTERS);
      classStore.commit((state) => ({ ...state, results: graded, keyFaults: output.key?.faults ?? [] }));
      // A teacher's class is worth keeping through storage pressure.
      void askPersistentStorage();
      setRun({ phase: 'graded', rows: graded.length });
      performance.mark('exactly:class-grade-end');
    } catch (error) {
      if (controller.signal.aborted) setRun({ phase: 'cancelled' });
      else setRun({ phase: 'failed', message: error instanceof GradingFailed || error instanceof EngineFailure ? error.message : String(error) });
    } finally {
      cancelRef.current = null;
    }
  };

  const cancel = () => cancelRef.current?.abort();

  const rowsByNumber = useMemo(() => new Map<number, AnswerRow>(output?.answers.rows.map((row) => [row.row, row]) ?? []), [output]);

  const openRow = async (graded: GradedRow) => {
    const row = rowsByNumber.get(graded.row);
    if (row === undefined || output === null) return;
    const request = await engine.ask('class-row-request', { row, key: output.key === null ? null : output.key.entries });
    if (isErrorEnvelope(request) || !('working' in request)) {
      const reason = isErrorEnvelope(request) ? request.error.message : request.message;
      setNotice({ text: t('openFailed', { row: graded.row, reason }) });
      return;
    }
    const text = t('opened', { row: graded.row, student: graded.student, question: graded.question });
    if (loadRequest({ tab: 'working', request }, () => text)) window.location.hash = hashOf('working');
  };

  const exportResults = async () => {
    if (results === null) return;
    const csv = await engine.ask('results-csv', { rows: results }, undefined, { timeoutMs: WHOLE_CLASS_TIMEOUT_MS });
    if (isErrorEnvelope(csv)) {
      setNotice({ text: csv.error.message });
      return;
    }
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${(answers?.name ?? '').replace(/\.[^.]*$/, '') || 'class'}-results.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const clear = () => {
    cancelRef.current?.abort();
    // Deleted before this returns (the mirror's tombstone and IndexedDB's delete): a reload straight after finds nothing.
    const held: ClassState = classStore.delete();
    setRun({ phase: 'idle' });
    setFilters(NO_FILTERS);
    setNotice({
      text: t('cleared'),
      undo: () => {
        classStore.commit(() => held);
        setNotice({ text: t('clearUndone') });
      },
    });
  };

  if (status === 'restoring') return <p className="muted" role="status">{t('restoring')}</p>;

  const hasClass = saved !== EMPTY_CLASS && (answers !== null || results !== null);
  return (
    <div className="class-tab">
      <h2 className="tab-title">{t('heading')}</h2>
      <p className="intro">{t('intro')}</p>

      <ClassSources answers={answers} keyFile={key} onFiles={(files, as) => void takeFiles(files, as)} onPaste={takePaste}
        onRemoveKey={() => classStore.commit((state) => ({ ...state, key: null, keyMapping: null, results: null, keyFaults: [] }))} disabled={grading} />
      {problem !== null && <p className="error-text" role="alert">{problem}</p>}

      {read.status === 'reading' && <p className="muted" role="status">{t('reading')}</p>}
      {read.status === 'failed' && <p className="error-text" role="alert">{read.message}</p>}
      {output !== null && (
        <>
          <MappingPreview title={t('preview')} preview={output.answers} columns={ANSWER_COLUMNS} onChange={setAnswersMapping} disabled={grading} />
          {output.key !== null && <MappingPreview title={t('keyPreview')} preview={output.key} columns={KEY_COLUMNS} onChange={setKeyMapping} disabled={grading} />}
          <p>{t('rowsFound', { rows: output.answers.rows.length })}</p>
        </>
      )}

      <div className="class-actions">
        <button type="button" className="primary" disabled={!canGrade || grading} onClick={() => void grade()}>{results === null ? t('grade') : t('regrade')}</button>
        {grading && <button type="button" onClick={cancel}>{t('cancel')}</button>}
      </div>
      <div aria-live="polite" className="class-run">
        {run.phase === 'grading' && (
          <>
            <label htmlFor="class-progress">{t('progress', { done: run.done, total: run.total })}</label>{' '}
            <progress id="class-progress" max={run.total} value={run.done} />
          </>
        )}
        {run.phase === 'cancelled' && <p>{t('cancelled')}</p>}
        {run.phase === 'failed' && <p className="error-text">{t('failed', { reason: run.message })}</p>}
        {run.phase === 'graded' && (
          <>
            <label htmlFor="class-progress">{t('graded', { rows: run.rows })}</label>{' '}
            <progress id="class-progress" max={run.rows} value={run.rows} />
          </>
        )}
      </div>

      {results !== null && (
        <>
          <div className="class-report-tools">
            <button type="button" onClick={() => void exportResults()}>{t('export')}</button>
            <button type="button" onClick={() => window.print()}>{t('print')}</button>
          </div>
          {summary !== null && (
            <ClassSummaryView
              summary={summary}
              keyFaults={saved.keyFaults}
              activeRule={filters.misconception}
              onRule={(rule) => setFilters({ ...filters, misconception: filters.misconception === rule ? '' : rule })}
              onQuestion={(question) => setFilters({ ...filters, question })}
            />
          )}
          <ClassResultsTable rows={results} summary={summary} filters={filters} onFilters={setFilters} onOpen={(row) => void openRow(row)} />
        </>
      )}

      <div className="class-keep">
        {hasClass && <p className="field-hint">{t('keptHere')}</p>}
        {(hasClass || saved.key !== null) && <button type="button" onClick={clear} disabled={grading}>{t('clear')}</button>}
        {notice !== null && (
          <p role="status" className="class-notice">
            {notice.text}{' '}
            {notice.undo !== undefined && <button type="button" onClick={() => { notice.undo?.(); }}>{t('undoClear')}</button>}
          </p>
        )}
      </div>
    </div>
  );
}
