/**
 * The results file of a graded class, written the same way by the CLI (`exactly grade --out`) and
 * the app's export, so the two are byte for byte the same for the same files.
 */
import Papa from 'papaparse';
import { RESULT_COLUMNS, resultCells, type GradedRow } from '../core/grading/grade';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first): names come from the
 * class file, so they are neutralized with a leading apostrophe. Only the student and question
 * columns hold such text; verdicts, lines, rules and values are the engine's own (a value such as
 * -1/2 is written as it is).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function safeCells(graded: GradedRow): string[] {
  const cells = resultCells(graded);
  for (const column of [0, 1]) if (FORMULA_START.test(cells[column]!)) cells[column] = `'${cells[column]}`;
  return cells;
}

/** The header line of the results file, CRLF-terminated (RFC 4180). */
export const RESULTS_HEADER = `${RESULT_COLUMNS.join(',')}\r\n`;

/** Graded rows as lines of the results file, each CRLF-terminated. */
export function resultLines(rows: readonly GradedRow[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows.map(safeCells), { header: false, newline: '\r\n', quotes: false })}\r\n`;
}

/** The whole results file. */
export function resultsCsv(rows: readonly GradedRow[]): string {
  return RESULTS_HEADER + resultLines(rows);
}
