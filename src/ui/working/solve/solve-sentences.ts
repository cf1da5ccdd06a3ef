/**
 * What "Show me how" (rational-working-solve) says around its steps: where the way forward starts,
 * and what there is to say when it has no step. Each step's hint and formula are the sentence
 * catalog's (src/core/sentences/solve-sentences.ts).
 */
import type { SolveOutput } from '../../../worker/messages';
import type { MessageKey } from '../../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../../i18n/explanation';
import { formPart } from '../../../core/sentences/working-sentences';

const value = (text: string): ExplanationPart => ({ kind: 'value', text });
const message = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationMessage => ({ id, params });

/** What there is to say when the solution has no step: the problem divides by zero, or the working is already done. */
export function solveOutcome(output: SolveOutput): ExplanationMessage | null {
  if (output.reason === 'division_by_zero') return message('solve.divisionByZero');
  if (output.steps.length > 0) return null;
  return message('solve.done', { text: value(output.from_text), form: formPart(output.final_form) });
}

/** Where the way forward starts: the problem itself, or the last right line of the working. */
export function solveStart(output: SolveOutput): ExplanationMessage {
  return output.from_step === 0
    ? message('solve.from.problem', { text: value(output.from_text) })
    : message('solve.from.line', { line: value(String(output.from_line)), text: value(output.from_text) });
}

