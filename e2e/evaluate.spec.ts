import { expect, test } from '@playwright/test';
import { disclosedJson, openJsonDisclosure, seedTabState } from './pages/app';
import { EvaluatePage } from './pages/evaluate';

test.describe('Evaluate tab', () => {
  let evaluate: EvaluatePage;

  test.beforeEach(async ({ page }) => {
    evaluate = new EvaluatePage(page);
    await evaluate.goto();
  });

  test('evaluates the starting example: rounded value, not exact, and the exact fraction', async () => {
    await expect(evaluate.editor.content).toHaveText('price * qty * (1 + tax / 100)');
    await expect(evaluate.value).toHaveText('64.92');
    await expect(evaluate.exact).toHaveText('rounded — not exact');
    await expect(evaluate.fraction).toHaveText('2596701/40000');
  });

  test('evaluates live as the user types, exactly', async () => {
    await evaluate.askExact();
    await evaluate.editor.replace('0.1 + 0.2');
    await expect(evaluate.value).toHaveText('0.3');
    await expect(evaluate.exact).toHaveText('exact');
    await expect(evaluate.fraction).toHaveText('3/10');

    await evaluate.editor.content.press('End');
    await evaluate.page.keyboard.type(' - 0.05');
    await expect(evaluate.editor.content).toHaveText('0.1 + 0.2 - 0.05');
    await expect(evaluate.value).toHaveText('0.25');
    await expect(evaluate.fraction).toHaveText('1/4');
  });

  test('highlights numbers, names, functions, operators, parentheses and invalid characters distinctly', async () => {
    await evaluate.editor.replace('abs(x1) + 2.5 * max $');
    const editor = evaluate.panel.locator('.cm-content');
    await expect(editor.locator('.tok-function')).toHaveText(['abs']);
    await expect(editor.locator('.tok-name')).toHaveText(['x1', 'max']);
    await expect(editor.locator('.tok-number')).toHaveText(['2.5']);
    await expect(editor.locator('.tok-operator')).toHaveText(['+', '*']);
    await expect(editor.locator('.tok-paren')).toHaveText(['(', ')']);
    await expect(editor.locator('.tok-invalid')).toHaveText(['$']);
  });

  test('underlines an unknown function by its whole name, with the message on hover and below', async ({ page }) => {
    await evaluate.editor.replace('1 + foo(2)');
    await expect(evaluate.editor.underlines).toHaveText(['foo']);
    // Said in the page's words, quoting the name; the engine's message stays in the JSON.
    const sentence = '“foo” is not a function that can be used here (abs, min, max, round).';
    await expect(evaluate.editor.problems).toHaveText([sentence]);
    await expect(evaluate.panel.getByTestId('evaluate-error')).toContainText(sentence);
    await evaluate.editor.underlines.first().hover();
    await expect(page.locator('.cm-tooltip-lint')).toContainText(sentence);
  });

  test('underlines the last character when the expression ends too early', async () => {
    await evaluate.editor.replace('(1 + 2) *  ');
    await expect(evaluate.editor.underlines).toHaveText(['*']);
    await expect(evaluate.editor.problems).toHaveText(['“(1 + 2) *” ends too early: write what comes after “*”.']);
  });

  test('underlines a character outside the BMP whole (code point positions)', async () => {
    await evaluate.editor.replace('1 + \u{1F600}');
    await expect(evaluate.editor.underlines).toHaveText(['\u{1F600}']);
  });

  test('underlines an unknown variable and the division whose divisor is zero', async () => {
    await evaluate.editor.replace('price + nope');
    await expect(evaluate.editor.underlines).toHaveText(['nope']);
    await evaluate.editor.replace('1 / (qty - 3)');
    await expect(evaluate.editor.underlines).toHaveText(['/']);
    await expect(evaluate.panel.getByTestId('evaluate-error')).toContainText('Cannot be computed. “/” divides by zero.');
  });

  test('a non-terminating result says so and offers to set a scale', async () => {
    await evaluate.askExact();
    await evaluate.editor.replace('1/3');
    await expect(evaluate.panel.getByTestId('evaluate-error')).toContainText('No finite decimal');
    await evaluate.panel.getByRole('button', { name: 'Round to 10 decimal places' }).click();
    await expect(evaluate.scale).toHaveValue('10');
    await expect(evaluate.rounding).toHaveValue('half_even');
    await expect(evaluate.value).toHaveText('0.3333333333');
    await expect(evaluate.exact).toHaveText('rounded — not exact');
    await expect(evaluate.fraction).toHaveText('1/3');
    await expect(evaluate.editor.content).toHaveText('1/3');
  });

  test('round() needs a rounding mode: the tab says so, and the mode makes it work', async () => {
    await evaluate.askExact();
    await evaluate.editor.replace('round(10 / 3, 4) - abs(-1)');
    await expect(evaluate.panel.getByText('round() needs a rounding mode')).toBeVisible();
    await expect(evaluate.editor.underlines).toHaveText(['round']);
    await evaluate.rounding.selectOption('half_even');
    await expect(evaluate.value).toHaveText('2.3333');
    await expect(evaluate.exact).toHaveText('exact');
    await expect(evaluate.fraction).toHaveText('23333/10000');
    await expect(evaluate.editor.underlines).toHaveCount(0);
  });

  test('a scale without a rounding mode is explained', async () => {
    await evaluate.rounding.selectOption('');
    await expect(evaluate.panel.getByText('A scale needs a rounding mode.')).toBeVisible();
    await expect(evaluate.panel.getByTestId('evaluate-error')).toContainText('a scale needs a rounding mode');
  });

  test('variables: add, validate each row (a sentence that says how to write it), use, and remove', async () => {
    await expect(evaluate.variableRows).toHaveCount(3);
    await evaluate.panel.getByRole('button', { name: 'Add variable' }).click();
    await expect(evaluate.variableName(3)).toBeFocused();
    await evaluate.variableName(3).fill('Rate');
    await evaluate.variableValue(3).fill('1.');
    const row = evaluate.variableRows.nth(3);
    await expect(row).toContainText('The name “Rate” has capital letters: write it in small letters, “rate”.');
    await expect(evaluate.variableName(3)).toHaveAttribute('aria-invalid', 'true');

    await evaluate.variableName(3).fill('rate');
    await expect(row).toContainText('“1.” ends with a point: write digits after it (1.5), or leave the point out.');
    await expect(evaluate.variableValue(3)).toHaveAttribute('aria-invalid', 'true');
    await expect(evaluate.variableName(3)).not.toHaveAttribute('aria-invalid', 'true');

    await evaluate.variableValue(3).fill('0.5');
    await expect(row.locator('.variable-message')).toBeEmpty();
    await evaluate.editor.replace('rate * qty');
    await expect(evaluate.value).toHaveText('1.50');

    await evaluate.panel.getByRole('button', { name: 'Remove variable 4 (rate)' }).click();
    await expect(evaluate.variableRows).toHaveCount(3);
    await expect(evaluate.editor.underlines).toHaveText(['rate']);
  });

  test('a repeated variable name is pointed out and not sent', async () => {
    await evaluate.panel.getByRole('button', { name: 'Add variable' }).click();
    await evaluate.variableName(3).fill('qty');
    await evaluate.variableValue(3).fill('100');
    await expect(evaluate.variableRows.nth(3)).toContainText('Row 2 already defines “qty”');
    await expect(evaluate.value).toHaveText('64.92');
  });

  test('the JSON disclosure shows the exact request and response', async () => {
    await evaluate.askExact();
    await evaluate.editor.replace('qty / 4');
    await expect(evaluate.value).toHaveText('0.75');
    await openJsonDisclosure(evaluate.panel);
    await expect
      .poll(() => disclosedJson(evaluate.panel, 'request'))
      .toEqual({ expression: 'qty / 4', variables: { price: '19.99', qty: '3', tax: '8.25' } });
    await expect
      .poll(() => disclosedJson(evaluate.panel, 'response'))
      .toEqual({ value: '0.75', exact: true, fraction: { numerator: '3', denominator: '4' } });
  });
});

test.describe('Evaluate tab when the engine fails', () => {
  // The worker script is replaced through the context's routing (page.route does not see a
  // dedicated worker's requests), which a service worker would bypass.
  test.use({ serviceWorkers: 'block' });
  const WORKER_SCRIPT = '**/assets/engine.worker-*.js';

  // One request only: no variables, so no per-row checks queue up before the expression.
  test.beforeEach(async ({ page }) => {
    await seedTabState(page, 'evaluate', { expression: '6 * 7', variables: [], scale: '', rounding: '' });
  });

  test('a request running longer than 2 s ends the worker; the input is kept and a fresh worker answers', async ({ page }) => {
    await page.context().route(
      WORKER_SCRIPT,
      (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'self.onmessage = () => { for (;;) {} }; self.postMessage({ ready: true });',
        }),
      { times: 1 },
    );
    const evaluate = new EvaluatePage(page);
    await evaluate.goto();
    const notice = evaluate.panel.getByRole('alert');
    await expect(notice).toContainText('took longer than 2 s', { timeout: 8_000 });
    await expect(notice).toContainText('Your input is kept');
    await expect(evaluate.editor.content).toHaveText('6 * 7');

    await evaluate.editor.replace('6 * 8');
    await expect(evaluate.value).toHaveText('48');
    await expect(notice).toHaveCount(0);
  });

  test('a worker that crashes is restarted; the input is kept', async ({ page }) => {
    await page
      .context()
      .route(WORKER_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("engine exploded");' }), {
        times: 1,
      });
    const evaluate = new EvaluatePage(page);
    await evaluate.goto();
    const notice = evaluate.panel.getByRole('alert');
    await expect(notice).toContainText('The engine stopped unexpectedly');
    await expect(evaluate.editor.content).toHaveText('6 * 7');

    await evaluate.editor.replace('6 * 8');
    await expect(evaluate.value).toHaveText('48');
    await expect(notice).toHaveCount(0);
  });
});

test.describe('Evaluate tab before CodeMirror has loaded', () => {
  test.use({ serviceWorkers: 'block' });

  test('a plain text area takes the input, and typing carries on in CodeMirror when it arrives', async ({ page }) => {
    let release = (): void => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route('**/assets/ExpressionEditor-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await seedTabState(page, 'evaluate', { expression: '', variables: [], scale: '', rounding: '' });
    await page.goto('/#/evaluate');
    const fallback = page.getByRole('textbox', { name: 'Expression' });
    await expect(fallback).toHaveJSProperty('tagName', 'TEXTAREA');
    await fallback.click();
    await page.keyboard.type('6 * 7');
    await expect(page.getByTestId('evaluate-value')).toHaveText('42');

    release();
    const evaluate = new EvaluatePage(page);
    await expect(evaluate.editor.content).toBeFocused();
    await page.keyboard.type(' + 1');
    await expect(evaluate.editor.content).toHaveText('6 * 7 + 1');
    await expect(evaluate.value).toHaveText('43');
  });
});
