// The Evaluate tab's variable rows, refused by the engine, said to the person: for each reason a
// variable can be refused for, a sentence in English and in Hebrew that quotes the name or the
// value and says how to write it, never the engine's message. The envelopes are the engine's own.
import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import type { ErrorEnvelope } from '../errors';
import { FIELD_ERROR_SENTENCES, variableInputError } from './field-error-sentences';
import { sentenceText as messageText } from './sentence-message';

const { en, he } = FIELD_ERROR_SENTENCES;

const rowOf = (name: string, value: string) => ({ name, value });
/** The Evaluate tab's request for one row alone: the expression 0 with that variable. */
const variableCheckRequest = (row: { name: string; value: string }) => ({ expression: '0', variables: { [row.name]: row.value } });

function said(name: string, value: string): { en: string; he: string; reason: string; message: string } {
  const row = rowOf(name, value);
  const response = execute('decimal-expression-evaluate', variableCheckRequest(row)) as unknown as ErrorEnvelope;
  if (!('error' in response)) throw new Error(`${name} = ${value}: no error`);
  const sentence = variableInputError(row, response);
  return {
    en: messageText(sentence, en),
    he: messageText(sentence, he),
    reason: response.error.details.reason,
    message: response.error.message,
  };
}

const CASES: Array<[name: string, value: string, reason: string, english: string]> = [
  [
    '2x',
    '1',
    'invalid_variable_name',
    'The name “2x” cannot be used: start it with a small letter or _, then only small letters, digits or _ (no spaces).',
  ],
  [
    'rate of pay',
    '1',
    'invalid_variable_name',
    'The name “rate of pay” cannot be used: start it with a small letter or _, then only small letters, digits or _ (no spaces).',
  ],
  ['Price', '1', 'invalid_variable_name', 'The name “Price” has capital letters: write it in small letters, “price”.'],
  ['x'.repeat(33), '1', 'invalid_variable_name', `The name “${'x'.repeat(33)}” is too long: at most 32 letters, digits or _.`],
  ['x', ' ', 'malformed_number', 'Give “x” a value: a decimal number such as 2.5.'],
  [
    'x',
    '3/4',
    'malformed_number',
    '“3/4” is a fraction: give “x” its decimal value, or write the fraction in the expression instead of “x”.',
  ],
  ['x', ' 2.5', 'malformed_number', '“ 2.5” has spaces around it: write the number alone.'],
  ['x', '1.', 'malformed_number', '“1.” ends with a point: write digits after it (1.5), or leave the point out.'],
  ['x', '07', 'malformed_number', '“07” starts with a zero: write it without the zero in front (07 is 7).'],
  [
    'x',
    '1,5',
    'malformed_number',
    '“1,5” is not a decimal number: give “x” digits, with a point and a minus sign where needed, such as -0.75.',
  ],
  ['x', '9'.repeat(63), 'literal_too_long', `“${'9'.repeat(63)}” has too many digits for a value.`],
];

describe('a refused variable row, said to the person', () => {
  it.each(CASES)('%s = %s (%s)', (name, value, reason, english) => {
    const sentence = said(name, value);
    expect(sentence.reason).toBe(reason);
    expect(sentence.en).toBe(english);
    expect(sentence.en).not.toContain(sentence.message);
    expect(sentence.he).toMatch(/[\u0590-\u05FF]/);
    expect(sentence.he).not.toMatch(/\{[A-Za-z_]+\}/);
    // The Hebrew sentence quotes the same text.
    expect(sentence.he).toContain(reason === 'invalid_variable_name' || value.trim() === '' ? name : value);
  });

  it('says any other reason with the row as written, in both languages', () => {
    const envelope: ErrorEnvelope = { error: { code: 'invalid_input', message: 'engine words', details: { reason: 'something_new' } } };
    const sentence = variableInputError(rowOf('x', '1'), envelope);
    expect(messageText(sentence, en)).toBe('The row “x = 1” cannot be used as it is written.');
    expect(messageText(sentence, he)).toContain('x = 1');
  });
});
