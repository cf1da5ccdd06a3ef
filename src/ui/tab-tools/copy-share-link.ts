/**
 * "Copy link": the tab's request as a share-link fragment on this page's address, put on the
 * clipboard. The address bar itself is left alone — a reload must reopen the saved work, not a
 * link made minutes ago — and the link is also shown, for copying by hand where the clipboard
 * is not available.
 */
import { postNotice } from './tab-notices';
import { TAB_ADAPTERS } from '../tab-adapters';
import type { SharedRequest } from '../share/share-link';
import type { ShareTab } from '../share/share-link';

export async function copyShareLink(tab: ShareTab): Promise<void> {
  const adapter = TAB_ADAPTERS[tab] as unknown as { store: { get(): unknown }; requestOf(state: unknown): unknown };
  const request = adapter.requestOf(adapter.store.get());
  if (request === null) {
    postNotice(tab, { kind: 'error', text: (t) => t('share.nothing') });
    return;
  }
  const { encodeShareFragment } = await import('../share/share-link');
  const encoded = await encodeShareFragment({ tab, request } as SharedRequest);
  if (!encoded.ok) {
    postNotice(tab, { kind: 'error', text: (t) => t('share.cannot', { reason: encoded.message }) });
    return;
  }
  const { origin, pathname, search } = window.location;
  const link = `${origin}${pathname}${search}${encoded.value}`;
  try {
    await navigator.clipboard.writeText(link);
    postNotice(tab, { kind: 'info', text: (t) => t('share.copied'), link });
  } catch {
    postNotice(tab, { kind: 'info', text: (t) => t('share.copyByHand'), link });
  }
}
