/**
 * The largest request, in bytes, that any tool accepts: what a size bound on requests (the
 * command line's) must stay above. rational-trace-check is the largest by far; the other tools'
 * requests are bounded by a few kilobytes of expression and values (docs/limits.md).
 */
import { TRACE_LIMITS } from '../core/tools/rational-trace-check';

const MAX_NAME_LENGTH = 64; // `[A-Za-z_][A-Za-z0-9_]{0,63}`

/** A name of the longest form: `prefix`, then `index` in base 36, padded with `_`. */
const longestName = (prefix: string, index: number): string => `${prefix}${index.toString(36)}`.padEnd(MAX_NAME_LENGTH, '_');

/** A rational of the longest form the trace tool accepts: a sign, and 500 digits over 500 digits. */
const longestValue = `-${'9'.repeat(TRACE_LIMITS.maxValueDigits)}/${'7'.repeat(TRACE_LIMITS.maxValueDigits)}`;

/**
 * rational-trace-check with every count at its limit and every string at its longest: 256 inputs,
 * 1,024 steps whose operands both name an input. Written compactly it is 3,650,606 bytes. The tool
 * answers it (not with an error): step 0 states x / x = x, a `result_mismatch`.
 */
export function traceAtEveryLimit() {
  const inputs: Record<string, string> = {};
  for (let i = 0; i < TRACE_LIMITS.maxInputs; i++) inputs[longestName('input_', i)] = longestValue;
  const steps = Array.from({ length: TRACE_LIMITS.maxSteps }, (_, i) => ({
    id: longestName('step_', i),
    operator: '/',
    left: { value: longestValue, from: longestName('input_', 0) },
    right: { value: longestValue, from: longestName('input_', 1) },
    result: longestValue,
  }));
  return { inputs, steps, claimed_result: longestValue, require_canonical: false };
}
