import { ANSWER_COLUMNS, mapColumns, missingColumns, REQUIRED_ANSWER_COLUMNS, type AnswerColumn, type ColumnMapping } from './columns';
import { isBlankRecord, rowNumber, type Table, type TableFault } from './table';

/** One student's answer to one question, as the class file gives it. */
export interface AnswerRow {
  /** The spreadsheet row number (the header is row 1). */
  row: number;
  student: string;
  question: string;
  working: string;
  /** The row's own answer and final form; empty when the cell is empty or absent. */
  answer: string;
  finalForm: string;
  /** Why the row cannot be graded as it is read (a quoting fault, extra cells, a cell over the reader's bound), or null. */
  fault: TableFault | null;
}

/** The longest student name or question the summary keeps; a longer cell makes its row a bad row. */
export const MAX_NAME_LENGTH = 200;

/**
 * The class's answer rows, in input order, blank lines skipped. A record with more cells than the
 * header, or one the reader could not unquote, is kept as a row with a fault: it is listed, never
 * dropped. Null with the missing columns when the header lacks a required one.
 */
export function readAnswerRows(
  table: Table,
  mapping: ColumnMapping<AnswerColumn> = mapColumns(table.records[0] ?? [], ANSWER_COLUMNS),
  /** 0 for a file without a header row (its first record is an answer). */
  firstRecord: 0 | 1 = 1,
): AnswerRow[] | { missing: AnswerColumn[] } {
  const missing = missingColumns(mapping, REQUIRED_ANSWER_COLUMNS);
  if (missing.length > 0) return { missing };
  const width = table.records[0]?.length ?? 0;
  const rows: AnswerRow[] = [];
  table.records.forEach((record, index) => {
    if (index < firstRecord || isBlankRecord(record)) return;
    rows.push(answerRowOf(record, index, table.faults.get(index) ?? null, mapping, width));
  });
  return rows;
}

/**
 * One record (index `index`, after the header) as an answer row: its cells by the mapping, and a
 * fault when the reader had one or the record has more (non-empty) cells than the header's `width`.
 */
export function answerRowOf(
  record: readonly string[],
  index: number,
  readFault: TableFault | null,
  mapping: ColumnMapping<AnswerColumn>,
  width: number,
): AnswerRow {
  const row = rowNumber(index);
  const cell = (column: AnswerColumn): string => {
    const at = mapping[column];
    return at === undefined ? '' : (record[at] ?? '');
  };
  const fault: TableFault | null =
    readFault !== null
      ? readFault
      : record.length > width && record.slice(width).some((extra) => extra.trim() !== '')
        ? { reason: 'malformed_row', message: `row ${row} has ${record.length} cells, more than the header's ${width}` }
        : null;
  return {
    row,
    student: cell('student').trim(),
    question: cell('question').trim(),
    working: cell('working'),
    answer: cell('answer').trim(),
    finalForm: cell('final_form').trim(),
    fault,
  };
}
