import { expect, test } from '@playwright/test';
import { disclosedJson, openJsonDisclosure } from './pages/app';
import { CheckPage } from './pages/check';

test.describe('Check tab', () => {
  let check: CheckPage;

  test.beforeEach(async ({ page }) => {
    check = new CheckPage(page);
    await check.goto();
  });

  test('confirms a correct claim', async () => {
    await expect(check.editor.content).toHaveText('1 + 1/2 + 1/3 + 1/4');
    await expect(check.claim).toHaveValue('25/12');
    await expect(check.verdictKind()).toHaveAttribute('data-verdict', 'correct');
    await expect(check.verdict).toContainText('Correct: the expression is exactly 25/12.');
  });

  test('a wrong claim gets the true value and the difference', async () => {
    await check.editor.replace('1/3 - 1/2');
    await check.claim.fill('1/6');
    await expect(check.verdictKind()).toHaveAttribute('data-verdict', 'wrong');
    await expect(check.verdict).toContainText('Wrong. Your answer 1/6 is 1/3 too large: the expression is -1/6.');
    await expect(check.panel.locator('[data-testid=readable-math][data-rational="-1/3"]')).toContainText('Difference (true value − claim)');
    await expect(check.claim).toHaveAttribute('aria-invalid', 'true');
  });

  test('the right value in a non-canonical form is told apart, and accepted without the requirement', async () => {
    await check.editor.replace('6 \u00f7 4 \u2212 1/2');
    await check.claim.fill('2/2');
    await expect(check.verdictKind()).toHaveAttribute('data-verdict', 'not-canonical');
    await expect(check.verdict).toContainText('Your answer has the right value, but 2/2 is not in lowest terms; write 1.');
    await check.requireCanonical.uncheck();
    await expect(check.verdictKind()).toHaveAttribute('data-verdict', 'correct');
  });

  test('a division by zero is underlined from the operator through its divisor, which is named', async ({ page }) => {
    await check.editor.replace('1/(2-2) + 1');
    await check.claim.fill('1');
    await expect(check.verdictKind()).toHaveAttribute('data-verdict', 'division-by-zero');
    await expect(check.verdict).toContainText('The expression divides by (2-2), which is zero, so it has no value.');
    await expect(check.editor.underlines).toHaveText(['/(2-2)']);
    await check.editor.underlines.first().hover();
    await expect(page.locator('.cm-tooltip-lint')).toContainText('Division by zero: the divisor (2-2) is zero.');
  });

  test('a division by zero after whitespace keeps the divisor as written', async () => {
    await check.editor.replace('3 \u00f7  ( 1 - 1 ) * 2');
    await expect(check.editor.underlines).toHaveText(['\u00f7  ( 1 - 1 )']);
  });

  test('a character outside the grammar is underlined, by the rational grammar’s rules', async () => {
    await check.editor.replace('1 + x2');
    await expect(check.editor.underlines).toHaveText(['x']);
    await expect(check.editor.problems).toHaveText(['“x” cannot be part of this expression.']);
    await expect(check.verdict).toContainText('Invalid input. “x” cannot be part of this expression.');
  });

  test('an early end underlines the last character', async () => {
    await check.editor.replace('(1 + 2');
    await expect(check.editor.underlines).toHaveText(['2']);
  });

  test('a malformed claim is rejected by the engine and marked', async () => {
    await check.claim.fill('3.0');
    await expect(check.verdict).toContainText('claimed_value "3.0" is not a fraction');
    await expect(check.claim).toHaveAttribute('aria-invalid', 'true');
    await expect(check.editor.underlines).toHaveCount(0);
  });

  test('the JSON disclosure shows the exact request and response', async () => {
    await openJsonDisclosure(check.panel);
    await expect
      .poll(() => disclosedJson(check.panel, 'request'))
      .toEqual({ expression: '1 + 1/2 + 1/3 + 1/4', claimed_value: '25/12', require_canonical: true });
    await expect
      .poll(() => disclosedJson(check.panel, 'response'))
      .toMatchObject({ valid: true, reason: null, value: '25/12', first_discrepancy: null });
  });
});
