import { describe, expect, it } from 'vitest';
import { MAX_LOADED_ROWS, TAB_ADAPTERS, tooManyRows } from './tab-adapters';

const step = { id: 's', operator: '+' as const, left: { value: '1', from: null }, right: { value: '1', from: null }, result: '2' };
const trace = (steps: number, inputs: number) => ({
  tab: 'trace' as const,
  request: {
    inputs: Object.fromEntries(Array.from({ length: inputs }, (_, index) => [`x${index}`, '1'])),
    steps: Array.from({ length: steps }, () => step),
    claimed_result: '2',
    require_canonical: true,
  },
});

describe('tooManyRows', () => {
  it('refuses a request that would fill a table beyond the contracts’ limits, before the table is filled', () => {
    expect(tooManyRows(trace(MAX_LOADED_ROWS.traceSteps, MAX_LOADED_ROWS.traceInputs))).toBeNull();
    expect(tooManyRows(trace(MAX_LOADED_ROWS.traceSteps + 1, 0))).toEqual({ what: 'steps', count: 1025, limit: 1024 });
    expect(tooManyRows(trace(1, MAX_LOADED_ROWS.traceInputs + 1))).toEqual({ what: 'inputs', count: 257, limit: 256 });
    const variables = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`v${index}`, '1']));
    expect(tooManyRows({ tab: 'evaluate', request: { expression: '1', variables } })).toEqual({
      what: 'variables',
      count: 1001,
      limit: 1000,
    });
  });
});

describe('the trace tab’s adapter', () => {
  it('fills the table from a request and gives the same request back, an input called "__proto__" included', () => {
    const request = { ...trace(1, 0).request, inputs: JSON.parse('{"__proto__": "1"}') as Record<string, string> };
    const back = TAB_ADAPTERS.trace.requestOf(TAB_ADAPTERS.trace.stateOf(request));
    expect(JSON.stringify(back)).toBe(JSON.stringify(request));
  });
});
