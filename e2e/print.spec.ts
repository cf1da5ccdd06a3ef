// Printing: a checked trace prints as its table, its verdict and the explanation — no buttons,
// no tab bar, no disclosures, no editor chrome; fields print as plain values.
import { expect, test } from '@playwright/test';
import { TracePage } from './pages/trace';
import { EvaluatePage } from './pages/evaluate';

test('a checked trace prints its table, verdict and explanation, and nothing to click', async ({ page }) => {
  const trace = new TracePage(page);
  await trace.goto();
  await trace.field(1, 'result').fill('3');
  await expect(trace.verdict).toContainText('The trace has a mistake.');
  const explanation = (await trace.explanation.textContent()) ?? '';
  expect(explanation.length).toBeGreaterThan(10);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('button:visible')).toHaveCount(0);
  for (const hidden of [
    '[role="tablist"]',
    '.language-switch',
    '.tab-tools',
    '.trace-io',
    '.build-trace',
    '.json-disclosure',
    '.app-footer',
  ]) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  await expect(page.locator('details:visible')).toHaveCount(0);
  await expect(trace.panel.locator('.step-table')).toBeVisible();
  await expect(trace.row(1)).toBeVisible();
  await expect(trace.panel.locator('.step-actions').first()).toBeHidden();
  await expect(trace.verdict).toBeVisible();
  await expect(trace.explanation).toHaveText(explanation);
  // Fields print as their values, without a box around them.
  await expect(trace.field(1, 'result')).toBeVisible();
  expect(
    await page.evaluate(
      `getComputedStyle(document.querySelector('#panel-trace tr[data-step-index="1"] input.step-result')).borderTopStyle`,
    ),
  ).toBe('none');

  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.emulateMedia({ media: 'screen' });
  await expect(trace.panel.getByRole('button', { name: 'Add step' })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
});

test('the Evaluate tab prints the expression as text with its result, without the editor’s chrome', async ({ page }) => {
  const evaluate = new EvaluatePage(page);
  await evaluate.goto();
  await expect(evaluate.value).toHaveText('64.92');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('button:visible')).toHaveCount(0);
  await expect(evaluate.editor.content).toHaveText('price * qty * (1 + tax / 100)');
  await expect(evaluate.editor.content).toBeVisible();
  expect(await page.evaluate(`getComputedStyle(document.querySelector('#panel-evaluate .cm-editor')).borderTopStyle`)).toBe('none');
  await expect(evaluate.value).toBeVisible();
});
