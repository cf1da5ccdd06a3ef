import { describe, expect, it } from 'vitest';
import { namedRowMap, namedRowNotes, namedRowsOf } from './named-rows';

const rows = [
  { key: '1', name: 'x', value: '1' },
  { key: '2', name: '', value: '' },
  { key: '3', name: 'x', value: '2' },
];

describe('namedRowNotes', () => {
  it('explains why a row is not sent: a repeated name, and a blank row where blank rows are skipped', () => {
    expect(namedRowNotes(rows, true)).toEqual([null, { kind: 'empty' }, { kind: 'repeated', row: 1, name: 'x' }]);
    expect(namedRowNotes(rows, false)).toEqual([null, null, { kind: 'repeated', row: 1, name: 'x' }]);
  });
});

describe('namedRowMap and namedRowsOf', () => {
  it('carry the rows without a note, "__proto__" an ordinary name, and come back as the same rows', () => {
    const map = namedRowMap(rows, namedRowNotes(rows, true));
    expect(JSON.stringify(map)).toBe('{"x":"1"}');
    const proto = namedRowMap([{ key: '1', name: '__proto__', value: '2' }]);
    expect(JSON.stringify(proto)).toBe('{"__proto__":"2"}');
    expect(namedRowsOf(proto).map(({ name, value }) => ({ name, value }))).toEqual([{ name: '__proto__', value: '2' }]);
  });
});
