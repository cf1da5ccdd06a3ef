/**
 * The differences between two versions of the `exactly` command that a contract's version notes
 * list, so that `compare-cli` can tell them from the ones no note explains. Each entry names the
 * note; a difference no entry explains is reported as unlisted (and fails the comparison).
 *
 * rational-working-check 1.1.0 and rational-working-solve 1.1.0 (their "Version" and "Notation"
 * sentences):
 *  (1) notation: a working with the new notation (of, %, ^, superscripts, a "." that starts a
 *      decimal, a repeat mark, a mixed number with an improper fraction part) was a bad_character,
 *      bad_number or bad_mixed_number fault and is now read (or, for the solver, refused as
 *      unsupported_notation);
 *  (1b) the message of bad_mixed_number (same code, reason and position);
 *  (2)/(3) misconceptions: an output that differs only in the steps' misconceptions and term_errors;
 *  (4) final form: the output differs in final_form_ok (and so valid and reason) only, its last step
 *      being a mixed number with an improper fraction part or a percentage.
 *
 * rational-working-check 1.2.0 (its "Version 1.2.0 against 1.1.0" sentence): (1)–(4) change only the
 * naming of a searched step, its misconceptions and the new field ambiguous: the same note as (2)/(3);
 * (5) a final_form of decimal, or a decimal answer, was bad_final_form or bad_answer and is now read.
 *
 * rational-working-check 1.3.0 (its "Version 1.3.0 against 1.2.0" sentence): (1)–(10) change only
 * the naming of a searched step, its misconceptions, ambiguous and term_errors: the same note.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const parse = (text: string): Json | undefined => {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
};

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const errorOf = (value: Json | undefined): { code: Json; message: Json; details: { [key: string]: Json } } | null => {
  if (!isObject(value) || !isObject(value.error)) return null;
  const { code, message, details } = value.error;
  return { code: code ?? null, message: message ?? null, details: isObject(details) ? details : {} };
};

/** Whether a working has something of the 1.1.0 notation. */
const NEW_NOTATION = /of|%|\^|[\u2070\u00b9\u00b2\u00b3\u2074-\u2079]|\.\.\.|\u2026|(^|[^0-9])\.[0-9]|[0-9][ \t\r]+[0-9]+\/[0-9]/;

/** A line with a decimal point between digits, or one that starts a decimal. */
const DECIMAL_PROBLEM = /[0-9]\.[0-9]|(^|[^0-9])\.[0-9]/;

const without = (output: { [key: string]: Json }, fields: readonly string[]): Json => ({
  ...output,
  steps: Array.isArray(output.steps)
    ? output.steps.map((step) =>
        isObject(step) ? Object.fromEntries(Object.entries(step).filter(([key]) => !fields.includes(key))) : step,
      )
    : (output.steps ?? null),
});

const same = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The note that lists a difference between two response lines to one request line, or null. */
export function listedChange(tool: string, requestLine: string, before: string, after: string): string | null {
  if (tool !== 'rational-working-check' && tool !== 'rational-working-solve') return null;
  const request = parse(requestLine);
  const working = isObject(request) && typeof request.working === 'string' ? request.working : null;
  const was = parse(before);
  const now = parse(after);
  const wasError = errorOf(was);
  const nowError = errorOf(now);
  if (
    wasError !== null &&
    working !== null &&
    ['bad_character', 'bad_number', 'bad_mixed_number'].includes(String(wasError.details.reason)) &&
    NEW_NOTATION.test(working)
  ) {
    return '(1) the new notation is read';
  }
  if (
    wasError !== null &&
    nowError !== null &&
    wasError.details.reason === 'bad_mixed_number' &&
    same(wasError.details, nowError.details) &&
    wasError.code === nowError.code
  ) {
    return '(1b) the message of bad_mixed_number';
  }
  if (
    wasError !== null &&
    nowError !== null &&
    ['bad_answer', 'bad_final_form'].includes(String(wasError.details.reason)) &&
    same(wasError.details, nowError.details) &&
    wasError.code === nowError.code
  ) {
    return '1.2.0 (5): the messages of bad_answer and bad_final_form name the decimal form';
  }
  if (tool === 'rational-working-solve') {
    // rational-working-solve 1.1.0: the book's notation is worked instead of refused, and a decimal problem ends in a decimal.
    if (wasError !== null && wasError.details.reason === 'unsupported_notation' && nowError === null)
      return "solve 1.1.0: the book's notation is worked";
    const problem = working?.split(/\n|=/)[0] ?? '';
    if (wasError === null && nowError === null && DECIMAL_PROBLEM.test(problem) && !/[0-9]\/[0-9]|%/.test(problem)) {
      return 'solve 1.1.0: a decimal problem is worked in decimals and ends in one';
    }
  }
  // 1.2.0 (5): a decimal final form or a decimal answer key was refused and is now read.
  if (
    tool === 'rational-working-check' &&
    wasError !== null &&
    ['bad_final_form', 'bad_answer'].includes(String(wasError.details.reason)) &&
    isObject(request) &&
    (request.final_form === 'decimal' || (typeof request.answer === 'string' && request.answer.includes('.')))
  ) {
    return '1.2.0 (5): the decimal final form and decimal answers are read';
  }
  if (tool === 'rational-working-check' && isObject(was) && isObject(now) && wasError === null && nowError === null) {
    const naming = ['misconceptions', 'term_errors', 'ambiguous'];
    if (same(without(was, naming), without(now, naming)))
      return '(2)/(3), 1.2.0 (1)-(4), 1.3.0 (1)-(10): misconceptions, term errors and ambiguous';
  }
  return null;
}
