import type { ReactNode } from 'react';

/**
 * A message written by the engine (an error's `message`): English in every language, since the
 * CLI and the contracts share it, and it quotes the input, so it is marked as English and kept
 * left to right inside a right-to-left page.
 */
export function EngineMessage({ children }: { children: ReactNode }) {
  return (
    <span lang="en" dir="ltr" className="engine-message">
      {children}
    </span>
  );
}
