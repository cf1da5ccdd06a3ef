import { invalidInput, limitExceeded } from '../errors';
import { evaluateWorkingStep, WORKING_MAX_VALUE_DIGITS, type NodeValues, type StepEvaluation } from '../evaluate/working-evaluator';
import { codePointOffset, findLoneSurrogate, utf8Length } from '../grammar/source';
import { WORKING_MAX_LITERAL_DIGITS } from '../grammar/working-lexer';
import { parseWorkingPart, WORKING_MAX_DEPTH, WORKING_MAX_TOKENS, type WorkingNode } from '../grammar/working-parser';
import { isEmptyPart, splitWorkingParts, trimmedPart, type WorkingPart } from '../grammar/working-parts';
import type { MisconceptionRule } from '../misconceptions/catalog';
import { findMisconceptions, MAX_MISCONCEPTIONS_PER_STEP, type MisconceptionMatch } from '../misconceptions/find';
import { Rational, splitRationalText } from '../rational';
import { isJsonObject } from './fields';
import { REFERENCE_VERSION } from './reference-version';
import { FINAL_FORMS, isWrittenInForm, type FinalForm } from './working-final-form';

export const WORKING_LIMITS = {
  maxWorkingBytes: 8192,
  maxSteps: 100,
  maxTokensPerStep: WORKING_MAX_TOKENS,
  maxDepth: WORKING_MAX_DEPTH,
  maxLiteralDigits: WORKING_MAX_LITERAL_DIGITS,
  maxValueDigits: WORKING_MAX_VALUE_DIGITS,
  maxMisconceptionSteps: 5,
  maxMisconceptionsPerStep: MAX_MISCONCEPTIONS_PER_STEP,
} as const;

export type WorkingStepStatus = 'start' | 'equal' | 'not_equal' | 'division_by_zero' | 'unchecked';
export type WorkingReason = 'step_mismatch' | 'division_by_zero' | 'answer_mismatch' | 'final_form';

export interface WorkingMisconception {
  rule: MisconceptionRule;
  position: number | null;
}

export interface WorkingStep {
  text: string;
  line: number;
  position: number;
  value: string | null;
  status: WorkingStepStatus;
  equals_start: boolean | null;
  difference: string | null;
  division_position: number | null;
  misconceptions: WorkingMisconception[] | null;
}

export interface RationalWorkingCheckOutput {
  valid: boolean;
  reason: WorkingReason | null;
  first_error_index: number | null;
  start_value: string | null;
  final_value: string | null;
  answer_matches: boolean | null;
  final_form_ok: boolean | null;
  steps: WorkingStep[];
  reference_version: typeof REFERENCE_VERSION;
}

/** A request that passed the contract's field checks. */
interface WorkingRequest {
  working: string;
  answer: Rational | null;
  finalForm: FinalForm;
}

const FIELDS = ['working', 'answer', 'final_form'];

/** The fields, in the contract's check order: object, unknown field, missing working, types, size, lone surrogate, answer, final_form. */
function readRequest(input: unknown): WorkingRequest {
  if (!isJsonObject(input)) throw invalidInput('not_an_object', 'the request must be a JSON object such as {"working": "1/2 + 1/3 = 5/6"}');
  for (const key of Object.keys(input)) {
    if (!FIELDS.includes(key)) throw invalidInput('unknown_field', `unknown field "${key.slice(0, 60)}": the fields are working, answer and final_form`);
  }
  if (!Object.hasOwn(input, 'working')) throw invalidInput('missing_field', 'missing field "working"');
  const { working } = input;
  const answer = Object.hasOwn(input, 'answer') ? input.answer : null;
  const finalForm = Object.hasOwn(input, 'final_form') ? input.final_form : 'any';
  if (typeof working !== 'string') throw invalidInput('wrong_type', 'working must be a string');
  if (answer !== null && typeof answer !== 'string') throw invalidInput('wrong_type', 'answer must be a string such as "17/12", or null');
  if (typeof finalForm !== 'string') throw invalidInput('wrong_type', 'final_form must be a string');
  readWorkingText(working);
  return { working, answer: answer === null ? null : readAnswer(answer), finalForm: readFinalForm(finalForm) };
}

/** The working's size, then its characters, in the contract's order: working_too_long, lone_surrogate. */
export function readWorkingText(working: string): void {
  if (working.length * 3 > WORKING_LIMITS.maxWorkingBytes) {
    const bytes = utf8Length(working);
    if (bytes > WORKING_LIMITS.maxWorkingBytes) {
      throw limitExceeded('working_too_long', `the working is ${bytes} UTF-8 bytes; at most ${WORKING_LIMITS.maxWorkingBytes} are allowed`);
    }
  }
  const surrogate = findLoneSurrogate(working);
  if (surrogate >= 0) {
    const position = codePointOffset(working, surrogate);
    throw invalidInput('lone_surrogate', `the working has a lone surrogate (not a Unicode character) at ${position}`, position);
  }
}

function readAnswer(text: string): Rational {
  const parts = splitRationalText(text);
  if (parts === null) throw invalidInput('bad_answer', `answer "${text.slice(0, 40)}" is not a fraction of the form -?integer or -?integer/positive-integer`);
  if (parts.numeratorDigits > WORKING_MAX_VALUE_DIGITS || parts.denominatorDigits > WORKING_MAX_VALUE_DIGITS) {
    throw limitExceeded('answer_too_long', `answer has more than ${WORKING_MAX_VALUE_DIGITS} digits in its numerator or denominator`);
  }
  return Rational.parse(text)!;
}

function readFinalForm(text: string): FinalForm {
  if (!(FINAL_FORMS as readonly string[]).includes(text)) {
    throw invalidInput('bad_final_form', `final_form "${text.slice(0, 40)}" must be one of ${FINAL_FORMS.join(', ')}`);
  }
  return text as FinalForm;
}

/** The parts of the working, each parsed, in text order; every part is read whole before the next. */
function parseParts(working: string, parts: readonly WorkingPart[]): WorkingNode[] {
  return parts.map((part, index) => {
    if (part.leadingEquals !== null) {
      const position = codePointOffset(working, part.leadingEquals);
      throw invalidInput('syntax_error', `the working cannot begin with "=" (at ${position}): write the problem first`, position);
    }
    if (isEmptyPart(working, part)) {
      const position = codePointOffset(working, part.to);
      throw invalidInput('syntax_error', `step ${index} is empty: nothing before ${working.charCodeAt(part.to) === 61 ? `the "=" at ${position}` : `the end of line ${part.line}`}`, position);
    }
    return parseWorkingPart(working, part, index);
  });
}

/** The steps' statuses and values (the contract's "Step status"), before misconceptions. */
function markSteps(working: string, parts: readonly WorkingPart[], evaluations: readonly StepEvaluation[]): { steps: WorkingStep[]; compared: number[] } {
  const start = evaluations[0]!.value;
  let lastWithValue = -1;
  const compared: number[] = [];
  const steps = evaluations.map((evaluation, index): WorkingStep => {
    const part = parts[index]!;
    const { from, to } = trimmedPart(working, part);
    const { value } = evaluation;
    let status: WorkingStepStatus;
    let difference: string | null = null;
    if (value === null) status = 'division_by_zero';
    else if (index === 0) status = 'start';
    else if (lastWithValue < 0) status = 'unchecked';
    else {
      const earlier = evaluations[lastWithValue]!.value!;
      status = value.equals(earlier) ? 'equal' : 'not_equal';
      if (status === 'not_equal') difference = value.subtract(earlier).toString();
    }
    compared.push(lastWithValue);
    if (value !== null) lastWithValue = index;
    return {
      text: working.slice(from, to),
      line: part.line,
      position: from,
      value: value?.toString() ?? null,
      status,
      equals_start: value === null || start === null ? null : value.equals(start),
      difference,
      division_position: evaluation.divisionAt,
      misconceptions: null,
    };
  });
  return { steps, compared };
}

/** A not_equal step's misconceptions: the rules that turn the step it was compared with into its value. */
export function misconceptionsOf(compared: WorkingNode, stated: Rational): MisconceptionMatch[] {
  const values: NodeValues = new Map();
  evaluateWorkingStep(compared, values);
  return findMisconceptions(compared, values, stated);
}

/** A checked working: the parsed parts, their evaluations, and the output. */
export interface WorkingCheck {
  trees: WorkingNode[];
  evaluations: StepEvaluation[];
  /** For each step, the index of the step it was compared with, or -1. */
  compared: number[];
  output: RationalWorkingCheckOutput;
}

/** Checks a request in the contract's order; the request's own faults are thrown as ToolErrors. */
export function checkWorking(input: unknown): WorkingCheck {
  const { working, answer, finalForm } = readRequest(input);
  return checkWorkingText(working, answer, finalForm);
}

/**
 * Checks a working whose request fields are read (its size and characters too): the parts in the
 * contract's order, their values and statuses, the misconceptions of the first wrong steps unless
 * `withMisconceptions` is false, the answer and the final form.
 */
export function checkWorkingText(working: string, answer: Rational | null, finalForm: FinalForm, withMisconceptions = true): WorkingCheck {
  const parts = splitWorkingParts(working);
  if (parts.length === 0) throw invalidInput('empty_working', 'the working is empty: write the problem, then each step after "="');
  if (parts.length > WORKING_LIMITS.maxSteps) {
    throw limitExceeded('too_many_steps', `the working has ${parts.length} steps; at most ${WORKING_LIMITS.maxSteps} are allowed`);
  }
  const trees = parseParts(working, parts);
  const evaluations = trees.map((tree) => evaluateWorkingStep(tree));
  const { steps, compared } = markSteps(working, parts, evaluations);

  let searched = 0;
  steps.forEach((step, index) => {
    if (!withMisconceptions || step.status !== 'not_equal' || searched === WORKING_LIMITS.maxMisconceptionSteps) return;
    searched++;
    step.misconceptions = misconceptionsOf(trees[compared[index]!]!, evaluations[index]!.value!)
      .map(({ rule, position }) => ({ rule, position }));
  });

  const last = steps.length - 1;
  const startValue = evaluations[0]!.value;
  const finalValue = evaluations[last]!.value;
  const answerMatches = answer === null || finalValue === null ? null : answer.equals(finalValue);
  const finalFormOk = finalForm === 'any' ? null : isWrittenInForm(finalForm, trees[last]!);
  const firstError = steps.findIndex((step) => step.status === 'not_equal' || step.status === 'division_by_zero');
  const reason: WorkingReason | null = firstError >= 0 ? (steps[firstError]!.status === 'not_equal' ? 'step_mismatch' : 'division_by_zero')
    : answerMatches === false ? 'answer_mismatch'
    : finalFormOk === false ? 'final_form'
    : null;
  return {
    trees,
    evaluations,
    compared,
    output: {
      valid: reason === null,
      reason,
      first_error_index: firstError >= 0 ? firstError : null,
      start_value: startValue?.toString() ?? null,
      final_value: finalValue?.toString() ?? null,
      answer_matches: answerMatches,
      final_form_ok: finalFormOk,
      steps,
      reference_version: REFERENCE_VERSION,
    },
  };
}

export function rationalWorkingCheck(input: unknown): RationalWorkingCheckOutput {
  return checkWorking(input).output;
}
