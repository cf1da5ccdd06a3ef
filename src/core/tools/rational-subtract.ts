import { exceedsDigits } from '../digits';
import { invalidInput, limitExceeded } from '../errors';
import { integerFromText, Rational } from '../rational';
import { checkFields, fieldDetail, requireObject, requireString, type JsonObject } from './fields';

export const MAX_SUBTRACT_DIGITS = 1000;

const INTEGER_TEXT = /^-?(0|[1-9][0-9]*)$/;

export interface RationalSubtractOutput {
  numerator: string;
  denominator: string;
}

interface Operand {
  numerator: bigint;
  denominator: bigint;
  /** Written digit counts, for the product pre-check. */
  numeratorDigits: number;
  denominatorDigits: number;
}

/** An integer field: the schema's maxLength is the digit limit (NOTES), then the pattern, then the digits. */
function readInteger(object: JsonObject, key: string, where: string): { value: bigint; digits: number } {
  const text = requireString(object[key], `${where}.${key}`);
  if (text.length > MAX_SUBTRACT_DIGITS + 1) {
    throw limitExceeded(
      'value_too_large',
      `${where}.${key} is ${text.length} characters; at most ${MAX_SUBTRACT_DIGITS} digits are allowed`,
      undefined,
      fieldDetail(`${where}.${key}`),
    );
  }
  if (!INTEGER_TEXT.test(text)) {
    throw invalidInput(
      'invalid_integer',
      `${where}.${key} "${text.slice(0, 40)}" is not an integer (0 or -?[1-9][0-9]*)`,
      undefined,
      fieldDetail(`${where}.${key}`),
    );
  }
  const digits = text.length - (text.startsWith('-') ? 1 : 0);
  if (digits > MAX_SUBTRACT_DIGITS) {
    throw limitExceeded(
      'value_too_large',
      `${where}.${key} has ${digits} digits; at most ${MAX_SUBTRACT_DIGITS} are allowed`,
      undefined,
      fieldDetail(`${where}.${key}`),
    );
  }
  return { value: integerFromText(text), digits };
}

function readOperand(value: unknown, where: string): Operand {
  const object = requireObject(value, where);
  checkFields(object, ['numerator', 'denominator'], ['numerator', 'denominator'], where);
  const numerator = readInteger(object, 'numerator', where);
  const denominator = readInteger(object, 'denominator', where);
  if (denominator.value <= 0n) {
    throw invalidInput(
      'non_positive_denominator',
      `${where}.denominator must be a positive integer`,
      undefined,
      fieldDetail(`${where}.denominator`),
    );
  }
  return {
    numerator: numerator.value,
    denominator: denominator.value,
    numeratorDigits: numerator.digits,
    denominatorDigits: denominator.digits,
  };
}

/** x·y, refusing before multiplying when the digit counts alone already prove it is too large. */
function boundedProduct(x: bigint, xDigits: number, y: bigint, yDigits: number, what: string): bigint {
  const tooLarge = () => limitExceeded('intermediate_too_large', `${what} has more than ${MAX_SUBTRACT_DIGITS} digits`);
  if (xDigits + yDigits - 1 > MAX_SUBTRACT_DIGITS && x !== 0n && y !== 0n) throw tooLarge();
  const product = x * y;
  if (exceedsDigits(product, MAX_SUBTRACT_DIGITS)) throw tooLarge();
  return product;
}

export function rationalSubtract(input: unknown): RationalSubtractOutput {
  const request = requireObject(input, 'the input');
  checkFields(request, ['a', 'b'], ['a', 'b'], 'the input');
  const a = readOperand(request.a, 'a');
  const b = readOperand(request.b, 'b');

  const left = boundedProduct(a.numerator, a.numeratorDigits, b.denominator, b.denominatorDigits, 'a.numerator × b.denominator');
  const right = boundedProduct(b.numerator, b.numeratorDigits, a.denominator, a.denominatorDigits, 'b.numerator × a.denominator');
  const denominator = boundedProduct(
    a.denominator,
    a.denominatorDigits,
    b.denominator,
    b.denominatorDigits,
    'a.denominator × b.denominator',
  );
  const difference = left - right;
  if (exceedsDigits(difference, MAX_SUBTRACT_DIGITS)) {
    throw limitExceeded('intermediate_too_large', `the difference's numerator has more than ${MAX_SUBTRACT_DIGITS} digits`);
  }
  const result = Rational.of(difference, denominator);
  return { numerator: result.numerator.toString(), denominator: result.denominator.toString() };
}
