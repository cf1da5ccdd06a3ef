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
export function readAnswerRows(table: Table, mapping: ColumnMapping<AnswerColumn> = mapColumns(table.records[0] ?? [], ANSWER_COLUMNS)): AnswerRow[] | { missing: AnswerColumn[] } {
  const missing = missingColumns(mapping, REQUIRED_ANSWER_COLUMNS);
  if (missing.length > 0) return { missing };
  const width = table.records[0]?.length ?? 0;
  const cell = (record: readonly string[], column: AnswerColumn): string => {
    const index = mapping[column];
    return index === undefined ? '' : record[index] ?? '';
  };
  const rows: AnswerRow[] = [];
  table.records.forEach((record, index) => {
    if (index === 0 || isBlankRecord(record)) return;
    const row = rowNumber(index);
    const readFault = table.faults.get(index);
    const fault: TableFault | null = readFault !== undefined
      ? readFault
      : record.length > width && record.slice(width).some((extra) => extra.trim() !== '')
        ? { reason: 'malformed_row', message: `row ${row} has ${record.length} cells, more than the header's ${width}` }
        : null;
    rows.push({
      row,
      student: cell(record, 'student').trim(),
      question: cell(record, 'question').trim(),
      working: cell(record, 'working'),
      answer: cell(record, 'answer').trim(),
      finalForm: cell(record, 'final_form').trim(),
      fault,
    });
  });
  return rows;
}
