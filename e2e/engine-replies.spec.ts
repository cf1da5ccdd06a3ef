// The engine's answers come back on a BroadcastChannel of the page's own (src/worker/reply-channel.ts):
// Chromium holds a worker's postMessage back after a click or a key until the frame that input
// caused is drawn, 10–15 ms every time; a channel's message is not held back. Where the page has
// no BroadcastChannel the worker's postMessage still carries every answer.
import { expect, test } from '@playwright/test';
import { collectPageErrors } from './fixtures';
import { WorkingPage } from './pages/working';

/** Counts the messages the page hears on the engine's reply channels. */
const COUNT_ENGINE_REPLIES = `
  (() => {
    const Native = window.BroadcastChannel;
    window.__engineReplies = 0;
    window.BroadcastChannel = class extends Native {
      constructor(name) {
        super(name);
        if (String(name).startsWith('exactly-engine-replies-')) this.addEventListener('message', () => { window.__engineReplies += 1; });
      }
    };
  })();
`;

const engineReplies = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (globalThis as unknown as { __engineReplies: number }).__engineReplies);

for (const [how, initScript] of [
  ['on the page’s own channel', COUNT_ENGINE_REPLIES],
  ['by the worker’s postMessage where the page has no BroadcastChannel', 'delete window.BroadcastChannel;'],
] as const) {
  test(`a check and Next step are answered ${how}`, async ({ page }) => {
    await page.addInitScript(initScript);
    const errors = collectPageErrors(page);
    const working = new WorkingPage(page);
    await working.goto();
    await working.replace('1/2 + 1/3\n= 3/6 + 2/6');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    await working.nextStep.click();
    await expect(working.solveStep(0).row).toHaveAttribute('data-stage', 'hint');
    if (initScript === COUNT_ENGINE_REPLIES) expect(await engineReplies(page)).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });
}
