/**
 * Where a checked working's underlines go, found by the engine beside its check so the app never
 * reads the working again to place one: spans in UTF-16 units of the working (the editor's
 * count), converted from the check's code point offsets in src/core/grammar/spans.ts. Which words
 * each place is said with is the view's (its sentences come from src/core/sentences).
 */
import { isErrorEnvelope, type ErrorEnvelope } from '../errors';
import { divisionSpan, lexemeSpanAt, codePointOffsetToUtf16, spanFrom, type Span } from '../grammar/spans';
import { inputFault, type FaultText, type InputFault } from '../sentences/input-error-sentences';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';
import type { RationalWorkingCheckOutput } from './fraction-check';
import type { WorkingExplanation } from './fraction-explain';

/** A place a view underlines; `step` is the index of the step (a line of an equation working) it belongs to. */
export type WorkingPlace =
  /** A division by zero: the "/" or division sign, and for a fraction working its divisor too. */
  | { kind: 'division'; step: number; span: Span }
  /** An x the engine read as × (rational-working-check 1.3.0). */
  | { kind: 'letter-as-times'; step: number; span: Span }
  /** A wrong step's text, or each of its wrong operands when they are located. */
  | { kind: 'wrong'; step: number; span: Span }
  /** Where, in the step before, the step's `misconception` (its index among the step's) happened. */
  | { kind: 'site'; step: number; misconception: number; span: Span }
  /** The last step, when it is not written in the final form asked for. */
  | { kind: 'final-form'; step: number; span: Span };

/** The working a request carries, and its answer key, or null for a request with none (the check refuses it). */
export function requestedWorking(request: unknown): { working: string; answer: string } | null {
  if (typeof request !== 'object' || request === null) return null;
  const { working, answer } = request as { working?: unknown; answer?: unknown };
  return typeof working === 'string' ? { working, answer: typeof answer === 'string' ? answer : '' } : null;
}

/** An envelope's fault in the working it answers: its span and sentence, or null when it answers no working. */
export function workingFault(reading: FaultText, request: unknown, envelope: ErrorEnvelope): InputFault | null {
  const asked = requestedWorking(request);
  return asked === null ? null : inputFault(reading, asked.working, envelope, asked.answer);
}

/** A fraction working's places, from rational-working-check's output and its explanation. */
export function fractionPlaces(working: string, output: RationalWorkingCheckOutput, explanation: WorkingExplanation): WorkingPlace[] {
  const places: WorkingPlace[] = [];
  for (const step of explanation.steps) {
    const index = step.step;
    if (step.key === 'division_by_zero' && step.division_position !== null) {
      const operator = codePointOffsetToUtf16(working, step.division_position);
      places.push({ kind: 'division', step: index, span: divisionSpan(working, 'working', operator, step.divisor) });
    }
    for (const note of step.notes ?? []) places.push({ kind: 'letter-as-times', step: index, span: spanFrom(working, note.position, 1) });
    if (step.key !== 'not_equal') continue;
    const position = output.steps[index]?.position;
    const termErrors = step.term_errors ?? [];
    // A step with the operators of the one before has its wrong operands located: those are underlined, not the whole step.
    if (termErrors.length > 0)
      for (const error of termErrors)
        places.push({ kind: 'wrong', step: index, span: spanFrom(working, error.position, error.stated.length) });
    else if (position !== undefined) places.push({ kind: 'wrong', step: index, span: spanFrom(working, position, step.text.length) });
    (step.misconceptions ?? []).forEach((misconception, which) => {
      if (misconception.position === null) return;
      const span = lexemeSpanAt(working, 'working', codePointOffsetToUtf16(working, misconception.position));
      places.push({ kind: 'site', step: index, misconception: which, span });
    });
  }
  if (output.final_form_ok === false) {
    const last = output.steps.length - 1;
    const { position, text } = output.steps[last]!;
    places.push({ kind: 'final-form', step: last, span: spanFrom(working, position, text.length) });
  }
  return places;
}

/** An equation working's places, from linear-equation-check's output: a line's first misconception has its site. */
export function equationPlaces(working: string, output: LinearEquationCheckOutput | ErrorEnvelope): WorkingPlace[] {
  if (isErrorEnvelope(output)) return [];
  const places: WorkingPlace[] = [];
  output.steps.forEach((step, index) => {
    if (step.status === 'division_by_zero' && step.division_position !== undefined) {
      const span = lexemeSpanAt(working, 'working', codePointOffsetToUtf16(working, step.division_position));
      places.push({ kind: 'division', step: index, span });
      return;
    }
    if (step.status !== 'not_equivalent' && !(step.status === 'check' && step.holds === false)) return;
    places.push({ kind: 'wrong', step: index, span: spanFrom(working, step.position, step.text.length) });
    const first = step.misconceptions?.[0];
    if (first !== undefined && first.position !== null && first.site !== null)
      places.push({ kind: 'site', step: index, misconception: 0, span: spanFrom(working, first.position, first.site.length) });
  });
  return places;
}
