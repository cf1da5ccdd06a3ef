/**
 * Readers for JSON values that come from outside the program's control — a share link, an opened
 * file, saved data, a message from another copy of the app. A reader accepts a value only when it has exactly
 * the expected shape (within size caps) and returns a fresh copy made of plain objects, arrays,
 * strings, numbers, booleans and null; anything else throws a JsonShapeError saying where and
 * why, which {@link readJson} and {@link readOrNull} turn into data. Messages are built from field
 * names and indexes only, never from the value, so nothing hostile is echoed to the user.
 */

class JsonShapeError extends Error {}

/** Reads `value` (found at `path`, for the message) into a fresh value of type T, or throws JsonShapeError. */
export type Reader<T> = (value: unknown, path: string) => T;

type ReadType<R> = R extends Reader<infer T> ? T : never;

/**
 * The default caps: far above anything typed or imported, low enough that a damaged value cannot
 * make a page build a million rows.
 */
const MAX_TEXT = 4_000_000;
export const MAX_ITEMS = 10_000;

const fail = (path: string, what: string): never => {
  throw new JsonShapeError(`${path} ${what}`);
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
  (max = MAX_TEXT): Reader<string> =>
  (value, path) => {
    if (typeof value !== 'string') return fail(path, 'must be a string');
    if (value.length > max) return fail(path, 'is too long');
    return value;
  };

export const textOrNull: Reader<string | null> = (value, path) =>
  value === null || typeof value === 'string' ? value : fail(path, 'must be a string or null');

export const flag: Reader<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'must be true or false'));

/** A finite number (a time, a revision); -0 is 0. */
export const finiteNumber: Reader<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? value + 0 : fail(path, 'must be a finite number');

/** A whole number; -0 is 0. */
export const integer: Reader<number> = (value, path) =>
  typeof value === 'number' && Number.isInteger(value) ? value + 0 : fail(path, 'must be a whole number');

export const oneOf =
  <const V extends readonly string[]>(values: V): Reader<V[number]> =>
  (value, path) =>
    typeof value === 'string' && values.includes(value) ? (value as V[number]) : fail(path, `must be one of ${values.join(' ')}`);

export const literal =
  <const V extends string | number>(expected: V): Reader<V> =>
  (value, path) =>
    value === expected ? expected : fail(path, `must be ${String(expected)}`);

type Fields = Record<string, Reader<unknown>>;
type RecordOf<F extends Fields, O extends Fields> = { [K in keyof F]: ReadType<F[K]> } & { [K in keyof O]?: ReadType<O[K]> };

/** An object with exactly these fields: every one of `fields` present, any of `optional`, no other. */
export function record<F extends Fields, O extends Fields = Record<never, never>>(
  fields: F,
  optional: O = {} as O,
): Reader<{ [K in keyof RecordOf<F, O>]: RecordOf<F, O>[K] }> {
  return (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'must be an object');
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(fields, key) && !Object.hasOwn(optional, key)) fail(path, 'has a field that does not belong there');
    }
    const copy: Record<string, unknown> = {};
    for (const [name, read] of Object.entries(fields)) {
      if (!Object.hasOwn(value, name)) fail(path, `is missing ${name}`);
      define(copy, name, read(value[name], `${path}.${name}`));
    }
    for (const [name, read] of Object.entries(optional)) {
      if (Object.hasOwn(value, name)) define(copy, name, read(value[name], `${path}.${name}`));
    }
    return copy as RecordOf<F, O>;
  };
}

/** An object used as a map from any name to values that `values` reads. */
export const map =
  <T>(values: Reader<T>): Reader<Record<string, T>> =>
  (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'must be an object');
    const copy: Record<string, T> = {};
    for (const key of Object.keys(value)) define(copy, key, values(value[key], `a value in ${path}`));
    return copy;
  };

export const list =
  <T>(item: Reader<T>, max = MAX_ITEMS): Reader<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'must be a list');
    if (value.length > max) return fail(path, 'has too many items');
    const copy: T[] = [];
    // An index loop, not map(): a hole (possible in data that did not come from JSON) is a fault, not something to skip.
    for (let index = 0; index < value.length; index++) copy.push(item(value[index], `${path}[${index}]`));
    return copy;
  };

/** A reader whose result is then adjusted (e.g. row keys made unique). Not named `then`: a module exporting `then` is a thenable to `import()`. */
export const adjusted =
  <T, U>(inner: Reader<T>, adjust: (value: T) => U): Reader<U> =>
  (value, path) =>
    adjust(inner(value, path));

/**
 * Any JSON value (an engine response kept in a history), copied with caps on depth, size and
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
      if (typeof item === 'number') return Number.isFinite(item) ? item : fail(where, 'must be a finite number');
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

export type ReadResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** What `reader` reads from `value`, or a message saying what does not fit (`root` names the value in it). */
export function readJson<T>(reader: Reader<T>, value: unknown, root: string): ReadResult<T> {
  try {
    return { ok: true, value: reader(value, root) };
  } catch (thrown) {
    if (thrown instanceof JsonShapeError) return { ok: false, message: thrown.message };
    throw thrown;
  }
}

/** The value read by `reader`, or null when it does not fit (never throws for a bad value, however deep). */
export function readOrNull<T>(reader: Reader<T>, value: unknown): T | null {
  try {
    return reader(value, 'the value');
  } catch (thrown) {
    if (thrown instanceof JsonShapeError || thrown instanceof RangeError) return null;
    throw thrown;
  }
}
