// Share links: "Copy link" puts the tab's request in a URL fragment; opening that URL — in a
// browser that has never seen the app — restores the tab exactly, and the address goes back to
// the plain #/<tab>. A damaged or hostile link changes nothing and says so.
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { collectPageErrors } from './fixtures';
import { openTab, type TabName } from './pages/app';
import { EvaluatePage } from './pages/evaluate';
import { SubtractPage } from './pages/subtract';
import { TracePage } from './pages/trace';

const plainLink = (tab: string, json: string) => `/#/${tab}?j=${Buffer.from(json).toString('base64url')}`;
const packedLink = (tab: string, json: string) => `/#/${tab}?z=${deflateRawSync(Buffer.from(json)).toString('base64url')}`;

/** The request the tab sends, as its JSON disclosure shows it (the disclosure need not be open). */
const requestJson = (panel: Locator) => panel.locator('.json-request').textContent();

async function replaceExpression(panel: Locator, text: string): Promise<void> {
  const editor = panel.locator('.cm-content');
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await panel.page().keyboard.insertText(text);
  await expect(editor.locator('.cm-line')).toHaveText(text.split('\n'));
}

const SETUPS: Record<TabName, (page: Page) => Promise<void>> = {
  async working(page) {
    const working = await openTab(page, 'working');
    // Several lines, the Israeli ":" for division, a mixed number, a character outside the grammar.
    await replaceExpression(working, '3/4 : 1/2 = 3/8\n= 1 1/2 − ½');
    await working.getByLabel('Answer key (for teachers)').fill('3/2');
    await working.getByLabel('Final form').selectOption('mixed');
  },
  async evaluate(page) {
    const evaluate = new EvaluatePage(page);
    await evaluate.goto();
    await evaluate.editor.replace('x / 4 + __proto__');
    await evaluate.variableName(0).fill('x');
    await evaluate.variableValue(0).fill('3');
    await evaluate.variableName(1).fill('__proto__');
    await evaluate.variableValue(1).fill('0.25');
    await evaluate.scale.fill('4');
    await evaluate.rounding.selectOption('half_even');
  },
  async check(page) {
    const check = await openTab(page, 'check');
    await replaceExpression(check, '1/3 + 1/6');
    await check.getByLabel('Claimed value').fill('2/4');
    await check.getByLabel(/Require canonical form/).uncheck();
  },
  async trace(page) {
    const trace = new TracePage(page);
    await trace.goto();
    await trace.panel.getByRole('button', { name: 'Add step' }).click();
    await trace.field(2, 'operator').selectOption('/');
    await trace.field(2, 'right value').fill('4');
    await trace.field(2, 'result').fill('1/2');
    await trace.claim.fill('1/2');
  },
  async subtract(page) {
    const subtract = new SubtractPage(page);
    await subtract.goto();
    await subtract.enter(['-7', '10'], ['2', '15']);
  },
};

async function copyLink(page: Page, tab: TabName): Promise<string> {
  const panel = page.locator(`#panel-${tab}`);
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId(`tab-notice-${tab}`)).toContainText('Link copied');
  return page.getByTestId(`tab-notice-${tab}`).getByTestId('share-link').inputValue();
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

for (const tab of ['working', 'evaluate', 'check', 'trace', 'subtract'] as const) {
  test(`a link copied on the ${tab} tab opens the same request in a browser that never saw the app`, async ({ page, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await SETUPS[tab](page);
    const panel = page.locator(`#panel-${tab}`);
    // The request has caught up with the form: the engine has answered the last change (the
    // result section is no longer busy with a newer input).
    await expect(panel.locator('section.result').first()).toHaveAttribute('aria-busy', 'false');
    await expect.poll(async () => (await requestJson(panel))?.length ?? 0).toBeGreaterThan(10);
    const sent = await requestJson(panel);

    const link = await copyLink(page, tab);
    expect(link).toMatch(new RegExp(`^http://localhost:\\d+/#/${tab}\\?[zj]=[A-Za-z0-9_-]+$`));
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
    // Copying leaves the address alone: a reload reopens the saved work, not the link.
    await expect(page).toHaveURL(new RegExp(`#/${tab}$`));

    const other = await freshPage(browser);
    await other.goto(link);
    await expect(other).toHaveURL(new RegExp(`/#/${tab}$`));
    await expect(other.getByTestId(`tab-notice-${tab}`)).toContainText('Opened the request from the link.');
    await expect.poll(() => requestJson(other.locator(`#panel-${tab}`))).toBe(sent);
    await other.context().close();
  });
}

test('opening a link can be undone, bringing the earlier input back', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await subtract.enter(['5', '6'], ['1', '6']);
  await page.goto(packedLink('subtract', '{"a":{"numerator":"9","denominator":"10"},"b":{"numerator":"1","denominator":"10"}}'));
  await expect(subtract.field('a', 'numerator')).toHaveValue('9');
  await expect(subtract.difference).toContainText('4/5');
  await page.getByTestId('tab-notice-subtract').getByRole('button', { name: 'Undo' }).click();
  await expect(subtract.field('a', 'numerator')).toHaveValue('5');
  await expect(subtract.difference).toContainText('2/3');
});

test('a link pasted into the address bar of the open app opens too', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await page.evaluate(
    `location.hash = ${JSON.stringify(plainLink('subtract', '{"a":{"numerator":"1","denominator":"4"},"b":{"numerator":"1","denominator":"8"}}').slice(1))}`,
  );
  await expect(subtract.difference).toContainText('1/8');
  await expect(page).toHaveURL(/#\/subtract$/);
});

test('markup in a link is text: an <img onerror> expression is shown as typed, never as an element', async ({ page }) => {
  const errors = collectPageErrors(page);
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const payload = '<img src=x onerror="window.__pwned=1">';
  await page.goto(packedLink('check', JSON.stringify({ expression: payload, claimed_value: payload, require_canonical: true })));
  const check = page.locator('#panel-check');
  await expect(check.locator('.cm-content')).toHaveText(payload);
  await expect(check.getByLabel('Claimed value')).toHaveValue(payload);
  await expect(check.getByTestId('check-verdict')).toContainText(/Invalid input/);
  await expect(page.locator('img')).toHaveCount(0);
  expect(await page.evaluate('window.__pwned === undefined')).toBe(true);
  expect(errors).toEqual([]);
});

const HOSTILE_LINKS: { name: string; link: string; tab: TabName; says: RegExp }[] = [
  { name: 'garbage data', link: '/#/evaluate?z=@@@!!!', tab: 'evaluate', says: /not a share link|not valid base64url/ },
  {
    name: 'truncated',
    link: packedLink('evaluate', JSON.stringify({ expression: '1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9', scale: 2, rounding: 'half_up' })).slice(
      0,
      30,
    ),
    tab: 'evaluate',
    says: /damaged/,
  },
  { name: 'markup instead of data', link: '/#/evaluate?z=<img src=x onerror=alert(1)>', tab: 'evaluate', says: /not a share link|damaged/ },
  {
    name: 'a field the request does not have',
    link: plainLink('evaluate', '{"expression":"1","html":"<img src=x onerror=alert(1)>"}'),
    tab: 'evaluate',
    says: /does not hold a evaluate request|does not belong/,
  },
  {
    name: 'another tab’s request',
    link: plainLink('subtract', '{"expression":"1"}'),
    tab: 'subtract',
    says: /does not hold a subtract request/,
  },
  // Opened on the landing tab, as any address without a tab of its own.
  {
    name: 'a tab that does not exist',
    link: plainLink('nosuchtab', '{"expression":"1"}'),
    tab: 'working',
    says: /tab that does not exist/,
  },
  { name: 'not UTF-8', link: `/#/evaluate?j=${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}`, tab: 'evaluate', says: /not text/ },
  { name: 'not JSON', link: plainLink('evaluate', '{"expression": 1 +'), tab: 'evaluate', says: /not valid JSON/ },
  { name: 'huge', link: `/#/evaluate?j=${'A'.repeat(200_000)}`, tab: 'evaluate', says: /too long/ },
  {
    name: 'a deflate bomb',
    link: `/#/evaluate?z=${deflateRawSync(Buffer.from(`{"expression":"${'1'.repeat(5_000_000)}"}`)).toString('base64url')}`,
    tab: 'evaluate',
    says: /more than 64 KiB/,
  },
];

test('a damaged or hostile link only shows a message: the saved work stays, nothing is rendered from it', async ({ context, page }) => {
  // One fresh page per link: on a busy machine the whole list outlasts the default deadline.
  test.slow();
  const evaluate = new EvaluatePage(page);
  await evaluate.goto();
  await evaluate.editor.replace('saved + 1');
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await subtract.enter(['2', '3'], ['1', '3']);

  for (const { name, link, tab, says } of HOSTILE_LINKS) {
    const other = await context.newPage();
    const errors = collectPageErrors(other);
    other.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await other.goto(link);
    const alert = other.getByTestId(`tab-alert-${tab}`);
    await expect(alert, name).toContainText('The link could not be opened, and nothing was changed.');
    await expect(alert, name).toContainText(says);
    await expect(other, name).toHaveURL(new RegExp(`/#/${tab}$`));
    await expect(other.locator('img'), name).toHaveCount(0);
    if (tab === 'evaluate') await expect(other.locator('#panel-evaluate .cm-content'), name).toHaveText('saved + 1');
    else if (tab === 'working') await expect(other.locator('#panel-working .cm-line').first(), name).toHaveText('2/3 + 3/4');
    else await expect(other.locator('#panel-subtract').getByLabel('Numerator of a', { exact: true }), name).toHaveValue('2');
    expect(errors, name).toEqual([]);
    await other.close();
  }

  // And the saved work is still what a reload finds.
  await page.reload();
  await expect(subtract.field('a', 'numerator')).toHaveValue('2');
  await evaluate.goto();
  await expect(evaluate.editor.content).toHaveText('saved + 1');
});
