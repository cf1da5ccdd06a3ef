import { useMemo } from 'react';
import type { CheckOutput, ToolResponse } from '../../worker/messages';
import { ResultSection } from '../common/ResultSection';
import { PendingVerdict } from '../common/PendingVerdict';
import { ExpressionField } from '../editor/ExpressionField';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { errorHeading, isErrorEnvelope } from '../common/errors';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { TabTools } from '../tab-tools/TabTools';
import { useTabStore } from '../common/tab-store';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { checkRequest, checkStore, type CheckState } from './check-state';
import { bookNotation } from '../../core/grammar/book-notation';
import { BookNotationNote } from './BookNotationNote';
import { fractionDivisor } from '../../core/grammar/fraction-divisor';
import { FractionDivisorNote } from './FractionDivisorNote';
import { explainExpressionCheck } from '../../core/explain';
import { InputErrorText } from '../common/InputErrorText';
import { ExplanationText, Message, useT } from '../i18n';
import { ReadableRational } from '../math/ReadableRational';

const TOOL = 'rational-expression-check';

export default function CheckTab() {
  const [state, setState] = useTabStore(checkStore);
  const t = useT();
  const request = checkRequest(state);
  const answer = useEngineAnswer(TOOL, request);
  const update = (patch: Partial<CheckState>) => setState((current) => ({ ...current, ...patch }));
  const divisor = useMemo(() => fractionDivisor(state.expression), [state.expression]);
  const notation = useMemo(() => bookNotation(state.expression), [state.expression]);
  // The claim is at fault when the verdict says so, or when the engine rejects it by name.
  const claimIsFault =
    answer.response !== null &&
    (isErrorEnvelope(answer.response)
      ? answer.response.error.details.field === 'claimed_value'
      : answer.response.first_discrepancy?.field === 'claimed_value');

  return (
    <>
      <h2 className="tab-title">{t('check.heading')}</h2>
      <p className="tab-intro">
        <Message id="check.intro" params={{ operators: <code dir="ltr">+ − × ÷</code>, ascii: <code dir="ltr">+ - * /</code> }} />
      </p>
      <ExpressionField
        id="check-expression"
        label={t('common.expression')}
        grammar="rational"
        value={state.expression}
        onChange={(expression) => update({ expression })}
        answeredExpression={answer.request?.expression ?? null}
        response={answer.response}
        placeholder={t('check.placeholder')}
        hint={
          notation !== null ? (
            <BookNotationNote notation={notation} expression={state.expression} claim={state.claimedValue} />
          ) : divisor !== null ? (
            <FractionDivisorNote divisor={divisor} expression={state.expression} claim={state.claimedValue} />
          ) : undefined
        }
      />
      <div className="field-row">
        <div className="field">
          <label htmlFor="check-claim">{t('check.claim')}</label>
          <input
            id="check-claim"
            value={state.claimedValue}
            placeholder={t('check.claimPlaceholder')}
            dir="ltr"
            inputMode="text"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={claimIsFault || undefined}
            aria-describedby="check-claim-hint"
            onChange={(event) => update({ claimedValue: event.target.value })}
          />
          <div className="field-hint" id="check-claim-hint">
            {t('check.claimHint')}
          </div>
        </div>
        <div className="field field-checkbox">
          <input
            id="check-canonical"
            type="checkbox"
            checked={state.requireCanonical}
            onChange={(event) => update({ requireCanonical: event.target.checked })}
          />
          <label htmlFor="check-canonical">{t('check.requireCanonical')}</label>
        </div>
      </div>
      <EngineFailureNotice failure={answer.failure} />
      <ResultSection
        tab="check"
        request={request}
        answered={answer.response !== null}
        heading={t('common.verdict')}
        stale={answer.stale}
        statusTestId="check-verdict"
        status={
          request === null ? (
            <p className="muted">{t('check.typeBoth')}</p>
          ) : answer.response === null ? (
            <PendingVerdict>{t('common.checking')}</PendingVerdict>
          ) : (
            <CheckVerdict response={answer.response} expression={answer.request?.expression ?? ''} />
          )
        }
      >
        {request !== null && answer.response === null && (
          <div className="readable-values">
            <ReadableRational text={null} label={t('check.trueValue')} />
          </div>
        )}
        {answer.response !== null && !isErrorEnvelope(answer.response) && <CheckReadableValues output={answer.response} />}
      </ResultSection>
      <TabTools tab="check" answer={answer} />
      <JsonDisclosure toolId={TOOL} request={answer.request} response={answer.response} />
    </>
  );
}

function CheckVerdict({ response, expression }: { response: ToolResponse<'rational-expression-check'>; expression: string }) {
  if (isErrorEnvelope(response)) {
    return (
      <div className="verdict verdict-bad">
        <p>
          <strong>{errorHeading(response)}.</strong> <InputErrorText expression={expression} grammar="rational" envelope={response} />
        </p>
      </div>
    );
  }
  return <CheckOutcome output={response} />;
}

/** The verdict's kind (data-verdict) and its headline, beside the engine's explanation. */
const OUTCOMES = {
  value_mismatch: { verdict: 'wrong', tone: 'bad', headline: 'check.wrong' },
  not_canonical: { verdict: 'not-canonical', tone: 'warn', headline: 'check.notCanonical' },
  division_by_zero: { verdict: 'division-by-zero', tone: 'bad', headline: 'check.divisionByZero' },
} as const;

function CheckOutcome({ output }: { output: CheckOutput }) {
  const t = useT();
  const explanation = <ExplanationText explanation={explainExpressionCheck(output)} />;
  if (output.valid || output.first_discrepancy === null || output.reason === null) {
    return (
      <div className={`verdict ${output.valid ? 'verdict-good' : 'verdict-bad'}`} data-verdict={output.valid ? 'correct' : 'invalid'}>
        <p>
          {!output.valid && (
            <>
              <strong>{t('check.notValid')}</strong>{' '}
            </>
          )}
          {explanation}
        </p>
      </div>
    );
  }
  const outcome = OUTCOMES[output.reason];
  return (
    <div className={`verdict verdict-${outcome.tone}`} data-verdict={outcome.verdict}>
      <p>
        <strong>{t(outcome.headline)}</strong> {explanation}
      </p>
      {output.reason === 'division_by_zero' && <p className="muted">{t('check.divisorUnderlined')}</p>}
    </div>
  );
}

/** The true value and, for a wrong claim, the difference, as readable math (outside the live region: the sentence above says them). */
function CheckReadableValues({ output }: { output: CheckOutput }) {
  const t = useT();
  const difference = output.first_discrepancy?.difference ?? null;
  return (
    <div className="readable-values">
      {output.value !== null && <ReadableRational text={output.value} label={t('check.trueValue')} />}
      {difference !== null && <ReadableRational text={difference} label={t('check.difference')} />}
    </div>
  );
}
