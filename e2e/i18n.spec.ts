import { expect, test, type Page } from '@playwright/test';
import { seedTabState } from './pages/app';

const HEBREW_TABS = ['דרך הפתרון', 'חישוב', 'בדיקה', 'פתרון מפורט', 'חיסור', 'כיתה'];
const ENGLISH_TABS = ['Working', 'Evaluate', 'Check', 'Trace', 'Subtract', 'Class'];

/** Computed `direction` of the first element a selector matches. */
async function directionOf(page: Page, selector: string): Promise<string> {
  // Runs in the page: only what is inside the function travels there.
  return page
    .locator(selector)
    .first()
    .evaluate(
      (element) =>
        (globalThis as unknown as { getComputedStyle(element: unknown): { direction: string } }).getComputedStyle(element).direction,
    );
}

async function expectTabs(page: Page, names: readonly string[]): Promise<void> {
  await expect(page.getByRole('tab')).toHaveText([...names]);
}

test.describe('Hebrew from the browser’s languages', () => {
  test.use({ locale: 'he-IL' });

  test('a Hebrew browser opens the app in Hebrew, right to left', async ({ page }) => {
    await page.goto('/#/evaluate');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectTabs(page, HEBREW_TABS);
    await expect(page).toHaveTitle('Exactly — מחשבון ובודק שברים מדויק');
    await expect(page.getByLabel('שפה')).toHaveValue('he');
    await expect(page.locator('#panel-evaluate h2')).toHaveText('חישוב מדויק של ביטוי עשרוני');
    // The header is static HTML painted before any script (English); the app translates it in place.
    await expect(page.locator('#app-tagline')).toHaveText(/^שברים ומספרים עשרוניים מדויקים/);
    await expect(page.getByRole('banner').getByLabel('שפה')).toBeVisible();
  });

  test('expressions, numbers, fractions and the step table stay left to right', async ({ page }) => {
    await page.goto('/#/evaluate');
    await expect(page.locator('#panel-evaluate .cm-content')).toBeVisible();
    expect(await directionOf(page, 'body')).toBe('rtl');
    expect(await directionOf(page, '#panel-evaluate .cm-content')).toBe('ltr');
    expect(await directionOf(page, '#panel-evaluate [data-testid=evaluate-value] .ltr')).toBe('ltr');
    await expect(page.locator('#panel-evaluate [data-testid=readable-math]')).toBeVisible();
    expect(await directionOf(page, '#panel-evaluate .readable-forms')).toBe('ltr');

    await page.getByRole('tab', { name: 'פתרון מפורט' }).click();
    const panel = page.locator('#panel-trace');
    await expect(panel.locator('tr[data-step-index]').first()).toBeVisible();
    for (const cell of ['id', 'left', 'operator', 'right', 'result']) {
      expect(await directionOf(page, `#panel-trace tr[data-step-index="0"] td[data-cell="${cell}"]`), cell).toBe('ltr');
    }
    // A step reads left operand, operator, right operand, result from left to right on screen.
    const row = panel.locator('tr[data-step-index="0"]');
    const x = async (selector: string) => (await row.locator(selector).boundingBox())!.x;
    const order = [await x('.step-left-value'), await x('.step-operator'), await x('.step-right-value'), await x('.step-result')];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The explanation is Hebrew, its values isolated left to right.
    await expect(panel.locator('#trace-explanation')).toHaveText('כל 2 הצעדים נכונים, והתוצאה הנטענת היא הערך הסופי, 2.');
    expect(await directionOf(page, '#trace-explanation bdi')).toBe('ltr');
  });

  test('a claim check explains the difference in Hebrew', async ({ page }) => {
    await seedTabState(page, 'check', { expression: '1/3 - 1/2', claimedValue: '1/6', requireCanonical: true });
    await page.goto('/#/check');
    const verdict = page.getByTestId('check-verdict');
    await expect(verdict).toContainText('שגוי. התשובה שלך 1/6 גדולה מדי ב־1/3: הביטוי שווה -1/6.');
    expect(await directionOf(page, '[data-testid=check-verdict] bdi')).toBe('ltr');
  });
});

test.describe('the language switch', () => {
  test('English by default; the Hebrew messages are fetched only when chosen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/#/evaluate');
    await expectTabs(page, ENGLISH_TABS);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /\/he-[\w-]+\.js$/.test(url))).toEqual([]);

    await page.getByLabel('Language').selectOption('he');
    await expectTabs(page, HEBREW_TABS);
    expect(scripts.filter((url) => /\/he-[\w-]+\.js$/.test(url))).toHaveLength(1);
  });

  test('the choice is remembered across a reload, and switching back restores English, left to right', async ({ page }) => {
    await page.goto('/#/subtract');
    await page.getByLabel('Language').selectOption('he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'חיסור' })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectTabs(page, HEBREW_TABS);
    await expect(page.getByLabel('המונה של a', { exact: true })).toBeVisible();

    await page.getByLabel('שפה').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectTabs(page, ENGLISH_TABS);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectTabs(page, ENGLISH_TABS);
  });

  test('the switch is reachable by keyboard and changes the language', async ({ page }) => {
    await page.goto('/#/evaluate');
    await expect(page.getByRole('tab', { name: 'Evaluate' })).toBeVisible();
    const select = page.getByLabel('Language');
    // The first stop in the tab order, before the tabs.
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('every tab fits a 360 px phone in Hebrew', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/#/evaluate');
    await page.getByLabel('Language').selectOption('he');
    for (const tab of ['working', 'evaluate', 'check', 'trace', 'subtract']) {
      await page.goto(`/#/${tab}`);
      await expect(page.locator(`#panel-${tab}`)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator(`#panel-${tab} [role=status][aria-atomic=true]`)).not.toHaveText(/…$/);
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow, tab).toBe(0);
    }
  });
});
