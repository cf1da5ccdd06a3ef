import type { CheckOutput, ToolResponse } from '../../worker/messages';
import { ExpressionField } from '../editor/ExpressionField';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { errorHeading, isErrorEnvelope } from '../common/errors';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { useTabStore } from '../common/tab-store';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { checkRequest, checkStore, type CheckState } from './check-state';

const TOOL = 'rational-expression-check';

export default function CheckTab() {
  const [state, setState] = useTabStore(checkStore);
  const request = checkRequest(state);
  const answer = useEngineAnswer(TOOL, request);
  const update = (patch: Partial<CheckState>) => setState((current) => ({ ...current, ...patch }));
  // The claim is at fault when the verdict says so, or when the engine rejects it by name.
  const claimIsFault = answer.response !== null && (isErrorEnvelope(answer.response)
    ? answer.response.error.details.field === 'claimed_value'
    : answer.response.first_discrepancy?.field === 'claimed_value');

  return (
    <>
      <h2 className="tab-title">Check a claimed value</h2>
      <p className="tab-intro">
        Integers, <code>+ − × ÷</code> (or <code>+ - * /</code>) and parentheses. Is the claimed fraction exactly right?
      </p>
      <ExpressionField
        id="check-expression"
        label="Expression"
        grammar="rational"
        value={state.expression}
        onChange={(expression) => update({ expression })}
        answeredExpression={answer.request?.expression ?? null}
        response={answer.response}
        placeholder="e.g. 1 + 1/2 + 1/3 + 1/4"
      />
      <div className="field-row">
        <div className="field">
          <label htmlFor="check-claim">Claimed value</label>
          <input
            id="check-claim"
            value={state.claimedValue}
            placeholder="e.g. 25/12"
            inputMode="text"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={claimIsFault || undefined}
            aria-describedby="check-claim-hint"
            onChange={(event) => update({ claimedValue: event.target.value })}
          />
          <div className="field-hint" id="check-claim-hint">An integer or a fraction such as -7/2.</div>
        </div>
        <div className="field field-checkbox">
          <input
            id="check-canonical"
            type="checkbox"
            checked={state.requireCanonical}
            onChange={(event) => update({ requireCanonical: event.target.checked })}
          />
          <label htmlFor="check-canonical">Require canonical form (reduced, no “/1”, no “-0”)</label>
        </div>
      </div>
      <EngineFailureNotice failure={answer.failure} />
      <section className={`result${answer.stale ? ' is-stale' : ''}`} aria-labelledby="check-result-heading" aria-busy={answer.stale}>
        <h3 id="check-result-heading">Verdict</h3>
        <div role="status" aria-live="polite" aria-atomic="true" data-testid="check-verdict">
          {request === null ? <p className="muted">Type an expression and the value you claim for it.</p>
            : answer.response === null ? <p className="muted">Checking…</p>
            : <CheckVerdict response={answer.response} />}
        </div>
      </section>
      <JsonDisclosure toolId={TOOL} request={answer.request} response={answer.response} />
    </>
  );
}

function CheckVerdict({ response }: { response: ToolResponse<'rational-expression-check'> }) {
  if (isErrorEnvelope(response)) {
    return <div className="verdict verdict-bad"><p><strong>{errorHeading(response)}.</strong> {response.error.message}</p></div>;
  }
  return <CheckOutcome output={response} />;
}

function CheckOutcome({ output }: { output: CheckOutput }) {
  const discrepancy = output.first_discrepancy;
  if (output.valid || discrepancy === null) {
    return (
      <div className="verdict verdict-good" data-verdict="correct">
        <p><strong>Correct.</strong> The expression is exactly <span className="number">{output.value}</span>.</p>
      </div>
    );
  }
  switch (output.reason) {
    case 'value_mismatch':
      return (
        <div className="verdict verdict-bad" data-verdict="wrong">
          <p><strong>Wrong.</strong> The expression is <span className="number">{discrepancy.actual_value}</span>, not <span className="number">{discrepancy.claimed_value}</span>.</p>
          <p>Difference (true value − claim): <span className="number">{discrepancy.difference}</span></p>
        </div>
      );
    case 'not_canonical':
      return (
        <div className="verdict verdict-warn" data-verdict="not-canonical">
          <p><strong>Right value, but not in canonical form.</strong> Write <span className="number">{discrepancy.canonical_claim}</span> instead of <span className="number">{discrepancy.claimed_value}</span>.</p>
        </div>
      );
    case 'division_by_zero':
      return (
        <div className="verdict verdict-bad" data-verdict="division-by-zero">
          <p><strong>Division by zero.</strong> The divisor <code className="number">{discrepancy.divisor_text}</code> is zero (underlined in the expression), so the expression has no value.</p>
        </div>
      );
    default:
      return <div className="verdict verdict-bad"><p><strong>Not valid.</strong> Reason: {String(output.reason)}</p></div>;
  }
}
