import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isErrorEnvelope, type ErrorEnvelope, type HelperInputs } from '../../worker/messages';
import { failureText } from '../common/EngineFailureNotice';
import { errorHeading } from '../common/errors';
import { InputErrorText } from '../common/InputErrorText';
import { buildInputError } from '../../core/sentences/field-error-sentences';
import { Ltr, Message, MessageText, useT } from '../i18n';
import { engine } from '../queries';
import { traceStateFrom, type TraceState } from './trace-model';

export interface BuildFromExpressionProps {
  current: TraceState;
  /** Replaces the whole trace (the built one, or the one an undo brings back). */
  onReplace: (state: TraceState) => void;
}

type Status =
  | { kind: 'built'; steps: number; expression: string; previous: TraceState }
  | { kind: 'error'; heading: string; expression: string; envelope: ErrorEnvelope }
  | { kind: 'failure'; message: string }
  | { kind: 'undone' }
  | { kind: 'empty' };

/**
 * "Build from expression": the engine (build-trace, in the worker) turns an expression into a
 * correct step table, which replaces the current one; the previous trace can be brought back.
 */
export function BuildFromExpression({ current, onReplace }: BuildFromExpressionProps) {
  const t = useT();
  const id = useId();
  const [expression, setExpression] = useState('');
  const [fractionLiterals, setFractionLiterals] = useState(true);
  const [status, setStatus] = useState<Status | null>(null);
  const build = useMutation({
    mutationFn: (input: HelperInputs['build-trace']) => engine.ask('build-trace', input),
  });

  const submit = async () => {
    if (expression.trim() === '') {
      setStatus({ kind: 'empty' });
      return;
    }
    const previous = current;
    try {
      const built = await build.mutateAsync({ expression, fractionLiterals });
      if (isErrorEnvelope(built)) {
        setStatus({ kind: 'error', heading: errorHeading(built), expression, envelope: built });
        return;
      }
      onReplace(traceStateFrom(built));
      setStatus({ kind: 'built', steps: built.steps.length, expression, previous });
    } catch (failure) {
      setStatus({ kind: 'failure', message: failureText(failure instanceof Error ? failure : new Error(String(failure)), t) });
    }
  };

  return (
    <section className="build-trace" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('build.summary')}</h3>
      <p className="muted">{t('build.intro')}</p>
      <form
        className="build-trace-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-expression`}>{t('build.label')}</label>
          <input
            id={`${id}-expression`}
            className="build-trace-expression"
            dir="ltr"
            value={expression}
            placeholder={t('build.placeholder')}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-invalid={status?.kind === 'error' || undefined}
            aria-describedby={`${id}-status`}
            onChange={(event) => setExpression(event.target.value)}
          />
        </div>
        <div className="field field-checkbox">
          <input
            id={`${id}-fractions`}
            type="checkbox"
            checked={fractionLiterals}
            onChange={(event) => setFractionLiterals(event.target.checked)}
          />
          <label htmlFor={`${id}-fractions`}>{t('build.fractionLiterals')}</label>
        </div>
        <button type="submit" disabled={build.isPending}>
          {t('build.button')}
        </button>
      </form>
      {/* A polite live region, but not role=status: the tab's status is its verdict below. */}
      <div aria-live="polite" id={`${id}-status`} className="build-trace-status" data-testid="build-trace-status">
        {build.isPending ? (
          <p className="muted">{t('build.building')}</p>
        ) : status === null ? null : status.kind === 'built' ? (
          <>
            <p>
              <Message
                id={status.steps === 1 ? 'build.builtOne' : 'build.builtMany'}
                params={{ steps: status.steps, expression: <Ltr>{status.expression}</Ltr> }}
              />
            </p>
            <button
              type="button"
              onClick={() => {
                onReplace(status.previous);
                setStatus({ kind: 'undone' });
              }}
            >
              {t('build.undo')}
            </button>
          </>
        ) : status.kind === 'undone' ? (
          <p>{t('build.undone')}</p>
        ) : status.kind === 'empty' ? (
          <p className="error-text">{t('build.empty')}</p>
        ) : status.kind === 'error' ? (
          <p className="error-text">
            <strong>{status.heading}.</strong> <BuildErrorText expression={status.expression} envelope={status.envelope} />
          </p>
        ) : (
          <p className="error-text">{status.message}</p>
        )}
      </div>
    </section>
  );
}

/** Why the expression could not be built, in the page's language. */
function BuildErrorText({ expression, envelope }: { expression: string; envelope: ErrorEnvelope }) {
  const sentence = buildInputError(expression, envelope);
  return sentence === null ? (
    <InputErrorText expression={expression} grammar="rational" envelope={envelope} />
  ) : (
    <MessageText message={sentence} />
  );
}
