// The layouts forms and Moodle export (one row per student, a column per question) read as the grader's long rows.
import { describe, expect, it } from 'vitest';
import { gradeRow } from './grade';
import { readAnswerKey, type AnswerKey } from './key';
import { tableProblem } from './table-shape';
import { ANSWER_COLUMNS } from './columns';
import { longRecordsOf, readWideAnswerRows, wideLayoutOf } from './wide-layout';
import type { Table } from './table';

const table = (records: string[][]): Table => ({ records, faults: new Map() });
const brief = (t: Table) => {
  const layout = wideLayoutOf(t.records[0]!);
  if (layout === null) throw new Error('not wide');
  return readWideAnswerRows(t, layout).map((row) => [row.row, row.student, row.question, row.working]);
};

describe('wide layouts', () => {
  it('Google Forms: the timestamp first; the name column names the student (else the email); the other columns are the questions, as titled', () => {
    const forms = table([
      ['Timestamp', 'Email address', 'Score', 'Name', '1/2 + 1/3 =', 'Q2\n(show your working)'],
      ['2026/12/01 10:00:00', 'dana@school.il', '1 / 2', 'Dana', '5/6', '3/4 : 1/2\n= 3/2'],
      ['2026/12/01 10:05:00', 'yoni@school.il', '0 / 2', '', '2/5', ''],
      ['', '', '', '', '', ''],
      ['2026/12/01 10:07:00', 'avi@school.il', '', 'Avi', '', ''],
    ]);
    expect(wideLayoutOf(forms.records[0]!)).toMatchObject({ source: 'google_forms', studentColumns: [3], fallbackStudentColumn: 1 });
    expect(brief(forms)).toEqual([
      [2, 'Dana', '1/2 + 1/3 =', '5/6'],
      [2, 'Dana', 'Q2 (show your working)', '3/4 : 1/2\n= 3/2'],
      // No name: the email; an unanswered question is a row with no working (a bad row, listed).
      [3, 'yoni@school.il', '1/2 + 1/3 =', '2/5'],
      [3, 'yoni@school.il', 'Q2 (show your working)', ''],
      // Avi answered nothing: no rows.
    ]);
  });

  it('Google Forms in Hebrew', () => {
    expect(wideLayoutOf(['חותמת זמן', 'כתובת אימייל', 'שם מלא', 'ש1'])).toMatchObject({
      source: 'google_forms',
      studentColumns: [2],
      questions: [{ column: 3, question: 'ש1' }],
    });
  });

  it('Microsoft Forms: ID, start and completion time; points and feedback columns are not questions', () => {
    const header = [
      'ID',
      'Start time',
      'Completion time',
      'Email',
      'Name',
      'Total points',
      'Quiz feedback',
      'Q1',
      'Points - Q1',
      'Feedback - Q1',
      'Q2',
    ];
    const record = [
      '1',
      '12/1/26 10:00:00',
      '12/1/26 10:04:00',
      'dana@school.il',
      'Dana Levi',
      '1',
      '',
      '1/2 + 1/3 = 5/6',
      '1',
      '',
      '2/3 - 1/3 = 1/3',
    ];
    expect(brief(table([header, record]))).toEqual([
      [2, 'Dana Levi', 'Q1', '1/2 + 1/3 = 5/6'],
      [2, 'Dana Levi', 'Q2', '2/3 - 1/3 = 1/3'],
    ]);
  });

  it('Moodle responses: first name and surname, Response N as QN, "-" for no response, question and right-answer columns not read', () => {
    const header = [
      'Surname',
      'First name',
      'Email address',
      'State',
      'Started on',
      'Completed',
      'Time taken',
      'Grade/10.00',
      'Question 1',
      'Response 1',
      'Right answer 1',
      'Response 2',
    ];
    const rows = brief(
      table([
        header,
        [
          'Levi',
          'Dana',
          'dana@school.il',
          'Finished',
          '1 December 2026 10:00 AM',
          '1 December 2026 10:09 AM',
          '9 mins',
          '5.00',
          '1/2 + 1/3',
          '1/2 + 1/3 = 2/5',
          '5/6',
          '-',
        ],
      ]),
    );
    expect(rows).toEqual([
      [2, 'Dana Levi', 'Q1', '1/2 + 1/3 = 2/5'],
      [2, 'Dana Levi', 'Q2', ''],
    ]);
  });

  it('a long header is long, whatever else it has; a wide header is no missing header', () => {
    expect(wideLayoutOf(['Timestamp', 'student', 'question', 'working'])).toBeNull();
    expect(wideLayoutOf(['Dana', 'Q1', '1/2'])).toBeNull();
    expect(
      tableProblem(
        table([
          ['Timestamp', 'Name', 'Q1'],
          ['t', 'Dana', '1'],
        ]),
        ANSWER_COLUMNS,
      ),
    ).toBeNull();
  });

  it('a wide class grades as its long copy, row numbers the students’', () => {
    const key = readAnswerKey(
      table([
        ['question', 'answer'],
        ['Q1', '5/6'],
        ['Q2', '1 1/2'],
      ]),
    ) as AnswerKey;
    const layout = wideLayoutOf(['Timestamp', 'Name', 'Q1', 'Q2'])!;
    expect(longRecordsOf(layout, ['t', ' Dana ', '5/6', '3/2'])).toEqual([
      ['Dana', 'Q1', '5/6'],
      ['Dana', 'Q2', '3/2'],
    ]);
    const rows = readWideAnswerRows(
      table([
        ['Timestamp', 'Name', 'Q1', 'Q2'],
        ['t', 'Dana', '1/2 + 1/3 = 5/6', '3/4 : 1/2 = 3/2'],
        ['t', 'Yoni', '1/2 + 1/3 = 2/5', '1'],
      ]),
      layout,
    );
    expect(rows.map((row) => [row.row, gradeRow(row, key).verdict])).toEqual([
      [2, 'correct'],
      [2, 'correct'],
      [3, 'step_mismatch'],
      [3, 'answer_mismatch'],
    ]);
  });
});
