/**
 * The equation kind: a working of linear equations in one unknown, one per line, checked by
 * linear-equation-check (the method in ../equations). It claims a working whose first line is an
 * equation with a letter for the unknown.
 */
import { isErrorEnvelope } from '../errors';
import { execute } from '../execute';
import { EQUATION_RULES, type EquationRule } from '../equations/rule-ids';
import type { MisconceptionRule } from '../misconceptions/catalog';
import { readKeyAnswer } from '../grading/key-answer';
import type { LinearEquationCheckInput } from '../requests';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';
import { equationAnswerText, statesUnknown } from './equation-answer';
import { distinctRules, type WorkingKind } from './kind';
import { claimsEquation } from './kind-claims';
import { equationPlaces, requestedWorking, workingFault } from './places';

/** An equation line names its own rules, and the fraction rules of a mistake inside a side. */
export const EQUATION_KIND: WorkingKind<
  'equation',
  LinearEquationCheckInput,
  LinearEquationCheckOutput,
  EquationRule | MisconceptionRule,
  null
> = {
  id: 'equation',
  rules: EQUATION_RULES,
  claims: claimsEquation,
  request(task) {
    if (task.answer === null) return { working: task.working };
    // The equation tool takes no decimal: the key's value (1.5 is 3/2), read as the key was.
    const read = readKeyAnswer(task.answer);
    return { working: task.working, answer: 'problem' in read ? equationAnswerText(task.answer) : read.value };
  },
  check: (request) => execute('linear-equation-check', request),
  // Its output says all a front shows: the sentences are read from it.
  checkExplained(request) {
    const response = EQUATION_KIND.check(request);
    const working = requestedWorking(request)?.working ?? '';
    return isErrorEnvelope(response)
      ? { response, explanation: null, fault: workingFault('equation', request, response), places: [] }
      : { response, explanation: null, fault: null, places: equationPlaces(working, response) };
  },
  grade(task) {
    const response = EQUATION_KIND.check(EQUATION_KIND.request(task));
    if (isErrorEnvelope(response)) return { reason: response.error.details.reason, message: response.error.message };
    // A wrong line, a check that fails or a line not linear is a wrong step.
    const wrong =
      response.first_error_index !== null
        ? response.steps[response.first_error_index]!
        : response.reason === 'check_fails'
          ? (response.steps.find((step) => step.status === 'check') ?? null)
          : null;
    // The working's own answer (its line x = v), not the key's: what the student wrote.
    const last = [...response.steps].reverse().find((step) => step.status !== 'check');
    const stated =
      last === undefined || last.solution === null || last.solution.kind !== 'one' || !statesUnknown(last.text)
        ? null
        : (last.solution.value ?? null);
    return {
      verdict: response.valid
        ? 'correct'
        : response.reason === 'answer_mismatch' || response.reason === 'division_by_zero'
          ? response.reason
          : 'step_mismatch',
      firstErrorLine: wrong?.line ?? null,
      rules: distinctRules((wrong?.misconceptions ?? []).map((match) => match.rule)),
      couldBe: null,
      finalValue: stated,
    };
  },
};
