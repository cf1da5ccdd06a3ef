/**
 * Turns an expression tool's response into CodeMirror diagnostics: every response that carries a
 * position in the expression becomes an underline on the span the core finds for it
 * (src/core/sentences/input-error-sentences.ts, src/core/grammar/spans.ts). The Check and Evaluate
 * tabs' answers are the tools' own, as their contracts give them, so the span is worked out here
 * from the core's functions rather than beside the answer in the worker.
 */
import type { Diagnostic } from '@codemirror/lint';
import type { ErrorEnvelope } from '../../core/errors';
import { codePointOffsetToUtf16, divisionSpan, type Grammar } from '../../core/grammar/spans';
import { inputFault, type InputErrorMessage } from '../../core/sentences/input-error-sentences';

/**
 * The class of an underline whose message is a whole sentence that quotes its own text (the
 * Working tab's input errors): the problems under the editor show it as it is, without the
 * quoted text before it.
 */
export const SENTENCE_MARK = 'is-sentence';

function asEnvelope(response: unknown): ErrorEnvelope | null {
  if (typeof response !== 'object' || response === null || !('error' in response)) return null;
  const error = (response as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { message, details } = error as { message?: unknown; details?: unknown };
  if (typeof message !== 'string' || typeof details !== 'object' || details === null) return null;
  return response as ErrorEnvelope;
}

interface DivisionByZeroResult {
  reason: 'division_by_zero';
  first_discrepancy: { position: number; divisor_text: string | null };
}

function asDivisionByZeroResult(response: unknown): DivisionByZeroResult | null {
  if (typeof response !== 'object' || response === null) return null;
  const { reason, first_discrepancy: discrepancy } = response as { reason?: unknown; first_discrepancy?: unknown };
  if (reason !== 'division_by_zero' || typeof discrepancy !== 'object' || discrepancy === null) return null;
  const { position } = discrepancy as { position?: unknown };
  return typeof position === 'number' ? (response as DivisionByZeroResult) : null;
}

/**
 * The diagnostics for `response`, the engine's answer to a request whose expression was `text`.
 * Responses without a position give none.
 */
export function diagnosticsFor(
  text: string,
  grammar: Grammar,
  response: unknown,
  /** The message for a zero divisor the checker found (the divisor's text, or null): the UI's language. */
  divisionByZeroMessage: (divisorText: string | null) => string = (divisorText) =>
    `Division by zero: ${divisorText === null ? 'the divisor' : `the divisor ${divisorText}`} is zero.`,
  /** An input error's sentence (the core catalog's) in the UI's language; without it, the engine's message. */
  sentenceText?: (sentence: InputErrorMessage) => string,
): Diagnostic[] {
  const envelope = asEnvelope(response);
  if (envelope !== null) {
    const { span, sentence } = inputFault(grammar, text, envelope);
    if (span === null) return [];
    return [
      sentence === null || sentenceText === undefined
        ? { ...span, severity: 'error', message: envelope.error.message }
        : { ...span, severity: 'error', message: sentenceText(sentence), markClass: SENTENCE_MARK },
    ];
  }
  const division = asDivisionByZeroResult(response);
  if (division !== null) {
    const { position, divisor_text: divisorText } = division.first_discrepancy;
    const span = divisionSpan(text, grammar, codePointOffsetToUtf16(text, position), divisorText);
    return [{ ...span, severity: 'error', message: divisionByZeroMessage(divisorText) }];
  }
  return [];
}
