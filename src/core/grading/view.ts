/**
 * What the results table shows of a graded class: the rows that pass the filters (verdict,
 * question as the summary groups questions, misconception), in the order of one column, as
 * indexes into the class's rows, so a page of them is a slice. Worked out where the class lives
 * (the worker), never on the page.
 */
import type { GradedRow } from './grade';
import { questionKey } from './key';

export const RESULT_SORT_COLUMNS = ['row', 'student', 'question', 'verdict', 'first_error_line', 'misconceptions', 'final_value'] as const;
export type ResultSortColumn = (typeof RESULT_SORT_COLUMNS)[number];

export interface ResultSort {
  column: ResultSortColumn;
  descending: boolean;
}

export interface ResultFilters {
  verdict: string;
  question: string;
  misconception: string;
}

export const NO_RESULT_FILTERS: ResultFilters = { verdict: '', question: '', misconception: '' };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A sortable key of one row for a column: numbers compare as numbers, text with a collator; an empty value goes last either way. */
function keyOf(row: GradedRow, column: ResultSortColumn): string | number | null {
  switch (column) {
    case 'row':
      return row.row;
    case 'first_error_line':
      return row.first_error_line;
    case 'misconceptions':
      return row.misconceptions.length === 0 ? null : row.misconceptions.join(';');
    case 'final_value':
      return row.final_value;
    default:
      return row[column] === '' ? null : row[column];
  }
}

export function matchesFilters(row: GradedRow, filters: ResultFilters, question = questionKey(filters.question)): boolean {
  return (
    (filters.verdict === '' || row.verdict === filters.verdict) &&
    (filters.question === '' || questionKey(row.question) === question) &&
    (filters.misconception === '' || (row.misconceptions as readonly string[]).includes(filters.misconception))
  );
}

/** The indexes of the rows shown, in order (ties in input order). */
export function resultView(rows: readonly GradedRow[], sort: ResultSort | null, filters: ResultFilters): number[] {
  const question = questionKey(filters.question);
  const indexes: number[] = [];
  const filtered = filters.verdict !== '' || filters.question !== '' || filters.misconception !== '';
  for (let i = 0; i < rows.length; i++) if (!filtered || matchesFilters(rows[i]!, filters, question)) indexes.push(i);
  if (sort === null || (sort.column === 'row' && !sort.descending)) return indexes;
  const keys = new Map<number, string | number | null>();
  for (const i of indexes) keys.set(i, keyOf(rows[i]!, sort.column));
  const direction = sort.descending ? -1 : 1;
  indexes.sort((x, y) => {
    const a = keys.get(x)!;
    const b = keys.get(y)!;
    if (a === null || b === null) return a === b ? x - y : a === null ? 1 : -1;
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return order === 0 ? x - y : order * direction;
  });
  return indexes;
}
