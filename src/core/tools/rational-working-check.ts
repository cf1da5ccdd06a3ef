/**
 * rational-working-check (contracts/rational-working-check.json): the request read in the
 * contract's order, then the fraction kind's method (../working/fraction-check).
 */
import { invalidInput, limitExceeded } from '../errors';
import { WORKING_MAX_VALUE_DIGITS } from '../evaluate/working-evaluator';
import { Rational, splitRationalText } from '../rational';
import { checkWorkingText, readWorkingText, type RationalWorkingCheckOutput, type WorkingCheck } from '../working/fraction-check';
import { readWorkingObject } from './fields';
import { FINAL_FORMS, type FinalForm } from './working-final-form';

export type {
  RationalWorkingCheckOutput,
  WorkingMisconception,
  WorkingNote,
  WorkingReason,
  WorkingStep,
  WorkingStepStatus,
  WorkingTermError,
} from '../working/fraction-check';

/** A request that passed the contract's field checks. */
interface WorkingRequest {
  working: string;
  answer: Rational | null;
  finalForm: FinalForm;
}

const FIELDS = ['working', 'answer', 'final_form'];

/** The fields, in the contract's check order: object, unknown field, missing working, types, size, lone surrogate, answer, final_form. */
function readRequest(input: unknown): WorkingRequest {
  const request = readWorkingObject(input, FIELDS, '{"working": "1/2 + 1/3 = 5/6"}', 'working, answer and final_form');
  const { working } = request;
  const answer = Object.hasOwn(request, 'answer') ? request.answer : null;
  const finalForm = Object.hasOwn(request, 'final_form') ? request.final_form : 'any';
  if (typeof working !== 'string') throw invalidInput('wrong_type', 'working must be a string');
  if (answer !== null && typeof answer !== 'string') throw invalidInput('wrong_type', 'answer must be a string such as "17/12", or null');
  if (typeof finalForm !== 'string') throw invalidInput('wrong_type', 'final_form must be a string');
  readWorkingText(working);
  return { working, answer: answer === null ? null : readAnswer(answer), finalForm: readFinalForm(finalForm) };
}

/** A decimal answer (1.2.0): -?INTEGER "." digits, as a teacher keys 5.22. */
const DECIMAL_ANSWER = /^-?(0|[1-9][0-9]*)\.[0-9]+$/;

function readAnswer(text: string): Rational {
  if (DECIMAL_ANSWER.test(text)) {
    const digits = text.replace(/[-.]/g, '').replace(/^0+(?=\d)/, '');
    const places = text.length - text.indexOf('.') - 1;
    // Its digits over a power of ten: neither may have more than 200 digits, as for a fraction.
    if (digits.length > WORKING_MAX_VALUE_DIGITS || places + 1 > WORKING_MAX_VALUE_DIGITS) {
      throw limitExceeded('answer_too_long', `answer has more than ${WORKING_MAX_VALUE_DIGITS} digits in its numerator or denominator`);
    }
    const magnitude = Rational.of(BigInt(digits), 10n ** BigInt(places));
    return text.startsWith('-') ? magnitude.negate() : magnitude;
  }
  const parts = splitRationalText(text);
  if (parts === null)
    throw invalidInput(
      'bad_answer',
      `answer "${text.slice(0, 40)}" is not a fraction of the form -?integer or -?integer/positive-integer, nor a decimal such as 5.22`,
    );
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

/** Checks a request in the contract's order; the request's own faults are thrown as ToolErrors. */
export function checkWorking(input: unknown): WorkingCheck {
  const { working, answer, finalForm } = readRequest(input);
  return checkWorkingText(working, answer, finalForm);
}

export function rationalWorkingCheck(input: unknown): RationalWorkingCheckOutput {
  return checkWorking(input).output;
}
