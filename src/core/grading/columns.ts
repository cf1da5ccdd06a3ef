/**
 * The columns of a class's answers and of an answer key, found by name in a header row: names are
 * matched case-insensitively, surrounding whitespace (and a byte order mark) ignored.
 */

export const ANSWER_COLUMNS = ['student', 'question', 'working', 'answer', 'final_form'] as const;
export type AnswerColumn = (typeof ANSWER_COLUMNS)[number];
export const REQUIRED_ANSWER_COLUMNS: readonly AnswerColumn[] = ['student', 'question', 'working'];

/** `denominator`: for an equivalent-fraction question ("write 1/2 with the denominator 6"), the denominator the last step must be written with. */
export const KEY_COLUMNS = ['question', 'answer', 'final_form', 'denominator'] as const;
export type KeyColumn = (typeof KEY_COLUMNS)[number];
export const REQUIRED_KEY_COLUMNS: readonly KeyColumn[] = ['question'];

/** Where each known column is: its index in a record, by name. A front end may correct it. */
export type ColumnMapping<Column extends string> = Partial<Record<Column, number>>;

const normalizedName = (cell: string): string => cell.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s-]+/g, '_');

/** The mapping of a header row: each known column at the first header cell of its name. */
export function mapColumns<Column extends string>(header: readonly string[], columns: readonly Column[]): ColumnMapping<Column> {
  const mapping: ColumnMapping<Column> = {};
  header.forEach((cell, index) => {
    const name = normalizedName(cell) as Column;
    if (columns.includes(name) && mapping[name] === undefined) mapping[name] = index;
  });
  return mapping;
}

/** The required columns a mapping lacks, in the order given. */
export function missingColumns<Column extends string>(mapping: ColumnMapping<Column>, required: readonly Column[]): Column[] {
  return required.filter((column) => mapping[column] === undefined);
}
