// Issue 38, what a teacher meets the first day on the Class tab: a key written as the Working tab
// writes numbers (a mixed number), the key's problems said once at the preview and never blamed on
// a student's row; every wait is on what the page shows.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
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

test('a mixed-number key grades by value; a key answer that is no number is the key’s problem, said once at the preview', async ({ page }, testInfo) => {
  const dir = testInfo.outputPath();
  writeFileSync(join(dir, 'answers.csv'), ANSWERS);
  writeFileSync(join(dir, 'key.csv'), 'question,answer\nQ1,1 1/2\nQ2,1/2 or 2/4\n');
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'answers.csv'), join(dir, 'key.csv')], 5);

  // At the preview, before grading: the key's fault, once, as the key's.
  const keyFaults = classTab.panel.getByTestId('class-key-faults');
  await expect(keyFaults).toBeVisible();
  await expect(keyFaults.getByRole('listitem')).toHaveText(['Key row 3: the answer “1/2 or 2/4” of Q2 is not a number (write it as 3/4, 1 1/2, 0.75 or 75%); Q2 is graded without an answer.']);

  await classTab.gradeButton.click();
  await expect(classTab.counts).toHaveText('5 rows: 3 correct, 1 with a wrong step, 0 dividing by zero, 1 with another answer, 0 not in the required form, 0 invalid.');
  // No student's row is blamed for the key: no bad rows, and Q1 is 2 of 3 right (67%), not 0%.
  await expect(classTab.badRowsHeading).toHaveCount(0);
  const q1 = classTab.panel.locator('.class-questions tbody tr').filter({ has: page.getByRole('button', { name: 'Q1' }) });
  await expect(q1).toContainText('67%');
  // Said once on the screen: the summary's copy of the key's problems is for print only.
  await expect(classTab.panel.getByTestId('class-key-faults')).toHaveCount(2);
  await expect(classTab.panel.getByTestId('class-key-faults').filter({ visible: true })).toHaveCount(1);
});
