import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startServiceWorker } from './pwa/update-store';
import { App } from './ui/App';
import { wantEditorAfterFirstScreen } from './ui/editor/editor-loading';
import { startI18n } from './ui/i18n';
import { receiveShareLinks } from './ui/tab-tools/receive-share-links';
import './ui/styles.css';

// The first render waits for the chosen language's messages (Hebrew is its own chunk), so the
// page never flashes English first; English itself is bundled and resolves at once.
void startI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

startServiceWorker();
// CodeMirror once the first screen is complete and the browser idle (at once when a field is reached for).
wantEditorAfterFirstScreen();
// A share link in the address opens into its tab's input (now, and when one is pasted later).
receiveShareLinks();
