// Small page objects for the four tabs. Browser-side code stays in locators: the e2e files
// compile under tsconfig.node.json, which has no DOM types.
import { expect, type Locator, type Page } from '@playwright/test';

export type TabName = 'working' | 'evaluate' | 'check' | 'trace' | 'subtract';

export async function openTab(page: Page, tab: TabName): Promise<Locator> {
  await page.goto(`/#/${tab}`);
  const panel = page.locator(`#panel-${tab}`);
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Starts the page with a tab's saved input, so a test can begin from a state other than the
 * tab's example. It is written where builds before IndexedDB kept it (exactly:tab:<tab>): the
 * app migrates it on the first load, and later reloads keep what the test typed since.
 */
export async function seedTabState(page: Page, tab: TabName, state: unknown): Promise<void> {
  await page.addInitScript(`localStorage.setItem(${JSON.stringify(`exactly:tab:${tab}`)}, ${JSON.stringify(JSON.stringify(state))})`);
}

/** The CodeMirror expression editor inside `scope`, once CodeMirror has replaced the fallback. */
export class ExpressionEditor {
  readonly content: Locator;
  readonly underlines: Locator;
  readonly problems: Locator;

  constructor(scope: Locator) {
    this.content = scope.locator('.cm-content');
    this.underlines = scope.locator('.cm-lintRange-error');
    this.problems = scope.locator('.problems .problem');
  }

  /** Replaces the whole expression, as a user selecting all and typing would. */
  async replace(text: string): Promise<void> {
    await this.content.click();
    await this.content.press('ControlOrMeta+a');
    if (text === '') await this.content.press('Delete');
    else await this.content.page().keyboard.insertText(text);
    await expect(this.content).toHaveText(text);
  }

  /** The text of every underlined span, in document order. */
  async underlinedTexts(): Promise<string[]> {
    return this.underlines.allTextContents();
  }
}

/** Opens a tab's JSON disclosure, as a user clicking "JSON" would, and waits until it is open. */
export async function openJsonDisclosure(panel: Locator): Promise<void> {
  const disclosure = panel.locator('details.json-disclosure');
  await disclosure.locator('summary').click();
  await expect(disclosure).toHaveAttribute('open', '');
}

/**
 * The request or the response a tab's JSON disclosure shows, parsed; undefined while it is not
 * JSON. Read as textContent: innerText is empty for a <details> not yet laid out as open. Tests
 * poll it (`expect.poll`), since the tab may still be answering the latest input.
 */
export async function disclosedJson(panel: Locator, part: 'request' | 'response'): Promise<unknown> {
  const text = await panel.locator(`.json-${part}`).textContent();
  try {
    return JSON.parse(text ?? '') as unknown;
  } catch {
    return undefined;
  }
}
