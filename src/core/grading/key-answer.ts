/**
 * An answer as a teacher keys it (in the key, or a row's own answer cell), read the way the Working
 * tab reads a number: an integer, a fraction, a mixed number (`1 1/2`), a decimal (`.5`,
 * `0.333...`), a percentage, for an equation `x = v`, and the words `none` and `every` (and their
 * synonyms). rational-working-check takes an answer only as a fraction or a plain decimal, so a
 * number written otherwise is handed on as its canonical value: a key of `1 1/2` grades like one
 * of `3/2`. A fraction or a plain decimal is kept as written (`3/6`: a key may mean its denominator).
 */
import { ToolError } from '../errors';
import { evaluateWorkingStep } from '../evaluate/working-evaluator';
import { parseWorkingPart, type WorkingNode } from '../grammar/working-parser';
import { splitWorkingParts } from '../grammar/working-parts';
import { answerWord, equationAnswerText } from '../working/equation-answer';

/** The longest answer text read: a number a teacher keys is short; a longer text is refused unread. */
export const MAX_KEY_ANSWER_LENGTH = 200;

/**
 * The answer as rational-working-check takes it and its canonical value (what the equation tool
 * takes: a decimal is no answer there; a word is itself), or why the text is no answer (a
 * sentence, without the text itself).
 */
export type KeyAnswer = { answer: string; value: string } | { problem: string };

/** A fraction or an integer as every tool reads an answer, not necessarily reduced. */
const TOOL_FRACTION = /^-?(0|[1-9][0-9]*)(\/[1-9][0-9]*)?$/;
/** A plain decimal as rational-working-check reads an answer (1.2.0): 5.22. */
const TOOL_DECIMAL = /^-?(0|[1-9][0-9]*)\.[0-9]+$/;

/** A number as written, maybe negated and in parentheses: `-1 1/2`, `(3/4)`; not an expression. */
function isWrittenNumber(node: WorkingNode): boolean {
  return node.type === 'number' || (node.type === 'negate' && node.operand.type === 'number');
}

/** The answer `written` means (trimmed), or the problem with it; never throws. */
export function readKeyAnswer(written: string): KeyAnswer {
  const text = written.trim();
  if (text.length > MAX_KEY_ANSWER_LENGTH) return { problem: `it is longer than ${MAX_KEY_ANSWER_LENGTH} characters` };
  // The words are the equation tool's; it reads them itself.
  if (answerWord(text) !== null) return { answer: text, value: text };
  const value = equationAnswerText(text);
  let tree: WorkingNode;
  try {
    const parts = splitWorkingParts(value);
    if (parts.length !== 1) return { problem: 'it is not one number' };
    tree = parseWorkingPart(value, parts[0]!, 0);
  } catch (error) {
    if (error instanceof ToolError) return { problem: 'it is not a number such as 3/4, 1 1/2, 0.75 or 75%' };
    throw error;
  }
  if (!isWrittenNumber(tree)) return { problem: 'it is a calculation, not one number' };
  try {
    const evaluation = evaluateWorkingStep(tree);
    if (evaluation.value === null) return { problem: 'it divides by zero' };
    const canonical = evaluation.value.toString();
    return { answer: TOOL_FRACTION.test(value) || TOOL_DECIMAL.test(value) ? value : canonical, value: canonical };
  } catch (error) {
    if (error instanceof ToolError) return { problem: 'it is too large a number' };
    throw error;
  }
}
