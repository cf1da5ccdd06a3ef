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

/**
 * Opens a <details> by its summary, as a user would, and waits until it is open. Clicks again
 * while it is still closed: in one run of 980 tests a click on a summary right after a reload, on
 * a loaded machine, left it closed (the tab's answer, arriving above it, moves it down the page),
 * as a user's first tap can miss.
 */
export async function openDisclosure(details: Locator): Promise<void> {
  await expect(async () => {
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens a tab's JSON disclosure, as a user clicking "JSON" would. */
export function openJsonDisclosure(panel: Locator): Promise<void> {
  return openDisclosure(panel.locator('details.json-disclosure'));
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
