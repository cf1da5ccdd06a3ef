/**
 * The gutter mark of each line of a working, from the engine's explanation: a line holding
 * several steps (1/2 + 1/3 = 2/5) shows its worst step's mark, and the line of the first error is
 * emphasised. Only the choice of mark is made here; the words come from the catalogs.
 */
import type { WorkingExplanation, WorkingStepKey } from '../../core/index';

/** What each kind of step shows in the gutter. */
export const MARK_SYMBOLS: Readonly<Record<WorkingStepKey, string>> = {
  start: '▸',
  equal: '✓',
  carried: '↪',
  not_equal: '✗',
  division_by_zero: '÷0',
  unchecked: '?',
};

/** Worse steps outrank better ones on a shared line: a wrong step above all. */
const SEVERITY: Readonly<Record<WorkingStepKey, number>> = {
  start: 0,
  equal: 1,
  carried: 2,
  unchecked: 3,
  division_by_zero: 4,
  not_equal: 5,
};

export interface WorkingLineMark {
  /** 1-based line of the working. */
  line: number;
  key: WorkingStepKey;
  /** The index of the step whose mark it is (the line's worst). */
  step: number;
  /** The line holds the working's first error (the step at first_error_index). */
  firstError: boolean;
}

/** One mark per line that holds a step, in line order. */
export function lineMarksOf(explanation: WorkingExplanation, firstErrorIndex: number | null): WorkingLineMark[] {
  const byLine = new Map<number, WorkingLineMark>();
  for (const step of explanation.steps) {
    const firstError = step.step === firstErrorIndex;
    const held = byLine.get(step.line);
    if (held === undefined) {
      byLine.set(step.line, { line: step.line, key: step.key, step: step.step, firstError });
      continue;
    }
    // The first error's line stays emphasised whichever step's mark it shows.
    held.firstError ||= firstError;
    if (SEVERITY[step.key] > SEVERITY[held.key]) {
      held.key = step.key;
      held.step = step.step;
    }
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}
