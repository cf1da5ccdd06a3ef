/**
 * The five tools' request shapes, as their contracts' input_schema give them (field names,
 * required fields, JSON types and enums; not patterns, lengths or ranges: a restored tab shows
 * whatever the engine says about its values, as it would for typed input), and a reader that
 * copies a parsed JSON value into fresh plain data when, and only when, it has that shape.
 */
import {
  FINAL_FORMS,
  type CheckInput,
  type EvaluateInput,
  type SubtractInput,
  type TraceInput,
  type WorkingInput,
} from '../../worker/messages';

export type Shape =
  | { type: 'string' }
  | { type: 'string-or-null' }
  | { type: 'boolean' }
  | { type: 'integer' }
  | { type: 'enum'; values: readonly string[] }
  /** A JSON object with exactly these fields: no unknown one, every required one present. */
  | { type: 'object'; properties: Readonly<Record<string, Shape>>; required: readonly string[] }
  /** A JSON object used as a map from any name to values of one shape. */
  | { type: 'map'; values: Shape }
  | { type: 'array'; items: Shape };

const string: Shape = { type: 'string' };
const rationalOperand: Shape = {
  type: 'object',
  properties: { value: string, from: { type: 'string-or-null' } },
  required: ['value', 'from'],
};
const subtractOperand: Shape = {
  type: 'object',
  properties: { numerator: string, denominator: string },
  required: ['numerator', 'denominator'],
};

export const SHARE_TABS = ['working', 'evaluate', 'check', 'trace', 'subtract'] as const;
export type ShareTab = (typeof SHARE_TABS)[number];

export interface ShareRequests {
  working: WorkingInput;
  evaluate: EvaluateInput;
  check: CheckInput;
  trace: TraceInput;
  subtract: SubtractInput;
}

export const REQUEST_SHAPES: Readonly<Record<ShareTab, Shape>> = {
  working: {
    type: 'object',
    properties: { working: string, answer: { type: 'string-or-null' }, final_form: { type: 'enum', values: FINAL_FORMS } },
    required: ['working'],
  },
  evaluate: {
    type: 'object',
    properties: {
      expression: string,
      variables: { type: 'map', values: string },
      scale: { type: 'integer' },
      rounding: {
        type: 'enum',
        values: ['half_even', 'half_up', 'half_down', 'half_ceiling', 'half_floor', 'up', 'down', 'ceiling', 'floor', 'unnecessary'],
      },
    },
    required: ['expression'],
  },
  check: {
    type: 'object',
    properties: { expression: string, claimed_value: string, require_canonical: { type: 'boolean' } },
    required: ['expression', 'claimed_value', 'require_canonical'],
  },
  trace: {
    type: 'object',
    properties: {
      inputs: { type: 'map', values: string },
      steps: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: string,
            operator: { type: 'enum', values: ['+', '-', '*', '/'] },
            left: rationalOperand,
            right: rationalOperand,
            result: string,
          },
          required: ['id', 'operator', 'left', 'right', 'result'],
        },
      },
      claimed_result: string,
      require_canonical: { type: 'boolean' },
    },
    required: ['inputs', 'steps', 'claimed_result', 'require_canonical'],
  },
  subtract: {
    type: 'object',
    properties: { a: subtractOperand, b: subtractOperand },
    required: ['a', 'b'],
  },
};

/** Where and why a value does not fit; `where` is built from schema names and indexes only, never from the value. */
class ShapeFault {
  constructor(readonly message: string) {}
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain object with `key` as an own data property, even when the key is "__proto__". */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function read(shape: Shape, value: unknown, where: string): unknown {
  switch (shape.type) {
    case 'string':
      if (typeof value !== 'string') throw new ShapeFault(`${where} must be a string`);
      return value;
    case 'string-or-null':
      if (value !== null && typeof value !== 'string') throw new ShapeFault(`${where} must be a string or null`);
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw new ShapeFault(`${where} must be true or false`);
      return value;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw new ShapeFault(`${where} must be a whole number`);
      return value + 0; // -0 is 0
    case 'enum':
      if (typeof value !== 'string' || !shape.values.includes(value))
        throw new ShapeFault(`${where} must be one of ${shape.values.join(' ')}`);
      return value;
    case 'object': {
      if (!isObject(value)) throw new ShapeFault(`${where} must be an object`);
      const copy: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (!Object.hasOwn(shape.properties, key)) throw new ShapeFault(`${where} has a field that does not belong there`);
      }
      for (const [key, fieldShape] of Object.entries(shape.properties)) {
        if (Object.hasOwn(value, key)) define(copy, key, read(fieldShape, value[key], `${where}.${key}`));
        else if (shape.required.includes(key)) throw new ShapeFault(`${where} is missing ${key}`);
      }
      return copy;
    }
    case 'map': {
      if (!isObject(value)) throw new ShapeFault(`${where} must be an object`);
      const copy: Record<string, unknown> = {};
      for (const key of Object.keys(value)) define(copy, key, read(shape.values, value[key], `a value in ${where}`));
      return copy;
    }
    case 'array': {
      if (!Array.isArray(value)) throw new ShapeFault(`${where} must be a list`);
      // An index loop, not map(): a hole (possible in data that did not come from JSON) is a fault, not a hole.
      const copy: unknown[] = [];
      for (let index = 0; index < value.length; index++) copy.push(read(shape.items, value[index], `${where}[${index}]`));
      return copy;
    }
  }
}

export type ShapeResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A fresh copy of `value` made only of plain objects, arrays, strings, numbers, booleans and null,
 * when it has the shape of `tab`'s request; otherwise a message saying what does not fit.
 */
export function readRequest<Tab extends ShareTab>(tab: Tab, value: unknown): ShapeResult<ShareRequests[Tab]> {
  try {
    return { ok: true, value: read(REQUEST_SHAPES[tab], value, 'the request') as ShareRequests[Tab] };
  } catch (thrown) {
    if (thrown instanceof ShapeFault) return { ok: false, message: thrown.message };
    throw thrown;
  }
}
