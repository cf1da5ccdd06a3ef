import { describe, expect, it } from 'vitest';
import type { GradedRow } from './grade';
import { studentGroups } from './student-groups';

const row = (n: number, student: string, verdict: GradedRow['verdict']): GradedRow => ({
  row: n,
  student,
  question: `Q${n}`,
  verdict,
  first_error_line: null,
  misconceptions: [],
  final_value: null,
  fault: null,
});

describe('the printed table per student', () => {
  it('groups each student’s rows, in the order given, with how many are correct', () => {
    const groups = studentGroups([
      row(2, 'Avi', 'correct'),
      row(5, 'Avi', 'step_mismatch'),
      row(3, 'Dana', 'correct'),
      row(4, 'Dana', 'correct'),
      row(6, 'Yoni', 'invalid'),
    ]);
    expect(groups.map((group) => [group.student, group.rows.map((graded) => graded.row), group.correct])).toEqual([
      ['Avi', [2, 5], 1],
      ['Dana', [3, 4], 2],
      ['Yoni', [6], 0],
    ]);
  });
});
