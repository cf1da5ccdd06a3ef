/**
 * What is wrong with a class file or a key as a whole, before any row is read: nothing in it, a
 * header row and nothing under it, or a first row that names none of the columns (a file saved
 * without its header row). Said once, for the file, instead of a preview of nothing or a list of
 * every column missing.
 */
import { ANSWER_COLUMNS, mapColumns, type AnswerColumn, type ColumnMapping } from './columns';
import { isBlankRecord, type Table } from './table';
import { wideLayoutOf } from './wide-layout';

export type TableProblem =
  | { kind: 'empty' }
  | { kind: 'header_only' }
  /** `firstRow`: the first row's cells, as a teacher would recognise the row (the first few, cut short). */
  | { kind: 'no_header'; firstRow: string[] };

/** The first row's cells as a message shows them: at most five, each at most 40 characters. */
export const rowExcerpt = (record: readonly string[]): string[] =>
  record.slice(0, 5).map((cell) => (cell.length > 40 ? `${cell.slice(0, 39)}…` : cell));

/** The cells of a record up to its last one with text. */
const filledCells = (record: readonly string[]): string[] => {
  let end = record.length;
  while (end > 0 && record[end - 1]!.trim() === '') end--;
  return record.slice(0, end);
};

/**
 * Whether a class file's first row is already an answer, its header left out: it names none of
 * the columns, has three to five cells (student, question, working, and maybe answer and final
 * form, the documented order), and its third holds a number, as a working does (a header with
 * misspelt names holds none). Its columns are then read in that order.
 */
export function isHeaderlessClass(first: readonly string[]): boolean {
  const cells = filledCells(first);
  if (cells.length < 3 || cells.length > 5 || Object.keys(mapColumns(first, ANSWER_COLUMNS)).length > 0 || wideLayoutOf(first) !== null)
    return false;
  return cells[0]!.trim() !== '' && cells[1]!.trim() !== '' && /\d/.test(cells[2]!);
}

/** The columns of a file without a header row: student, question, working, answer, final_form, as many as it has. */
export function positionalMapping(width: number): ColumnMapping<AnswerColumn> {
  const mapping: ColumnMapping<AnswerColumn> = {};
  ANSWER_COLUMNS.forEach((column, index) => {
    if (index < width) mapping[column] = index;
  });
  return mapping;
}

/**
 * The problem of a header row `header` whose columns should be among `columns` (the first record
 * that is not blank: the whole table is blank when there is none), or null when it names one.
 */
export function headerProblem<Column extends string>(header: readonly string[] | null, columns: readonly Column[]): TableProblem | null {
  if (header === null) return { kind: 'empty' };
  // A form's or Moodle's export names none of the columns, yet is a header: one column per question.
  if ((columns as readonly string[]).includes('working') && (wideLayoutOf(header) !== null || isHeaderlessClass(header))) return null;
  return Object.keys(mapColumns(header, columns)).length === 0 ? { kind: 'no_header', firstRow: rowExcerpt(header) } : null;
}

/** The problem of a whole table (its header is record 0), or null when it has a header and rows under it. */
export function tableProblem<Column extends string>(table: Table, columns: readonly Column[]): TableProblem | null {
  const filled = table.records.findIndex((record) => !isBlankRecord(record));
  if (filled < 0) return { kind: 'empty' };
  const problem = headerProblem(table.records[0]!, columns);
  if (problem !== null) return problem;
  if ((columns as readonly string[]).includes('working') && isHeaderlessClass(table.records[0]!)) return null;
  return table.records.slice(1).some((record) => !isBlankRecord(record)) ? null : { kind: 'header_only' };
}

/** The problem in English, for the command line (the app says it in the page's language). */
export function tableProblemText(name: string, problem: TableProblem, columns: readonly string[]): string {
  switch (problem.kind) {
    case 'empty':
      return `${name} is empty: it has no rows at all`;
    case 'header_only':
      return `${name} has a header row but no rows under it`;
    case 'no_header': {
      const first = problem.firstRow.every((cell) => cell.trim() === '')
        ? 'its first row is blank'
        : `its first row (${problem.firstRow.join(', ')}) names none of the columns ${columns.join(', ')}`;
      return `${name} has no header row: ${first}; add a header row naming the columns first`;
    }
  }
}
