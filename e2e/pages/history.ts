import { expect, type Locator, type Page } from '@playwright/test';

/** A tab's History disclosure. */
export class HistoryPanel {
  readonly root: Locator;
  readonly entries: Locator;

  constructor(readonly page: Page, tab: string) {
    this.root = page.getByTestId(`history-${tab}`);
    this.entries = this.root.getByTestId('history-entry');
  }

  /** Opens the disclosure (once) and waits until the list has been read. */
  async open(): Promise<void> {
    if ((await this.root.getAttribute('open')) === null) await this.root.locator('summary').click();
    await expect(this.root.getByText('Reading the history…')).toHaveCount(0);
  }

  async expectEmpty(): Promise<void> {
    await expect(this.root).toContainText('Nothing yet.');
    await expect(this.entries).toHaveCount(0);
  }

  /** The entries' request lines, newest first. */
  async requests(): Promise<string[]> {
    return this.root.locator('.history-request').allTextContents();
  }

  clear(): Promise<void> {
    return this.root.getByRole('button', { name: 'Clear history' }).click();
  }

  remove(request: string): Promise<void> {
    return this.root.getByRole('button', { name: `Remove ${request} from the history` }).click();
  }

  restore(request: string): Promise<void> {
    return this.root.getByRole('button', { name: `Restore ${request}` }).click();
  }
}
