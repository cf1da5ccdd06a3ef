// The app runs under its Content-Security-Policy without a single violation: scripts and styles
// from its own origin only (no 'unsafe-inline', no 'unsafe-eval'), CodeMirror's injected styles
// included. Violations are caught three ways: `securitypolicyviolation` events in the page,
// the same events in the engine's worker, and Chromium's "Refused to …" console errors.
import { expect, test, type Locator, type Page } from '@playwright/test';

// Browser-side code as strings: e2e compiles under tsconfig.node.json, which has no DOM types.
const RECORD_VIOLATIONS = `
  globalThis.__cspViolations = [];
  globalThis.addEventListener('securitypolicyviolation', (event) => {
    const where = event.target && event.target.tagName ? ' on <' + event.target.tagName.toLowerCase() + ' class="' + (event.target.className || '') + '">' : '';
    globalThis.__cspViolations.push(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + where + (event.sample ? ' (' + event.sample + ')' : ''));
  });
`;

interface Watch {
  console: string[];
  violations: () => Promise<string[]>;
}

const isCspMessage = (text: string): boolean => /Content Security Policy|Refused to/i.test(text);

async function watchViolations(page: Page): Promise<Watch> {
  const console: string[] = [];
  const workers: Array<import('@playwright/test').Worker> = [];
  page.on('console', (message) => {
    if (isCspMessage(message.text())) console.push(`page: ${message.text()}`);
  });
  page.on('worker', (worker) => {
    workers.push(worker);
    worker.on('console', (message) => {
      if (isCspMessage(message.text())) console.push(`worker: ${message.text()}`);
    });
    void worker.evaluate(RECORD_VIOLATIONS).catch(() => {});
  });
  await page.addInitScript(RECORD_VIOLATIONS);
  return {
    console,
    violations: async () => {
      const found = (await page.evaluate('globalThis.__cspViolations')) as string[];
      for (const worker of workers) {
        const inWorker = (await worker.evaluate('globalThis.__cspViolations ?? []').catch(() => [])) as string[];
        found.push(...inWorker.map((v) => `worker: ${v}`));
      }
      return found;
    },
  };
}

const panel = (page: Page, name: string): Locator => page.getByRole('tabpanel', { name });

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  const tabPanel = panel(page, name);
  await expect(tabPanel).toBeVisible();
  return tabPanel;
}

/** Waits until some live status region of the panel says something (the engine has answered). */
async function expectAnswer(tabPanel: Locator): Promise<void> {
  await expect.poll(async () => (await tabPanel.getByRole('status').allTextContents()).join('').trim().length).toBeGreaterThan(0);
}

/** Types into a field, plain input or CodeMirror alike (both are textboxes to assistive tech). */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

test.describe('Content-Security-Policy', () => {
  test('the policy is delivered by header and by meta tag, without unsafe-inline or unsafe-eval for scripts', async ({ page }) => {
    const response = await page.goto('/');
    // allHeaders(): headers() leaves out security-related headers.
    const header = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(header).toContain("script-src 'self'");
    expect(header).toContain("default-src 'self'");
    expect(header).toContain("frame-ancestors 'none'");
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("script-src 'self'");
    for (const policy of [header, meta ?? '']) {
      const scriptDirective = /script-src([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptDirective).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  test('the violation watch sees a violation when there is one', async ({ page }) => {
    const watch = await watchViolations(page);
    await page.goto('/');
    await page.evaluate(
      `(() => { const s = document.createElement('script'); s.textContent = 'globalThis.__inline = 1'; document.head.append(s); })()`,
    );
    await expect.poll(async () => (await watch.violations()).length).toBeGreaterThan(0);
    expect(await page.evaluate('globalThis.__inline')).toBeUndefined();
  });

  test('using every tab causes no violation', async ({ page }) => {
    const watch = await watchViolations(page);
    await page.goto('/');

    // The landing tab: the gutter's marks and the step rows (MathML) are styled and drawn.
    const working = panel(page, 'Working');
    await expect(working.locator('.cm-line-mark').first()).toBeVisible();
    await typeInto(working.getByRole('textbox', { name: 'Working' }), '1/2 + 1/3 = 2/5');
    await expect(working.getByTestId('working-verdict')).toContainText('line 1');
    await working.getByRole('combobox', { name: 'Final form' }).selectOption('mixed');
    await working.getByRole('textbox', { name: /Answer key/ }).fill('5/6');
    await expectAnswer(working);

    const evaluate = await openTab(page, 'Evaluate');
    const expression = evaluate.getByRole('textbox', { name: 'Expression' });
    await expression.fill('1 + * 2');
    await expect(evaluate.locator('.problems')).not.toBeEmpty();
    await expression.fill('1/3 + x');
    await evaluate.getByRole('button', { name: 'Add variable' }).click();
    const variables = evaluate.getByRole('textbox', { name: /^Name of variable/ });
    await variables.last().fill('x');
    await evaluate
      .getByRole('textbox', { name: /^Value of variable/ })
      .last()
      .fill('0.25');
    await evaluate.getByRole('spinbutton', { name: /scale/i }).fill('12');
    await evaluate.getByRole('combobox', { name: 'Rounding' }).selectOption({ index: 1 });
    await expect(evaluate.getByRole('status').first()).toContainText('0.583333333333');
    // CodeMirror's base theme arrives through style-mod (adoptedStyleSheets): it must apply.
    await expect(evaluate.locator('.cm-editor').first()).toHaveCSS('display', 'flex');

    const check = await openTab(page, 'Check');
    await check.getByRole('textbox', { name: 'Expression' }).fill('1 + 1/2 + 1/3');
    await check.getByRole('textbox', { name: 'Claimed value' }).fill('11/6');
    await check.getByRole('checkbox').first().click();
    await expectAnswer(check);
    // Typed key by key as well, so the editor's input handling runs under the policy too.
    await typeInto(check.getByRole('textbox', { name: 'Expression' }), '1/(2-2)');
    await expectAnswer(check);

    const trace = await openTab(page, 'Trace');
    await trace.getByRole('button', { name: 'Add input' }).click();
    await trace.getByRole('textbox', { name: 'Name of input 1' }).fill('price');
    await trace.getByRole('textbox', { name: 'Value of input 1' }).fill('7/2');
    await trace.getByRole('textbox', { name: 'Step 1 left value' }).fill('7/2');
    await trace.getByRole('textbox', { name: /Step 1 left from/ }).fill('price');
    await trace.getByRole('textbox', { name: 'Step 1 right value' }).fill('1/2');
    await trace.getByRole('textbox', { name: 'Step 1 result' }).fill('4');
    await trace.getByRole('button', { name: 'Insert a step above step 1' }).click();
    await trace.getByRole('button', { name: 'Delete step 1' }).click();
    await trace.getByText('Import by pasting JSON').click();
    await trace.getByRole('textbox', { name: /Trace JSON/ }).fill(
      JSON.stringify({
        inputs: {},
        steps: [{ id: 's1', operator: '+', left: { value: '1', from: null }, right: { value: '1/2', from: null }, result: '3/2' }],
        claimed_result: '3/2',
        require_canonical: true,
      }),
    );
    await trace.getByRole('button', { name: 'Import', exact: true }).click();
    await expectAnswer(trace);

    const subtract = await openTab(page, 'Subtract');
    await subtract.getByRole('textbox', { name: 'Numerator of a' }).fill('1');
    await subtract.getByRole('textbox', { name: 'Denominator of a' }).fill('2');
    await subtract.getByRole('textbox', { name: 'Numerator of b' }).fill('1');
    await subtract.getByRole('textbox', { name: 'Denominator of b' }).fill('3');
    await expect(subtract.getByRole('status').first()).toContainText('1/6');
    await subtract.getByRole('textbox', { name: 'Denominator of b' }).fill('0');
    await expect(subtract.getByRole('status').first()).not.toContainText('1/6');

    // Every <details> disclosure (the raw JSON views) opened once.
    for (const summary of await page.locator('[role="tabpanel"]:not([hidden]) summary').all()) await summary.click();

    expect(await watch.violations()).toEqual([]);
    expect(watch.console).toEqual([]);
  });
});
