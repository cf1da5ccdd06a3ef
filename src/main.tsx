/**
 * The entry: only what must come first. The page is already on screen (index.html holds the
 * first screen the build rendered, styled by the CSS imported here), so nothing runs before the
 * browser has painted it; then React and the app are fetched together and run as two pieces of work, not
 * one long one, before the app takes the page over (./start.tsx).
 */
import './ui/styles.css';
import { START_CHUNKS_ID } from './shared/first-screen-boot';

/** Settles once the browser has painted (or soon, where frames do not come: a hidden page). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Asks for every chunk the app needs (listed by the build in the page) at once, so they download
 * side by side while React is evaluated, not one after the other as each import finds the next.
 * Only after the paint: fetched earlier, they would share a slow network with the page's own CSS.
 */
function fetchStartChunks(): void {
  let paths: unknown;
  try {
    paths = JSON.parse(document.getElementById(START_CHUNKS_ID)?.textContent ?? '[]');
  } catch {
    return; // Only a head start is lost: each import still fetches what it needs.
  }
  if (!Array.isArray(paths)) return;
  // One insertion for all of them: the head changes (and is looked at again) once, not per link.
  const links = document.createDocumentFragment();
  for (const path of paths) {
    if (typeof path !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = path;
    links.append(link);
  }
  document.head.append(links);
}

void afterPaint()
  .then(fetchStartChunks)
  .then(() => import('react-dom/client'))
  .then(() => import('./start'))
  .then(({ start }) => start());
