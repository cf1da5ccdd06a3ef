/**
 * "Show me how" on the Working tab, for every kind: Next step and Show a correct working under the
 * verdict, and the teacher's worked solution, in the kind's words (its `SolveKind`); and the right
 * way beside a fraction working's wrong step. Every line, value and number comes from the kind's
 * solver, asked of the engine worker only when the user asks.
 */
import { memo, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ErrorEnvelope, FinalForm, ToolInputs, ToolOutputs } from '../../../worker/messages';
import { WrapAtOperators } from '../../common/WrapAtOperators';
import { MessageText, useI18n, type ExplanationMessage } from '../../i18n';
import { CompactRational } from '../../math/CompactRational';
import { postNotice } from '../../tab-tools/tab-notices';
import { engineQuery } from '../../queries';
// A refusal of rational-working-solve (a tool's own answer, as its contract gives it) is said from its envelope here.
import { workingInputError } from '../../../core/sentences/input-error-sentences';
import { solveChain, solveOutcome } from '../../../core/sentences/solve-sentences';
import {
  dropsStudentText,
  hasMoreToReveal,
  pressNext,
  revealedSteps,
  workingThroughStep,
  type RevealedStep,
  type SolveAsk,
} from './solve-state';
import { useSolve, type SolveAnswer, type SolveTool } from './useSolve';

type Solution = ToolOutputs[SolveTool];

/** A kind's way forward: its solver and request, and the words of its solution (src/core/sentences). */
export interface SolveKind<Tool extends SolveTool = SolveTool> {
  tool: Tool;
  request(working: string, finalForm: FinalForm): ToolInputs[Tool];
  /** The problem of the working as typed, which the worked solution solves (null when there is none). */
  problem(typed: string): string | null;
  /** The solver's refusal of `working` (a tool's own answer, as its contract gives it), in the kind's words. */
  refusal(working: string, refused: ErrorEnvelope): ExplanationMessage;
  /** Above the steps: where the solution starts, or (an outcome) why it has no steps to show. */
  head(output: ToolOutputs[Tool]): { message: ExplanationMessage; outcome: boolean };
  /** Under the steps, once every line is shown (an equation's solution), or null. */
  end(output: ToolOutputs[Tool]): ExplanationMessage | null;
  /** Step `index` as a line of the working. */
  line(output: ToolOutputs[Tool], index: number): string;
  hint(output: ToolOutputs[Tool], index: number): ExplanationMessage;
  /** The step's value and how it is done (a fraction working's), or null. */
  value(output: ToolOutputs[Tool], index: number): string | null;
  how(output: ToolOutputs[Tool], index: number): string | null;
}

interface SolveSectionProps {
  solve: SolveKind;
  /** The final form the tab asks for ("any": the tool's default, and an equation's). */
  finalForm: FinalForm;
  /** The working as it is typed now: what a press asks about, and what Use this line replaces. */
  typed: string;
  setWorking: (working: string) => void;
}

/**
 * Next step (a hint, then on a second press the line) and Show a correct working (every step),
 * from the last right line of the working, for either kind. A press asks about the working as
 * typed at that moment, not the last one checked: the solver reads the working itself, so a press
 * made right after a keystroke (before the check of it has answered) is answered, never dropped.
 * What was asked belongs to that text: once the working changes (typed, or a line used), the
 * section starts over.
 */
export function SolveSection({ solve, finalForm, typed, setWorking }: SolveSectionProps) {
  const { t } = useI18n();
  const [ask, setAsk] = useState<SolveAsk | null>(null);
  const current = ask !== null && ask.working === typed && ask.finalForm === finalForm ? ask : null;
  const answer = useSolve(solve.tool, current === null ? null : solve.request(current.working, current.finalForm));
  const nextButton = useRef<HTMLButtonElement>(null);
  const count = answer.output?.steps.length ?? null;
  const moreToShow = current === null || (current.mode === 'next' && (count === null || hasMoreToReveal(current.presses, count)));

  const queryClient = useQueryClient();
  const askFor = (next: SolveAsk) => {
    // The moment the user asks, for the press → step-on-the-page measurement (bench/ui.ts).
    performance.mark('exactly:solve-ask');
    // The request leaves in the press's own handler, not after the render it causes: the worker
    // solves while React draws the pending state (useSolve then finds the same query in flight).
    void queryClient.prefetchQuery(engineQuery(solve.tool, solve.request(next.working, next.finalForm)));
    setAsk(next);
  };
  useShownMark(current, answer);

  const takeLine = (output: Solution, index: number) => {
    // The student's wrong lines go (a right line under a wrong one would be compared with it): the tab offers Undo.
    takeSolutionWorking(typed, workingThroughStep(output, index), output.from_text, setWorking);
    // The row and its button go once the working is checked again: the student goes on from Next step.
    nextButton.current?.focus();
  };

  // One function for every render, so a press that reveals one more row draws that row only (the
  // rows are memoized on their step); it calls the newest takeLine, which knows the working typed now.
  const latestTakeLine = useRef(takeLine);
  latestTakeLine.current = takeLine;
  const onUse = useCallback((output: Solution, index: number) => latestTakeLine.current(output, index), []);

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
      {current !== null && <SolveSteps solve={solve} answer={answer} ask={current} onUse={onUse} />}
    </section>
  );
}

/**
 * Use this line (a fraction or an equation working): the working through that step replaces the
 * one typed; when that drops lines the student wrote, a notice says so and offers Undo.
 */
function takeSolutionWorking(typed: string, next: string, fromText: string, setWorking: (working: string) => void): void {
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
function SolveNotShown({
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

const everyLine = (output: Solution): RevealedStep[] => output.steps.map((_, index) => ({ index, line: true }));

/** The steps the presses asked for, or why there are none yet. */
function SolveSteps({
  solve,
  answer,
  ask,
  onUse,
}: {
  solve: SolveKind;
  answer: SolveAnswer;
  ask: SolveAsk;
  onUse: (output: Solution, index: number) => void;
}) {
  const { output, refused } = answer;
  if (output === null) return <SolveNotShown answer={answer} refusal={refused === null ? null : solve.refusal(ask.working, refused)} />;
  const revealed = ask.mode === 'all' ? everyLine(output) : revealedSteps(ask.presses, output.steps.length);
  return <SolutionView solve={solve} output={output} revealed={revealed} onUse={onUse} testId="solve-steps" />;
}

interface SolutionViewProps {
  solve: SolveKind;
  output: Solution;
  revealed: readonly RevealedStep[];
  /** Offers Use this line on each line shown (the student's view; not the teacher's worked solution). */
  onUse?: (output: Solution, index: number) => void;
  testId: string;
}

/** Where the solution starts and its steps as revealed, each a row like the student's; or why there is none. */
function SolutionView({ solve, output, revealed, onUse, testId }: SolutionViewProps) {
  const head = solve.head(output);
  const end = revealed.length === output.steps.length && revealed.every((step) => step.line) ? solve.end(output) : null;
  const latest = revealed.at(-1);
  return (
    <div className="solve-solution" data-testid={testId}>
      <p className={head.outcome ? 'solve-outcome' : 'solve-start'} data-testid={head.outcome ? 'solve-outcome' : undefined}>
        <MessageText message={head.message} />
      </p>
      {revealed.length > 0 && (
        <ol className="solve-steps">
          {revealed.map(({ index, line }) => (
            <SolveStepRow key={index} solve={solve} output={output} index={index} line={line} onUse={onUse} />
          ))}
        </ol>
      )}
      {end !== null && (
        <p className="solve-outcome" data-testid="solve-outcome">
          <MessageText message={end} />
        </p>
      )}
      {/* What the last press revealed, said once to a screen reader (the rows themselves are not a live region). */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {latest !== undefined &&
          (latest.line ? (
            <bdi dir="ltr">{solve.line(output, latest.index)}</bdi>
          ) : (
            <MessageText message={solve.hint(output, latest.index)} />
          ))}
      </p>
    </div>
  );
}

interface SolveStepRowProps {
  solve: SolveKind;
  output: Solution;
  index: number;
  line: boolean;
  onUse: ((output: Solution, index: number) => void) | undefined;
}

/**
 * A step as a row: the hint, then (once revealed) the line, its value, how it is done, and Use
 * this line. Memoized: a press draws the row it reveals, not the rows above it again.
 */
const SolveStepRow = memo(function SolveStepRow({ solve, output, index, line, onUse }: SolveStepRowProps) {
  const { t } = useI18n();
  const textId = useId();
  const value = solve.value(output, index);
  const how = solve.how(output, index);
  return (
    <li
      className={`solve-step${line ? '' : ' is-hint'}`}
      data-testid="solve-step"
      data-action={output.steps[index]!.action}
      data-stage={line ? 'line' : 'hint'}
    >
      {line ? (
        <>
          <bdi dir="ltr" className="solve-step-text" id={textId} data-testid="solve-step-text">
            <WrapAtOperators text={solve.line(output, index)} />
          </bdi>
          {value !== null && (
            <span className="solve-step-value">
              <span className="visually-hidden">{t('working.stepValue')}: </span>
              <CompactRational text={value} />
            </span>
          )}
        </>
      ) : (
        <span className="solve-step-label">{t('solve.hintLabel')}</span>
      )}
      <p className="solve-step-sentence" data-testid="solve-step-hint">
        <MessageText message={solve.hint(output, index)} />
        {line && how !== null && (
          <>
            {' '}
            <bdi dir="ltr" className="solve-step-how" data-testid="solve-step-how">
              <WrapAtOperators text={how} />
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
 * The teacher's worked solution of the typed problem, under the answer key: shown on request, and
 * printed when the teacher chooses (off by default, for a student's sheet). The solution is asked
 * of the engine only once shown or printed.
 */
export function WorkedSolution({ solve, typed, finalForm }: { solve: SolveKind; typed: string; finalForm: FinalForm }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const [printed, setPrinted] = useState(false);
  const id = useId();
  const wanted = shown || printed;
  const problem = solve.problem(typed);
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
        {problem === null ? (
          <p className="muted">{t('solve.worked.none')}</p>
        ) : (
          wanted && <WorkedSolutionBody solve={solve} problem={problem} finalForm={finalForm} />
        )}
      </div>
    </section>
  );
}

function WorkedSolutionBody({ solve, problem, finalForm }: { solve: SolveKind; problem: string; finalForm: FinalForm }) {
  const { output, refused, failure } = useSolve(solve.tool, solve.request(problem, finalForm));
  return failure !== null || output === null ? (
    <SolveNotShown inline answer={{ failure }} refusal={refused === null ? null : solve.refusal(problem, refused)} />
  ) : (
    <SolutionView solve={solve} output={output} revealed={everyLine(output)} testId="worked-solution-steps" />
  );
}
