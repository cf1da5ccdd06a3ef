// The Check and Evaluate tabs' input errors, said to the person in English and Hebrew, quoting the
// text at fault, never the engine's message or its offset. The envelopes are the engine's own.
import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import type { ErrorEnvelope } from '../errors';
import { INPUT_ERROR_SENTENCES, expressionInputError } from './input-error-sentences';
import { sentenceText as messageText } from './sentence-message';

const { en, he } = INPUT_ERROR_SENTENCES;

const HEBREW = /[\u0590-\u05FF]/;

function said(
  tool: 'rational-expression-check' | 'decimal-expression-evaluate',
  expression: string,
  extra: Record<string, unknown> = {},
): { en: string; he: string } | null {
  const input =
    tool === 'rational-expression-check'
      ? { expression, claimed_value: '1', require_canonical: false, ...extra }
      : { expression, ...extra };
  const response = execute(tool, input) as unknown as ErrorEnvelope;
  if (!('error' in response)) throw new Error(`${expression}: no error`);
  const sentence = expressionInputError(expression, tool === 'rational-expression-check' ? 'rational' : 'decimal', response);
  return sentence === null ? null : { en: messageText(sentence, en), he: messageText(sentence, he) };
}

describe("input errors of an expression, in the person's words", () => {
  it.each([
    ['rational-expression-check', '1/2 + x', '“x” cannot be part of this expression.'],
    ['rational-expression-check', '1/2 + (1/3', 'The bracket opened before 1/3 is never closed.'],
    ['rational-expression-check', '1/2 +', '“1/2 +” ends too early: write what comes after “+”.'],
    ['rational-expression-check', '1/2 ) + 1', '“)” cannot come here.'],
    ['rational-expression-check', `1 + ${'1'.repeat(501)}`, `“${'1'.repeat(501)}” has too many digits or letters.`],
    ['decimal-expression-evaluate', 'price * 2', 'The name “price” has no value: give it one among the variables, or check its spelling.'],
    ['decimal-expression-evaluate', '1 + foo(2)', '“foo” is not a function that can be used here (abs, min, max, round).'],
    ['decimal-expression-evaluate', 'abs(1, 2)', '“abs” is given the wrong number of values between its brackets.'],
    ['decimal-expression-evaluate', 'round(1, 2)', '“round” needs a rounding mode: choose one under the expression.'],
    ['decimal-expression-evaluate', '1 / 0', '“/” divides by zero.'],
    ['decimal-expression-evaluate', '1.2.3', '“.” cannot be part of this expression.'],
  ] as const)('%s: %j', (tool, expression, english) => {
    const sentence = said(tool, expression);
    expect(sentence?.en).toBe(english);
    expect(sentence?.he).toMatch(HEBREW);
    expect(sentence?.he).not.toMatch(/\{[a-z]+\}/);
  });

  it('an envelope about no place in the expression is left to the tab', () => {
    expect(said('decimal-expression-evaluate', '1', { scale: 2 })).toBeNull();
  });
});
