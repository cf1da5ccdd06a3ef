// Two windows of the app in one browser are kept in step: what is typed in one appears in the
// other within moments (BroadcastChannel; the storage event where that is missing), so there is
// one current state and nothing typed in either is silently overwritten; the history keeps the
// entries asked in both.
import { expect, test, type BrowserContext } from '@playwright/test';
import { collectPageErrors } from './fixtures';
import { CheckPage } from './pages/check';
import { HistoryPanel } from './pages/history';
import { SubtractPage } from './pages/subtract';

async function twoWindows(context: BrowserContext, path: string, initScript?: string) {
  if (initScript !== undefined) await context.addInitScript(initScript);
  const first = await context.newPage();
  const second = await context.newPage();
  const errors = [...[first, second].map(collectPageErrors)];
  await first.goto(path);
  await second.goto(path);
  return { first, second, errors: () => errors.flat() };
}

for (const [how, initScript] of [
  ['BroadcastChannel', undefined],
  ['the storage event (no BroadcastChannel)', 'delete window.BroadcastChannel;'],
] as const) {
  test(`input typed in one window appears in the other, through ${how}; the history keeps both windows’ requests`, async ({ context }) => {
    const { first, second, errors } = await twoWindows(context, '/#/check', initScript);
    const one = new CheckPage(first);
    const two = new CheckPage(second);
    await expect(one.verdictKind()).toHaveAttribute('data-verdict', 'correct');
    await expect(two.verdictKind()).toHaveAttribute('data-verdict', 'correct');

    await one.claim.fill('26/12');
    await expect(two.claim).toHaveValue('26/12', { timeout: 4_000 });
    await expect(two.verdictKind()).toHaveAttribute('data-verdict', 'wrong');
    // An answer enters the history once it has stood for a moment (HISTORY_SETTLE_MS): wait for
    // that state rather than for time, or a fast machine moves on before the request is kept.
    const histories = [new HistoryPanel(first, 'check'), new HistoryPanel(second, 'check')];
    await histories[0]!.open();
    await expect(histories[0]!.entries.filter({ hasText: '1 + 1/2 + 1/3 + 1/4 = 26/12' })).toHaveCount(1);
    await one.editor.replace('1 + 1/2 + 1/3');
    await expect(two.editor.content).toHaveText('1 + 1/2 + 1/3', { timeout: 4_000 });

    await two.claim.fill('11/6');
    await expect(one.claim).toHaveValue('11/6', { timeout: 4_000 });
    await expect(one.verdictKind()).toHaveAttribute('data-verdict', 'correct');

    // Both windows' requests are in the history, seen from either window.
    for (const history of histories) {
      await history.open();
      await expect(history.entries.filter({ hasText: '1 + 1/2 + 1/3 = 11/6' })).toHaveCount(1);
      await expect(history.entries.filter({ hasText: '1 + 1/2 + 1/3 + 1/4 = 26/12' })).toHaveCount(1);
    }
    // A clearing in one window is the other's too.
    await histories[0]!.clear();
    await histories[1]!.expectEmpty();

    // Nothing was overwritten: a reload of the first window shows the last input, typed in the second.
    await first.reload();
    await expect(one.claim).toHaveValue('11/6');
    await expect(one.editor.content).toHaveText('1 + 1/2 + 1/3');
    expect(errors()).toEqual([]);
  });
}

test('a request loaded in one window (from a link) reaches the other', async ({ context }) => {
  const { first, second } = await twoWindows(context, '/#/subtract');
  const other = new SubtractPage(second);
  await expect(other.difference).toContainText('1/6');
  const request = Buffer.from(
    JSON.stringify({ a: { numerator: '5', denominator: '7' }, b: { numerator: '1', denominator: '7' } }),
  ).toString('base64url');
  await first.goto(`/#/subtract?j=${request}`);
  await expect(first.getByTestId('tab-notice-subtract')).toContainText('Opened the request from the link.');
  await expect(other.field('a', 'numerator')).toHaveValue('5', { timeout: 4_000 });
  await expect(other.difference).toContainText('4/7');
});
