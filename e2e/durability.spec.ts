// What the user deletes stays deleted, and what the user saves stays saved, however soon the page
// goes away: each action is followed at once — no waiting — by a reload, or by closing the page
// and opening the app again, ten times over. Deletions are committed before the click's handler
// returns (the localStorage mirror holds them at once; IndexedDB's copy follows, and a reload that
// finds IndexedDB behind deletes there too).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { HistoryPanel } from './pages/history';
import { HISTORY_KEY, idbGet, seedHistory, subtractEntry } from './pages/storage';
import { SubtractPage } from './pages/subtract';
import { TracePage } from './pages/trace';

const TRIES = 10;
/** Forty page loads per test: on a busy 2-core machine each can take seconds. */
const LOOP_TIMEOUT_MS = 900_000;

type Ending = 'reload' | 'close';

/** Ends the page right after the last action — a reload, or closing it and opening the app anew — and returns the page to look at. */
async function endAndReopen(context: BrowserContext, page: Page, ending: Ending, path: string): Promise<Page> {
  if (ending === 'reload') {
    await page.reload();
    return page;
  }
  await page.close();
  const next = await context.newPage();
  await next.goto(path);
  return next;
}

const ENTRIES = [
  subtractEntry(['5', '6'], ['1', '3'], ['1', '2'], 3000),
  subtractEntry(['3', '4'], ['1', '6'], ['7', '12'], 2000),
  subtractEntry(['7', '8'], ['1', '2'], ['3', '8'], 1000),
];

for (const ending of ['reload', 'close'] as const) {
  test(`history: a removed entry, a cleared history and an undone clearing stay as left — page ${ending === 'reload' ? 'reloaded' : 'closed'} at once, ${TRIES} times`, async ({
    context,
    page,
  }) => {
    test.setTimeout(LOOP_TIMEOUT_MS);
    const subtract = new SubtractPage(page);
    await subtract.goto();
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      await seedHistory(page, 'subtract', ENTRIES);
      page = await endAndReopen(context, page, 'reload', '/#/subtract');
      let history = new HistoryPanel(page, 'subtract');
      await history.open();
      await history.expectRequests(['5/6 − 1/3', '3/4 − 1/6', '7/8 − 1/2'], `attempt ${attempt}: seeded`);

      // Removing one entry (and restoring another into the form, a committed save) …
      await history.remove('3/4 − 1/6');
      await history.restore('7/8 − 1/2');
      page = await endAndReopen(context, page, ending, '/#/subtract');
      history = new HistoryPanel(page, 'subtract');
      await history.open();
      await history.expectRequests(['5/6 − 1/3', '7/8 − 1/2'], `attempt ${attempt}: after removing`);
      await expect(new SubtractPage(page).field('a', 'numerator'), `attempt ${attempt}: restored input`).toHaveValue('7');

      // … clearing, then Undo: the entries are written back …
      await history.clear();
      await page.getByTestId('tab-notice-subtract').getByRole('button', { name: 'Undo' }).click();
      page = await endAndReopen(context, page, ending, '/#/subtract');
      history = new HistoryPanel(page, 'subtract');
      await history.open();
      await history.expectRequests(['5/6 − 1/3', '7/8 − 1/2'], `attempt ${attempt}: after undoing the clearing`);

      // … and clearing for good.
      await history.clear();
      page = await endAndReopen(context, page, ending, '/#/subtract');
      history = new HistoryPanel(page, 'subtract');
      await history.open();
      await history.expectEmpty();
      // IndexedDB's copy is gone too, not merely hidden.
      await expect.poll(() => idbGet(page, HISTORY_KEY('subtract')), { message: `attempt ${attempt}: IndexedDB` }).toBeNull();
      // Still empty once IndexedDB has been read and brought up to date.
      await history.expectEmpty();
    }
  });

  test(`inputs: a deleted trace step stays deleted, an added one and typed text stay — page ${ending === 'reload' ? 'reloaded' : 'closed'} at once, ${TRIES} times`, async ({
    context,
    page,
  }) => {
    test.setTimeout(LOOP_TIMEOUT_MS);
    let trace = new TracePage(page);
    await trace.goto();
    await expect(trace.rows).toHaveCount(2);
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      await trace.panel.getByRole('button', { name: 'Add step' }).click();
      await trace.claim.fill(`claim ${attempt}`);
      page = await endAndReopen(context, page, ending, '/#/trace');
      trace = new TracePage(page);
      await expect(trace.rows, `attempt ${attempt}: added`).toHaveCount(3);
      await expect(trace.claim).toHaveValue(`claim ${attempt}`);

      await trace.panel.getByRole('button', { name: 'Delete step 3' }).click();
      page = await endAndReopen(context, page, ending, '/#/trace');
      trace = new TracePage(page);
      await expect(trace.rows.first()).toBeVisible();
      await expect(trace.rows, `attempt ${attempt}: deleted`).toHaveCount(2);
    }
  });
}
