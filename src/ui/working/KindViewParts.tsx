/** What the kinds' views (./kind-view.ts) draw alike: the verdict, a line's row and the rows' section, the sentences of a step. */
import type { ReactNode } from 'react';
import { isErrorEnvelope, type ErrorEnvelope, type KindAnswered, type WorkingKindId } from '../../worker/messages';
import type { CheckedAnswer, WorkingKindView } from './kind-view';
import { refusalSentence } from './working-diagnostics';
import { errorHeading } from '../common/errors';
import { MessageText, useI18n, type ExplanationMessage } from '../i18n';

/** The verdict of a working the check refused: what went wrong, in the kind's words. */
function RefusedVerdict({ envelope, message }: { envelope: ErrorEnvelope; message: ExplanationMessage }) {
  return (
    <div className="verdict verdict-bad" data-verdict="error">
      <p>
        <strong>{errorHeading(envelope)}.</strong> <MessageText message={message} />
      </p>
    </div>
  );
}

/**
 * The verdict of a working, whatever its kind: a refused one's sentence; a checked one's headline,
 * the first wrong step's sentences and the teacher's checks, as its kind says them.
 */
export function Verdict({ view, answered }: { view: WorkingKindView; answered: KindAnswered }) {
  const { response, fault } = answered;
  if (isErrorEnvelope(response)) return <RefusedVerdict envelope={response} message={refusalSentence(fault)} />;
  const sentences = view.verdict(answered as CheckedAnswer<WorkingKindId>);
  if (sentences === null) return null;
  const { valid, reason } = response;
  const { headline, firstError, checks } = sentences;
  return (
    <div className={`verdict ${valid ? 'verdict-good' : 'verdict-bad'}`} data-verdict={reason ?? 'valid'}>
      <p>
        <strong>
          <MessageText message={headline} />
        </strong>
        {firstError.length > 0 && (
          <>
            {' '}
            <Sentences sentences={firstError} />
          </>
        )}
      </p>
      {checks.length > 0 && (
        <ul className="working-checks">
          {checks.map((check, index) => (
            <li key={index}>
              <MessageText message={check} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A step's sentences, each its own span. */
function Sentences({ sentences }: { sentences: readonly ExplanationMessage[] }) {
  return (
    <>
      {sentences.map((sentence, index) => (
        <span key={index} className="working-sentence">
          {index > 0 && ' '}
          <MessageText message={sentence} />
        </span>
      ))}
    </>
  );
}

/** The rows of a checked working, one a line, whatever its kind: kept while dimmed (stale, or of a working since changed). */
export function StepsSection({ stale, outdated, children }: { stale: boolean; outdated: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section
      className={`working-steps-section${stale || outdated ? ' is-stale' : ''}`}
      aria-labelledby="working-steps-heading"
      aria-busy={stale}
    >
      <h3 id="working-steps-heading">{t('working.steps')}</h3>
      {outdated && (
        <p className="muted" data-testid="working-steps-outdated">
          {t('working.stepsOutdated')}
        </p>
      )}
      <ol className="working-steps" data-testid="working-steps">
        {children}
      </ol>
    </section>
  );
}

interface StepRowProps {
  /** The mark's kind (the row's class and data-key) and its symbol. */
  mark: { kind: string; symbol: string };
  firstError: boolean;
  /** The line as the student wrote it, and where. */
  step: { line: number; text: string };
  /** The line's value (a fraction working's) or solution (an equation's). */
  value: ReactNode;
  status: string;
  sentences: readonly ExplanationMessage[];
  /** data-status, where the kind has one beside its mark. */
  dataStatus?: string;
  /** After the sentences (the right way beside a wrong step). */
  children?: ReactNode;
}

/** A line's row: where it is, what it says, its value, its status, and why. */
export function StepRow({ mark, firstError, step, value, status, sentences, dataStatus, children }: StepRowProps) {
  const { t } = useI18n();
  return (
    <li
      className={`working-step working-step-${mark.kind}${firstError ? ' is-first-error' : ''}`}
      data-testid="working-step"
      data-key={mark.kind}
      data-status={dataStatus}
      data-line={step.line}
    >
      <span className="working-step-mark" aria-hidden="true">
        {mark.symbol}
      </span>
      <span className="working-step-line">{t('working.line', { line: step.line })}</span>
      <bdi dir="ltr" className="working-step-text">
        {step.text}
      </bdi>
      <span className="working-step-value">
        <span className="visually-hidden">{t('working.stepValue')}: </span>
        {value}
      </span>
      <span className="working-step-status">{status}</span>
      <p className="working-step-sentence">
        <Sentences sentences={sentences} />
      </p>
      {children}
    </li>
  );
}
