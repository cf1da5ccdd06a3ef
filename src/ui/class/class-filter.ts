/** Which graded rows the results table shows: by verdict, question and misconception (empty: any); the worker applies them. */
import type { ResultFilters } from '../../worker/messages';

export type { ResultFilters };

export const NO_FILTERS: ResultFilters = { verdict: '', question: '', misconception: '' };

/** The share of correct rows as a whole percentage (for display; the counts are the engine's). */
export const percentCorrect = (correct: number, rows: number): number => (rows === 0 ? 0 : Math.round((correct / rows) * 100));
