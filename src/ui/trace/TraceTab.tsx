import { isErrorEnvelope } from '../../worker/messages';
import { ResultSection } from '../common/ResultSection';
import { PendingVerdict } from '../common/PendingVerdict';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { errorHeading } from '../common/errors';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { TabTools } from '../tab-tools/TabTools';
import { useTabStore } from '../common/tab-store';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { explainTraceCheck } from '../../core/explain';
import { ExplanationText, MessageText, useT } from '../i18n';
import type { ExplanationMessage } from '../i18n/explanation';
import { ReadableRational } from '../math/ReadableRational';
import { BuildFromExpression } from './BuildFromExpression';
import { StepTable } from './StepTable';
import { TRACE_FIELD_NAME_LENGTH, traceInputError } from '../../core/sentences/field-error-sentences';
import { TraceImportExport } from './TraceImportExport';
import { badCells, envelopeFault, stepStatuses, type BadCell, type EnvelopeFault } from './trace-status';
import { traceRequest, traceStore, type TraceState } from './trace-model';
import { newNamedRow, namedRowNotes, type NamedRow } from '../common/named-rows';

const TOOL = 'rational-trace-check';
const EXPLANATION_ID = 'trace-explanation';

export default function TraceTab() {
  const [state, setState] = useTabStore(traceStore);
  const t = useT();
  const request = traceRequest(state);
  const answer = useEngineAnswer(TOOL, request);
  const response = answer.response;
  const output = response !== null && !isErrorEnvelope(response) ? response : null;
  const discrepancy = output?.first_discrepancy ?? null;
  // A rejected request (error envelope) is located from the field path in its details.field.
  const fault: EnvelopeFault | null = response !== null && isErrorEnvelope(response) ? envelopeFault(response.error.details) : null;
  const cells: ReadonlySet<BadCell> =
    fault === null
      ? badCells(discrepancy, output?.reason ?? null)
      : fault.kind === 'step'
        ? new Set([fault.cell])
        : fault.kind === 'claim'
          ? new Set(['claimed-result'])
          : new Set();
  const badStepIndex = fault === null ? (discrepancy?.step_index ?? null) : fault.kind === 'step' ? fault.stepIndex : null;
  const errorSentence =
    response !== null && isErrorEnvelope(response) && answer.request !== null ? traceInputError(answer.request, response) : null;
  const inputFault = fault?.kind === 'input' && errorSentence !== null ? { ...fault, message: errorSentence } : null;
  const statuses = stepStatuses(answer.request?.steps.length ?? 0, response);
  const update = (patch: Partial<TraceState>) => setState((current) => ({ ...current, ...patch }));

  return (
    <>
      <h2 className="tab-title">{t('trace.heading')}</h2>
      <p className="tab-intro">{t('trace.intro')}</p>
      <BuildFromExpression current={state} onReplace={(next) => setState(() => next)} />
      <TraceInputs rows={state.inputs} fault={inputFault} onChange={(inputs) => update({ inputs })} />
      <StepTable
        state={state}
        setState={setState}
        statuses={statuses}
        badStepIndex={badStepIndex}
        badCells={cells}
        explanationId={EXPLANATION_ID}
      />
      <div className="field-row">
        <div className={`field${cells.has('claimed-result') ? ' cell-bad' : ''}`}>
          <label htmlFor="trace-claim">{t('trace.claim')}</label>
          <input
            id="trace-claim"
            value={state.claimedResult}
            placeholder={t('trace.claimPlaceholder')}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={cells.has('claimed-result') || undefined}
            aria-describedby={cells.has('claimed-result') ? EXPLANATION_ID : undefined}
            onChange={(event) => update({ claimedResult: event.target.value })}
          />
        </div>
        <div className="field field-checkbox">
          <input
            id="trace-canonical"
            type="checkbox"
            checked={state.requireCanonical}
            onChange={(event) => update({ requireCanonical: event.target.checked })}
          />
          <label htmlFor="trace-canonical">{t('trace.requireCanonical')}</label>
        </div>
      </div>
      <EngineFailureNotice failure={answer.failure} />
      <ResultSection
        tab="trace"
        request={request}
        answered={response !== null}
        heading={t('common.verdict')}
        stale={answer.stale}
        statusTestId="trace-verdict"
        status={
          response === null ? (
            <PendingVerdict>{t('common.checking')}</PendingVerdict>
          ) : isErrorEnvelope(response) ? (
            <div className="verdict verdict-bad">
              <p>
                <strong>{errorHeading(response)}.</strong>{' '}
                <span id={EXPLANATION_ID}>{errorSentence !== null && <MessageText message={errorSentence} />}</span>
              </p>
            </div>
          ) : (
            <div
              className={`verdict ${response.valid ? 'verdict-good' : 'verdict-bad'}`}
              data-verdict={response.valid ? 'valid' : (response.reason ?? '')}
            >
              <p>
                <strong>{response.valid ? t('trace.correct') : t('trace.mistake')}</strong>{' '}
                <span id={EXPLANATION_ID}>
                  {answer.request !== null && <ExplanationText explanation={explainTraceCheck(answer.request, response)} />}
                </span>
              </p>
              {!response.valid && (
                <p className="muted">
                  {t('trace.verifiedBefore', { checked: response.steps_checked, total: answer.request?.steps.length ?? 0 })}
                </p>
              )}
            </div>
          )
        }
      >
        {response === null ? (
          <ReadableRational text={null} label={t('trace.finalValue')} />
        ) : (
          output?.final_value != null && <ReadableRational text={output.final_value} label={t('trace.finalValue')} />
        )}
      </ResultSection>
      <TraceImportExport request={request} onImport={(next) => setState(() => next)} current={state} />
      <TabTools tab="trace" answer={answer} />
      <JsonDisclosure toolId={TOOL} request={answer.request} response={response} />
    </>
  );
}

interface TraceInputsProps {
  rows: readonly NamedRow[];
  /** The input the engine rejected, by name, with the sentence that says why. */
  fault: { name: string; part: 'name' | 'value'; message: ExplanationMessage } | null;
  onChange: (rows: NamedRow[]) => void;
}

function TraceInputs({ rows, fault, onChange }: TraceInputsProps) {
  const t = useT();
  const notes = namedRowNotes(rows, false);
  // The engine cuts a bad name in the field path it reports.
  const named = (name: string) =>
    fault !== null &&
    (name === fault.name || (fault.part === 'name' && fault.name.length === TRACE_FIELD_NAME_LENGTH && name.startsWith(fault.name)));
  const faultRow = fault === null ? -1 : rows.findIndex((row, index) => named(row.name) && notes[index] === null);
  return (
    <section className="trace-inputs" aria-labelledby="trace-inputs-heading">
      <h3 id="trace-inputs-heading">{t('trace.inputs')}</h3>
      {rows.length === 0 && <p className="muted">{t('trace.noInputs')}</p>}
      {/* Each row is an equation, name = value: left to right in every language. */}
      <ol className="variable-rows" dir="ltr">
        {rows.map((row, index) => (
          <li key={row.key} className={`variable-row${index === faultRow ? ' is-invalid' : ''}`}>
            <input
              className="variable-name"
              aria-label={t('trace.inputName', { number: index + 1 })}
              aria-invalid={(index === faultRow && fault?.part === 'name') || undefined}
              aria-describedby={`trace-input-${row.key}-message`}
              value={row.name}
              placeholder={t('common.name')}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              onChange={(event) => onChange(rows.map((old, i) => (i === index ? { ...row, name: event.target.value } : old)))}
            />
            <span className="variable-equals" aria-hidden="true">
              =
            </span>
            <input
              className="variable-value"
              aria-label={t('trace.inputValue', { number: index + 1 })}
              aria-invalid={(index === faultRow && fault?.part === 'value') || undefined}
              aria-describedby={`trace-input-${row.key}-message`}
              value={row.value}
              placeholder={t('trace.inputValuePlaceholder')}
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => onChange(rows.map((old, i) => (i === index ? { ...row, value: event.target.value } : old)))}
            />
            <button
              type="button"
              className="variable-remove"
              aria-label={t('trace.removeInput', { number: index + 1 })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              {t('common.remove')}
            </button>
            <p className="variable-message" dir="auto" id={`trace-input-${row.key}-message`}>
              {index === faultRow && fault !== null ? (
                <span className="error-text">
                  <MessageText message={fault.message} />
                </span>
              ) : (
                notes[index]?.kind === 'repeated' && (
                  <span className="muted">{t('trace.inputRepeated', { row: notes[index].row, name: notes[index].name })}</span>
                )
              )}
            </p>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...rows, newNamedRow()])}>
        {t('trace.addInput')}
      </button>
    </section>
  );
}
