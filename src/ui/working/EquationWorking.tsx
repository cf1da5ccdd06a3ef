/**
 * The Working tab on an equation working (its first line an equation with a letter): every line
 * marked by linear-equation-check, the first mistake named at its site, the advice on a right but
 * unhelpful move, and Next step / Show a correct working from linear-equation-solve, asked of the
 * engine worker only when the student asks. Every number shown is one the engine wrote.
 */
import { memo } from 'react';
import type { LinearEquationCheckOutput } from '../../core/tools/linear-equation-check';
import type { LinearEquationSolveOutput } from '../../core/tools/linear-equation-solve';
import { isErrorEnvelope } from '../../worker/messages';
import type { WorkingAnswer } from '../common/useEngineAnswer';
import type { WorkingKindView } from './kind-view';
import { CheckedVerdict, RefusedVerdict, StepRow, StepsSection } from './KindViewParts';
import { equationRequest } from './working-state';
import { WrapAtOperators } from '../common/WrapAtOperators';
import { MessageText, partText, useI18n } from '../i18n';
// A refusal of linear-equation-solve (a tool's own answer, as its contract gives it) is said from its envelope here.
import { equationInputError } from '../../core/sentences/input-error-sentences';
import { equationDiagnostics, equationMarks, markOf } from './equation-marks';
import { refusalSentence } from './working-diagnostics';
import { SolveNotShown, SolveSection, WorkedSolutionFrame } from './solve/SolveViews';
import { useSolve, type SolveAnswer } from './solve/useSolve';
import { equationSolveHint } from '../../core/sentences/equation-solve-sentences';
import {
  equationAnswerCheck,
  equationSolveStart,
  equationStatusKey,
  equationStepSentences,
  equationVerdict,
  solutionPart,
} from '../../core/sentences/equation-check-sentences';
import { revealedSteps, type SolveAsk } from './solve/solve-state';

/** The equation kind's view (./kind-view.ts): with its marks and underlines, one chunk for the equation working (./useKindView.ts). */
export const EQUATION_VIEW: WorkingKindView<'equation'> = {
  toolId: 'linear-equation-check',
  checkOf: (state) => {
    const request = equationRequest(state);
    return request === null ? null : { kind: 'equation', request };
  },
  answerHint: 'equation.answerHint',
  asksFinalForm: false,
  underlines: (answered, _t, catalog) => equationDiagnostics(answered, catalog),
  marks: ({ response }, t) => equationMarks(response, t),
  Verdict: EquationVerdict,
  Lines: ({ state, setWorking, checked, stale, outdated }) => (
    <>
      <SolveSection
        tool="linear-equation-solve"
        requestOf={(ask) => ({ working: ask.working })}
        finalForm="any"
        typed={state.working}
        setWorking={setWorking}
        View={EquationSolveView}
      />
      {checked !== null && <EquationSteps output={checked.response} stale={stale} outdated={outdated} />}
    </>
  ),
  WorkedSolution: ({ typed }) => <EquationWorkedSolution typed={typed} />,
};

function EquationVerdict({ answer }: { answer: WorkingAnswer<'equation'> }) {
  if (answer.answered === null) return null;
  const { response, request, fault } = answer.answered;
  if (isErrorEnvelope(response)) return <RefusedVerdict envelope={response} message={refusalSentence(fault)} />;
  const firstError = response.first_error_index;
  const check = equationAnswerCheck(response, request.answer ?? null);
  return (
    <CheckedVerdict
      valid={response.valid}
      reason={response.reason}
      headline={equationVerdict(response)}
      firstError={firstError === null ? [] : equationStepSentences(response, firstError)}
      checks={check === null ? [] : [check]}
    />
  );
}

/** One row per line: where it is, what it says, its solution, its status, and why. */
function EquationSteps({ output, stale, outdated }: { output: LinearEquationCheckOutput; stale: boolean; outdated: boolean }) {
  return (
    <StepsSection stale={stale} outdated={outdated}>
      {output.steps.map((step, index) => (
        <EquationStepRow key={index} output={output} index={index} />
      ))}
    </StepsSection>
  );
}

/**
 * A line's row. Each answer brings a new output, but typing on one line leaves the others' rows
 * as they were: a row is re-rendered only when what it shows has changed.
 */
const EquationStepRow = memo(
  function EquationStepRow({ output, index }: { output: LinearEquationCheckOutput; index: number }) {
    const { t, catalog } = useI18n();
    const step = output.steps[index]!;
    const firstError = index === output.first_error_index;
    return (
      <StepRow
        mark={markOf(step)}
        dataStatus={step.status}
        firstError={firstError}
        step={step}
        value={
          <bdi dir="ltr">
            {step.status === 'check' || step.solution === null
              ? ''
              : partText(solutionPart(step.solution, output.variable ?? 'x'), catalog)}
          </bdi>
        }
        status={t(equationStatusKey(step, firstError))}
        sentences={equationStepSentences(output, index)}
      />
    );
  },
  (before, after) =>
    before.index === after.index &&
    JSON.stringify(before.output.steps[before.index]) === JSON.stringify(after.output.steps[after.index]) &&
    (before.index === before.output.first_error_index) === (after.index === after.output.first_error_index) &&
    // What the row says also depends on lines before it (the one it is compared with, the first fraction before the letter).
    JSON.stringify(equationStepSentences(before.output, before.index)) === JSON.stringify(equationStepSentences(after.output, after.index)),
);

/**
 * The teacher's worked solution of the equation on the first line, under the answer key, in the
 * fraction working's frame (shown on request, printed when chosen).
 */
function EquationWorkedSolution({ typed }: { typed: string }) {
  const problem =
    typed
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? null;
  return <WorkedSolutionFrame problem={problem} body={(shownProblem) => <EquationWorkedBody problem={shownProblem} />} />;
}

function EquationWorkedBody({ problem }: { problem: string }) {
  const answer = useSolve('linear-equation-solve', { working: problem });
  return <EquationSolveView answer={answer} ask={{ working: problem, finalForm: 'any', mode: 'all', presses: 0 }} />;
}

function EquationSolveView({
  answer,
  ask,
  onUse,
}: {
  answer: SolveAnswer<'linear-equation-solve'>;
  ask: SolveAsk;
  onUse?: (output: LinearEquationSolveOutput, index: number) => void;
}) {
  const { t } = useI18n();
  const { output, refused } = answer;
  if (output === null)
    return <SolveNotShown answer={answer} refusal={refused === null ? null : equationInputError(ask.working, refused)} />;
  const revealed =
    ask.mode === 'all' ? output.steps.map((_, index) => ({ index, line: true })) : revealedSteps(ask.presses, output.steps.length);
  const latest = revealed.at(-1);
  return (
    <div className="solve-solution" data-testid="solve-steps">
      <p className="solve-start">
        <MessageText message={equationSolveStart(output)} />
      </p>
      {revealed.length > 0 && (
        <ol className="solve-steps">
          {revealed.map(({ index, line }) => {
            const step = output.steps[index]!;
            return (
              <li
                key={index}
                className={`solve-step${line ? '' : ' is-hint'}`}
                data-testid="solve-step"
                data-action={step.action}
                data-stage={line ? 'line' : 'hint'}
              >
                {line ? (
                  <bdi dir="ltr" className="solve-step-text" data-testid="solve-step-text">
                    <WrapAtOperators text={step.text} />
                  </bdi>
                ) : (
                  <span className="solve-step-label">{t('solve.hintLabel')}</span>
                )}
                <p className="solve-step-sentence" data-testid="solve-step-hint">
                  <MessageText message={equationSolveHint(output, index)} />
                </p>
                {line && onUse !== undefined && (
                  <button type="button" className="solve-step-use" onClick={() => onUse(output, index)}>
                    {t('solve.use')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {revealed.length === output.steps.length && revealed.every((step) => step.line) && (
        <p className="solve-outcome" data-testid="solve-outcome">
          <MessageText message={{ id: 'equation.solve.solution', params: { solution: solutionPart(output.solution, output.variable) } }} />
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {latest !== undefined &&
          (latest.line ? (
            <bdi dir="ltr">{output.steps[latest.index]!.text}</bdi>
          ) : (
            <MessageText message={equationSolveHint(output, latest.index)} />
          ))}
      </p>
    </div>
  );
}
