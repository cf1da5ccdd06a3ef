import { describe, expect, it } from 'vitest';
import type { AnswerRow, GradedRow } from '../../worker/messages';
import { filterResults, NO_FILTERS, percentCorrect } from './class-filter';
import { gradeInChunks, GradingFailed, type AskGradeRows } from './class-grading';

const rows: AnswerRow[] = Array.from({ length: 5 }, (_, index) => ({ row: index + 2, student: `S${index}`, question: 'Q1', working: '1', answer: '', finalForm: '', fault: null }));
const marked = (row: AnswerRow): GradedRow => ({ row: row.row, student: row.student, question: row.question, verdict: 'correct', first_error_line: null, misconceptions: [], final_value: '1', fault: null });

describe('gradeInChunks', () => {
  it('sends the rows a chunk at a time, in order, and reports the count after each', async () => {
    const sent: number[][] = [];
    const ask: AskGradeRows = async ({ rows: chunk }) => {
      sent.push(chunk.map((row) => row.row));
      return chunk.map(marked);
    };
    const progress: number[] = [];
    const graded = await gradeInChunks(rows, null, ask, (done) => progress.push(done), new AbortController().signal, 2);
    expect(sent).toEqual([[2, 3], [4, 5], [6]]);
    expect(progress).toEqual([2, 4, 5]);
    expect(graded.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
  });

  it('stops when cancelled between chunks, and rejects with a chunk’s error envelope', async () => {
    const controller = new AbortController();
    let asked = 0;
    const ask: AskGradeRows = async ({ rows: chunk }) => {
      asked++;
      controller.abort();
      return chunk.map(marked);
    };
    await expect(gradeInChunks(rows, null, ask, () => {}, controller.signal, 2)).rejects.toThrow();
    expect(asked).toBe(1);
    const failing: AskGradeRows = async () => ({ error: { code: 'invalid_input', message: 'no', details: { reason: 'invalid_request' } } });
    await expect(gradeInChunks(rows, null, failing, () => {}, new AbortController().signal)).rejects.toBeInstanceOf(GradingFailed);
  });
});

describe('filterResults', () => {
  const graded: GradedRow[] = [
    { ...marked(rows[0]!), question: 'Q1' },
    { ...marked(rows[1]!), question: 'q1 ', verdict: 'step_mismatch', misconceptions: ['added_across', 'sign_flipped'] },
    { ...marked(rows[2]!), question: 'Q2', verdict: 'step_mismatch', misconceptions: ['sign_flipped'] },
    { ...marked(rows[3]!), question: 'Q2', verdict: 'invalid' },
  ];
  const students = (shown: readonly GradedRow[]) => shown.map((row) => row.student);
  it('keeps the rows matching every filter set; questions as the summary groups them', () => {
    expect(filterResults(graded, NO_FILTERS)).toBe(graded);
    expect(students(filterResults(graded, { ...NO_FILTERS, question: 'Q1' }))).toEqual(['S0', 'S1']);
    expect(students(filterResults(graded, { ...NO_FILTERS, misconception: 'sign_flipped' }))).toEqual(['S1', 'S2']);
    expect(students(filterResults(graded, { verdict: 'step_mismatch', question: 'Q2', misconception: 'sign_flipped' }))).toEqual(['S2']);
    expect(students(filterResults(graded, { ...NO_FILTERS, verdict: 'correct', misconception: 'added_across' }))).toEqual([]);
  });
  it('percentCorrect rounds to a whole percent and is 0 for no rows', () => {
    expect(percentCorrect(1, 3)).toBe(33);
    expect(percentCorrect(2, 3)).toBe(67);
    expect(percentCorrect(0, 0)).toBe(0);
  });
});
