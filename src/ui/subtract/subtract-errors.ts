/**
 * The Subtract tab's input errors, said in the page's language: the field named as the form
 * labels it ("the denominator of a") and its text quoted, from the envelope's reason and field
 * (details.field, "a.denominator") and the request itself, never the engine's English message.
 */
import type { ErrorEnvelope, SubtractInput } from '../../worker/messages';
import type { MessageKey } from '../i18n/en';
import type { ExplanationMessage, ExplanationPart } from '../i18n/explanation';

const value = (text: string): ExplanationPart => ({ kind: 'value', text });
const nested = (id: MessageKey, params: Readonly<Record<string, ExplanationPart>>): ExplanationPart => ({ kind: 'message', id, params });

const SENTENCES: Readonly<Record<string, MessageKey>> = {
  invalid_integer: 'subtract.error.notInteger',
  non_positive_denominator: 'subtract.error.denominator',
  value_too_large: 'subtract.error.tooLong',
};

export function subtractInputError(request: SubtractInput | null, envelope: ErrorEnvelope): ExplanationMessage {
  const { reason, field } = envelope.error.details as { reason: string; field?: unknown };
  const match = typeof field === 'string' ? /^([ab])\.(numerator|denominator)$/.exec(field) : null;
  const id = SENTENCES[reason];
  if (match === null || id === undefined || request === null) return { id: 'subtract.error.other', params: {} };
  const operand = match[1] as 'a' | 'b';
  const part = match[2] as 'numerator' | 'denominator';
  return {
    id,
    params: {
      field: nested(part === 'numerator' ? 'subtract.numeratorOf' : 'subtract.denominatorOf', { operand: value(operand) }),
      text: value(String(request[operand][part])),
    },
  };
}
