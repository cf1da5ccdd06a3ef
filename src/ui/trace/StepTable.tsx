import type { TraceOperator } from '../../worker/messages';
import { useT, type MessageKey } from '../i18n';
import { operatorSymbol } from './operators';
import type { BadCell, StepStatus } from './trace-status';
import {
  insertStep,
  moveStep,
  removeStep,
  TRACE_OPERATORS,
  updateStep,
  type OperandFields,
  type TraceState,
  type TraceStepRow,
} from './trace-model';

export interface StepTableProps {
  state: TraceState;
  setState: (update: (state: TraceState) => TraceState) => void;
  /** Per step of the answered request (may be shorter or longer than the table while editing). */
  statuses: readonly StepStatus[];
  badStepIndex: number | null;
  badCells: ReadonlySet<BadCell>;
  explanationId: string;
}

const STATUS_TEXT: Record<StepStatus, Extract<MessageKey, `trace.status.${string}`> | null> = {
  verified: 'trace.status.verified',
  bad: 'trace.status.bad',
  unchecked: 'trace.status.unchecked',
  unknown: null,
};

/** After React has rendered a change, moves keyboard focus to the first enabled match. */
function focusLater(...selectors: string[]) {
  requestAnimationFrame(() => {
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element !== null && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });
}

export function StepTable({ state, setState, statuses, badStepIndex, badCells, explanationId }: StepTableProps) {
  const t = useT();
  const steps = state.steps;
  return (
    <section className="trace-steps" aria-labelledby="trace-steps-heading">
      <h3 id="trace-steps-heading">{t('trace.steps')}</h3>
      <div className="table-scroll">
        {/* A step reads left operand, operator, right operand, result: left to right in every language. */}
        <table className="step-table" dir="ltr">
          <thead>
            <tr>
              <th scope="col">{t('trace.col.number')}</th>
              <th scope="col">{t('trace.col.id')}</th>
              <th scope="col">{t('trace.col.left')}</th>
              <th scope="col">{t('trace.col.operator')}</th>
              <th scope="col">{t('trace.col.right')}</th>
              <th scope="col">{t('trace.col.result')}</th>
              <th scope="col">{t('trace.col.check')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('trace.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => {
              const status = statuses[index] ?? 'unknown';
              const isBad = index === badStepIndex;
              return (
                <StepRow
                  key={step.key}
                  index={index}
                  count={steps.length}
                  step={step}
                  status={status}
                  bad={isBad ? badCells : new Set()}
                  explanationId={explanationId}
                  onChange={(patch) => setState((current) => updateStep(current, index, patch))}
                  onInsertAbove={() => {
                    setState((current) => insertStep(current, index));
                    focusLater(`[data-step-index="${index}"] .step-id`);
                  }}
                  onDelete={() => {
                    setState((current) => removeStep(current, index));
                    focusLater(
                      steps.length > 1 ? `[data-step-index="${Math.min(index, steps.length - 2)}"] .step-delete` : '#trace-add-step',
                    );
                  }}
                  onMove={(by) => {
                    setState((current) => moveStep(current, index, by));
                    const moved = `[data-step-index="${index + by}"]`;
                    focusLater(`${moved} .step-move-${by < 0 ? 'up' : 'down'}`, `${moved} .step-move-${by < 0 ? 'down' : 'up'}`);
                  }}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      {steps.length === 0 && <p className="muted">{t('trace.noSteps')}</p>}
      <button
        type="button"
        id="trace-add-step"
        onClick={() => {
          setState((current) => insertStep(current, current.steps.length));
          focusLater(`[data-step-index="${steps.length}"] .step-right-value`);
        }}
      >
        {t('trace.addStep')}
      </button>
    </section>
  );
}

interface StepRowProps {
  index: number;
  count: number;
  step: TraceStepRow;
  status: StepStatus;
  bad: ReadonlySet<BadCell>;
  explanationId: string;
  onChange: (patch: Partial<Omit<TraceStepRow, 'key'>>) => void;
  onInsertAbove: () => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
}

function StepRow({ index, count, step, status, bad, explanationId, onChange, onInsertAbove, onDelete, onMove }: StepRowProps) {
  const t = useT();
  const n = index + 1;
  const statusKey = STATUS_TEXT[status];
  const invalid = (cell: BadCell) => (bad.has(cell) ? { 'aria-invalid': true as const, 'aria-describedby': explanationId } : {});
  const cellClass = (...cells: BadCell[]) => (cells.some((cell) => bad.has(cell)) ? 'cell-bad' : undefined);
  const operand = (side: 'left' | 'right', fields: OperandFields) => (
    <td
      className={cellClass(`${side}-value`, `${side}-from`)}
      data-cell={side}
      data-label={t(side === 'left' ? 'trace.cell.left' : 'trace.cell.right')}
    >
      <div className="operand" dir="ltr">
        <input
          className={`step-${side}-value`}
          aria-label={t(side === 'left' ? 'trace.step.leftValue' : 'trace.step.rightValue', { number: n })}
          value={fields.value}
          placeholder={t('common.value')}
          spellCheck={false}
          autoComplete="off"
          {...invalid(`${side}-value`)}
          onChange={(event) => onChange({ [side]: { ...fields, value: event.target.value } })}
        />
        <input
          className={`step-${side}-from`}
          aria-label={t(side === 'left' ? 'trace.step.leftFrom' : 'trace.step.rightFrom', { number: n })}
          value={fields.from}
          placeholder={t('trace.placeholder.from')}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          {...invalid(`${side}-from`)}
          onChange={(event) => onChange({ [side]: { ...fields, from: event.target.value } })}
        />
      </div>
    </td>
  );

  return (
    <tr className={`step-row step-${status}`} data-step-index={index} data-status={status}>
      <th scope="row" className="step-number">
        {n}
      </th>
      <td className={`step-id-cell${bad.has('id') ? ' cell-bad' : ''}`} data-cell="id" data-label={t('trace.col.id')}>
        <input
          className="step-id"
          aria-label={t('trace.step.id', { number: n })}
          dir="ltr"
          value={step.id}
          {...invalid('id')}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          onChange={(event) => onChange({ id: event.target.value })}
        />
      </td>
      {operand('left', step.left)}
      <td className={cellClass('operator')} data-cell="operator" data-label={t('trace.cell.operator')}>
        <select
          className="step-operator"
          aria-label={t('trace.step.operator', { number: n })}
          value={step.operator}
          {...invalid('operator')}
          onChange={(event) => onChange({ operator: event.target.value as TraceOperator })}
        >
          {TRACE_OPERATORS.map((operator) => (
            <option key={operator} value={operator}>
              {operatorSymbol(operator)}
            </option>
          ))}
        </select>
      </td>
      {operand('right', step.right)}
      <td className={cellClass('result')} data-cell="result" data-label={t('trace.col.result')}>
        <input
          className="step-result"
          aria-label={t('trace.step.result', { number: n })}
          dir="ltr"
          value={step.result}
          placeholder={t('trace.placeholder.result')}
          spellCheck={false}
          autoComplete="off"
          {...invalid('result')}
          onChange={(event) => onChange({ result: event.target.value })}
        />
      </td>
      <td className="step-status">{statusKey === null ? '' : t(statusKey)}</td>
      <td className="step-actions">
        <button
          type="button"
          className="step-move-up"
          aria-label={t('trace.step.moveUp', { number: n })}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="step-move-down"
          aria-label={t('trace.step.moveDown', { number: n })}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
        <button type="button" className="step-insert" aria-label={t('trace.step.insertAbove', { number: n })} onClick={onInsertAbove}>
          {t('trace.step.insert')}
        </button>
        <button type="button" className="step-delete" aria-label={t('trace.step.delete', { number: n })} onClick={onDelete}>
          {t('trace.step.deleteButton')}
        </button>
      </td>
    </tr>
  );
}
