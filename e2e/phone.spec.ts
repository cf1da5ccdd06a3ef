// A student on a phone (issue 38): a math keypad instead of the system keyboard, the active tab in
// sight in the tab strip, the verdict right under the editor and the teacher's fields folded away.
import { expect, test, type Page } from '@playwright/test';
import { WorkingPage } from './pages/working';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

async function opened(page: Page): Promise<WorkingPage> {
  const working = new WorkingPage(page);
  await working.goto();
  return working;
}

/** Empties the working, as selecting all and deleting would. */
async function clear(working: WorkingPage): Promise<void> {
  await working.content.click();
  await working.content.press('ControlOrMeta+a');
  await working.content.press('Backspace');
  await expect(working.content.locator('.cm-placeholder')).toBeVisible();
}

/** Presses keypad keys by their accessible names (or labels), in order. */
async function press(page: Page, keys: readonly string[]): Promise<void> {
  const keypad = page.locator('#panel-working').getByTestId('math-keypad');
  for (const key of keys) await keypad.getByRole('button', { name: key, exact: true }).tap();
}

test('a whole working is written with the keypad alone, and the editor asks for no system keyboard', async ({ page }) => {
  const working = await opened(page);
  await expect(working.content).toHaveAttribute('inputmode', 'none');
  await clear(working);
  await press(page, ['1', 'fraction bar', '2', 'times', '1', 'fraction bar', '3', 'new step line', '1', 'fraction bar', '6']);
  await expect(working.lines).toHaveText(['1/2 × 1/3', '= 1/6']);
  await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
  // A mixed number's space, x for times, and the caret moved back to put a digit before another.
  await clear(working);
  await press(page, [
    '2',
    'space of a mixed number',
    '1',
    'fraction bar',
    '2',
    'the letter x',
    '4',
    'move left',
    '1',
    'move right',
    'equals',
    '1',
    '0',
  ]);
  await expect(working.lines).toHaveText(['2 1/2x14 = 10']);
  await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'step_mismatch');
  await press(page, ['delete', 'delete', '3', '5']);
  await expect(working.lines).toHaveText(['2 1/2x14 = 35']);
  await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
});

test('every key is big enough to hit, and the keypad reads left to right in Hebrew too', async ({ page }) => {
  await page.addInitScript(`localStorage.setItem('exactly:language', 'he')`);
  const working = await opened(page);
  const keypad = page.locator('#panel-working').getByTestId('math-keypad');
  await expect(keypad).toHaveAttribute('dir', 'ltr');
  const sizes = await keypad.getByRole('button').evaluateAll((keys) =>
    keys.map((key) => {
      const box = key.getBoundingClientRect();
      return Math.min(box.width, box.height);
    }),
  );
  expect(sizes.length).toBeGreaterThan(20);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(40);
  await clear(working);
  await press(page, ['1', '2', 'הזזה שמאלה', '3']);
  await expect(working.lines).toHaveText(['132']);
});

test('the keypad can give way to the phone keyboard, and the choice is kept', async ({ page }) => {
  const working = await opened(page);
  await page.locator('#panel-working').getByRole('button', { name: 'Phone keyboard' }).tap();
  await expect(page.locator('#panel-working').getByTestId('math-keypad')).toHaveCount(0);
  await expect(working.content).not.toHaveAttribute('inputmode', 'none');
  await page.reload();
  await expect(working.content).toBeVisible();
  await expect(page.locator('#panel-working').getByRole('button', { name: 'Math keypad' })).toBeVisible();
  await expect(page.locator('#panel-working').getByTestId('math-keypad')).toHaveCount(0);
});

test('the active tab is in sight in the tab strip, whichever tab is opened', async ({ page }) => {
  for (const tab of ['class', 'subtract', 'working']) {
    await page.goto(`/#/${tab}`);
    const strip = await page.getByRole('tablist').boundingBox();
    const active = await page.getByRole('tab', { selected: true }).boundingBox();
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `tab-${tab}`);
    await expect
      .poll(
        async () => {
          const box = (await page.getByRole('tab', { selected: true }).boundingBox())!;
          return box.x >= strip!.x - 1 && box.x + box.width <= strip!.x + strip!.width + 1;
        },
        { message: `${tab} in sight` },
      )
      .toBe(true);
    expect(active).not.toBeNull();
  }
});

test('the verdict sits right under the editor, and the teacher fields fold away until asked for', async ({ page }) => {
  const working = await opened(page);
  await expect(working.verdictKind()).toBeVisible();
  await expect(working.answer).toBeHidden();
  await expect(working.workedSolution).toBeHidden();
  const toggle = page.getByRole('button', { name: 'For teachers: answer key and final form' });
  // Between the editor and the verdict's section there is only the fold's one button.
  const [editorBottom, toggleTop, toggleBottom, resultTop] = (await page.evaluate(`(() => {
    const box = (selector) => document.querySelector(selector).getBoundingClientRect();
    return [box('#panel-working .working-editor').bottom, box('.working-teacher-toggle').top, box('.working-teacher-toggle').bottom, box('#panel-working section.result').top];
  })()`)) as [number, number, number, number];
  expect(toggleTop - editorBottom).toBeLessThan(48);
  expect(resultTop - toggleBottom).toBeLessThan(48);
  await toggle.tap();
  await expect(working.answer).toBeVisible();
  await expect(working.workedSolution).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
