/**
 * The state of "Show me how" on the Working tab, as pure functions: the request for a working,
 * what a number of presses of Next step reveals, and the working a student gets by taking a
 * step of the solution ("Use this line").
 */
import type { WorkingStepExplanation } from '../../../core/index';
import { isEmptyPart, splitWorkingParts, trimmedPart } from '../../../core/grammar/working-parts';
import type { FinalForm, SolveInput } from '../../../worker/messages';

/** The rational-working-solve request for a checked working and the tab's final form ("any": the tool's default). */
export function solveRequest(working: string, finalForm: FinalForm): SolveInput {
  return finalForm === 'any' ? { working } : { working, final_form: finalForm };
}

/**
 * What the student has asked to see of a solution: the working it is for (a solution is shown
 * only while the checked working is that one), and either every step or a number of presses of
 * Next step.
 */
export interface SolveAsk {
  working: string;
  finalForm: FinalForm;
  mode: 'next' | 'all';
  /** Presses of Next step: odd presses show a step's hint, even ones its line too. */
  presses: number;
}

/** One step as shown: its index in the solution, and whether its line is shown or only its hint. */
export interface RevealedStep {
  index: number;
  line: boolean;
}

/**
 * The steps `presses` presses of Next step reveal out of `count`: the first press shows step 1's
 * hint, the second its line, the third step 2's hint, and so on; never past the last step.
 */
export function revealedSteps(presses: number, count: number): RevealedStep[] {
  const shown = Math.min(Math.ceil(presses / 2), count);
  return Array.from({ length: shown }, (_, index) => ({ index, line: presses >= 2 * (index + 1) }));
}

/** Whether Next step has more to show (a hint or a line not shown yet). */
export function hasMoreToReveal(presses: number, count: number): boolean {
  return presses < 2 * count;
}

/** The ask after one more press of Next step on `working` (a new working starts over). */
export function pressNext(ask: SolveAsk | null, working: string, finalForm: FinalForm): SolveAsk {
  if (ask === null || ask.working !== working || ask.finalForm !== finalForm || ask.mode === 'all') {
    return { working, finalForm, mode: 'next', presses: 1 };
  }
  return { ...ask, presses: ask.presses + 1 };
}

/**
 * The working a student continues from after taking step `index` of the solution: their own
 * working up to the right line the solution starts from, then the solution's lines through that
 * step, one a line ("= 15/6 + 8/6"). Lines of the student's after that right line (wrong ones)
 * are left out: a right line written under a wrong one would be checked against the wrong one.
 * This is the solution's own `working` (the engine's text), cut after that step.
 */
export function workingThroughStep(output: { working: string; steps: readonly unknown[] }, index: number): string {
  const lines = output.working.split('\n');
  const kept = lines.length - output.steps.length + Math.min(Math.max(index, 0), output.steps.length - 1) + 1;
  return lines.slice(0, kept).join('\n');
}

/**
 * Whether taking a step changes what the student wrote rather than only adding lines under it
 * (their lines after the right line are dropped): then the tab offers to undo it.
 */
export function dropsStudentText(working: string, next: string): boolean {
  return !next.startsWith(working.trimEnd());
}

/**
 * The operation a wrong step's first named misconception was found at, as the student wrote it
 * (for a rule of the whole expression, such as left_to_right, the step before itself): what The
 * right way for this step solves. Null for a step that is not wrong or has no misconception named.
 */
export function rightWaySite(step: WorkingStepExplanation): string | null {
  const first = step.misconceptions?.[0];
  if (step.key !== 'not_equal' || first === undefined) return null;
  return first.site ?? step.compared?.text ?? null;
}

/**
 * The problem of the working as typed (its first part, as rational-working-check splits parts), or
 * null when there is none: the worked solution is of the problem on the page, not of the last one
 * checked. Text only: the parts are found by the engine's own splitter.
 */
export function problemOf(working: string): string | null {
  const first = splitWorkingParts(working)[0];
  if (first === undefined || isEmptyPart(working, first)) return null;
  const { from, to } = trimmedPart(working, first);
  return working.slice(from, to);
}
