// After one online visit the whole app works with the network gone: the page reloads from the
// service worker's precache, the lazily loaded tabs and the engine worker come from it too, and
// every tab computes a fresh answer (inputs no earlier visit asked, so nothing is a cached reply).
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './fixtures';
import { EvaluatePage } from './pages/evaluate';

async function openTabByClick(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test('after the first visit, a reload with the network off still computes on every tab', async ({ page, context }) => {
  await page.goto('/#/evaluate');
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  // The network really is gone, for the page and for its service worker (which passes anything
  // not precached through to the network).
  expect(await page.evaluate(`fetch('/not-precached-' + Date.now()).then(() => 'reached', () => 'failed')`)).toBe('failed');

  await page.reload();
  await waitForServiceWorkerControl(page);

  const evaluate = new EvaluatePage(page);
  await expect(evaluate.editor.content).toBeVisible();
  await evaluate.askExact();
  await evaluate.editor.replace('1/4 + 1/8 * 3');
  await expect(evaluate.value).toHaveText('0.625');
  await expect(evaluate.fraction).toHaveText('5/8');

  const check = await openTabByClick(page, 'Check');
  const checkEditor = check.locator('.cm-content');
  await checkEditor.click();
  await checkEditor.press('ControlOrMeta+a');
  await page.keyboard.insertText('1/2 + 1/3');
  await check.getByLabel('Claimed value').fill('5/6');
  await expect(check.getByTestId('check-verdict').locator('[data-verdict="correct"]')).toContainText('5/6');
  await check.getByLabel('Claimed value').fill('5/7');
  await expect(check.getByTestId('check-verdict').locator('[data-verdict="wrong"]')).toContainText('5/6');

  const trace = await openTabByClick(page, 'Trace');
  // The initial trace (7/2 − 1/2 = 3, 3 × 2/3 = 2) holds; a wrong claimed result must be caught.
  await trace.getByLabel('Claimed final result').fill('2');
  await expect(trace.getByTestId('trace-verdict').locator('[data-verdict="valid"]')).toBeVisible();
  await trace.getByLabel('Claimed final result').fill('5/2');
  await expect(trace.getByTestId('trace-verdict')).toContainText('The trace has a mistake.');

  const subtract = await openTabByClick(page, 'Subtract');
  await subtract.getByLabel('Numerator of a').fill('3');
  await subtract.getByLabel('Denominator of a').fill('4');
  await subtract.getByLabel('Numerator of b').fill('1');
  await subtract.getByLabel('Denominator of b').fill('6');
  await expect(subtract.getByTestId('subtract-difference')).toContainText('7/12');
});

test('a cold start with the network off opens directly on a lazily loaded tab', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  // A new page, so this is a full load (not a hash change within the first document).
  const coldPage = await context.newPage();
  await coldPage.goto('/#/subtract');
  const subtract = coldPage.getByRole('tabpanel', { name: 'Subtract' });
  await subtract.getByLabel('Numerator of a').fill('-5');
  await subtract.getByLabel('Denominator of a').fill('9');
  await subtract.getByLabel('Numerator of b').fill('1');
  await subtract.getByLabel('Denominator of b').fill('3');
  await expect(subtract.getByTestId('subtract-difference')).toContainText('-8/9');
});
