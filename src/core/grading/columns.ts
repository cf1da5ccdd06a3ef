/**
 * The columns of a class's answers and of an answer key, found by name in a header row: names are
 * matched case-insensitively, surrounding whitespace (and a byte order mark) ignored.
 */
import { cellWord } from './final-form-word';

export const ANSWER_COLUMNS = ['student', 'question', 'working', 'answer', 'final_form'] as const;
export type AnswerColumn = (typeof ANSWER_COLUMNS)[number];
export const REQUIRED_ANSWER_COLUMNS: readonly AnswerColumn[] = ['student', 'question', 'working'];

/** `denominator`: for an equivalent-fraction question ("write 1/2 with the denominator 6"), the denominator the last step must be written with. */
export const KEY_COLUMNS = ['question', 'answer', 'final_form', 'denominator'] as const;
export type KeyColumn = (typeof KEY_COLUMNS)[number];
export const REQUIRED_KEY_COLUMNS: readonly KeyColumn[] = ['question'];

/** Where each known column is: its index in a record, by name. A front end may correct it. */
export type ColumnMapping<Column extends string> = Partial<Record<Column, number>>;

const normalizedName = (cell: string): string => cellWord(cell.replace(/^\uFEFF/, ''));

/**
 * Other names teachers give the columns, by the column they are: Hebrew headers (a class in
 * Israel writes תלמיד, שאלה, דרך, תשובה; a key מפתח for its answer) and the English a form or a
 * gradebook uses. Normalized as header cells are (lower case, spaces as "_").
 */
export const COLUMN_ALIASES: Readonly<Record<string, AnswerColumn | KeyColumn>> = {
  תלמיד: 'student',
  תלמידה: 'student',
  שם: 'student',
  שם_התלמיד: 'student',
  שם_תלמיד: 'student',
  שם_מלא: 'student',
  name: 'student',
  student_name: 'student',
  full_name: 'student',
  pupil: 'student',
  שאלה: 'question',
  מספר_שאלה: 'question',
  תרגיל: 'question',
  q: 'question',
  question_number: 'question',
  item: 'question',
  דרך: 'working',
  דרך_פתרון: 'working',
  דרך_הפתרון: 'working',
  פתרון: 'working',
  עבודה: 'working',
  work: 'working',
  solution: 'working',
  steps: 'working',
  תשובה: 'answer',
  תשובה_סופית: 'answer',
  מפתח: 'answer',
  key: 'answer',
  final_answer: 'answer',
  correct_answer: 'answer',
  צורה_סופית: 'final_form',
  צורה: 'final_form',
  form: 'final_form',
  מכנה: 'denominator',
};

/**
 * The mapping of a header row: each known column at the first header cell of its name, else at
 * the first cell of one of its other names (an exact name wins: "name" is not taken for student
 * when there is a "student").
 */
export function mapColumns<Column extends string>(header: readonly string[], columns: readonly Column[]): ColumnMapping<Column> {
  const mapping: ColumnMapping<Column> = {};
  const names = header.map(normalizedName);
  names.forEach((name, index) => {
    if ((columns as readonly string[]).includes(name) && mapping[name as Column] === undefined) mapping[name as Column] = index;
  });
  names.forEach((name, index) => {
    const column = Object.hasOwn(COLUMN_ALIASES, name) ? (COLUMN_ALIASES[name] as string) : null;
    if (column !== null && (columns as readonly string[]).includes(column) && mapping[column as Column] === undefined)
      mapping[column as Column] = index;
  });
  return mapping;
}

/** The required columns a mapping lacks, in the order given. */
export function missingColumns<Column extends string>(mapping: ColumnMapping<Column>, required: readonly Column[]): Column[] {
  return required.filter((column) => mapping[column] === undefined);
}
