import { expect, type Locator, type Page } from '@playwright/test';
import { ExpressionEditor, openTab } from './app';

export class CheckPage {
  readonly panel: Locator;
  readonly editor: ExpressionEditor;
  readonly claim: Locator;
  readonly requireCanonical: Locator;
  readonly verdict: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('#panel-check');
    this.editor = new ExpressionEditor(this.panel);
    this.claim = this.panel.getByLabel('Claimed value');
    this.requireCanonical = this.panel.getByLabel(/Require canonical form/);
    this.verdict = this.panel.getByTestId('check-verdict');
  }

  async goto(): Promise<void> {
    await openTab(this.page, 'check');
    await expect(this.editor.content).toBeVisible();
  }

  /** The verdict's kind: correct, wrong, not-canonical or division-by-zero. */
  verdictKind(): Locator {
    return this.verdict.locator('[data-verdict]');
  }
}
