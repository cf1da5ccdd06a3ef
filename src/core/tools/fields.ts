import { invalidInput } from '../errors';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `details.field`: the JSON path of the field at fault, so a form can mark it; none for the input itself. */
export const fieldDetail = (where: string): Record<string, unknown> | undefined => (where === 'the input' ? undefined : { field: where });

const describeType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

/** The value as an object, or invalid_input naming where it was expected. */
export function requireObject(value: unknown, where: string): JsonObject {
  if (!isJsonObject(value))
    throw invalidInput('invalid_type', `${where} must be a JSON object, not ${describeType(value)}`, undefined, fieldDetail(where));
  return value;
}

/**
 * The contracts' field checks, in NOTES.md's order: no unknown field, then no missing required
 * field. Own properties only, so "__proto__" and friends are just names.
 */
export function checkFields(object: JsonObject, allowed: readonly string[], required: readonly string[], where: string): void {
  const keys = Object.keys(object);
  for (const key of keys) {
    if (!allowed.includes(key))
      throw invalidInput(
        'unknown_field',
        `unknown field "${key}" in ${where}`,
        undefined,
        fieldDetail(where === 'the input' ? key : `${where}.${key}`),
      );
  }
  // As many distinct keys as allowed names, each one allowed: every allowed name is present.
  if (keys.length === allowed.length) return;
  for (const key of required) {
    if (!Object.hasOwn(object, key))
      throw invalidInput(
        'missing_field',
        `missing field "${key}" in ${where}`,
        undefined,
        fieldDetail(where === 'the input' ? key : `${where}.${key}`),
      );
  }
}

export function requireString(value: unknown, where: string): string {
  if (typeof value !== 'string')
    throw invalidInput('invalid_type', `${where} must be a string, not ${describeType(value)}`, undefined, fieldDetail(where));
  return value;
}

export function requireBoolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean')
    throw invalidInput('invalid_type', `${where} must be true or false, not ${describeType(value)}`, undefined, fieldDetail(where));
  return value;
}

/** A field's value, read as an own property (the caller has checked it exists or may be absent). */
export function field(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * The first checks of the tools that read a student's working, in their contracts' order: the
 * input is an object, it has no unknown field (the message lists `fieldList`), and it has the
 * working.
 */
export function readWorkingObject(input: unknown, fields: readonly string[], example: string, fieldList: string): JsonObject {
  if (!isJsonObject(input)) throw invalidInput('not_an_object', `the request must be a JSON object such as ${example}`);
  for (const key of Object.keys(input)) {
    if (!fields.includes(key)) throw invalidInput('unknown_field', `unknown field "${key.slice(0, 60)}": the fields are ${fieldList}`);
  }
  if (!Object.hasOwn(input, 'working')) throw invalidInput('missing_field', 'missing field "working"');
  return input;
}
