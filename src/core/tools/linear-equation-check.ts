import { invalidInput } from '../errors';
import {
  checkEquationWorking,
  EQUATION_LIMITS,
  type EquationCheck,
  type EquationReason,
  type EquationStep,
  type SolutionJson,
} from '../equations/check';
import { solutionJson, type SolutionSet } from '../equations/solution-set';
import { readEquationAnswer } from '../working/equation-answer';
import { readWorkingObject } from './fields';
import { REFERENCE_VERSION } from './reference-version';

export interface LinearEquationCheckOutput {
  valid: boolean;
  reason: EquationReason | null;
  first_error_index: number | null;
  variable: string | null;
  solution: SolutionJson | null;
  answer: SolutionJson | null;
  answer_matches: boolean | null;
  steps: EquationStep[];
  reference_version: typeof REFERENCE_VERSION;
}

const FIELDS = ['working', 'answer', 'variable'];

/** The fields in the contract's check order: object, unknown field, missing working, types, answer, variable; then the working. */
export function readEquationRequest(
  input: unknown,
  fields: readonly string[] = FIELDS,
): { working: string; answer: SolutionSet | null; variable: string | null; extra: Record<string, unknown> } {
  const request = readWorkingObject(input, fields, '{"working": "2x + 1 = 7\\n2x = 6\\nx = 3"}', fields.join(', '));
  const { working } = request;
  const answer = Object.hasOwn(request, 'answer') ? request.answer : null;
  const variable = Object.hasOwn(request, 'variable') ? request.variable : null;
  if (typeof working !== 'string') throw invalidInput('wrong_type', 'working must be a string');
  if (answer !== null && typeof answer !== 'string')
    throw invalidInput('wrong_type', 'answer must be a string such as "7/8", "none" or "every", or null');
  if (variable !== null && typeof variable !== 'string')
    throw invalidInput('wrong_type', 'variable must be a string of one letter, or null');
  if (variable !== null && !/^[A-Za-z]$/.test(variable))
    throw invalidInput('bad_variable', `variable "${variable.slice(0, 20)}" must be one letter`);
  const extra: Record<string, unknown> = {};
  for (const key of fields) if (!FIELDS.includes(key) && Object.hasOwn(request, key)) extra[key] = request[key];
  return {
    working,
    answer: answer === null ? null : readEquationAnswer(answer),
    variable: variable === null ? null : variable.toLowerCase(),
    extra,
  };
}

export function equationCheckOutput(check: EquationCheck): LinearEquationCheckOutput {
  const start = check.sets[0] ?? null;
  return {
    valid: check.valid,
    reason: check.reason,
    first_error_index: check.firstError,
    variable: check.variable,
    solution: start === null ? null : solutionJson(start),
    answer: check.answer === null ? null : solutionJson(check.answer),
    answer_matches: check.answerMatches,
    steps: check.steps,
    reference_version: REFERENCE_VERSION,
  };
}

export function linearEquationCheck(input: unknown): LinearEquationCheckOutput {
  const { working, answer, variable } = readEquationRequest(input);
  return equationCheckOutput(checkEquationWorking(working, variable, answer));
}

export { EQUATION_LIMITS };
