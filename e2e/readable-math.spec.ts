import { expect, test, type Locator } from '@playwright/test';
import { seedTabState } from './pages/app';
import { SubtractPage } from './pages/subtract';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

/** The readable block for one exact value, by its canonical text. */
const readable = (scope: Locator, value: string): Locator => scope.locator(`[data-testid=readable-math][data-rational="${value}"]`);

/** The MathML fraction's numerator and denominator, as rendered. */
async function stackedParts(block: Locator): Promise<string[]> {
  return block.locator('[data-testid=fraction-math] mfrac > mn').allTextContents();
}

test.describe('readable math', () => {
  let subtract: SubtractPage;

  test.beforeEach(async ({ page }) => {
    subtract = new SubtractPage(page);
    await subtract.goto();
  });

  test('a result is a native MathML stacked fraction, with its mixed number and decimal', async () => {
    await subtract.enter(['7', '2'], ['0', '1']);
    await expect(subtract.difference).toHaveText('7/2');
    const block = readable(subtract.panel, '7/2');
    await expect(block).toBeVisible();
    const math = block.locator('[data-testid=fraction-math]');
    expect(await math.evaluate((element) => (element as unknown as { namespaceURI: string }).namespaceURI)).toBe(MATHML);
    expect(await math.evaluate((element) => (element as unknown as { localName: string }).localName)).toBe('math');
    expect(await stackedParts(block)).toEqual(['7', '2']);
    // Stacked: the numerator sits above the denominator.
    const [numerator, denominator] = await block.locator('[data-testid=fraction-math] mfrac > mn').all();
    expect((await numerator!.boundingBox())!.y).toBeLessThan((await denominator!.boundingBox())!.y);
    await expect(block.locator('[data-testid=mixed-math] > mn')).toHaveText('3');
    await expect(block.locator('[data-testid=mixed-math] mfrac > mn')).toHaveText(['1', '2']);
    await expect(block.locator('[data-testid=decimal-text]')).toHaveText('3.5');
  });

  test('a decimal that never ends shows its repeating block, and a proper fraction no mixed number', async () => {
    await subtract.enter(['1', '7'], ['0', '1']);
    const block = readable(subtract.panel, '1/7');
    await expect(block.locator('[data-testid=decimal-text]')).toHaveText('0.(142857)');
    await expect(block.locator('.repeating-digits')).toHaveText('142857');
    expect(
      await block
        .locator('.repeating-digits')
        .evaluate(
          (element) =>
            (globalThis as unknown as { getComputedStyle(element: unknown): { textDecorationLine: string } }).getComputedStyle(element)
              .textDecorationLine,
        ),
    ).toBe('overline');
    await expect(block.locator('[data-testid=mixed-math]')).toHaveCount(0);

    await subtract.enter(['1', '6'], ['0', '1']);
    await expect(readable(subtract.panel, '1/6').locator('[data-testid=decimal-text]')).toHaveText('0.1(6)');
  });

  test('a negative value carries a MathML minus, on the mixed number too', async () => {
    await subtract.enter(['1', '3'], ['11', '3']);
    const block = readable(subtract.panel, '-10/3');
    await expect(block.locator('[data-testid=fraction-math] > mo')).toHaveText('\u2212');
    expect(await stackedParts(block)).toEqual(['10', '3']);
    await expect(block.locator('[data-testid=mixed-math] > mo')).toHaveText('\u2212');
    await expect(block.locator('[data-testid=mixed-math] > mn')).toHaveText('3');
    await expect(block.locator('[data-testid=decimal-text]')).toHaveText('\u22123.(3)');
  });

  test('an integer is a plain number, without a fraction bar, mixed number or decimal', async () => {
    await subtract.enter(['5', '1'], ['1', '1']);
    const block = readable(subtract.panel, '4');
    await expect(block.locator('[data-testid=fraction-math]')).toHaveText('4');
    await expect(block.locator('mfrac')).toHaveCount(0);
    await expect(block.locator('[data-testid=decimal-text]')).toHaveCount(0);
  });

  test('a long period is cut with an ellipsis, the digits still the engine’s', async () => {
    // 1/97 repeats every 96 digits.
    await subtract.enter(['1', '97'], ['0', '1']);
    const decimal = readable(subtract.panel, '1/97').locator('[data-testid=decimal-text]');
    await expect(decimal).toHaveText(/^0\.010309278350515463917525773195876288659793814432989690721649…$/);
  });
});

test('Check shows the true value and the difference as fractions', async ({ page }) => {
  await seedTabState(page, 'check', { expression: '1/3 - 1/2', claimedValue: '1/6', requireCanonical: true });
  await page.goto('/#/check');
  const panel = page.locator('#panel-check');
  await expect(readable(panel, '-1/6')).toContainText('True value');
  expect(await stackedParts(readable(panel, '-1/6'))).toEqual(['1', '6']);
  await expect(readable(panel, '-1/3')).toContainText('Difference (true value − claim)');
  await expect(readable(panel, '-1/3').locator('[data-testid=decimal-text]')).toHaveText('\u22120.(3)');
});

test('Trace shows the final value; Evaluate the exact fraction', async ({ page }) => {
  await seedTabState(page, 'trace', {
    inputs: [],
    steps: [
      { key: 'a', id: 's1', operator: '+', left: { value: '1', from: '' }, right: { value: '1/2', from: '' }, result: '3/2' },
      { key: 'b', id: 's2', operator: '+', left: { value: '3/2', from: 's1' }, right: { value: '1/3', from: '' }, result: '11/6' },
    ],
    claimedResult: '11/6',
    requireCanonical: true,
  });
  await page.goto('/#/trace');
  const trace = readable(page.locator('#panel-trace'), '11/6');
  await expect(trace).toContainText('Final value');
  await expect(trace.locator('[data-testid=mixed-math]')).toHaveText('156');
  await expect(trace.locator('[data-testid=decimal-text]')).toHaveText('1.8(3)');

  await page.goto('/#/evaluate');
  const evaluate = readable(page.locator('#panel-evaluate'), '2596701/40000');
  await expect(evaluate).toContainText('Exact fraction');
  expect(await stackedParts(evaluate)).toEqual(['2596701', '40000']);
  await expect(evaluate.locator('[data-testid=decimal-text]')).toHaveText('64.917525');
});
