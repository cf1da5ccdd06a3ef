import { isErrorEnvelope } from '../../worker/messages';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { errorHeading } from '../common/errors';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { newRowKey, useTabStore } from '../common/tab-store';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { explainTrace } from './explain';
import { StepTable } from './StepTable';
import { TraceImportExport } from './TraceImportExport';
import { badCells, envelopeFault, stepStatuses, type BadCell, type EnvelopeFault } from './trace-status';
import { inputRowNotes, traceRequest, traceStore, type TraceInputRow, type TraceState } from './trace-model';

const TOOL = 'rational-trace-check';
const EXPLANATION_ID = 'trace-explanation';

export default function TraceTab() {
  const [state, setState] = useTabStore(traceStore);
  const request = traceRequest(state);
  const answer = useEngineAnswer(TOOL, request);
  const response = answer.response;
  const output = response !== null && !isErrorEnvelope(response) ? response : null;
  const discrepancy = output?.first_discrepancy ?? null;
  // A rejected request (error envelope) is located from the field path in its details.field.
  const fault: EnvelopeFault | null = response !== null && isErrorEnvelope(response) ? envelopeFault(response.error.details) : null;
  const cells: ReadonlySet<BadCell> = fault === null ? badCells(discrepancy, output?.reason ?? null)
    : fault.kind === 'step' ? new Set([fault.cell]) : fault.kind === 'claim' ? new Set(['claimed-result']) : new Set();
  const badStepIndex = fault === null ? discrepancy?.step_index ?? null : fault.kind === 'step' ? fault.stepIndex : null;
  const inputFault = fault?.kind === 'input' && isErrorEnvelope(response) ? { ...fault, message: response.error.message } : null;
  const statuses = stepStatuses(answer.request?.steps.length ?? 0, response);
  const update = (patch: Partial<TraceState>) => setState((current) => ({ ...current, ...patch }));

  return (
    <>
      <h2 className="tab-title">Check a calculation step by step</h2>
      <p className="tab-intro">
        Each step combines two operands. An operand is a value, optionally taken “from” an input or an earlier step.
        The check stops at the first step that does not hold.
      </p>
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
          <label htmlFor="trace-claim">Claimed final result</label>
          <input
            id="trace-claim"
            value={state.claimedResult}
            placeholder="e.g. 11/6"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={cells.has('claimed-result') || undefined}
            aria-describedby={cells.has('claimed-result') ? EXPLANATION_ID : undefined}
            onChange={(event) => update({ claimedResult: event.target.value })}
          />
        </div>
        <div className="field field-checkbox">
          <input id="trace-canonical" type="checkbox" checked={state.requireCanonical} onChange={(event) => update({ requireCanonical: event.target.checked })} />
          <label htmlFor="trace-canonical">Require canonical form for every value</label>
        </div>
      </div>
      <EngineFailureNotice failure={answer.failure} />
      <section className={`result${answer.stale ? ' is-stale' : ''}`} aria-labelledby="trace-result-heading" aria-busy={answer.stale}>
        <h3 id="trace-result-heading">Verdict</h3>
        <div role="status" aria-live="polite" aria-atomic="true" data-testid="trace-verdict">
          {response === null ? <p className="muted">Checking…</p>
            : isErrorEnvelope(response)
              ? <div className="verdict verdict-bad"><p><strong>{errorHeading(response)}.</strong> <span id={EXPLANATION_ID}>{response.error.message}</span></p></div>
              : (
                <div className={`verdict ${response.valid ? 'verdict-good' : 'verdict-bad'}`} data-verdict={response.valid ? 'valid' : response.reason ?? ''}>
                  <p>
                    <strong>{response.valid ? 'The trace is correct.' : 'The trace has a mistake.'}</strong>{' '}
                    <span id={EXPLANATION_ID}>{answer.request === null ? '' : explainTrace(answer.request, response)}</span>
                  </p>
                  {!response.valid && (
                    <p className="muted">{response.steps_checked} of {answer.request?.steps.length ?? 0} steps verified before it.</p>
                  )}
                </div>
              )}
        </div>
      </section>
      <TraceImportExport request={request} onImport={(next) => setState(() => next)} current={state} />
      <JsonDisclosure toolId={TOOL} request={answer.request} response={response} />
    </>
  );
}

interface TraceInputsProps {
  rows: readonly TraceInputRow[];
  /** The input the engine rejected, by name, with its message. */
  fault: { name: string; part: 'name' | 'value'; message: string } | null;
  onChange: (rows: TraceInputRow[]) => void;
}

function TraceInputs({ rows, fault, onChange }: TraceInputsProps) {
  const notes = inputRowNotes(rows);
  // The engine cuts a bad name to 70 characters in the field path it reports.
  const named = (name: string) => fault !== null && (name === fault.name || (fault.part === 'name' && fault.name.length === 70 && name.startsWith(fault.name)));
  const faultRow = fault === null ? -1 : rows.findIndex((row, index) => named(row.name) && notes[index] === null);
  return (
    <section className="trace-inputs" aria-labelledby="trace-inputs-heading">
      <h3 id="trace-inputs-heading">Inputs</h3>
      {rows.length === 0 && <p className="muted">No inputs. Steps can still use literal values.</p>}
      <ol className="variable-rows">
        {rows.map((row, index) => (
          <li key={row.key} className={`variable-row${index === faultRow ? ' is-invalid' : ''}`}>
            <input
              className="variable-name"
              aria-label={`Name of input ${index + 1}`}
              aria-invalid={(index === faultRow && fault?.part === 'name') || undefined}
              aria-describedby={`trace-input-${row.key}-message`}
              value={row.name}
              placeholder="name"
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              onChange={(event) => onChange(rows.map((old, i) => (i === index ? { ...row, name: event.target.value } : old)))}
            />
            <span className="variable-equals" aria-hidden="true">=</span>
            <input
              className="variable-value"
              aria-label={`Value of input ${index + 1}`}
              aria-invalid={(index === faultRow && fault?.part === 'value') || undefined}
              aria-describedby={`trace-input-${row.key}-message`}
              value={row.value}
              placeholder="e.g. 7/2"
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => onChange(rows.map((old, i) => (i === index ? { ...row, value: event.target.value } : old)))}
            />
            <button type="button" className="variable-remove" aria-label={`Remove input ${index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Remove
            </button>
            <p className="variable-message" id={`trace-input-${row.key}-message`}>
              {index === faultRow ? <span className="error-text">{fault?.message}</span> : notes[index] !== null && <span className="muted">{notes[index]}</span>}
            </p>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...rows, { key: newRowKey(), name: '', value: '' }])}>Add input</button>
    </section>
  );
}
