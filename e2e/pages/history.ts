import { expect, type Locator, type Page } from '@playwright/test';
import { openDisclosure } from './app';

/** A tab's History disclosure. */
export class HistoryPanel {
  readonly root: Locator;
  readonly entries: Locator;

  constructor(
    readonly page: Page,
    tab: string,
  ) {
    this.root = page.getByTestId(`history-${tab}`);
    this.entries = this.root.getByTestId('history-entry');
  }

  /** Opens the disclosure and waits until the list has been read (its entries, or "Nothing yet."). */
  async open(): Promise<void> {
    await openDisclosure(this.root);
    await expect(this.root.locator('ol.history-list').or(this.root.getByText('Nothing yet.'))).toBeVisible();
  }

  /** Waits until the entries' request lines are exactly these, newest first. */
  async expectRequests(requests: readonly string[], message?: string): Promise<void> {
    await expect(this.root.locator('.history-request'), message).toHaveText([...requests]);
  }

  async expectEmpty(): Promise<void> {
    await expect(this.root).toContainText('Nothing yet.');
    await expect(this.entries).toHaveCount(0);
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
