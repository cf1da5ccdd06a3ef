/**
 * The Class tab: a class's answers (and a key) from files or pasted cells, handed to the worker,
 * which reads, grades a chunk at a time, and keeps the graded class (src/worker/class-store.ts);
 * the page asks for what it shows: the preview, the summary, pages of the results table. An export
 * byte for byte as the command line's, a printable report, practice from the class's mistakes;
 * the class kept on the device until "Clear class data".
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ANSWER_COLUMNS, KEY_COLUMNS } from '../../core/grading/columns';
import {
  isErrorEnvelope,
  MAX_CLASS_FILE_BYTES,
  type ClassOpenInput,
  type ClassOpenOutput,
  type ClassStatus,
  type ColumnMapping,
  type ErrorEnvelope,
  type GradedRow,
  type HelperId,
  type HelperInputs,
  type ResultFilters,
} from '../../worker/messages';
import { WIDE_SOURCE_NAMES } from '../../core/grading/wide-layout';
import { engine } from '../queries';
import { askPersistentStorage, localStorageOrNull, savedWorkBackend } from '../persistence/backend';
import { takeDroppedFiles } from '../open-request/file-drop-target';
import { loadRequest } from '../tab-tools/load-request';
import { hashOf } from '../tabs';
import { useClassT, type ClassTranslate } from './class-messages';
import { announceClass, clearedVersion, markCleared, onClassChanged } from './class-sync';
import { ClassResultsTable } from './ClassResultsTable';
import { ClassSources, MappingPreview } from './ClassSources';
import { ClassPrintStudents } from './ClassPrintStudents';
import { ClassSummaryView } from './ClassSummaryView';
import { KeyFaultList } from './KeyFaultList';
import { tableProblemText } from '../../core/sentences/grading-sentences';
import { downloadBlob } from './download';
import { takeLegacyClass, type LegacyClass } from './legacy-class';
import './class.css';

const PracticePanel = lazy(() => import('../practice/PracticePanel'));

type ReadState =
  { status: 'idle' } | { status: 'reading' } | { status: 'ready'; output: ClassOpenOutput } | { status: 'failed'; message: string };
type RunState =
  | { phase: 'idle' }
  | { phase: 'grading'; done: number; total: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string }
  | { phase: 'graded'; rows: number };
type Notice = { text: string; undo?: () => void } | null;

/** The results table shows every row: by verdict, question and misconception, any. */
const NO_FILTERS: ResultFilters = { verdict: '', question: '', misconception: '' };

/** The watchdog of a request over a whole class (reading the files, committing, the export): seconds on a busy machine. */
const WHOLE_CLASS_TIMEOUT_MS = 120_000;
/** A chunk of GRADE_CHUNK_ROWS rows: a few hundred milliseconds when the machine is idle; room for a busy one. */
const CHUNK_TIMEOUT_MS = 20_000;
/** Rows graded per request: the page paints, and other tabs' requests pass, between chunks. */
export const GRADE_CHUNK_ROWS = 500;
/** Rows per request when the report is prepared for printing (the worker's largest page). */
const PRINT_PAGE_ROWS = 1000;

/** A request over the whole class, under its watchdog. */
const askClass = <H extends HelperId>(helper: H, input: HelperInputs[H], signal?: AbortSignal) =>
  engine.ask(helper, input, signal, { timeoutMs: WHOLE_CLASS_TIMEOUT_MS });

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const looksLikeKey = (name: string): boolean => /key|מפתח/i.test(name);

function fileMessage(t: ClassTranslate, envelope: ErrorEnvelope, name: string): string {
  switch (envelope.error.details.reason) {
    case 'not_text':
      return t('notText', { name });
    case 'not_workbook':
      return t('notWorkbook', { name });
    case 'file_too_large':
      return t('tooLarge', { name, limit: `${MAX_CLASS_FILE_BYTES / 1024 / 1024} MiB` });
    default:
      return envelope.error.message;
  }
}

export default function ClassTab() {
  const t = useClassT();
  const [restored, setRestored] = useState(false);
  const [read, setRead] = useState<ReadState>({ status: 'idle' });
  const [run, setRun] = useState<RunState>({ phase: 'idle' });
  const [status, setStatus] = useState<ClassStatus | null>(null);
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS);
  const [notice, setNotice] = useState<Notice>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancelRef = useRef<AbortController | null>(null);
  const grading = run.phase === 'grading';

  /**
   * Asks the worker for the class, then for the files' preview: the summary shows as soon as the
   * first answers (it is stored whole; the preview re-reads the file), `reload` after another
   * window changed the class.
   */
  const refresh = useCallback(async (reload: boolean, restoredNow?: (kept: ClassStatus | null) => void) => {
    let kept: ClassStatus | null = null;
    try {
      const answer = await askClass('class-status', { reload, cleared: clearedVersion() });
      kept = answer === null || isErrorEnvelope(answer) ? null : answer;
      startTransition(() => setStatus(kept));
    } finally {
      restoredNow?.(kept);
    }
    const opened = await askClass('class-open', {});
    startTransition(() =>
      setRead(
        isErrorEnvelope(opened)
          ? { status: 'failed', message: opened.error.message }
          : opened.answers === null
            ? { status: 'idle' }
            : { status: 'ready', output: opened },
      ),
    );
  }, []);

  /** A class the previous build kept in the page (before the worker's store): opened and graded again, once. */
  const [legacy, setLegacy] = useState<LegacyClass>({ kind: 'none' });
  useEffect(() => {
    let live = true;
    const restoredNow = (kept: ClassStatus | null) => {
      if (!live) return;
      setRestored(true);
      void takeLegacyClass(localStorageOrNull(), savedWorkBackend()).then((found) => {
        // A class graded in this build wins over the older one, which is deleted all the same.
        if (live && (kept === null || found.kind === 'unreadable')) setLegacy(found);
      });
    };
    refresh(false, restoredNow).catch(() => restoredNow(null));
    const stop = onClassChanged(() => {
      setFilters(NO_FILTERS);
      void refresh(true).catch(() => {});
    });
    return () => {
      live = false;
      stop();
    };
  }, [refresh]);

  const openFiles = useCallback(
    async (input: ClassOpenInput, name: string) => {
      setProblem(null);
      setRun({ phase: 'idle' });
      setRead({ status: 'reading' });
      // New files after a Clear: the tombstone no longer speaks for the class.
      if (input.answers !== undefined) markCleared(null);
      try {
        const output = await askClass('class-open', input);
        if (isErrorEnvelope(output)) {
          setProblem(fileMessage(t, output, name));
          setRead({ status: 'idle' });
          void refresh(false).catch(() => {});
          return;
        }
        setRead(output.answers === null ? { status: 'idle' } : { status: 'ready', output });
      } catch (error) {
        setRead({ status: 'failed', message: errorText(error) });
      }
    },
    [t, refresh],
  );

  const takeFiles = useCallback(
    (files: File[], as: 'answers' | 'key' | 'guess') => {
      const chosen = files.slice(0, 2);
      const file = (f: File) => ({ name: f.name, data: f });
      let input: ClassOpenInput;
      if (as === 'key') input = { key: file(chosen[0]!) };
      else if (chosen.length === 2) {
        const keyIndex = looksLikeKey(chosen[1]!.name) || !looksLikeKey(chosen[0]!.name) ? 1 : 0;
        input = { answers: file(chosen[1 - keyIndex]!), key: file(chosen[keyIndex]!) };
      } else if (as === 'guess' && looksLikeKey(chosen[0]!.name) && read.status === 'ready') input = { key: file(chosen[0]!) };
      else input = { answers: file(chosen[0]!) };
      void openFiles(input, chosen.map((f) => f.name).join(', '));
    },
    [openFiles, read.status],
  );

  useEffect(
    () =>
      takeDroppedFiles('class', (files) => {
        if (!grading) takeFiles(files, 'guess');
      }),
    [takeFiles, grading],
  );

  const takePaste = (text: string) => void openFiles({ answers: { name: '', data: text } }, t('pasted'));
  const setAnswersMapping = (mapping: ColumnMapping<(typeof ANSWER_COLUMNS)[number]>) => void openFiles({ answersMapping: mapping }, '');
  const setKeyMapping = (mapping: ColumnMapping<(typeof KEY_COLUMNS)[number]>) => void openFiles({ keyMapping: mapping }, '');

  const output = read.status === 'ready' ? read.output : null;
  const canGrade =
    output !== null &&
    output.answers !== null &&
    !output.answers.problem &&
    output.answers.missing.length === 0 &&
    (output.key === null || (output.key.missing.length === 0 && !output.key.problem)) &&
    output.answers.rows > 0;

  const grade = async () => {
    if (!canGrade) return;
    const controller = new AbortController();
    cancelRef.current = controller;
    const total = output.answers!.rows;
    setRun({ phase: 'grading', done: 0, total });
    performance.mark('exactly:class-grade-start');
    try {
      for (let from = 0; from < total;) {
        controller.signal.throwIfAborted();
        const answer = await engine.ask('class-grade', { from, count: GRADE_CHUNK_ROWS }, controller.signal, {
          timeoutMs: CHUNK_TIMEOUT_MS,
        });
        if (isErrorEnvelope(answer)) throw new Error(answer.error.message);
        from = answer.done;
        // A transition: React renders it in slices between the page's own tasks.
        startTransition(() => setRun({ phase: 'grading', done: answer.done, total: answer.total }));
        if (answer.done === answer.total) break;
      }
      const committed = await askClass('class-commit', {}, controller.signal);
      if (isErrorEnvelope(committed)) throw new Error(committed.error.message);
      markCleared(null);
      // The summary, the chart and the table appear in a transition: rendered in slices, no long task.
      startTransition(() => {
        setFilters(NO_FILTERS);
        setStatus(committed);
        setRun({ phase: 'graded', rows: committed.rows });
      });
      announceClass(committed.version);
      // A teacher's class is worth keeping through storage pressure.
      void askPersistentStorage();
      performance.mark('exactly:class-grade-end');
    } catch (error) {
      if (controller.signal.aborted) setRun({ phase: 'cancelled' });
      else setRun({ phase: 'failed', message: errorText(error) });
    } finally {
      cancelRef.current = null;
    }
  };

  useEffect(() => {
    if (legacy.kind === 'none') return;
    if (legacy.kind === 'unreadable') {
      setNotice({ text: t('legacyUnreadable') });
      setLegacy({ kind: 'none' });
      return;
    }
    setLegacy({ kind: 'none' });
    setNotice({ text: t('legacyRestored') });
    void openFiles(legacy.open, legacy.open.answers.name).then(() => setRegradeLegacy(true));
  }, [legacy, openFiles, t]);
  const [regradeLegacy, setRegradeLegacy] = useState(false);
  useEffect(() => {
    if (!regradeLegacy || !canGrade || grading) return;
    setRegradeLegacy(false);
    void grade();
  });

  const cancel = () => cancelRef.current?.abort();

  const openRow = async (graded: GradedRow) => {
    const request = await askClass('class-row', { row: graded.row, question: graded.question });
    if (isErrorEnvelope(request) || !('working' in request)) {
      const reason = isErrorEnvelope(request) ? request.error.message : request.message;
      setNotice({ text: t('openFailed', { row: graded.row, reason }) });
      return;
    }
    const text = t('opened', { row: graded.row, student: graded.student, question: graded.question });
    if (loadRequest({ tab: 'working', request }, () => text)) window.location.hash = hashOf('working');
  };

  const openRowRef = useRef(openRow);
  openRowRef.current = openRow;
  const onOpen = useCallback((row: GradedRow) => void openRowRef.current(row), []);

  const exportResults = async () => {
    if (status === null) return;
    const csv = await askClass('class-export', {});
    if (isErrorEnvelope(csv)) {
      setNotice({ text: csv.error.message });
      return;
    }
    downloadBlob(csv, `${status.answersName.replace(/\.[^.]*$/, '') || 'class'}-results.csv`);
  };

  /** Every graded row, by student, fetched from the worker a page at a time for the printed report. */
  const [printRows, setPrintRows] = useState<{ version: string; rows: GradedRow[] } | null>(null);
  const printWhenRendered = useRef(false);
  const printReport = async () => {
    if (status === null) return;
    const rows: GradedRow[] = [];
    try {
      for (let offset = 0; ;) {
        const page = await askClass('class-page', {
          version: status.version,
          offset,
          limit: PRINT_PAGE_ROWS,
          sort: { column: 'student', descending: false },
          filters: NO_FILTERS,
        });
        if (isErrorEnvelope(page)) throw new Error(page.error.message);
        rows.push(...page.rows);
        offset += page.rows.length;
        if (page.rows.length === 0 || offset >= page.total) break;
      }
    } catch (error) {
      setNotice({ text: t('printFailed', { reason: errorText(error) }) });
      return;
    }
    printWhenRendered.current = true;
    setPrintRows({ version: status.version, rows });
  };
  // The dialog opens once the table per student is on the page.
  useEffect(() => {
    if (!printWhenRendered.current || printRows === null) return;
    printWhenRendered.current = false;
    window.print();
  }, [printRows]);

  const clear = () => {
    cancelRef.current?.abort();
    const held = status;
    // The tombstone is written before this returns: a reload straight after finds no class, whatever the worker has done by then.
    markCleared(held?.version ?? 'none');
    setStatus(null);
    setRead({ status: 'idle' });
    setRun({ phase: 'idle' });
    setFilters(NO_FILTERS);
    void askClass('class-clear', {}).then(
      () => announceClass(null),
      () => {},
    );
    setNotice({
      text: t('cleared'),
      undo: () => {
        markCleared(null);
        void askClass('class-undo-clear', {}).then(
          async (back) => {
            if (back !== null && !isErrorEnvelope(back)) announceClass(back.version);
            await refresh(false);
            setNotice({ text: t('clearUndone') });
          },
          () => {},
        );
      },
    });
  };

  if (!restored)
    return (
      <p className="muted" role="status">
        {t('restoring')}
      </p>
    );

  const answersFile = output?.answers ?? null;
  const keyFile = output?.key ?? null;
  const hasClass = status !== null || answersFile !== null;
  return (
    <div className="class-tab">
      <h2 className="tab-title">{t('heading')}</h2>
      <p className="intro">{t('intro')}</p>

      <ClassSources
        answers={answersFile}
        keyFile={keyFile}
        onFiles={takeFiles}
        onPaste={takePaste}
        onRemoveKey={() => void openFiles({ key: null }, '')}
        disabled={grading}
      />
      {problem !== null && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}

      {read.status === 'reading' && (
        <p className="muted" role="status">
          {t('reading')}
        </p>
      )}
      {read.status === 'failed' && (
        <p className="error-text" role="alert">
          {read.message}
        </p>
      )}
      {answersFile !== null && (
        <>
          {/* A file that is wrong as a whole is said once, for the file, instead of a preview of nothing. */}
          {answersFile.problem ? (
            <p className="error-text" role="alert" data-testid="class-file-problem">
              {tableProblemText(answersFile.problem, answersFile.name || t('pasted'), ANSWER_COLUMNS, t.language)}
            </p>
          ) : (
            <>
              {answersFile.headerless && (
                <p className="class-wide-note" data-testid="class-headerless-note">
                  {t('headerlessRead', { columns: answersFile.header.filter((name) => name !== '').join(', ') })}
                </p>
              )}
              {answersFile.wide && (
                <p className="class-wide-note" data-testid="class-wide-note">
                  {t('wideRead', {
                    source: WIDE_SOURCE_NAMES[answersFile.wide.source],
                    students: answersFile.wide.students,
                    questions: answersFile.wide.questions,
                  })}
                </p>
              )}
              {/* A wide export's long rows have their columns fixed: nothing to choose. */}
              <MappingPreview
                title={t('preview')}
                preview={answersFile}
                columns={ANSWER_COLUMNS}
                onChange={setAnswersMapping}
                disabled={grading || answersFile.wide !== undefined}
              />
            </>
          )}
          {keyFile !== null &&
            (keyFile.problem ? (
              <p className="error-text" role="alert" data-testid="class-key-problem">
                {tableProblemText(keyFile.problem, keyFile.name, KEY_COLUMNS, t.language)}
              </p>
            ) : (
              <MappingPreview title={t('keyPreview')} preview={keyFile} columns={KEY_COLUMNS} onChange={setKeyMapping} disabled={grading} />
            ))}
          {keyFile !== null && !keyFile.problem && <KeyFaultList faults={keyFile.faults} className="class-key-faults-preview" />}
          {!answersFile.problem && <p className="class-rows-found">{t('rowsFound', { rows: answersFile.rows })}</p>}
        </>
      )}

      <div className="class-actions">
        <button type="button" className="primary" disabled={!canGrade || grading} onClick={() => void grade()}>
          {status === null ? t('grade') : t('regrade')}
        </button>
        {grading && (
          <button type="button" onClick={cancel}>
            {t('cancel')}
          </button>
        )}
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

      {status !== null && (
        <>
          <div className="class-report-tools">
            <button type="button" onClick={() => void exportResults()}>
              {t('export')}
            </button>
            <button type="button" onClick={() => void printReport()}>
              {t('print')}
            </button>
          </div>
          <ClassSummaryView
            summary={status.summary}
            keyFaults={status.keyFaults}
            activeRule={filters.misconception}
            onRule={(rule) => setFilters({ ...filters, misconception: filters.misconception === rule ? '' : rule })}
            onQuestion={(question) => setFilters({ ...filters, question })}
          />
          <Suspense
            fallback={
              <p className="muted" role="status">
                {t('practiceLoading')}
              </p>
            }
          >
            <PracticePanel summary={status.summary} />
          </Suspense>
          <ClassResultsTable status={status} filters={filters} onFilters={setFilters} onOpen={onOpen} />
          {printRows !== null && printRows.version === status.version && <ClassPrintStudents rows={printRows.rows} />}
        </>
      )}

      <div className="class-keep">
        {hasClass && <p className="field-hint">{t('keptHere')}</p>}
        {hasClass && (
          <button type="button" onClick={clear} disabled={grading}>
            {t('clear')}
          </button>
        )}
        {notice !== null && (
          <p role="status" className="class-notice">
            {notice.text}{' '}
            {notice.undo !== undefined && (
              <button type="button" onClick={notice.undo}>
                {t('undoClear')}
              </button>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
