// Issue 38, a teacher in Hebrew: the misconception chart reads from the right with every label
// beside its bar (none under the bars), its fraction and equation groups named, and every bad
// row's reason in Hebrew, isolated so that an English reason id or a student's text does not
// reorder the sentence.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ClassPage } from './pages/class';

const ANSWERS = [
  'student,question,working',
  'Dana,Q1,1/2 + 1/3 = 2/5',
  'Yoni,Q1,1/2 + 1/4 = 2/6',
  'Maya,Q2,"2x + 3 = 7\n2x = 7 + 3"',
  'Avi,Q2,"3x = 12\nx = 12 - 3"',
  'Ben,Q1,',
  'Lea,Q1,1/2 + # = 1',
  'Tom,Q3,2 x 3 = 6x',
  '',
].join('\n');

test('in Hebrew the chart puts every label beside its bar, names its two groups, and says each bad row in Hebrew', async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  writeFileSync(join(dir, 'answers.csv'), ANSWERS);
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'answers.csv')], 7);
  await classTab.gradeButton.click();
  await expect(classTab.counts).toContainText('7 rows:');
  await page.getByLabel('Language').selectOption('he');
  const chart = classTab.panel.locator('.class-chart');
  await expect(chart.locator('.class-chart-group')).toHaveText(['שברים, עשרוניים, אחוזים וחזקות', 'משוואות']);

  // Every label is inside the chart and beside its bar: no label box overlaps a bar's box.
  const chartBox = (await chart.boundingBox())!;
  const bars = await chart.locator('.class-bar').all();
  expect(bars.length).toBeGreaterThanOrEqual(3);
  for (const bar of bars) {
    const label = (await bar.locator('.class-bar-label').boundingBox())!;
    const rect = (await bar.locator('rect').boundingBox())!;
    const name = (await bar.locator('.class-bar-label').textContent()) ?? '';
    // Named in Hebrew, the equation rules too (not by their ids).
    expect(name).not.toMatch(/[A-Za-z_]{4,}/);
    expect(label.x, name).toBeGreaterThanOrEqual(chartBox.x - 0.5);
    expect(label.x + label.width, name).toBeLessThanOrEqual(chartBox.x + chartBox.width + 0.5);
    // Read from the right: the label to the right of its bar.
    expect(label.x, name).toBeGreaterThanOrEqual(rect.x + rect.width - 0.5);
  }

  // The bad rows: each reason a Hebrew sentence, in its own isolate.
  const bad = classTab.panel.locator('.class-bad-list li');
  await expect(bad).toHaveCount(3);
  await expect(bad.nth(0)).toContainText('אין בשורה דרך פתרון');
  await expect(bad.nth(1)).toContainText('אי אפשר לקרוא את דרך הפתרון כפי שהיא כתובה');
  await expect(bad.nth(2)).toContainText('x בדרך הפתרון יכול להיות סימן כפל או הנעלם');
  for (const item of await bad.all()) await expect(item.locator('bdi').first()).not.toContainText(/[A-Za-z]{4,}/);
});

test('a working with an emoji is said with the emoji itself, never its code point, in the bad row and in the Working tab', async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  writeFileSync(join(dir, 'answers.csv'), 'student,question,working\nDana,Q1,1/2 + 1/2 = 🎉\nYoni,Q1,1/2 + 1/2 = 1\n');
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'answers.csv')], 2);
  await classTab.gradeButton.click();
  const bad = classTab.panel.locator('.class-bad-list li');
  await expect(bad).toHaveCount(1);
  await expect(bad).toHaveAttribute('title', /"🎉"/);
  await expect(bad).not.toHaveAttribute('title', /U\+1F389/);
  await expect(bad).toContainText('the working cannot be read as it is written; open it to see where');
  await classTab.panel.getByRole('button', { name: /Dana/ }).first().click();
  await expect(page).toHaveURL(/#\/working$/);
  await expect(page.locator('#panel-working [data-testid=working-verdict]')).toContainText('“🎉” cannot be part of a working');
});
