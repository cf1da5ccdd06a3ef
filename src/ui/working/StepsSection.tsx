import type { ReactNode } from 'react';
import { useI18n } from '../i18n';

/** The rows of a checked working, one a line, whatever its kind: kept while dimmed (stale, or of a working since changed). */
export function StepsSection({ stale, outdated, children }: { stale: boolean; outdated: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section
      className={`working-steps-section${stale || outdated ? ' is-stale' : ''}`}
      aria-labelledby="working-steps-heading"
      aria-busy={stale}
    >
      <h3 id="working-steps-heading">{t('working.steps')}</h3>
      {outdated && (
        <p className="muted" data-testid="working-steps-outdated">
          {t('working.stepsOutdated')}
        </p>
      )}
      <ol className="working-steps" data-testid="working-steps">
        {children}
      </ol>
    </section>
  );
}
