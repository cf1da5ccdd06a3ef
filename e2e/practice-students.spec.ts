// A sheet for each student: a teacher grades a class (bench/class-file.ts's generator), makes a
// sheet for each student from their own misconceptions, prints them (each student's sheet on its
// own page with their name, the keys after all the sheets) and exports the one key, which grades
// the students' answers to their own sheets with `exactly grade`, and a Moodle quiz with a category
// per student; in Hebrew the sheets are in Hebrew.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { classFiles } from '../bench/class-file';
import { ClassPage } from './pages/class';

const ROWS = 80;

async function gradeClass(page: Page, dir: string): Promise<ClassPage> {
  const files = classFiles(ROWS);
  writeFileSync(join(dir, 'answers.csv'), files.answers);
  writeFileSync(join(dir, 'key.csv'), files.key);
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.answersInput.setInputFiles([join(dir, 'answers.csv'), join(dir, 'key.csv')]);
  await expect(classTab.panel.getByText(/rows to grade\./)).toBeVisible();
  await classTab.gradeButton.click();
  await expect(classTab.counts).toBeVisible({ timeout: 60_000 });
  return classTab;
}

test('a teacher grades a class and prints a sheet for each student, then grades the sheets with their key', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const dir = testInfo.outputPath();
  const classTab = await gradeClass(page, dir);
  const students = classTab.panel.getByRole('region', { name: 'A sheet for each student' });
  await classTab.panel.getByLabel('Seed (the same seed makes the same sheet)').fill('77');
  await classTab.panel.getByLabel('Problems per misconception').fill('2');
  await students.getByRole('button', { name: 'Make a sheet for each student' }).click();
  const sheets = students.getByTestId('student-sheets');
  await expect(students.getByText(/^\d+ sheets made\.$/)).toBeVisible({ timeout: 60_000 });
  const made = Number(/^(\d+)/.exec((await students.getByText(/^\d+ sheets made\.$/).textContent()) ?? '')![1]);
  expect(made).toBeGreaterThan(1);

  // Each student's sheet is a page with their name, and the keys come after all the sheets.
  const pages = sheets.getByTestId('practice-page');
  await expect(pages).toHaveCount(2 * made);
  const headings = await pages.locator('h4').allTextContents();
  const sheetHeadings = headings.slice(0, made);
  const keyHeadings = headings.slice(made);
  expect(sheetHeadings.every((heading) => heading.startsWith('Practice sheet for '))).toBe(true);
  expect(keyHeadings.every((heading) => heading.startsWith('Answer key for '))).toBe(true);
  const names = sheetHeadings.map((heading) => /^Practice sheet for (.*?) Seed \d+$/.exec(heading)![1]!);
  expect(new Set(names).size).toBe(made);
  await expect(pages.first()).toContainText(`Name: ${names[0]}`);
  // Students with no misconception get no sheet and are listed with what they got wrong.
  await expect(students.getByTestId('practice-no-sheet').locator('li').first()).toContainText('No sheet for');

  // Printed: only the sheets, each page after the first on a new page.
  await page.evaluate(`document.documentElement.classList.add('print-student-sheets')`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('button:visible')).toHaveCount(0);
  // (By test id: printing hides the page around the sheets, and with it the regions' names.)
  const printed = page.getByTestId('student-sheets').getByTestId('practice-page');
  await expect(printed.first()).toBeVisible();
  await expect(printed.first()).toContainText(`Name: ${names[0]}`);
  await expect(printed.nth(1)).toHaveCSS('break-before', 'page');
  await expect(printed.nth(made)).toHaveCSS('break-before', 'page');
  await expect(page.getByTestId('class-counts')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(`document.documentElement.classList.remove('print-student-sheets')`);

  // The key grades the class's answers to their own sheets: the right working is correct, the diagnostic answer names its mistake.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    students.getByRole('button', { name: 'Export the key of all the sheets (CSV, for grading here)' }).click(),
  ]);
  const keyPath = join(dir, 'students-key.csv');
  const keyCsv = readFileSync(await download.path()).toString('utf8');
  writeFileSync(keyPath, keyCsv);
  const [header, ...rows] = keyCsv.trimEnd().split('\r\n');
  expect(header).toBe('question,answer,final_form,denominator');
  expect(rows.length).toBeGreaterThan(0);
  const questions = rows.map((row) => row.replace(/^"((?:[^"]|"")*)",.*$|^([^,]*),.*$/, '$1$2'));
  expect(new Set(questions).size).toBe(rows.length);
  expect(questions.every((question) => names.some((name) => question.replace(/""/g, '"').startsWith(`${name}/P`)))).toBe(true);
  const keyRows = rows.length;
  const answers = ['student,question,working', ...questions.map((question) => `x,${question},"1/2 + 1/3\n= 5/6"`)].join('\n');
  writeFileSync(join(dir, 'returned.csv'), answers);
  const graded = execFileSync(process.execPath, ['bin/exactly.js', 'grade', join(dir, 'returned.csv'), '--key', keyPath, '--jsonl'])
    .toString('utf8')
    .trimEnd()
    .split('\n');
  // Every question of the sheets is in the key (no row is an unknown question).
  expect(graded).toHaveLength(keyRows);
  expect(graded.every((line) => !line.includes('unknown_question'))).toBe(true);

  // The Moodle quiz of all the sheets: a category per student, a short-answer question per problem with its feedback.
  const [moodle] = await Promise.all([
    page.waitForEvent('download'),
    students.getByRole('button', { name: 'Export a Moodle quiz of all the sheets (XML, a category per student)' }).click(),
  ]);
  const quiz = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['question', 'answer'].includes(name) }).parse(
    readFileSync(await moodle.path()).toString('utf8'),
  ) as {
    quiz: {
      question: Array<{ '@_type': string; category?: { text: string }; answer?: Array<{ '@_fraction': string; feedback?: unknown }> }>;
    };
  };
  const categories = quiz.quiz.question.filter((question) => question['@_type'] === 'category').map((question) => question.category!.text);
  expect(categories).toEqual(names.map((name) => `$course$/top/Exactly practice, seed 77/${name.replace(/\//g, '//')}`));
  const questionsInQuiz = quiz.quiz.question.filter((question) => question['@_type'] === 'shortanswer');
  expect(questionsInQuiz).toHaveLength(keyRows);
  for (const question of questionsInQuiz) expect(question.answer!.filter((answer) => answer.feedback !== undefined)).toHaveLength(1);
});

test('in Hebrew the students’ sheets are in Hebrew', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const dir = testInfo.outputPath();
  await page.goto('/#/class');
  await page.getByLabel('Language').selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  const files = classFiles(ROWS);
  writeFileSync(join(dir, 'answers.csv'), files.answers);
  writeFileSync(join(dir, 'key.csv'), files.key);
  const panel = page.locator('#panel-class');
  await panel
    .locator('input[type="file"]')
    .first()
    .setInputFiles([join(dir, 'answers.csv'), join(dir, 'key.csv')]);
  await panel.getByRole('button', { name: 'בדיקת הכיתה' }).click();
  const students = panel.getByRole('region', { name: 'דף לכל תלמיד' });
  await students.getByRole('button', { name: 'יצירת דף לכל תלמיד' }).click();
  const pages = students.getByTestId('practice-page');
  await expect(pages.first()).toBeVisible({ timeout: 60_000 });
  await expect(pages.first().locator('h4')).toContainText('דף תרגול עבור');
  await expect(pages.first().locator('.practice-task-instruction').first()).toContainText(/חשבו כל תרגיל|כתבו כל|פתרו כל/);
  const key = students.locator('.practice-key').first();
  await expect(key.locator('.practice-feedback').first()).toContainText('אם התשובה היא');
  await expect(key.locator('.practice-feedback').first()).toContainText('נראה ש');
});
