import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_CHARACTERS, parseRequestText } from './parse-request-text';

describe('parseRequestText', () => {
  it('reads a request of the tab into fresh plain data', () => {
    const parsed = parseRequestText('subtract', '{"a":{"numerator":"1","denominator":"2"},"b":{"numerator":"1","denominator":"3"}}');
    expect(parsed).toEqual({
      ok: true,
      shared: { tab: 'subtract', request: { a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } } },
    });
  });

  it('skips a byte order mark and surrounding whitespace', () => {
    expect(parseRequestText('evaluate', '\uFEFF\n  {"expression": "1 + 2"}\n').ok).toBe(true);
  });

  it('says where malformed JSON breaks, by line and column', () => {
    expect(parseRequestText('evaluate', '{\n  "expression": "1",\n  "scale": 2,\n}')).toEqual({
      ok: false,
      problem: { kind: 'json', line: 4, column: 1, found: '}' },
    });
    expect(parseRequestText('evaluate', '{"expression": "1"')).toEqual({
      ok: false,
      problem: { kind: 'json', line: 1, column: 19, found: null },
    });
  });

  it('says what does not fit the tab, and which tab it fits', () => {
    const check = '{"expression":"1/2","claimed_value":"1/2","require_canonical":true}';
    expect(parseRequestText('evaluate', check)).toEqual({
      ok: false,
      problem: { kind: 'not_request', detail: 'the request has a field that does not belong there', otherTab: 'check' },
    });
    expect(parseRequestText('check', '{"expression":"1"}')).toEqual({
      ok: false,
      problem: { kind: 'not_request', detail: 'the request is missing claimed_value', otherTab: 'evaluate' },
    });
    expect(parseRequestText('trace', '[1, 2]')).toEqual({
      ok: false,
      problem: { kind: 'not_request', detail: 'the request must be an object', otherTab: null },
    });
  });

  it('refuses empty and oversized text before parsing', () => {
    expect(parseRequestText('evaluate', '   ')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseRequestText('evaluate', ' '.repeat(MAX_REQUEST_CHARACTERS + 1))).toEqual({
      ok: false,
      problem: { kind: 'too_long', limit: MAX_REQUEST_CHARACTERS },
    });
  });

  it('keeps "__proto__" an ordinary variable name', () => {
    const parsed = parseRequestText('evaluate', '{"expression":"__proto__ + 1","variables":{"__proto__":"2"}}');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.shared.tab !== 'evaluate') return;
    expect(Object.keys(parsed.shared.request.variables!)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['2']).toBeUndefined();
  });
});

describe('a trace’s values', () => {
  it('are left to the engine: a malformed rational still opens', () => {
    const trace = { inputs: {}, steps: [], claimed_result: '4.0', require_canonical: true };
    expect(parseRequestText('trace', JSON.stringify(trace))).toEqual({ ok: true, shared: { tab: 'trace', request: trace } });
  });
});
