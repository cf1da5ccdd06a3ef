import { describe, expect, it } from 'vitest';
import { readCheckState } from '../check/check-state';
import { INITIAL_EVALUATE, readEvaluateState } from '../evaluate/evaluate-state';
import { readSubtractState } from '../subtract/subtract-state';
import { INITIAL_TRACE, readTraceState } from '../trace/trace-model';
import { readOrNull } from '../../core/json-reader';

describe('the tabs’ saved states', () => {
  it('read back what the tabs save', () => {
    expect(readOrNull(readEvaluateState, structuredClone(INITIAL_EVALUATE))).toEqual(INITIAL_EVALUATE);
    expect(readOrNull(readTraceState, structuredClone(INITIAL_TRACE))).toEqual(INITIAL_TRACE);
    expect(readOrNull(readCheckState, { expression: '1/2', claimedValue: '', requireCanonical: false })).toEqual({
      expression: '1/2',
      claimedValue: '',
      requireCanonical: false,
    });
    expect(readOrNull(readSubtractState, { aNumerator: '', aDenominator: '2', bNumerator: '-', bDenominator: 'x' })).not.toBeNull();
  });

  it('refuse values outside the choices a control offers', () => {
    expect(readOrNull(readEvaluateState, { ...INITIAL_EVALUATE, rounding: 'sideways' })).toBeNull();
    const step = { ...INITIAL_TRACE.steps[0]!, operator: '^' };
    expect(readOrNull(readTraceState, { ...INITIAL_TRACE, steps: [step] })).toBeNull();
    expect(readOrNull(readCheckState, { expression: '1', claimedValue: '1', requireCanonical: 'yes' })).toBeNull();
  });

  it('replace row keys that could not be element ids, and repeated ones', () => {
    const rows = [
      { key: 'a b', name: 'x', value: '1' },
      { key: 'k1', name: 'y', value: '2' },
      { key: 'k1', name: 'z', value: '3' },
    ];
    const read = readOrNull(readEvaluateState, { ...INITIAL_EVALUATE, variables: rows })!;
    const keys = read.variables.map((row) => row.key);
    expect(new Set(keys).size).toBe(3);
    expect(keys[1]).toBe('k1');
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(read.variables.map((row) => row.name)).toEqual(['x', 'y', 'z']);
  });
});
