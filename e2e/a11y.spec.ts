import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const TABS = ['working', 'evaluate', 'check', 'trace', 'subtract'] as const;
const LANGUAGES = ['en', 'he'] as const;
const THEMES = ['light', 'dark'] as const;

/** Starts the page in a language, as if it had been chosen before. */
async function useLanguage(page: Page, language: (typeof LANGUAGES)[number]): Promise<void> {
  await page.addInitScript(`localStorage.setItem('exactly:language', ${JSON.stringify(language)})`);
}

async function openSettled(page: Page, tab: (typeof TABS)[number], language: (typeof LANGUAGES)[number]): Promise<void> {
  await page.goto(`/#/${tab}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const panel = page.locator(`#panel-${tab}`);
  await expect(panel).toBeVisible();
  await expect(panel.locator('[role=status][aria-atomic=true]')).not.toHaveText(/…$/);
  // The readable forms of the result arrive just after it.
  if (tab === 'working') await expect(panel.locator('[data-testid=working-step] [data-testid=mixed-math]').first()).toBeVisible();
  else if (tab !== 'subtract' || (await panel.getByTestId('subtract-difference').count()) > 0) {
    await expect(panel.locator('[data-testid=readable-math]').first()).toBeVisible();
  }
}

for (const tab of TABS) {
  for (const language of LANGUAGES) {
    for (const colorScheme of THEMES) {
      test(`${tab}, ${language}, ${colorScheme}: no axe violations`, async ({ page }) => {
        await useLanguage(page, language);
        await page.emulateMedia({ colorScheme });
        await openSettled(page, tab, language);
        const panel = page.locator(`#panel-${tab}`);
        for (const summary of await panel.locator('details > summary').all()) await summary.click();
        if (tab === 'trace') {
          // The build form's error state is checked too.
          await panel.locator('.build-trace input').first().fill('1/0');
          await panel.locator('.build-trace button[type=submit]').click();
          // Said in the page's language, quoting the operator at fault.
          await expect(panel.getByTestId('build-trace-status')).toContainText(language === 'he' ? 'המחלק 0 הוא 0' : 'The divisor 0 is 0');
        }
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
}

test('results and verdicts are announced through polite live regions', async ({ page }) => {
  await page.goto('/#/evaluate');
  const regions = {
    working: '[data-testid=working-verdict]',
    evaluate: '[data-testid=evaluate-result]',
    check: '[data-testid=check-verdict]',
    trace: '[data-testid=trace-verdict]',
    subtract: '[data-testid=subtract-result]',
  } as const;
  for (const tab of TABS) {
    await page.goto(`/#/${tab}`);
    const region = page.locator(`#panel-${tab} ${regions[tab]}`);
    await expect(region).toHaveAttribute('role', 'status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).not.toBeEmpty();
  }
  const build = page.locator('#panel-trace [data-testid=build-trace-status]');
  await expect(build).toHaveAttribute('aria-live', 'polite');
});

/**
 * Tabs through the whole page from the top, marking each element that takes focus and checking
 * it shows a focus ring (its own outline, or its editor's or file button's). Returns what was
 * focused, then the panel's focusable controls that were never reached.
 */
async function tabThrough(page: Page, tab: (typeof TABS)[number]): Promise<{ withoutRing: string[]; unreached: string[] }> {
  const withoutRing: string[] = [];
  for (let press = 0; press < 120; press++) {
    await page.keyboard.press('Tab');
    // CodeMirror marks its editor focused a moment after the focus event: the ring is awaited, frame by frame (up to 600 frames).
    const step = (await page.evaluate(`(async () => {
      const element = document.activeElement;
      if (!element || element === document.body) return { done: true };
      if (element.dataset.a11yReached === '1') return { done: true };
      element.dataset.a11yReached = '1';
      const ringHolder = element.closest('.cm-editor') ?? element.closest('.file-button') ?? element;
      const hasRing = () => {
        const style = getComputedStyle(ringHolder);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      };
      for (let frame = 0; frame < 600 && !hasRing(); frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      const ring = hasRing();
      return { done: false, ring, name: element.tagName + '.' + element.className + ' ' + (element.getAttribute('aria-label') ?? element.textContent ?? '').slice(0, 40) };
    })()`)) as { done: boolean; ring?: boolean; name?: string };
    if (step.done) break;
    if (!step.ring) withoutRing.push(step.name!);
  }
  const unreached =
    (await page.evaluate(`[...document.querySelectorAll('#panel-${tab} :is(button, input, select, textarea, summary, [tabindex="0"], .cm-content)')]
    .filter((element) => !element.disabled && element.getClientRects().length > 0 && element.dataset.a11yReached !== '1'
      && !(element.type === 'file' && element.closest('.file-button')?.dataset.a11yReached === '1'))
    .map((element) => element.tagName + '.' + element.className + ' ' + (element.getAttribute('aria-label') ?? element.textContent ?? '').slice(0, 40))`)) as string[];
  return { withoutRing, unreached };
}

for (const tab of TABS) {
  test(`${tab}: every control is reached by Tab and shows a visible focus ring`, async ({ page }) => {
    await page.goto(`/#/${tab}`);
    await expect(page.locator(`#panel-${tab} [role=status][aria-atomic=true]`)).not.toHaveText(/…$/);
    await expect(
      page
        .locator(`#panel-${tab} .cm-content`)
        .or(page.locator(`#panel-${tab} input`))
        .first(),
    ).toBeVisible();
    // The walk is of the page as it stays: the editor in place of its stand-in (which is made
    // once the page has been quiet a moment, or when the stand-in is focused and hands over).
    await expect(page.locator(`#panel-${tab} textarea.expression-fallback`)).toHaveCount(0);
    // Opened without a click, so tabbing starts from the top of the page.
    await page.evaluate(`document.querySelectorAll('#panel-${tab} details').forEach((details) => { details.open = true; })`);
    // The answer to the input a tab opens with is not recorded in its history (no new request):
    // the controls stay as they are while the walk goes on.
    await expect(page.locator(`#panel-${tab} [data-testid=history-${tab}]`)).toContainText('Nothing yet.');
    const { withoutRing, unreached } = await tabThrough(page, tab);
    expect(withoutRing).toEqual([]);
    expect(unreached).toEqual([]);
  });
}
