import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  isErrorEnvelope,
  type ClassStatus,
  type GradedRow,
  type ResultFilters,
  type ResultSort,
  type ResultSortColumn,
} from '../../worker/messages';
import { engine } from '../queries';
import { useClassT, type ClassMessageKey } from './class-messages';

interface ResultsProps {
  status: ClassStatus;
  filters: ResultFilters;
  onFilters(filters: ResultFilters): void;
  onOpen(row: GradedRow): void;
}

const ROW_HEIGHT = 36;
/** Rows per request to the worker. */
const PAGE_ROWS = 100;

const COLUMNS: ReadonlyArray<{ id: ResultSortColumn; label: ClassMessageKey }> = [
  { id: 'row', label: 'col.row' },
  { id: 'student', label: 'col.student' },
  { id: 'question', label: 'col.question' },
  { id: 'verdict', label: 'col.verdict' },
  { id: 'first_error_line', label: 'col.line' },
  { id: 'misconceptions', label: 'col.misconceptions' },
  { id: 'final_value', label: 'col.value' },
];

/**
 * The graded rows, which stay in the worker: the table asks it for the pages in view (sorted and
 * filtered there) and keeps only those; virtualised, so only the rows in view are in the DOM and a
 * class of any size scrolls freely.
 */
export function ClassResultsTable({ status, filters, onFilters, onOpen }: ResultsProps) {
  const t = useClassT();
  const [sort, setSort] = useState<ResultSort | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [pages, setPages] = useState<ReadonlyMap<number, GradedRow[]>>(new Map());
  const asked = useRef(new Set<number>());
  const viewKey = useMemo(() => JSON.stringify([status.version, sort, filters]), [status.version, sort, filters]);
  const currentKey = useRef(viewKey);

  const fetchPage = useCallback(
    (index: number) => {
      if (asked.current.has(index)) return;
      asked.current.add(index);
      const key = viewKey;
      void engine
        .ask('class-page', { version: status.version, offset: index * PAGE_ROWS, limit: PAGE_ROWS, sort, filters }, undefined, {
          timeoutMs: 60_000,
        })
        .then(
          (page) => {
            if (currentKey.current !== key) return;
            if (isErrorEnvelope(page)) {
              asked.current.delete(index);
              return;
            }
            startTransition(() => {
              setTotal(page.total);
              setPages((held) => new Map(held).set(index, page.rows));
            });
          },
          () => {
            if (currentKey.current === key) asked.current.delete(index);
          },
        );
    },
    [viewKey, status.version, sort, filters],
  );

  // A new class, sort or filter: the pages held are of another view.
  useEffect(() => {
    currentKey.current = viewKey;
    asked.current = new Set();
    setPages(new Map());
    setTotal(null);
    fetchPage(0);
  }, [viewKey, fetchPage]);

  const count = total ?? 0;
  const scrollRef = useRef<HTMLDivElement>(null);
  // No flushSync on scroll: React renders the rows in view with the frame, not inside the scroll event.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const firstPage = items.length > 0 ? Math.floor(items[0]!.index / PAGE_ROWS) : 0;
  const lastPage = items.length > 0 ? Math.floor(items[items.length - 1]!.index / PAGE_ROWS) : 0;
  useEffect(() => {
    for (let index = firstPage; index <= lastPage; index++) fetchPage(index);
  }, [firstPage, lastPage, fetchPage]);

  const before = items.length > 0 ? items[0]!.start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const set = (change: Partial<ResultFilters>) => onFilters({ ...filters, ...change });
  const toggleSort = (column: ResultSortColumn) =>
    setSort((current) => {
      if (current?.column !== column) return { column, descending: false };
      return current.descending ? null : { column, descending: true };
    });
  const { summary } = status;

  return (
    <section className="class-results" aria-labelledby="class-results-heading">
      <h3 id="class-results-heading">{t('results')}</h3>
      <div className="class-filters">
        <label>
          {t('filterVerdict')}
          <select value={filters.verdict} onChange={(event) => set({ verdict: event.target.value })}>
            <option value="">{t('all')}</option>
            {Object.entries(summary.verdicts).map(([verdict, n]) => (
              <option key={verdict} value={verdict}>{`${t.verdict(verdict)} (${n})`}</option>
            ))}
          </select>
        </label>
        <label>
          {t('filterQuestion')}
          <select value={filters.question} onChange={(event) => set({ question: event.target.value })}>
            <option value="">{t('all')}</option>
            {summary.questions.map((question) => (
              <option key={question.question} value={question.question}>{`${question.question} (${question.rows})`}</option>
            ))}
          </select>
        </label>
        <label>
          {t('filterMisconception')}
          <select value={filters.misconception} onChange={(event) => set({ misconception: event.target.value })}>
            <option value="">{t('all')}</option>
            {summary.misconceptions.map((entry) => (
              <option key={entry.rule} value={entry.rule}>{`${t.rule(entry.rule)} (${entry.count})`}</option>
            ))}
          </select>
        </label>
        {(filters.verdict !== '' || filters.question !== '' || filters.misconception !== '') && (
          <button type="button" onClick={() => onFilters({ verdict: '', question: '', misconception: '' })}>
            {t('clearFilters')}
          </button>
        )}
      </div>
      <p role="status" className="class-showing" data-testid="class-showing">
        {total === null ? '' : t('showing', { shown: total, total: status.rows })}
      </p>
      <div className="class-results-scroll" ref={scrollRef} tabIndex={0} aria-labelledby="class-results-heading">
        <table className="class-results-table" aria-rowcount={count + 1} aria-busy={total === null}>
          <thead>
            <tr aria-rowindex={1}>
              {COLUMNS.map((column) => {
                const sorted = sort?.column === column.id ? (sort.descending ? 'desc' : 'asc') : false;
                return (
                  <th key={column.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                    <button type="button" className="link-button" onClick={() => toggleSort(column.id)}>
                      {t(column.label)}
                      {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                    </button>
                  </th>
                );
              })}
              <th scope="col">
                <span className="visually-hidden">{t('open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
            {items.map((item) => {
              const graded = pages.get(Math.floor(item.index / PAGE_ROWS))?.[item.index % PAGE_ROWS];
              if (graded === undefined) {
                return (
                  <tr key={item.key} aria-rowindex={item.index + 2} className="class-row-pending" style={{ height: ROW_HEIGHT }}>
                    <td colSpan={COLUMNS.length + 1} />
                  </tr>
                );
              }
              return <ResultRow key={item.key} index={item.index} graded={graded} t={t} onOpen={onOpen} />;
            })}
            {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
          </tbody>
        </table>
        {total === 0 && <p className="muted">{t('noRows')}</p>}
      </div>
    </section>
  );
}

/** One row of the table; the same row object renders once however often the table does. */
const ResultRow = memo(function ResultRow({
  index,
  graded,
  t,
  onOpen,
}: {
  index: number;
  graded: GradedRow;
  t: ReturnType<typeof useClassT>;
  onOpen(row: GradedRow): void;
}) {
  return (
    <tr aria-rowindex={index + 2} className={`class-row verdict-${graded.verdict}`} style={{ height: ROW_HEIGHT }}>
      <td>{graded.row}</td>
      <td dir="auto">{graded.student}</td>
      <td dir="auto">{graded.question}</td>
      <td>{t.verdict(graded.verdict)}</td>
      <td>{graded.first_error_line ?? ''}</td>
      <td>{graded.misconceptions.map((rule) => t.rule(rule)).join('; ')}</td>
      <td>{graded.final_value ?? ''}</td>
      <td>
        <button
          type="button"
          disabled={!canOpenInvalid(graded)}
          aria-label={t('openLabel', { student: graded.student, question: graded.question, row: graded.row })}
          onClick={() => onOpen(graded)}
        >
          {t('open')}
        </button>
      </td>
    </tr>
  );
});

/** An invalid row whose working the tool refused (a syntax error) can still be opened to see where; a bad row cannot. */
const BAD_ROW_REASONS = new Set(['malformed_row', 'cell_too_long', 'missing_working', 'unknown_question']);
const canOpenInvalid = (row: GradedRow): boolean => row.fault === null || !BAD_ROW_REASONS.has(row.fault.reason);
