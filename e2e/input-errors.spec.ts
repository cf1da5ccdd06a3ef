// Issue 30: an input error is said in the page's language, naming the line as the student counts
// it (from 1) and quoting the text at fault; never the engine's English message, a 0-based step
// or a character offset (those stay in the JSON disclosure, as the contract gives them).
import { expect, test } from '@playwright/test';
import { WorkingPage } from './pages/working';
import { EvaluatePage } from './pages/evaluate';
import { TracePage } from './pages/trace';

test.describe('input errors on a Hebrew page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript("localStorage.setItem('exactly:language', 'he')");
  });

  for (const [working, sentence] of [
    ['1/2 + (1/3', 'שורה 1: הסוגריים שנפתחו לפני 1/3 לא נסגרו.'],
    ['1/2 + 1/3\n= 1/2 + a', 'שורה 2: “a” אינו יכול להיות חלק מדרך הפתרון: השתמשו במספרים, ב־+ − × ÷ : ובסוגריים.'],
  ] as const) {
    test(`${JSON.stringify(working)}: a Hebrew sentence under the editor and in the verdict`, async ({ page }) => {
      const tab = new WorkingPage(page);
      await tab.goto();
      await expect(page.locator('html')).toHaveAttribute('lang', 'he');
      await tab.replace(working);
      await expect(tab.problems).toHaveText([sentence]);
      await expect(tab.verdict).toContainText(sentence);
      for (const shown of [tab.problems, tab.verdict]) {
        await expect(shown).not.toContainText(/ at \d|step \d|is not part of a working|ends too early/);
      }
    });
  }

  test('Show a correct working on a working that cannot be read says why in Hebrew', async ({ page }) => {
    const tab = new WorkingPage(page);
    await tab.goto();
    await tab.replace('1/2 + 1/3');
    await expect(tab.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    await tab.content.press('ControlOrMeta+End');
    await page.keyboard.insertText(' +');
    await tab.solve.locator('.solve-controls button').nth(1).dispatchEvent('click');
    await expect(tab.solve).toContainText('שורה 1: “1/2 + 1/3 +” נגמר מוקדם מדי: כתבו מה בא אחרי “+”.');
  });

  test('a step table cell the engine refuses is said in Hebrew, with the step counted from 1', async ({ page }) => {
    const trace = new TracePage(page);
    await trace.goto();
    await trace.row(0).locator('input.step-left-value').fill('3.5');
    await expect(trace.verdict).toContainText('“3.5”, הערך השמאלי של צעד 1, הוא מספר עשרוני: כתבו אותו כשבר (0.5 הוא 1/2).');
    await expect(trace.verdict).not.toContainText(/steps\[|is not a fraction/);
  });

  test('a variable the engine refuses is said in Hebrew on its row', async ({ page }) => {
    const evaluate = new EvaluatePage(page);
    await evaluate.goto();
    const row = evaluate.variableRows.first();
    await row.locator('input.variable-value').fill('3/4');
    await expect(row).toContainText('הוא שבר');
    await expect(row).toContainText('“3/4”');
    await expect(row).not.toContainText(/is not a decimal number|must match/);
  });
});
