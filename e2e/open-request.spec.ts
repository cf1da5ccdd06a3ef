// Opening a request on a tab: JSON pasted anywhere outside a form field, a .json file or JSON
// text dropped on the page, or the "Open a request…" box and file chooser. Malformed JSON is
// located by line and column; another tab's request is named, with a button to open it there.
import { expect, test, type Page } from '@playwright/test';
import { openDisclosure, openTab } from './pages/app';
import { SubtractPage } from './pages/subtract';
import { TracePage } from './pages/trace';

const SUBTRACT_REQUEST = '{"a":{"numerator":"3","denominator":"4"},"b":{"numerator":"1","denominator":"6"}}';

/** Fires a paste of `text` at the element matching `selector`, as the browser would. */
async function pasteText(page: Page, selector: string, text: string): Promise<void> {
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    document.querySelector(${JSON.stringify(selector)}).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}

/** Drops a file (or, with `name` null, plain text) on the element matching `selector`. */
async function drop(page: Page, selector: string, content: string, name: string | null): Promise<void> {
  const data = await page.evaluateHandle(`(() => {
    const data = new DataTransfer();
    ${
      name === null
        ? `data.setData('text/plain', ${JSON.stringify(content)});`
        : `data.items.add(new File([${JSON.stringify(content)}], ${JSON.stringify(name)}, { type: 'application/json' }));`
    }
    return data;
  })()`);
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: data });
  await page.dispatchEvent(selector, 'drop', { dataTransfer: data });
}

test('JSON pasted outside a field opens on the active tab; the same paste inside a field is just text', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await pasteText(page, '#panel-subtract .tab-title', SUBTRACT_REQUEST);
  await expect(page.getByTestId('tab-notice-subtract')).toContainText('Opened the request from the pasted text.');
  await expect(subtract.field('a', 'numerator')).toHaveValue('3');
  await expect(subtract.field('b', 'denominator')).toHaveValue('6');
  await expect(subtract.difference).toContainText('7/12');

  // Pasted into a field, it is the field's business (here the browser inserts nothing, as the
  // event is synthetic); the form is not replaced.
  await subtract.field('a', 'numerator').fill('5');
  await pasteText(
    page,
    '#panel-subtract input[aria-label="Numerator of a"]',
    '{"a":{"numerator":"1","denominator":"2"},"b":{"numerator":"0","denominator":"1"}}',
  );
  await expect(subtract.field('a', 'numerator')).toHaveValue('5');
});

test('a dropped .json file or dropped JSON text opens; Undo brings the previous input back', async ({ page }) => {
  const trace = new TracePage(page);
  await trace.goto();
  const request = {
    inputs: { x: '1/2' },
    steps: [{ id: 'double', operator: '*', left: { value: '1/2', from: 'x' }, right: { value: '2', from: null }, result: '1' }],
    claimed_result: '1',
    require_canonical: true,
  };
  await drop(page, '#panel-trace', JSON.stringify(request, null, 2), 'homework.json');
  await expect(page.getByTestId('tab-notice-trace')).toContainText('Opened the request from the file homework.json.');
  await expect(trace.rows).toHaveCount(1);
  await expect(trace.field(0, 'id')).toHaveValue('double');
  await expect(trace.verdict.locator('[data-verdict="valid"]')).toBeVisible();

  await page.getByTestId('tab-notice-trace').getByRole('button', { name: 'Undo' }).click();
  await expect(trace.rows).toHaveCount(2);
  await expect(trace.field(0, 'id')).toHaveValue('discount');

  await drop(page, '#panel-trace .tab-title', JSON.stringify(request), null);
  await expect(page.getByTestId('tab-notice-trace')).toContainText('Opened the request from the dropped text.');
  await expect(trace.rows).toHaveCount(1);
});

test('malformed JSON is refused with the line and column where it breaks; the form is kept', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await subtract.enter(['2', '5'], ['1', '5']);
  await drop(
    page,
    '#panel-subtract',
    '{\n  "a": {"numerator": "1", "denominator": "2"},\n  "b": {"numerator": "1" "denominator": "3"}\n}',
    'broken.json',
  );
  const alert = page.getByTestId('tab-alert-subtract');
  await expect(alert).toContainText(
    'Could not open the file broken.json: it is not valid JSON at line 3, column 26: unexpected "\\"". Nothing was changed.',
  );
  await pasteText(page, 'body', '{"a": {"numerator": "1"');
  await expect(alert).toContainText('it is not valid JSON: it ends too early (line 1, column 24)');
  await expect(subtract.field('a', 'numerator')).toHaveValue('2');
  await expect(subtract.difference).toContainText('1/5');
});

test('valid JSON that is not this tab’s request says what is wrong, and offers the tab it belongs to', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  await pasteText(page, 'body', '{"a":{"numerator":"1"},"b":{"numerator":"1","denominator":"3"}}');
  await expect(page.getByTestId('tab-alert-subtract')).toContainText(
    'it is not a request for this tab: the request.a is missing denominator',
  );

  await pasteText(page, 'body', '{"expression":"1/2 + 1/3","claimed_value":"5/6","require_canonical":true}');
  const alert = page.getByTestId('tab-alert-subtract');
  await expect(alert).toContainText('but it is a Check request');
  await alert.getByRole('button', { name: 'Open it in the Check tab' }).click();
  await expect(page).toHaveURL(/#\/check$/);
  const check = page.locator('#panel-check');
  await expect(check.locator('.cm-content')).toHaveText('1/2 + 1/3');
  await expect(check.getByTestId('check-verdict').locator('[data-verdict="correct"]')).toBeVisible();
  await expect(subtract.field('a', 'numerator')).toHaveValue('1');
});

test('“Open a request…” takes typed JSON or a chosen file', async ({ page }) => {
  const panel = await openTab(page, 'evaluate');
  const box = panel.getByTestId('open-request');
  await openDisclosure(box);
  await box.getByLabel('Request JSON').fill('{"expression":"2^10","scale":0,"rounding":"down"}');
  await box.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByTestId('tab-notice-evaluate')).toContainText('Opened the request from the text.');
  await expect(panel.locator('.cm-content')).toHaveText('2^10');
  await expect(panel.getByTestId('evaluate-value')).toHaveText('1024');
  await expect(box.getByLabel('Request JSON')).toHaveValue('');

  await panel
    .getByTestId('open-request-file-evaluate')
    .setInputFiles({ name: 'req.json', mimeType: 'application/json', buffer: Buffer.from('\uFEFF{"expression":"1/8"}') });
  await expect(page.getByTestId('tab-notice-evaluate')).toContainText('Opened the request from the file req.json.');
  await expect(panel.getByTestId('evaluate-value')).toHaveText('0.125');
});

test('a file dragged over the page shows where it will open; a pasted picture is not taken for a request', async ({ page }) => {
  const subtract = new SubtractPage(page);
  await subtract.goto();
  const data = await page.evaluateHandle(`(() => {
    const data = new DataTransfer();
    data.items.add(new File(['{}'], 'request.json', { type: 'application/json' }));
    return data;
  })()`);
  await page.dispatchEvent('#panel-subtract', 'dragover', { dataTransfer: data });
  await expect(page.locator('.drop-banner')).toHaveText('Drop a request (.json) to open it in the Subtract tab');
  await page.dispatchEvent('#panel-subtract', 'dragend', {});
  await expect(page.locator('.drop-banner')).toHaveCount(0);

  // The page decides while the paste event is dispatched: one it takes, it cancels. These two it leaves to the browser.
  const taken = await page.evaluate(`(() => {
    const paste = (data) => !document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    const picture = new DataTransfer();
    picture.items.add(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'image.png', { type: 'image/png' }));
    const words = new DataTransfer();
    words.setData('text/plain', 'just some words');
    return [paste(picture), paste(words)];
  })()`);
  expect(taken).toEqual([false, false]);
  await expect(page.getByTestId('tab-alert-subtract')).toBeEmpty();
  await expect(page.getByTestId('tab-notice-subtract')).toBeEmpty();
});
