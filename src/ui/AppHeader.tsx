import { useLayoutEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { LanguageSwitch, useT } from './i18n';

function setText(id: string, text: string): void {
  const element = document.getElementById(id);
  // Unchanged text is left alone: a rewrite would repaint the page's largest first paint.
  if (element !== null && element.textContent !== text) element.textContent = text;
}

const subscribeToNothing = () => () => {};

/**
 * The page header is static HTML in index.html, painted before any script has loaded (it is what
 * Lighthouse measures as the largest contentful paint). The app keeps its text in the chosen
 * language and mounts the language switch into it, without replacing the painted elements.
 */
export function AppHeader() {
  const t = useT();
  useLayoutEffect(() => {
    setText('app-title', t('app.title'));
    setText('app-tagline', t('app.tagline'));
  }, [t]);
  // Not in the first screen the build renders (there is no document there), nor while the app
  // takes that screen over, which must match it: the switch comes with the app, a moment later.
  const mounted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!mounted) return null;
  const slot = document.getElementById('language-switch-slot');
  return slot === null ? <LanguageSwitch /> : createPortal(<LanguageSwitch />, slot);
}
