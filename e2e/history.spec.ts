// History: each tab keeps its last requests with their answers (IndexedDB), listed newest first
// in a disclosure; a request enters once its answer has stayed on screen a moment; choosing an
// entry restores it; the list survives a reload and can be cleared (and the clearing undone).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SubtractPage } from './pages/subtract';

/** An answer enters the history once it has been on screen this long (HISTORY_SETTLE_MS, plus margin). */
const SETTLE = 1300;

async function openHistory(page: Page, tab: string): Promise<Locator> {
  const history = page.getByTestId(`history-${tab}`);
  if ((await history.getAttribute('open')) === null) await history.locator('summary').click();
  return history;
}

test('settled requests are listed newest first with their answers; one click restores an entry', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await expect(subtract.difference).toContainText('1/6');
  await page.waitForTimeout(SETTLE);
  await subtract.enter(['3', '4'], ['1', '6']);
  await expect(subtract.difference).toContainText('7/12');
  await page.waitForTimeout(SETTLE);
  // Typing through intermediate values that never settle leaves no trace of them.
  await subtract.field('a', 'numerator').fill('5');
  await subtract.field('a', 'numerator').fill('9');
  await expect(subtract.difference).toContainText('25/12');
  await page.waitForTimeout(SETTLE);

  const history = await openHistory(page, 'subtract');
  const entries = history.getByTestId('history-entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('9/4 − 1/6');
  await expect(entries.nth(0)).toContainText('= 25/12');
  await expect(entries.nth(1)).toContainText('3/4 − 1/6');
  await expect(entries.nth(1)).toContainText('= 7/12');
  await expect(entries.nth(2)).toContainText('1/2 − 1/3');

  await history.getByRole('button', { name: 'Restore 3/4 − 1/6' }).click();
  await expect(page.getByTestId('tab-notice-subtract')).toContainText('Restored from the history.');
  await expect(subtract.field('a', 'numerator')).toHaveValue('3');
  await expect(subtract.difference).toContainText('7/12');
  // Asked again, it moves to the top instead of being listed twice.
  await page.waitForTimeout(SETTLE);
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('3/4 − 1/6');
});

test('errors are kept with their answer; the history survives a reload; clearing can be undone', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await subtract.enter(['1', '0'], ['1', '3']);
  await expect(subtract.result).toContainText('Invalid input');
  await page.waitForTimeout(SETTLE);

  await page.reload();
  const history = await openHistory(page, 'subtract');
  const entries = history.getByTestId('history-entry');
  await expect(entries.first()).toContainText('1/0 − 1/3');
  await expect(entries.first()).toContainText('Invalid input');
  const count = await entries.count();

  await history.getByRole('button', { name: 'Clear history' }).click();
  await expect(history).toContainText('Nothing yet.');
  await page.getByTestId('tab-notice-subtract').getByRole('button', { name: 'Undo' }).click();
  await expect(entries).toHaveCount(count);

  await history.getByRole('button', { name: 'Clear history' }).click();
  await page.reload();
  await expect(await openHistory(page, 'subtract')).toContainText('Nothing yet.');
});

test('each tab has its own history', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await expect(subtract.difference).toContainText('1/6');
  await page.waitForTimeout(SETTLE);
  await page.goto('/#/check');
  await expect(page.locator('#panel-check [data-verdict="correct"]')).toBeVisible();
  await page.waitForTimeout(SETTLE);
  const check = await openHistory(page, 'check');
  await expect(check.getByTestId('history-entry')).toHaveCount(1);
  await expect(check.getByTestId('history-entry')).toContainText('1 + 1/2 + 1/3 + 1/4 = 25/12');
  await expect(check.getByTestId('history-entry')).toContainText('correct');
});
