import type { EvaluateOutput, ToolResponse } from '../../worker/messages';
import { errorHeading, isErrorEnvelope } from '../common/errors';

export interface EvaluateResultProps {
  hasExpression: boolean;
  response: ToolResponse<'decimal-expression-evaluate'> | null;
  stale: boolean;
  onSuggestScale: () => void;
}

export function EvaluateResult({ hasExpression, response, stale, onSuggestScale }: EvaluateResultProps) {
  return (
    <section className={`result${stale ? ' is-stale' : ''}`} aria-labelledby="evaluate-result-heading" aria-busy={stale}>
      <h3 id="evaluate-result-heading">Result</h3>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="evaluate-result">
        {!hasExpression ? <p className="muted">Type an expression to evaluate it.</p>
          : response === null ? <p className="muted">Evaluating…</p>
          : isErrorEnvelope(response) ? <EvaluateError envelope={response} onSuggestScale={onSuggestScale} />
          : <EvaluateValue output={response} />}
      </div>
    </section>
  );
}

function EvaluateValue({ output }: { output: EvaluateOutput }) {
  const { numerator, denominator } = output.fraction;
  return (
    <dl className="result-values">
      <div>
        <dt>Value</dt>
        <dd className="result-value" data-testid="evaluate-value">{output.value}</dd>
      </div>
      <div>
        <dt>Exact?</dt>
        <dd data-testid="evaluate-exact">
          {output.exact
            ? <span className="badge badge-good">exact</span>
            : <span className="badge badge-warn">rounded — not exact</span>}
        </dd>
      </div>
      <div>
        <dt>Exact fraction</dt>
        <dd className="result-fraction" data-testid="evaluate-fraction">
          {denominator === '1' ? numerator : `${numerator}/${denominator}`}
        </dd>
      </div>
    </dl>
  );
}

function EvaluateError({ envelope, onSuggestScale }: { envelope: Extract<EvaluateResultProps['response'], { error: unknown }>; onSuggestScale: () => void }) {
  const { code, message, details } = envelope.error;
  if (code === 'not_computable' && details.reason === 'non_terminating_decimal') {
    return (
      <div className="verdict verdict-warn" data-testid="evaluate-error">
        <p><strong>No finite decimal.</strong> The exact result never ends as a decimal (like 1/3 = 0.333…), so it needs a scale to be written out.</p>
        <button type="button" onClick={onSuggestScale}>Round to 10 decimal places</button>
      </div>
    );
  }
  return (
    <div className="verdict verdict-bad" data-testid="evaluate-error">
      <p><strong>{errorHeading(envelope)}.</strong> {message}</p>
    </div>
  );
}
