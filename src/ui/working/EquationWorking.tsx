/**
 * The Working tab on an equation working (its first line an equation with a letter): every line
 * marked by linear-equation-check, the first mistake named at its site, the advice on a right but
 * unhelpful move, and Next step / Show a correct working from linear-equation-solve, asked of the
 * engine worker only when the student asks. Every number shown is one the engine wrote.
 */
import { memo } from 'react';
import type { LinearEquationCheckOutput } from '../../core/tools/linear-equation-check';
import type { WorkingKindView } from './kind-view';
import { StepRow } from './KindViewParts';
import { equationRequest } from './working-state';
import { partText, useI18n } from '../i18n';
import { equationInputError } from '../../core/sentences/input-error-sentences';
import { equationDiagnostics, equationMarks, markOf } from './equation-marks';
import type { SolveKind } from './solve/SolveViews';
import { equationSolveHint } from '../../core/sentences/equation-solve-sentences';
import {
  equationAnswerCheck,
  equationSolveStart,
  equationStatusKey,
  equationStepSentences,
  equationVerdict,
  solutionPart,
} from '../../core/sentences/equation-check-sentences';

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
  verdict: ({ response, request }) => {
    const check = equationAnswerCheck(response, request.answer ?? null);
    return {
      headline: equationVerdict(response),
      firstError: response.first_error_index === null ? [] : equationStepSentences(response, response.first_error_index),
      checks: check === null ? [] : [check],
    };
  },
  Lines: ({ checked: { response } }) => response.steps.map((_, index) => <EquationStepRow key={index} output={response} index={index} />),
  solve: {
    tool: 'linear-equation-solve',
    request: (working) => ({ working }),
    // The equation on the first line.
    problem: (typed) =>
      typed
        .split('\n')
        .find((line) => line.trim() !== '')
        ?.trim() ?? null,
    // A refusal of linear-equation-solve (a tool's own answer, as its contract gives it) is said from its envelope.
    refusal: equationInputError,
    head: (output) => ({ message: equationSolveStart(output), outcome: false }),
    end: (output) => ({ id: 'equation.solve.solution', params: { solution: solutionPart(output.solution, output.variable) } }),
    line: (output, index) => output.steps[index]!.text,
    hint: equationSolveHint,
    value: () => null,
    how: () => null,
  } satisfies SolveKind<'linear-equation-solve'>,
};

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
