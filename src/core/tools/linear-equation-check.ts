import { invalidInput, limitExceeded } from '../errors';
import { checkEquationWorking, EQUATION_LIMITS, type EquationCheck, type EquationReason, type EquationStep, type SolutionJson } from '../equations/check';
import { solutionJson, type SolutionSet } from '../equations/solution-set';
import { Rational, splitRationalText } from '../rational';
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

/** The words for the two answers that are no number, in English and Hebrew, as a class writes them. */
const NO_SOLUTION = ['none', 'no solution', '\u05d0\u05d9\u05df \u05e4\u05ea\u05e8\u05d5\u05df'];
const EVERY_NUMBER = ['every', 'every number', 'all', '\u05db\u05dc \u05de\u05e1\u05e4\u05e8'];

/** How an answer is written: a rational, "none" (no solution) or "every" (every number is one). */
export function readEquationAnswer(text: string): SolutionSet {
  const word = answerWord(text);
  if (word !== null) return word;
  const value = equationAnswerText(text);
  const parts = splitRationalText(value);
  if (parts === null) throw invalidInput('bad_answer', `answer "${text.slice(0, 40)}" must be a fraction such as "-7/8", or "none", or "every"`);
  if (parts.numeratorDigits > 200 || parts.denominatorDigits > 200) throw limitExceeded('answer_too_long', 'answer has more than 200 digits in its numerator or denominator');
  return { kind: 'one', value: Rational.parse(value)! };
}

/**
 * An answer as a key or a student writes it for an equation: "x = 3/4" is the value 3/4, the text
 * after one letter and "="; any other text is returned as it is.
 */
export function equationAnswerText(text: string): string {
  const match = /^\s*[A-Za-z]\s*=\s*(\S.*?)\s*$/.exec(text);
  return match === null ? text : match[1]!;
}

/** The most characters an answer written as words is read in (its spaces included). */
const MAX_ANSWER_WORD_TEXT = 64;

/** The set an answer written as words names ("none", "every number", אין פתרון…), or null for any other text; never throws. */
export function answerWord(text: string): SolutionSet | null {
  // The words are short: a longer text (a whole working, when grading) is none of them, unread.
  if (text.length > MAX_ANSWER_WORD_TEXT) return null;
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (NO_SOLUTION.includes(word)) return { kind: 'none' };
  if (EVERY_NUMBER.includes(word)) return { kind: 'every', except: [] };
  return null;
}

/** The fields in the contract's check order: object, unknown field, missing working, types, answer, variable; then the working. */
export function readEquationRequest(input: unknown, fields: readonly string[] = FIELDS): { working: string; answer: SolutionSet | null; variable: string | null; extra: Record<string, unknown> } {
  const request = readWorkingObject(input, fields, '{"working": "2x + 1 = 7\\n2x = 6\\nx = 3"}', fields.join(', '));
  const { working } = request;
  const answer = Object.hasOwn(request, 'answer') ? request.answer : null;
  const variable = Object.hasOwn(request, 'variable') ? request.variable : null;
  if (typeof working !== 'string') throw invalidInput('wrong_type', 'working must be a string');
  if (answer !== null && typeof answer !== 'string') throw invalidInput('wrong_type', 'answer must be a string such as "7/8", "none" or "every", or null');
  if (variable !== null && typeof variable !== 'string') throw invalidInput('wrong_type', 'variable must be a string of one letter, or null');
  if (variable !== null && !/^[A-Za-z]$/.test(variable)) throw invalidInput('bad_variable', `variable "${variable.slice(0, 20)}" must be one letter`);
  const extra: Record<string, unknown> = {};
  for (const key of fields) if (!FIELDS.includes(key) && Object.hasOwn(request, key)) extra[key] = request[key];
  return { working, answer: answer === null ? null : readEquationAnswer(answer), variable: variable === null ? null : variable.toLowerCase(), extra };
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
