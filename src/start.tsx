import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startServiceWorker } from './pwa/update-store';
import { hydrate } from '@tanstack/react-query';
import { AppRoot, queryClient } from './ui/App';
import { engine } from './ui/queries';
import { wantEditorAfterFirstScreen } from './ui/editor/editor-loading';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_QUERIES_ID } from './shared/first-screen-boot';
import { DEFAULT_LANGUAGE, getI18n, startI18n } from './ui/i18n';
import { receiveShareLinks } from './ui/tab-tools/receive-share-links';
import { workingStore } from './ui/working/working-state';

/**
 * What was typed into the built screen's text box before the app took the page over: the box is
 * plain HTML until then, so the app would not know of it. Put into the Working tab's input, it is
 * rendered once the page is the app's (hydration itself renders the built state), never lost.
 */
function keepWhatWasTyped(): void {
  const box = document.querySelector<HTMLTextAreaElement>('#panel-working .working-editor textarea');
  if (box === null || box.value === box.defaultValue) return;
  const typed = box.value;
  workingStore.set((state) => ({ ...state, working: typed }));
}

/** Runs `work` when the browser is idle, or after IDLE_WAIT_MS at the latest. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
  else setTimeout(work, 0);
}

/** The longest work kept for an idle moment (the engine's start, the service worker's registration) waits. */
const IDLE_WAIT_MS = 2000;

/** Takes over the page (src/main.tsx calls it once the first screen is painted). */
export function start(): void {
  // The first render waits for the chosen language's messages (Hebrew is its own chunk), so the
  // page never flashes English first; English itself is bundled and resolves at once.
  void startI18n().then(() => {
    const container = document.getElementById('root')!;
    const root = document.documentElement;
    keepWhatWasTyped();
    // Both in a transition, so React works in slices and yields to the browser between them: a
    // slow phone never sees one long task for the whole app.
    if (root.getAttribute(FIRST_SCREEN_ATTRIBUTE) === 'built' && getI18n().language === DEFAULT_LANGUAGE) {
      // The page already shows this visit's first screen, rendered at build time
      // (ui/first-screen): the app takes over that DOM instead of building it again, starting
      // from the answers it shows.
      const queries = document.getElementById(FIRST_SCREEN_QUERIES_ID)?.textContent;
      if (queries) hydrate(queryClient, JSON.parse(queries));
      // Its answers came with the page, so nothing asks the engine yet: it is started once the
      // browser is idle (its chunk is not the first screen's to download and compile, beside the
      // hydration), ready for the first edit; an edit before then starts it itself.
      whenIdle(() => engine.warmUp());
      startTransition(() => {
        hydrateRoot(container, <AppRoot />);
      });
      return;
    }
    // Another tab, language or saved work: the built screen (hidden) gives way to the app's own.
    container.replaceChildren();
    root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    const app = createRoot(container);
    startTransition(() => app.render(<AppRoot />));
  });

  // The service worker (offline use, updates) once the page is idle: nothing on the first screen needs it.
  whenIdle(startServiceWorker);
  // CodeMirror once the first screen is complete and the browser idle (at once when a field is reached for).
  wantEditorAfterFirstScreen();
  // A share link in the address opens into its tab's input (now, and when one is pasted later).
  receiveShareLinks();
}
