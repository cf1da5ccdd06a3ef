import { expect, type Locator, type Page } from '@playwright/test';
import { openTab } from './app';

/** A gutter mark as the page shows it: its line, its kind (data-mark) and whether it is emphasised. */
export type ShownMark = [line: number, kind: string, emphasised: boolean];

export class WorkingPage {
  readonly panel: Locator;
  /** CodeMirror's content element (a textbox labelled "Working"). */
  readonly content: Locator;
  readonly lines: Locator;
  readonly marks: Locator;
  readonly verdict: Locator;
  readonly rows: Locator;
  readonly answer: Locator;
  readonly finalForm: Locator;
  readonly problems: Locator;
  /** "Show me how": the way forward under the verdict, its buttons and its step rows. */
  readonly solve: Locator;
  readonly nextStep: Locator;
  readonly showAll: Locator;
  readonly solveSteps: Locator;
  /** The teacher's worked solution under the answer key. */
  readonly workedSolution: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('#panel-working');
    this.content = this.panel.locator('.cm-content');
    this.lines = this.content.locator('.cm-line');
    this.marks = this.panel.locator('.cm-line-mark');
    this.verdict = this.panel.getByTestId('working-verdict');
    this.rows = this.panel.getByTestId('working-step');
    this.answer = this.panel.getByLabel('Answer key (for teachers)');
    this.finalForm = this.panel.getByLabel('Final form');
    this.problems = this.panel.locator('.problems .problem');
    this.solve = this.panel.getByTestId('solve');
    this.nextStep = this.solve.getByRole('button', { name: 'Next step' });
    this.showAll = this.solve.getByRole('button', { name: 'Show a correct working' });
    this.solveSteps = this.solve.getByTestId('solve-step');
    this.workedSolution = this.panel.getByTestId('worked-solution');
  }

  async goto(): Promise<void> {
    await openTab(this.page, 'working');
    await expect(this.content).toBeVisible();
  }

  /** Replaces the whole working, as a user selecting all and typing (or pasting) would. */
  async replace(working: string): Promise<void> {
    await this.content.click();
    await this.content.press('ControlOrMeta+a');
    await this.page.keyboard.insertText(working);
    await expect(this.lines).toHaveText(working.split('\n'));
  }

  /**
   * Types 1/2 + 1/3 = 2/5 and takes the first line of its correct working with Use this line: the
   * wrong line is replaced, and a notice offers Undo.
   */
  async useFirstCorrectLine(): Promise<void> {
    await this.replace('1/2 + 1/3\n= 2/5');
    await this.expectMarks([
      [1, 'start', false],
      [2, 'not_equal', true],
    ]);
    await this.showAll.click();
    await this.solveStep(0).use.click();
    await expect(this.lines).toHaveText(['1/2 + 1/3', '= 3/6 + 2/6']);
  }

  /** The verdict's kind: valid, step_mismatch, division_by_zero, answer_mismatch, final_form or error. */
  verdictKind(): Locator {
    return this.verdict.locator('[data-verdict]');
  }

  /**
   * Waits until the gutter shows exactly these marks, line by line. Read in one go and again until
   * they match: right after typing, the gutter can still show the marks of the answer before.
   */
  async expectMarks(expected: readonly ShownMark[]): Promise<void> {
    await expect
      .poll(
        () =>
          this.marks.evaluateAll((elements) =>
            elements.map((element) => {
              const mark = element as unknown as {
                getAttribute(name: string): string | null;
                classList: { contains(name: string): boolean };
              };
              return [
                Number(mark.getAttribute('data-line')),
                mark.getAttribute('data-mark') ?? '',
                mark.classList.contains('is-emphasised'),
              ];
            }),
          ),
        { message: "the gutter's marks" },
      )
      .toEqual(expected);
  }

  /** The text of every underlined span of a severity, in document order. */
  underlined(severity: 'error' | 'warning' | 'info'): Locator {
    return this.panel.locator(`.cm-lintRange-${severity}`);
  }

  row(index: number): Locator {
    return this.rows.nth(index);
  }

  status(index: number): Locator {
    return this.row(index).locator('.working-step-status');
  }

  sentence(index: number): Locator {
    return this.row(index).locator('.working-step-sentence');
  }

  /** A step of the way forward: its line ("= 3/6 + 2/6"), its sentence, and its Use this line button. */
  solveStep(index: number): { row: Locator; text: Locator; hint: Locator; how: Locator; use: Locator } {
    const row = this.solveSteps.nth(index);
    return {
      row,
      text: row.getByTestId('solve-step-text'),
      hint: row.getByTestId('solve-step-hint'),
      how: row.getByTestId('solve-step-how'),
      use: row.getByRole('button', { name: 'Use this line' }),
    };
  }

  /** The right way for the wrong step in row `index`: its button, and the chain it shows. */
  rightWay(index: number): { button: Locator; chain: Locator } {
    const row = this.row(index);
    return { button: row.getByRole('button', { name: 'The right way for this step' }), chain: row.getByTestId('right-way-chain') };
  }
}
