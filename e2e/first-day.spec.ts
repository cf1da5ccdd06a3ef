// What a student meets the first day (issue 38): a child's "x" for times, a division by zero in an
// equation, and an Undo that belongs to the working it was offered for.
import { expect, test, type Page } from '@playwright/test';
import { WorkingPage } from './pages/working';

async function opened(page: Page): Promise<WorkingPage> {
  const working = new WorkingPage(page);
  await working.goto();
  return working;
}

test.describe('an x between two numbers is times', () => {
  test('2/3 x 3/4 = 5/7 is a wrong product, not an equation marked correct, and the line says how x was read', async ({ page }) => {
    const working = await opened(page);
    await working.replace('2/3 x 3/4 = 5/7');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'step_mismatch');
    await expect(working.verdict).toContainText('The first mistake is on line 1.');
    await expect(working.verdict).not.toContainText('Correct');
    await expect(working.sentence(0)).toHaveText(
      'The problem; its value is 1/2. The x between two numbers in 2/3 x 3/4 is read as × (times).',
    );
    await expect(working.underlined('info')).toHaveText(['x']);
    // And the tab says so before anyone types.
    await expect(page.locator('#panel-working .tab-intro')).toContainText('* x between two numbers are × too');
  });

  test('2 x 3 = 5 is wrong and 2 X 3 = 6 is right', async ({ page }) => {
    const working = await opened(page);
    await working.replace('2 x 3 = 5');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'step_mismatch');
    await working.replace('2 X 3 = 6');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
  });

  test('an x that could be times or the unknown is asked about, in either language, with no verdict', async ({ page }) => {
    const working = await opened(page);
    await working.replace('2 x 3 = 6x');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'unsure_letter');
    await expect(working.verdict).toContainText('Is the x in line 1 times (×) or the unknown?');
    await expect(working.underlined('warning')).toHaveText(['x']);
    await working.replace('2x + 1 = 7');
    await expect(working.verdict).not.toContainText('Is the x');
  });
});

test('an Undo of Use this line ends once the working is changed: it never puts old work over a new problem', async ({ page }) => {
  const working = await opened(page);
  await working.useFirstCorrectLine();
  const notice = page.getByTestId('tab-notice-working');
  await expect(notice.getByRole('button', { name: 'Undo' })).toBeVisible();
  await working.replace('2/3 + 1/4');
  await expect(notice.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(working.lines).toHaveText(['2/3 + 1/4']);
});

test.describe('a division by zero in an equation', () => {
  test('1/0 + x = 2 is a division by zero marked at its "/", not "no solution"', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/0 + x = 2');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'division_by_zero');
    await expect(working.verdict).toContainText('Line 1 divides by zero.');
    await expect(working.verdict).not.toContainText('no solution');
    await expect(working.underlined('error')).toHaveText(['/']);
    await working.expectMarks([[1, 'division_by_zero', true]]);
  });

  test('a later line that divides by zero is the first mistake, in Hebrew too', async ({ page }) => {
    const working = await opened(page);
    await working.replace('2x = 4\nx = 4/0');
    await expect(working.verdict).toContainText('Line 2 divides by zero.');
    await working.expectMarks([
      [1, 'start', false],
      [2, 'division_by_zero', true],
    ]);
    await page.getByLabel('Language').selectOption('he');
    await expect(working.verdict).toContainText('שורה 2 מחלקת באפס.');
  });
});

test.describe('wording a student meets', () => {
  test('one decimal place is said in the singular', async ({ page }) => {
    const working = await opened(page);
    await working.replace('0.3 × 0.2 = 0.6');
    await expect(working.sentence(1)).toContainText('the answer was given 1 decimal place instead of 2');
  });

  test("a mixed-number subtraction quotes the student's own 3 2/4 and says values as mixed numbers; its correct working ends in one", async ({
    page,
  }) => {
    const working = await opened(page);
    await working.replace('5 1/4 - 2 3/4 = 3 2/4');
    await expect(working.sentence(1)).toContainText('5 1/4 - 2 3/4 is 2 1/2, not 3 2/4');
    await working.replace('3 2/4 - 1 3/4 = 2 1/4');
    await working.showAll.click();
    await expect(working.solve.getByTestId('solve-step-text').last()).toHaveText('= 1 3/4');
  });

  test('a denominator that was divided is said to be divided, not "not multiplied"', async ({ page }) => {
    const working = await opened(page);
    await working.replace('6/8 = 6/4');
    await expect(working.sentence(1)).toContainText(
      'the denominator of 6/8 was divided but its numerator was not divided by the same number',
    );
    await expect(working.sentence(1)).not.toContainText('multiplied');
  });
});
