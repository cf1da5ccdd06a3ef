/**
 * The Working tab on a fraction working (fractions, mixed numbers, decimals, percentages chained by
 * "="): rational-working-check's verdict in sentences, a row per step, the marks and underlines,
 * and the way forward (rational-working-solve). Every number shown is one the engine wrote.
 */
import { memo } from 'react';
import type { KindAnswered, WorkingOutput } from '../../worker/messages';
import type { WorkingExplanation, WorkingStepExplanation } from '../../core/index';
import type { LineMark } from '../editor/line-marks';
import { messageText, partText, useI18n, type Catalog, type Translate } from '../i18n';
import { CompactRational } from '../math/CompactRational';
import type { WorkingKindView } from './kind-view';
import { StepRow } from './KindViewParts';
import { workingDiagnostics } from './working-diagnostics';
import type { WorkingPlace } from '../../core/working/places';
import { lineMarksOf, MARK_SYMBOLS } from './working-marks';
import { misconceptionReason } from '../../core/sentences/misconception-sentences';
import { formPart, statusKey, stepSentences, teacherChecks, verdictSentence } from '../../core/sentences/working-sentences';
import { workingRequest } from './working-state';
import { RightWay, type SolveKind } from './solve/SolveViews';
import { problemOf, rightWaySite, solveRequest } from './solve/solve-state';
import { workingInputError } from '../../core/sentences/input-error-sentences';
import { solveFormula, solveHint, solveOutcome, solveStart } from '../../core/sentences/solve-sentences';

export const FRACTION_VIEW: WorkingKindView<'fraction'> = {
  toolId: 'rational-working-check',
  checkOf: (state) => {
    const request = workingRequest(state);
    return request === null ? null : { kind: 'fraction', request };
  },
  answerHint: 'working.answerHint',
  asksFinalForm: true,
  underlines: (answered, t, catalog) => workingDiagnostics(answered, (place) => placeWords(place, answered, t, catalog), catalog),
  marks: ({ response, explanation }, t) => (explanation === null ? [] : editorMarks(explanation, response, t)),
  verdict: ({ response, explanation, request }) => {
    if (explanation === null) return null;
    const errorStep = response.first_error_index === null ? null : (explanation.steps[response.first_error_index] ?? null);
    return {
      headline: verdictSentence(explanation),
      firstError: errorStep === null ? [] : stepSentences(errorStep, response.start_value),
      checks: teacherChecks(response, request.answer ?? null, request.final_form ?? 'any'),
    };
  },
  Lines: ({ checked: { response, explanation } }) =>
    explanation?.steps.map((step) => (
      <FractionStepRow
        key={step.step}
        step={step}
        firstError={step.step === response.first_error_index}
        startValue={response.start_value}
      />
    )),
  solve: {
    tool: 'rational-working-solve',
    request: solveRequest,
    problem: problemOf,
    // A refusal of rational-working-solve (a tool's own answer, as its contract gives it) is said from its envelope.
    refusal: workingInputError,
    head: (output) => {
      const outcome = solveOutcome(output);
      return outcome === null ? { message: solveStart(output), outcome: false } : { message: outcome, outcome: true };
    },
    end: () => null,
    line: (output, index) => `= ${output.steps[index]!.text}`,
    hint: (output, index) => solveHint(output.steps[index]!),
    value: (output, index) => output.steps[index]!.value,
    how: (output, index) => solveFormula(output.steps[index]!),
  } satisfies SolveKind<'rational-working-solve'>,
};

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

/** What the underline at a place the engine found says: only a checked working (an output, explained) has places. */
function placeWords(place: WorkingPlace, answered: KindAnswered<'fraction'>, t: Translate, catalog: Catalog): string {
  const output = answered.response as WorkingOutput;
  const step = answered.explanation!.steps[place.step]!;
  switch (place.kind) {
    case 'division':
      return step.divisor === null ? t('editor.divisionByZeroUnnamed') : t('editor.divisionByZero', { divisor: step.divisor });
    case 'letter-as-times':
      return t('working.note.letterAsTimes', { text: step.text });
    case 'wrong':
      return t('working.underline.notEqual', {
        line: step.line,
        sentence: stepSentences(step, output.start_value)
          .map((sentence) => messageText(sentence, catalog))
          .join(' '),
      });
    case 'site':
      return t('working.underline.site', {
        line: step.line,
        reason: partText(misconceptionReason(step.misconceptions![place.misconception]!, step.compared?.text ?? ''), catalog),
      });
    case 'final-form': {
      const form = answered.request.final_form ?? 'any';
      return form === 'any' ? '' : t('working.underline.finalForm', { form: partText(formPart(form), catalog) });
    }
  }
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
const FractionStepRow = memo(
  function FractionStepRow({ step, firstError, startValue }: StepRowProps) {
    const { t } = useI18n();
    const site = rightWaySite(step);
    return (
      <StepRow
        mark={{ kind: step.key, symbol: MARK_SYMBOLS[step.key] }}
        firstError={firstError}
        step={step}
        value={step.value === null ? <span className="muted">{t('working.noValue')}</span> : <CompactRational text={step.value} />}
        status={t(statusKey(step, firstError ? step.step : null))}
        sentences={stepSentences(step, startValue)}
      >
        {site !== null && <RightWay site={site} />}
      </StepRow>
    );
  },
  (before, after) =>
    before.firstError === after.firstError &&
    before.startValue === after.startValue &&
    (before.step === after.step || JSON.stringify(before.step) === JSON.stringify(after.step)),
);
