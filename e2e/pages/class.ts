// The Class tab: files in, grading with a progress bar, summary, results, export, clear.
import { expect, type Locator, type Page } from '@playwright/test';

export class ClassPage {
  readonly panel: Locator;
  readonly answersInput: Locator;
  readonly keyInput: Locator;
  readonly gradeButton: Locator;
  readonly cancelButton: Locator;
  readonly progress: Locator;
  readonly counts: Locator;
  readonly badRowsHeading: Locator;
  readonly showing: Locator;
  readonly results: Locator;
  readonly exportButton: Locator;
  readonly clearButton: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('#panel-class');
    this.answersInput = this.panel.getByLabel('Answers file');
    this.keyInput = this.panel.getByLabel('Answer key (optional)');
    this.gradeButton = this.panel.getByRole('button', { name: /^Grade (the class|again)$/ });
    this.cancelButton = this.panel.getByRole('button', { name: 'Cancel' });
    this.progress = this.panel.getByRole('progressbar');
    this.counts = this.panel.getByTestId('class-counts');
    this.badRowsHeading = this.panel.getByTestId('class-bad-count');
    this.showing = this.panel.getByTestId('class-showing');
    this.results = this.panel.locator('.class-results-table tbody tr.class-row');
    this.exportButton = this.panel.getByRole('button', { name: 'Export results (CSV)' });
    this.clearButton = this.panel.getByRole('button', { name: 'Clear class data' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/class');
    await expect(this.panel.getByRole('heading', { name: 'Grade a class' })).toBeVisible();
  }

  /** Chooses the files (both through the answers input: the key is told apart by its name), and waits for the preview. */
  async chooseFiles(paths: string[], rows: number): Promise<void> {
    await this.answersInput.setInputFiles(paths);
    await expect(this.panel.getByText(`${rows} rows to grade.`)).toBeVisible();
  }

  /** The bar of a misconception in the chart (a button). */
  bar(rule: string): Locator {
    return this.panel.locator(`.class-chart [data-rule="${rule}"]`);
  }

  openButtons(): Locator {
    return this.results.getByRole('button', { name: /^Open the working of/ });
  }
}
