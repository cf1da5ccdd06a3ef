/**
 * The Class tab's work, done in the worker: the class's files parsed with the CSV edge (papaparse,
 * src/csv) into the core's tables, rows graded a chunk at a time, a row's request, and the results
 * file written by the same writer as `exactly grade --out`. The worker keeps nothing between
 * requests: each carries what it needs. Like `execute`, nothing here throws: a request that is not
 * of the expected shape gets an error envelope.
 */
import { tableFromText } from '../csv/table-reader';
import { resultsCsv } from '../csv/results-writer';
import { ANSWER_COLUMNS, KEY_COLUMNS, mapColumns, missingColumns, REQUIRED_ANSWER_COLUMNS, REQUIRED_KEY_COLUMNS, type ColumnMapping } from '../core/grading/columns';
import { readAnswerRows, type AnswerRow } from '../core/grading/answers';
import { questionKey, readAnswerKey, type AnswerKey, type KeyEntry } from '../core/grading/key';
import { gradeRow, requestOf, VERDICTS, type GradedRow } from '../core/grading/grade';
import { summarizeClass } from '../core/grading/summary';
import { isBlankRecord, type Table } from '../core/grading/table';
import type { ErrorEnvelope } from '../core/errors';
import { CLASS_PREVIEW_ROWS, type HelperId, type HelperOutputs, type ReadClassOutput, type TablePreview } from './messages';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

const badRequest = (message: string): ErrorEnvelope => ({ error: { code: 'invalid_input', message, details: { reason: 'invalid_request' } } });

/** A mapping as sent: known columns to record indexes; anything else in it is ignored. Null: from the header. */
function readMapping<Column extends string>(value: unknown, columns: readonly Column[], width: number): ColumnMapping<Column> | null {
  if (!isRecord(value)) return null;
  const mapping: ColumnMapping<Column> = {};
  for (const column of columns) {
    const index = value[column];
    if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < width) mapping[column] = index;
  }
  return mapping;
}

function previewOf<Column extends string>(table: Table, mapping: ColumnMapping<Column>, required: readonly Column[]): TablePreview<Column> {
  return {
    header: table.records[0] ?? [],
    preview: table.records.slice(1, 1 + CLASS_PREVIEW_ROWS),
    records: table.records.slice(1).filter((record) => !isBlankRecord(record)).length,
    mapping,
    missing: missingColumns(mapping, required),
  };
}

function readClass(input: unknown): ReadClassOutput | ErrorEnvelope {
  if (!isRecord(input) || !isString(input.answers) || !isNullableString(input.key ?? null)) return badRequest('read-class needs the answers as text, and the key as text or null');
  const answersTable = tableFromText(input.answers);
  const answersWidth = answersTable.records[0]?.length ?? 0;
  const answersMapping = readMapping(input.answersMapping, ANSWER_COLUMNS, answersWidth) ?? mapColumns(answersTable.records[0] ?? [], ANSWER_COLUMNS);
  const read = readAnswerRows(answersTable, answersMapping);
  const answers = { ...previewOf(answersTable, answersMapping, REQUIRED_ANSWER_COLUMNS), rows: 'missing' in read ? [] : read };
  const keyText = (input.key ?? null) as string | null;
  if (keyText === null) return { answers, key: null };
  const keyTable = tableFromText(keyText);
  const keyWidth = keyTable.records[0]?.length ?? 0;
  const keyMapping = readMapping(input.keyMapping, KEY_COLUMNS, keyWidth) ?? mapColumns(keyTable.records[0] ?? [], KEY_COLUMNS);
  const key = readAnswerKey(keyTable, keyMapping);
  return {
    answers,
    key: {
      ...previewOf(keyTable, keyMapping, REQUIRED_KEY_COLUMNS),
      entries: 'missing' in key ? [] : [...key.entries.values()],
      faults: 'missing' in key ? [] : key.faults,
    },
  };
}

const isAnswerRow = (value: unknown): value is AnswerRow =>
  isRecord(value) && typeof value.row === 'number' && isString(value.student) && isString(value.question) && isString(value.working)
  && isString(value.answer) && isString(value.finalForm)
  && (value.fault === null || (isRecord(value.fault) && isString(value.fault.reason) && isString(value.fault.message)));

const isKeyEntry = (value: unknown): value is KeyEntry =>
  isRecord(value) && isString(value.question) && isNullableString(value.answer) && isNullableString(value.finalForm);

/** The key as sent (its entries), as the grader's lookup; undefined when it is not one. */
function keyOf(value: unknown): AnswerKey | null | undefined {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || !value.every(isKeyEntry)) return undefined;
  const entries = new Map<string, KeyEntry>();
  for (const entry of value) if (!entries.has(questionKey(entry.question))) entries.set(questionKey(entry.question), entry);
  return { entries, faults: [] };
}

function gradeRows(input: unknown): GradedRow[] | ErrorEnvelope {
  const key = isRecord(input) ? keyOf(input.key) : undefined;
  if (!isRecord(input) || !Array.isArray(input.rows) || !input.rows.every(isAnswerRow) || key === undefined) {
    return badRequest('grade-rows needs answer rows and the key\'s entries (or null)');
  }
  return input.rows.map((row) => gradeRow(row, key));
}

function rowRequest(input: unknown): HelperOutputs['class-row-request'] {
  const key = isRecord(input) ? keyOf(input.key) : undefined;
  if (!isRecord(input) || !isAnswerRow(input.row) || key === undefined) return badRequest('class-row-request needs an answer row and the key\'s entries (or null)');
  return requestOf(input.row, key);
}

const isGradedRow = (value: unknown): value is GradedRow =>
  isRecord(value) && typeof value.row === 'number' && isString(value.student) && isString(value.question) && (VERDICTS as readonly unknown[]).includes(value.verdict)
  && (value.first_error_line === null || typeof value.first_error_line === 'number')
  && Array.isArray(value.misconceptions) && value.misconceptions.every(isString) && isNullableString(value.final_value)
  && (value.fault === null || (isRecord(value.fault) && isString(value.fault.reason) && isString(value.fault.message)));

function resultsFile(input: unknown): string | ErrorEnvelope {
  if (!isRecord(input) || !Array.isArray(input.rows) || !input.rows.every(isGradedRow)) return badRequest('results-csv needs graded rows');
  return resultsCsv(input.rows);
}

export type ClassHelperId = 'read-class' | 'grade-rows' | 'class-row-request' | 'results-csv' | 'summarize-class';

export function runClassHelper<H extends ClassHelperId>(helper: H, input: unknown): HelperOutputs[H];
export function runClassHelper(helper: HelperId, input: unknown): HelperOutputs[HelperId] {
  switch (helper) {
    case 'read-class':
      return readClass(input);
    case 'grade-rows':
      return gradeRows(input);
    case 'class-row-request':
      return rowRequest(input);
    case 'results-csv':
      return resultsFile(input);
    case 'summarize-class':
      return isRecord(input) && Array.isArray(input.rows) && input.rows.every(isGradedRow) ? summarizeClass(input.rows) : badRequest('summarize-class needs graded rows');
    default:
      return badRequest(`${helper} is not a class helper`);
  }
}
