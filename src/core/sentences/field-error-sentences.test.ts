// The field errors' catalog: both languages say the same things, and the limits they quote are the engine's.
import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../errors';
import { MAX_SUBTRACT_DIGITS } from '../tools/rational-subtract';
import { FIELD_ERROR_SENTENCES, inputNamed, subtractInputError, TRACE_FIELD_NAME_LENGTH } from './field-error-sentences';
import { sentenceText } from './sentence-message';

describe('the field errors’ catalog', () => {
  it('the Hebrew catalog has every key the English one has, with the same placeholders', () => {
    const { en, he } = FIELD_ERROR_SENTENCES;
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    const names = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(en) as Array<keyof typeof en>) expect(names(he[key]), key).toEqual(names(en[key]));
  });

  it('a too long difference quotes the tool’s own limit', () => {
    const envelope = { error: { code: 'limit_exceeded', message: 'x', details: { reason: 'result_too_large' } } } as ErrorEnvelope;
    expect(sentenceText(subtractInputError(null, envelope), FIELD_ERROR_SENTENCES.en)).toBe(
      `The difference has more than ${MAX_SUBTRACT_DIGITS} digits.`,
    );
  });

  it('a name the engine cut in its field path is found whole among the inputs', () => {
    const long = 'n'.repeat(TRACE_FIELD_NAME_LENGTH + 5);
    expect(inputNamed(long.slice(0, TRACE_FIELD_NAME_LENGTH), ['a', long])).toBe(long);
    expect(inputNamed('a', ['a', long])).toBe('a');
    expect(inputNamed('nn', ['a', long])).toBe('nn');
  });
});
