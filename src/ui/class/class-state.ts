/**
 * The class the Class tab holds: the files as read (their text, so the teacher can correct the
 * column mapping after a reload), the mappings, and the graded rows. Kept through the saved-store
 * layer (IndexedDB, mirrored in localStorage), restored on a reload, deleted by "Clear class data".
 */
import type { AnswerColumn, ColumnMapping, GradedRow, KeyColumn, KeyFault } from '../../worker/messages';
import { createSavedStore } from '../persistence/saved-store';
import { finiteNumber, list, nullable, oneOf, record, text, type Reader } from '../persistence/shape';

// Verdicts and rule ids are read as short words: they are the engine's own, shown and filtered on, never computed with.

/** The largest class file the tab reads, in characters (a class of 10,000 rows is about 2 MB). */
export const MAX_CLASS_FILE_CHARS = 8_000_000;
/** The most rows kept (far above any class; a damaged entry cannot make the page build millions). */
export const MAX_CLASS_ROWS = 200_000;

export interface ClassFile {
  /** The file's name, or "" for cells pasted from a spreadsheet. */
  name: string;
  text: string;
}

/** A mapping as saved: every column named, null where the file has none. */
export type SavedMapping<Column extends string> = Record<Column, number | null>;

export interface ClassState {
  answers: ClassFile | null;
  key: ClassFile | null;
  /** The teacher's corrections; null: the columns found by name in the header row. */
  answersMapping: SavedMapping<AnswerColumn> | null;
  keyMapping: SavedMapping<KeyColumn> | null;
  /** The graded rows of the files as mapped, in input order; null until graded. */
  results: GradedRow[] | null;
  /** The key rows that could not be used (listed with the bad rows). */
  keyFaults: KeyFault[];
}

export const EMPTY_CLASS: ClassState = { answers: null, key: null, answersMapping: null, keyMapping: null, results: null, keyFaults: [] };

const index: Reader<number | null> = nullable((value, path) => {
  const number = finiteNumber(value, path);
  if (!Number.isInteger(number) || number < 0) throw new RangeError(`${path} is not a column index`);
  return number;
});

const readFile: Reader<ClassFile | null> = nullable(record({ name: text(1000), text: text(MAX_CLASS_FILE_CHARS) }));
const readFault = nullable(record({ reason: text(100), message: text(2000) }));
const readGradedRow: Reader<GradedRow> = record({
  row: finiteNumber,
  student: text(20_000),
  question: text(20_000),
  verdict: text(40),
  first_error_line: nullable(finiteNumber),
  misconceptions: list(text(80), 32),
  final_value: nullable(text(100_000)),
  fault: readFault,
}) as unknown as Reader<GradedRow>;

export const readClassState: Reader<ClassState> = record({
  answers: readFile,
  key: readFile,
  answersMapping: nullable(record({ student: index, question: index, working: index, answer: index, final_form: index })),
  keyMapping: nullable(record({ question: index, answer: index, final_form: index })),
  results: nullable(list(readGradedRow, MAX_CLASS_ROWS)),
  keyFaults: list(record({
    row: finiteNumber,
    reason: oneOf(['malformed_row', 'cell_too_long', 'missing_question', 'duplicate_question'] as const),
    message: text(2000),
  }), MAX_CLASS_ROWS),
});

export const CLASS_KEY = 'exactly:v1:class:results';

export const classStore = createSavedStore({ key: CLASS_KEY, initial: EMPTY_CLASS, read: readClassState });

/** A mapping as the worker takes it (columns the file lacks left out). */
export function mappingOf<Column extends string>(saved: SavedMapping<Column> | null): ColumnMapping<Column> | null {
  if (saved === null) return null;
  const mapping: ColumnMapping<Column> = {};
  for (const [column, at] of Object.entries(saved) as Array<[Column, number | null]>) if (at !== null) mapping[column] = at;
  return mapping;
}

/** A mapping as saved: every one of `columns`, null where it is not mapped. */
export function savedMapping<Column extends string>(mapping: ColumnMapping<Column>, columns: readonly Column[]): SavedMapping<Column> {
  return Object.fromEntries(columns.map((column) => [column, mapping[column] ?? null])) as SavedMapping<Column>;
}
