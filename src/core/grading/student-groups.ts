/** A class's graded rows by student, for the printed report's table per student. */
import type { GradedRow } from './grade';

/** A student's rows, in the order given (the worker sorts them by student), with how many are correct. */
export function studentGroups(rows: readonly GradedRow[]): Array<{ student: string; rows: GradedRow[]; correct: number }> {
  const groups: Array<{ student: string; rows: GradedRow[]; correct: number }> = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group === undefined || group.student !== row.student) {
      group = { student: row.student, rows: [], correct: 0 };
      groups.push(group);
    }
    group.rows.push(row);
    if (row.verdict === 'correct') group.correct++;
  }
  return groups;
}
