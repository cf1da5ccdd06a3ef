// A class kept by the build before the worker's class store (the page's saved store, under
// exactly:v1:class:results) is opened and graded again on the first visit to the Class tab, never
// a blank tab; a damaged one is deleted with a message. Either way the old entry is gone after.
import { expect, test } from '@playwright/test';
import { ClassPage } from './pages/class';

const LEGACY_KEY = 'exactly:v1:class:results';
const answers = 'student,question,working\nAda,Q1,1/2 + 1/3 = 2/5\nBen,Q1,1/2 + 1/3 = 5/6\nCy,Q2,3/4 - 1/4 = 1/2\n';
const oldState = {
  answers: { name: 'class.csv', text: answers },
  key: null,
  answersMapping: null,
  keyMapping: null,
  results: [],
  keyFaults: [],
};

async function keepLegacy(page: import('@playwright/test').Page, text: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(`localStorage.setItem(${JSON.stringify(LEGACY_KEY)}, ${JSON.stringify(text)})`);
}

test('a class the previous version kept is opened and graded again', async ({ page }) => {
  await keepLegacy(page, JSON.stringify({ version: 1, rev: 1, state: oldState }));
  const classTab = new ClassPage(page);
  await classTab.goto();
  await expect(
    classTab.panel.getByText('Your class, as the previous version of Exactly kept it, was opened and graded again.'),
  ).toBeVisible();
  await expect(classTab.counts).toContainText('3 rows');
  await expect(classTab.bar('added_across')).toBeVisible();
  expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(LEGACY_KEY)})`)).toBeNull();
  // Kept by this build from now on: a reload shows it without the message.
  await page.reload();
  await expect(classTab.counts).toContainText('3 rows');
  await expect(classTab.panel.getByText(/previous version/)).toHaveCount(0);
});

test('a damaged class the previous version kept is deleted with a message, never a blank tab', async ({ page }) => {
  await keepLegacy(page, '{"version":1,"rev":1,"state":{"answers":{"name":"class.csv"}');
  const classTab = new ClassPage(page);
  await classTab.goto();
  await expect(
    classTab.panel.getByText('The class the previous version of Exactly kept could not be read, and was deleted: open its files again.'),
  ).toBeVisible();
  await expect(classTab.answersInput).toBeVisible();
  expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(LEGACY_KEY)})`)).toBeNull();
});
