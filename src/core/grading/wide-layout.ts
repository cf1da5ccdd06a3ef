/**
 * The wide layouts teachers export: one row per student, one column per question, as Google Forms,
 * Microsoft Forms and Moodle's quiz responses report give them. Recognised by their header and
 * turned into the long rows the grader takes (student, question, working), each keeping its
 * spreadsheet row number (the student's row), so a bad answer is named at the row a teacher finds.
 *
 * - Google Forms: `Timestamp, Email address, [Score,] [Name,] question…` (Hebrew: חותמת זמן,
 *   כתובת אימייל); the student is the name column when there is one, else the email.
 * - Microsoft Forms: `ID, Start time, Completion time, Email, Name, [Last modified time,]
 *   [Total points, Quiz feedback,] question…, [Points - q, Feedback - q]`.
 * - Moodle responses: `Surname, First name, [Institution, Department,] Email address, State,
 *   Started on, Completed, Time taken, Grade/10.00, Response 1, Response 2…` (also with
 *   `Question 1` and `Right answer 1` columns, not read); the questions are Q1, Q2… as Moodle
 *   numbers them, and a response of "-" (none given) is empty.
 */
import { mapColumns, ANSWER_COLUMNS } from './columns';
import { answerRowOf, type AnswerRow } from './answers';
import { isBlankRecord, type Table, type TableFault } from './table';

export type WideSource = 'google_forms' | 'microsoft_forms' | 'moodle';

/** The exports' own names, the same in every language. */
export const WIDE_SOURCE_NAMES: Readonly<Record<WideSource, string>> = {
  google_forms: 'Google Forms',
  microsoft_forms: 'Microsoft Forms',
  moodle: 'Moodle',
};

export interface WideLayout {
  source: WideSource;
  /** The columns whose cells, joined with a space, name the student (first name, then surname). */
  studentColumns: number[];
  /** Where the student is named when those cells are empty (an email), or null. */
  fallbackStudentColumn: number | null;
  questions: Array<{ column: number; question: string }>;
}

/** The long rows' columns, as the grader's mapping. */
export const LONG_HEADER = ['student', 'question', 'working'] as const;
export const LONG_MAPPING = { student: 0, question: 1, working: 2 } as const;

const normalized = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

const GOOGLE_TIMESTAMP = new Set(['timestamp', 'חותמת זמן', 'marca temporal', 'horodateur', 'zeitstempel']);
const EMAIL = new Set(['email address', 'email', 'e-mail', 'כתובת אימייל', 'כתובת דוא"ל', 'אימייל', 'דוא"ל']);
const NAME = new Set([
  'name',
  'full name',
  'student',
  'student name',
  'your name',
  'שם',
  'שם מלא',
  'שם התלמיד',
  'שם התלמידה',
  'תלמיד',
  'תלמידה',
  'שם ושם משפחה',
]);
const GOOGLE_META = new Set(['score', 'total score', 'ניקוד', 'ציון']);
const MICROSOFT_META = new Set([
  'id',
  'start time',
  'completion time',
  'last modified time',
  'total points',
  'quiz feedback',
  'grade posted time',
  'language',
]);
const questionText = (cell: string): string => cell.replace(/\s+/g, ' ').trim();

function googleForms(names: readonly string[], header: readonly string[]): WideLayout | null {
  if (!GOOGLE_TIMESTAMP.has(names[0] ?? '')) return null;
  const name = names.findIndex((cell) => NAME.has(cell));
  const email = names.findIndex((cell) => EMAIL.has(cell));
  const questions = names.flatMap((cell, column) => {
    // A quiz's per-question score and feedback columns are the form's, not the student's.
    if (column === 0 || column === name || column === email || GOOGLE_META.has(cell) || /\[(score|feedback)\]$/.test(cell) || cell === '')
      return [];
    return [{ column, question: questionText(header[column]!) }];
  });
  if (questions.length === 0) return null;
  return {
    source: 'google_forms',
    studentColumns: name >= 0 ? [name] : email >= 0 ? [email] : [],
    fallbackStudentColumn: name >= 0 && email >= 0 ? email : null,
    questions,
  };
}

function microsoftForms(names: readonly string[], header: readonly string[]): WideLayout | null {
  if (names[0] !== 'id' || !names.includes('start time') || !names.includes('completion time')) return null;
  const name = names.indexOf('name');
  const email = names.indexOf('email');
  const questions = names.flatMap((cell, column) => {
    if (column === name || column === email || MICROSOFT_META.has(cell) || /^(points|feedback) - /.test(cell) || cell === '') return [];
    return [{ column, question: questionText(header[column]!) }];
  });
  if (questions.length === 0) return null;
  return {
    source: 'microsoft_forms',
    studentColumns: name >= 0 ? [name] : email >= 0 ? [email] : [],
    fallbackStudentColumn: name >= 0 && email >= 0 ? email : null,
    questions,
  };
}

function moodle(names: readonly string[]): WideLayout | null {
  const first = names.indexOf('first name');
  const surname = names.findIndex((cell) => cell === 'surname' || cell === 'last name');
  const questions = names.flatMap((cell, column) => {
    const number = /^response (\d+)$/.exec(cell)?.[1];
    return number === undefined ? [] : [{ column, question: `Q${number}` }];
  });
  if ((first < 0 && surname < 0) || questions.length === 0) return null;
  const email = names.indexOf('email address');
  return {
    source: 'moodle',
    studentColumns: [first, surname].filter((column) => column >= 0),
    fallbackStudentColumn: email >= 0 ? email : null,
    questions,
  };
}

/**
 * The wide layout of a header row, or null: a header that names the long columns (student,
 * question, working) is long, whatever else it has.
 */
export function wideLayoutOf(header: readonly string[]): WideLayout | null {
  const long = mapColumns(header, ANSWER_COLUMNS);
  if (long.question !== undefined && long.working !== undefined) return null;
  const names = header.map(normalized);
  return googleForms(names, header) ?? microsoftForms(names, header) ?? moodle(names);
}

/** The long records (student, question, working) of one wide record, one per question, in column order. */
export function longRecordsOf(layout: WideLayout, record: readonly string[]): string[][] {
  const cell = (column: number): string => (record[column] ?? '').trim();
  const named = layout.studentColumns
    .map(cell)
    .filter((part) => part !== '')
    .join(' ');
  const student = named !== '' || layout.fallbackStudentColumn === null ? named : cell(layout.fallbackStudentColumn);
  return layout.questions.map(({ column, question }) => {
    const working = record[column] ?? '';
    return [student, question, layout.source === 'moodle' && working.trim() === '-' ? '' : working];
  });
}

/**
 * The answer rows of one wide record (index `index`, after the header), one per question, each
 * with the student's spreadsheet row number; a record the reader faulted gives its fault to each
 * of its rows. None for a blank record, nor for one with no answer at all (Moodle's average row, a
 * form's empty response).
 */
export function wideAnswerRowsOf(layout: WideLayout, record: readonly string[], index: number, fault: TableFault | null): AnswerRow[] {
  if (fault === null && isBlankRecord(record)) return [];
  const long = longRecordsOf(layout, record);
  if (fault === null && long.every(([, , working]) => working!.trim() === '')) return [];
  return long.map((cells) => answerRowOf(cells, index, fault, LONG_MAPPING, LONG_HEADER.length));
}

/** A wide table's answer rows, in input order (a student's questions in column order). */
export function readWideAnswerRows(table: Table, layout: WideLayout): AnswerRow[] {
  return table.records.flatMap((record, index) =>
    index === 0 ? [] : wideAnswerRowsOf(layout, record, index, table.faults.get(index) ?? null),
  );
}
