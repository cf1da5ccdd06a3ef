/**
 * The CSV edge: spreadsheet files read with papaparse into the core's Table (src/core/grading),
 * configured once for both places that read them, the CLI (`exactly grade`) and the app's worker.
 * No DOM or Node API here: each caller hands papaparse its own input (a string, a Node stream, a File).
 */
import Papa from 'papaparse';
import type { Table, TableFault } from '../core/grading/table';

/** The delimiters spreadsheets export: comma, semicolon (European and Israeli locales), tab (a paste). */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;

/**
 * The longest cell kept, in characters: twice the working tool's 8,192-byte limit. A longer cell is
 * not kept: its row is a bad row (cell_too_long).
 */
export const MAX_CELL_LENGTH = 16_384;

/**
 * The delimiter of a file from its start: the one of comma, semicolon and tab that occurs most in
 * the first line outside quotes (the header, whose names hold none of them). Comma when none does.
 */
export function guessDelimiter(start: string): string {
  const counts = new Map<string, number>(CSV_DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const character of start) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** papaparse's configuration for a file whose delimiter is known. */
export function parseConfig(delimiter: string): Papa.ParseConfig {
  // Records are kept as arrays (no header mode) and blank lines are kept, so record i is row i + 1.
  // newline is left out: papaparse then finds LF, CRLF or CR itself.
  return { delimiter, quoteChar: '"', escapeChar: '"', header: false, skipEmptyLines: false, dynamicTyping: false };
}

/**
 * One record as the reader keeps it (record `index`, 0 the header): a byte order mark taken off
 * the header, a cell over {@link MAX_CELL_LENGTH} emptied and its record faulted (cell_too_long),
 * a quoting error a fault (malformed_row). Shared by the whole-text reader and the streaming one,
 * so both read a file alike.
 */
export function readRecord(
  cells: string[],
  errors: readonly Papa.ParseError[],
  index: number,
): { record: string[]; fault: TableFault | null } {
  const row = index + 1;
  if (index === 0 && cells.length > 0) cells[0] = cells[0]!.replace(/^\uFEFF/, '');
  const long = cells.findIndex((cell) => cell.length > MAX_CELL_LENGTH);
  if (long >= 0) {
    return {
      record: cells.map((cell) => (cell.length > MAX_CELL_LENGTH ? '' : cell)),
      fault: {
        reason: 'cell_too_long',
        cell: long,
        message: `row ${row}: cell ${long + 1} has ${cells[long]!.length} characters, more than the ${MAX_CELL_LENGTH} read: the cell was dropped, so the row is not graded`,
      },
    };
  }
  const quoting = errors.find((error) => error.type === 'Quotes');
  return {
    record: cells,
    fault:
      quoting === undefined ? null : { reason: 'malformed_row', message: `row ${row} could not be read: ${quoting.message.toLowerCase()}` },
  };
}

/** Collects papaparse's records one at a time into a Table, with its faults; cells over {@link MAX_CELL_LENGTH} are dropped. */
export class TableBuilder {
  private readonly records: string[][] = [];
  private readonly faults = new Map<number, TableFault>();

  /** One record as papaparse's step callback gives it, with the errors it found in it. */
  add(cells: string[], errors: readonly Papa.ParseError[] = []): void {
    const index = this.records.length;
    const { record, fault } = readRecord(cells, errors, index);
    if (fault !== null) this.faults.set(index, fault);
    this.records.push(record);
  }

  get size(): number {
    return this.records.length;
  }

  table(): Table {
    return { records: this.records, faults: this.faults };
  }
}

/**
 * A whole CSV or TSV text (a pasted range, a file read within its bound) as a Table. One parse of
 * the whole text, not a callback per record: several times faster on a class of 10,000 rows.
 */
export function tableFromText(text: string): Table {
  const body = text.replace(/^\uFEFF/, '');
  const { data, errors } = Papa.parse<string[]>(body, parseConfig(guessDelimiter(body)));
  const errorsByRecord = new Map<number, Papa.ParseError[]>();
  for (const error of errors) {
    if (error.row === undefined) continue;
    const listed = errorsByRecord.get(error.row) ?? [];
    listed.push(error);
    errorsByRecord.set(error.row, listed);
  }
  const builder = new TableBuilder();
  data.forEach((cells, index) => builder.add(cells, errorsByRecord.get(index)));
  return builder.table();
}
