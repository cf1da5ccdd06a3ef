import { useState, useSyncExternalStore } from 'react';
import { getPendingUpdate, subscribeToPendingUpdate } from '../pwa/update-store';
import { useT } from './i18n';
import './UpdatePrompt.css';

/**
 * "A new version is available — Reload": shown when a new service worker is waiting. The live
 * region is always in the DOM (empty until needed) so screen readers announce the notice when it
 * appears.
 */
export function UpdatePrompt() {
  const t = useT();
  const applyUpdate = useSyncExternalStore(subscribeToPendingUpdate, getPendingUpdate, () => null);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const visible = applyUpdate !== null && !dismissed;

  return (
    <div role="status" aria-live="polite" className="update-prompt-region">
      {visible && (
        <div className="update-prompt">
          <span>{t('update.available')}</span>
          <button
            type="button"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void applyUpdate();
            }}
          >
            {t('update.reload')}
          </button>
          <button type="button" className="update-prompt-dismiss" onClick={() => setDismissed(true)}>
            {t('update.later')}
          </button>
        </div>
      )}
    </div>
  );
}
