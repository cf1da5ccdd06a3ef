import { expect, test, type Locator, type Page } from '@playwright/test';
import { TracePage } from './pages/trace';

class BuildForm {
  readonly section: Locator;
  readonly expression: Locator;
  readonly fractionLiterals: Locator;
  readonly button: Locator;
  readonly status: Locator;

  constructor(page: Page) {
    this.section = page.locator('#panel-trace .build-trace');
    this.expression = this.section.getByLabel('Expression to turn into steps');
    this.fractionLiterals = this.section.getByLabel(/Keep fractions such as 1\/2 as values/);
    this.button = this.section.getByRole('button', { name: 'Build trace' });
    this.status = this.section.getByTestId('build-trace-status');
  }
}

test.describe('Build a trace from an expression', () => {
  let trace: TracePage;
  let build: BuildForm;

  test.beforeEach(async ({ page }) => {
    trace = new TracePage(page);
    build = new BuildForm(page);
    await trace.goto();
  });

  test('the built trace replaces the table, and the engine verifies it as valid', async () => {
    await expect(trace.rows).toHaveCount(2);
    await build.expression.fill('1 + 1/2 + 1/3');
    await build.button.click();
    await expect(build.status).toContainText('Built 2 steps from 1 + 1/2 + 1/3; they replaced the table.');
    await expect(trace.rows).toHaveCount(2);
    await expect(trace.field(0, 'right value')).toHaveValue('1/2');
    await expect(trace.field(1, 'left from')).toHaveValue('s1');
    await expect(trace.field(1, 'result')).toHaveValue('11/6');
    await expect(trace.claim).toHaveValue('11/6');
    await expect(trace.verdict.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
    await expect(trace.verdict).toContainText('The trace is correct.');
    await expect(trace.explanation).toHaveText('All 2 steps check out, and the claimed result is the final value, 11/6.');
  });

  test('one step per operator when fractions are not kept as values', async () => {
    await build.fractionLiterals.uncheck();
    await build.expression.fill('(1 + 2) * 3 - 4/6');
    await build.button.click();
    await expect(trace.rows).toHaveCount(4);
    await expect(trace.field(3, 'result')).toHaveValue('25/3');
    await expect(trace.verdict.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
    for (let index = 0; index < 4; index++) await expect(trace.row(index)).toContainText('✓ verified');
  });

  test('undo brings the previous trace back', async () => {
    await expect(trace.field(0, 'id')).toHaveValue('discount');
    await build.expression.fill('2 * 3 + 1');
    await build.button.click();
    await expect(trace.field(0, 'id')).toHaveValue('s1');
    await build.section.getByRole('button', { name: 'Undo build' }).click();
    await expect(build.status).toContainText('Build undone: the previous trace is back.');
    await expect(trace.field(0, 'id')).toHaveValue('discount');
    await expect(trace.rows).toHaveCount(2);
  });

  test('an expression the engine rejects is said as a sentence that says what to fix, and the table is left alone', async () => {
    await build.expression.fill('1/(2-2)');
    await build.button.click();
    await expect(build.status).toContainText('Cannot be computed. The divisor (2-2) is 0: a step cannot divide by zero.');
    await expect(build.expression).toHaveAttribute('aria-invalid', 'true');
    await expect(trace.field(0, 'id')).toHaveValue('discount');

    await build.expression.fill('5');
    await build.button.click();
    await expect(build.status).toContainText('Invalid input. “5” is one number: write an operation, such as 3/4 − 1/4, to make steps of.');

    await build.expression.fill('');
    await build.button.click();
    await expect(build.status).toContainText('Type an expression first.');
  });

  test('works from the keyboard: Enter in the field builds', async ({ page }) => {
    await build.expression.focus();
    await page.keyboard.type('3/4 - 1/4');
    await page.keyboard.press('Enter');
    await expect(trace.field(0, 'result')).toHaveValue('1/2');
    await expect(trace.verdict.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
  });
});
