import { memo, useRef } from 'react';
import { isErrorEnvelope } from '../../worker/messages';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { failureText } from '../common/EngineFailureNotice';
import { MessageText, useT } from '../i18n';
import { variableInputError } from '../../core/sentences/field-error-sentences';
import { newNamedRow, namedRowNotes, type NamedRow, type NamedRowNote } from '../common/named-rows';
import { variableCheckRequest } from './evaluate-state';

export interface VariablesTableProps {
  rows: readonly NamedRow[];
  onChange: (rows: NamedRow[]) => void;
}

/**
 * The `name = value` rows; each is validated on its own by the engine, so its message lands on its row.
 * Drawn again only when the rows change, not at each answer to the expression: `onChange` hands
 * the new rows on, whichever render's function it is.
 */
export const VariablesTable = memo(
  function VariablesTable({ rows, onChange }: VariablesTableProps) {
    const t = useT();
    const notes = namedRowNotes(rows, true);
    const listRef = useRef<HTMLOListElement>(null);

    const replace = (index: number, row: NamedRow) => onChange(rows.map((old, i) => (i === index ? row : old)));
    const remove = (index: number) => {
      onChange(rows.filter((_, i) => i !== index));
      // Keep keyboard focus in the table: on the next row's remove button, or on "Add".
      requestAnimationFrame(() => {
        const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.variable-remove');
        const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
        (next ?? document.getElementById('evaluate-add-variable'))?.focus();
      });
    };
    const add = () => {
      onChange([...rows, newNamedRow()]);
      requestAnimationFrame(() => {
        const names = listRef.current?.querySelectorAll<HTMLInputElement>('.variable-name');
        names?.[names.length - 1]?.focus();
      });
    };

    return (
      <section className="variables" aria-labelledby="evaluate-variables-heading">
        <h3 id="evaluate-variables-heading">{t('evaluate.variables')}</h3>
        {rows.length === 0 && <p className="muted">{t('evaluate.noVariables')}</p>}
        {/* Each row is an equation, name = value: left to right in every language. */}
        <ol className="variable-rows" dir="ltr" ref={listRef}>
          {rows.map((row, index) => (
            <VariableRowEditor
              key={row.key}
              index={index}
              row={row}
              note={notes[index] ?? null}
              onChange={(changed) => replace(index, changed)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
        <button type="button" id="evaluate-add-variable" onClick={add}>
          {t('evaluate.addVariable')}
        </button>
      </section>
    );
  },
  (before, after) => before.rows === after.rows,
);

interface VariableRowEditorProps {
  index: number;
  row: NamedRow;
  /** Why the row is not sent (blank, repeated name), or null. */
  note: NamedRowNote | null;
  onChange: (row: NamedRow) => void;
  onRemove: () => void;
}

function VariableRowEditor({ index, row, note, onChange, onRemove }: VariableRowEditorProps) {
  const t = useT();
  const check = useEngineAnswer('decimal-expression-evaluate', note === null ? variableCheckRequest(row) : null, { measure: false });
  const error = note === null && isErrorEnvelope(check.response) ? check.response.error : null;
  // The engine's reason says whether the name or the value is at fault.
  const badName = error !== null && /name/.test(error.details.reason);
  const badValue = error !== null && !badName;
  const messageId = `evaluate-variable-${row.key}-message`;
  const number = index + 1;
  return (
    <li className={`variable-row${error !== null ? ' is-invalid' : ''}`} data-testid="variable-row">
      <input
        className="variable-name"
        aria-label={t('evaluate.variableName', { number })}
        value={row.name}
        placeholder={t('common.name')}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={badName || undefined}
        aria-describedby={messageId}
        onChange={(event) => onChange({ ...row, name: event.target.value })}
      />
      <span className="variable-equals" aria-hidden="true">
        =
      </span>
      <input
        className="variable-value"
        aria-label={t('evaluate.variableValue', { number })}
        value={row.value}
        placeholder={t('common.value')}
        inputMode="decimal"
        spellCheck={false}
        autoComplete="off"
        aria-invalid={badValue || undefined}
        aria-describedby={messageId}
        onChange={(event) => onChange({ ...row, value: event.target.value })}
      />
      <button
        type="button"
        className="variable-remove"
        aria-label={
          row.name === '' ? t('evaluate.removeVariable', { number }) : t('evaluate.removeNamedVariable', { number, name: row.name })
        }
        onClick={onRemove}
      >
        {t('common.remove')}
      </button>
      <p className="variable-message" id={messageId} dir="auto" aria-live="polite">
        {error !== null && isErrorEnvelope(check.response) ? (
          <span className="error-text">
            <MessageText message={variableInputError(row, check.response)} />
          </span>
        ) : check.failure !== null ? (
          <span className="error-text">{t('evaluate.rowUnchecked', { message: failureText(check.failure, t) })}</span>
        ) : note !== null ? (
          <span className="muted">
            {note.kind === 'empty' ? t('evaluate.rowEmpty') : t('evaluate.rowRepeated', { row: note.row, name: note.name })}
          </span>
        ) : null}
      </p>
    </li>
  );
}
