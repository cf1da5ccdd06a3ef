import { describe, expect, it } from 'vitest';
import { readCheckState } from '../check/check-state';
import { INITIAL_EVALUATE, readEvaluateState } from '../evaluate/evaluate-state';
import { readSubtractState } from '../subtract/subtract-state';
import { INITIAL_TRACE, readTraceState } from '../trace/trace-model';
import { flag, jsonData, list, MAX_STORED_ROWS, readStored, record, text } from './shape';

describe('readers', () => {
  it('accept exactly the shape and copy it into fresh data', () => {
    const reader = record({ name: text(), on: flag, rows: list(text()) });
    const stored = { name: 'x', on: true, rows: ['a', 'b'] };
    const read = readStored(reader, stored);
    expect(read).toEqual(stored);
    expect(read).not.toBe(stored);
    expect(read!.rows).not.toBe(stored.rows);
  });

  it('refuse a missing field, an extra field, a wrong type, a hole', () => {
    const reader = record({ name: text(), rows: list(text()) });
    expect(readStored(reader, { name: 'x' })).toBeNull();
    expect(readStored(reader, { name: 'x', rows: [], extra: 1 })).toBeNull();
    expect(readStored(reader, { name: 1, rows: [] })).toBeNull();
    // eslint-disable-next-line no-sparse-arrays
    expect(readStored(reader, { name: 'x', rows: ['a', , 'b'] })).toBeNull();
    expect(readStored(reader, null)).toBeNull();
    expect(readStored(reader, 'text')).toBeNull();
    expect(readStored(reader, [])).toBeNull();
  });

  it('refuse objects that are not plain data', () => {
    const reader = record({ name: text() });
    expect(
      readStored(
        reader,
        new (class {
          name = 'x';
        })(),
      ),
    ).toBeNull();
    expect(readStored(reader, Object.assign(new Date(0), { name: 'x' }))).toBeNull();
  });

  it('never let "__proto__" change a prototype', () => {
    const hostile = JSON.parse('{"name":"x","__proto__":{"polluted":true}}') as unknown;
    expect(readStored(record({ name: text() }), hostile)).toBeNull();
    const data = readStored(jsonData({ maxDepth: 4, maxNodes: 100, maxText: 100 }), hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBeNull();
    expect(Object.keys(data)).toEqual(['name', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('cap lengths, counts, depth and size', () => {
    expect(readStored(text(3), 'abcd')).toBeNull();
    expect(
      readStored(
        list(text()),
        Array.from({ length: MAX_STORED_ROWS + 1 }, () => ''),
      ),
    ).toBeNull();
    const data = jsonData({ maxDepth: 3, maxNodes: 10, maxText: 5 });
    expect(readStored(data, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(readStored(data, { a: { b: { c: { d: 1 } } } })).toBeNull();
    expect(
      readStored(
        data,
        Array.from({ length: 11 }, () => 0),
      ),
    ).toBeNull();
    expect(readStored(data, 'too long')).toBeNull();
    expect(readStored(data, { n: Number.NaN })).toBeNull();
  });
});

describe('the tabs’ saved states', () => {
  it('read back what the tabs save', () => {
    expect(readStored(readEvaluateState, structuredClone(INITIAL_EVALUATE))).toEqual(INITIAL_EVALUATE);
    expect(readStored(readTraceState, structuredClone(INITIAL_TRACE))).toEqual(INITIAL_TRACE);
    expect(readStored(readCheckState, { expression: '1/2', claimedValue: '', requireCanonical: false })).toEqual({
      expression: '1/2',
      claimedValue: '',
      requireCanonical: false,
    });
    expect(readStored(readSubtractState, { aNumerator: '', aDenominator: '2', bNumerator: '-', bDenominator: 'x' })).not.toBeNull();
  });

  it('refuse values outside the choices a control offers', () => {
    expect(readStored(readEvaluateState, { ...INITIAL_EVALUATE, rounding: 'sideways' })).toBeNull();
    const step = { ...INITIAL_TRACE.steps[0]!, operator: '^' };
    expect(readStored(readTraceState, { ...INITIAL_TRACE, steps: [step] })).toBeNull();
    expect(readStored(readCheckState, { expression: '1', claimedValue: '1', requireCanonical: 'yes' })).toBeNull();
  });

  it('replace row keys that could not be element ids, and repeated ones', () => {
    const rows = [
      { key: 'a b', name: 'x', value: '1' },
      { key: 'k1', name: 'y', value: '2' },
      { key: 'k1', name: 'z', value: '3' },
    ];
    const read = readStored(readEvaluateState, { ...INITIAL_EVALUATE, variables: rows })!;
    const keys = read.variables.map((row) => row.key);
    expect(new Set(keys).size).toBe(3);
    expect(keys[1]).toBe('k1');
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(read.variables.map((row) => row.name)).toEqual(['x', 'y', 'z']);
  });
});
