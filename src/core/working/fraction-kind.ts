/**
 * The fraction kind: a working of fractions, mixed numbers, decimals and percentages chained by
 * "=", checked by rational-working-check (the method in ./fraction-check, its explanation in
 * ./fraction-explain). It is the default kind: any working no other kind claims is one.
 */
import { isErrorEnvelope, ToolError } from '../errors';
import { execute, faultEnvelope } from '../execute';
import { solutionText } from '../equations/solve';
import { MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import type { RationalWorkingCheckInput } from '../requests';
import { checkWorking, type RationalWorkingCheckOutput } from '../tools/rational-working-check';
import { answerWord, equationAnswerText, readEquationAnswer } from './equation-answer';
import { explainWorkingCheck, type WorkingExplanation } from './fraction-explain';
import { claimsAnyWorking } from './kind-claims';
import { fractionPlaces, workingFault } from './places';
import { distinctRules, type ExplainedCheck, type WorkingFault, type WorkingKind, type WorkingMark, type WorkingTask } from './kind';

/** rational-working-check's response to a request and, for an output, its explanation: the working checked once. Never throws. */
export function explainedWorkingCheck(request: RationalWorkingCheckInput): ExplainedCheck<RationalWorkingCheckOutput, WorkingExplanation> {
  try {
    const check = checkWorking(request);
    const explanation = explainWorkingCheck(request, check);
    return { response: check.output, explanation, fault: null, places: fractionPlaces(request.working, check.output, explanation) };
  } catch (thrown) {
    const response = faultEnvelope(thrown);
    return { response, explanation: null, fault: workingFault('working', request, response), places: [] };
  }
}

/** "none" and "every" are no number: an answer written so is an equation's, graded by its set. Cheap: asked of every row. */
const isWordAnswer = (text: string): boolean => answerWord(equationAnswerText(text)) !== null;

/** The answer's solution set when it is one an equation has (a rational, none, every), else null. */
function solutionOf(text: string): ReturnType<typeof readEquationAnswer> | null {
  try {
    return readEquationAnswer(equationAnswerText(text));
  } catch (error) {
    if (error instanceof ToolError) return null;
    throw error;
  }
}

/**
 * A working that is only an answer that is no number ("no solution", "כל מספר"), or a key that is
 * one: right when the two are the same set. Null when neither is a word (most tasks).
 */
function markWordAnswer(task: WorkingTask): WorkingMark<MisconceptionRule> | null {
  if (!isWordAnswer(task.working) && (task.answer === null || !isWordAnswer(task.answer))) return null;
  const working = solutionOf(task.working.trim());
  const expected = task.answer === null ? null : solutionOf(task.answer);
  if (working === null || expected === null) return null;
  const same =
    working.kind === expected.kind && (working.kind !== 'one' || expected.kind !== 'one' || working.value.equals(expected.value));
  return {
    verdict: same ? 'correct' : 'answer_mismatch',
    firstErrorLine: null,
    rules: [],
    couldBe: null,
    finalValue: solutionText(working),
  };
}

/**
 * Whether a working's last step is one fraction written over `denominator` (the key's, as
 * written: "6"), as an equivalent-fraction question asks: 3/6 for "write 1/2 with the denominator
 * 6", where 1/2 has the value but not the denominator.
 */
export function writtenOverDenominator(lastStep: string, denominator: string): boolean {
  const match = /^-?\d+\/(\d+)$/.exec(lastStep.trim());
  return match !== null && match[1]!.replace(/^0+(?=\d)/, '') === denominator.trim().replace(/^0+(?=\d)/, '');
}

export const FRACTION_KIND: WorkingKind<
  'fraction',
  RationalWorkingCheckInput,
  RationalWorkingCheckOutput,
  MisconceptionRule,
  WorkingExplanation
> = {
  id: 'fraction',
  rules: MISCONCEPTION_RULES,
  claims: claimsAnyWorking,
  request(task) {
    // A key of "no solution" or "every number" against a working that ends in a number: the
    // working is checked without it, and a right one is another answer. "x = 3/4" is 3/4.
    const answer = task.answer === null || isWordAnswer(task.answer) ? null : equationAnswerText(task.answer);
    return { working: task.working, answer, final_form: task.finalForm as RationalWorkingCheckInput['final_form'] };
  },
  check: (request) => execute('rational-working-check', request),
  checkExplained: explainedWorkingCheck,
  grade(task): WorkingMark<MisconceptionRule> | WorkingFault {
    const byWord = markWordAnswer(task);
    if (byWord !== null) return byWord;
    const response = FRACTION_KIND.check(FRACTION_KIND.request(task));
    if (isErrorEnvelope(response)) return { reason: response.error.details.reason, message: response.error.message };
    const wrong = response.first_error_index === null ? null : response.steps[response.first_error_index]!;
    const lastStep = response.steps[response.steps.length - 1];
    const denominatorMissed =
      response.valid && task.denominator != null && (lastStep === undefined || !writtenOverDenominator(lastStep.text, task.denominator));
    const expectsWord = task.answer !== null && isWordAnswer(task.answer);
    return {
      verdict: denominatorMissed ? 'final_form' : response.valid ? (expectsWord ? 'answer_mismatch' : 'correct') : response.reason!,
      firstErrorLine: wrong?.line ?? null,
      rules: distinctRules(wrong?.misconceptions?.map((match) => match.rule) ?? []),
      couldBe: wrong?.ambiguous === undefined ? null : distinctRules(wrong.ambiguous.map((match) => match.rule)),
      finalValue: response.final_value,
    };
  },
};
