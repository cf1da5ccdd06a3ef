/**
 * Pending saves are written when the page is hidden (tab switched, app backgrounded — often the
 * last moment a mobile browser gives) or unloaded (reload, close, navigation away).
 */

type Target = {
  addEventListener(type: string, listener: () => void): void;
};

const callbacks = new Set<() => void>();
let listening = false;

function runAll(): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // One store failing to save must not stop the others.
    }
  }
}

export function onPageHidden(callback: () => void): () => void {
  callbacks.add(callback);
  const scope = globalThis as { addEventListener?: Target['addEventListener']; document?: Target & { visibilityState?: string } };
  if (!listening && typeof scope.addEventListener === 'function' && scope.document !== undefined) {
    listening = true;
    scope.addEventListener('pagehide', runAll);
    const document = scope.document;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') runAll();
    });
  }
  return () => callbacks.delete(callback);
}
