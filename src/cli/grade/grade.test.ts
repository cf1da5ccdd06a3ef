// `exactly grade` as a teacher runs it: the real binary on class files with bad rows.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { odsBytes, xlsxBytes } from '../../testing/workbooks';

const BIN = fileURLToPath(new URL('../../../bin/exactly.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'exactly-grade-'));

function file(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function grade(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [BIN, 'grade', ...args], { encoding: 'utf8', timeout: 30_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const ANSWERS = file(
  'answers.csv',
  [
    '\uFEFFStudent;Question;Working;Answer',
    '"דנה";Q1;"1/2 + 1/3',
    '= 2/5";',
    'Yoni;Q1;"1/2 + 1/3 = 5/6";',
    'Maya;Q2;"3/4 : 1/2 = 3/8";',
    '"Lee, ""Sam""";Q3;;',
    'Avi;Q9;1/2;',
    'Ben;Q1;1 + 05;',
    'Li;Q2;3/2;7/2',
    '=HYPERLINK("x");Q2;3/0;',
    '',
  ].join('\r\n'),
);
const KEY = file('key.csv', 'question,answer,final_form\nQ1,5/6,lowest terms\nQ2,3/2,\nQ3,1,\nQ1,1,\n');

const EXPECTED_CSV = [
  'student,question,verdict,first_error_line,misconceptions,final_value',
  'דנה,Q1,step_mismatch,2,added_across,2/5',
  'Yoni,Q1,correct,,,5/6',
  'Maya,Q2,step_mismatch,1,multiplied_instead_of_divided,3/8',
  '"Lee, ""Sam""",Q3,invalid,,,',
  'Avi,Q9,invalid,,,',
  'Ben,Q1,invalid,,,',
  'Li,Q2,answer_mismatch,,,3/2',
  `"'=HYPERLINK(""x"")",Q2,division_by_zero,1,,`,
  '',
].join('\r\n');

describe('exactly grade', () => {
  it('writes the results CSV in input order, exactly the six columns, and exits 0 with bad rows', () => {
    const run = grade(ANSWERS, '--key', KEY);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(EXPECTED_CSV);
  });

  it('puts the summary on standard error: verdicts, questions, misconceptions, bad rows with reasons, unused key rows', () => {
    const { stderr } = grade(ANSWERS, '--key', KEY);
    expect(stderr).toContain(
      '8 rows: 1 correct, 2 with a wrong step, 1 dividing by zero, 1 with another answer, 0 not in the required form, 3 invalid.',
    );
    expect(stderr).toContain('Q1: 1 of 2 correct (50%), 1 invalid; most common: added across ×1');
    expect(stderr).toContain('added across (added_across): 1 (rows 2)');
    expect(stderr).toContain('row 5: missing_working');
    expect(stderr).toContain('row 6: unknown_question');
    expect(stderr).toContain('row 7: bad_number');
    expect(stderr).not.toMatch(/\d\/\d+ correct/);
    expect(stderr).toContain('row 5: duplicate_question');
  });

  it('--out writes the file, --jsonl one JSON object per row with the same fields', () => {
    const out = join(dir, 'results.csv');
    expect(grade(ANSWERS, '--key', KEY, '--out', out).stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe(EXPECTED_CSV);
    const lines = grade(ANSWERS, '--key', KEY, '--jsonl')
      .stdout.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toEqual({
      student: 'דנה',
      question: 'Q1',
      verdict: 'step_mismatch',
      first_error_line: 2,
      misconceptions: ['added_across'],
      final_value: '2/5',
    });
    expect(lines[3]).toEqual({
      student: 'Lee, "Sam"',
      question: 'Q3',
      verdict: 'invalid',
      first_error_line: null,
      misconceptions: [],
      final_value: null,
    });
  });

  it('without a key every question is graded, with no answer and any form', () => {
    const run = grade(ANSWERS);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\r\n')[5]).toBe('Avi,Q9,correct,,,1/2');
  });

  it('grades a key written as the Working tab writes numbers (1 1/2, .5, 75%) by value, and says a key answer that is no number once, before the rows, as the key’s', () => {
    const answers = file(
      'mixed-answers.csv',
      [
        'student,question,working',
        'Dana,Q1,1/2 + 1 = 3/2',
        'Yoni,Q1,3/4 + 3/4 = 1 2/4',
        'Maya,Q1,1/2 + 1/2 = 1',
        'Avi,Q2,1/4 + 1/4 = 2/4',
        'Ben,Q3,1/2 + 1/4 = 3/4',
        'Li,Q4,1/2 + 1/3 = 2/5',
        'Noa,Q4,1/2 + 1/3 = 5/6',
        '',
      ].join('\n'),
    );
    const key = file('mixed-key.csv', 'question,answer\nQ1,1 1/2\nQ2,.5\nQ3,75%\nQ4,5/6 or so\n');
    const run = grade(answers, '--key', key);
    expect(run.status).toBe(0);
    expect(
      run.stdout
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',').slice(0, 3).join(',')),
    ).toEqual([
      'Dana,Q1,correct',
      'Yoni,Q1,correct',
      'Maya,Q1,answer_mismatch',
      'Avi,Q2,correct',
      'Ben,Q3,correct',
      // Q4's key answer is no number: graded step by step, without an answer, no row blamed.
      'Li,Q4,step_mismatch',
      'Noa,Q4,correct',
    ]);
    expect(run.stderr).toMatch(
      /^Key .*mixed-key\.csv: 1 row has a problem:\n  row 5: bad_answer: key row 5: the answer "5\/6 or so" of question "Q4" is not read/,
    );
    expect(run.stderr.match(/bad_answer/g)).toHaveLength(1);
    expect(run.stderr).toContain(
      '7 rows: 5 correct, 1 with a wrong step, 0 dividing by zero, 1 with another answer, 0 not in the required form, 0 invalid.',
    );
  });

  it.each([
    ['no file', []],
    ['two files', ['a.csv', 'b.csv']],
    ['--key without a file', ['answers.csv', '--key']],
    ['an unknown option', ['answers.csv', '--nope']],
    ['a file that does not exist', [join(dir, 'missing.csv')]],
  ])('exits 2 on a usage error: %s', (_name, args) => {
    const run = grade(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^exactly grade: /);
  });

  it.each([
    ['xlsx', xlsxBytes],
    ['ods', odsBytes],
  ])(
    'reads an .%s answers file and key (first sheet) as their CSV copies, byte for byte the same results and summary',
    (extension, write) => {
      const answerRows = [
        ['student', 'question', 'working'],
        ['Dana', 'Q1', '1/2 + 1\n= 3/2'],
        ['Yoni', 'Q1', '3/4 + 3/4 = 1 2/4'],
        ['Maya', 'Q1', '1/2 + 1/2 = 1'],
        ['', '', ''],
        ['Avi', 'Q2', '1/2 + 1/3 = 2/5'],
        ['Ben', 'Q9', '1'],
        ['Noa', 'Q2', '1 + 1/3 = 4/3'],
      ];
      // The key's 1 1/2 typed in a fraction format, kept as the float 1.5; its 1 1/3 kept as 1.3333333333333333 and shown as 1 1/3.
      const keyRows = [
        ['question', 'answer'],
        ['Q1', { value: 1.5, shown: '1 1/2' }],
        ['Q2', { value: 4 / 3, shown: '1 1/3' }],
      ];
      const csvKey = [
        ['question', 'answer'],
        ['Q1', '1 1/2'],
        ['Q2', '1 1/3'],
      ];
      const csv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');
      const fromCsv = grade(file(`wb-answers-${extension}.csv`, csv(answerRows)), '--key', file(`wb-key-${extension}.csv`, csv(csvKey)));
      const answers = file(`answers.${extension}`, Buffer.from(write(answerRows)));
      const fromWorkbook = grade(answers, '--key', file(`key.${extension}`, Buffer.from(write(keyRows))));
      expect(fromWorkbook.status).toBe(0);
      expect(fromWorkbook.stdout).toBe(fromCsv.stdout);
      expect(fromWorkbook.stderr).toBe(fromCsv.stderr);
      expect(
        fromWorkbook.stdout
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.split(',')[2]),
      ).toEqual(['correct', 'correct', 'answer_mismatch', 'step_mismatch', 'invalid', 'correct']);
      expect(fromWorkbook.stderr).toContain('row 7: unknown_question');
      // A workbook saved under another name is told by what it holds.
      expect(
        grade(file(`renamed-${extension}`, Buffer.from(write(answerRows))), '--key', file(`key.${extension}`, Buffer.from(write(keyRows))))
          .stdout,
      ).toBe(fromCsv.stdout);
    },
  );

  it('recognises a Google Forms export (CSV) and a Moodle responses report (.xlsx): one row per student, graded as the long rows, at the students’ row numbers', () => {
    const key = file('wide-key.csv', 'question,answer\nWhat is 1/2 + 1/3?,5/6\nQ1,5/6\nQ2,1 1/2\n');
    const forms = file(
      'forms.csv',
      [
        'Timestamp,Email address,Name,What is 1/2 + 1/3?',
        '2026/12/01 10:00:00,dana@school.il,Dana,"1/2 + 1/3\n= 5/6"',
        '2026/12/01 10:02:00,yoni@school.il,,1/2 + 1/3 = 2/5',
        '',
      ].join('\n'),
    );
    const fromForms = grade(forms, '--key', key);
    expect(fromForms.status).toBe(0);
    expect(fromForms.stdout).toBe(
      'student,question,verdict,first_error_line,misconceptions,final_value\r\nDana,What is 1/2 + 1/3?,correct,,,5/6\r\nyoni@school.il,What is 1/2 + 1/3?,step_mismatch,1,added_across,2/5\r\n',
    );
    expect(fromForms.stderr).toContain("forms.csv: read as Google Forms's export, one row per student, 1 question (What is 1/2 + 1/3?)");
    expect(fromForms.stderr).toContain('added across (added_across): 1 (rows 3)');

    const moodle = file(
      'moodle.xlsx',
      Buffer.from(
        xlsxBytes([
          [
            'Surname',
            'First name',
            'Email address',
            'State',
            'Started on',
            'Completed',
            'Time taken',
            'Grade/10.00',
            'Response 1',
            'Response 2',
          ],
          [
            'Levi',
            'Dana',
            'dana@school.il',
            'Finished',
            '1 December 2026',
            '1 December 2026',
            '9 mins',
            '10.00',
            '1/2 + 1/3 = 5/6',
            '3/4 : 1/2 = 3/2',
          ],
          ['Cohen', 'Avi', 'avi@school.il', 'Finished', '1 December 2026', '1 December 2026', '7 mins', '0.00', '1/2 + 1/3 = 2/5', '-'],
        ]),
      ),
    );
    const fromMoodle = grade(moodle, '--key', key);
    expect(fromMoodle.status).toBe(0);
    expect(fromMoodle.stdout.split('\r\n').slice(1, -1)).toEqual([
      'Dana Levi,Q1,correct,,,5/6',
      'Dana Levi,Q2,correct,,,3/2',
      'Avi Cohen,Q1,step_mismatch,1,added_across,2/5',
      'Avi Cohen,Q2,invalid,,,',
    ]);
    expect(fromMoodle.stderr).toContain('row 3: missing_working: row 3 has no working');
  });

  it('a file named .xlsx that is not one is said as such, exit 2', () => {
    const run = grade(file('fake.xlsx', 'student,question,working\nA,Q1,1\n'));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^exactly grade: .*fake\.xlsx could not be read as a workbook: it is not a workbook/);
  });

  it.each([
    ['an empty file', '', 'is empty: it has no rows at all'],
    ['a file of a byte order mark and blank lines', '\uFEFF\r\n\r\n', 'is empty: it has no rows at all'],
    ['a header-only file', 'student,question,working\r\n', 'has a header row but no rows under it'],
    [
      'a file whose header names no column',
      'Studnt,Qestion,Wrking\nDana,Q1,1/2 + 1/3 = 5/6\n',
      'has no header row: its first row (Studnt, Qestion, Wrking) names none of the columns student, question, working',
    ],
    ['a file whose first row is blank', '\nDana,Q1,1\n', 'has no header row: its first row is blank'],
  ])('%s is said on standard error, once, and the command exits 2 with nothing on standard output', (name, text, message) => {
    const run = grade(file(`${name.replace(/\W+/g, '-')}.csv`, text));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^exactly grade: .*${message.replace(/[()/+]/g, '\\$&')}`));
  });

  it('a file without a header row whose first row is an answer is read in the documented column order, from row 1', () => {
    const run = grade(file('headerless.csv', 'Dana,Q1,1/2 + 1/3 = 5/6\nYoni,Q1,1/2 + 1/3 = 2/5\nAvi,Q1,\n'));
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      'student,question,verdict,first_error_line,misconceptions,final_value\r\nDana,Q1,correct,,,5/6\r\nYoni,Q1,step_mismatch,1,added_across,2/5\r\nAvi,Q1,invalid,,,\r\n',
    );
    expect(run.stderr).toMatch(/headerless\.csv: no header row; its columns read in the order student, question, working\n/);
    // Row numbers are the spreadsheet's: the first row is row 1.
    expect(run.stderr).toContain('added across (added_across): 1 (rows 2)');
    expect(run.stderr).toContain('row 3: missing_working');
  });

  it('an empty key is said as the key’s', () => {
    const run = grade(ANSWERS, '--key', file('empty-key.csv', ''));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^exactly grade: .*empty-key\.csv is empty/);
  });

  it('reads Hebrew headers (תלמיד, שאלה, דרך, תשובה; a key’s מפתח)', () => {
    const answers = file('hebrew.csv', 'תלמיד,שאלה,דרך\nדנה,ש1,1/2 + 1/3 = 5/6\nיוני,ש1,1/2 + 1/3 = 2/5\n');
    const key = file('hebrew-key.csv', 'שאלה,מפתח,צורה סופית\nש1,5/6,מצומצם\nש2,1 1/2,עגול\n');
    const run = grade(answers, '--key', key);
    expect(run.stdout).toBe(
      'student,question,verdict,first_error_line,misconceptions,final_value\r\nדנה,ש1,correct,,,5/6\r\nיוני,ש1,step_mismatch,1,added_across,2/5\r\n',
    );
    // עגול (round) is no form: the key's problem, said once.
    expect(run.stderr).toContain('row 3: bad_final_form: key row 3: the final form "עגול" of question "ש2"');
  });

  it('exits 2 on a file without the working column, naming it', () => {
    const run = grade(file('no-working.csv', 'student,question,answer\nA,Q1,1\n'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('has no column working');
  });

  it('exits 2 on a file that is not UTF-8, saying how to save it', () => {
    const run = grade(file('latin1.csv', Buffer.from('student,question,working\nJos\xe9,Q1,1\n', 'latin1')));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('is not UTF-8 text');
  });

  it('stops reading at 64 MiB without a row: an endless input is a file it cannot read, not a full memory', () => {
    const run = grade('/dev/zero');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('is over 64 MiB');
  });

  it('--help shows the usage', () => {
    const run = grade('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: exactly grade ANSWERS.csv');
  });
});
