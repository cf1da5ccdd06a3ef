import type { ReactNode } from 'react';
import { useSavedStatus } from '../common/tab-store';
import { useT } from '../i18n';
import { TAB_ADAPTERS } from '../tab-adapters';
import type { TabId } from '../tabs';

/**
 * Holds a tab's form back while its saved input can come only from IndexedDB (a state too large
 * for the synchronous mirror, or no localStorage): typing into the example meanwhile would be
 * overwritten, or would overwrite the saved work. Normally the mirror answers at once and this
 * renders the tab straight away.
 */
export function SavedWorkGate({ tab, children }: { tab: TabId; children: ReactNode }) {
  // The Class tab keeps a class, not a form: it shows its own restoring state.
  if (tab === 'class') return <>{children}</>;
  return <FormGate tab={tab}>{children}</FormGate>;
}

function FormGate({ tab, children }: { tab: Exclude<TabId, 'class'>; children: ReactNode }) {
  const t = useT();
  const status = useSavedStatus(TAB_ADAPTERS[tab].store);
  if (status === 'restoring')
    return (
      <p className="muted" role="status">
        {t('saved.restoring')}
      </p>
    );
  return <>{children}</>;
}
