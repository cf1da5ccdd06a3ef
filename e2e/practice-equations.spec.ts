// Practice from an equation mistake: a teacher grades a class whose equation workings expand a
// bracket on its first term only, finds that mistake among the class's (beside a fraction one),
// makes a sheet of it (equations with a bracket, under one instruction, each key with its
// feedback) and a sheet for each student, and the key grades the returned workings with `exactly grade`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ClassPage } from './pages/class';

const ANSWERS = [
  'student,question,working',
  'Dana,Q1,"2(x + 3) = 14\n2x + 3 = 14\nx = 11/2"',
  'Eli,Q1,"2(x + 3) = 14\n2x + 6 = 14\n2x = 8\nx = 4"',
  'Noa,Q1,"3(x - 1) = 9\n3x - 1 = 9\nx = 10/3"',
  'Dana,Q2,"1/2 + 1/3\n= 2/5"',
  'Eli,Q2,"1/2 + 1/3\n= 5/6"',
  'Noa,Q2,"1/2 + 1/3\n= 5/6"',
].join('\n');

test('a class’s equation mistake is practised: a sheet of bracket equations whose key grades the returned workings', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const dir = testInfo.outputPath();
  writeFileSync(join(dir, 'answers.csv'), `${ANSWERS}\n`);
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'answers.csv')], 6);
  await classTab.gradeButton.click();
  await expect(classTab.counts).toBeVisible({ timeout: 60_000 });

  const practice = classTab.panel.getByRole('region', { name: 'Practice from the mistakes' });
  // The equation mistake is among the class's, most frequent first, and chosen.
  const bracket = practice.getByRole('checkbox', { name: 'bracket expanded on its first term only (2)' });
  await expect(bracket).toBeChecked();
  await expect(practice.getByRole('checkbox', { name: /^added across \(1\)$/ })).toBeChecked();
  await practice.getByRole('checkbox', { name: /^added across \(1\)$/ }).uncheck();
  await practice.getByLabel('Seed (the same seed makes the same sheet)').fill('11');
  await practice.getByLabel('Problems per misconception').fill('3');
  await practice.getByRole('button', { name: 'Make a practice sheet' }).click();
  const sheet = practice.getByTestId('practice-sheet');
  await expect(practice.getByTestId('practice-seed')).toHaveText('Seed 11');

  // One run of equations under one instruction, each line the equation alone.
  const runs = sheet.locator('.practice-task');
  await expect(runs).toHaveCount(1);
  await expect(runs.first()).toHaveAttribute('data-task', 'equation');
  await expect(runs.first().locator('.practice-task-instruction')).toHaveText(
    'Solve each equation. Write each answer as x = … (such as x = 5/2).',
  );
  const lines = await runs.first().locator('li[data-rule="bracket_first_term_only"] .practice-problem').allTextContents();
  expect(lines).toHaveLength(3);
  for (const line of lines) expect(line).toMatch(/^\d+\(x [+-] \d+\) = -?\d+$/);

  // The key: each answer x = v, its worked solution, and what the mistake's answer says.
  const feedback = await sheet.locator('.practice-feedback').allTextContents();
  expect(feedback).toHaveLength(3);
  for (const sentence of feedback)
    expect(sentence).toMatch(
      /^If the answer is x = -?\d+(\/\d+)?: .* has the solution x = -?\d+, not x = .*: it looks like the bracket .* was multiplied out on its first term only, .*\.$/,
    );
  const workings = (await sheet.locator('.practice-solution').allInnerTexts()).map((text) => text.trim());
  expect(workings).toHaveLength(3);

  // The key CSV grades the workings when they come back: the worked solution is correct, the bracket mistake is named.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    practice.getByRole('button', { name: 'Export the key (CSV, for grading here)' }).click(),
  ]);
  const keyPath = join(dir, 'key.csv');
  writeFileSync(keyPath, readFileSync(await download.path()));
  const returned = [
    'student,question,working',
    ...workings.flatMap((working, i) => {
      const [problem] = working.split('\n');
      const [, k, sign, b] = /^(\d+)\(x ([+-]) (\d+)\)/.exec(problem!)!;
      const mistaken = `${problem}\n${k}x ${sign} ${b} = ${problem!.split(' = ')[1]}`;
      return [`right,P${i + 1},"${working}"`, `wrong,P${i + 1},"${mistaken}"`];
    }),
  ].join('\n');
  writeFileSync(join(dir, 'returned.csv'), returned);
  const graded = execFileSync(process.execPath, ['bin/exactly.js', 'grade', join(dir, 'returned.csv'), '--key', keyPath, '--jsonl'])
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { verdict: string; misconceptions: string[] });
  expect(graded.map((row) => row.verdict)).toEqual(workings.flatMap(() => ['correct', 'step_mismatch']));
  expect(graded.filter((row) => row.verdict === 'step_mismatch').every((row) => row.misconceptions[0] === 'bracket_first_term_only')).toBe(
    true,
  );

  // A sheet for each student: Dana's and Noa's have the bracket equations, Dana's the fraction mistake too; Eli made none.
  const students = classTab.panel.getByRole('region', { name: 'A sheet for each student' });
  await students.getByRole('button', { name: 'Make a sheet for each student' }).click();
  await expect(students.getByText('2 sheets made.')).toBeVisible({ timeout: 60_000 });
  const pages = students.getByTestId('student-sheets').getByTestId('practice-page');
  await expect(pages.nth(0).locator('li[data-rule="bracket_first_term_only"]')).not.toHaveCount(0);
  await expect(pages.nth(0).locator('li[data-rule="added_across"]')).not.toHaveCount(0);
  await expect(pages.nth(1).locator('li[data-rule="bracket_first_term_only"]')).not.toHaveCount(0);
  await expect(students.getByTestId('practice-no-sheet')).toContainText('No sheet for Eli');
});
