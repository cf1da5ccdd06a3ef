// Nothing on a tab moves by itself while it loads: the answer, its readable forms and the editor
// arrive in room already kept for them. Otherwise the tools under the answer (Copy link, Print,
// History) jump just as a hand reaches for them, and on a slow phone the tap lands on the wrong
// one. Measured with the browser's own Layout Instability API: every shift not caused by input.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TabName } from './pages/app';

/** Installed before the app's scripts: keeps every layout shift of the page's life. */
const RECORD_SHIFTS = `
  window.__layoutShifts = [];
  window.__layoutShiftObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__layoutShifts.push(entry);
  });
  window.__layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
`;

/** The shifts so far that no input caused, with the elements that moved (read, not awaited: queued entries are taken too). */
const READ_SHIFTS = `(() => {
  const entries = [...window.__layoutShifts, ...window.__layoutShiftObserver.takeRecords()];
  return entries.filter((entry) => !entry.hadRecentInput).map((entry) => ({
    value: entry.value,
    moved: entry.sources.map((source) => {
      const node = source.node;
      const name = node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).split(' ').join('.') : '') : String(node && node.nodeName);
      return name + ' ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y);
    }),
  }));
})()`;

interface LayoutShift {
  value: number;
  moved: string[];
}

/** What shows that a tab has its whole first screen: the answer, its readable forms, and the editor in place of the text area. */
const SETTLED: Record<TabName, (panel: Locator) => Locator[]> = {
  evaluate: (panel) => [panel.getByTestId('evaluate-value'), panel.getByTestId('readable-math')],
  check: (panel) => [panel.locator('[data-testid=check-verdict] [data-verdict]'), panel.getByTestId('readable-math').first()],
  subtract: (panel) => [panel.getByTestId('subtract-difference'), panel.getByTestId('readable-math')],
  trace: (panel) => [panel.locator('[data-testid=trace-verdict] [data-verdict]'), panel.getByTestId('readable-math')],
  working: (panel) => [panel.locator('[data-testid=working-verdict] [data-verdict]'), panel.getByTestId('working-step').first()],
};

async function waitForFirstScreen(page: Page, tab: TabName): Promise<void> {
  const panel = page.locator(`#panel-${tab}`);
  for (const settled of SETTLED[tab](panel)) await expect(settled).toBeVisible();
  await expect(panel.getByTestId('readable-math-pending')).toHaveCount(0);
  await expect(panel.locator('.verdict-pending, .result-pending')).toHaveCount(0);
  // CodeMirror takes the text area's place once the first answer is shown and the page is idle.
  await expect(panel.locator('textarea.expression-fallback')).toHaveCount(0);
  await expect(panel.getByTestId(`tab-tools-${tab}`)).toBeVisible();
}

async function shiftsSoFar(page: Page): Promise<LayoutShift[]> {
  return (await page.evaluate(READ_SHIFTS)) as LayoutShift[];
}

const TABS: readonly TabName[] = ['working', 'evaluate', 'check', 'trace', 'subtract'];

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 720 }],
  ['a phone', { width: 412, height: 860 }],
] as const) {
  test.describe(`Layout stability on ${device}`, () => {
    test.use({ viewport });

    for (const tab of TABS) {
      test(`${tab}: nothing moves while the tab loads, the first time and on a reload`, async ({ page }) => {
        await page.addInitScript(RECORD_SHIFTS);
        await page.goto(`/#/${tab}`);
        await waitForFirstScreen(page, tab);
        expect(await shiftsSoFar(page), 'layout shifts on the first visit').toEqual([]);

        // A reload with the same input: the answer's room is kept from the last time.
        await page.reload();
        await waitForFirstScreen(page, tab);
        expect(await shiftsSoFar(page), 'layout shifts on a reload').toEqual([]);
      });
    }
  });
}

test('a changed input gives up the kept room: the answer area fits the new answer', async ({ page }) => {
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto('/#/subtract');
  await waitForFirstScreen(page, 'subtract');
  await page.reload();
  await waitForFirstScreen(page, 'subtract');
  const panel = page.locator('#panel-subtract');
  const SPACE = "document.querySelector('#panel-subtract .answer-space')";
  const keptHeight = await page.evaluate(`${SPACE}.style.minHeight`);
  expect(keptHeight, 'the room kept on a reload').toMatch(/^\d+(\.\d+)?px$/);

  // An error is shorter than a difference: once the input changes, the room goes with it.
  await panel.getByLabel('Denominator of a').fill('0');
  await expect(panel.getByTestId('subtract-result')).toContainText('Denominator of a, “0”, must be a whole number above 0.');
  await expect.poll(() => page.evaluate(`${SPACE}.style.minHeight`)).toBe('');
  const [spaceHeight, answerHeight] = (await page.evaluate(
    `[${SPACE}, ${SPACE}.firstElementChild].map((element) => element.getBoundingClientRect().height)`,
  )) as number[];
  expect(spaceHeight).toBe(answerHeight);
});
