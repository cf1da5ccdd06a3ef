/**
 * A variable row the engine refused, said to the person: one sentence in the page's language that
 * quotes the name or the value at fault and says how to write it, built from the envelope's reason
 * and the row itself, never from the engine's English message.
 */
import type { ErrorEnvelope } from '../../worker/messages';
import type { ExplanationMessage } from '../i18n/explanation';
import type { VariableRow } from './evaluate-state';

const value = (text: string) => ({ kind: 'value', text }) as const;

/** The longest name the tool takes (names match ^[a-z_][a-z0-9_]{0,31}$). */
const MAX_NAME_LENGTH = 32;

export function variableInputError(row: VariableRow, envelope: ErrorEnvelope): ExplanationMessage {
  const { reason } = envelope.error.details;
  const name = value(row.name);
  const stated = value(row.value);
  if (reason === 'invalid_variable_name') {
    if (row.name.length > MAX_NAME_LENGTH)
      return { id: 'evaluate.variable.error.nameTooLong', params: { name, limit: value(String(MAX_NAME_LENGTH)) } };
    if (/[A-Z]/.test(row.name) && /^[a-z_][a-z0-9_]*$/.test(row.name.toLowerCase())) {
      return { id: 'evaluate.variable.error.nameCapitals', params: { name, lower: value(row.name.toLowerCase()) } };
    }
    return { id: 'evaluate.variable.error.badName', params: { name } };
  }
  if (reason === 'malformed_number') {
    const trimmed = row.value.trim();
    if (trimmed === '') return { id: 'evaluate.variable.error.noValue', params: { name } };
    if (/^-?\d+\/\d+$/.test(trimmed)) return { id: 'evaluate.variable.error.fraction', params: { name, value: stated } };
    if (trimmed !== row.value && /^-?(0|[1-9]\d*)(\.\d+)?$/.test(trimmed))
      return { id: 'evaluate.variable.error.spaces', params: { value: stated } };
    if (/^-?\d+\.$/.test(trimmed)) return { id: 'evaluate.variable.error.pointWithoutDigits', params: { value: stated } };
    if (/^-?0\d/.test(trimmed)) return { id: 'evaluate.variable.error.leadingZero', params: { value: stated } };
    return { id: 'evaluate.variable.error.badValue', params: { name, value: stated } };
  }
  if (reason === 'literal_too_long' || reason === 'too_many_digits' || reason === 'too_many_fraction_digits') {
    return { id: 'evaluate.variable.error.tooLong', params: { value: stated } };
  }
  return { id: 'evaluate.variable.error.other', params: { name, value: stated } };
}
