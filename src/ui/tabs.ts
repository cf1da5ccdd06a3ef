/** The four tools, in tab order; each tab's URL hash is `#/<id>`. */
export const TABS = [
  { id: 'evaluate', label: 'Evaluate', title: 'Evaluate a decimal expression' },
  { id: 'check', label: 'Check', title: 'Check a claimed fraction value' },
  { id: 'trace', label: 'Trace', title: 'Check a step-by-step trace' },
  { id: 'subtract', label: 'Subtract', title: 'Subtract two fractions' },
] as const;

export type TabId = (typeof TABS)[number]['id'];

export const DEFAULT_TAB: TabId = 'evaluate';

/** The tab a URL hash names: `#/<tab>`, optionally followed by `?…` (a share link's data). */
export function tabFromHash(hash: string): TabId | null {
  const match = /^#\/([a-z]+)(?:\?.*)?$/.exec(hash);
  const id = match?.[1];
  return TABS.find((tab) => tab.id === id)?.id ?? null;
}

export const hashOf = (tab: TabId): string => `#/${tab}`;
