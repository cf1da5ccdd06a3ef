import type { EvaluateInput, EvaluateOutput, ToolResponse } from '../../worker/messages';
import { ResultSection } from '../common/ResultSection';
import { errorHeading, isErrorEnvelope } from '../common/errors';
import { InputErrorText } from '../common/InputErrorText';
import { Ltr, useT } from '../i18n';
import { ReadableRational } from '../math/ReadableRational';

/** The scale the "give it a scale" button sets for a non-terminating result. */
export const SUGGESTED_SCALE = '10';

export interface EvaluateResultProps {
  /** The tab's current request (null: no expression yet). */
  request: EvaluateInput | null;
  /** The expression the response answers (it may lag the request while a newer one is computed). */
  answeredExpression: string | null;
  response: ToolResponse<'decimal-expression-evaluate'> | null;
  stale: boolean;
  onSuggestScale: () => void;
}

export function EvaluateResult({ request, answeredExpression, response, stale, onSuggestScale }: EvaluateResultProps) {
  const t = useT();
  const hasExpression = request !== null;
  return (
    <ResultSection
      tab="evaluate"
      heading={t('evaluate.result')}
      request={request}
      answered={response !== null}
      stale={stale}
      statusTestId="evaluate-result"
      status={
        !hasExpression ? (
          <p className="muted">{t('evaluate.typeExpression')}</p>
        ) : response === null ? (
          <EvaluatePending />
        ) : isErrorEnvelope(response) ? (
          <EvaluateError envelope={response} expression={answeredExpression ?? ''} onSuggestScale={onSuggestScale} />
        ) : (
          <EvaluateValue output={response} />
        )
      }
    >
      {hasExpression && response === null && <ReadableRational text={null} label={t('evaluate.fraction')} />}
      {response !== null && !isErrorEnvelope(response) && <ReadableRational text={fractionText(response)} label={t('evaluate.fraction')} />}
    </ResultSection>
  );
}

const fractionText = (output: EvaluateOutput): string =>
  output.fraction.denominator === '1' ? output.fraction.numerator : `${output.fraction.numerator}/${output.fraction.denominator}`;

function EvaluateValue({ output }: { output: EvaluateOutput }) {
  const t = useT();
  return (
    <dl className="result-values">
      <div>
        <dt>{t('evaluate.value')}</dt>
        <dd className="result-value" data-testid="evaluate-value">
          <Ltr>{output.value}</Ltr>
        </dd>
      </div>
      <div>
        <dt>{t('evaluate.exactQuestion')}</dt>
        <dd data-testid="evaluate-exact">
          {output.exact ? (
            <span className="badge badge-good">{t('evaluate.exact')}</span>
          ) : (
            <span className="badge badge-warn">{t('evaluate.rounded')}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('evaluate.fraction')}</dt>
        <dd className="result-fraction" data-testid="evaluate-fraction">
          <Ltr>{fractionText(output)}</Ltr>
        </dd>
      </div>
    </dl>
  );
}

/** The answer's shape while it is computed: its three parts, each waiting, so it arrives in place. */
function EvaluatePending() {
  const t = useT();
  return (
    <dl className="result-values">
      <div>
        <dt>{t('evaluate.value')}</dt>
        <dd className="result-value result-pending">{t('evaluate.evaluating')}</dd>
      </div>
      <div aria-hidden="true">
        <dt>{t('evaluate.exactQuestion')}</dt>
        <dd>
          <span className="badge">…</span>
        </dd>
      </div>
      <div aria-hidden="true">
        <dt>{t('evaluate.fraction')}</dt>
        <dd className="result-fraction">…</dd>
      </div>
    </dl>
  );
}

function EvaluateError({
  envelope,
  expression,
  onSuggestScale,
}: {
  envelope: Extract<EvaluateResultProps['response'], { error: unknown }>;
  expression: string;
  onSuggestScale: () => void;
}) {
  const t = useT();
  const { code, details } = envelope.error;
  if (code === 'not_computable' && details.reason === 'non_terminating_decimal') {
    return (
      <div className="verdict verdict-warn" data-testid="evaluate-error">
        <p>
          <strong>{t('evaluate.noFiniteDecimal')}</strong> {t('evaluate.noFiniteDecimalWhy')}
        </p>
        <button type="button" onClick={onSuggestScale}>
          {t('evaluate.roundTo', { places: SUGGESTED_SCALE })}
        </button>
      </div>
    );
  }
  return (
    <div className="verdict verdict-bad" data-testid="evaluate-error">
      <p>
        <strong>{errorHeading(envelope)}.</strong> <InputErrorText expression={expression} grammar="decimal" envelope={envelope} />
      </p>
    </div>
  );
}
