/**
 * The graded class lives here, in the worker, and in IndexedDB written from here in chunks: the
 * page holds none of it. It asks for what it shows: the files' preview, grading a chunk at a time,
 * the summary, a page of rows (sorted and filtered here), one row's request, the export as a
 * Blob, a practice sheet from the class's mistakes. Clearing moves the class aside in one
 * transaction (so Undo can put it back); the page also leaves a tombstone in localStorage, which
 * a later status request honours, so a reload straight after Clear finds nothing.
 *
 * The worker may be ended at any time (a watchdog, Cancel): everything a request needs is either
 * in memory or loaded again from storage, so a fresh worker answers the same.
 */
import { readAnswerRows, type AnswerRow } from '../core/grading/answers';
import {
  ANSWER_COLUMNS,
  KEY_COLUMNS,
  mapColumns,
  missingColumns,
  REQUIRED_ANSWER_COLUMNS,
  REQUIRED_KEY_COLUMNS,
  type AnswerColumn,
  type ColumnMapping,
  type KeyColumn,
} from '../core/grading/columns';
import { gradeRow, requestOf, type GradedRow } from '../core/grading/grade';
import { readAnswerKey, type AnswerKey, type KeyFault } from '../core/grading/key';
import { readStoredSummary, summarizeClass, type ClassSummary } from '../core/grading/summary';
import { isBlankRecord, type Table } from '../core/grading/table';
import { isHeaderlessClass, positionalMapping, tableProblem } from '../core/grading/table-shape';
import { LONG_HEADER, LONG_MAPPING, readWideAnswerRows, wideLayoutOf, type WideLayout } from '../core/grading/wide-layout';
import { NO_RESULT_FILTERS, RESULT_SORT_COLUMNS, resultView, type ResultFilters, type ResultSort } from '../core/grading/view';
import type { ErrorEnvelope } from '../core/errors';
import { isPracticeRule, makePracticeSheet, practiceProfile, type PracticeSheet } from '../core/practice/index';
import { makeStudentSheets, studentPlans, studentProblems } from '../core/practice/students';
import { RESULTS_HEADER, resultLines } from '../csv/results-writer';
import { practiceKeyCsv } from '../csv/practice-key';
import { tableFromText } from '../csv/table-reader';
import { workbookTable } from '../sheets/read-workbook';
import { WorkbookError } from '../sheets/workbook-file';
import { SENTENCE_LANGUAGES } from '../core/sentences/misconception-sentences';
import { moodleQuizXml, moodleTexts } from '../moodle/moodle-xml';
import { classStorage, type ClassStorage } from './class-storage';
import {
  CLASS_PREVIEW_ROWS,
  MAX_CLASS_FILE_BYTES,
  type ClassFileInput,
  type ClassOpenInput,
  type ClassOpenOutput,
  type ClassPage,
  type ClassPageInput,
  type ClassStatus,
  type PracticeMoodleInput,
  type TablePreview,
} from './class-protocol';
import { operation, type OutputOf } from '../core/operation';
import type { RationalWorkingCheckInput } from '../core/requests';
import type { PracticeRule } from '../core/practice/index';
import type { StudentSheet } from '../core/practice/students';

/** Rows per stored chunk. */
const CHUNK_ROWS = 5000;

const badRequest = (message: string): ErrorEnvelope => ({
  error: { code: 'invalid_input', message, details: { reason: 'invalid_request' } },
});
const failure = (reason: string, message: string): ErrorEnvelope => ({ error: { code: 'not_computable', message, details: { reason } } });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The files chosen and how their columns are read: kept so a reload can correct the mapping. */
interface ClassSetup {
  answers: ClassFileInput | null;
  key: ClassFileInput | null;
  answersMapping: ColumnMapping<AnswerColumn> | null;
  keyMapping: ColumnMapping<KeyColumn> | null;
}

/** The graded class, without its rows (stored in chunks `rows/<version>/<i>`). */
interface ClassMeta {
  version: string;
  rows: number;
  chunks: number;
  summary: ClassSummary;
  keyFaults: KeyFault[];
  answersName: string;
}

interface ReadFiles {
  /** `layout`: a form's or Moodle's export (one row per student), read as long rows; null for the long layout. */
  answers: { table: Table; mapping: ColumnMapping<AnswerColumn>; rows: AnswerRow[] | null; layout: WideLayout | null; headerless: boolean };
  key: { table: Table; mapping: ColumnMapping<KeyColumn>; key: AnswerKey | null } | null;
}

const EMPTY_SETUP: ClassSetup = { answers: null, key: null, answersMapping: null, keyMapping: null };

let setup: ClassSetup | null = null;
let files: ReadFiles | null = null;
let grading: { rows: GradedRow[]; files: ReadFiles } | null = null;
let meta: ClassMeta | null | undefined;
let rows: GradedRow[] | null = null;
let view: { key: string; indexes: number[] } | null = null;

/** For tests: forget everything held in memory, as a fresh worker would. */
export function forgetClassMemory(): void {
  setup = null;
  files = null;
  grading = null;
  meta = undefined;
  rows = null;
  view = null;
}

async function storage(): Promise<ClassStorage> {
  return classStorage();
}

async function loadSetup(): Promise<ClassSetup> {
  if (setup === null) setup = ((await (await storage()).get('setup')) as ClassSetup | undefined) ?? EMPTY_SETUP;
  return setup;
}

/** A meta as stored, by this build or one before (whose summary is read as this build's). */
const readStoredMeta = (kept: ClassMeta): ClassMeta => ({ ...kept, summary: readStoredSummary(kept.summary) });

async function loadMeta(reload = false): Promise<ClassMeta | null> {
  if (meta === undefined || reload) {
    const kept = ((await (await storage()).get('meta')) as ClassMeta | undefined) ?? null;
    const stored = kept === null ? null : readStoredMeta(kept);
    if (stored?.version !== meta?.version) {
      rows = null;
      view = null;
    }
    meta = stored;
  }
  return meta;
}

async function loadRows(): Promise<GradedRow[] | null> {
  const current = await loadMeta();
  if (current === null) return null;
  if (rows !== null) return rows;
  const store = await storage();
  const chunks = await Promise.all(
    Array.from({ length: current.chunks }, (_, i) => store.get(`rows/${current.version}/${i}`) as Promise<GradedRow[] | undefined>),
  );
  const loaded: GradedRow[] = [];
  for (const chunk of chunks) if (chunk !== undefined) for (const row of chunk) loaded.push(row);
  rows = loaded;
  return rows;
}

class NotText extends Error {}
/** A file named or made as a workbook (.xlsx, .ods) that could not be read as one. */
class NotWorkbook extends Error {}

/**
 * A file as a table: a workbook's first sheet (the reader loaded only then, a chunk of its own),
 * else its text as CSV or TSV: UTF-8, fatal (a file in another encoding is refused, not garbled).
 */
async function tableOf(file: ClassFileInput): Promise<Table> {
  if (typeof file.data === 'string') return tableFromText(file.data);
  const bytes = new Uint8Array(await file.data.arrayBuffer());
  let workbook: Table | null;
  try {
    workbook = await workbookTable(file.name, bytes);
  } catch (error) {
    if (error instanceof WorkbookError) throw new NotWorkbook(`${file.name} could not be read as a workbook: ${error.message}`);
    throw error;
  }
  if (workbook !== null) return workbook;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NotText(`${file.name} is not UTF-8 text`);
  }
  return tableFromText(text);
}

function readMapping<Column extends string>(value: unknown, columns: readonly Column[], width: number): ColumnMapping<Column> | null {
  if (!isRecord(value)) return null;
  const mapping: ColumnMapping<Column> = {};
  for (const column of columns) {
    const index = value[column];
    if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < width) mapping[column] = index;
  }
  return mapping;
}

async function readFiles(current: ClassSetup): Promise<ReadFiles | null> {
  if (current.answers === null) return null;
  const answersTable = await tableOf(current.answers);
  // A wide export's columns are its questions: the long rows it makes have their columns fixed.
  const first = answersTable.records[0] ?? [];
  const layout = wideLayoutOf(first);
  // A file without a header row whose first row is an answer: its columns in the documented order, from its first row.
  const headerless = layout === null && isHeaderlessClass(first);
  const answersMapping =
    layout !== null
      ? { ...LONG_MAPPING }
      : (readMapping(current.answersMapping, ANSWER_COLUMNS, first.length) ??
        (headerless ? positionalMapping(first.length) : mapColumns(first, ANSWER_COLUMNS)));
  const read =
    layout !== null ? readWideAnswerRows(answersTable, layout) : readAnswerRows(answersTable, answersMapping, headerless ? 0 : 1);
  let key: ReadFiles['key'] = null;
  if (current.key !== null) {
    const keyTable = await tableOf(current.key);
    const keyMapping =
      readMapping(current.keyMapping, KEY_COLUMNS, keyTable.records[0]?.length ?? 0) ?? mapColumns(keyTable.records[0] ?? [], KEY_COLUMNS);
    const answerKey = readAnswerKey(keyTable, keyMapping);
    key = { table: keyTable, mapping: keyMapping, key: 'missing' in answerKey ? null : answerKey };
  }
  return { answers: { table: answersTable, mapping: answersMapping, rows: 'missing' in read ? null : read, layout, headerless }, key };
}

async function loadFiles(): Promise<ReadFiles | null> {
  if (files === null) {
    try {
      files = await readFiles(await loadSetup());
    } catch (error) {
      if (error instanceof NotText || error instanceof NotWorkbook) return null;
      throw error;
    }
  }
  return files;
}

function previewOf<Column extends string>(
  table: Table,
  mapping: ColumnMapping<Column>,
  required: readonly Column[],
  columns: readonly Column[],
): TablePreview<Column> {
  return {
    problem: tableProblem(table, columns),
    header: table.records[0] ?? [],
    preview: table.records.slice(1, 1 + CLASS_PREVIEW_ROWS),
    // A cell over the reader's bound is held empty: the preview marks it as dropped, not as blank.
    dropped: table.records.slice(1, 1 + CLASS_PREVIEW_ROWS).flatMap((_, row) => {
      const cell = table.faults.get(row + 1)?.cell;
      return cell === undefined ? [] : [{ row, cell }];
    }),
    records: table.records.slice(1).filter((record) => !isBlankRecord(record)).length,
    mapping,
    missing: missingColumns(mapping, required),
  };
}

/** A file without a header row: its columns named by their place, its rows from the first, and marked as read so. */
function headerlessPreviewOf(table: Table, mapping: ColumnMapping<AnswerColumn>): TablePreview<AnswerColumn> {
  const width = table.records[0]?.length ?? 0;
  const shifted: Table = {
    records: [ANSWER_COLUMNS.slice(0, width).concat(Array(Math.max(0, width - ANSWER_COLUMNS.length)).fill('')), ...table.records],
    faults: new Map([...table.faults].map(([index, fault]) => [index + 1, fault])),
  };
  return { ...previewOf(shifted, mapping, REQUIRED_ANSWER_COLUMNS, ANSWER_COLUMNS), headerless: true };
}

/** A wide export's preview: the long rows it makes (student, question, working), and what it was read as. */
function widePreviewOf(table: Table, layout: WideLayout, rows: readonly AnswerRow[]): TablePreview<AnswerColumn> {
  return {
    problem: tableProblem(table, ANSWER_COLUMNS),
    header: [...LONG_HEADER],
    preview: rows.slice(0, CLASS_PREVIEW_ROWS).map((row) => [row.student, row.question, row.working]),
    records: rows.length,
    mapping: { ...LONG_MAPPING },
    missing: [],
    wide: { source: layout.source, questions: layout.questions.length, students: new Set(rows.map((row) => row.row)).size },
  };
}

function openOutput(current: ClassSetup, read: ReadFiles | null): ClassOpenOutput {
  if (read === null || current.answers === null) return { answers: null, key: null };
  return {
    answers:
      read.answers.layout === null
        ? {
            ...(read.answers.headerless
              ? headerlessPreviewOf(read.answers.table, read.answers.mapping)
              : previewOf(read.answers.table, read.answers.mapping, REQUIRED_ANSWER_COLUMNS, ANSWER_COLUMNS)),
            name: current.answers.name,
            rows: read.answers.rows?.length ?? 0,
          }
        : {
            ...widePreviewOf(read.answers.table, read.answers.layout, read.answers.rows ?? []),
            name: current.answers.name,
            rows: read.answers.rows?.length ?? 0,
          },
    key:
      read.key === null || current.key === null
        ? null
        : {
            ...previewOf(read.key.table, read.key.mapping, REQUIRED_KEY_COLUMNS, KEY_COLUMNS),
            name: current.key.name,
            faults: read.key.key?.faults ?? [],
          },
  };
}

const isFileInput = (value: unknown): value is ClassFileInput =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  (typeof value.data === 'string' || (typeof Blob !== 'undefined' && value.data instanceof Blob));

const sizeOf = (file: ClassFileInput): number => (typeof file.data === 'string' ? file.data.length : file.data.size);

/** class-open: new files or mappings (a field left out keeps what is there), stored, read, previewed. */
async function open(input: unknown): Promise<ClassOpenOutput | ErrorEnvelope> {
  if (!isRecord(input)) return badRequest('class-open needs an object');
  for (const field of ['answers', 'key'] as const) {
    const value = input[field];
    if (value !== undefined && value !== null && !isFileInput(value))
      return badRequest(`class-open: ${field} must be a file (name and data) or null`);
    if (isFileInput(value) && sizeOf(value) > MAX_CLASS_FILE_BYTES)
      return failure('file_too_large', `${value.name} is larger than ${MAX_CLASS_FILE_BYTES / 1024 / 1024} MiB`);
  }
  const current = await loadSetup();
  const changed = ['answers', 'key', 'answersMapping', 'keyMapping'].some((field) => input[field] !== undefined);
  if (!changed) return openOutput(current, await loadFiles());
  const next: ClassSetup = {
    answers: input.answers === undefined ? current.answers : (input.answers as ClassFileInput | null),
    key: input.key === undefined ? current.key : (input.key as ClassFileInput | null),
    // New files are read by their header, unless a mapping comes with them.
    answersMapping:
      input.answersMapping !== undefined
        ? (input.answersMapping as ColumnMapping<AnswerColumn> | null)
        : input.answers !== undefined
          ? null
          : current.answersMapping,
    keyMapping:
      input.keyMapping !== undefined
        ? (input.keyMapping as ColumnMapping<KeyColumn> | null)
        : input.key !== undefined
          ? null
          : current.keyMapping,
  };
  // A File is read now: a file that changes or disappears on disk later cannot break the class.
  for (const field of ['answers', 'key'] as const) {
    const file = next[field];
    if (file !== null && typeof file.data !== 'string')
      next[field] = { name: file.name, data: new Blob([await file.data.arrayBuffer()], { type: file.data.type }) };
  }
  let read: ReadFiles | null;
  try {
    read = await readFiles(next);
  } catch (error) {
    if (error instanceof NotText) return failure('not_text', error.message);
    if (error instanceof NotWorkbook) return failure('not_workbook', error.message);
    throw error;
  }
  setup = next;
  files = read;
  grading = null;
  await (await storage()).write([['setup', next]]);
  return openOutput(next, files);
}

/** class-grade: rows [from, from + count) graded and held; from 0 starts again. */
async function grade(input: unknown): Promise<{ done: number; total: number } | ErrorEnvelope> {
  if (!isRecord(input) || typeof input.from !== 'number' || typeof input.count !== 'number' || input.from < 0 || input.count < 1)
    return badRequest('class-grade needs from and count');
  if (input.from === 0) {
    const read = await loadFiles();
    if (read === null || read.answers.rows === null)
      return failure('no_class', 'there is no class file to grade, or it lacks a required column');
    grading = { rows: [], files: read };
  }
  if (grading === null || grading.rows.length !== input.from)
    return failure('grading_lost', 'the grading was interrupted; grade the class again');
  const answers = grading.files.answers.rows!;
  const key = grading.files.key?.key ?? null;
  const end = Math.min(answers.length, input.from + input.count);
  for (let i = input.from; i < end; i++) grading.rows.push(gradeRow(answers[i]!, key));
  return { done: grading.rows.length, total: answers.length };
}

function newVersion(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function statusOf(current: ClassMeta, store: ClassStorage): ClassStatus {
  return {
    version: current.version,
    rows: current.rows,
    summary: current.summary,
    keyFaults: current.keyFaults,
    answersName: current.answersName,
    durable: store.durable,
  };
}

/** class-commit: the graded rows become the class: stored in chunks, then the meta that names them, one transaction. */
async function commit(): Promise<ClassStatus | ErrorEnvelope> {
  if (grading === null || grading.rows.length !== grading.files.answers.rows!.length)
    return failure('grading_lost', 'the grading is not complete; grade the class again');
  const store = await storage();
  const previous = await loadMeta();
  const graded = grading.rows;
  const version = newVersion();
  const chunks = Math.ceil(graded.length / CHUNK_ROWS);
  const next: ClassMeta = {
    version,
    rows: graded.length,
    chunks,
    summary: summarizeClass(graded),
    keyFaults: grading.files.key?.key?.faults ?? [],
    answersName: (await loadSetup()).answers?.name ?? '',
  };
  const set: Array<[string, unknown]> = [];
  for (let i = 0; i < chunks; i++) set.push([`rows/${version}/${i}`, graded.slice(i * CHUNK_ROWS, (i + 1) * CHUNK_ROWS)]);
  set.push(['meta', next]);
  const stale = previous === null ? [] : await store.keys(`rows/${previous.version}/`);
  // The class that was cleared (kept for Undo) is replaced too.
  const trash = (await store.get('trash')) as { meta: ClassMeta } | undefined;
  const trashRows = trash === undefined ? [] : await store.keys(`rows/${trash.meta.version}/`);
  await store.write(set, [...stale, ...trashRows, 'trash']);
  meta = next;
  rows = graded;
  view = null;
  grading = null;
  return statusOf(next, store);
}

/** class-status: the class's summary, or null; a tombstone naming the stored class clears it first. */
async function status(input: unknown): Promise<ClassStatus | null | ErrorEnvelope> {
  const reload = isRecord(input) && input.reload === true;
  const cleared = isRecord(input) && typeof input.cleared === 'string' ? input.cleared : null;
  const current = await loadMeta(reload);
  if (reload) {
    setup = null;
    files = null;
  }
  // "none": the page cleared files that were never graded.
  if (cleared !== null && (current === null ? cleared === 'none' && (await loadSetup()).answers !== null : cleared === current.version)) {
    await clear();
    return null;
  }
  return current === null ? null : statusOf(current, await storage());
}

const readFilters = (value: unknown): ResultFilters => {
  if (!isRecord(value)) return NO_RESULT_FILTERS;
  const text = (field: string): string => (typeof value[field] === 'string' ? value[field] : '');
  return { verdict: text('verdict'), question: text('question'), misconception: text('misconception') };
};

const readSort = (value: unknown): ResultSort | null =>
  isRecord(value) && (RESULT_SORT_COLUMNS as readonly unknown[]).includes(value.column)
    ? { column: value.column as ResultSort['column'], descending: value.descending === true }
    : null;

/** class-page: `limit` rows from `offset` of the rows shown (filtered, sorted), with how many are shown. */
async function page(input: unknown): Promise<ClassPage | ErrorEnvelope> {
  if (!isRecord(input) || typeof input.offset !== 'number' || typeof input.limit !== 'number')
    return badRequest('class-page needs offset and limit');
  const all = await loadRows();
  const current = meta ?? null;
  if (all === null || current === null) return { version: null, total: 0, offset: 0, rows: [] };
  if (typeof input.version === 'string' && input.version !== current.version) return failure('stale_class', 'the class changed; ask again');
  const sort = readSort(input.sort);
  const filters = readFilters(input.filters);
  const key = JSON.stringify([current.version, sort, filters]);
  if (view?.key !== key) view = { key, indexes: resultView(all, sort, filters) };
  const offset = Math.max(0, Math.min(Math.trunc(input.offset), view.indexes.length));
  const limit = Math.max(0, Math.min(Math.trunc(input.limit), 1000));
  return {
    version: current.version,
    total: view.indexes.length,
    offset,
    rows: view.indexes.slice(offset, offset + limit).map((i) => all[i]!),
  };
}

/** class-row: the request of one row (by its spreadsheet row number), or why it has none. */
async function rowRequest(input: unknown): Promise<RationalWorkingCheckInput | { reason: string; message: string } | ErrorEnvelope> {
  if (!isRecord(input) || typeof input.row !== 'number') return badRequest('class-row needs a row number');
  const read = await loadFiles();
  const answers = read?.answers.rows ?? null;
  // A wide export's row holds a student's every question: the question tells them apart.
  const question = typeof input.question === 'string' ? input.question : null;
  const row = answers?.find((candidate) => candidate.row === input.row && (question === null || candidate.question === question));
  if (row === undefined || read === null) return failure('no_row', `row ${input.row} is not in the class file`);
  return requestOf(row, read.key?.key ?? null);
}

/** class-export: the results file, byte for byte what `exactly grade --out` writes, built here in chunks, as a Blob. */
async function exportResults(): Promise<Blob | ErrorEnvelope> {
  const all = await loadRows();
  if (all === null) return failure('no_class', 'there is no graded class');
  const parts: string[] = [RESULTS_HEADER];
  for (let i = 0; i < all.length; i += CHUNK_ROWS) parts.push(resultLines(all.slice(i, i + CHUNK_ROWS)));
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** class-clear: the class and its files moved aside in one transaction (Undo puts them back); the page has left a tombstone. */
async function clear(): Promise<{ cleared: string | null } | ErrorEnvelope> {
  const store = await storage();
  const current = await loadMeta();
  const currentSetup = await loadSetup();
  const oldTrash = (await store.get('trash')) as { meta: ClassMeta } | undefined;
  const oldRows = oldTrash === undefined ? [] : await store.keys(`rows/${oldTrash.meta.version}/`);
  const set: Array<[string, unknown]> = current === null ? [] : [['trash', { meta: current, setup: currentSetup }]];
  await store.write(set, [...oldRows, 'meta', 'setup', ...(current === null ? ['trash'] : [])]);
  meta = null;
  rows = null;
  view = null;
  setup = EMPTY_SETUP;
  files = null;
  grading = null;
  return { cleared: current?.version ?? null };
}

/** class-undo-clear: the class moved aside by the last Clear, back. */
async function undoClear(): Promise<ClassStatus | null | ErrorEnvelope> {
  const store = await storage();
  const trash = (await store.get('trash')) as { meta: ClassMeta; setup: ClassSetup } | undefined;
  if (trash === undefined) return null;
  await store.write(
    [
      ['meta', trash.meta],
      ['setup', trash.setup],
    ],
    ['trash'],
  );
  meta = readStoredMeta(trash.meta);
  setup = trash.setup;
  rows = null;
  files = null;
  view = null;
  return statusOf(meta, store);
}

/** class-practice: a practice sheet for the rules, in the numbers of the class's questions, with its key CSV. */
async function practice(input: unknown): Promise<{ sheet: PracticeSheet; keyCsv: string } | ErrorEnvelope> {
  if (
    !isRecord(input) ||
    !Array.isArray(input.rules) ||
    !input.rules.every((rule) => typeof rule === 'string' && isPracticeRule(rule)) ||
    typeof input.seed !== 'number'
  ) {
    return badRequest('class-practice needs rules and a seed');
  }
  const maxDenominator = typeof input.maxDenominator === 'number' ? input.maxDenominator : undefined;
  const read = await loadFiles();
  const workings = read?.answers.rows?.map((row) => row.working) ?? [];
  const profile = workings.length === 0 ? null : practiceProfile(workings, maxDenominator);
  const sheet = makePracticeSheet({
    rules: input.rules as PracticeSheet['rules'],
    seed: input.seed,
    perRule: typeof input.perRule === 'number' ? input.perRule : undefined,
    maxDenominator,
    profile,
  });
  return { sheet, keyCsv: practiceKeyCsv(sheet.problems) };
}

/** class-practice-students: a sheet for each student of the graded class, from their own misconceptions, and the key of all of them. */
async function practiceStudents(input: unknown): Promise<{ sheets: StudentSheet[]; keyCsv: string } | ErrorEnvelope> {
  if (!isRecord(input) || typeof input.seed !== 'number') return badRequest('class-practice-students needs a seed');
  const all = await loadRows();
  if (all === null) return failure('no_class', 'there is no graded class');
  const maxDenominator = typeof input.maxDenominator === 'number' ? input.maxDenominator : undefined;
  const read = await loadFiles();
  const workings = read?.answers.rows?.map((row) => row.working) ?? [];
  const profile = workings.length === 0 ? null : practiceProfile(workings, maxDenominator);
  const sheets = makeStudentSheets(studentPlans(all), {
    seed: input.seed,
    perRule: typeof input.perRule === 'number' ? input.perRule : undefined,
    maxDenominator,
    profile,
  });
  return { sheets, keyCsv: practiceKeyCsv(studentProblems(sheets)) };
}

/** practice-moodle: the sheets as a Moodle XML quiz, a category each, with the sentences of src/core/sentences in the page's language. */
function moodle(input: unknown): string | ErrorEnvelope {
  if (
    !isRecord(input) ||
    !Array.isArray(input.categories) ||
    !(SENTENCE_LANGUAGES as readonly unknown[]).includes(input.language) ||
    !input.categories.every((entry) => isRecord(entry) && typeof entry.category === 'string' && Array.isArray(entry.problems))
  ) {
    return badRequest('practice-moodle needs categories of problems and a language');
  }
  const { categories, language } = input as unknown as PracticeMoodleInput;
  return moodleQuizXml(categories, moodleTexts(language));
}

/**
 * The store's operations, the one list of them: each reads its input itself; the input it expects
 * is what the page's requests are typed by (./messages).
 */
export const CLASS_STORE_OPERATIONS = {
  'class-open': operation<ClassOpenInput>()(open),
  'class-grade': operation<{ from: number; count: number }>()(grade),
  'class-commit': operation<Record<string, never>>()(commit),
  'class-status': operation<{ reload: boolean; cleared: string | null }>()(status),
  'class-page': operation<ClassPageInput>()(page),
  /** `question`: which of the row's answers (a wide export's row holds one per question). */
  'class-row': operation<{ row: number; question?: string }>()(rowRequest),
  /** The results file, byte for byte what `exactly grade --out` writes. */
  'class-export': operation<Record<string, never>>()(exportResults),
  'class-clear': operation<Record<string, never>>()(clear),
  'class-undo-clear': operation<Record<string, never>>()(undoClear),
  'class-practice': operation<{ rules: PracticeRule[]; seed: number; perRule?: number; maxDenominator?: number }>()(practice),
  'practice-moodle': operation<PracticeMoodleInput>()(moodle),
  'class-practice-students': operation<{ seed: number; perRule?: number; maxDenominator?: number }>()(practiceStudents),
} as const;

type ClassStoreOperations = typeof CLASS_STORE_OPERATIONS;
type ClassStoreOutput<H extends keyof ClassStoreOperations> = Awaited<OutputOf<ClassStoreOperations[H]>>;

/** The store's answer to one request; never rejects (a failure is an error envelope). */
export async function runClassStore<H extends keyof ClassStoreOperations>(helper: H, input: unknown): Promise<ClassStoreOutput<H>> {
  try {
    return await (CLASS_STORE_OPERATIONS[helper] as (input: unknown) => Promise<ClassStoreOutput<H>>)(input);
  } catch (error) {
    // Every operation's output admits an error envelope.
    return failure(
      'storage',
      `the class could not be kept or read: ${error instanceof Error ? error.message : String(error)}`,
    ) as ClassStoreOutput<H>;
  }
}
