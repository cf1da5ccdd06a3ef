import { isErrorEnvelope } from '../../worker/messages';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { errorHeading } from '../common/errors';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { useTabStore } from '../common/tab-store';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { subtractRequest, subtractStore, type SubtractState } from './subtract-state';

const TOOL = 'rational-subtract';

type FieldKey = keyof SubtractState;

/** The form field an error is about, from the JSON path in its `details.field` (e.g. "a.denominator"). */
function faultyFields(details: { readonly [key: string]: unknown }): ReadonlySet<FieldKey> {
  const path = typeof details.field === 'string' ? /^([ab])\.(numerator|denominator)$/.exec(details.field) : null;
  if (path === null) return new Set();
  const [, operand, part] = path;
  return new Set([`${operand}${part === 'numerator' ? 'Numerator' : 'Denominator'}` as FieldKey]);
}

export default function SubtractTab() {
  const [state, setState] = useTabStore(subtractStore);
  const request = subtractRequest(state);
  const answer = useEngineAnswer(TOOL, request);
  const response = answer.response;
  const faulty = response !== null && isErrorEnvelope(response) ? faultyFields(response.error.details) : new Set<FieldKey>();
  const update = (patch: Partial<SubtractState>) => setState((current) => ({ ...current, ...patch }));

  const input = (key: FieldKey, label: string) => (
    <input
      id={`subtract-${key}`}
      aria-label={label}
      value={state[key]}
      inputMode="numeric"
      spellCheck={false}
      autoComplete="off"
      aria-invalid={faulty.has(key) || undefined}
      aria-describedby="subtract-result"
      onChange={(event) => update({ [key]: event.target.value })}
    />
  );

  return (
    <>
      <h2 className="tab-title">Subtract two fractions</h2>
      <p className="tab-intro">Each fraction is an integer numerator over a positive integer denominator; they need not be reduced.</p>
      <div className="subtract-form">
        <fieldset className="fraction-input">
          <legend>First fraction, a</legend>
          {input('aNumerator', 'Numerator of a')}
          <span className="fraction-bar" aria-hidden="true" />
          {input('aDenominator', 'Denominator of a')}
        </fieldset>
        <span className="subtract-operator" aria-hidden="true">−</span>
        <fieldset className="fraction-input">
          <legend>Second fraction, b</legend>
          {input('bNumerator', 'Numerator of b')}
          <span className="fraction-bar" aria-hidden="true" />
          {input('bDenominator', 'Denominator of b')}
        </fieldset>
      </div>
      <EngineFailureNotice failure={answer.failure} />
      <section className={`result${answer.stale ? ' is-stale' : ''}`} aria-labelledby="subtract-result-heading" aria-busy={answer.stale}>
        <h3 id="subtract-result-heading">a − b</h3>
        <div role="status" aria-live="polite" aria-atomic="true" id="subtract-result" data-testid="subtract-result">
          {response === null ? <p className="muted">Subtracting…</p>
            : isErrorEnvelope(response)
              ? <div className="verdict verdict-bad"><p><strong>{errorHeading(response)}.</strong> {response.error.message}</p></div>
              : (
                <>
                  <p className="result-value" data-testid="subtract-difference">
                    {response.denominator === '1' ? response.numerator : `${response.numerator}/${response.denominator}`}
                  </p>
                  <dl className="result-values">
                    <div><dt>Numerator</dt><dd className="number">{response.numerator}</dd></div>
                    <div><dt>Denominator</dt><dd className="number">{response.denominator}</dd></div>
                  </dl>
                </>
              )}
        </div>
      </section>
      <JsonDisclosure toolId={TOOL} request={answer.request} response={response} />
    </>
  );
}
