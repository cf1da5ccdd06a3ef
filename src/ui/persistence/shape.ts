/**
 * Readers for what comes back from storage (IndexedDB, the localStorage mirror). Storage is
 * outside the app's control — an older build's data, a half-written entry, another script on the
 * origin — so nothing read from it is used as it is: a reader accepts a value only when it has
 * exactly the expected shape and within size caps, and returns a fresh copy made of plain
 * objects, arrays, strings, numbers and booleans. Anything else throws a StoredShapeError that
 * {@link readStored} turns into null, so a caller falls back to its initial state.
 */

export class StoredShapeError extends Error {}

/** Reads `value` (found at `path`, for the error) into a fresh value of type T, or throws StoredShapeError. */
export type Reader<T> = (value: unknown, path: string) => T;

export type ReadType<R> = R extends Reader<infer T> ? T : never;

/**
 * The caps: far above anything typed or imported (the trace importer stops at 4 M characters and
 * 1,024 steps), low enough that a damaged entry cannot make the page build a million rows.
 */
export const MAX_STORED_TEXT = 4_000_000;
export const MAX_STORED_ROWS = 10_000;

const fail = (path: string, what: string): never => {
  throw new StoredShapeError(`${path} ${what}`);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** An own, enumerable data property, even for a key such as "__proto__". */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export const text =
  (max = MAX_STORED_TEXT): Reader<string> =>
  (value, path) => {
    if (typeof value !== 'string') return fail(path, 'is not a string');
    if (value.length > max) return fail(path, 'is too long');
    return value;
  };

export const flag: Reader<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'is not a boolean'));

/** A finite number (a time, a revision). */
export const finiteNumber: Reader<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? value + 0 : fail(path, 'is not a finite number');

export const oneOf =
  <const V extends readonly string[]>(values: V): Reader<V[number]> =>
  (value, path) =>
    typeof value === 'string' && values.includes(value) ? (value as V[number]) : fail(path, 'is not one of the allowed values');

export const literal =
  <const V extends string | number>(expected: V): Reader<V> =>
  (value, path) =>
    value === expected ? expected : fail(path, `is not ${String(expected)}`);

/** An object with exactly these fields, every one present (a version bump, not an optional field, changes a shape). */
export function record<F extends Record<string, Reader<unknown>>>(fields: F): Reader<{ [K in keyof F]: ReadType<F[K]> }> {
  const names = Object.keys(fields);
  return (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'is not an object');
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(fields, key)) fail(`${path}`, 'has a field that does not belong there');
    }
    const copy: Record<string, unknown> = {};
    for (const name of names) {
      if (!Object.hasOwn(value, name)) fail(path, `is missing ${name}`);
      define(copy, name, fields[name]!(value[name], `${path}.${name}`));
    }
    return copy as { [K in keyof F]: ReadType<F[K]> };
  };
}

export const list =
  <T>(item: Reader<T>, max = MAX_STORED_ROWS): Reader<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'is not a list');
    if (value.length > max) return fail(path, 'has too many items');
    const copy: T[] = [];
    // An index loop: a hole is a fault, not something to skip.
    for (let index = 0; index < value.length; index++) copy.push(item(value[index], `${path}[${index}]`));
    return copy;
  };

/** A reader whose result is then adjusted (not named `then`: a module exporting `then` is a thenable to `import()`) (e.g. row keys made unique). */
export const adjusted =
  <T, U>(inner: Reader<T>, adjust: (value: T) => U): Reader<U> =>
  (value, path) =>
    adjust(inner(value, path));

/**
 * Any JSON value (an engine response kept in the history), copied with caps on depth, size and
 * string length; null-prototype objects for its maps, so no key is special.
 */
export const jsonData =
  (caps: { maxDepth: number; maxNodes: number; maxText: number }): Reader<unknown> =>
  (value, path) => {
    let nodes = 0;
    const copy = (item: unknown, depth: number, where: string): unknown => {
      nodes++;
      if (nodes > caps.maxNodes) fail(path, 'is too large');
      if (item === null || typeof item === 'boolean') return item;
      if (typeof item === 'number') return Number.isFinite(item) ? item : fail(where, 'is not a finite number');
      if (typeof item === 'string') return item.length <= caps.maxText ? item : fail(where, 'is too long');
      if (depth >= caps.maxDepth) return fail(where, 'is nested too deeply');
      if (Array.isArray(item)) {
        const out: unknown[] = [];
        for (let index = 0; index < item.length; index++) out.push(copy(item[index], depth + 1, `${where}[${index}]`));
        return out;
      }
      if (!isPlainObject(item)) return fail(where, 'is not JSON data');
      const out = Object.create(null) as Record<string, unknown>;
      for (const key of Object.keys(item)) define(out, key, copy(item[key], depth + 1, `${where}.${key}`));
      return out;
    };
    return copy(value, 0, path);
  };

/** The value read by `reader`, or null when it does not fit (never throws for a bad value). */
export function readStored<T>(reader: Reader<T>, value: unknown): T | null {
  try {
    return reader(value, 'stored');
  } catch (error) {
    if (error instanceof StoredShapeError || error instanceof RangeError) return null;
    throw error;
  }
}
