// Issue 30: nothing on any tab, in either language, makes the page wider than a 320 px screen;
// long calculations wrap at their operators. Measured as the document's scrollWidth against the
// viewport, on every tab as it opens and with what it can show open (the Working tab's way
// forward and worked solution, a long working, a long expression).
import { expect, test, type Page } from '@playwright/test';
import { TAB_ROUTES } from './fixtures';
import { WorkingPage } from './pages/working';

const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 }, serviceWorkers: 'block' });

/** How much wider than the screen the page has become (0 when it fits). */
const overflow = (page: Page): Promise<number> =>
  page.evaluate(`Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - ${WIDTH}`) as Promise<number>;

/** The elements that reach past the screen's right edge (or, in Hebrew, its left edge), to say what overflows. */
const overflowing = (page: Page): Promise<string[]> =>
  page.evaluate(
    `Array.from(document.querySelectorAll('body *')).filter(function (e) { var r = e.getBoundingClientRect(); if (r.width === 0 || !(r.right > ${WIDTH} + 0.5 || r.left < -0.5) || getComputedStyle(e).position === 'fixed' || e.closest('.visually-hidden')) return false; for (var a = e.parentElement; a; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return false; return true; }).slice(0, 8).map(function (e) { return e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().left) + '..' + Math.round(e.getBoundingClientRect().right); })`,
  ) as Promise<string[]>;

async function expectFits(page: Page, what: string): Promise<void> {
  await expect
    .poll(async () => ({ overflow: await overflow(page), elements: (await overflow(page)) > 0 ? await overflowing(page) : [] }), {
      message: what,
    })
    .toEqual({ overflow: 0, elements: [] });
}

const LONG_WORKING =
  '12345/67890 + 98765/43210 × (11111/22222 − 33333/44444) ÷ 55555/66666 + 77777/88888\n= 12345/67890 + 98765/43210 × (-11111/44444) ÷ 55555/66666 + 77777/88888';

for (const language of ['en', 'he'] as const) {
  test.describe(`${language}: at 320 px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(`localStorage.setItem('exactly:language', ${JSON.stringify(language)})`);
    });

    for (const route of TAB_ROUTES) {
      test(`${route} fits`, async ({ page }) => {
        await page.goto(`/${route}`);
        await expect(page.locator(`#panel-${route.slice(2)}`)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectFits(page, `${route} as it opens`);
      });
    }

    test('the Working tab with a long working, its way forward and its worked solution fits, the lines wrapping at operators', async ({
      page,
    }) => {
      const working = new WorkingPage(page);
      await working.goto();
      await working.replace(LONG_WORKING);
      await expect(working.verdictKind()).toBeVisible();
      await expectFits(page, 'a long working');
      // Named in the page's language: the second button of the way forward.
      await working.solve.locator('.solve-controls button').nth(1).click();
      await expect(working.solveSteps.first()).toBeVisible();
      await expectFits(page, 'Show a correct working');
      // On a phone the teacher's worked solution is folded away with the answer key: opened first.
      await page.locator('.working-teacher-toggle').click();
      await working.workedSolution.getByRole('button').first().click();
      await expect(working.workedSolution.getByTestId('solve-step').first()).toBeVisible();
      await expectFits(page, 'the worked solution');
    });

    test('the Class tab fits', async ({ page }) => {
      await page.goto('/#/class');
      await expect(page.locator('#panel-class')).toBeVisible();
      await expectFits(page, '#/class');
    });
  });
}
