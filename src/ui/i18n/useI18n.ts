import { useSyncExternalStore } from 'react';
import { getBuiltI18n, getI18n, subscribeToI18n, type I18nState } from './i18n-store';
import type { Translate } from './translate';

/** The active language and its catalog; re-renders the component when the language changes. */
export function useI18n(): I18nState {
  // Hydration renders the built screen's English; a language chosen meanwhile follows at once.
  return useSyncExternalStore(subscribeToI18n, getI18n, getBuiltI18n);
}

/** `const t = useT(); t('tab.evaluate')`. */
export function useT(): Translate {
  return useI18n().t;
}
