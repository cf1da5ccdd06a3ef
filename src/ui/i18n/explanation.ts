/**
 * The engine's explanation descriptors (src/core/explain.ts: a key and the values it names) as
 * catalog messages. Values stay values here, so the renderer can show each one left to right
 * inside a sentence in either language; nothing is computed but the choice of message.
 */
import type { Explanation } from '../../core/explain';
import { nestedPart, sentenceText, valuePart, type SentenceMessage, type SentencePart } from '../../core/sentences/sentence-message';
import type { Catalog, MessageKey } from './en';

/** One value in a message: a number/name shown as written, or a nested message (the sentence catalog's shape, src/core/sentences). */
export type ExplanationPart = SentencePart<MessageKey>;

export type ExplanationMessage = SentenceMessage<MessageKey>;

type Operator = '+' | '-' | '*' | '/';
const SYMBOL: Readonly<Record<Operator, string>> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

const value = (text: string | number | null): ExplanationPart => valuePart(text === null ? '?' : text);
const nested = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>> = {}): ExplanationPart => nestedPart(id, params);
const operand = (side: 'left' | 'right'): ExplanationPart => nested(side === 'left' ? 'explain.operand.left' : 'explain.operand.right');
const fault = (stated: string, canonical: string, form: 'lowest_terms' | 'denominator_one' | 'zero'): ExplanationPart =>
  nested(`explain.form.${form}`, { stated: value(stated), canonical: value(canonical) });

function operation(left: string | null, operator: Operator | null, right: string | null): ExplanationPart | null {
  return left === null || operator === null || right === null ? null : value(`${left} ${SYMBOL[operator]} ${right}`);
}

export function explanationMessage(explanation: Explanation): ExplanationMessage {
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
      const params: Record<string, ExplanationPart> = { step: value(step), stated: value(stated), actual: value(actual) };
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

/** A value as written, or a nested message as plain text in the catalog's language. */
export function partText(part: ExplanationPart, catalog: Catalog): string {
  return part.kind === 'value' ? part.text : messageText(part, catalog);
}

/** A message with its values put in, as one plain sentence in the catalog's language. */
export function messageText(message: ExplanationMessage, catalog: Catalog): string {
  return sentenceText(message, catalog);
}

/** The explanation as one plain sentence in the catalog's language. */
export function explanationText(explanation: Explanation, catalog: Catalog): string {
  return messageText(explanationMessage(explanation), catalog);
}
