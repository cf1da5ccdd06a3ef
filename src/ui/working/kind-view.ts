/**
 * What the Working tab shows of a kind of working (src/core/working/kind.ts): the tab is one shell
 * (the editor, the teacher's fields, the verdict's place, the tools) and asks the view of the
 * working's kind for everything that depends on it. A kind's view is its own module: the equation
 * one is a chunk of its own (./useKindView.ts), loaded when a working first is one.
 */
import type { ComponentType } from 'react';
import type { Diagnostic } from '@codemirror/lint';
import type { KindAnswered, KindRequest, ToolId, WorkingKindId } from '../../worker/messages';
import type { LineMark } from '../editor/line-marks';
import type { Catalog, ExplanationMessage, Translate } from '../i18n';
import type { WorkingState } from './working-state';
import type { SolveKind } from './solve/SolveViews';

/** A check that answered with an output (not an error envelope): what the rows and marks are made of. */
export type CheckedAnswer<Id extends WorkingKindId> = KindAnswered<Id> & {
  response: Exclude<KindAnswered<Id>['response'], { error: unknown }>;
};

/** What a kind says of its checked working. */
export interface VerdictSentences {
  headline: ExplanationMessage;
  /** What the first wrong step says (none when no step is wrong). */
  firstError: readonly ExplanationMessage[];
  /** The teacher's checks (the answer, the final form). */
  checks: readonly ExplanationMessage[];
}

export interface WorkingKindView<Id extends WorkingKindId = WorkingKindId> {
  /** The tool the JSON disclosure names: the command a teacher would script this check with. */
  toolId: ToolId;
  /** The tab's state as this kind's check (null while the working is blank). */
  checkOf(state: WorkingState): KindRequest<Id> | null;
  /** The answer key's hint. */
  answerHint: 'working.answerHint' | 'equation.answerHint';
  /** Whether the kind takes a final form (a fraction working's lowest terms, mixed…). */
  asksFinalForm: boolean;
  /** The editor's underlines for an answer (an input error at its place, or the checked lines'). */
  underlines(answered: KindAnswered<Id>, t: Translate, catalog: Catalog): Diagnostic[];
  /** The gutter's marks of a checked working, worded for hovering. */
  marks(checked: CheckedAnswer<Id>, t: Translate): LineMark[];
  /** The verdict of a checked working: what the check found, in sentences (none without an explanation). */
  verdict(checked: CheckedAnswer<Id>): VerdictSentences | null;
  /** Under the verdict and the way forward: a row per line of `checked`, the last check that had rows (./KindViewParts.tsx). */
  Lines: ComponentType<{ checked: CheckedAnswer<Id> }>;
  /** The way forward (Next step) and the teacher's worked solution, in the kind's words. */
  solve: SolveKind;
}

/** The views by kind: the equation one is null until its chunk is in. */
export type KindViews = { [Id in WorkingKindId]: WorkingKindView<Id> | null };
