// An equation working on the Working tab (issue 32): a student solves 2/3 x + 1/4 = 5/6 line by
// line, moves 1/4 across without changing its sign, sees the line marked and the mistake named
// with their own numbers, and presses Next step for a hint and then the line; the same in Hebrew,
// and offline, from the precached engine worker. Every line, solution and number is the engine's.
import AxeBuilder from '@axe-core/playwright';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './fixtures';
import { ClassPage } from './pages/class';
import { WorkingPage } from './pages/working';

const WORKING = '2/3 x + 1/4 = 5/6\n2/3 x = 5/6 + 1/4';

async function typed(page: Page): Promise<WorkingPage> {
  const working = new WorkingPage(page);
  await expect(working.content).toBeVisible();
  await working.replace(WORKING);
  await working.expectMarks([
    [1, 'start', false],
    [2, 'not_equal', true],
  ]);
  return working;
}

test('the equation working is its own chunk: not fetched for the first screen, fetched once a letter makes the working an equation', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/EquationWorking-[^/]*\.js$/.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.goto('/#/working');
  const working = new WorkingPage(page);
  await expect(working.verdictKind()).toBeVisible();
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        (globalThis as unknown as { requestIdleCallback(callback: () => void): void }).requestIdleCallback(() => resolve(null)),
      ),
  );
  expect(chunks).toEqual([]);
  await typed(page);
  expect(chunks).toHaveLength(1);
});

test('the sign kept when a term moves is named, and Next step gives a hint, then the line', async ({ page }) => {
  await page.goto('/#/working');
  const working = await typed(page);
  await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'not_equivalent');
  await expect(working.verdict).toContainText('The first mistake is on line 2.');
  await expect(working.verdict).toContainText(
    '2/3 x + 1/4 = 5/6 has the solution x = 7/8, but this line has x = 13/8: it looks like 1/4 was moved to the other side without changing its sign',
  );
  await expect(working.status(1)).toHaveText('First mistake');
  // The letter is the unknown to the highlighter, not a fault.
  await expect(working.content.locator('.tok-name').first()).toHaveText('x');
  await expect(working.content.locator('.tok-invalid')).toHaveCount(0);

  await working.nextStep.click();
  const first = working.solveStep(0);
  await expect(first.row).toHaveAttribute('data-stage', 'hint');
  await expect(first.hint).toHaveText('Multiply both sides by 12, the least common multiple of the denominators, to clear the fractions.');
  await expect(working.solve).toContainText('From line 1, 2/3 x + 1/4 = 5/6:');
  await working.nextStep.click();
  await expect(first.text).toHaveText('8x + 3 = 10');

  // Show a correct working ends with the check, and taking it marks every line right.
  await working.showAll.click();
  await expect(working.solveStep(3).text).toHaveText('2/3 × 7/8 + 1/4 = 5/6');
  await expect(working.solve.getByTestId('solve-outcome')).toHaveText('So the solution is x = 7/8.');
  await working.solveStep(3).use.click();
  // The wrong line 2 went: the tab says so and offers Undo.
  await expect(page.getByTestId('tab-notice-working')).toContainText(', the last right step, was replaced by the correct working.');
  await expect(working.lines).toHaveText(['2/3 x + 1/4 = 5/6', '8x + 3 = 10', '8x = 7', 'x = 7/8', '2/3 × 7/8 + 1/4 = 5/6']);
  await working.expectMarks([
    [1, 'start', false],
    [2, 'equal', false],
    [3, 'equal', false],
    [4, 'equal', false],
    [5, 'equal', false],
  ]);
  await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'valid');
  await expect(working.status(4)).toHaveText('Check');

  // The teacher's worked solution is of the equation on the first line.
  await working.workedSolution.getByRole('button', { name: 'Show the worked solution' }).click();
  await expect(working.workedSolution.getByTestId('solve-step-text')).toHaveText([
    '8x + 3 = 10',
    '8x = 7',
    'x = 7/8',
    '2/3 × 7/8 + 1/4 = 5/6',
  ]);
});

test('an equation working that cannot be read is said with its line and its text', async ({ page }) => {
  await page.goto('/#/working');
  const working = new WorkingPage(page);
  await expect(working.content).toBeVisible();
  await working.replace('2x + 1 = 3\n2x = 2');
  await working.expectMarks([
    [1, 'start', false],
    [2, 'equal', false],
  ]);
  await working.replace('2x + 1 = 3\n2x = 2\nx =');
  await expect(working.verdictKind()).toHaveAttribute('data-verdict', 'error');
  await expect(working.verdict).toContainText('Line 3: “x =” ends too early: write what comes after “=”.');
  // The rows of the last working that could be read stay, marked as out of date.
  await expect(working.panel.getByTestId('working-steps-outdated')).toBeVisible();
  await expect(working.rows).toHaveCount(2);
  await working.replace('2x + 1 = 3\n2x + y = 3');
  await expect(working.verdict).toContainText('Line 2: “y” is a second letter: this equation has one unknown, x.');
  await expect(working.underlined('error')).toHaveText('y');
});

test.describe('in Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('the mistake named and the hint in Hebrew, the lines left to right', async ({ page }) => {
    await page.goto('/#/working');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const working = await typed(page);
    await expect(working.verdict).toContainText('הטעות הראשונה בשורה 2.');
    await expect(working.verdict).toContainText('1/4 הועבר לאגף השני בלי להחליף את הסימן שלו');
    await working.solve.getByRole('button', { name: 'הצעד הבא' }).click();
    const row = working.solve.getByTestId('solve-step').first();
    await expect(row.getByTestId('solve-step-hint')).toHaveText(
      'כפלו את שני האגפים ב־12, המכפלה המשותפת הקטנה של המכנים, כדי לבטל את השברים.',
    );
    await working.solve.getByRole('button', { name: 'הצעד הבא' }).click();
    await expect(row.getByTestId('solve-step-text')).toHaveText('8x + 3 = 10');
  });
});

test('offline: the equation is checked and Next step answered by the precached engine worker', async ({ page, context }) => {
  await page.goto('/#/working');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  expect(await page.evaluate(`fetch('/not-precached-' + Date.now()).then(() => 'reached', () => 'failed')`)).toBe('failed');
  await page.reload();
  await waitForServiceWorkerControl(page);
  const working = await typed(page);
  await expect(working.verdict).toContainText('1/4 was moved to the other side without changing its sign');
  await working.nextStep.click();
  await expect(working.solveStep(0).hint).toHaveText(
    'Multiply both sides by 12, the least common multiple of the denominators, to clear the fractions.',
  );
});

test('the Class tab grades equation answers by value, and counts the equation mistakes in its chart', async ({ page }, testInfo) => {
  const dir = testInfo.outputPath();
  writeFileSync(
    join(dir, 'answers.csv'),
    ['student,question,working', `Dana,E1,"${WORKING}\nx = 13/8"`, 'Eli,E1,x = 7/8', 'Noa,E2,אין פתרון', 'Omer,E2,3/4'].join('\n'),
  );
  writeFileSync(join(dir, 'key.csv'), 'question,answer\nE1,x = 7/8\nE2,no solution\n');
  const classTab = new ClassPage(page);
  await classTab.goto();
  await classTab.chooseFiles([join(dir, 'answers.csv'), join(dir, 'key.csv')], 4);
  await classTab.gradeButton.click();
  await expect(classTab.counts).toHaveText(
    '4 rows: 2 correct, 1 with a wrong step, 0 dividing by zero, 1 with another answer, 0 not in the required form, 0 invalid.',
  );
  await classTab.bar('term_moved_sign_kept').click();
  await expect(classTab.showing).toHaveText('Showing 1 of 4 rows.');
  await expect(classTab.results.first()).toContainText('Dana');
});

for (const language of ['en', 'he'] as const) {
  test(`${language}: an equation working, its way forward and its rows have no axe violations`, async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('exactly:language', ${JSON.stringify(language)})`);
    await page.goto('/#/working');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const working = await typed(page);
    const buttons = working.solve.locator('.solve-controls button');
    await buttons.first().click();
    await expect(working.solveSteps).toHaveCount(1);
    await buttons.nth(1).click();
    await expect(working.solveSteps).toHaveCount(4);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
