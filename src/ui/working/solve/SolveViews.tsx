/**
 * "Show me how" on the Working tab: Next step and Show a correct working under the verdict, the
 * right way beside a wrong step, and the teacher's worked solution. Every line, value and number
 * comes from rational-working-solve, asked of the engine worker only when the user asks.
 */
import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FinalForm, SolveOutput, SolveStep, ToolInputs, ToolOutputs } from '../../../worker/messages';
import { WrapAtOperators } from '../../common/WrapAtOperators';
import { MessageText, useI18n, type ExplanationMessage } from '../../i18n';
import { CompactRational } from '../../math/CompactRational';
import { postNotice } from '../../tab-tools/tab-notices';
import { engineQuery } from '../../queries';
// A refusal of rational-working-solve (a tool's own answer, as its contract gives it) is said from its envelope here.
import { workingInputError } from '../../../core/sentences/input-error-sentences';
import { solveChain, solveFormula, solveHint, solveOutcome, solveStart } from '../../../core/sentences/solve-sentences';
import {
  dropsStudentText,
  hasMoreToReveal,
  pressNext,
  revealedSteps,
  solveRequest,
  workingThroughStep,
  type SolveAsk,
} from './solve-state';
import { useSolve, type SolveAnswer, type SolveTool } from './useSolve';

interface SolveSectionProps<Tool extends SolveTool> {
  /** The kind's solver, and its request for what a press asks. */
  tool: Tool;
  requestOf: (ask: SolveAsk) => ToolInputs[Tool];
  /** The final form the tab asks for ("any": the tool's default, and an equation's). */
  finalForm: FinalForm;
  /** The working as it is typed now: what a press asks about, and what Use this line replaces. */
  typed: string;
  setWorking: (working: string) => void;
  /** The steps as the presses reveal them, in the kind's words. */
  View: ComponentType<{ answer: SolveAnswer<Tool>; ask: SolveAsk; onUse: (output: ToolOutputs[Tool], index: number) => void }>;
}

/**
 * Next step (a hint, then on a second press the line) and Show a correct working (every step),
 * from the last right line of the working, for either kind. A press asks about the working as
 * typed at that moment, not the last one checked: the solver reads the working itself, so a press
 * made right after a keystroke (before the check of it has answered) is answered, never dropped.
 * What was asked belongs to that text: once the working changes (typed, or a line used), the
 * section starts over.
 */
export function SolveSection<Tool extends SolveTool>({ tool, requestOf, finalForm, typed, setWorking, View }: SolveSectionProps<Tool>) {
  const { t } = useI18n();
  const [ask, setAsk] = useState<SolveAsk | null>(null);
  const current = ask !== null && ask.working === typed && ask.finalForm === finalForm ? ask : null;
  const answer = useSolve(tool, current === null ? null : requestOf(current));
  const nextButton = useRef<HTMLButtonElement>(null);
  const count = answer.output?.steps.length ?? null;
  const moreToShow = current === null || (current.mode === 'next' && (count === null || hasMoreToReveal(current.presses, count)));

  const queryClient = useQueryClient();
  const askFor = (next: SolveAsk) => {
    // The moment the user asks, for the press → step-on-the-page measurement (bench/ui.ts).
    performance.mark('exactly:solve-ask');
    // The request leaves in the press's own handler, not after the render it causes: the worker
    // solves while React draws the pending state (useSolve then finds the same query in flight).
    void queryClient.prefetchQuery(engineQuery(tool, requestOf(next)));
    setAsk(next);
  };
  useShownMark(current, answer);

  const takeLine = (output: ToolOutputs[Tool], index: number) => {
    // The student's wrong lines go (a right line under a wrong one would be compared with it): the tab offers Undo.
    takeSolutionWorking(typed, workingThroughStep(output, index), output.from_text, setWorking);
    // The row and its button go once the working is checked again: the student goes on from Next step.
    nextButton.current?.focus();
  };

  // One function for every render, so a press that reveals one more row draws that row only (the
  // rows are memoized on their step); it calls the newest takeLine, which knows the working typed now.
  const latestTakeLine = useRef(takeLine);
  latestTakeLine.current = takeLine;
  const onUse = useCallback((output: ToolOutputs[Tool], index: number) => latestTakeLine.current(output, index), []);

  return (
    <section className="solve" aria-labelledby="solve-heading" data-testid="solve">
      <h3 id="solve-heading" className="visually-hidden">
        {t('solve.heading')}
      </h3>
      <div className="button-row solve-controls">
        <button
          ref={nextButton}
          type="button"
          aria-disabled={!moreToShow || undefined}
          onClick={() => moreToShow && askFor(pressNext(current, typed, finalForm))}
        >
          {t('solve.next')}
        </button>
        <button type="button" onClick={() => askFor({ working: typed, finalForm, mode: 'all', presses: 0 })}>
          {t('solve.showAll')}
        </button>
      </div>
      {current !== null && <View answer={answer} ask={current} onUse={onUse} />}
    </section>
  );
}

/** The fraction working's way forward (rational-working-solve). */
export function FractionSolveSection(props: Pick<SolveSectionProps<'rational-working-solve'>, 'finalForm' | 'typed' | 'setWorking'>) {
  return (
    <SolveSection
      tool="rational-working-solve"
      requestOf={(ask) => solveRequest(ask.working, ask.finalForm)}
      View={SolveAnswerView}
      {...props}
    />
  );
}

/**
 * Use this line (a fraction or an equation working): the working through that step replaces the
 * one typed; when that drops lines the student wrote, a notice says so and offers Undo.
 */
export function takeSolutionWorking(typed: string, next: string, fromText: string, setWorking: (working: string) => void): void {
  if (dropsStudentText(typed, next)) {
    const before = typed;
    postNotice('working', {
      kind: 'info',
      // The notice is plain text: the step is isolated left to right (U+2066 … U+2069) so a
      // Hebrew sentence does not reorder "1/2 + 1/3".
      text: (translate) => translate('solve.used', { text: `\u2066${fromText}\u2069` }),
      action: { label: (translate) => translate('load.undo'), run: () => setWorking(before) },
      about: next,
    });
  }
  setWorking(next);
}

/** Marks `exactly:solve-shown` once what the latest press asked for is on the page. */
function useShownMark(ask: SolveAsk | null, answer: SolveAnswer) {
  const marked = useRef<SolveAsk | null>(null);
  const shown = ask !== null && (answer.output !== null || answer.refused !== null || answer.failure !== null);
  useLayoutEffect(() => {
    if (!shown || marked.current === ask) return;
    marked.current = ask;
    performance.mark('exactly:solve-shown');
  }, [shown, ask]);
}

/**
 * What a way forward says while it has no steps to show, for either kind: the engine failed, it
 * refused the working (`refusal`, in the kind's words), or the steps are still being worked out.
 * Under Next step it is said as a status; `inline` (beside a step, in the worked solution) it is
 * part of what is shown there.
 */
export function SolveNotShown({
  answer,
  refusal,
  inline = false,
}: {
  answer: { failure: Error | null };
  refusal: ExplanationMessage | null;
  inline?: boolean;
}) {
  const { t } = useI18n();
  const bad = inline ? {} : ({ className: 'verdict verdict-bad', role: 'status' } as const);
  if (answer.failure !== null) return <p {...bad}>{t('solve.failed', { reason: answer.failure.message })}</p>;
  if (refusal !== null)
    return (
      <p {...bad}>
        {t('solve.failed', { reason: '' })}
        <MessageText message={refusal} />
      </p>
    );
  return (
    <p className="muted" role={inline ? undefined : 'status'} data-testid={inline ? undefined : 'solve-pending'}>
      {t('solve.pending')}
    </p>
  );
}

function SolveAnswerView({
  answer,
  ask,
  onUse,
}: {
  answer: SolveAnswer<'rational-working-solve'>;
  ask: SolveAsk;
  onUse: (output: SolveOutput, index: number) => void;
}) {
  const { output, refused } = answer;
  if (output === null) return <SolveNotShown answer={answer} refusal={refused === null ? null : workingInputError(ask.working, refused)} />;
  const revealed =
    ask.mode === 'all' ? output.steps.map((_, index) => ({ index, line: true })) : revealedSteps(ask.presses, output.steps.length);
  return <SolutionView output={output} revealed={revealed} onUse={onUse} testId="solve-steps" />;
}

interface SolutionViewProps {
  output: SolveOutput;
  revealed: readonly { index: number; line: boolean }[];
  /** Offers Use this line on each line shown (the student's view; not the teacher's worked solution). */
  onUse?: (output: SolveOutput, index: number) => void;
  testId: string;
}

/** Where the solution starts and its steps as revealed, each a row like the student's; or why there is none. */
function SolutionView({ output, revealed, onUse, testId }: SolutionViewProps) {
  const outcome = solveOutcome(output);
  const latest = revealed.at(-1);
  return (
    <div className="solve-solution" data-testid={testId}>
      {outcome !== null ? (
        <p className="solve-outcome" data-testid="solve-outcome">
          <MessageText message={outcome} />
        </p>
      ) : (
        <p className="solve-start">
          <MessageText message={solveStart(output)} />
        </p>
      )}
      {revealed.length > 0 && (
        <ol className="solve-steps">
          {revealed.map(({ index, line }) => (
            <SolveStepRow key={index} output={output} index={index} line={line} onUse={onUse} />
          ))}
        </ol>
      )}
      {/* What the last press revealed, said once to a screen reader (the rows themselves are not a live region). */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {latest !== undefined && <LatestReveal step={output.steps[latest.index]!} line={latest.line} />}
      </p>
    </div>
  );
}

function LatestReveal({ step, line }: { step: SolveStep; line: boolean }) {
  return line ? <bdi dir="ltr">= {step.text}</bdi> : <MessageText message={solveHint(step)} />;
}

interface SolveStepRowProps {
  output: SolveOutput;
  index: number;
  line: boolean;
  onUse: ((output: SolveOutput, index: number) => void) | undefined;
}

/**
 * A step as a row: the hint, then (once revealed) the line, its value, how it is done, and Use
 * this line. Memoized: a press draws the row it reveals, not the rows above it again.
 */
const SolveStepRow = memo(function SolveStepRow({ output, index, line, onUse }: SolveStepRowProps) {
  const { t } = useI18n();
  const textId = useId();
  const step = output.steps[index]!;
  return (
    <li
      className={`solve-step${line ? '' : ' is-hint'}`}
      data-testid="solve-step"
      data-action={step.action}
      data-stage={line ? 'line' : 'hint'}
    >
      {line ? (
        <>
          <bdi dir="ltr" className="solve-step-text" id={textId} data-testid="solve-step-text">
            <WrapAtOperators text={`= ${step.text}`} />
          </bdi>
          <span className="solve-step-value">
            <span className="visually-hidden">{t('working.stepValue')}: </span>
            <CompactRational text={step.value} />
          </span>
        </>
      ) : (
        <span className="solve-step-label">{t('solve.hintLabel')}</span>
      )}
      <p className="solve-step-sentence" data-testid="solve-step-hint">
        <MessageText message={solveHint(step)} />
        {line && (
          <>
            {' '}
            <bdi dir="ltr" className="solve-step-how" data-testid="solve-step-how">
              <WrapAtOperators text={solveFormula(step)} />
            </bdi>
          </>
        )}
      </p>
      {line && onUse !== undefined && (
        <button type="button" className="solve-step-use" aria-describedby={textId} onClick={() => onUse(output, index)}>
          {t('solve.use')}
        </button>
      )}
    </li>
  );
});

/**
 * Beside a wrong step with a named misconception: the correct working of the operation the
 * student got wrong (`site`, as they wrote it), as one chain, 1/2 + 1/3 = 3/6 + 2/6 = 5/6.
 */
export function RightWay({ site }: { site: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { output, refused, failure } = useSolve('rational-working-solve', open ? { working: site } : null);
  return (
    <div className="right-way">
      <button type="button" className="right-way-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t('solve.rightWay')}
      </button>
      <div id={id} data-testid="right-way" hidden={!open}>
        {open &&
          (failure !== null || output === null ? (
            <SolveNotShown inline answer={{ failure }} refusal={refused === null ? null : workingInputError(site, refused)} />
          ) : (
            <p>
              <bdi dir="ltr" className="right-way-chain" data-testid="right-way-chain">
                <WrapAtOperators text={output.reason === null ? solveChain(output) : site} />
              </bdi>
              {output.reason !== null && (
                <>
                  {' '}
                  <MessageText message={solveOutcome(output)!} />
                </>
              )}
            </p>
          ))}
      </div>
    </div>
  );
}

/**
 * The teacher's worked solution of a problem, under the answer key: shown on request, and printed
 * when the teacher chooses (off by default, for a student's sheet). `body` draws the solution of
 * the problem; it is mounted, and so asks the engine, only once shown or printed.
 */
export function WorkedSolutionFrame({ problem, body }: { problem: string | null; body: (problem: string) => ReactNode }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const [printed, setPrinted] = useState(false);
  const id = useId();
  const wanted = shown || printed;
  return (
    <section className={`worked-solution${printed ? ' is-printed' : ''}`} aria-labelledby={`${id}-heading`} data-testid="worked-solution">
      <h3 id={`${id}-heading`}>{t('solve.worked.heading')}</h3>
      <div className="button-row">
        <button type="button" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
          {t('solve.worked.show')}
        </button>
        <label className="check-field">
          <input type="checkbox" checked={printed} onChange={(event) => setPrinted(event.target.checked)} aria-describedby={`${id}-hint`} />{' '}
          {t('solve.worked.print')}
        </label>
        <span className="field-hint" id={`${id}-hint`}>
          {t('solve.worked.printHint')}
        </span>
      </div>
      <div id={id} hidden={!wanted} className="worked-solution-body">
        {problem === null ? <p className="muted">{t('solve.worked.none')}</p> : wanted && body(problem)}
      </div>
    </section>
  );
}

/** The worked solution of the fraction working's problem (its first step). */
export function WorkedSolution({ problem, finalForm }: { problem: string | null; finalForm: FinalForm }) {
  return (
    <WorkedSolutionFrame problem={problem} body={(shownProblem) => <WorkedSolutionBody problem={shownProblem} finalForm={finalForm} />} />
  );
}

function WorkedSolutionBody({ problem, finalForm }: { problem: string; finalForm: FinalForm }) {
  const { output, refused, failure } = useSolve('rational-working-solve', solveRequest(problem, finalForm));
  return failure !== null || output === null ? (
    <SolveNotShown inline answer={{ failure }} refusal={refused === null ? null : workingInputError(problem, refused)} />
  ) : (
    <SolutionView output={output} revealed={output.steps.map((_, index) => ({ index, line: true }))} testId="worked-solution-steps" />
  );
}
