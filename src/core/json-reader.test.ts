import { describe, expect, it } from 'vitest';
import { flag, integer, jsonData, list, MAX_ITEMS, map, readJson, readOrNull, record, text, textOrNull } from './json-reader';

describe('readers', () => {
  it('accept exactly the shape and copy it into fresh data', () => {
    const reader = record({ name: text(), on: flag, rows: list(text()) });
    const stored = { name: 'x', on: true, rows: ['a', 'b'] };
    const read = readOrNull(reader, stored);
    expect(read).toEqual(stored);
    expect(read).not.toBe(stored);
    expect(read!.rows).not.toBe(stored.rows);
  });

  it('refuse a missing field, an extra field, a wrong type, a hole', () => {
    const reader = record({ name: text(), rows: list(text()) });
    expect(readOrNull(reader, { name: 'x' })).toBeNull();
    expect(readOrNull(reader, { name: 'x', rows: [], extra: 1 })).toBeNull();
    expect(readOrNull(reader, { name: 1, rows: [] })).toBeNull();
    // eslint-disable-next-line no-sparse-arrays
    expect(readOrNull(reader, { name: 'x', rows: ['a', , 'b'] })).toBeNull();
    expect(readOrNull(reader, null)).toBeNull();
    expect(readOrNull(reader, 'text')).toBeNull();
    expect(readOrNull(reader, [])).toBeNull();
  });

  it('refuse objects that are not plain data', () => {
    const reader = record({ name: text() });
    expect(
      readOrNull(
        reader,
        new (class {
          name = 'x';
        })(),
      ),
    ).toBeNull();
    expect(readOrNull(reader, Object.assign(new Date(0), { name: 'x' }))).toBeNull();
  });

  it('never let "__proto__" change a prototype', () => {
    const hostile = JSON.parse('{"name":"x","__proto__":{"polluted":true}}') as unknown;
    expect(readOrNull(record({ name: text() }), hostile)).toBeNull();
    const data = readOrNull(jsonData({ maxDepth: 4, maxNodes: 100, maxText: 100 }), hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBeNull();
    expect(Object.keys(data)).toEqual(['name', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('cap lengths, counts, depth and size', () => {
    expect(readOrNull(text(3), 'abcd')).toBeNull();
    expect(
      readOrNull(
        list(text()),
        Array.from({ length: MAX_ITEMS + 1 }, () => ''),
      ),
    ).toBeNull();
    const data = jsonData({ maxDepth: 3, maxNodes: 10, maxText: 5 });
    expect(readOrNull(data, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(readOrNull(data, { a: { b: { c: { d: 1 } } } })).toBeNull();
    expect(
      readOrNull(
        data,
        Array.from({ length: 11 }, () => 0),
      ),
    ).toBeNull();
    expect(readOrNull(data, 'too long')).toBeNull();
    expect(readOrNull(data, { n: Number.NaN })).toBeNull();
  });
});

describe('optional fields, maps and messages', () => {
  it('take an optional field when present and leave it out when absent', () => {
    const reader = record({ name: text() }, { note: textOrNull, count: integer });
    expect(readOrNull(reader, { name: 'x' })).toEqual({ name: 'x' });
    expect(readOrNull(reader, { name: 'x', note: null, count: -0 })).toEqual({ name: 'x', note: null, count: 0 });
    expect(readOrNull(reader, { name: 'x', count: 1.5 })).toBeNull();
  });

  it('copy a map with "__proto__" as an ordinary key', () => {
    const read = readOrNull(map(text()), JSON.parse('{"__proto__": "1", "a": "2"}'));
    expect(JSON.stringify(read)).toBe('{"__proto__":"1","a":"2"}');
    expect(readOrNull(map(text()), { a: 1 })).toBeNull();
  });

  it('say where a value does not fit, from names and indexes only', () => {
    const reader = record({ rows: list(record({ on: flag })) });
    expect(readJson(reader, { rows: [{ on: true }, { on: 'yes' }] }, 'the request')).toEqual({
      ok: false,
      message: 'the request.rows[1].on must be true or false',
    });
    expect(readJson(reader, { rows: [], secret: 1 }, 'the request')).toEqual({
      ok: false,
      message: 'the request has a field that does not belong there',
    });
    expect(readJson(reader, {}, 'the request')).toEqual({ ok: false, message: 'the request is missing rows' });
  });
});
