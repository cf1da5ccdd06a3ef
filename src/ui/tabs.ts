/**
 * The five tools and the Class tab (a class's answers graded at once), in tab order; each tab's URL hash is `#/<id>`. Their names are the catalog
 * messages `tab.<id>` and `tab.<id>.title` (src/ui/i18n). Checking a worked solution comes
 * first: it is what a first visit opens.
 */
export const TABS = [{ id: 'working' }, { id: 'evaluate' }, { id: 'check' }, { id: 'trace' }, { id: 'subtract' }, { id: 'class' }] as const;

export type TabId = (typeof TABS)[number]['id'];

export const DEFAULT_TAB: TabId = 'working';

/** The tab a URL hash names: `#/<tab>`, optionally followed by `?…` (a share link's data). */
export function tabFromHash(hash: string): TabId | null {
  const match = /^#\/([a-z]+)(?:\?.*)?$/.exec(hash);
  const id = match?.[1];
  return TABS.find((tab) => tab.id === id)?.id ?? null;
}

export const hashOf = (tab: TabId): string => `#/${tab}`;
