/**
 * The underlines of a checked working, each on the exact span it concerns:
 * - the fault of a rejected working (the envelope's position: a bad character, a syntax error at
 *   a token or at a part's end), as an error;
 * - every division by zero, from its "/" or division sign through the divisor, as an error;
 * - every wrong step's text, as a warning (its gutter has the ✗), or, where the step has the
 *   operators of the one before (rational-working-check 1.1.0's term errors), its wrong operands;
 * - where, in the step before, a wrong step's likely misconception happened (the operator or the
 *   mixed number), as a note;
 * - the last step, when it is not written in the required final form, as a warning;
 * - each x read as × (1.3.0), as a note.
 * Positions are code point offsets into the working (the contract); CodeMirror gets UTF-16 ones.
 */
import type { Diagnostic } from '@codemirror/lint';
import type { WorkingExplanation, WorkingStepExplanation, MisconceptionExplanation } from '../../core/index';
import type { ErrorEnvelope, ToolResponse } from '../../worker/messages';
import { divisionSpan, lexemeSpanAt, SENTENCE_MARK } from '../editor/diagnostics';
import { codePointOffsetToUtf16 } from '../editor/positions';

/** The words of the underlines' messages, in the page's language. */
export interface WorkingDiagnosticWords {
  divisionByZero(divisor: string | null): string;
  notEqual(step: WorkingStepExplanation): string;
  /** An x the engine read as × (1.3.0). */
  letterAsTimes(step: WorkingStepExplanation): string;
  site(step: WorkingStepExplanation, misconception: MisconceptionExplanation): string;
  finalForm(): string;
  /** An input error of the working, as a sentence naming its line and quoting its text (./working-errors.ts). */
  inputError(envelope: ErrorEnvelope): string;
}

/** A step's text as a span (its position is the text's first character). */
function stepSpan(working: string, position: number, text: string): { from: number; to: number } {
  const from = codePointOffsetToUtf16(working, position);
  return { from, to: from + text.length };
}

export function workingDiagnostics(
  working: string,
  response: ToolResponse<'rational-working-check'> | null,
  explanation: WorkingExplanation | null,
  words: WorkingDiagnosticWords,
): Diagnostic[] {
  if (response === null) return [];
  if ('error' in response) {
    const { position } = response.error.details;
    if (typeof position !== 'number') return [];
    return [
      {
        ...lexemeSpanAt(working, 'working', codePointOffsetToUtf16(working, position)),
        severity: 'error',
        message: words.inputError(response),
        markClass: SENTENCE_MARK,
      },
    ];
  }
  if (explanation === null) return [];
  const diagnostics: Diagnostic[] = [];
  for (const step of explanation.steps) {
    if (step.key === 'division_by_zero' && step.division_position !== null) {
      const span = divisionSpan(working, 'working', codePointOffsetToUtf16(working, step.division_position), step.divisor);
      diagnostics.push({ ...span, severity: 'error', message: words.divisionByZero(step.divisor) });
    }
    for (const note of step.notes ?? []) {
      const from = codePointOffsetToUtf16(working, note.position);
      diagnostics.push({ from, to: from + 1, severity: 'info', message: words.letterAsTimes(step) });
    }
    if (step.key !== 'not_equal') continue;
    const position = response.steps[step.step]?.position;
    const termErrors = step.term_errors ?? [];
    // A step with the operators of the one before has its wrong operands located: those are underlined, not the whole step.
    if (termErrors.length > 0) {
      for (const error of termErrors)
        diagnostics.push({ ...stepSpan(working, error.position, error.stated), severity: 'warning', message: words.notEqual(step) });
    } else if (position !== undefined)
      diagnostics.push({ ...stepSpan(working, position, step.text), severity: 'warning', message: words.notEqual(step) });
    for (const misconception of step.misconceptions ?? []) {
      if (misconception.position === null) continue;
      const span = lexemeSpanAt(working, 'working', codePointOffsetToUtf16(working, misconception.position));
      diagnostics.push({ ...span, severity: 'info', message: words.site(step, misconception) });
    }
  }
  if (response.final_form_ok === false) {
    const last = response.steps[response.steps.length - 1]!;
    diagnostics.push({ ...stepSpan(working, last.position, last.text), severity: 'warning', message: words.finalForm() });
  }
  // CodeMirror wants them in document order.
  return diagnostics.sort((a, b) => a.from - b.from || a.to - b.to);
}
