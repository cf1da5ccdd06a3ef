import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Diagnostic } from '@codemirror/lint';
import { FINAL_FORMS, isErrorEnvelope, type ErrorEnvelope, type FinalForm, type WorkingOutput } from '../../worker/messages';
import type { WorkingExplanation, WorkingStepExplanation } from '../../core/index';
import type { LinearEquationCheckOutput } from '../../core/tools/linear-equation-check';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { EngineMessage } from '../common/EngineMessage';
import { errorHeading } from '../common/errors';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { ResultSection } from '../common/ResultSection';
import { PendingVerdict } from '../common/PendingVerdict';
import { useTabStore } from '../common/tab-store';
import { useEngineAnswer, useWorkingAnswer, type WorkingAnswer } from '../common/useEngineAnswer';
import { readWorkingKind } from '../../core/equations/parse';
import { useEquationWorking } from './lazy-equation-working';
import { ExpressionField } from '../editor/ExpressionField';
import type { LineMark } from '../editor/line-marks';
import { Message, MessageText, messageText, partText, useI18n, type Catalog, type Translate } from '../i18n';
import { CompactRational } from '../math/CompactRational';
import { TabTools } from '../tab-tools/TabTools';
import { endNoticeAboutOtherText } from '../tab-tools/tab-notices';
import { workingDiagnostics, type WorkingDiagnosticWords } from './working-diagnostics';
import { workingInputError } from './working-errors';
import { lineMarksOf, MARK_SYMBOLS } from './working-marks';
import { misconceptionReason } from '../../core/sentences/misconception-sentences';
import { formPart, statusKey, stepSentences, teacherChecks, verdictSentence } from '../../core/sentences/working-sentences';
import { equationRequest, workingRequest, workingStore, type WorkingState } from './working-state';
import { RightWay, SolveSection, WorkedSolution } from './solve/SolveViews';
import { problemOf, rightWaySite } from './solve/solve-state';

const TOOL = 'rational-working-check';

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
  // A working whose first line is an equation with a letter is linear-equation-check's, in this same tab.
  const kind = readWorkingKind(state.working);
  const equation = kind.kind === 'equation';
  // An x that could be × or the unknown is asked about: either reading could call a wrong line right.
  const unsureAt = kind.kind === 'unsure' ? kind.at : null;
  const request = kind.kind === 'fraction' ? workingRequest(state) : null;
  const answer = useWorkingAnswer(request);
  const equationAnswer = useEngineAnswer('linear-equation-check', equation ? equationRequest(state) : null);
  const equationUi = useEquationWorking(equation);
  const { response, explanation } = answer;
  const output = response !== null && !isErrorEnvelope(response) ? response : null;
  const answeredWorking = answer.request?.working ?? null;
  const update = (patch: Partial<WorkingState>) => setState((current) => ({ ...current, ...patch }));
  // A Use this line notice (with its Undo) speaks of the working it made: a new text ends it.
  useEffect(() => endNoticeAboutOtherText('working', state.working), [state.working]);

  const diagnostics = useMemo(
    () => (answeredWorking === null ? [] : workingDiagnostics(answeredWorking, response, explanation, diagnosticWords(t, catalog, output?.start_value ?? null, answer.request?.final_form ?? 'any', answeredWorking, answer.request?.answer ?? ''))),
    [answeredWorking, response, explanation, t, catalog, output, answer.request],
  );
  // While the working cannot be read (a fault as the user types "= 1 9/" on the way to
  // "= 1 9/20"), the rows of the last working that could be checked stay, marked as out of date,
  // instead of vanishing and coming back at the next keystroke.
  const lastChecked = useRef<{ output: WorkingOutput; explanation: WorkingExplanation } | null>(null);
  if (output !== null && explanation !== null) lastChecked.current = { output, explanation };
  if (request === null) lastChecked.current = null;
  const rows = output !== null && explanation !== null ? { output, explanation } : lastChecked.current;
  const outdated = rows !== null && rows.output !== output;
  // So do the marks (dimmed): the gutter is not emptied and refilled at every fault on the way.
  // Laid again, by line, on each answered text: an edit that replaced the whole text would
  // otherwise have mapped every kept mark onto its first line.
  const marks = useMemo(
    () => (rows === null ? [] : editorMarks(rows.explanation, rows.output, t)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- answeredWorking is the reason to lay them again
    [rows?.output, rows?.explanation, t, answeredWorking],
  );
  const lineCount = state.working.split('\n').length;
  const equationWorking = equationAnswer.request?.working ?? null;
  const equationOutput = equationAnswer.response !== null && !isErrorEnvelope(equationAnswer.response) ? equationAnswer.response : null;
  const equationUnderlines = useMemo(
    () => (equationWorking === null || equationUi === null ? [] : equationUi.equationDiagnostics(equationWorking, equationAnswer.response, catalog, equationAnswer.request?.answer ?? '')),
    [equationWorking, equationAnswer.response, equationAnswer.request, catalog, equationUi],
  );
  // As for a fraction working: while the equation cannot be read (on the way from "2x + 1 =" to
  // "2x + 1 = 7"), the rows and marks of the last one checked stay, marked as out of date.
  const lastEquation = useRef<LinearEquationCheckOutput | null>(null);
  if (equationOutput !== null) lastEquation.current = equationOutput;
  if (!equation) lastEquation.current = null;
  const equationRows = equationOutput ?? lastEquation.current;
  const equationOutdated = equationRows !== null && equationRows !== equationOutput;
  const equationLineMarks = useMemo(
    () => (equationRows === null || equationUi === null ? [] : equationUi.equationMarks(equationRows, t)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- equationWorking is the reason to lay them again
    [equationRows, t, equationWorking, equationUi],
  );

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
      <div className={`working-editor${(equation ? equationOutdated : outdated) ? ' is-outdated' : ''}`}>
        <ExpressionField
          id="working-editor"
          label={t('working.label')}
          grammar="working"
          value={state.working}
          onChange={(working) => update({ working })}
          answeredExpression={equation ? equationWorking : unsureAt !== null ? state.working : answeredWorking}
          response={equation ? equationAnswer.response : response}
          diagnostics={equation ? equationUnderlines : unsureAt !== null ? unsureUnderline(state.working, unsureAt, t) : diagnostics}
          lineMarks={equation ? equationLineMarks : marks}
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
            aria-invalid={answerFaulted(equation ? equationAnswer.response : response) || undefined}
            aria-describedby="working-answer-hint"
            onChange={(event) => update({ answer: event.target.value })}
          />
          <div className="field-hint" id="working-answer-hint">{t(equation ? 'equation.answerHint' : 'working.answerHint')}</div>
        </div>
        {!equation && <div className="field">
          <label htmlFor="working-final-form">{t('working.finalForm')}</label>
          <select
            id="working-final-form"
            value={state.finalForm}
            aria-describedby="working-final-form-hint"
            aria-invalid={output?.final_form_ok === false || undefined}
            onChange={(event) => update({ finalForm: event.target.value as FinalForm })}
          >
            {FINAL_FORMS.map((form) => <option key={form} value={form}>{t(`working.finalForm.${form}`)}</option>)}
          </select>
          <div className="field-hint" id="working-final-form-hint">{t('working.finalFormHint')}</div>
        </div>}
      </div>
      {equation ? equationUi !== null && <equationUi.EquationWorkedSolution typed={state.working} /> : <WorkedSolution problem={problemOf(state.working)} finalForm={state.finalForm} />}
      </TeacherFields>
      <PrintedSettings state={state} t={t} />
      {equation ? (
        <>
          <EngineFailureNotice failure={equationAnswer.failure} />
          <ResultSection
            tab="working"
            request={equationRequest(state)}
            answered={equationAnswer.response !== null}
            heading={t('common.verdict')}
            stale={equationAnswer.stale}
            statusTestId="working-verdict"
            status={equationAnswer.response === null || equationUi === null ? <PendingVerdict>{t('common.checking')}</PendingVerdict> : <equationUi.EquationVerdict answer={equationAnswer} />}
            after={equationUi !== null && (
              <>
                <equationUi.EquationSolveSection typed={state.working} setWorking={(working) => update({ working })} />
                {equationRows !== null && <equationUi.EquationSteps output={equationRows} stale={equationAnswer.stale} outdated={equationOutdated} />}
              </>
            )}
          />
          <TabTools tab="working" answer={equationAnswer} />
        </>
      ) : (
        <>
        <EngineFailureNotice failure={answer.failure} />
        <ResultSection
          tab="working"
          request={request}
          answered={response !== null}
          heading={t('common.verdict')}
          stale={answer.stale}
          statusTestId="working-verdict"
          status={unsureAt !== null ? <UnsureLetter working={state.working} at={unsureAt} />
            : request === null ? <p className="muted">{t('working.typeWorking')}</p>
            : response === null ? <PendingVerdict>{t('common.checking')}</PendingVerdict>
            : <WorkingVerdict answer={answer} />}
          after={(request !== null || rows !== null) && (
            <>
              {/* There as soon as there is a working, checked or not: a press is never lost to a check still running. */}
              {request !== null && <SolveSection finalForm={state.finalForm} typed={state.working} setWorking={(working) => update({ working })} />}
              {rows !== null && <WorkingSteps output={rows.output} explanation={rows.explanation} stale={answer.stale} outdated={outdated} />}
            </>
          )}
        />
        <TabTools tab="working" answer={answer} />
        </>
      )}
      {equation
        ? <JsonDisclosure toolId="linear-equation-check" request={equationAnswer.request} response={equationAnswer.response} />
        : <JsonDisclosure toolId={TOOL} request={answer.request} response={response} />}
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
      <button type="button" className="working-teacher-toggle" aria-expanded={shown} aria-controls="working-teacher-fields" onClick={() => setOpen(!shown)}>
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

/** The gutter's marks, worded for hovering. */
function editorMarks(explanation: WorkingExplanation, output: WorkingOutput, t: Translate): LineMark[] {
  return lineMarksOf(explanation, output.first_error_index).map((mark): LineMark => {
    const step = explanation.steps[mark.step]!;
    return {
      line: mark.line,
      symbol: MARK_SYMBOLS[mark.key],
      kind: mark.key,
      label: t('working.mark.title', { line: mark.line, status: t(statusKey(step, output.first_error_index)) }),
      emphasised: mark.firstError,
    };
  });
}

function diagnosticWords(t: Translate, catalog: Catalog, startValue: string | null, form: FinalForm, working: string, answer: string): WorkingDiagnosticWords {
  return {
    divisionByZero: (divisor) => (divisor === null ? t('editor.divisionByZeroUnnamed') : t('editor.divisionByZero', { divisor })),
    notEqual: (step) => t('working.underline.notEqual', { line: step.line, sentence: stepSentences(step, startValue).map((sentence) => messageText(sentence, catalog)).join(' ') }),
    letterAsTimes: (step) => t('working.note.letterAsTimes', { text: step.text }),
    site: (step, misconception) => t('working.underline.site', { line: step.line, reason: partText(misconceptionReason(misconception, step.compared?.text ?? ''), catalog) }),
    finalForm: () => (form === 'any' ? '' : t('working.underline.finalForm', { form: partText(formPart(form), catalog) })),
    inputError: (envelope) => messageText(workingInputError(working, envelope, answer), catalog),
  };
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

function WorkingVerdict({ answer }: { answer: WorkingAnswer }) {
  const { response, explanation, request } = answer;
  if (response === null) return null;
  if (isErrorEnvelope(response)) {
    return (
      <div className="verdict verdict-bad" data-verdict="error">
        <p><strong>{errorHeading(response)}.</strong> <MessageText message={workingInputError(request?.working ?? '', response, request?.answer ?? '')} /></p>
      </div>
    );
  }
  if (explanation === null) return null;
  const firstError = response.first_error_index;
  const errorStep = firstError === null ? null : explanation.steps[firstError] ?? null;
  const checks = teacherChecks(response, request?.answer ?? null, request?.final_form ?? 'any');
  return (
    <div className={`verdict ${response.valid ? 'verdict-good' : 'verdict-bad'}`} data-verdict={response.reason ?? 'valid'}>
      <p>
        <strong><MessageText message={verdictSentence(explanation)} /></strong>
        {errorStep !== null && <> <StepSentences step={errorStep} startValue={response.start_value} /></>}
      </p>
      {checks.length > 0 && (
        <ul className="working-checks">
          {checks.map((check) => <li key={check.id}><MessageText message={check} /></li>)}
        </ul>
      )}
    </div>
  );
}

function StepSentences({ step, startValue }: { step: WorkingStepExplanation; startValue: string | null }) {
  return (
    <>
      {stepSentences(step, startValue).map((sentence, index) => (
        <span key={index} className="working-sentence">{index > 0 && ' '}<MessageText message={sentence} /></span>
      ))}
    </>
  );
}

/** One row per step: where it is, what it says, its value, its status, and why. */
function WorkingSteps({ output, explanation, stale, outdated }: { output: WorkingOutput; explanation: WorkingExplanation; stale: boolean; outdated: boolean }) {
  const { t } = useI18n();
  return (
    <section className={`working-steps-section${stale || outdated ? ' is-stale' : ''}`} aria-labelledby="working-steps-heading" aria-busy={stale}>
      <h3 id="working-steps-heading">{t('working.steps')}</h3>
      {outdated && <p className="muted" data-testid="working-steps-outdated">{t('working.stepsOutdated')}</p>}
      <ol className="working-steps" data-testid="working-steps">
        {explanation.steps.map((step) => (
          <StepRow key={step.step} step={step} firstError={step.step === output.first_error_index} startValue={output.start_value} />
        ))}
      </ol>
    </section>
  );
}

interface StepRowProps {
  step: WorkingStepExplanation;
  firstError: boolean;
  startValue: string | null;
}

/**
 * A step's row. Each answer brings new explanation objects, but typing on one line leaves the
 * other lines' steps as they were: a row is re-rendered only when what it shows has changed
 * (and, through useI18n, when the language does).
 */
const StepRow = memo(function StepRow({ step, firstError, startValue }: StepRowProps) {
  const { t } = useI18n();
  return (
    <li
      className={`working-step working-step-${step.key}${firstError ? ' is-first-error' : ''}`}
      data-testid="working-step"
      data-key={step.key}
      data-line={step.line}
    >
      <span className="working-step-mark" aria-hidden="true">{MARK_SYMBOLS[step.key]}</span>
      <span className="working-step-line">{t('working.line', { line: step.line })}</span>
      <bdi dir="ltr" className="working-step-text">{step.text}</bdi>
      <span className="working-step-value">
        <span className="visually-hidden">{t('working.stepValue')}: </span>
        {step.value === null ? <span className="muted">{t('working.noValue')}</span> : <CompactRational text={step.value} />}
      </span>
      <span className="working-step-status">{t(statusKey(step, firstError ? step.step : null))}</span>
      <p className="working-step-sentence"><StepSentences step={step} startValue={startValue} /></p>
      {rightWaySite(step) !== null && <RightWay site={rightWaySite(step)!} />}
    </li>
  );
}, (before, after) => before.firstError === after.firstError && before.startValue === after.startValue
  && (before.step === after.step || JSON.stringify(before.step) === JSON.stringify(after.step)));
