// Issue 38, what a teacher meets the first day on the Class tab: a key written as the Working tab
// writes numbers (a mixed number), the key's problems said once at the preview and never blamed on
// a student's row; every wait is on what the page shows.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { odsBytes, xlsxBytes } from '../src/testing/workbooks';
import { ClassPage } from './pages/class';

const ANSWERS = [
  'student,question,working',
  'Dana,Q1,1/2 + 1 = 3/2',
  'Yoni,Q1,3/4 + 3/4 = 1 2/4',
  'Maya,Q1,1/2 + 1/2 = 1',
  'Avi,Q2,1/4 + 1/4 = 2/4',
  'Ben,Q2,1/2 + 1/3 = 2/5',
  '',
].join('\n');

test('a mixed-number key grades by value; a key answer that is no number is the key’s problem, said once at the preview', async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  writeFileSync(join(dir, 'answers.csv'), ANSWERS);
  writeFileSync(join(dir, 'key.csv'), 'question,answer\nQ1,1 1/2\nQ2,1/2 or 2/4\n');
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'answers.csv'), join(dir, 'key.csv')], 5);

  // At the preview, before grading: the key's fault, once, as the key's.
  const keyFaults = classTab.panel.getByTestId('class-key-faults');
  await expect(keyFaults).toBeVisible();
  await expect(keyFaults.getByRole('listitem')).toHaveText([
    'Key row 3: the answer “1/2 or 2/4” of Q2 is not a number (write it as 3/4, 1 1/2, 0.75 or 75%); Q2 is graded without an answer.',
  ]);

  await classTab.gradeButton.click();
  await expect(classTab.counts).toHaveText(
    '5 rows: 3 correct, 1 with a wrong step, 0 dividing by zero, 1 with another answer, 0 not in the required form, 0 invalid.',
  );
  // No student's row is blamed for the key: no bad rows, and Q1 is 2 of 3 right (67%), not 0%.
  await expect(classTab.badRowsHeading).toHaveCount(0);
  const q1 = classTab.panel.locator('.class-questions tbody tr').filter({ has: page.getByRole('button', { name: 'Q1' }) });
  await expect(q1).toContainText('67%');
  // Said once on the screen: the summary's copy of the key's problems is for print only.
  await expect(classTab.panel.getByTestId('class-key-faults')).toHaveCount(2);
  await expect(classTab.panel.getByTestId('class-key-faults').filter({ visible: true })).toHaveCount(1);
});

test('an .xlsx and an .ods copy of the class (and of its mixed-number key) grade as the CSV did; the workbook reader is loaded only then', async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  const rows = ANSWERS.trimEnd()
    .split('\n')
    .map((line) => line.split(','));
  // The key's 1 1/2 typed in a spreadsheet's fraction format: kept as 1.5, shown as 1 1/2.
  const keyRows = [
    ['question', 'answer'],
    ['Q1', { value: 1.5, shown: '1 1/2' }],
    ['Q2', '5/6'],
  ];
  const workbookChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/workbook-table-[^/]*\.js$/.test(new URL(request.url()).pathname)) workbookChunks.push(request.url());
  });
  const classTab = new ClassPage(page);
  await classTab.goto();
  writeFileSync(join(dir, 'answers.csv'), ANSWERS);
  writeFileSync(join(dir, 'key.csv'), 'question,answer\nQ1,1 1/2\nQ2,5/6\n');
  await classTab.chooseFiles([join(dir, 'answers.csv'), join(dir, 'key.csv')], 5);
  await classTab.gradeButton.click();
  const counts =
    '5 rows: 2 correct, 1 with a wrong step, 0 dividing by zero, 2 with another answer, 0 not in the required form, 0 invalid.';
  await expect(classTab.counts).toHaveText(counts);
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), classTab.exportButton.click()]);
  const csvResults = readFileSync(await csvDownload.path());
  expect(workbookChunks, 'a CSV class never loads the workbook reader').toEqual([]);

  for (const [extension, write] of [
    ['xlsx', xlsxBytes],
    ['ods', odsBytes],
  ] as const) {
    writeFileSync(join(dir, `answers.${extension}`), write(rows));
    writeFileSync(join(dir, `key.${extension}`), write(keyRows));
    await classTab.chooseFiles([join(dir, `answers.${extension}`), join(dir, `key.${extension}`)], 5);
    await expect(classTab.panel.locator('.class-file-name').first()).toHaveText(`answers.${extension}`);
    await classTab.gradeButton.click();
    await expect(classTab.panel.getByText('Graded 5 rows.')).toBeVisible();
    await expect(classTab.counts).toHaveText(counts);
    const [download] = await Promise.all([page.waitForEvent('download'), classTab.exportButton.click()]);
    expect(readFileSync(await download.path()).equals(csvResults), `the results of the .${extension} copy equal the CSV's`).toBe(true);
  }
  expect(workbookChunks.length).toBeGreaterThan(0);
});

test('a Moodle responses report (.xlsx) and a Google Forms export (CSV), one row per student, are recognised and graded as one row per answer', async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  writeFileSync(join(dir, 'key.csv'), 'question,answer\nQ1,5/6\nQ2,1 1/2\n');
  writeFileSync(
    join(dir, 'moodle-responses.xlsx'),
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
        '1 December 2026 10:00',
        '1 December 2026 10:09',
        '9 mins',
        '10.00',
        '1/2 + 1/3 = 5/6',
        '3/4 : 1/2 = 3/2',
      ],
      [
        'Cohen',
        'Avi',
        'avi@school.il',
        'Finished',
        '1 December 2026 10:00',
        '1 December 2026 10:07',
        '7 mins',
        '0.00',
        '1/2 + 1/3 = 2/5',
        '3/4 : 1/2 = 3/8',
      ],
    ]),
  );
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'moodle-responses.xlsx'), join(dir, 'key.csv')], 4);
  await expect(classTab.panel.getByTestId('class-wide-note')).toHaveText(
    'Read as a Moodle export: one row per student (2), one column per question (2); each answer is graded as a row of its own.',
  );
  await expect(classTab.panel.locator('.class-preview tbody tr').first()).toHaveText(['Dana Levi', 'Q1', '1/2 + 1/3 = 5/6'].join(''));
  await classTab.gradeButton.click();
  await expect(classTab.counts).toHaveText(
    '4 rows: 2 correct, 2 with a wrong step, 0 dividing by zero, 0 with another answer, 0 not in the required form, 0 invalid.',
  );
  // Each answer opens in the Working tab: Avi's second one, not his first.
  const avisSecond = classTab.results.filter({ hasText: 'Avi Cohen' }).filter({ hasText: 'Q2' });
  await avisSecond.getByRole('button', { name: /^Open the working of/ }).click();
  await expect(page).toHaveURL(/#\/working$/);
  await expect(page.locator('#panel-working')).toContainText('Opened row 3 of the class: Avi Cohen, Q2.');
  await expect(page.locator('#panel-working .cm-content')).toContainText('3/4 : 1/2 = 3/8');

  await page.goto('/#/class');
  writeFileSync(
    join(dir, 'forms.csv'),
    'Timestamp,Email address,Name,Q1\n2026/12/01 10:00:00,dana@school.il,Dana,"1/2 + 1/3\n= 5/6"\n2026/12/01 10:02:00,yoni@school.il,,1/2 + 1/3 = 2/5\n',
  );
  await classTab.chooseFiles([join(dir, 'forms.csv')], 2);
  await expect(classTab.panel.getByTestId('class-wide-note')).toContainText(
    'Read as a Google Forms export: one row per student (2), one column per question (1)',
  );
  await classTab.gradeButton.click();
  await expect(classTab.counts).toHaveText(
    '2 rows: 1 correct, 1 with a wrong step, 0 dividing by zero, 0 with another answer, 0 not in the required form, 0 invalid.',
  );
  await expect(classTab.results.filter({ hasText: 'yoni@school.il' })).toHaveCount(1);
});

test('an empty file, a header-only file and one whose first row names no column are each said once, for the file; a file whose first row is an answer and one with Hebrew headers are read and graded', async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  const classTab = new ClassPage(page);
  await classTab.goto();
  const problem = classTab.panel.getByTestId('class-file-problem');
  const choose = async (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    await classTab.answersInput.setInputFiles(join(dir, name));
  };

  await choose('empty.csv', '');
  await expect(problem).toHaveText('empty.csv is empty: it has no rows at all. Choose the file with the class’s answers.');
  await expect(classTab.gradeButton).toBeDisabled();
  // No preview of nothing, no list of every column missing.
  await expect(classTab.panel.locator('.class-mapping')).toHaveCount(0);

  await choose('header-only.csv', 'student,question,working\r\n');
  await expect(problem).toHaveText('header-only.csv has a header row but no rows under it: there is nothing to grade.');
  await expect(classTab.gradeButton).toBeDisabled();

  await choose('misnamed.csv', 'Studnt,Qestion,Wrking\nDana,Q1,1/2 + 1/3 = 5/6\n');
  await expect(problem).toHaveText(
    'misnamed.csv has no header row: its first row (Studnt, Qestion, Wrking) names none of the columns student, question, working, answer, final_form. Add a header row naming them first, then choose the file again.',
  );
  await expect(classTab.gradeButton).toBeDisabled();

  // A first row that is already an answer: recognised, its columns read in order, from row 1.
  await choose('no-header.csv', 'Dana,Q1,1/2 + 1/3 = 5/6\nYoni,Q1,1/2 + 1/3 = 2/5\n');
  await expect(problem).toHaveCount(0);
  await expect(classTab.panel.getByTestId('class-headerless-note')).toHaveText(
    'This file has no header row: its first row is already an answer, so its columns are read in the order student, question, working. Correct them below if they are in another order.',
  );
  await expect(classTab.panel.getByText('2 rows to grade.')).toBeVisible();
  await classTab.gradeButton.click();
  await expect(classTab.counts).toHaveText(
    '2 rows: 1 correct, 1 with a wrong step, 0 dividing by zero, 0 with another answer, 0 not in the required form, 0 invalid.',
  );
  await expect(classTab.results.first().locator('td').first()).toHaveText('1');

  await choose('hebrew.csv', 'תלמיד,שאלה,דרך\nדנה,ש1,1/2 + 1/3 = 5/6\nיוני,ש1,1/2 + 1/3 = 2/5\n');
  await expect(problem).toHaveCount(0);
  await expect(classTab.panel.getByText('2 rows to grade.')).toBeVisible();
  await classTab.gradeButton.click();
  await expect(classTab.counts).toHaveText(
    '2 rows: 1 correct, 1 with a wrong step, 0 dividing by zero, 0 with another answer, 0 not in the required form, 0 invalid.',
  );
});

test.describe('in Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('a file’s problem and the key’s are said in Hebrew', async ({ page }, testInfo) => {
    const dir = testInfo.outputPath();
    writeFileSync(join(dir, 'answers.csv'), '');
    await page.goto('/#/class');
    const panel = page.locator('#panel-class');
    await expect(panel.getByRole('heading', { name: 'בדיקת כיתה' })).toBeVisible();
    await panel.getByLabel('קובץ התשובות').setInputFiles(join(dir, 'answers.csv'));
    await expect(panel.getByTestId('class-file-problem')).toHaveText('answers.csv ריק: אין בו שורות בכלל. בחרו את הקובץ עם תשובות הכיתה.');

    writeFileSync(join(dir, 'answers.csv'), ANSWERS);
    writeFileSync(join(dir, 'key.csv'), 'שאלה,מפתח\nQ1,1 1/2\nQ2,חצי\n');
    await panel.getByLabel('קובץ התשובות').setInputFiles([join(dir, 'answers.csv'), join(dir, 'key.csv')]);
    await expect(panel.getByTestId('class-key-faults').getByRole('listitem')).toHaveText([
      'שורה 3 במפתח: התשובה „חצי” לשאלה Q2 אינה מספר (כתבו אותה כמו 3/4,\u200f 1 1/2,\u200f 0.75 או 75%); השאלה Q2 נבדקת בלי תשובה.',
    ]);
  });
});

test('the printed class report has the table per student and never says “rows to grade”; counts read “3 of 3”; a dropped long cell says so; a file input shows one name', async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  // window.print is the browser's dialog: counted here instead (an init script is not the page's, so the CSP allows it).
  await page.addInitScript(
    'window.print = () => { document.documentElement.dataset.printed = String(Number(document.documentElement.dataset.printed || 0) + 1); };',
  );
  const long = `1 + ${'1 + '.repeat(4100)}1`;
  // The long row first, so the preview (the first five rows) shows it.
  writeFileSync(join(dir, 'answers.csv'), ANSWERS.replace('\n', `\nLee,Q2,${long}\n`));
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'answers.csv')], 6);
  // One name beside the input; the input itself shows none (its text is transparent, its button is not).
  await expect(classTab.panel.locator('.class-file-name')).toHaveText(['answers.csv']);
  await expect(classTab.answersInput).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
  // The long cell is marked as dropped in the preview, and its row says so once graded.
  await expect(classTab.panel.locator('.class-preview .class-cell-dropped')).toHaveText(
    '(dropped: longer than 16,384 characters; this row is not graded)',
  );
  await classTab.gradeButton.click();
  await expect(classTab.counts).toContainText('6 rows:');
  await expect(classTab.panel.locator('.class-bad-list li')).toContainText([
    'a cell was too long to read, so it was dropped and the row is not graded',
  ]);
  const q1 = classTab.panel.locator('.class-questions tbody tr').filter({ has: page.getByRole('button', { name: 'Q1' }) });
  await expect(q1.locator('td').nth(1)).toHaveText('3 of 3');

  await classTab.panel.getByRole('button', { name: 'Print the class report' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '1');
  await page.emulateMedia({ media: 'print' });
  const students = classTab.panel.getByTestId('class-print-students');
  await expect(students).toBeVisible();
  await expect(students.locator('.class-student-head')).toHaveText([
    'Avi — 1 of 1 correct',
    'Ben — 0 of 1 correct',
    'Dana — 1 of 1 correct',
    'Lee — 0 of 1 correct',
    'Maya — 1 of 1 correct',
    'Yoni — 1 of 1 correct',
  ]);
  await expect(students.locator('tbody').filter({ hasText: 'Ben' }).locator('tr').nth(1)).toContainText('wrong step');
  await expect(classTab.panel.getByText(/rows to grade/)).toBeHidden();
  await expect(classTab.panel.locator('.class-results')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(students).toBeHidden();
  await expect(classTab.panel.getByText('6 rows to grade.')).toBeVisible();
});
