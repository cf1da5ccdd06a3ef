import { describe, expect, it } from 'vitest';
import { lineAndColumn } from '../../core/json-fault';
import { MAX_IMPORT_STEPS, parseTraceJson, traceJson } from './trace-json';

const example = {
  inputs: { price: '7/2' },
  steps: [{ id: 'total', operator: '-', left: { value: '7/2', from: 'price' }, right: { value: '1/2', from: null }, result: '4' }],
  claimed_result: '4',
  require_canonical: true,
};

const failure = (text: string): string => {
  const parsed = parseTraceJson(text);
  if (parsed.ok) throw new Error('expected a failure');
  return parsed.message;
};

describe('parseTraceJson', () => {
  it('reads the contract’s request and writes it back unchanged', () => {
    const parsed = parseTraceJson(JSON.stringify(example));
    expect(parsed).toEqual({ ok: true, trace: example });
    if (parsed.ok) expect(JSON.parse(traceJson(parsed.trace))).toEqual(example);
  });

  it('says where malformed JSON breaks, by line and column', () => {
    expect(failure('{\n  "inputs": {},\n  "steps": [,]\n}')).toBe('Not valid JSON at line 3, column 13: unexpected ",".');
    expect(failure('{"inputs": {')).toBe('Not valid JSON at line 1, column 13: the text ends too early.');
  });

  it('names the field that does not fit the contract’s shape', () => {
    expect(failure('[]')).toBe('Not a trace: The trace must be an object, not an array.');
    expect(failure(JSON.stringify({ ...example, extra: 1 }))).toBe('Not a trace: The trace has an unknown field "extra".');
    const { claimed_result: _, ...noClaim } = example;
    expect(failure(JSON.stringify(noClaim))).toBe('Not a trace: The trace is missing the field "claimed_result".');
    expect(failure(JSON.stringify({ ...example, inputs: { price: 3.5 } }))).toBe(
      'Not a trace: inputs["price"] must be a string, not a number.',
    );
    const badStep = { ...example.steps[0], operator: 'x' };
    expect(failure(JSON.stringify({ ...example, steps: [badStep] }))).toBe(
      'Not a trace: steps[0].operator must be one of + - * /, not "x".',
    );
    const badOperand = { ...example.steps[0], right: { value: 2, from: null } };
    expect(failure(JSON.stringify({ ...example, steps: [badOperand] }))).toBe(
      'Not a trace: steps[0].right.value must be a string, not a number.',
    );
    expect(failure(JSON.stringify({ ...example, require_canonical: 'yes' }))).toBe(
      'Not a trace: require_canonical must be true or false, not a string.',
    );
  });

  it('leaves value patterns to the engine: a malformed rational still imports', () => {
    const parsed = parseTraceJson(JSON.stringify({ ...example, claimed_result: '4.0' }));
    expect(parsed.ok).toBe(true);
  });

  it('refuses more steps than the contract allows before filling the table', () => {
    const steps = Array.from({ length: MAX_IMPORT_STEPS + 1 }, () => example.steps[0]);
    expect(failure(JSON.stringify({ ...example, steps }))).toContain(`at most ${MAX_IMPORT_STEPS} steps`);
  });

  it('keeps an input called "__proto__"', () => {
    const parsed = parseTraceJson('{"inputs": {"__proto__": "1"}, "steps": [], "claimed_result": "1", "require_canonical": false}');
    expect(parsed.ok && JSON.stringify(parsed.trace.inputs)).toBe('{"__proto__":"1"}');
  });
});

describe('lineAndColumn', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(lineAndColumn('\u{1F600}x', 1)).toEqual({ line: 1, column: 2 });
    expect(lineAndColumn('a\nbc', 3)).toEqual({ line: 2, column: 2 });
  });
});
