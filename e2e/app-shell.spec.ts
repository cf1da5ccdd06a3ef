import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ExpressionEditor } from './pages/app';

const TABS = ['Working', 'Evaluate', 'Check', 'Trace', 'Subtract', 'Class'] as const;
const hashOf = (tab: (typeof TABS)[number]) => `#/${tab.toLowerCase()}`;

async function expectSelected(page: Page, selected: (typeof TABS)[number]): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${hashOf(selected)}$`));
  for (const tab of TABS) {
    const isSelected = tab === selected;
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', String(isSelected));
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('tabindex', isSelected ? '0' : '-1');
    if (isSelected) await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    else await expect(page.locator(`#panel-${tab.toLowerCase()}`)).toBeHidden();
  }
}

test('six ARIA tabs, Working first and opened by a first visit; arrows, Home and End move between them and the hash follows', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('tablist', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([...TABS]);
  await expectSelected(page, 'Working');

  await page.getByRole('tab', { name: 'Working' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Evaluate' })).toBeFocused();
  await expectSelected(page, 'Evaluate');
  await page.keyboard.press('ArrowRight');
  await expectSelected(page, 'Check');
  await page.keyboard.press('End');
  await expectSelected(page, 'Class');
  await page.keyboard.press('ArrowRight');
  await expectSelected(page, 'Working');
  await page.keyboard.press('ArrowLeft');
  await expectSelected(page, 'Class');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Working' })).toBeFocused();
  await expectSelected(page, 'Working');
});

test('the hash keeps the tab across reload, back and forward; an unknown hash opens Working', async ({ page }) => {
  await page.goto('/#/trace');
  await expectSelected(page, 'Trace');
  await page.getByRole('tab', { name: 'Subtract' }).click();
  await expectSelected(page, 'Subtract');
  await page.goBack();
  await expectSelected(page, 'Trace');
  await page.goForward();
  await expectSelected(page, 'Subtract');
  await page.reload();
  await expectSelected(page, 'Subtract');
  await page.goto('/#/nowhere');
  await expectSelected(page, 'Working');
});

test('what the user typed survives switching tabs and reloading', async ({ page }) => {
  await page.goto('/#/check');
  const claim = page.getByLabel('Claimed value');
  await claim.fill('7/3');
  await page.getByRole('tab', { name: 'Evaluate' }).click();
  await page.getByRole('tab', { name: 'Check' }).click();
  await expect(claim).toHaveValue('7/3');
  await page.reload();
  await expect(page.getByLabel('Claimed value')).toHaveValue('7/3');
});

test('usable by keyboard alone: from the tabs, Tab reaches the editor and typing evaluates', async ({ page }) => {
  await page.goto('/#/evaluate');
  const editor = new ExpressionEditor(page.locator('#panel-evaluate'));
  await expect(editor.content).toBeVisible();
  await page.getByRole('tab', { name: 'Evaluate' }).focus();
  await page.keyboard.press('Tab');
  await expect(editor.content).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('qty * 2');
  await expect(page.getByTestId('evaluate-value')).toHaveText('6.00');
  // Tab leaves the editor (it is not captured for indentation).
  await page.keyboard.press('Tab');
  await expect(editor.content).not.toBeFocused();
});

for (const tab of TABS) {
  test(`${tab} fits a 360 px wide phone without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${hashOf(tab)}`);
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${tab} has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/${hashOf(tab)}`);
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel).toBeVisible();
      // A tool tab's result region has settled (the Class tab has none before a class is chosen).
      if (tab !== 'Class') await expect(panel.locator('[role="status"][aria-atomic="true"]')).not.toHaveText(/…$/);
      // Open the disclosures so their content is checked too.
      for (const summary of await panel.locator('details > summary').all()) await summary.click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('going back to an earlier input is answered from the cache, without asking the engine again', async ({ page }) => {
  // Counts the requests the page sends to the engine worker (not the greeting that names its reply channel).
  await page.addInitScript(`
    globalThis.__engineRequests = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && 'toolId' in message) globalThis.__engineRequests.push(JSON.stringify(message.input));
      return post.call(this, message, ...rest);
    };
  `);
  await page.goto('/#/subtract');
  const numerator = page.getByLabel('Numerator of a', { exact: true });
  const difference = page.getByTestId('subtract-difference');
  await expect(difference).toHaveText('1/6');
  await numerator.fill('5');
  await expect(difference).toHaveText('13/6');
  await numerator.fill('1');
  await expect(difference).toHaveText('1/6');
  await numerator.fill('5');
  await expect(difference).toHaveText('13/6');
  const sent = (await page.evaluate('globalThis.__engineRequests')) as string[];
  expect(sent.filter((input) => input.includes('"numerator":"5"'))).toHaveLength(1);
  expect(sent.filter((input) => input.includes('"numerator":"1","denominator":"2"'))).toHaveLength(1);
});
