import { beforeEach, describe, expect, it } from 'vitest';
import { classFiles } from '../../bench/class-file';
import { readAnswerRows } from '../core/grading/answers';
import { gradeRow } from '../core/grading/grade';
import { readAnswerKey, type AnswerKey } from '../core/grading/key';
import { summarizeClass } from '../core/grading/summary';
import { resultsCsv } from '../csv/results-writer';
import { tableFromText } from '../csv/table-reader';
import { memoryStorage, useClassStorage, type ClassStorage } from './class-storage';
import { forgetClassMemory, runClassStore } from './class-store';
import { odsBytes, xlsxBytes } from '../testing/workbooks';
import type { ClassStatus, ErrorEnvelope, GradedRow } from './messages';

function ok<T>(value: T): Exclude<T, ErrorEnvelope | null> {
  if (typeof value === 'object' && value !== null && 'error' in value) throw new Error((value as ErrorEnvelope).error.message);
  if (value === null) throw new Error('null');
  return value as Exclude<T, ErrorEnvelope | null>;
}

let storage: ClassStorage;
beforeEach(() => {
  storage = memoryStorage();
  useClassStorage(storage);
  forgetClassMemory();
});

async function gradeAll(chunk = 37): Promise<ClassStatus> {
  for (let from = 0; ;) {
    const { done, total } = ok(await runClassStore('class-grade', { from, count: chunk }));
    from = done;
    if (done === total) break;
  }
  return ok(await runClassStore('class-commit', {}));
}

const files = classFiles(300);
const expected = (() => {
  const key = readAnswerKey(tableFromText(files.key)) as AnswerKey;
  const rows = readAnswerRows(tableFromText(files.answers)) as ReturnType<typeof readAnswerRows> & unknown[];
  return (rows as Parameters<typeof gradeRow>[0][]).map((row) => gradeRow(row, key));
})();

describe('the worker’s class store', () => {
  it('opens files, grades them a chunk at a time, keeps the class in chunks, and answers pages, rows and the export', async () => {
    const opened = ok(
      await runClassStore('class-open', {
        answers: { name: 'answers.csv', data: new Blob([files.answers]) },
        key: { name: 'key.csv', data: files.key },
      }),
    );
    expect(opened.answers).toMatchObject({ name: 'answers.csv', rows: expected.length, missing: [] });
    expect(opened.key).toMatchObject({ name: 'key.csv', missing: [] });
    const status = await gradeAll();
    expect(status).toMatchObject({ rows: expected.length, answersName: 'answers.csv', summary: summarizeClass(expected) });

    // A fresh worker (nothing in memory) answers the same from storage.
    forgetClassMemory();
    expect(ok(await runClassStore('class-status', { reload: false, cleared: null }))).toEqual(status);
    const page = ok(
      await runClassStore('class-page', {
        version: status.version,
        offset: 10,
        limit: 5,
        sort: null,
        filters: { verdict: '', question: '', misconception: '' },
      }),
    );
    expect(page).toEqual({ version: status.version, total: expected.length, offset: 10, rows: expected.slice(10, 15) });

    const filtered = ok(
      await runClassStore('class-page', {
        version: status.version,
        offset: 0,
        limit: 1000,
        sort: { column: 'student', descending: true },
        filters: { verdict: 'step_mismatch', question: ' q1 ', misconception: 'added_across' },
      }),
    );
    const want = expected.filter(
      (row) => row.verdict === 'step_mismatch' && row.question === 'Q1' && row.misconceptions.includes('added_across'),
    );
    expect(filtered.total).toBe(want.length);
    expect(want.length).toBeGreaterThan(0);
    expect(new Set(filtered.rows)).toEqual(new Set(want));
    const names = filtered.rows.map((row: GradedRow) => row.student);
    expect(names).toEqual([...names].sort(new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare).reverse());

    const stale = await runClassStore('class-page', {
      version: 'other',
      offset: 0,
      limit: 1,
      sort: null,
      filters: { verdict: '', question: '', misconception: '' },
    });
    expect(stale).toMatchObject({ error: { details: { reason: 'stale_class' } } });

    forgetClassMemory();
    const request = ok(await runClassStore('class-row', { row: expected[0]!.row }));
    expect(request).toHaveProperty('working');

    const exported = ok(await runClassStore('class-export', {}));
    expect(await exported.text()).toBe(resultsCsv(expected));
  });

  it('says what is wrong with a file as a whole: empty, a header only, no header row; Hebrew headers are read', async () => {
    const problemOf = async (text: string) =>
      ok(await runClassStore('class-open', { answers: { name: 'a.csv', data: new Blob([text]) } })).answers!.problem;
    expect(await problemOf('')).toEqual({ kind: 'empty' });
    expect(await problemOf('student,question,working\r\n')).toEqual({ kind: 'header_only' });
    expect(await problemOf('Studnt,Qestion,Wrking\nDana,Q1,1/2 + 1/3 = 5/6\n')).toEqual({
      kind: 'no_header',
      firstRow: ['Studnt', 'Qestion', 'Wrking'],
    });
    // A first row that is already an answer: read without a header, from row 1.
    const headerless = ok(
      await runClassStore('class-open', {
        answers: { name: 'a.csv', data: new Blob(['Dana,Q1,1/2 + 1/3 = 5/6\nYoni,Q1,1/2 + 1/3 = 2/5\n']) },
      }),
    );
    expect(headerless.answers).toMatchObject({
      problem: null,
      headerless: true,
      rows: 2,
      missing: [],
      header: ['student', 'question', 'working'],
      // The reader's empty record after the last line break, as in any preview.
      preview: [['Dana', 'Q1', '1/2 + 1/3 = 5/6'], ['Yoni', 'Q1', '1/2 + 1/3 = 2/5'], ['']],
    });
    expect((await gradeAll()).summary.misconceptions).toEqual([{ kind: 'fraction', rule: 'added_across', count: 1, rows: [2] }]);
    const hebrew = ok(
      await runClassStore('class-open', {
        answers: { name: 'a.csv', data: 'תלמיד,שאלה,דרך\nדנה,ש1,1/2 + 1/3 = 5/6\n' },
        key: { name: 'k.csv', data: '' },
      }),
    );
    expect(hebrew.answers).toMatchObject({ problem: null, missing: [], rows: 1, mapping: { student: 0, question: 1, working: 2 } });
    expect(hebrew.key).toMatchObject({ problem: { kind: 'empty' } });
  });

  it('reads an .xlsx or .ods answers file and key (first sheet) as their CSV copies, and refuses a file named so that is not one', async () => {
    const answerRows = [
      ['student', 'question', 'working'],
      ['Dana', 'Q1', '1/2 + 1\n= 3/2'],
      ['Maya', 'Q1', '1/2 + 1/2 = 1'],
    ];
    const keyRows = [
      ['question', 'answer'],
      ['Q1', '1.5'],
    ];
    const csv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');
    ok(
      await runClassStore('class-open', {
        answers: { name: 'a.csv', data: new Blob([csv(answerRows)]) },
        key: { name: 'k.csv', data: new Blob([csv(keyRows)]) },
      }),
    );
    const fromCsv = await gradeAll();
    const csvExport = await ok(await runClassStore('class-export', {})).text();
    expect(csvExport.split('\r\n').map((line) => line.split(',')[2])).toEqual(['verdict', 'correct', 'answer_mismatch', undefined]);
    for (const [extension, write] of [
      ['xlsx', xlsxBytes],
      ['ods', odsBytes],
    ] as const) {
      const opened = ok(
        await runClassStore('class-open', {
          answers: { name: `a.${extension}`, data: new Blob([write(answerRows).slice()]) },
          key: { name: `k.${extension}`, data: new Blob([write(keyRows).slice()]) },
        }),
      );
      expect(opened.answers).toMatchObject({ problem: null, rows: 2, header: ['student', 'question', 'working'] });
      const graded = await gradeAll();
      expect(graded.summary).toEqual(fromCsv.summary);
      expect(await ok(await runClassStore('class-export', {})).text()).toBe(csvExport);
    }
    const fake = await runClassStore('class-open', { answers: { name: 'fake.xlsx', data: new Blob(['student,question,working\n']) } });
    expect(fake).toMatchObject({ error: { details: { reason: 'not_workbook' } } });
  });

  it('reads a Google Forms export as long rows: a preview of those, what it was read as, and each answer opened by its row and question', async () => {
    const forms =
      'Timestamp,Email address,Name,Q1,Q2\n2026/12/01,dana@school.il,Dana,1/2 + 1/3 = 5/6,3/4 : 1/2 = 3/2\n2026/12/01,yoni@school.il,Yoni,1/2 + 1/3 = 2/5,\n';
    const opened = ok(
      await runClassStore('class-open', { answers: { name: 'forms.csv', data: new Blob([forms]) }, answersMapping: { student: 4 } }),
    );
    expect(opened.answers).toMatchObject({
      problem: null,
      missing: [],
      rows: 4,
      header: ['student', 'question', 'working'],
      mapping: { student: 0, question: 1, working: 2 },
      wide: { source: 'google_forms', questions: 2, students: 2 },
      preview: [
        ['Dana', 'Q1', '1/2 + 1/3 = 5/6'],
        ['Dana', 'Q2', '3/4 : 1/2 = 3/2'],
        ['Yoni', 'Q1', '1/2 + 1/3 = 2/5'],
        ['Yoni', 'Q2', ''],
      ],
    });
    const status = await gradeAll();
    expect(status.summary.verdicts).toMatchObject({ correct: 2, step_mismatch: 1, invalid: 1 });
    expect(ok(await runClassStore('class-row', { row: 2, question: 'Q2' }))).toMatchObject({ working: '3/4 : 1/2 = 3/2' });
    expect(ok(await runClassStore('class-row', { row: 2, question: 'Q1' }))).toMatchObject({ working: '1/2 + 1/3 = 5/6' });
  });

  it('Clear moves the class aside at once, Undo brings it back; a tombstone naming the class clears it on the next status', async () => {
    await runClassStore('class-open', { answers: { name: 'a.csv', data: files.answers }, key: { name: 'k.csv', data: files.key } });
    const status = await gradeAll(500);
    expect(ok(await runClassStore('class-clear', {}))).toEqual({ cleared: status.version });
    expect(await runClassStore('class-status', { reload: true, cleared: null })).toBeNull();
    expect(ok(await runClassStore('class-open', {}))).toEqual({ answers: null, key: null });
    expect(ok(await runClassStore('class-undo-clear', {}))).toEqual(status);
    forgetClassMemory();
    expect(ok(await runClassStore('class-status', { reload: false, cleared: null }))).toEqual(status);
    expect(ok(await runClassStore('class-open', {})).answers?.name).toBe('a.csv');
    // The page's tombstone (a reload straight after Clear, before the worker heard of it).
    forgetClassMemory();
    expect(await runClassStore('class-status', { reload: false, cleared: status.version })).toBeNull();
    expect(await storage.keys('rows/')).toHaveLength(1);
    // A new class replaces the one kept for Undo: no chunk of it is left.
    await runClassStore('class-open', { answers: { name: 'a.csv', data: files.answers } });
    const next = await gradeAll(500);
    expect(await storage.keys('rows/')).toEqual([`rows/${next.version}/0`]);
  });

  it('a class of only bad rows is graded and lists every one; a file over 64 MiB is refused', async () => {
    const bad = 'student,question,working\n' + Array.from({ length: 50 }, (_, i) => `s${i},Q${i},`).join('\n') + '\n=cmd|x,"unclosed\n';
    await runClassStore('class-open', { answers: { name: 'bad.csv', data: bad } });
    const status = await gradeAll();
    expect(status.summary.badRows).toHaveLength(status.rows);
    expect(status.rows).toBe(51);
    const huge = { name: 'huge.csv', data: { size: 64 * 1024 * 1024 + 1 } };
    Object.setPrototypeOf(huge.data, Blob.prototype);
    expect(await runClassStore('class-open', { answers: huge as never })).toMatchObject({
      error: { details: { reason: 'file_too_large' } },
    });
  });

  it('makes a practice sheet in the class’s numbers, with its key, and its Moodle quiz with the page’s sentences', async () => {
    await runClassStore('class-open', { answers: { name: 'a.csv', data: files.answers } });
    const { sheet, keyCsv } = ok(
      await runClassStore('class-practice', { rules: ['added_across', 'cross_multiplied'], seed: 9, perRule: 2 }),
    );
    expect(sheet.problems).toHaveLength(4);
    expect(keyCsv.split('\r\n')[0]).toBe('question,answer,final_form,denominator');
    const xml = ok(
      await runClassStore('practice-moodle', {
        categories: [
          { category: 'c1', problems: sheet.problems.slice(0, 2) },
          { category: 'c2', problems: sheet.problems.slice(2) },
        ],
        language: 'he',
      }),
    );
    expect(xml.match(/type="shortanswer"/g)).toHaveLength(4);
    expect(xml.match(/<category><text>\$course\$\/top\/c\d<\/text><\/category>/g)).toHaveLength(2);
    expect(xml).toContain('נראה ש');
    expect(await runClassStore('practice-moodle', { categories: [], language: 'fr' })).toMatchObject({ error: { code: 'invalid_input' } });
  });

  it("makes a sheet for each student from their own first-listed misconceptions, with one key whose question ids are the student's", async () => {
    await runClassStore('class-open', { answers: { name: 'answers.csv', data: files.answers }, key: { name: 'key.csv', data: files.key } });
    await gradeAll();
    const { sheets, keyCsv } = ok(await runClassStore('class-practice-students', { seed: 4, perRule: 1 }));
    const students = [...new Set(expected.map((row) => row.student.trim()))];
    expect(sheets.map((entry) => entry.student)).toEqual(students);
    for (const { student, plan, sheet } of sheets) {
      const own = expected.filter((row) => row.student.trim() === student && row.verdict !== 'correct' && row.verdict !== 'invalid');
      const firsts = own.map((row) => row.misconceptions[0]).filter((rule) => rule !== undefined);
      if (firsts.length === 0) {
        expect(sheet).toBeNull();
        expect(plan.wrong).toEqual([...new Set(own.map((row) => row.question))]);
        continue;
      }
      const most = Math.max(...firsts.map((rule) => firsts.filter((other) => other === rule).length));
      expect(firsts.filter((rule) => rule === sheet!.rules[0]).length).toBe(most);
      expect(sheet!.rules.every((rule) => firsts.includes(rule))).toBe(true);
      expect(sheet!.problems.every((problem) => problem.question.startsWith(`${student}/P`))).toBe(true);
    }
    const made = sheets.flatMap((entry) => entry.sheet?.problems ?? []);
    expect(made.length).toBeGreaterThan(0);
    expect(keyCsv.trimEnd().split('\r\n')).toHaveLength(made.length + 1);
  }, 60_000);
});
