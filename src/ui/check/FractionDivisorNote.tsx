import { isErrorEnvelope } from '../../worker/messages';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { Ltr, Message } from '../i18n';
import { OpenInWorkingButton, useWorkingValue } from './open-in-working';
import type { FractionDivisor } from '../../core/grammar/fraction-divisor';

/**
 * The note under the Check tab's editor when a division's right operand is written as a fraction
 * (1/2 ÷ 3/4): how this tab reads it, what it is with parentheses or in the Working tab, and a
 * button that takes the expression (and the claim, as the step after it) to the Working tab. Both
 * values are the engine's: the Check tab's tool on the chain, and the working check of it.
 */
export function FractionDivisorNote({ divisor, expression, claim }: { divisor: FractionDivisor; expression: string; claim: string }) {
  const asChecked = useEngineAnswer(
    'rational-expression-check',
    { expression: divisor.chain, claimed_value: '0', require_canonical: false },
    { measure: false },
  );
  // Only an answer to this very chain (an earlier one stays on screen while the next is computed).
  const checkValue =
    asChecked.request?.expression === divisor.chain && asChecked.response !== null && !isErrorEnvelope(asChecked.response)
      ? asChecked.response.value
      : null;
  const workingValue = useWorkingValue(divisor.chain);

  const readings = { expression: <Ltr>{divisor.chain}</Ltr>, reading: <Ltr>{divisor.checkReading}</Ltr> };
  const working = { parenthesized: <Ltr>{divisor.parenthesized}</Ltr>, fraction: <Ltr>{divisor.fraction}</Ltr> };
  return (
    <div className="fraction-divisor-note" data-testid="fraction-divisor-note">
      <p>
        {checkValue === null ? (
          <Message id="check.fractionDivisor.readingNoValue" params={readings} />
        ) : (
          <Message id="check.fractionDivisor.reading" params={{ ...readings, value: <Ltr>{checkValue}</Ltr> }} />
        )}{' '}
        {workingValue === null ? (
          <Message id="check.fractionDivisor.workingNoValue" params={working} />
        ) : (
          <Message id="check.fractionDivisor.working" params={{ ...working, value: <Ltr>{workingValue}</Ltr> }} />
        )}
      </p>
      <OpenInWorkingButton expression={expression} claim={claim} />
    </div>
  );
}
