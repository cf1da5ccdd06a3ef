/**
 * What we say of a form's field the engine refused, in English and Hebrew: the Subtract tab's
 * numerators and denominators, the Evaluate tab's variable rows, the Trace tab's step table and
 * its Build from expression. Each sentence names the field as the form labels it and quotes what
 * is written there, built from the envelope's reason and field and the request itself, never from
 * the engine's English message or its field path.
 */
import type { ErrorEnvelope } from '../errors';
import { MAX_NAME_LENGTH } from '../grammar/decimal-lexer';
import type { RationalSubtractInput, RationalTraceCheckInput } from '../requests';
import { MAX_SUBTRACT_DIGITS } from '../tools/rational-subtract';
import { TRACE_FIELD_NAME_LENGTH } from '../tools/rational-trace-check';
import type { SentenceLanguage } from './misconception-sentences';
import { nestedPart, sentence, valuePart, type SentenceMessage, type SentencePart } from './sentence-message';

export const FIELD_ERROR_SENTENCES_EN = {
  'evaluate.variable.error.badName':
    'The name “{name}” cannot be used: start it with a small letter or _, then only small letters, digits or _ (no spaces).',
  'evaluate.variable.error.nameCapitals': 'The name “{name}” has capital letters: write it in small letters, “{lower}”.',
  'evaluate.variable.error.nameTooLong': 'The name “{name}” is too long: at most {limit} letters, digits or _.',
  'evaluate.variable.error.noValue': 'Give “{name}” a value: a decimal number such as 2.5.',
  'evaluate.variable.error.fraction':
    '“{value}” is a fraction: give “{name}” its decimal value, or write the fraction in the expression instead of “{name}”.',
  'evaluate.variable.error.spaces': '“{value}” has spaces around it: write the number alone.',
  'evaluate.variable.error.pointWithoutDigits': '“{value}” ends with a point: write digits after it (1.5), or leave the point out.',
  'evaluate.variable.error.leadingZero': '“{value}” starts with a zero: write it without the zero in front (07 is 7).',
  'evaluate.variable.error.badValue':
    '“{value}” is not a decimal number: give “{name}” digits, with a point and a minus sign where needed, such as -0.75.',
  'evaluate.variable.error.tooLong': '“{value}” has too many digits for a value.',
  'evaluate.variable.error.other': 'The row “{name} = {value}” cannot be used as it is written.',
  'subtract.numeratorOf': 'Numerator of {operand}',
  'subtract.denominatorOf': 'Denominator of {operand}',
  'subtract.error.notInteger': '{field}, “{text}”, is not a whole number: write 0 or a whole number, such as -3.',
  'subtract.error.denominator': '{field}, “{text}”, must be a whole number above 0.',
  'subtract.error.tooLong': '{field} has more than {max} digits.',
  'subtract.error.other': 'The difference has more than {max} digits.',
  'trace.error.place.stepId': 'the id of step {number}',
  'trace.error.place.operator': 'the operator of step {number}',
  'trace.error.place.result': 'the result of step {number}',
  'trace.error.place.leftValue': 'the left value of step {number}',
  'trace.error.place.rightValue': 'the right value of step {number}',
  'trace.error.place.leftFrom': 'where the left value of step {number} comes from',
  'trace.error.place.rightFrom': 'where the right value of step {number} comes from',
  'trace.error.place.claim': 'the claimed final result',
  'trace.error.place.input': 'the input “{name}”',
  'trace.error.empty': 'Write {place}: a fraction such as 3/4, or a whole number.',
  'trace.error.zeroDenominator': '“{text}”, {place}, has 0 as its denominator: a denominator is a whole number above 0.',
  'trace.error.decimal': '“{text}”, {place}, is a decimal: write it as a fraction (0.5 is 1/2).',
  'trace.error.mixed': '“{text}”, {place}, is a mixed number: write it as one fraction (1 1/2 is 3/2).',
  'trace.error.spaces': '“{text}”, {place}, has spaces around it: write the fraction alone.',
  'trace.error.notFraction': '“{text}”, {place}, is not a fraction: write a whole number, or numerator/denominator, such as -3/4.',
  'trace.error.inputName': 'The input name “{text}” cannot be used: start it with a letter or _, then letters, digits or _ (at most 64).',
  'trace.error.noName': 'Give {place} a name, such as s1.',
  'trace.error.badName': '“{text}”, {place}, is not a name: start it with a letter or _, then letters, digits or _ (at most 64).',
  'trace.error.duplicateName': '“{text}”, {place}, is already the name of an input or an earlier step: give it another.',
  'trace.error.operator': '“{text}”, {place}, is not one of + − × ÷.',
  'trace.error.tooLarge': '“{text}”, {place}, has too many digits.',
  'trace.error.cell': '“{text}”, {place}, cannot be used as it is written.',
  'trace.error.noSteps': 'Add a step: the table has none to check.',
  'trace.error.tooMany': 'The table has too many rows to check at once.',
  'trace.error.table': 'This table cannot be checked as it is written.',
  'build.error.divisionByZero': 'The divisor {divisor} is 0: a step cannot divide by zero.',
  'build.error.noOperation': '“{text}” is one number: write an operation, such as 3/4 − 1/4, to make steps of.',
} as const;

export type FieldErrorKey = keyof typeof FIELD_ERROR_SENTENCES_EN;

export const FIELD_ERROR_SENTENCES_HE: Readonly<Record<FieldErrorKey, string>> = {
  'evaluate.variable.error.badName':
    'אי אפשר להשתמש בשם “{name}”: התחילו אותו באות לטינית קטנה או ב־_, ואחריה רק אותיות לטיניות קטנות, ספרות או _ (בלי רווחים).',
  'evaluate.variable.error.nameCapitals': 'בשם “{name}” יש אותיות גדולות: כתבו אותו באותיות קטנות, “{lower}”.',
  'evaluate.variable.error.nameTooLong': 'השם “{name}” ארוך מדי: לכל היותר {limit} אותיות, ספרות או _.',
  'evaluate.variable.error.noValue': 'תנו ל־“{name}” ערך: מספר עשרוני כמו 2.5.',
  'evaluate.variable.error.fraction': '“{value}” הוא שבר: תנו ל־“{name}” את ערכו העשרוני, או כתבו את השבר בביטוי במקום “{name}”.',
  'evaluate.variable.error.spaces': 'סביב “{value}” יש רווחים: כתבו את המספר לבדו.',
  'evaluate.variable.error.pointWithoutDigits': '“{value}” נגמר בנקודה: כתבו ספרות אחריה (1.5), או השמיטו את הנקודה.',
  'evaluate.variable.error.leadingZero': '“{value}” מתחיל באפס: כתבו אותו בלי האפס שלפניו (07 הוא 7).',
  'evaluate.variable.error.badValue': '“{value}” אינו מספר עשרוני: תנו ל־“{name}” ספרות, עם נקודה וסימן מינוס לפי הצורך, כמו ‎-0.75.',
  'evaluate.variable.error.tooLong': 'ב־“{value}” יש יותר מדי ספרות לערך.',
  'evaluate.variable.error.other': 'אי אפשר להשתמש בשורה “{name} = {value}” כפי שהיא כתובה.',
  'subtract.numeratorOf': 'המונה של {operand}',
  'subtract.denominatorOf': 'המכנה של {operand}',
  'subtract.error.notInteger': '{field}, “{text}”, אינו מספר שלם: כתבו 0 או מספר שלם, כמו ‎-3.',
  'subtract.error.denominator': '{field}, “{text}”, צריך להיות מספר שלם גדול מ־0.',
  'subtract.error.tooLong': '{field} ארוך מדי: יש בו יותר מ־{max} ספרות.',
  'subtract.error.other': 'בהפרש יש יותר מ־{max} ספרות.',
  'trace.error.place.stepId': 'המזהה של צעד {number}',
  'trace.error.place.operator': 'הפעולה של צעד {number}',
  'trace.error.place.result': 'התוצאה של צעד {number}',
  'trace.error.place.leftValue': 'הערך השמאלי של צעד {number}',
  'trace.error.place.rightValue': 'הערך הימני של צעד {number}',
  'trace.error.place.leftFrom': 'המקור של הערך השמאלי של צעד {number}',
  'trace.error.place.rightFrom': 'המקור של הערך הימני של צעד {number}',
  'trace.error.place.claim': 'התוצאה הסופית הנטענת',
  'trace.error.place.input': 'הקלט “{name}”',
  'trace.error.empty': 'כתבו את {place}: שבר כמו 3/4, או מספר שלם.',
  'trace.error.zeroDenominator': 'ב־“{text}”, {place}, המכנה הוא 0: מכנה הוא מספר שלם גדול מ־0.',
  'trace.error.decimal': '“{text}”, {place}, הוא מספר עשרוני: כתבו אותו כשבר (0.5 הוא 1/2).',
  'trace.error.mixed': '“{text}”, {place}, הוא מספר מעורב: כתבו אותו כשבר אחד (1 1/2 הוא 3/2).',
  'trace.error.spaces': 'סביב “{text}”, {place}, יש רווחים: כתבו את השבר לבדו.',
  'trace.error.notFraction': '“{text}”, {place}, אינו שבר: כתבו מספר שלם, או מונה/מכנה, כמו ‎-3/4.',
  'trace.error.inputName': 'אי אפשר להשתמש בשם הקלט “{text}”: התחילו אותו באות לטינית או ב־_, ואחריה אותיות, ספרות או _ (לכל היותר 64).',
  'trace.error.noName': 'תנו ל{place} שם, כמו s1.',
  'trace.error.badName': '“{text}”, {place}, אינו שם: התחילו אותו באות לטינית או ב־_, ואחריה אותיות, ספרות או _ (לכל היותר 64).',
  'trace.error.duplicateName': '“{text}”, {place}, הוא כבר שם של קלט או של צעד קודם: תנו שם אחר.',
  'trace.error.operator': '“{text}”, {place}, אינו אחת מהפעולות + − × ÷.',
  'trace.error.tooLarge': 'ב־“{text}”, {place}, יש יותר מדי ספרות.',
  'trace.error.cell': 'אי אפשר להשתמש ב־“{text}”, {place}, כפי שהוא כתוב.',
  'trace.error.noSteps': 'הוסיפו צעד: בטבלה אין צעדים לבדיקה.',
  'trace.error.tooMany': 'בטבלה יש יותר מדי שורות לבדיקה אחת.',
  'trace.error.table': 'אי אפשר לבדוק את הטבלה הזו כפי שהיא כתובה.',
  'build.error.divisionByZero': 'המחלק {divisor} הוא 0: צעד אינו יכול לחלק באפס.',
  'build.error.noOperation': '“{text}” הוא מספר אחד: כתבו פעולה, כמו 3/4 − 1/4, כדי לבנות ממנה צעדים.',
};

export const FIELD_ERROR_SENTENCES: Readonly<Record<SentenceLanguage, Readonly<Record<FieldErrorKey, string>>>> = {
  en: FIELD_ERROR_SENTENCES_EN,
  he: FIELD_ERROR_SENTENCES_HE,
};

export type FieldErrorMessage = SentenceMessage<FieldErrorKey>;
type Part = SentencePart<FieldErrorKey>;

const value = valuePart;
const nested = (id: FieldErrorKey, params: Readonly<Record<string, Part>> = {}): Part => nestedPart(id, params);

// ---- The Subtract tab (rational-subtract) ----

const SUBTRACT_SENTENCES: Readonly<Record<string, FieldErrorKey>> = {
  invalid_integer: 'subtract.error.notInteger',
  non_positive_denominator: 'subtract.error.denominator',
  value_too_large: 'subtract.error.tooLong',
};

/** `request`: the one the envelope answers (its field, "a.denominator", names the operand and part). */
export function subtractInputError(request: RationalSubtractInput | null, envelope: ErrorEnvelope): FieldErrorMessage {
  const { reason, field } = envelope.error.details as { reason: string; field?: unknown };
  const match = typeof field === 'string' ? /^([ab])\.(numerator|denominator)$/.exec(field) : null;
  const id = SUBTRACT_SENTENCES[reason];
  const max = value(MAX_SUBTRACT_DIGITS);
  if (match === null || id === undefined || request === null) return sentence('subtract.error.other', { max });
  const operand = match[1] as 'a' | 'b';
  const part = match[2] as 'numerator' | 'denominator';
  return sentence(id, {
    field: nested(part === 'numerator' ? 'subtract.numeratorOf' : 'subtract.denominatorOf', { operand: value(operand) }),
    text: value(String(request[operand][part])),
    max,
  });
}

// ---- The Evaluate tab's variable rows (decimal-expression-evaluate's variables) ----

/** A variable row as the Evaluate tab has it: a name and a value, as typed. */
export interface VariableText {
  name: string;
  value: string;
}

export function variableInputError(row: VariableText, envelope: ErrorEnvelope): FieldErrorMessage {
  const { reason } = envelope.error.details;
  const name = value(row.name);
  const stated = value(row.value);
  if (reason === 'invalid_variable_name') {
    if (row.name.length > MAX_NAME_LENGTH) return sentence('evaluate.variable.error.nameTooLong', { name, limit: value(MAX_NAME_LENGTH) });
    if (/[A-Z]/.test(row.name) && /^[a-z_][a-z0-9_]*$/.test(row.name.toLowerCase()))
      return sentence('evaluate.variable.error.nameCapitals', { name, lower: value(row.name.toLowerCase()) });
    return sentence('evaluate.variable.error.badName', { name });
  }
  if (reason === 'malformed_number') {
    const trimmed = row.value.trim();
    if (trimmed === '') return sentence('evaluate.variable.error.noValue', { name });
    if (/^-?\d+\/\d+$/.test(trimmed)) return sentence('evaluate.variable.error.fraction', { name, value: stated });
    if (trimmed !== row.value && /^-?(0|[1-9]\d*)(\.\d+)?$/.test(trimmed))
      return sentence('evaluate.variable.error.spaces', { value: stated });
    if (/^-?\d+\.$/.test(trimmed)) return sentence('evaluate.variable.error.pointWithoutDigits', { value: stated });
    if (/^-?0\d/.test(trimmed)) return sentence('evaluate.variable.error.leadingZero', { value: stated });
    return sentence('evaluate.variable.error.badValue', { name, value: stated });
  }
  if (reason === 'literal_too_long' || reason === 'too_many_digits' || reason === 'too_many_fraction_digits')
    return sentence('evaluate.variable.error.tooLong', { value: stated });
  return sentence('evaluate.variable.error.other', { name, value: stated });
}

// ---- The Trace tab's step table (rational-trace-check) and Build from expression ----

/** The cell a field path names, how the table calls it, and what is written in it. */
interface Cell {
  place: Part;
  text: string;
}

function cellOf(field: string, request: RationalTraceCheckInput): Cell | null {
  const step = /^steps\[(\d+)\]\.(id|operator|result|left|right)(?:\.(value|from))?$/.exec(field);
  if (step !== null) {
    const index = Number(step[1]);
    const row = request.steps[index];
    const number = value(index + 1);
    const part = step[2]!;
    if (part === 'id') return { place: nested('trace.error.place.stepId', { number }), text: row?.id ?? '' };
    if (part === 'operator') return { place: nested('trace.error.place.operator', { number }), text: row?.operator ?? '' };
    if (part === 'result') return { place: nested('trace.error.place.result', { number }), text: row?.result ?? '' };
    const side = part === 'left' ? row?.left : row?.right;
    if (step[3] === 'from')
      return {
        place: nested(part === 'left' ? 'trace.error.place.leftFrom' : 'trace.error.place.rightFrom', { number }),
        text: side?.from ?? '',
      };
    return {
      place: nested(part === 'left' ? 'trace.error.place.leftValue' : 'trace.error.place.rightValue', { number }),
      text: side?.value ?? '',
    };
  }
  if (field === 'claimed_result') return { place: nested('trace.error.place.claim'), text: request.claimed_result };
  if (field.startsWith('inputs.')) {
    const name = inputNamed(field.slice('inputs.'.length), Object.keys(request.inputs));
    return { place: nested('trace.error.place.input', { name: value(name) }), text: request.inputs[name] ?? '' };
  }
  return null;
}

export { TRACE_FIELD_NAME_LENGTH };

/** The input of `names` a field path's name stands for: the engine cuts a long name to its first characters there. */
export function inputNamed(named: string, names: readonly string[]): string {
  if (names.includes(named)) return named;
  return names.find((name) => named.length === TRACE_FIELD_NAME_LENGTH && name.startsWith(named)) ?? named;
}

/** Why a fraction as written is not one the table takes, most telling first. */
function fractionFault(text: string): FieldErrorKey {
  const written = text.trim();
  if (written === '') return 'trace.error.empty';
  if (/^-?\d+\/-?0+$/.test(written)) return 'trace.error.zeroDenominator';
  if (/^-?\d*\.\d+$/.test(written)) return 'trace.error.decimal';
  if (/^-?\d+\s+\d+\/\d+$/.test(written)) return 'trace.error.mixed';
  if (written !== text) return 'trace.error.spaces';
  return 'trace.error.notFraction';
}

/** `request`: the table as it was sent, the one the envelope answers. */
export function traceInputError(request: RationalTraceCheckInput, envelope: ErrorEnvelope): FieldErrorMessage {
  const { reason, field } = envelope.error.details as { reason: string; field?: unknown };
  if (reason === 'no_steps') return sentence('trace.error.noSteps');
  const cell = typeof field === 'string' ? cellOf(field, request) : null;
  if (cell === null) return sentence(reason.startsWith('too_many') ? 'trace.error.tooMany' : 'trace.error.table');
  const params = { place: cell.place, text: value(cell.text) };
  if (reason === 'invalid_name' && typeof field === 'string' && field.startsWith('inputs.'))
    return sentence('trace.error.inputName', { text: value(inputNamed(field.slice('inputs.'.length), Object.keys(request.inputs))) });
  switch (reason) {
    case 'invalid_rational':
      return sentence(fractionFault(cell.text), params);
    case 'invalid_name':
      return sentence(cell.text.trim() === '' ? 'trace.error.noName' : 'trace.error.badName', params);
    case 'duplicate_name':
      return sentence('trace.error.duplicateName', params);
    case 'invalid_operator':
      return sentence('trace.error.operator', params);
    case 'value_too_large':
      return sentence('trace.error.tooLarge', params);
    default:
      return sentence('trace.error.cell', params);
  }
}

/**
 * Build from expression's refusals that point at no single place the Check tab's sentences say: a
 * zero divisor (named by its text, as the engine found it) and an expression with no operation.
 * Null for the others, which the expression's own sentences say.
 */
export function buildInputError(expression: string, envelope: ErrorEnvelope): FieldErrorMessage | null {
  const { reason, divisor_text: divisor } = envelope.error.details as { reason: string; divisor_text?: unknown };
  if (reason === 'division_by_zero' && typeof divisor === 'string')
    return sentence('build.error.divisionByZero', { divisor: value(divisor) });
  if (reason === 'no_operation') return sentence('build.error.noOperation', { text: value(expression.trim()) });
  return null;
}
