/** What both notes under the Check tab's editor (a fraction divisor, the book's notation) share: the Working tab's reading, and the way there. */
import { isErrorEnvelope } from '../../worker/messages';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { useT } from '../i18n';
import { loadRequest } from '../tab-tools/load-request';
import { hashOf } from '../tabs';

/** The value the Working tab reads a line as (the engine's), once the answer is to this very line (an earlier one stays meanwhile). */
export function useWorkingValue(line: string): string | null {
  const asWorking = useEngineAnswer('rational-working-check', { working: line }, { measure: false });
  return asWorking.request?.working === line && asWorking.response !== null && !isErrorEnvelope(asWorking.response)
    ? asWorking.response.start_value
    : null;
}

/** Takes the expression, and the claim as the step after it, to the Working tab. */
export function OpenInWorkingButton({ expression, claim }: { expression: string; claim: string }) {
  const t = useT();
  const openInWorking = () => {
    const working = claim.trim() === '' ? expression : `${expression}\n= ${claim.trim()}`;
    if (loadRequest({ tab: 'working', request: { working } }, (tr) => tr('check.fractionDivisor.opened')))
      window.location.hash = hashOf('working');
  };
  return (
    <button type="button" onClick={openInWorking}>
      {t('check.fractionDivisor.open')}
    </button>
  );
}
