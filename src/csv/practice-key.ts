/**
 * A practice sheet's answer key as the Class tab's key CSV (question, answer, final_form), so the
 * answers returned on the sheet are graded in the same tab; and the sheet itself as a CSV with a
 * row per problem, for the command line. CRLF lines, as the results file.
 */
import Papa from 'papaparse';
import { PRACTICE_FINAL_FORM, type PracticeSheet } from '../core/practice/index';

export const PRACTICE_KEY_COLUMNS = ['question', 'answer', 'final_form'] as const;

/** The key: one row per problem. */
export function practiceKeyCsv(sheet: PracticeSheet): string {
  const rows = sheet.problems.map((problem) => [problem.question, problem.answer, PRACTICE_FINAL_FORM]);
  return `${Papa.unparse({ fields: [...PRACTICE_KEY_COLUMNS], data: rows }, { newline: '\r\n', quotes: false })}\r\n`;
}

export const PRACTICE_SHEET_COLUMNS = ['question', 'answer', 'final_form', 'rule', 'problem', 'diagnostic_answer', 'seed'] as const;

/** The key with each problem's rule, text, diagnostic answer and seed: still a key the Class tab reads (it takes the columns it knows). */
export function practiceSheetCsv(sheet: PracticeSheet): string {
  const rows = sheet.problems.map((p) => [p.question, p.answer, PRACTICE_FINAL_FORM, p.rule, p.problem, p.diagnostic_answer, String(p.seed)]);
  return `${Papa.unparse({ fields: [...PRACTICE_SHEET_COLUMNS], data: rows }, { newline: '\r\n', quotes: false })}\r\n`;
}
