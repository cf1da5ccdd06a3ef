/**
 * Putting a request into a tab — from a share link, the history or an opened file — the same
 * way each time: size-checked, the form replaced (and so saved), an Undo offered that brings
 * the previous input back.
 */
import type { Translate } from '../i18n';
import type { SharedRequest } from '../share/share-link';
import { TAB_ADAPTERS, tooManyRows, type TabStates, type TooManyRows } from '../tab-adapters';
import { postNotice } from './tab-notices';

export const tooManyRowsText = (t: Translate, problem: TooManyRows): string =>
  t(`load.tooMany.${problem.what}`, { count: problem.count, limit: problem.limit });

/**
 * Replaces the tab's input with `shared`'s request and posts `done` with an Undo. Returns false
 * (and posts why) when the request would not fit the page; nothing is changed then.
 */
export function loadRequest(shared: SharedRequest, done: (t: Translate) => string): boolean {
  const problem = tooManyRows(shared);
  if (problem !== null) {
    postNotice(shared.tab, { kind: 'error', text: (t) => tooManyRowsText(t, problem) });
    return false;
  }
  // The union is correlated (tab ↔ request); TypeScript cannot follow it through the lookup.
  const adapter = TAB_ADAPTERS[shared.tab] as unknown as {
    store: {
      get(): TabStates[typeof shared.tab];
      commit(update: (state: TabStates[typeof shared.tab]) => TabStates[typeof shared.tab]): void;
    };
    stateOf(request: unknown): TabStates[typeof shared.tab];
  };
  const previous = adapter.store.get();
  // Committed, not debounced: a reload straight after finds the loaded request (and, after Undo, the earlier input).
  adapter.store.commit(() => adapter.stateOf(shared.request));
  postNotice(shared.tab, {
    kind: 'info',
    text: done,
    action: {
      label: (t) => t('load.undo'),
      run: () => {
        adapter.store.commit(() => previous);
        postNotice(shared.tab, { kind: 'info', text: (t) => t('load.undone') });
      },
    },
  });
  return true;
}
