/**
 * The entry: only what must come first. The page is already on screen (index.html holds the
 * first screen the build rendered, styled by the CSS imported here), so nothing runs before the
 * browser has painted it; then React and the app are loaded and run as two pieces of work, not
 * one long one, before the app takes the page over (./start.tsx).
 */
import './ui/styles.css';

/** Settles once the browser has painted (or soon, where frames do not come: a hidden page). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0));
  });
}

void afterPaint()
  .then(() => import('react-dom/client'))
  .then(() => import('./start'))
  .then(({ start }) => start());
