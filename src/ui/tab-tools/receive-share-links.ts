/**
 * Opening a share link: at start-up, and whenever the hash changes to one (a link pasted into
 * the address bar of an open app). The address is first put back to the plain `#/<tab>`, so a
 * later reload opens the saved work rather than the link again; then the link is decoded and,
 * only when it is whole and well-formed, the tab's input is replaced (with an Undo). A damaged
 * or hostile link changes nothing but the message under the tab's tools. The decoder is loaded
 * only when the address has a query part, so a plain start-up never fetches it.
 */
import { DEFAULT_TAB, hashOf, TABS, type TabId } from '../tabs';
import { loadRequest } from './load-request';
import { postNotice } from './tab-notices';

function linkTab(hash: string): TabId {
  const name = /^#\/([a-z]+)\?/.exec(hash)?.[1];
  return TABS.find((tab) => tab.id === name)?.id ?? DEFAULT_TAB;
}

/** The whole fragment, however long: decodeShareFragment itself refuses an oversized one. */
async function openShareLink(hash: string): Promise<void> {
  const { decodeShareFragment, isShareFragment } = await import('../share/share-link');
  if (!isShareFragment(hash)) return;
  const tab = linkTab(hash);
  window.history.replaceState(window.history.state, '', hashOf(tab));
  // replaceState fires no hashchange; the tab router listens for one.
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  const decoded = await decodeShareFragment(hash);
  if (!decoded.ok) {
    postNotice(tab, { kind: 'error', text: (t) => t('share.openFailed', { reason: decoded.message }) });
    return;
  }
  loadRequest(decoded.value, (t) => t('share.opened'));
}

let started = false;

export function receiveShareLinks(): void {
  if (started) return;
  started = true;
  const check = () => {
    const hash = window.location.hash;
    if (hash.includes('?')) void openShareLink(hash);
  };
  check();
  window.addEventListener('hashchange', check);
}
