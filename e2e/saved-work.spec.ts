// Saved work: every tab's input is saved as it is typed (IndexedDB, with a synchronous
// localStorage mirror) and comes back after a reload — even one right after the last keystroke —
// after the page is closed, when the mirror is gone, and offline. Damaged storage is ignored.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, waitForServiceWorkerControl } from './fixtures';
import { EvaluatePage } from './pages/evaluate';
import { SubtractPage } from './pages/subtract';
import { TracePage } from './pages/trace';
import { openTab } from './pages/app';

const DRAFT_KEY = (tab: string) => `exactly:v1:draft:${tab}`;

/** The tab's draft as IndexedDB holds it (database "exactly", store "saved"), or null. */
async function idbDraft(page: Page, tab: string): Promise<unknown> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('exactly');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('saved')) { db.close(); resolve(null); return; }
      const get = db.transaction('saved').objectStore('saved').get(${JSON.stringify(DRAFT_KEY(tab))});
      get.onsuccess = () => { db.close(); resolve(get.result ?? null); };
      get.onerror = () => reject(get.error);
    };
  })`);
}

async function putIdbDraft(page: Page, tab: string, value: unknown): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('exactly');
    open.onupgradeneeded = () => open.result.createObjectStore('saved');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('saved', 'readwrite');
      tx.objectStore('saved').put(${JSON.stringify(value)}, ${JSON.stringify(DRAFT_KEY(tab))});
      tx.oncomplete = () => { open.result.close(); resolve(null); };
      tx.onerror = () => reject(tx.error);
    };
  })`);
}

test('a reload straight after the last keystroke brings every Evaluate field back', async ({ page }) => {
  const evaluate = new EvaluatePage(page);
  await evaluate.goto();
  await evaluate.editor.replace('a * b + c');
  await evaluate.variableName(0).fill('a');
  await evaluate.variableValue(0).fill('1.5');
  await evaluate.scale.fill('3');
  await evaluate.rounding.selectOption('floor');
  // The last keystroke, then the reload at once: no time for any debounced write.
  await evaluate.variableValue(1).fill('4');
  await page.reload();

  await expect(evaluate.editor.content).toHaveText('a * b + c');
  await expect(evaluate.variableName(0)).toHaveValue('a');
  await expect(evaluate.variableValue(0)).toHaveValue('1.5');
  await expect(evaluate.variableValue(1)).toHaveValue('4');
  await expect(evaluate.scale).toHaveValue('3');
  await expect(evaluate.rounding).toHaveValue('floor');
});

test('keys typed one by one into the expression editor survive a reload right after the last one', async ({ page }) => {
  const evaluate = new EvaluatePage(page);
  await evaluate.goto();
  await evaluate.editor.replace('7');
  await evaluate.editor.content.press('End');
  await page.keyboard.type(' / 8 + 1');
  await page.reload();
  await expect(evaluate.editor.content).toHaveText('7 / 8 + 1');
});

test('the Check, Trace and Subtract forms come back after a reload', async ({ page }) => {
  const check = await openTab(page, 'check');
  await check.locator('.cm-content').click();
  await check.locator('.cm-content').press('ControlOrMeta+a');
  await page.keyboard.insertText('2/3 + 1/6');
  await check.getByLabel('Claimed value').fill('5/6');
  await check.getByLabel(/Require canonical form/).uncheck();

  const trace = new TracePage(page);
  await trace.goto();
  await trace.panel.getByRole('button', { name: 'Add step' }).click();
  await trace.field(2, 'right value').fill('7/8');
  await trace.field(1, 'operator').selectOption('/');
  await trace.claim.fill('99');

  const subtract = new SubtractPage(page);
  await subtract.goto();
  await subtract.enter(['-5', '9'], ['1', '3']);

  await page.reload();
  await expect(subtract.field('a', 'numerator')).toHaveValue('-5');
  await expect(subtract.field('a', 'denominator')).toHaveValue('9');
  await expect(subtract.field('b', 'numerator')).toHaveValue('1');
  await expect(subtract.difference).toContainText('-8/9');

  await trace.goto();
  await expect(trace.rows).toHaveCount(3);
  await expect(trace.field(2, 'right value')).toHaveValue('7/8');
  await expect(trace.field(1, 'operator')).toHaveValue('/');
  await expect(trace.claim).toHaveValue('99');

  const checkAgain = await openTab(page, 'check');
  await expect(checkAgain.locator('.cm-content')).toHaveText('2/3 + 1/6');
  await expect(checkAgain.getByLabel('Claimed value')).toHaveValue('5/6');
  await expect(checkAgain.getByLabel(/Require canonical form/)).not.toBeChecked();
});

test('the work survives closing the page: a new page in the same browser finds it', async ({ context, page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await subtract.enter(['7', '12'], ['1', '4']);
  await expect(subtract.difference).toContainText('1/3');
  await page.close();

  const next = await context.newPage();
  const again = new SubtractPage(next);
  await again.goto();
  await expect(again.field('a', 'numerator')).toHaveValue('7');
  await expect(again.field('a', 'denominator')).toHaveValue('12');
  await expect(again.difference).toContainText('1/3');
});

test('IndexedDB holds the work: with the localStorage mirror cleared, a reload restores it from there', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await subtract.enter(['11', '13'], ['2', '5']);
  await expect
    .poll(() => idbDraft(page, 'subtract'))
    .toMatchObject({ version: 1, state: { aNumerator: '11', aDenominator: '13', bNumerator: '2', bDenominator: '5' } });

  await page.evaluate('localStorage.clear()');
  await page.reload();
  await expect(subtract.field('a', 'numerator')).toHaveValue('11');
  await expect(subtract.field('b', 'denominator')).toHaveValue('5');
  // …and the mirror is written again for the next start.
  expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(DRAFT_KEY('subtract'))})`)).toContain('"aNumerator":"11"');
});

test('a state too large for the mirror is kept in IndexedDB and restored from it', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  const digits = '7'.repeat(300_000);
  await subtract.field('a', 'numerator').fill(digits);
  await expect
    .poll(async () => ((await idbDraft(page, 'subtract')) as { state?: { aNumerator?: string } } | null)?.state?.aNumerator?.length)
    .toBe(300_000);
  expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(DRAFT_KEY('subtract'))})`)).toContain('"elsewhere":1');

  await page.reload();
  await expect.poll(async () => (await subtract.field('a', 'numerator').inputValue()).length).toBe(300_000);
});

test('damaged or foreign saved data is ignored: the tab opens on its example, nothing is injected', async ({ page }) => {
  const errors = collectPageErrors(page);
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await openTab(page, 'subtract');
  // A mirror that is not JSON, and an IndexedDB record with a field no build writes.
  await page.evaluate(`localStorage.setItem(${JSON.stringify(DRAFT_KEY('subtract'))}, '{"version":1,"rev":')`);
  await putIdbDraft(page, 'subtract', {
    version: 1,
    rev: Date.now() + 1e9,
    state: { aNumerator: '5', aDenominator: '2', bNumerator: '1', bDenominator: '3', html: '<img src=x onerror=alert(1)>' },
  });
  // The Check tab's mirror holds a well-formed state whose text is markup: it must stay text.
  const payload = '<img src=x onerror="window.__pwned=1">';
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(DRAFT_KEY('check'))}, ${JSON.stringify(JSON.stringify({ version: 1, rev: Date.now(), state: { expression: payload, claimedValue: payload, requireCanonical: true } }))})`,
  );

  await page.reload();
  const subtract = new SubtractPage(page);
  await expect(subtract.field('a', 'numerator')).toHaveValue('1');
  await expect(subtract.difference).toContainText('1/6');

  const check = await openTab(page, 'check');
  await expect(check.locator('.cm-content')).toHaveText(payload);
  await expect(check.getByLabel('Claimed value')).toHaveValue(payload);
  await expect(page.locator('img')).toHaveCount(0);
  expect(await page.evaluate('window.__pwned === undefined')).toBe(true);
  expect(errors).toEqual([]);
});

test('offline, a reload still restores the saved work', async ({ page, context }) => {
  await page.goto('/#/subtract');
  await waitForServiceWorkerControl(page);
  const subtract = new SubtractPage(page);
  await subtract.enter(['3', '8'], ['1', '8']);
  await expect(subtract.difference).toContainText('1/4');

  await context.setOffline(true);
  await page.reload();
  await waitForServiceWorkerControl(page);
  await expect(subtract.field('a', 'numerator')).toHaveValue('3');
  await expect(subtract.difference).toContainText('1/4');
  // Typed offline, reloaded offline: still there.
  await subtract.field('b', 'numerator').fill('3');
  await page.reload();
  await expect(subtract.field('b', 'numerator')).toHaveValue('3');
  await expect(subtract.difference).toContainText('0');
});
