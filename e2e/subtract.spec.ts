import { expect, test } from '@playwright/test';
import { disclosedJson, openJsonDisclosure } from './pages/app';
import { SubtractPage } from './pages/subtract';

test.describe('Subtract tab', () => {
  let subtract: SubtractPage;

  test.beforeEach(async ({ page }) => {
    subtract = new SubtractPage(page);
    await subtract.goto();
  });

  test('subtracts the starting fractions: 1/2 − 1/3 = 1/6', async () => {
    await expect(subtract.difference).toHaveText('1/6');
    await expect(subtract.result).toContainText('Numerator1');
    await expect(subtract.result).toContainText('Denominator6');
  });

  test('reduces the difference and puts the sign on the numerator', async () => {
    await subtract.enter(['3', '4'], ['1', '4']);
    await expect(subtract.difference).toHaveText('1/2');
    await subtract.enter(['1', '3'], ['1', '2']);
    await expect(subtract.difference).toHaveText('-1/6');
    await subtract.enter(['2', '4'], ['-6', '4']);
    await expect(subtract.difference).toHaveText('2');
    await subtract.enter(['-0', '7'], ['0', '3']);
    await expect(subtract.difference).toHaveText('0');
  });

  test('handles numbers far beyond floating point', async () => {
    const big = '1'.repeat(60);
    await subtract.enter([big, '1'], ['1', big]);
    // big − 1/big = (big² − 1)/big, already in lowest terms (big² − 1 and big are coprime).
    const numerator = (BigInt(big) * BigInt(big) - 1n).toString();
    await expect(subtract.difference).toHaveText(`${numerator}/${big}`);
  });

  test('a zero denominator is the engine’s error, on the field it names', async () => {
    await subtract.field('a', 'denominator').fill('0');
    await expect(subtract.result).toContainText('Invalid input. Denominator of a, “0”, must be a whole number above 0.');
    await expect(subtract.field('a', 'denominator')).toHaveAttribute('aria-invalid', 'true');
    await expect(subtract.field('a', 'numerator')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("a numerator that is not an integer is rejected, said in the page's words", async () => {
    await subtract.field('b', 'numerator').fill('1.5');
    await expect(subtract.result).toContainText('Numerator of b, “1.5”, is not a whole number');
    await expect(subtract.field('b', 'numerator')).toHaveAttribute('aria-invalid', 'true');
    await subtract.field('b', 'numerator').fill('3');
    await expect(subtract.difference).toHaveText('-1/2');
    await expect(subtract.field('b', 'numerator')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the JSON disclosure shows the exact request and response', async () => {
    await openJsonDisclosure(subtract.panel);
    await expect
      .poll(() => disclosedJson(subtract.panel, 'request'))
      .toEqual({ a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } });
    await expect.poll(() => disclosedJson(subtract.panel, 'response')).toEqual({ numerator: '1', denominator: '6' });
  });
});
