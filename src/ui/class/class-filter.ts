/** Which graded rows the results table shows: by verdict, question and misconception (empty: any). */
import type { GradedRow } from '../../worker/messages';

export interface ResultFilters {
  verdict: string;
  /** Matched as the summary groups questions: trimmed, case-insensitively. */
  question: string;
  misconception: string;
}

export const NO_FILTERS: ResultFilters = { verdict: '', question: '', misconception: '' };

const questionId = (question: string): string => question.trim().toLowerCase();

export function filterResults(rows: readonly GradedRow[], filters: ResultFilters): readonly GradedRow[] {
  if (filters.verdict === '' && filters.question === '' && filters.misconception === '') return rows;
  const question = questionId(filters.question);
  return rows.filter((row) => (filters.verdict === '' || row.verdict === filters.verdict)
    && (filters.question === '' || questionId(row.question) === question)
    && (filters.misconception === '' || row.misconceptions.includes(filters.misconception as GradedRow['misconceptions'][number])));
}

/** The share of correct rows as a whole percentage (for display; the counts are the engine's). */
export const percentCorrect = (correct: number, rows: number): number => (rows === 0 ? 0 : Math.round((correct / rows) * 100));
