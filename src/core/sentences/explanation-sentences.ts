/**
 * What we say of the Check and Trace tabs' verdicts (src/core/explain.ts: a key and the values it
 * names), in English and Hebrew. Values stay values, so the app can show each one left to right
 * inside a sentence in either language; nothing is computed here but the choice of sentence.
 */
import type { Explanation } from '../explain';
import { nestedPart, valuePart, type SentenceMessage, type SentencePart } from './sentence-message';

export const EXPLANATION_SENTENCES_EN = {
  'explain.operand.left': 'the left operand',
  'explain.operand.right': 'the right operand',
  'explain.form.lowest_terms': '{stated} is not in lowest terms; write {canonical}',
  'explain.form.denominator_one': '{stated} has a denominator of 1; write {canonical}',
  'explain.form.zero': '{stated} is just zero; write {canonical}',
  'explain.trace.valid.one': 'The step checks out, and the claimed result is the final value, {value}.',
  'explain.trace.valid.other': 'All {steps} steps check out, and the claimed result is the final value, {value}.',
  'explain.trace.unknown_reference.missing': 'Step {step}: {operand} comes from “{reference}”, but no input or earlier step has that name.',
  'explain.trace.unknown_reference.self':
    'Step {step}: {operand} comes from step {step} itself; an operand can only come from an input or an earlier step.',
  'explain.trace.unknown_reference.later':
    'Step {step}: {operand} comes from step {reference}, which comes later; an operand can only come from an input or an earlier step.',
  'explain.trace.operand_mismatch.step': 'Step {step}: {operand} {stated} should be {expected}, the result of step {reference}.',
  'explain.trace.operand_mismatch.input': 'Step {step}: {operand} {stated} should be {expected}, the value of input {reference}.',
  'explain.trace.division_by_zero.literal': 'Step {step}: the divisor {stated} is zero, and division by zero has no value.',
  'explain.trace.division_by_zero.reference':
    'Step {step}: the divisor {stated}, taken from {reference}, is zero, and division by zero has no value.',
  'explain.trace.operator_mismatch': 'Step {step}: {operation} is {actual}, not {stated}; {matching} would give {stated}.',
  'explain.trace.operator_mismatch.noOperation': 'Step {step}: the result is {actual}, not {stated}; {matching} would give {stated}.',
  'explain.trace.result_mismatch': 'Step {step}: {operation} is {actual}, not {stated}.',
  'explain.trace.result_mismatch.noOperation': 'Step {step}: the result is {actual}, not {stated}.',
  'explain.trace.not_canonical.operand': 'Step {step}: {operand} {fault}.',
  'explain.trace.not_canonical.result': 'Step {step}: the result {fault}.',
  'explain.trace.not_canonical.claim': 'The claimed result {fault}.',
  'explain.trace.final_result_mismatch': 'The claimed result {stated} is not the final value {actual}.',
  'explain.trace.unexplained': 'The trace does not check out.',
  'explain.check.valid': 'Correct: the expression is exactly {value}.',
  'explain.check.too_large': 'Your answer {claim} is {difference} too large: the expression is {value}.',
  'explain.check.too_small': 'Your answer {claim} is {difference} too small: the expression is {value}.',
  'explain.check.value_mismatch': 'Your answer {claim} is not the value of the expression, {value}.',
  'explain.check.not_canonical': 'Your answer has the right value, but {fault}.',
  'explain.check.division_by_zero': 'The expression divides by {divisor}, which is zero, so it has no value.',
  'explain.check.division_by_zero.unnamed': 'The expression divides by zero, so it has no value.',
  'explain.check.unexplained': 'The answer does not check out.',
} as const;

export type ExplanationSentenceKey = keyof typeof EXPLANATION_SENTENCES_EN;

export const EXPLANATION_SENTENCES_HE: Readonly<Record<ExplanationSentenceKey, string>> = {
  'explain.operand.left': 'האופרנד השמאלי',
  'explain.operand.right': 'האופרנד הימני',
  'explain.form.lowest_terms': '{stated} אינו מצומצם; יש לכתוב {canonical}',
  'explain.form.denominator_one': 'ל־{stated} יש מכנה 1; יש לכתוב {canonical}',
  'explain.form.zero': '{stated} הוא פשוט אפס; יש לכתוב {canonical}',
  'explain.trace.valid.one': 'הצעד נכון, והתוצאה הנטענת היא הערך הסופי, {value}.',
  'explain.trace.valid.other': 'כל {steps} הצעדים נכונים, והתוצאה הנטענת היא הערך הסופי, {value}.',
  'explain.trace.unknown_reference.missing': 'צעד {step}: {operand} נלקח מ־„{reference}”, אבל אין קלט או צעד קודם בשם הזה.',
  'explain.trace.unknown_reference.self': 'צעד {step}: {operand} נלקח מצעד {step} עצמו; אופרנד יכול להילקח רק מקלט או מצעד קודם.',
  'explain.trace.unknown_reference.later':
    'צעד {step}: {operand} נלקח מצעד {reference}, שבא מאוחר יותר; אופרנד יכול להילקח רק מקלט או מצעד קודם.',
  'explain.trace.operand_mismatch.step': 'צעד {step}: {operand} {stated} צריך להיות {expected}, התוצאה של צעד {reference}.',
  'explain.trace.operand_mismatch.input': 'צעד {step}: {operand} {stated} צריך להיות {expected}, הערך של הקלט {reference}.',
  'explain.trace.division_by_zero.literal': 'צעד {step}: המחלק {stated} שווה לאפס, ולחלוקה באפס אין ערך.',
  'explain.trace.division_by_zero.reference': 'צעד {step}: המחלק {stated}, שנלקח מ־{reference}, שווה לאפס, ולחלוקה באפס אין ערך.',
  'explain.trace.operator_mismatch': 'צעד {step}: {operation} שווה {actual}, לא {stated}; הפעולה {matching} הייתה נותנת {stated}.',
  'explain.trace.operator_mismatch.noOperation': 'צעד {step}: התוצאה היא {actual}, לא {stated}; הפעולה {matching} הייתה נותנת {stated}.',
  'explain.trace.result_mismatch': 'צעד {step}: {operation} שווה {actual}, לא {stated}.',
  'explain.trace.result_mismatch.noOperation': 'צעד {step}: התוצאה היא {actual}, לא {stated}.',
  'explain.trace.not_canonical.operand': 'צעד {step}: {operand} {fault}.',
  'explain.trace.not_canonical.result': 'צעד {step}: התוצאה {fault}.',
  'explain.trace.not_canonical.claim': 'התוצאה הנטענת {fault}.',
  'explain.trace.final_result_mismatch': 'התוצאה הנטענת {stated} אינה הערך הסופי {actual}.',
  'explain.trace.unexplained': 'הפתרון אינו נכון.',
  'explain.check.valid': 'נכון: הביטוי שווה בדיוק {value}.',
  'explain.check.too_large': 'התשובה שלך {claim} גדולה מדי ב־{difference}: הביטוי שווה {value}.',
  'explain.check.too_small': 'התשובה שלך {claim} קטנה מדי ב־{difference}: הביטוי שווה {value}.',
  'explain.check.value_mismatch': 'התשובה שלך {claim} אינה ערך הביטוי, {value}.',
  'explain.check.not_canonical': 'לתשובה שלך יש הערך הנכון, אבל {fault}.',
  'explain.check.division_by_zero': 'הביטוי מחלק ב־{divisor}, ששווה לאפס, ולכן אין לו ערך.',
  'explain.check.division_by_zero.unnamed': 'הביטוי מחלק באפס, ולכן אין לו ערך.',
  'explain.check.unexplained': 'התשובה אינה נכונה.',
};

type Part = SentencePart<ExplanationSentenceKey>;

type Operator = '+' | '-' | '*' | '/';
const SYMBOL: Readonly<Record<Operator, string>> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

const value = (text: string | number | null): Part => valuePart(text === null ? '?' : text);
const nested = (id: ExplanationSentenceKey, params: Readonly<Record<string, Part>> = {}): Part => nestedPart(id, params);
const operand = (side: 'left' | 'right'): Part => nested(side === 'left' ? 'explain.operand.left' : 'explain.operand.right');
const fault = (stated: string, canonical: string, form: 'lowest_terms' | 'denominator_one' | 'zero'): Part =>
  nested(`explain.form.${form}`, { stated: value(stated), canonical: value(canonical) });

function operation(left: string | null, operator: Operator | null, right: string | null): Part | null {
  return left === null || operator === null || right === null ? null : value(`${left} ${SYMBOL[operator]} ${right}`);
}

/** A verdict's explanation as a sentence of this catalog. */
export function explanationSentence(explanation: Explanation): SentenceMessage<ExplanationSentenceKey> {
  switch (explanation.key) {
    case 'trace.valid': {
      const { steps, final_value } = explanation.params;
      return {
        id: steps === 1 ? 'explain.trace.valid.one' : 'explain.trace.valid.other',
        params: { steps: value(steps), value: value(final_value) },
      };
    }
    case 'trace.unknown_reference.missing':
    case 'trace.unknown_reference.self':
    case 'trace.unknown_reference.later': {
      const { step, side, reference } = explanation.params;
      return { id: `explain.${explanation.key}`, params: { step: value(step), operand: operand(side), reference: value(reference) } };
    }
    case 'trace.operand_mismatch.step':
    case 'trace.operand_mismatch.input': {
      const { step, side, stated, expected, reference } = explanation.params;
      return {
        id: `explain.${explanation.key}`,
        params: {
          step: value(step),
          operand: operand(side),
          stated: value(stated),
          expected: value(expected),
          reference: value(reference),
        },
      };
    }
    case 'trace.division_by_zero.literal':
      return {
        id: 'explain.trace.division_by_zero.literal',
        params: { step: value(explanation.params.step), stated: value(explanation.params.stated) },
      };
    case 'trace.division_by_zero.reference': {
      const { step, stated, reference } = explanation.params;
      return {
        id: 'explain.trace.division_by_zero.reference',
        params: { step: value(step), stated: value(stated), reference: value(reference) },
      };
    }
    case 'trace.operator_mismatch':
    case 'trace.result_mismatch': {
      const { step, left, operator, right, stated, actual } = explanation.params;
      const done = operation(left, operator, right);
      const params: Record<string, Part> = { step: value(step), stated: value(stated), actual: value(actual) };
      if (done !== null) params.operation = done;
      if (explanation.key === 'trace.operator_mismatch') {
        params.matching = value(SYMBOL[explanation.params.matching_operator]);
        return { id: done === null ? 'explain.trace.operator_mismatch.noOperation' : 'explain.trace.operator_mismatch', params };
      }
      return { id: done === null ? 'explain.trace.result_mismatch.noOperation' : 'explain.trace.result_mismatch', params };
    }
    case 'trace.not_canonical.operand': {
      const { step, side, stated, canonical, form } = explanation.params;
      return {
        id: 'explain.trace.not_canonical.operand',
        params: { step: value(step), operand: operand(side), fault: fault(stated, canonical, form) },
      };
    }
    case 'trace.not_canonical.result': {
      const { step, stated, canonical, form } = explanation.params;
      return { id: 'explain.trace.not_canonical.result', params: { step: value(step), fault: fault(stated, canonical, form) } };
    }
    case 'trace.not_canonical.claim': {
      const { stated, canonical, form } = explanation.params;
      return { id: 'explain.trace.not_canonical.claim', params: { fault: fault(stated, canonical, form) } };
    }
    case 'trace.final_result_mismatch':
      return {
        id: 'explain.trace.final_result_mismatch',
        params: { stated: value(explanation.params.stated), actual: value(explanation.params.actual) },
      };
    case 'trace.unexplained':
      return { id: 'explain.trace.unexplained', params: {} };
    case 'check.valid':
      return { id: 'explain.check.valid', params: { value: value(explanation.params.value) } };
    case 'check.too_large':
    case 'check.too_small': {
      const { claim, value: exact, difference } = explanation.params;
      return { id: `explain.${explanation.key}`, params: { claim: value(claim), difference: value(difference), value: value(exact) } };
    }
    case 'check.value_mismatch':
      return {
        id: 'explain.check.value_mismatch',
        params: { claim: value(explanation.params.claim), value: value(explanation.params.value) },
      };
    case 'check.not_canonical': {
      const { claim, canonical, form } = explanation.params;
      return { id: 'explain.check.not_canonical', params: { fault: fault(claim, canonical, form) } };
    }
    case 'check.division_by_zero': {
      const { divisor } = explanation.params;
      return divisor === null
        ? { id: 'explain.check.division_by_zero.unnamed', params: {} }
        : { id: 'explain.check.division_by_zero', params: { divisor: value(divisor) } };
    }
    case 'check.unexplained':
      return { id: 'explain.check.unexplained', params: {} };
  }
}
