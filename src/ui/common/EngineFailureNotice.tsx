import { EngineFailure, ENGINE_TIMEOUT_MS } from '../../worker/engine-client';
import { useT, type Translate } from '../i18n';

/** Why the engine could not answer, in the active language. */
export function failureText(failure: Error, t: Translate): string {
  if (!(failure instanceof EngineFailure)) return failure.message;
  switch (failure.kind) {
    case 'timeout':
      return t('failure.timeout', { seconds: ENGINE_TIMEOUT_MS / 1000 });
    case 'crashed':
      return t('failure.crashed');
    case 'abandoned':
      return t('failure.abandoned');
  }
}

/** Says that the engine could not answer (it hung or crashed and was restarted); the input stays. */
export function EngineFailureNotice({ failure }: { failure: Error | null }) {
  const t = useT();
  if (failure === null) return null;
  return (
    <p className="notice notice-error" role="alert">
      {failureText(failure, t)} {t('failure.inputKept')}
    </p>
  );
}
