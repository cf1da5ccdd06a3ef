import { expect, type Locator, type Page } from '@playwright/test';
import { openTab } from './app';

export class SubtractPage {
  readonly panel: Locator;
  readonly result: Locator;
  readonly difference: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('#panel-subtract');
    this.result = this.panel.getByTestId('subtract-result');
    this.difference = this.panel.getByTestId('subtract-difference');
  }

  async goto(): Promise<void> {
    await openTab(this.page, 'subtract');
    await expect(this.field('a', 'numerator')).toBeVisible();
  }

  field(operand: 'a' | 'b', part: 'numerator' | 'denominator'): Locator {
    return this.panel.getByLabel(`${part === 'numerator' ? 'Numerator' : 'Denominator'} of ${operand}`, { exact: true });
  }

  async enter(a: [string, string], b: [string, string]): Promise<void> {
    await this.field('a', 'numerator').fill(a[0]);
    await this.field('a', 'denominator').fill(a[1]);
    await this.field('b', 'numerator').fill(b[0]);
    await this.field('b', 'denominator').fill(b[1]);
  }
}
