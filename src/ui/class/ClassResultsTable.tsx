import { useMemo, useRef, useState } from 'react';
import { createColumnHelper, flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ClassSummary, GradedRow } from '../../worker/messages';
import { filterResults, type ResultFilters } from './class-filter';
import { ruleName, useClassT, type ClassMessageKey } from './class-messages';

interface ResultsProps {
  rows: readonly GradedRow[];
  summary: ClassSummary | null;
  filters: ResultFilters;
  onFilters(filters: ResultFilters): void;
  onOpen(row: GradedRow): void;
}

const ROW_HEIGHT = 36;
const column = createColumnHelper<GradedRow>();

/**
 * The graded rows: sortable by any column, filtered by verdict, question and misconception, and
 * virtualised (only the rows in view are in the DOM), so a class of 10,000 rows scrolls freely.
 */
export function ClassResultsTable({ rows, summary, filters, onFilters, onOpen }: ResultsProps) {
  const t = useClassT();
  const [sorting, setSorting] = useState<SortingState>([]);
  const shown = useMemo(() => filterResults(rows, filters) as GradedRow[], [rows, filters]);
  const columns = useMemo(() => [
    column.accessor('row', { header: () => t('col.row') }),
    column.accessor('student', { header: () => t('col.student') }),
    column.accessor('question', { header: () => t('col.question') }),
    column.accessor('verdict', { header: () => t('col.verdict'), cell: (info) => t(`verdict.${info.getValue()}` as ClassMessageKey) }),
    column.accessor('first_error_line', { header: () => t('col.line'), sortUndefined: 'last', cell: (info) => info.getValue() ?? '' }),
    column.accessor((row) => row.misconceptions.join(';'), { id: 'misconceptions', header: () => t('col.misconceptions'), cell: (info) => info.row.original.misconceptions.map((rule) => ruleName(t, rule)).join('; ') }),
    column.accessor('final_value', { header: () => t('col.value'), cell: (info) => info.getValue() ?? '' }),
  ], [t]);
  const table = useReactTable({
    data: shown,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const modelRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: modelRows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0]!.start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const set = (change: Partial<ResultFilters>) => onFilters({ ...filters, ...change });

  return (
    <section className="class-results" aria-labelledby="class-results-heading">
      <h3 id="class-results-heading">{t('results')}</h3>
      <div className="class-filters">
        <label>
          {t('filterVerdict')}
          <select value={filters.verdict} onChange={(event) => set({ verdict: event.target.value })}>
            <option value="">{t('all')}</option>
            {Object.entries(summary?.verdicts ?? {}).map(([verdict, count]) => (
              <option key={verdict} value={verdict}>{`${t(`verdict.${verdict}` as ClassMessageKey)} (${count})`}</option>
            ))}
          </select>
        </label>
        <label>
          {t('filterQuestion')}
          <select value={filters.question} onChange={(event) => set({ question: event.target.value })}>
            <option value="">{t('all')}</option>
            {(summary?.questions ?? []).map((question) => <option key={question.question} value={question.question}>{`${question.question} (${question.rows})`}</option>)}
          </select>
        </label>
        <label>
          {t('filterMisconception')}
          <select value={filters.misconception} onChange={(event) => set({ misconception: event.target.value })}>
            <option value="">{t('all')}</option>
            {(summary?.misconceptions ?? []).map((entry) => <option key={entry.rule} value={entry.rule}>{`${ruleName(t, entry.rule)} (${entry.count})`}</option>)}
          </select>
        </label>
        {(filters.verdict !== '' || filters.question !== '' || filters.misconception !== '') && (
          <button type="button" onClick={() => onFilters({ verdict: '', question: '', misconception: '' })}>{t('clearFilters')}</button>
        )}
      </div>
      <p role="status" className="class-showing" data-testid="class-showing">{t('showing', { shown: shown.length, total: rows.length })}</p>
      <div className="class-results-scroll" ref={scrollRef} tabIndex={0} aria-labelledby="class-results-heading">
        <table className="class-results-table" aria-rowcount={modelRows.length + 1}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                      <button type="button" className="link-button" onClick={header.column.getToggleSortingHandler()}>
                        {label}{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                      </button>
                    </th>
                  );
                })}
                <th scope="col"><span className="visually-hidden">{t('open')}</span></th>
              </tr>
            ))}
          </thead>
          <tbody>
            {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
            {items.map((item) => {
              const row = modelRows[item.index]!;
              const graded = row.original;
              return (
                <tr key={row.id} aria-rowindex={item.index + 2} className={`class-row verdict-${graded.verdict}`} style={{ height: ROW_HEIGHT }}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} dir={cell.column.id === 'student' || cell.column.id === 'question' ? 'auto' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
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
            })}
            {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
          </tbody>
        </table>
        {shown.length === 0 && <p className="muted">{t('noRows')}</p>}
      </div>
    </section>
  );
}

/** An invalid row whose working the tool refused (a syntax error) can still be opened to see where; a bad row cannot. */
const BAD_ROW_REASONS = new Set(['malformed_row', 'cell_too_long', 'missing_working', 'unknown_question']);
const canOpenInvalid = (row: GradedRow): boolean => row.fault === null || !BAD_ROW_REASONS.has(row.fault.reason);
