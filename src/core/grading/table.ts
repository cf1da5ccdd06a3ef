/**
 * A table as the CSV reader at the edge hands it over (src/csv): its records, each a list of cells,
 * the header first, and the records the reader could not read cleanly. Record i is the
 * spreadsheet's row i + 1 (the header is row 1), whatever line breaks its quoted cells hold.
 */
export interface Table {
  records: string[][];
  /** Records the reader could not take as they are, by record index: why (malformed_row, cell_too_long) and a sentence. */
  faults: ReadonlyMap<number, TableFault>;
}

export interface TableFault {
  reason: 'malformed_row' | 'cell_too_long';
  message: string;
  /** For cell_too_long: the dropped cell's index in the record (the record holds it empty). */
  cell?: number;
}

/** The spreadsheet row number of record `index`. */
export const rowNumber = (index: number): number => index + 1;

/** Whether a record has no content: a blank line. */
export const isBlankRecord = (record: readonly string[]): boolean => record.every((cell) => cell.trim() === '');
