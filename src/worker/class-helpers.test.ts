import { describe, expect, it } from 'vitest';
import { answerRequest } from './answer';
import { runClassHelper } from './class-helpers';
import type { AnswerRow, ReadClassOutput } from './messages';

const ANSWERS = 'Student;Question;Working\r\nDana;Q1;"1/2 + 1/3\r\n= 2/5"\r\nיוני;Q9;1\r\nAvi;Q1;\r\n\r\nNoa;Q2;"3/4 - 1/2 = 1/4"\r\n';
const KEY = 'question,answer,final_form\nQ1,5/6,lowest terms\nQ2,1/4,\n';

const read = (input: Parameters<typeof runClassHelper<'read-class'>>[1]): ReadClassOutput => {
  const output = runClassHelper('read-class', input);
  if ('error' in output) throw new Error(output.error.message);
  return output;
};

describe('the Class tab’s worker helpers', () => {
  it('read-class parses both files (semicolons, CRLF, quoted newlines, Hebrew) with a preview and the found mapping', () => {
    const output = read({ answers: ANSWERS, key: KEY, answersMapping: null, keyMapping: null });
    expect(output.answers.header).toEqual(['Student', 'Question', 'Working']);
    expect(output.answers.mapping).toEqual({ student: 0, question: 1, working: 2 });
    expect(output.answers.missing).toEqual([]);
    expect(output.answers.records).toBe(4);
    expect(output.answers.preview[0]).toEqual(['Dana', 'Q1', '1/2 + 1/3\r\n= 2/5']);
    expect(output.answers.rows.map((row) => [row.row, row.student])).toEqual([[2, 'Dana'], [3, 'יוני'], [4, 'Avi'], [6, 'Noa']]);
    expect(output.key?.entries).toEqual([{ question: 'Q1', answer: '5/6', finalForm: 'lowest terms' }, { question: 'Q2', answer: '1/4', finalForm: null }]);
  });

  it('read-class takes the teacher’s mapping, and says which required column it lacks', () => {
    const text = 'name,task,steps\nDana,Q1,1/2 = 1/2\n';
    const found = read({ answers: text, key: null, answersMapping: null, keyMapping: null });
    expect(found.answers.missing).toEqual(['student', 'question', 'working']);
    expect(found.answers.rows).toEqual([]);
    const mapped = read({ answers: text, key: null, answersMapping: { student: 0, question: 1, working: 2, answer: 9 }, keyMapping: null });
    expect(mapped.answers.mapping).toEqual({ student: 0, question: 1, working: 2 });
    expect(mapped.answers.rows).toHaveLength(1);
    expect(mapped.key).toBeNull();
  });

  it('grade-rows marks each row as the core does, bad rows included', () => {
    const { answers, key } = read({ answers: ANSWERS, key: KEY, answersMapping: null, keyMapping: null });
    const graded = runClassHelper('grade-rows', { rows: answers.rows, key: key!.entries });
    expect(Array.isArray(graded) && graded.map((row) => [row.row, row.verdict, row.first_error_line, row.misconceptions, row.fault?.reason ?? null])).toEqual([
      [2, 'step_mismatch', 2, ['added_across'], null],
      [3, 'invalid', null, [], 'unknown_question'],
      [4, 'invalid', null, [], 'missing_working'],
      [6, 'correct', null, [], null],
    ]);
  });

  it('results-csv writes the CLI’s file; class-row-request gives a row’s request or why it has none', () => {
    const { answers, key } = read({ answers: ANSWERS, key: KEY, answersMapping: null, keyMapping: null });
    const graded = runClassHelper('grade-rows', { rows: answers.rows, key: key!.entries });
    expect(runClassHelper('results-csv', { rows: graded as never })).toBe(
      'student,question,verdict,first_error_line,misconceptions,final_value\r\n'
      + 'Dana,Q1,step_mismatch,2,added_across,2/5\r\nיוני,Q9,invalid,,,\r\nAvi,Q1,invalid,,,\r\nNoa,Q2,correct,,,1/4\r\n',
    );
    expect(runClassHelper('class-row-request', { row: answers.rows[0]!, key: key!.entries })).toEqual({ working: '1/2 + 1/3\r\n= 2/5', answer: '5/6', final_form: 'lowest_terms' });
    expect(runClassHelper('class-row-request', { row: answers.rows[1]!, key: key!.entries })).toMatchObject({ reason: 'unknown_question' });
    const summary = runClassHelper('summarize-class', { rows: graded as never });
    expect(summary).toMatchObject({ rows: 4, verdicts: { correct: 1, step_mismatch: 1, invalid: 2 }, misconceptions: [{ rule: 'added_across', count: 1, rows: [2] }] });
  });

  it('a request of the wrong shape gets an error envelope, never an exception', () => {
    for (const input of [null, 7, { rows: 'x' }, { rows: [{ row: 1 }], key: null }, { rows: [], key: [{ question: 3 }] }]) {
      expect(runClassHelper('grade-rows', input)).toMatchObject({ error: { code: 'invalid_input' } });
    }
    expect(runClassHelper('read-class', { answers: 3 })).toMatchObject({ error: { code: 'invalid_input' } });
    expect(runClassHelper('results-csv', { rows: [{ student: 'x' }] })).toMatchObject({ error: { code: 'invalid_input' } });
    expect(runClassHelper('class-row-request', { row: {} as AnswerRow, key: null })).toMatchObject({ error: { code: 'invalid_input' } });
  });

  it('answerRequest answers a class helper once its chunk has loaded', async () => {
    const reply = answerRequest({ id: 4, toolId: 'grade-rows', input: { rows: [], key: null } });
    expect(reply).toBeInstanceOf(Promise);
    expect(await reply).toEqual({ id: 4, response: [] });
  });
});
