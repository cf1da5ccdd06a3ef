import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import type { ErrorEnvelope } from '../errors';
import type { RationalSubtractInput as SubtractInput } from '../requests';
import { FIELD_ERROR_SENTENCES, subtractInputError } from './field-error-sentences';
import { sentenceText as messageText } from './sentence-message';

const { en, he } = FIELD_ERROR_SENTENCES;

const request = (a: [string, string], b: [string, string]): SubtractInput => ({
  a: { numerator: a[0], denominator: a[1] },
  b: { numerator: b[0], denominator: b[1] },
});

function said(input: SubtractInput): { en: string; he: string } {
  const envelope = execute('rational-subtract', input) as unknown as ErrorEnvelope;
  const sentence = subtractInputError(input, envelope);
  return { en: messageText(sentence, en), he: messageText(sentence, he) };
}

describe("the Subtract tab's input errors, in the page's words", () => {
  it.each([
    [request(['1', '0'], ['1', '3']), 'Denominator of a, “0”, must be a whole number above 0.'],
    [request(['1', '2'], ['1.5', '3']), 'Numerator of b, “1.5”, is not a whole number: write 0 or a whole number, such as -3.'],
    [request(['1', '2'], ['1', '9'.repeat(1001)]), 'Denominator of b has more than 1000 digits.'],
  ])('%j', (input, english) => {
    const sentence = said(input);
    expect(sentence.en).toBe(english);
    expect(sentence.he).toMatch(/[\u0590-\u05FF]/);
    expect(sentence.he).not.toMatch(/\{[a-z]+\}/);
  });
});
