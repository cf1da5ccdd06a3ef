import { isErrorEnvelope } from '../../worker/messages';
import { ResultSection } from '../common/ResultSection';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { errorHeading } from '../common/errors';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { TabTools } from '../tab-tools/TabTools';
import { useTabStore } from '../common/tab-store';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { subtractRequest, subtractStore, type SubtractState } from './subtract-state';
import { subtractInputError } from '../../core/sentences/field-error-sentences';
import { Ltr, MessageText, useT } from '../i18n';
import { ReadableRational } from '../math/ReadableRational';

const TOOL = 'rational-subtract';

type FieldKey = keyof SubtractState;

/** The form field an error is about, from the JSON path in its `details.field` (e.g. "a.denominator"). */
function faultyFields(details: { readonly [key: string]: unknown }): ReadonlySet<FieldKey> {
  const path = typeof details.field === 'string' ? /^([ab])\.(numerator|denominator)$/.exec(details.field) : null;
  if (path === null) return new Set();
  const [, operand, part] = path;
  return new Set([`${operand}${part === 'numerator' ? 'Numerator' : 'Denominator'}` as FieldKey]);
}

const differenceText = (output: { numerator: string; denominator: string }): string =>
  output.denominator === '1' ? output.numerator : `${output.numerator}/${output.denominator}`;

export default function SubtractTab() {
  const [state, setState] = useTabStore(subtractStore);
  const t = useT();
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
      dir="ltr"
      spellCheck={false}
      autoComplete="off"
      aria-invalid={faulty.has(key) || undefined}
      aria-describedby="subtract-result"
      onChange={(event) => update({ [key]: event.target.value })}
    />
  );

  return (
    <>
      <h2 className="tab-title">{t('subtract.heading')}</h2>
      <p className="tab-intro">{t('subtract.intro')}</p>
      {/* a − b reads left to right in every language. */}
      <div className="subtract-form" dir="ltr">
        <fieldset className="fraction-input">
          <legend>{t('subtract.first')}</legend>
          {input('aNumerator', t('subtract.numeratorOf', { operand: 'a' }))}
          <span className="fraction-bar" aria-hidden="true" />
          {input('aDenominator', t('subtract.denominatorOf', { operand: 'a' }))}
        </fieldset>
        <span className="subtract-operator" aria-hidden="true">
          −
        </span>
        <fieldset className="fraction-input">
          <legend>{t('subtract.second')}</legend>
          {input('bNumerator', t('subtract.numeratorOf', { operand: 'b' }))}
          <span className="fraction-bar" aria-hidden="true" />
          {input('bDenominator', t('subtract.denominatorOf', { operand: 'b' }))}
        </fieldset>
      </div>
      <EngineFailureNotice failure={answer.failure} />
      <ResultSection
        tab="subtract"
        request={request}
        answered={response !== null}
        heading={<Ltr>a − b</Ltr>}
        stale={answer.stale}
        statusId="subtract-result"
        statusTestId="subtract-result"
        status={
          response === null ? (
            <SubtractPending />
          ) : isErrorEnvelope(response) ? (
            <div className="verdict verdict-bad">
              <p>
                <strong>{errorHeading(response)}.</strong> <MessageText message={subtractInputError(answer.request, response)} />
              </p>
            </div>
          ) : (
            <>
              <p className="result-value">
                <bdi dir="ltr" data-testid="subtract-difference">
                  {differenceText(response)}
                </bdi>
              </p>
              <dl className="result-values">
                <div>
                  <dt>{t('subtract.numerator')}</dt>
                  <dd className="number">
                    <Ltr>{response.numerator}</Ltr>
                  </dd>
                </div>
                <div>
                  <dt>{t('subtract.denominator')}</dt>
                  <dd className="number">
                    <Ltr>{response.denominator}</Ltr>
                  </dd>
                </div>
              </dl>
            </>
          )
        }
      >
        {response === null ? (
          <ReadableRational text={null} label="a − b" />
        ) : (
          !isErrorEnvelope(response) && <ReadableRational text={differenceText(response)} label="a − b" />
        )}
      </ResultSection>
      <TabTools tab="subtract" answer={answer} />
      <JsonDisclosure toolId={TOOL} request={answer.request} response={response} />
    </>
  );
}

/** The answer's shape while it is computed (a line for the value, its two parts), so it arrives in place. */
function SubtractPending() {
  const t = useT();
  return (
    <>
      <p className="result-value result-pending">{t('subtract.subtracting')}</p>
      <dl className="result-values" aria-hidden="true">
        <div>
          <dt>{t('subtract.numerator')}</dt>
          <dd className="number">…</dd>
        </div>
        <div>
          <dt>{t('subtract.denominator')}</dt>
          <dd className="number">…</dd>
        </div>
      </dl>
    </>
  );
}
