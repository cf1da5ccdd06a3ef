// The Class tab end to end: a 200-row class file and its key (bench/class-file.ts's generator)
// chosen as files, graded in the worker with a progress bar, the counts checked against the
// command line's summary for the same files, a misconception filter, one student's working opened
// in the Working tab with its marks, the export compared byte for byte with `exactly grade --out`,
// the class kept across a reload, and "Clear class data" final on an immediate reload. No network
// request is made while grading. Every wait is on what the page shows.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { classFiles } from '../bench/class-file';
import { ClassPage } from './pages/class';
import { WorkingPage } from './pages/working';

const ROWS = 200;

function gradeWithCli(dir: string): { csv: Buffer; summary: string } {
  const answers = join(dir, 'answers.csv');
  const key = join(dir, 'key.csv');
  const out = join(dir, 'cli-results.csv');
  let summary = '';
  try {
    execFileSync(process.execPath, ['bin/exactly.js', 'grade', answers, '--key', key, '--out', out], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    throw new Error(`exactly grade failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
  // Run again for stderr (execFileSync returns stdout only).
  summary = execFileSync(process.execPath, [
    '-e',
    `
    const { spawnSync } = require('node:child_process');
    const run = spawnSync(process.execPath, ['bin/exactly.js', 'grade', ${JSON.stringify(answers)}, '--key', ${JSON.stringify(key)}, '--out', ${JSON.stringify(join(dir, 'again.csv'))}]);
    process.stdout.write(run.stderr);
  `,
  ]).toString('utf8');
  return { csv: readFileSync(out), summary };
}

test('a 200-row class: graded in the worker, counted, filtered, opened, exported as the CLI writes it, kept and cleared', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const dir = testInfo.outputPath();
  const files = classFiles(ROWS);
  writeFileSync(join(dir, 'answers.csv'), files.answers);
  writeFileSync(join(dir, 'key.csv'), files.key);
  const cli = gradeWithCli(dir);
  const cliCounts = cli.summary.split('\n')[0]!;
  const graded = Number(/^(\d+) rows:/.exec(cliCounts)?.[1]);
  const badRows = Number(/Bad rows \((\d+)\)/.exec(cli.summary)?.[1] ?? '0');
  const lines = cli.csv.toString('utf8').trimEnd().split('\r\n').slice(1);
  const addedAcross = lines.filter((line) => /(^|[,;])added_across([;,]|$)/.test(line)).length;
  expect(graded).toBeGreaterThan(0);
  expect(badRows).toBeGreaterThan(0);
  expect(addedAcross).toBeGreaterThan(0);

  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'answers.csv'), join(dir, 'key.csv')], graded);

  // From here until the class is graded, nothing but the app's own code may be fetched: the data stays on the device.
  const requests: Request[] = [];
  const onRequest = (request: Request) => requests.push(request);
  page.on('request', onRequest);
  await classTab.gradeButton.click();
  await expect(classTab.progress).toBeVisible();
  await expect(classTab.progress).toHaveAttribute('value', String(graded));
  await expect(classTab.counts).toHaveText(cliCounts);
  page.off('request', onRequest);
  // Only the app's own code may load (the practice panel is a lazy chunk, from the precache): no request carries the class.
  const own = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/assets/') && request.postData() === null;
  expect(requests.filter((request) => !own(request)).map((request) => request.url())).toEqual([]);

  await expect(classTab.badRowsHeading).toHaveText(`Bad rows (${badRows})`);
  await expect(classTab.showing).toHaveText(`Showing ${graded} of ${graded} rows.`);

  // A bar of the chart filters the table by its misconception.
  await classTab.bar('added_across').click();
  await expect(classTab.showing).toHaveText(`Showing ${addedAcross} of ${graded} rows.`);
  await expect(classTab.results.first()).toContainText('added across');

  // Sorting happens in the worker: by student, descending, the first row is the last name.
  await classTab.panel
    .getByRole('columnheader', { name: /^Student/ })
    .getByRole('button')
    .click();
  await classTab.panel
    .getByRole('columnheader', { name: /^Student/ })
    .getByRole('button')
    .click();
  await expect(classTab.panel.getByRole('columnheader', { name: /^Student/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(classTab.showing).toHaveText(`Showing ${addedAcross} of ${graded} rows.`);

  // The chart's labels are not cut off: every label's box starts inside the chart.
  const chartBox = (await classTab.panel.locator('.class-chart').boundingBox())!;
  for (const label of await classTab.panel.locator('.class-chart .class-bar-label').all()) {
    const box = (await label.boundingBox())!;
    expect(box.x, (await label.textContent()) ?? '').toBeGreaterThanOrEqual(chartBox.x - 0.5);
  }

  // One student's working, in the Working tab, with its marks.
  const first = classTab.results.first();
  const student = (await first.locator('td').nth(1).textContent()) ?? '';
  await classTab.openButtons().first().click();
  await expect(page).toHaveURL(/#\/working$/);
  const working = new WorkingPage(page);
  await expect(page.locator('#panel-working')).toContainText(`Opened row`);
  await expect(page.locator('#panel-working')).toContainText(student);
  await expect(working.marks.first()).toBeVisible();
  await expect(working.panel.locator('.cm-line-mark.is-emphasised')).toBeVisible();

  // The export is byte for byte what `exactly grade --out` wrote for the same files.
  await page.goto('/#/class');
  await expect(classTab.counts).toHaveText(cliCounts);
  const [download] = await Promise.all([page.waitForEvent('download'), classTab.exportButton.click()]);
  const exported = readFileSync(await download.path());
  expect(exported.equals(cli.csv), 'the exported CSV equals the CLI’s').toBe(true);

  // Practice from the mistakes: the sheet with its seed, its key (a key CSV this tab reads) and a Moodle quiz that parses.
  const practice = classTab.panel.getByRole('region', { name: 'Practice from the mistakes' });
  await practice.getByLabel('Seed (the same seed makes the same sheet)').fill('4242');
  await practice.getByLabel('Problems per misconception').fill('2');
  await practice.getByRole('button', { name: 'Make a practice sheet' }).click();
  const sheet = practice.getByTestId('practice-sheet');
  await expect(practice.getByTestId('practice-seed')).toHaveText('Seed 4242');
  const problems = await sheet.locator('.practice-problems li').count();
  expect(problems).toBe(6);
  await expect(sheet.locator('.practice-feedback').first()).toContainText('it looks like');
  const [keyDownload] = await Promise.all([
    page.waitForEvent('download'),
    practice.getByRole('button', { name: 'Export the key (CSV, for grading here)' }).click(),
  ]);
  const keyCsv = readFileSync(await keyDownload.path()).toString('utf8');
  expect(keyCsv.split('\r\n')[0]).toBe('question,answer,final_form,denominator');
  expect(keyCsv.trimEnd().split('\r\n')).toHaveLength(problems + 1);
  const [moodleDownload] = await Promise.all([
    page.waitForEvent('download'),
    practice.getByRole('button', { name: 'Export a Moodle quiz (XML)' }).click(),
  ]);
  const quiz = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['question', 'answer'].includes(name) }).parse(
    readFileSync(await moodleDownload.path()).toString('utf8'),
  ) as {
    quiz: { question: Array<{ '@_type': string; answer?: Array<{ '@_fraction': string; feedback?: unknown }> }> };
  };
  const questions = quiz.quiz.question.filter((question) => question['@_type'] === 'shortanswer');
  expect(questions).toHaveLength(problems);
  for (const question of questions) expect(question.answer!.filter((answer) => answer.feedback !== undefined)).toHaveLength(1);

  // A reload keeps the class.
  await page.reload();
  await expect(classTab.counts).toHaveText(cliCounts);
  await expect(classTab.showing).toHaveText(`Showing ${graded} of ${graded} rows.`);

  // Clearing is final at once: a reload straight after finds no class.
  await classTab.clearButton.click();
  await expect(classTab.panel.getByText('The class data was deleted from this device.')).toBeVisible();
  await page.reload();
  await expect(classTab.panel.getByRole('heading', { name: 'Grade a class' })).toBeVisible();
  await expect(classTab.counts).toHaveCount(0);
  await expect(classTab.gradeButton).toBeDisabled();
  await expect(classTab.clearButton).toHaveCount(0);
});
