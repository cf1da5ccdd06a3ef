// The Working tab: a worked solution typed line by line is checked as the user types — a mark in
// the gutter for every line, an underline at every positioned fault, the verdict with the first
// mistake's sentence, a row per step — with a teacher's answer key and final form, in English and
// Hebrew, shared by link, printed as a marked worksheet, and offline.
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './fixtures';
import { disclosedJson, openDisclosure, openJsonDisclosure, seedTabState } from './pages/app';
import { WorkingPage } from './pages/working';

async function opened(page: Page): Promise<WorkingPage> {
  const working = new WorkingPage(page);
  await working.goto();
  return working;
}

test.describe('Working tab', () => {
  test('a first visit lands on it, with its example marked and its mistake explained', async ({ page }) => {
    await page.goto('/');
    const working = new WorkingPage(page);
    await expect(page).toHaveURL(/#\/working$/);
    await expect(working.lines).toHaveText(['2/3 + 3/4', '= 8/12 + 9/12', '= 17/24']);
    await working.expectMarks([
      [1, 'start', false],
      [2, 'equal', false],
      [3, 'not_equal', true],
    ]);
    await expect(working.marks).toHaveText(['▸', '✓', '✗']);
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'step_mismatch');
    await expect(working.verdict).toHaveText(
      'The first mistake is on line 3. 8/12 + 9/12 is 17/12, not 17/24: it looks like the numerators and the denominators were added, (8+9)/(12+12).',
    );
    // "=" is the chain sign, coloured as such by the working grammar's tokenizer.
    await expect(working.content.locator('.tok-chain')).toHaveCount(2);
  });

  test('1.2.0: a decimal mistake is named as one, in decimals, and a step two mistakes explain alike names neither', async ({ page }) => {
    const working = await opened(page);
    await working.replace('0.7 + 0.7 = 0.14');
    await expect(working.sentence(1)).toHaveText(
      '0.7 + 0.7 is 1.4, not 0.14: it looks like the parts after the decimal point were worked as whole numbers, apart from the whole numbers, 0.14. ' +
        'Or it may be that each column’s whole sum was written into the answer instead of carrying, 0.14.',
    );
    await working.replace('9/12 = 3/6');
    await expect(working.sentence(1)).toHaveText(
      '9/12 is 3/4, not 3/6: the difference is -1/4. It could be that the same number was added to the numerator and the denominator of 9/12, 3/6, ' +
        'or that the numerator and the denominator of 9/12 were divided by different numbers, 3/6: nothing in this line tells which.',
    );
  });

  test('type a working: the marks, the first-mistake sentence and a row per step', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/3 = 2/5');
    // One line, two steps: the line shows its worst step's mark.
    await working.expectMarks([[1, 'not_equal', true]]);
    await expect(working.verdict).toHaveText(
      'The first mistake is on line 1. 1/2 + 1/3 is 5/6, not 2/5: it looks like the numerators and the denominators were added, (1+1)/(2+3).',
    );
    await expect(working.rows).toHaveCount(2);
    await expect(working.status(0)).toHaveText('Problem');
    await expect(working.status(1)).toHaveText('First mistake');
    await expect(working.sentence(1)).toHaveText(
      '1/2 + 1/3 is 5/6, not 2/5: it looks like the numerators and the denominators were added, (1+1)/(2+3).',
    );
    // Values as MathML, with the mixed number the engine works out where there is one.
    await working.replace('2/3 + 3/4\n= 17/12');
    await expect(working.row(1).locator('[data-rational="17/12"] [data-testid=fraction-math] mfrac')).toBeVisible();
    await expect(working.row(1).locator('[data-testid=mixed-math]')).toHaveText(/^1\s*5\s*12$/);
    await working.expectMarks([
      [1, 'start', false],
      [2, 'equal', false],
    ]);
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    await expect(working.verdict).toHaveText('Correct: every step follows from the one before it, and the value is 17/12.');
    // The misconception's site in the step before is underlined as a note; the wrong step as a warning.
    await working.replace('2 1/2 × 3\n= 3/2 × 3');
    await expect(working.underlined('info')).toHaveText(['2 1/2']);
    // The step has the operators of the one before: its wrong operand is underlined and named (1.1.0).
    await expect(working.underlined('warning')).toHaveText(['3/2']);
    await expect(working.sentence(1)).toContainText('In this line, 2 1/2 should be 5/2, not 3/2.');
    await expect(working.sentence(1)).toContainText('in 2 1/2, the whole part was added to the numerator, (2+1)/2 = 3/2');
  });

  test('the book’s notation, and a mistake named the way a teacher would', async ({ page }) => {
    const working = await opened(page);
    await working.replace('3/4 of 12 = 3');
    await expect(working.sentence(1)).toHaveText(
      '3/4 of 12 is 9, not 3: it looks like the amount was divided by the denominator but not multiplied by the numerator, 12÷4.',
    );
    await working.replace('3 1/4 − 1 3/4 = 2 2/4');
    await expect(working.sentence(1)).toContainText(
      'it looks like the whole numbers were subtracted and the smaller fraction part was taken from the larger instead of regrouping, 3−1 = 2, 3/4−1/4 = 2/4.',
    );
    await working.replace('(2/3)^2 + 25% = 2²');
    await expect(working.rows).toHaveCount(2);
    await expect(working.status(1)).toHaveText('First mistake');
  });

  test('a step equal to a wrong one is carried forward (↪), not marked wrong again', async ({ page }) => {
    const working = await opened(page);
    await working.replace('5/6 - 1/3 * 3/4\n= 1/2 * 3/4\n= 3/8');
    await working.expectMarks([
      [1, 'start', false],
      [2, 'not_equal', true],
      [3, 'carried', false],
    ]);
    await expect(working.marks.nth(2)).toHaveText('↪');
    await expect(working.sentence(1)).toHaveText(
      '5/6 - 1/3 * 3/4 is 7/12, not 3/8: it looks like the operations were done from left to right, although × and ÷ come before + and −.',
    );
    await expect(working.status(2)).toHaveText('Follows from a wrong step');
    await expect(working.sentence(2)).toHaveText(
      'Follows correctly from 1/2 * 3/4, but carries the earlier mistake forward: the problem is 7/12, not 3/8.',
    );
    // Hovering a mark says what it is.
    await expect(working.marks.nth(2)).toHaveAttribute('title', 'Line 3: Follows from a wrong step');
  });

  test('fractions, mixed numbers, decimals and ":" for division are read the working’s way', async ({ page }) => {
    const working = await opened(page);
    await working.replace('6 : 2/3\n= 6 × 3/2\n= 9\n= 8.5 + 1/2');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    await working.expectMarks([
      [1, 'start', false],
      [2, 'equal', false],
      [3, 'equal', false],
      [4, 'equal', false],
    ]);
  });

  test('a division by zero gets ÷0, its divisor underlined and named; the steps after it are still checked', async ({ page }) => {
    const working = await opened(page);
    await working.replace('3/4 ÷ (1/2 - 1/4)\n= 3/4 ÷ (1/4 - 1/4)\n= 3');
    await working.expectMarks([
      [1, 'start', false],
      [2, 'division_by_zero', true],
      [3, 'equal', false],
    ]);
    await expect(working.marks.nth(1)).toHaveText('÷0');
    await expect(working.underlined('error')).toHaveText(['÷ (1/4 - 1/4)']);
    await expect(working.sentence(1)).toHaveText('This step divides by (1/4 - 1/4), which is zero, so it has no value.');
    await expect(working.verdict).toContainText('Line 2 divides by zero.');
    await working.underlined('error').hover();
    await expect(page.locator('.cm-tooltip-lint')).toContainText('Division by zero: the divisor (1/4 - 1/4) is zero.');
  });

  test('a rejected working is underlined at its fault, counted in code points, and explained', async ({ page }) => {
    const working = await opened(page);
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'step_mismatch');
    await working.replace('1/2 + 1/3\n= 5/6 +\n= 5/6');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'error');
    await expect(working.verdict).toContainText('Invalid input.');
    await expect(working.underlined('error')).toHaveText(['+']);
    await expect(working.problems).toHaveCount(1);
    // The engine could not read it: the marks and rows of the last working it could stay, dimmed and marked out of date.
    await expect(working.panel.locator('.working-editor.is-outdated')).toBeVisible();
    await expect(working.marks).toHaveCount(3);
    await expect(working.panel.getByTestId('working-steps-outdated')).toBeVisible();
    await expect(working.rows.first()).toContainText('2/3 + 3/4');
    await working.replace('½ + 😀 = 1');
    await expect(working.underlined('error')).toHaveText(['½']);
    await working.replace('1 + 😀 = 1');
    await expect(working.underlined('error')).toHaveText(['😀']);
  });

  test('the answer key: a mismatch is the verdict when every step holds, and is reported whatever the verdict', async ({ page }) => {
    const working = await opened(page);
    await working.replace('2/3 + 3/4\n= 17/12');
    await working.answer.fill('5/4');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'answer_mismatch');
    await expect(working.verdict).toContainText('Every step follows, but the final value 17/12 is not the answer key, 5/4.');
    await expect(working.verdict.locator('.working-checks li')).toHaveText(['Answer key 5/4: the final value is 17/12.']);
    await expect(working.answer).toHaveAttribute('aria-invalid', 'true');
    await working.answer.fill('17/12');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    await expect(working.verdict).toContainText('Answer key 17/12: the final value matches it.');
    await expect(working.answer).not.toHaveAttribute('aria-invalid');
    // A decimal is an answer key too (1.2.0), compared by value.
    await working.answer.fill('1.5');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'answer_mismatch');
    await working.answer.fill('1.5x');
    await expect(working.verdict).toContainText(
      'Invalid input. The answer key “1.5x” is not a number: write a fraction such as 17/12 or a decimal such as 5.22.',
    );
    await expect(working.answer).toHaveAttribute('aria-invalid', 'true');
  });

  test('the final form: the last step must be written as asked', async ({ page }) => {
    const working = await opened(page);
    await working.replace('2/3 + 3/4\n= 17/12');
    await working.finalForm.selectOption('mixed');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'final_form');
    await expect(working.verdict).toContainText(
      'Every step follows, but the last step, 17/12, is not written as a mixed number in lowest terms.',
    );
    await expect(working.underlined('warning')).toHaveText(['17/12']);
    await working.replace('2/3 + 3/4\n= 17/12\n= 1 5/12');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    await expect(working.verdict).toContainText('Final form: the last step, 1 5/12, is written as a mixed number in lowest terms.');
    await working.finalForm.selectOption('improper');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'final_form');
  });

  test('the JSON disclosure shows the exact request and the tool’s response', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/3 = 2/5');
    await working.answer.fill('5/6');
    await working.finalForm.selectOption('lowest_terms');
    await expect(working.verdict).toContainText('Answer key 5/6');
    await openJsonDisclosure(working.panel);
    await expect
      .poll(() => disclosedJson(working.panel, 'request'))
      .toEqual({ working: '1/2 + 1/3 = 2/5', answer: '5/6', final_form: 'lowest_terms' });
    const response = (): Promise<unknown> => disclosedJson(working.panel, 'response');
    await expect
      .poll(response)
      .toMatchObject({ valid: false, reason: 'step_mismatch', first_error_index: 1, answer_matches: false, final_form_ok: true });
    await expect
      .poll(async () => ((await response()) as { steps?: unknown[] } | undefined)?.steps?.[1])
      .toMatchObject({ misconceptions: [{ rule: 'added_across', position: 4 }] });
  });

  test('what was typed is kept across tab switches and reloads', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/4\n= 3/4');
    await working.answer.fill('3/4');
    await working.finalForm.selectOption('lowest_terms');
    await page.getByRole('tab', { name: 'Evaluate' }).click();
    await page.getByRole('tab', { name: 'Working' }).click();
    await expect(working.lines).toHaveText(['1/2 + 1/4', '= 3/4']);
    await page.reload();
    await expect(working.lines).toHaveText(['1/2 + 1/4', '= 3/4']);
    await expect(working.answer).toHaveValue('3/4');
    await expect(working.finalForm).toHaveValue('lowest_terms');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
  });

  test('the history keeps a checked working, and restores it', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/3 = 2/5');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'step_mismatch');
    await openDisclosure(working.panel.getByTestId('history-working'));
    const entry = working.panel.getByTestId('history-entry').filter({ hasText: '1/2 + 1/3 = 2/5' });
    await expect(entry).toContainText('mistake on line 1');
    await working.replace('1 = 1');
    await entry.getByRole('button', { name: 'Restore' }).click();
    await expect(working.lines).toHaveText(['1/2 + 1/3 = 2/5']);
  });

  test('a share link opens the same working, answer key and form, marked, in a browser that never saw the app', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const working = await opened(page);
    await working.replace('3/4 : 1/2\n= 3/8\n= 3/8');
    await working.answer.fill('3/2');
    await working.finalForm.selectOption('improper');
    await expect(working.verdict).toContainText('Answer key 3/2');
    await working.panel.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.getByTestId('tab-notice-working').getByTestId('share-link').inputValue();
    expect(link).toMatch(/^http:\/\/localhost:\d+\/#\/working\?[zj]=[A-Za-z0-9_-]+$/);

    const other = await (await browser.newContext()).newPage();
    await other.goto(link);
    const shared = new WorkingPage(other);
    await expect(other).toHaveURL(/#\/working$/);
    await expect(shared.lines).toHaveText(['3/4 : 1/2', '= 3/8', '= 3/8']);
    await expect(shared.answer).toHaveValue('3/2');
    await expect(shared.finalForm).toHaveValue('improper');
    await shared.expectMarks([
      [1, 'start', false],
      [2, 'not_equal', true],
      [3, 'carried', false],
    ]);
    await expect(shared.sentence(1)).toContainText('the fractions were multiplied instead of divided, (3×1)/(4×2)');
    await other.context().close();
  });

  test('prints a clean marked worksheet: the working with its marks, the sentences, no controls', async ({ page }) => {
    const working = await opened(page);
    await working.replace('5/6 - 1/3 * 3/4\n= 1/2 * 3/4\n= 3/8');
    await working.answer.fill('7/12');
    await expect(working.verdict).toContainText('Answer key 7/12');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('button:visible')).toHaveCount(0);
    await expect(page.locator('details:visible')).toHaveCount(0);
    for (const hidden of ['[role="tablist"]', '.language-switch', '.tab-tools', '.json-disclosure', '.app-footer', '.working-teacher']) {
      await expect(page.locator(hidden).first(), hidden).toBeHidden();
    }
    await expect(working.marks).toHaveText(['▸', '✗', '↪']);
    await expect(working.marks.first()).toBeVisible();
    await expect(working.panel.locator('.working-print-settings')).toHaveText('Answer key: 7/12');
    await expect(working.verdict).toBeVisible();
    await expect(working.sentence(1)).toBeVisible();
    await expect(working.sentence(2)).toContainText('carries the earlier mistake forward');
    expect(await page.evaluate(`getComputedStyle(document.querySelector('#panel-working .cm-editor')).borderTopStyle`)).toBe('none');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    await expect(working.answer).toBeVisible();
    await expect(working.panel.locator('.working-print-settings')).toBeHidden();
  });

  test('the editor takes Enter as a new line, and Tab moves on', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/2');
    await working.content.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('= 1');
    await expect(working.lines).toHaveText(['1/2 + 1/2', '= 1']);
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    await page.keyboard.press('Tab');
    await expect(working.content).not.toBeFocused();
  });
});

test.describe('Working tab in Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('right to left around a left-to-right working; ":" is named for division; the first mistake in Hebrew', async ({ page }) => {
    await seedTabState(page, 'working', { working: '3/4 : 1/2 = 3/8', answer: '', finalForm: 'any' });
    await page.goto('/');
    const working = new WorkingPage(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'דרך הפתרון' })).toHaveAttribute('aria-selected', 'true');
    await expect(working.panel.locator('.tab-intro')).toContainText('וחילוק גם בנקודתיים, 6 : 3, כמו בבית הספר');
    expect(
      await working.content.evaluate(
        (element) => (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(element).direction,
      ),
    ).toBe('ltr');
    await expect(working.verdict).toHaveText(
      'הטעות הראשונה בשורה 1. 3/4 : 1/2 שווה 3/2, לא 3/8: נראה שכפלו את השברים במקום לחלק, (3×1)/(4×2).',
    );
    await expect(working.verdict.locator('bdi').first()).toHaveAttribute('dir', 'ltr');
    await expect(working.status(1)).toHaveText('הטעות הראשונה');
    await working.expectMarks([[1, 'not_equal', true]]);
  });
});

test('offline: once the service worker controls the page, a working is checked with the network gone', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  expect(await page.evaluate(`fetch('/not-precached-' + Date.now()).then(() => 'reached', () => 'failed')`)).toBe('failed');
  await page.reload();
  const working = new WorkingPage(page);
  await working.replace('2 1/2 × 4\n= 4');
  await working.expectMarks([
    [1, 'start', false],
    [2, 'not_equal', true],
  ]);
  await expect(working.verdict).toContainText('in 2 1/2, the mixed number was read as its whole part times its fraction, 2 × 1/2 = 1');
});

test.describe('Check tab: a division by a written fraction', () => {
  test('is explained under the editor, with both readings, and opens in the Working tab', async ({ page }) => {
    const working = await opened(page);
    const before = (await working.lines.allTextContents()).join('\n');
    await page.getByRole('tab', { name: 'Check' }).click();
    const check = page.locator('#panel-check');
    const editor = check.locator('.cm-content');
    await editor.click();
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText('1/2 ÷ 3/4');
    await check.getByLabel('Claimed value').fill('2/3');
    const note = check.getByTestId('fraction-divisor-note');
    await expect(note).toContainText(
      'The Check tab reads ÷ and / at one level, left to right, so 1/2 ÷ 3/4 is ((1/2) ÷ 3) / 4 = 1/24. ' +
        'With parentheses, 1/2 ÷ (3/4), or in the Working tab, where 3/4 is one number, it is 2/3.',
    );
    await expect(check.getByTestId('check-verdict')).toContainText('Wrong.');
    // With parentheses the note has nothing to say.
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText('1/2 ÷ (3/4)');
    await expect(note).toHaveCount(0);
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText('1/2 ÷ 3/4');

    await note.getByRole('button', { name: 'Open in the Working tab' }).click();
    await expect(page).toHaveURL(/#\/working$/);
    await expect(working.lines).toHaveText(['1/2 ÷ 3/4', '= 2/3']);
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    await expect(page.getByTestId('tab-notice-working')).toContainText('Opened the expression from the Check tab.');
    await page.getByTestId('tab-notice-working').getByRole('button', { name: 'Undo' }).click();
    await expect(working.lines).toHaveText(before.split('\n'));
  });
});

test.describe('Check tab: the book\u2019s notation', () => {
  test('3/4 of 12 is explained under the editor with its value in the Working tab, and opens there', async ({ page }) => {
    const working = await opened(page);
    await page.getByRole('tab', { name: 'Check' }).click();
    const check = page.locator('#panel-check');
    const editor = check.locator('.cm-content');
    await editor.click();
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText('3/4 of 12');
    await check.getByLabel('Claimed value').fill('9');
    const note = check.getByTestId('book-notation-note');
    await expect(note).toContainText(
      'The Check tab reads whole numbers and + − × ÷ only: of is the book\u2019s way of writing a multiplication (3/4 of 12 is 3/4 × 12). ' +
        'The Working tab reads it as written: 3/4 of 12 is 9.',
    );
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText('25% + 1');
    await expect(note).toContainText('% means hundredths (25% is 25/100).');
    await expect(note).toContainText('25% + 1 is 5/4.');
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText('1 + 2');
    await expect(note).toHaveCount(0);
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText('3/4 of 12');
    await note.getByRole('button', { name: 'Open in the Working tab' }).click();
    await expect(page).toHaveURL(/#\/working$/);
    await expect(working.lines).toHaveText(['3/4 of 12', '= 9']);
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
  });
});
