import { describe, expect, it } from 'vitest';
import { respondToBytes, respondToText, type Execute } from './respond';

const echo: Execute = (toolId, input) => ({ toolId, input });
const parsed = (text: string): unknown => JSON.parse(text);

describe('respondToText', () => {
  it('passes the parsed request and the tool id to the engine, and serializes its answer', () => {
    const response = respondToText(echo, 'rational-subtract', ' {"a": [1, "x"]} ', 'input');
    expect(parsed(response.text)).toEqual({ toolId: 'rational-subtract', input: { a: [1, 'x'] } });
    expect(response.internalError).toBe(false);
  });

  it('answers text that is not JSON without calling the engine', () => {
    const engine: Execute = () => {
      throw new Error('must not be called');
    };
    expect(parsed(respondToText(engine, 't', '{"a":}', 'line').text)).toEqual({
      error: {
        code: 'invalid_input',
        message: 'line is not JSON: has unexpected "}" at offset 5',
        details: { reason: 'invalid_json', position: 5 },
      },
    });
    expect(parsed(respondToText(engine, 't', ' \t', 'line').text)).toEqual({
      error: { code: 'invalid_input', message: 'blank line: expected one JSON value', details: { reason: 'invalid_json' } },
    });
    expect(parsed(respondToText(engine, 't', '', 'input').text)).toMatchObject({
      error: { message: 'empty input: expected one JSON value' },
    });
  });

  it.each<[string, Execute]>([
    [
      'throws',
      () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    ],
    ['answers nothing', () => undefined],
    ['answers something JSON cannot carry', () => ({ value: 1n })],
    [
      'answers with an internal_error envelope',
      () => ({ error: { code: 'not_computable', message: 'internal error: x', details: { reason: 'internal_error' } } }),
    ],
  ])('flags an engine that %s, and still answers with an envelope', (_, engine) => {
    const response = respondToText(engine, 't', '{}', 'input');
    expect(response.internalError).toBe(true);
    expect(parsed(response.text)).toMatchObject({ error: { code: 'not_computable', details: { reason: 'internal_error' } } });
  });

  it('does not flag ordinary error envelopes', () => {
    const engine: Execute = () => ({ error: { code: 'invalid_input', message: 'm', details: { reason: 'invalid_type' } } });
    expect(respondToText(engine, 't', '{}', 'input').internalError).toBe(false);
  });
});

describe('respondToBytes', () => {
  it('refuses bytes that are not UTF-8', () => {
    const response = respondToBytes(echo, 't', new Uint8Array([0x22, 0xc3, 0x28, 0x22]), 'line');
    expect(parsed(response.text)).toEqual({
      error: { code: 'invalid_input', message: 'line is not valid UTF-8', details: { reason: 'invalid_utf8' } },
    });
  });

  it('decodes UTF-8 and drops a byte order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('"½ − ⅓"')]);
    expect(parsed(respondToBytes(echo, 't', bytes, 'input').text)).toEqual({ toolId: 't', input: '½ − ⅓' });
  });
});
