import type { ReactNode } from 'react';

/**
 * What a tab shows while its first answer is computed: a verdict's box with a word of waiting in
 * it, so the verdict takes its place without moving what is under it.
 */
export function PendingVerdict({ children }: { children: ReactNode }) {
  return (
    <div className="verdict verdict-pending">
      <p>{children}</p>
    </div>
  );
}
