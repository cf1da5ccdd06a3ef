/**
 * What the page and the worker's class store (./class-store) say to each other: the store's
 * operations' inputs and outputs. Its own module so the store takes its types from here, not from
 * ./messages, which derives the store's requests from the store (no cycle).
 */

/** Each category (a sheet, or one per student) with its problems; the texts are src/core/sentences' in the language. */
export interface PracticeMoodleInput {
  categories: Array<{ category: string; problems: PracticeProblem[] }>;
  language: SentenceLanguage;
}

export type {
  AnswerColumn,
  AnswerRow,
  ClassSummary,
  ColumnMapping,
  GradedRow,
  KeyColumn,
  KeyEntry,
  KeyFault,
  MisconceptionSummary,
  QuestionSummary,
  TableProblem,
  Verdict,
  WideSource,
} from '../core/grading/index';
import type {
  AnswerColumn,
  ClassSummary,
  ColumnMapping,
  GradedRow,
  KeyColumn,
  KeyFault,
  TableProblem,
  WideSource,
} from '../core/grading/index';

/** One file's header, its first records and the mapping in use; `missing` lists required columns the mapping lacks. */
export interface TablePreview<Column extends string> {
  header: string[];
  /** The first records after the header, as read (at most CLASS_PREVIEW_ROWS). */
  preview: string[][];
  /** The cells of those records that were too long to read and were dropped (held empty), by index in `preview`. */
  dropped?: Array<{ row: number; cell: number }>;
  /** Records after the header, blank lines left out. */
  records: number;
  mapping: ColumnMapping<Column>;
  missing: Column[];
  /** What is wrong with the file as a whole (empty, a header and nothing under it, no header row), or null; absent from an older worker. */
  problem?: TableProblem | null;
  /** A file without a header row, its first row an answer: the header shown is the columns' names in their order. */
  headerless?: boolean;
  /** A form's or Moodle's export read as long rows (the preview shows those): from what, how many questions and students. */
  wide?: { source: WideSource; questions: number; students: number };
}

export const CLASS_PREVIEW_ROWS = 5;

/** The largest class file the worker reads, as the command line: 64 MiB. */
export const MAX_CLASS_FILE_BYTES = 64 * 1024 * 1024;

/** A file as the page hands it to the worker: the File itself (read there), or pasted text. */
export interface ClassFileInput {
  name: string;
  data: Blob | string;
}

/** New files or mappings; a field left out keeps what the worker has (nothing at all: the current preview). */
export interface ClassOpenInput {
  answers?: ClassFileInput | null;
  key?: ClassFileInput | null;
  answersMapping?: ColumnMapping<AnswerColumn> | null;
  keyMapping?: ColumnMapping<KeyColumn> | null;
}

export interface ClassOpenOutput {
  answers: (TablePreview<AnswerColumn> & { name: string; rows: number }) | null;
  key: (TablePreview<KeyColumn> & { name: string; faults: KeyFault[] }) | null;
}

/** The graded class as the page knows it: a version, the summary; the rows stay in the worker. */
export interface ClassStatus {
  version: string;
  rows: number;
  summary: ClassSummary;
  keyFaults: KeyFault[];
  answersName: string;
  /** False where the worker could not open IndexedDB: the class lasts the session. */
  durable: boolean;
}

export type { ResultFilters, ResultSort, ResultSortColumn } from '../core/grading/view';
import type { ResultFilters, ResultSort } from '../core/grading/view';

export interface ClassPageInput {
  /** The class the page shows; a page of another one is refused (stale_class). */
  version: string | null;
  offset: number;
  limit: number;
  sort: ResultSort | null;
  filters: ResultFilters;
}

export interface ClassPage {
  version: string | null;
  /** The rows shown (after the filters). */
  total: number;
  offset: number;
  rows: GradedRow[];
}

export type { PracticeProblem, PracticeRule, PracticeSheet } from '../core/practice/index';
export type { StudentSheet } from '../core/practice/students';
import type { SentenceLanguage } from '../core/sentences/misconception-sentences';
import type { PracticeProblem } from '../core/practice/index';
