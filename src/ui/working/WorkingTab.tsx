/**
 * The Working tab: one shell for every kind of working (src/core/working/kinds). The editor, the
 * teacher's fields, the verdict's place and the tools are the tab's; what a kind says (its
 * verdict, rows, marks, underlines, way forward) its view says (./kind-view.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Diagnostic } from '@codemirror/lint';
import { FINAL_FORMS, isErrorEnvelope, type ErrorEnvelope, type FinalForm, type WorkingKindId } from '../../worker/messages';
import { KIND_CLAIMS, readKind } from '../../core/working/kind-claims';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { ResultSection } from '../common/ResultSection';
import { PendingVerdict } from '../common/PendingVerdict';
import { useTabStore } from '../common/tab-store';
import { useWorkingAnswer } from '../common/useEngineAnswer';
import { ExpressionField } from '../editor/ExpressionField';
import { Message, useI18n, type Translate } from '../i18n';
import { TabTools } from '../tab-tools/TabTools';
import { endNoticeAboutOtherText } from '../tab-tools/tab-notices';
import type { CheckedAnswer, WorkingKindView } from './kind-view';
import { useKindView } from './useKindView';
import { StepsSection, Verdict } from './KindViewParts';
import { SolveSection, WorkedSolution } from './solve/SolveViews';
import { workingStore, type WorkingState } from './working-state';

/** The engine rejected the answer key itself (not a fraction, or too long). */
const ANSWER_FAULTS: readonly string[] = ['bad_answer', 'answer_too_long'];

/** Whether the answer key is what the answer says is wrong: refused, or not the working's answer (either kind of working). */
function answerFaulted(response: { answer_matches: boolean | null } | ErrorEnvelope | null): boolean {
  if (response === null) return false;
  return isErrorEnvelope(response) ? ANSWER_FAULTS.includes(response.error.details.reason) : response.answer_matches === false;
}

export default function WorkingTab() {
  const [state, setState] = useTabStore(workingStore);
  const { t, catalog } = useI18n();
  // The working's kind, read from its first line: its view says all that depends on it. An x that
  // could be × or the unknown is asked about: either reading could call a wrong line right.
  const reading = readKind(state.working, KIND_CLAIMS);
  const unsureAt = 'unsure' in reading ? reading.unsure : null;
  const view = useKindView('kind' in reading ? reading.kind.id : 'fraction');
  const check = unsureAt === null && view !== null ? view.checkOf(state) : null;
  const answer = useWorkingAnswer(check);
  const { answered } = answer;
  // The answer shown is of the view's kind only: while a new kind's first check is out, the last one's is not shown.
  const shown = view !== null && answered !== null && answered.kind === check?.kind ? answered : null;
  const update = (patch: Partial<WorkingState>) => setState((current) => ({ ...current, ...patch }));
  // A Use this line notice (with its Undo) speaks of the working it made: a new text ends it.
  useEffect(() => endNoticeAboutOtherText('working', state.working), [state.working]);

  // While the working cannot be read (a fault as the user types "= 1 9/" on the way to
  // "= 1 9/20"), the rows of the last working that could be checked stay, marked as out of date,
  // instead of vanishing and coming back at the next keystroke. So do the marks (dimmed): the
  // gutter is not emptied and refilled at every fault on the way.
  const lastChecked = useRef<CheckedAnswer<WorkingKindId> | null>(null);
  if (shown !== null && !isErrorEnvelope(shown.response)) lastChecked.current = shown as CheckedAnswer<WorkingKindId>;
  if (check === null || lastChecked.current?.kind !== check.kind) lastChecked.current = null;
  const checked = lastChecked.current;
  const outdated = checked !== null && checked !== shown;
  const underlines = useMemo(
    () =>
      unsureAt !== null
        ? unsureUnderline(state.working, unsureAt, t)
        : shown === null
          ? []
          : (view as WorkingKindView).underlines(shown as never, t, catalog),
    [shown, unsureAt, unsureAt === null ? null : state.working, t, catalog, view],
  );
  // Laid again, by line, on each answered text: an edit that replaced the whole text would
  // otherwise have mapped every kept mark onto its first line.
  const marks = useMemo(
    () => (checked === null || view === null ? [] : (view as WorkingKindView).marks(checked as never, t)),
    [checked, t, view, answered?.request.working],
  );
  const lineCount = state.working.split('\n').length;
  const response = shown?.response ?? null;

  return (
    <>
      <h2 className="tab-title">{t('working.heading')}</h2>
      <p className="tab-intro">
        <Message
          id="working.intro"
          params={{
            equals: <code dir="ltr">=</code>,
            fraction: <code dir="ltr">3/4</code>,
            mixed: <code dir="ltr">1 5/12</code>,
            operators: <code dir="ltr">+ − × ÷</code>,
            times: <code dir="ltr">* x</code>,
            colon: <code dir="ltr">6 : 3</code>,
            equation: <code dir="ltr">2/3 x + 1/4 = 5/6</code>,
          }}
        />
      </p>
      <div className={`working-editor${outdated ? ' is-outdated' : ''}`}>
        <ExpressionField
          id="working-editor"
          label={t('working.label')}
          grammar="working"
          value={state.working}
          onChange={(working) => update({ working })}
          answeredExpression={unsureAt !== null ? state.working : (shown?.request.working ?? null)}
          response={response}
          diagnostics={underlines}
          lineMarks={marks}
          rows={Math.max(3, lineCount)}
          placeholder={t('working.placeholder')}
        />
      </div>
      <TeacherFields hasSettings={state.answer.trim() !== '' || state.finalForm !== 'any'} t={t}>
        <div className="field-row working-teacher" id="working-teacher-fields">
          <div className="field">
            <label htmlFor="working-answer">{t('working.answer')}</label>
            <input
              id="working-answer"
              value={state.answer}
              placeholder={t('working.answerPlaceholder')}
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={answerFaulted(response) || undefined}
              aria-describedby="working-answer-hint"
              onChange={(event) => update({ answer: event.target.value })}
            />
            <div className="field-hint" id="working-answer-hint">
              {t(view?.answerHint ?? 'working.answerHint')}
            </div>
          </div>
          {(view === null || view.asksFinalForm) && (
            <div className="field">
              <label htmlFor="working-final-form">{t('working.finalForm')}</label>
              <select
                id="working-final-form"
                value={state.finalForm}
                aria-describedby="working-final-form-hint"
                aria-invalid={
                  (response !== null && !isErrorEnvelope(response) && 'final_form_ok' in response && response.final_form_ok === false) ||
                  undefined
                }
                onChange={(event) => update({ finalForm: event.target.value as FinalForm })}
              >
                {FINAL_FORMS.map((form) => (
                  <option key={form} value={form}>
                    {t(`working.finalForm.${form}`)}
                  </option>
                ))}
              </select>
              <div className="field-hint" id="working-final-form-hint">
                {t('working.finalFormHint')}
              </div>
            </div>
          )}
        </div>
        {view !== null && <WorkedSolution solve={view.solve} typed={state.working} finalForm={state.finalForm} />}
      </TeacherFields>
      <PrintedSettings state={state} t={t} />
      <EngineFailureNotice failure={answer.failure} />
      <ResultSection
        tab="working"
        request={check}
        answered={shown !== null}
        heading={t('common.verdict')}
        stale={answer.stale}
        statusTestId="working-verdict"
        status={
          unsureAt !== null ? (
            <UnsureLetter working={state.working} at={unsureAt} />
          ) : state.working.trim() === '' ? (
            <p className="muted">{t('working.typeWorking')}</p>
          ) : view === null || shown === null ? (
            <PendingVerdict>{t('common.checking')}</PendingVerdict>
          ) : (
            <Verdict view={view} answered={shown} />
          )
        }
        after={
          view !== null &&
          unsureAt === null && (
            <>
              {/* There as soon as there is a working, checked or not: a press is never lost to a check still running. */}
              {state.working.trim() !== '' && (
                <SolveSection
                  key={view.solve.tool}
                  solve={view.solve}
                  finalForm={state.finalForm}
                  typed={state.working}
                  setWorking={(working) => update({ working })}
                />
              )}
              {checked !== null && (
                <StepsSection stale={answer.stale} outdated={outdated}>
                  <view.Lines checked={checked as never} />
                </StepsSection>
              )}
            </>
          )
        }
      />
      <TabTools tab="working" answer={answer} />
      <JsonDisclosure toolId={view?.toolId ?? 'rational-working-check'} request={answer.request} response={response} />
    </>
  );
}

/**
 * The teacher's fields (answer key, final form) and worked solution. On a phone they fold away
 * under one button (styles.css), so the verdict comes right under the editor: a student checking
 * homework needs none of them. Open when a setting is made, so a teacher's setting is never hidden.
 */
function TeacherFields({ hasSettings, t, children }: { hasSettings: boolean; t: Translate; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const shown = open || hasSettings;
  return (
    <div className={`working-teacher-block${shown ? ' is-open' : ''}`}>
      <button
        type="button"
        className="working-teacher-toggle"
        aria-expanded={shown}
        aria-controls="working-teacher-fields"
        onClick={() => setOpen(!shown)}
      >
        {t('working.teacherFields')}
      </button>
      {children}
    </div>
  );
}

/** The line of the x that could be × or the unknown, 1-based. */
const lineAt = (working: string, at: number): number => working.slice(0, at).split('\n').length;

function unsureUnderline(working: string, at: number, t: Translate): Diagnostic[] {
  return [{ from: at, to: at + 1, severity: 'warning', message: t('working.unsureLetter', { line: lineAt(working, at) }) }];
}

/** The question asked instead of a verdict when an x could be × or the unknown. */
function UnsureLetter({ working, at }: { working: string; at: number }) {
  const { t } = useI18n();
  return (
    <div className="verdict verdict-warn" data-verdict="unsure_letter">
      <p>{t('working.unsureLetter', { line: lineAt(working, at) })}</p>
    </div>
  );
}

/** What the teacher asked for, printed as text (the fields themselves are not printed). */
function PrintedSettings({ state, t }: { state: WorkingState; t: Translate }) {
  if (state.answer.trim() === '' && state.finalForm === 'any') return null;
  return (
    <p className="print-only working-print-settings">
      {state.answer.trim() !== '' && <span>{t('working.printAnswer', { answer: state.answer.trim() })}</span>}
      {state.answer.trim() !== '' && state.finalForm !== 'any' && ' · '}
      {state.finalForm !== 'any' && <span>{t('working.printForm', { form: t(`working.finalForm.${state.finalForm}`) })}</span>}
    </p>
  );
}
