// "Show me how" on the Working tab (issue 23): from the last right line of a student's working,
// Next step gives a hint and then the line, Show a correct working gives every step, Use this
// line continues the working from it (checked again), a wrong step with a named misconception
// shows the right way for that operation, and a teacher gets a worked solution that prints only
// when chosen. Every line and number is rational-working-solve's, in the engine worker, offline too.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './fixtures';
import { WorkingPage } from './pages/working';

async function opened(page: Page): Promise<WorkingPage> {
  const working = new WorkingPage(page);
  await working.goto();
  return working;
}

/** Direction of the first element a locator matches, as laid out. */
async function direction(locator: ReturnType<Page['locator']>): Promise<string> {
  return locator
    .first()
    .evaluate(
      (element) =>
        (globalThis as unknown as { getComputedStyle(element: unknown): { direction: string } }).getComputedStyle(element).direction,
    );
}

test.describe('Show me how', () => {
  test('Next step: a hint first, then the line; Use this line continues the working from the last right line', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/3\n= 2/5');
    await working.expectMarks([
      [1, 'start', false],
      [2, 'not_equal', true],
    ]);
    // Nothing is asked of the solver until the student asks.
    await expect(working.solveSteps).toHaveCount(0);

    await working.nextStep.click();
    const first = working.solveStep(0);
    await expect(first.row).toHaveAttribute('data-stage', 'hint');
    await expect(first.hint).toHaveText('Write both fractions over 6, the least common denominator of 2 and 3.');
    await expect(first.text).toHaveCount(0);
    await expect(working.solve).toContainText('From the problem, 1/2 + 1/3:');

    await working.nextStep.click();
    await expect(first.row).toHaveAttribute('data-stage', 'line');
    await expect(first.text).toHaveText('= 3/6 + 2/6');
    await expect(first.how).toHaveText('1/2 = (1×3)/(2×3) = 3/6; 1/3 = (1×2)/(3×2) = 2/6');
    await expect(first.row.locator('[data-rational="5/6"]')).toBeVisible();

    // The wrong line 2 goes: a right line under it would be checked against 2/5.
    await first.use.click();
    await expect(working.lines).toHaveText(['1/2 + 1/3', '= 3/6 + 2/6']);
    await working.expectMarks([
      [1, 'start', false],
      [2, 'equal', false],
    ]);
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    // The section starts over for the new working, and Next step goes on from the new line.
    await expect(working.solveSteps).toHaveCount(0);
    await expect(working.nextStep).toBeFocused();
    const notice = page.getByTestId('tab-notice-working');
    await expect(notice).toContainText('1/2 + 1/3');
    await expect(notice).toContainText(', the last right step, was replaced by the correct working.');

    await working.nextStep.click();
    await expect(working.solve).toContainText('From line 2, 3/6 + 2/6, the last right line:');
    await expect(working.solveStep(0).hint).toHaveText('The denominators are the same, 6: add the numerators and keep the denominator.');
    await working.nextStep.click();
    await expect(working.solveStep(0).text).toHaveText('= 5/6');
    await working.solveStep(0).use.click();
    await expect(working.lines).toHaveText(['1/2 + 1/3', '= 3/6 + 2/6', '= 5/6']);
    await working.expectMarks([
      [1, 'start', false],
      [2, 'equal', false],
      [3, 'equal', false],
    ]);
    await expect(working.verdict).toHaveText('Correct: every step follows from the one before it, and the value is 5/6.');

    // Finished: nothing is left to do.
    await working.nextStep.click();
    await expect(working.solve.getByTestId('solve-outcome')).toHaveText(
      'Nothing is left to do: 5/6 is the answer, written in lowest terms.',
    );
  });

  test('Undo puts back the lines Use this line replaced', async ({ page }) => {
    const working = await opened(page);
    await working.useFirstCorrectLine();
    await page.getByTestId('tab-notice-working').getByRole('button', { name: 'Undo' }).click();
    await expect(working.lines).toHaveText(['1/2 + 1/3', '= 2/5']);
    await working.expectMarks([
      [1, 'start', false],
      [2, 'not_equal', true],
    ]);
  });

  test('Show a correct working: every step, each a row with its line, value and sentence, to the form asked for', async ({ page }) => {
    const working = await opened(page);
    await working.finalForm.selectOption('mixed');
    await working.replace('2 1/2 + 1 1/3');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'final_form');
    await working.showAll.click();
    await expect(working.solveSteps).toHaveCount(4);
    await expect(working.solve.getByTestId('solve-step-text')).toHaveText(['= 5/2 + 4/3', '= 15/6 + 8/6', '= 23/6', '= 3 5/6']);
    await expect(working.solveStep(0).how).toHaveText('2 1/2 = (2×2+1)/2 = 5/2; 1 1/3 = (1×3+1)/3 = 4/3');
    await expect(working.solveStep(1).hint).toContainText('Write both fractions over 6, the least common denominator of 2 and 3.');
    await expect(working.solveStep(3).hint).toContainText('Write 23/6 as a mixed number: divide 23 by 6');
    // Every step's value is the problem's, as readable math with its mixed number.
    await expect(working.solveStep(3).row.locator('[data-rational="23/6"] [data-testid=mixed-math]')).toHaveText(/^3\s*5\s*6$/);

    // Taking the last line takes the whole solution: checked, right, and in the form asked for.
    await working.solveStep(3).use.click();
    await expect(working.lines).toHaveText(['2 1/2 + 1 1/3', '= 5/2 + 4/3', '= 15/6 + 8/6', '= 23/6', '= 3 5/6']);
    await working.expectMarks([
      [1, 'start', false],
      [2, 'equal', false],
      [3, 'equal', false],
      [4, 'equal', false],
      [5, 'equal', false],
    ]);
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
    // Only lines were added under the student's: nothing to undo.
    await expect(page.getByTestId('tab-notice-working')).toBeEmpty();
  });

  test('The right way for this step: beside a wrong step, the correct working of that operation', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/3\n= 2/5');
    await expect(working.status(1)).toHaveText('First mistake');
    const rightWay = working.rightWay(1);
    await expect(rightWay.button).toHaveAttribute('aria-expanded', 'false');
    await rightWay.button.click();
    await expect(rightWay.button).toHaveAttribute('aria-expanded', 'true');
    await expect(rightWay.chain).toHaveText('1/2 + 1/3 = 3/6 + 2/6 = 5/6');
    // The problem line has no misconception, so no such button.
    await expect(working.row(0).getByRole('button', { name: 'The right way for this step' })).toHaveCount(0);

    // At the site of a step inside a longer line: the operation as the student wrote it.
    await working.replace('2/3 + 3/4\n= 8/12 + 9/12\n= 17/24');
    await expect(working.status(2)).toHaveText('First mistake');
    await working.rightWay(2).button.click();
    await expect(working.rightWay(2).chain).toHaveText('8/12 + 9/12 = 17/12');
  });

  test('a problem that divides by zero has no way forward, and says so', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 ÷ (1/3 - 1/3)');
    await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'division_by_zero');
    await working.nextStep.click();
    await expect(working.solve.getByTestId('solve-outcome')).toHaveText(
      'The problem divides by zero, so it has no value: there is no way to go on.',
    );
    await expect(working.solveSteps).toHaveCount(0);
  });

  test('a teacher’s worked solution under the answer key, printed only when chosen', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/3\n= 2/5');
    await expect(working.status(1)).toHaveText('First mistake');
    const solution = working.workedSolution;
    const steps = solution.getByTestId('solve-step-text');
    await expect(steps).toHaveCount(0);
    await solution.getByRole('button', { name: 'Show the worked solution' }).click();
    await expect(steps).toHaveText(['= 3/6 + 2/6', '= 5/6']);

    // A student's sheet (the default): the worked solution is not printed.
    await page.emulateMedia({ media: 'print' });
    await expect(solution).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await solution.getByRole('checkbox', { name: 'Print the worked solution' }).check();
    await page.emulateMedia({ media: 'print' });
    await expect(solution).toBeVisible();
    await expect(steps).toHaveText(['= 3/6 + 2/6', '= 5/6']);
    // Nothing to click on paper.
    await expect(solution.locator('button, input')).toHaveCount(2);
    for (const control of await solution.locator('button, input').all()) await expect(control).toBeHidden();
  });
});

test.describe('Show me how in Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('the hint in Hebrew, the line and its numbers left to right', async ({ page }) => {
    await page.goto('/#/working');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const working = new WorkingPage(page);
    await expect(working.content).toBeVisible();
    await working.replace('1/2 + 1/3\n= 2/5');
    await working.expectMarks([
      [1, 'start', false],
      [2, 'not_equal', true],
    ]);
    const solve = working.solve;
    await solve.getByRole('button', { name: 'הצעד הבא' }).click();
    const row = solve.getByTestId('solve-step').first();
    await expect(row.getByTestId('solve-step-hint')).toHaveText('הרחיבו את שני השברים למכנה 6, המכנה המשותף הקטן ביותר של 2 ושל 3.');
    await solve.getByRole('button', { name: 'הצעד הבא' }).click();
    await expect(row.getByTestId('solve-step-text')).toHaveText('= 3/6 + 2/6');
    expect(await direction(row)).toBe('rtl');
    expect(await direction(row.getByTestId('solve-step-text'))).toBe('ltr');
    expect(await direction(row.getByTestId('solve-step-how'))).toBe('ltr');
    expect(await direction(row.getByTestId('solve-step-hint').locator('bdi'))).toBe('ltr');
    await row.getByRole('button', { name: 'להשתמש בשורה הזאת' }).click();
    await expect(working.lines).toHaveText(['1/2 + 1/3', '= 3/6 + 2/6']);
    await working.expectMarks([
      [1, 'start', false],
      [2, 'equal', false],
    ]);

    await working.replace('1/2 + 1/3\n= 2/5');
    await working.row(1).getByRole('button', { name: 'הדרך הנכונה לצעד הזה' }).click();
    await expect(working.row(1).getByTestId('right-way-chain')).toHaveText('1/2 + 1/3 = 3/6 + 2/6 = 5/6');
  });
});

test('offline: the solver answers from the precached engine worker', async ({ page, context }) => {
  await page.goto('/#/working');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  expect(await page.evaluate(`fetch('/not-precached-' + Date.now()).then(() => 'reached', () => 'failed')`)).toBe('failed');
  await page.reload();
  await waitForServiceWorkerControl(page);

  const working = new WorkingPage(page);
  await expect(working.content).toBeVisible();
  // A working no earlier visit asked about, so the answer is worked out now, offline.
  await working.replace('1/2 + 1/3\n= 2/5');
  await working.expectMarks([
    [1, 'start', false],
    [2, 'not_equal', true],
  ]);
  await working.nextStep.click();
  await expect(working.solveStep(0).hint).toHaveText('Write both fractions over 6, the least common denominator of 2 and 3.');
  await working.rightWay(1).button.click();
  await expect(working.rightWay(1).chain).toHaveText('1/2 + 1/3 = 3/6 + 2/6 = 5/6');
});

for (const language of ['en', 'he'] as const) {
  test(`${language}: everything Show me how opens has no axe violations`, async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('exactly:language', ${JSON.stringify(language)})`);
    await page.goto('/#/working');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const working = new WorkingPage(page);
    await expect(working.content).toBeVisible();
    await working.replace('1/2 + 1/3\n= 2/5');
    await working.expectMarks([
      [1, 'start', false],
      [2, 'not_equal', true],
    ]);
    const buttons = working.solve.locator('.solve-controls button');
    // Next step's hint, then Show a correct working's rows, with their values as readable math.
    await buttons.first().click();
    await expect(working.solveSteps).toHaveCount(1);
    await buttons.nth(1).click();
    await expect(working.solve.getByTestId('solve-step-text')).toHaveText(['= 3/6 + 2/6', '= 5/6']);
    await expect(working.solveSteps.locator('[data-testid=fraction-math]').first()).toBeVisible();
    await working.row(1).locator('.right-way-button').click();
    await expect(working.row(1).getByTestId('right-way-chain')).toHaveText('1/2 + 1/3 = 3/6 + 2/6 = 5/6');
    await working.workedSolution.locator('button').click();
    await expect(working.workedSolution.getByTestId('solve-step-text')).toHaveText(['= 3/6 + 2/6', '= 5/6']);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// Issue 30: a press acts on the working as typed at that moment, however soon after the last
// keystroke; one made while the check is still running is answered once the solver is done. The
// press is dispatched right after the text goes in (no wait for the editor to show it): sooner
// than the tab's 60 ms pause before it checks, so the check of the new text has not even started.
test.describe('No press is lost', () => {
  /** Replaces the working and presses `button` at once, as a student who does not wait. */
  async function typeAndPress(page: Page, working: WorkingPage, text: string, button: ReturnType<Page['locator']>): Promise<void> {
    await working.content.click();
    await working.content.press('ControlOrMeta+a');
    await page.keyboard.insertText(text);
    await button.dispatchEvent('click');
  }

  test('Show a correct working pressed right after typing answers the working as typed', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/3');
    await working.expectMarks([[1, 'start', false]]);
    await typeAndPress(page, working, '2 1/2 + 1 1/3\n= 5/2 + 4/3\n= 9/5', working.showAll);
    await expect(working.solve).toContainText('From line 2, 5/2 + 4/3, the last right line:');
    await expect(working.solveSteps.getByTestId('solve-step-text')).toHaveText(['= 15/6 + 8/6', '= 23/6', '= 3 5/6']);
    // And it stays once the check of that working has arrived.
    await working.expectMarks([
      [1, 'start', false],
      [2, 'equal', false],
      [3, 'not_equal', true],
    ]);
    await expect(working.solveSteps).toHaveCount(3);
  });

  test('Next step pressed twice right after typing, then Use this line, act on the working as typed', async ({ page }) => {
    const working = await opened(page);
    await working.replace('1/2 + 1/3');
    await working.expectMarks([[1, 'start', false]]);
    await typeAndPress(page, working, '3/4 - 1/6\n= 2/2', working.nextStep);
    await working.nextStep.dispatchEvent('click');
    await expect(working.solveStep(0).text).toHaveText('= 9/12 - 2/12');
    await working.solveStep(0).use.click();
    await expect(working.lines).toHaveText(['3/4 - 1/6', '= 9/12 - 2/12']);
  });
});
