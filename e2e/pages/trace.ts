import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { openDisclosure, openTab } from './app';

export type StepField = 'id' | 'left value' | 'left from' | 'operator' | 'right value' | 'right from' | 'result';
export type StepCell = 'id' | 'left' | 'operator' | 'right' | 'result';

export class TracePage {
  readonly panel: Locator;
  readonly verdict: Locator;
  readonly explanation: Locator;
  readonly rows: Locator;
  readonly claim: Locator;
  readonly ioStatus: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('#panel-trace');
    this.verdict = this.panel.getByTestId('trace-verdict');
    this.explanation = this.panel.locator('#trace-explanation');
    this.rows = this.panel.locator('tr[data-step-index]');
    this.claim = this.panel.getByLabel('Claimed final result');
    this.ioStatus = this.panel.getByTestId('trace-io-status');
  }

  async goto(): Promise<void> {
    await openTab(this.page, 'trace');
    await expect(this.rows.first()).toBeVisible();
  }

  row(index: number): Locator {
    return this.panel.locator(`tr[data-step-index="${index}"]`);
  }

  cell(index: number, cell: StepCell): Locator {
    return this.row(index).locator(`td[data-cell="${cell}"]`);
  }

  field(index: number, field: StepField): Locator {
    const label =
      field === 'left from' || field === 'right from'
        ? `Step ${index + 1} ${field} (input or earlier step; empty for a literal)`
        : `Step ${index + 1} ${field}`;
    return this.panel.getByLabel(label, { exact: true });
  }

  /** Waits until the step table's ids are exactly these, in order (read in one go, again until they match). */
  async expectStepIds(expected: readonly string[]): Promise<void> {
    await expect
      .poll(
        () =>
          this.panel.locator('input.step-id').evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value)),
        { message: 'the step ids' },
      )
      .toEqual(expected);
  }

  async pasteImport(text: string): Promise<void> {
    const details = this.panel.locator('details.paste-import');
    await openDisclosure(details);
    await this.panel.getByLabel(/^Trace JSON/).fill(text);
    await details.getByRole('button', { name: 'Import', exact: true }).click();
  }

  /** Clicks "Export file" and returns the downloaded text. */
  async exportFile(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.panel.getByRole('button', { name: 'Export file' }).click(),
    ]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  async importFile(name: string, text: string): Promise<void> {
    await this.panel.getByTestId('trace-import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }
}
