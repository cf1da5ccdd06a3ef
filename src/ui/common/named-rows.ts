/**
 * A table of `name = value` rows (the Evaluate tab's variables, the Trace tab's inputs): how it
 * is saved, which rows its request leaves out and why, and the map the request carries.
 */
import { adjusted, list, record, text, type Reader } from '../../core/json-reader';
import { newRowKey, readRowKey, withUniqueKeys } from './tab-store';

export interface NamedRow {
  key: string;
  name: string;
  value: string;
}

export const readNamedRows: Reader<NamedRow[]> = adjusted(list(record({ key: readRowKey, name: text(), value: text() })), withUniqueKeys);

export const newNamedRow = (): NamedRow => ({ key: newRowKey(), name: '', value: '' });

/** Why a row is left out of the request: it is blank, or an earlier row (1-based `row`) has its name. */
export type NamedRowNote = { kind: 'empty' } | { kind: 'repeated'; row: number; name: string };

/**
 * For each row, why it is left out of the request (or null when it is sent): a name can be given
 * only once, and a blank row is skipped where `blankSkipped` (elsewhere the engine says what is
 * wrong with its empty name). The tab words the note in its language.
 */
export function namedRowNotes(rows: readonly NamedRow[], blankSkipped: boolean): (NamedRowNote | null)[] {
  const firstRowOfName = new Map<string, number>();
  return rows.map((row, index) => {
    if (blankSkipped && row.name === '' && row.value === '') return { kind: 'empty' };
    const first = firstRowOfName.get(row.name);
    if (first !== undefined) return { kind: 'repeated', row: first + 1, name: row.name };
    firstRowOfName.set(row.name, index);
    return null;
  });
}

/** The request's map of the rows that have no note: a null-prototype object, so a name such as "__proto__" is an ordinary key. */
export function namedRowMap(rows: readonly NamedRow[], notes: readonly (NamedRowNote | null)[] = []): Record<string, string> {
  const map = Object.create(null) as Record<string, string>;
  rows.forEach((row, index) => {
    if ((notes[index] ?? null) === null) map[row.name] = row.value;
  });
  return map;
}

/** The rows for a request's map, each with a new key. */
export const namedRowsOf = (map: Readonly<Record<string, string>>): NamedRow[] =>
  Object.keys(map).map((name) => ({ key: newRowKey(), name, value: map[name]! }));
