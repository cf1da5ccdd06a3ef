/**
 * A practice sheet's answer key as the Class tab's key CSV (question, answer, final_form,
 * denominator), so the answers returned on the sheet are graded in the same tab or by `exactly
 * grade`; and the sheet itself as a CSV with a row per problem, for the command line. A class's
 * sheets (one per student) are one key: their question ids are the student's ("Dana/P1"). CRLF
 * lines, as the results file.
 */
import Papa from 'papaparse';
import type { PracticeProblem } from '../core/practice/index';

export const PRACTICE_KEY_COLUMNS = ['question', 'answer', 'final_form', 'denominator'] as const;

/**
 * A problem's key cells: its answer (as the key reads answers, a fraction or a decimal: a mixed
 * number's value as a fraction), the form it must be written in, and for an equivalent fraction the
 * denominator it must have.
 */
const keyCells = (problem: PracticeProblem): string[] => [
  problem.question,
  problem.answer.includes(' ') ? problem.value : problem.answer,
  problem.final_form,
  problem.denominator === null ? '' : String(problem.denominator),
];

const csv = (fields: readonly string[], rows: string[][]): string =>
  `${Papa.unparse({ fields: [...fields], data: rows }, { newline: '\r\n', quotes: false })}\r\n`;

/** The key: one row per problem. */
export function practiceKeyCsv(problems: readonly PracticeProblem[]): string {
  return csv(PRACTICE_KEY_COLUMNS, problems.map(keyCells));
}

export const PRACTICE_SHEET_COLUMNS = [...PRACTICE_KEY_COLUMNS, 'rule', 'task', 'problem', 'diagnostic_answer', 'seed'] as const;

/**
 * The key with each problem's rule, task, text, diagnostic answer and seed, and for a class's
 * sheets first the student: still a key the Class tab and `exactly grade` read (they take the
 * columns they know).
 */
export function practiceSheetCsv(problems: ReadonlyArray<PracticeProblem & { student?: string }>, withStudent = false): string {
  const rows = problems.map((p) => [
    ...(withStudent ? [p.student ?? ''] : []),
    ...keyCells(p),
    p.rule,
    p.task,
    p.problem,
    p.diagnostic_answer,
    String(p.seed),
  ]);
  return csv(withStudent ? ['student', ...PRACTICE_SHEET_COLUMNS] : PRACTICE_SHEET_COLUMNS, rows);
}
