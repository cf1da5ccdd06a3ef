import { describe, expect, it } from 'vitest';
import { evaluateRequest, variableCheckRequest, type EvaluateState } from './evaluate-state';

const base: EvaluateState = { expression: 'x + 1', variables: [], scale: '', rounding: '' };

describe('evaluateRequest', () => {
  it('sends nothing for an empty expression', () => {
    expect(evaluateRequest({ ...base, expression: '' })).toBeNull();
  });

  it('omits absent fields and sends scale as a number', () => {
    expect(evaluateRequest(base)).toEqual({ expression: 'x + 1' });
    expect(evaluateRequest({ ...base, scale: '2', rounding: 'half_up' })).toEqual({ expression: 'x + 1', scale: 2, rounding: 'half_up' });
    // The engine, not the UI, rejects a scale out of range.
    expect(evaluateRequest({ ...base, scale: '41' })).toEqual({ expression: 'x + 1', scale: 41 });
  });

  it('sends variables, skipping blank rows and repeated names', () => {
    const request = evaluateRequest({
      ...base,
      variables: [
        { key: '1', name: 'x', value: '2' },
        { key: '2', name: '', value: '' },
        { key: '3', name: 'x', value: '3' },
        { key: '4', name: '__proto__', value: '4' },
      ],
    });
    expect(JSON.stringify(request?.variables)).toBe('{"x":"2","__proto__":"4"}');
  });
});

describe('variableCheckRequest', () => {
  it('checks one variable on its own with a trivial expression', () => {
    expect(variableCheckRequest({ key: '1', name: 'rate', value: '0.5' })).toEqual({ expression: '0', variables: { rate: '0.5' } });
  });
});
