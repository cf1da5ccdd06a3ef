import { expect, type Locator, type Page } from '@playwright/test';
import { ExpressionEditor, openTab } from './app';

export class EvaluatePage {
  readonly panel: Locator;
  readonly editor: ExpressionEditor;
  readonly value: Locator;
  readonly exact: Locator;
  readonly fraction: Locator;
  readonly result: Locator;
  readonly scale: Locator;
  readonly rounding: Locator;
  readonly variableRows: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('#panel-evaluate');
    this.editor = new ExpressionEditor(this.panel);
    this.result = this.panel.getByTestId('evaluate-result');
    this.value = this.panel.getByTestId('evaluate-value');
    this.exact = this.panel.getByTestId('evaluate-exact');
    this.fraction = this.panel.getByTestId('evaluate-fraction');
    this.scale = this.panel.getByLabel('Decimal places (scale)');
    this.rounding = this.panel.getByLabel('Rounding', { exact: true });
    this.variableRows = this.panel.getByTestId('variable-row');
  }

  async goto(): Promise<void> {
    await openTab(this.page, 'evaluate');
    await expect(this.editor.content).toBeVisible();
  }

  /** No scale and no rounding mode: the exact value is asked for. */
  async askExact(): Promise<void> {
    await this.scale.fill('');
    await this.rounding.selectOption('');
  }

  variableName(index: number): Locator {
    return this.panel.getByLabel(`Name of variable ${index + 1}`, { exact: true });
  }

  variableValue(index: number): Locator {
    return this.panel.getByLabel(`Value of variable ${index + 1}`, { exact: true });
  }
}
