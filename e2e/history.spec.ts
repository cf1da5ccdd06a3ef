// History: each tab keeps its last requests with their answers, listed newest first in a
// disclosure; a request enters once its answer has stayed on screen a moment (the answer to the
// input the tab opened with does not: it is no new request); choosing an entry restores it; the
// list survives a reload and can be cleared or trimmed (and that undone). Every wait here is on
// what the page shows, never on time: the open list updates as entries are recorded. Each step
// changes one field, so each is one request: on a busy machine, a step through several fields
// could leave its intermediate requests on screen long enough to be recorded.
import { expect, test } from '@playwright/test';
import { HistoryPanel } from './pages/history';
import { SubtractPage } from './pages/subtract';

test('settled requests are listed newest first with their answers; one click restores an entry', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  const history = new HistoryPanel(page, 'subtract');
  await history.open();
  await expect(subtract.difference).toContainText('1/6');
  await history.expectEmpty();

  await subtract.field('b', 'denominator').fill('6');
  await expect(subtract.difference).toContainText('1/3');
  await expect(history.entries).toHaveCount(1);
  await subtract.field('a', 'numerator').fill('9');
  await expect(subtract.difference).toContainText('13/3');
  await expect(history.entries).toHaveCount(2);
  await expect(history.entries.nth(0)).toContainText('9/2 − 1/6');
  await expect(history.entries.nth(0)).toContainText('= 13/3');
  await expect(history.entries.nth(1)).toContainText('1/2 − 1/6');
  await expect(history.entries.nth(1)).toContainText('= 1/3');

  await history.restore('1/2 − 1/6');
  await expect(page.getByTestId('tab-notice-subtract')).toContainText('Restored from the history.');
  await expect(subtract.field('a', 'numerator')).toHaveValue('1');
  await expect(subtract.difference).toContainText('1/3');
  // Asked again, it moves to the top instead of being listed twice.
  await expect(history.entries.nth(0)).toContainText('1/2 − 1/6');
  await expect(history.entries).toHaveCount(2);
});

test('errors are kept with their answer; the history survives a reload; clearing can be undone', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  const history = new HistoryPanel(page, 'subtract');
  await history.open();
  await subtract.field('a', 'denominator').fill('0');
  await expect(subtract.result).toContainText('Invalid input');
  await expect(history.entries).toHaveCount(1);
  await expect(history.entries.first()).toContainText('1/0 − 1/3');

  await page.reload();
  await history.open();
  await expect(history.entries).toHaveCount(1);
  await expect(history.entries.first()).toContainText('1/0 − 1/3');
  await expect(history.entries.first()).toContainText('Invalid input');

  await history.clear();
  await history.expectEmpty();
  await page.getByTestId('tab-notice-subtract').getByRole('button', { name: 'Undo' }).click();
  await expect(history.entries).toHaveCount(1);

  // Cleared, then reloaded at once: nothing comes back (e2e/durability.spec.ts runs this in a loop).
  await history.clear();
  await page.reload();
  await history.open();
  await history.expectEmpty();
  // The input the page reopened with (1/0 − 1/3) is answered again, and not recorded again.
  await expect(subtract.result).toContainText('Invalid input');
  await history.expectEmpty();
});

test('one entry can be removed, and the removal undone', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  const history = new HistoryPanel(page, 'subtract');
  await history.open();
  await subtract.field('b', 'denominator').fill('8');
  await expect(history.entries).toHaveCount(1);
  await subtract.field('b', 'denominator').fill('10');
  await expect(history.entries).toHaveCount(2);

  await history.remove('1/2 − 1/8');
  await expect(history.entries).toHaveCount(1);
  await expect(history.entries.first()).toContainText('1/2 − 1/10');
  await expect(page.getByTestId('tab-notice-subtract')).toContainText('Removed from the history.');
  await page.getByTestId('tab-notice-subtract').getByRole('button', { name: 'Undo' }).click();
  await expect(history.entries).toHaveCount(2);
  await history.expectRequests(['1/2 − 1/10', '1/2 − 1/8']);
});

test('each tab has its own history', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  const subtractHistory = new HistoryPanel(page, 'subtract');
  await subtractHistory.open();
  await subtract.field('b', 'denominator').fill('5');
  await expect(subtractHistory.entries).toHaveCount(1);

  await page.goto('/#/check');
  const check = page.locator('#panel-check');
  await check.getByLabel('Claimed value').fill('24/12');
  await expect(check.locator('[data-verdict="wrong"]')).toBeVisible();
  const checkHistory = new HistoryPanel(page, 'check');
  await checkHistory.open();
  await expect(checkHistory.entries).toHaveCount(1);
  await expect(checkHistory.entries).toContainText('1 + 1/2 + 1/3 + 1/4 = 24/12');
  await expect(checkHistory.entries).toContainText('wrong');
  await expect(subtractHistory.entries).toHaveCount(1);
  await expect(subtractHistory.entries).toContainText('1/2 − 1/5');
});
