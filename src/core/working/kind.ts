/**
 * A kind of working: what a student writes line by line on paper, checked line by line (fractions
 * and decimals; linear equations). Every front (the Working and Class tabs, grading, practice, the
 * command and the server) takes a kind and asks it; none branches on which kind it holds. A kind
 * is added by implementing this interface and listing it in ./kinds (docs/ARCHITECTURE.md shows a
 * tiny third one, in ./kind.test.ts).
 */
import type { ErrorEnvelope } from '../errors';
import type { InputFault } from '../sentences/input-error-sentences';
import type { WorkingPlace } from './places';

/** What a working is checked against, as a key or a form gives it. */
export interface WorkingTask {
  working: string;
  /** The answer as keyed or typed (trimmed; any form the key reader takes), or null for none. */
  answer: string | null;
  /** The final form asked for, as the tool's word ('any' for none). */
  finalForm: string;
  /** The denominator the last line must be written over ("6"), or null. */
  denominator?: string | null;
}

export type WorkingVerdict = 'correct' | 'step_mismatch' | 'division_by_zero' | 'answer_mismatch' | 'final_form';

/** A working marked: what grading needs of any kind's check. */
export interface WorkingMark<Rule extends string = string> {
  verdict: WorkingVerdict;
  /** The line of the first wrong step (1-based), or null. */
  firstErrorLine: number | null;
  /** The rules named at the first wrong step, each once, the likely one first. */
  rules: Rule[];
  /** The rules the step could be when nothing in it tells them apart (then `rules` is empty); null when it is not so. */
  couldBe: Rule[] | null;
  /** The working's final value as the student stated it, canonical, or null. */
  finalValue: string | null;
}

/** Why a task is not marked: the check refused it (its error's reason and message). */
export interface WorkingFault {
  reason: string;
  message: string;
}

/** A kind's answer to "is this working yours?", read from its first filled line. */
export type KindClaim = 'yes' | 'no' | { unsure: number };

/**
 * A check as a front shows it: the response, what the kind says beside it (null: nothing, or the
 * response is an error), and where in the working its underlines go, so no front reads the
 * working again to find them.
 */
export interface ExplainedCheck<Output = unknown, Explanation = unknown> {
  response: Output | ErrorEnvelope;
  explanation: Explanation | null;
  /** For an error envelope about the working: the fault's span (null: no place in it) and its sentence; else null. */
  fault: InputFault | null;
  /** For an output: every place an underline goes (none for an error envelope). */
  places: WorkingPlace[];
}

export interface WorkingKind<
  Id extends string = string,
  Request = unknown,
  Output = unknown,
  Rule extends string = string,
  Explanation = unknown,
> {
  readonly id: Id;
  /** The rules the kind names, in its catalog's order. */
  readonly rules: readonly Rule[];
  /** Whether the working is this kind's; unsure, with the UTF-16 offset of what makes it so (an x that could be × or the unknown). */
  claims(working: string): KindClaim;
  /** The request the check takes for a task. */
  request(task: WorkingTask): Request;
  /** The check: its output or its error envelope; never throws. */
  check(request: Request): Output | ErrorEnvelope;
  /** The check and its explanation, from one check (what the Working tab shows on each keystroke); never throws. */
  checkExplained(request: Request): ExplainedCheck<Output, Explanation>;
  /** A task marked: by its check, or (a working that is only an answer) without one; a fault when the check refused it. */
  grade(task: WorkingTask): WorkingMark<Rule> | WorkingFault;
}

export const isWorkingFault = (mark: WorkingMark | WorkingFault): mark is WorkingFault => 'reason' in mark;

/** The rules in order, each once. */
export const distinctRules = <Rule extends string>(rules: readonly Rule[]): Rule[] => [...new Set(rules)];
