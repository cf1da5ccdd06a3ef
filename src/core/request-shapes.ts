/**
 * The request shapes of the tools a person fills a form for, as their contracts' input_schema
 * give them (field names, required fields, JSON types and enums; not patterns, lengths or ranges:
 * the values are the tool's to judge), and readers that copy a JSON value into fresh plain data
 * when, and only when, it has that shape. A caller that restores a request from outside (a share
 * link, an opened file, a saved history) reads it here before it fills a form with it.
 */
import { ROUNDING_MODES } from './decimal';
import { flag, integer, list, map, oneOf, record, text, textOrNull, type Reader } from './json-reader';
import type {
  DecimalExpressionEvaluateInput,
  RationalExpressionCheckInput,
  RationalSubtractInput,
  RationalTraceCheckInput,
  RationalWorkingCheckInput,
} from './requests';
import { FINAL_FORMS } from './tools/working-final-form';

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

export interface ShapedRequests {
  'rational-working-check': RationalWorkingCheckInput;
  'decimal-expression-evaluate': DecimalExpressionEvaluateInput;
  'rational-expression-check': RationalExpressionCheckInput;
  'rational-trace-check': RationalTraceCheckInput;
  'rational-subtract': RationalSubtractInput;
}
type ShapedTool = keyof ShapedRequests;

const string: Shape = { type: 'string' };
const object = (properties: Record<string, Shape>, required: readonly string[] = Object.keys(properties)): Shape => ({
  type: 'object',
  properties,
  required,
});
const rationalOperand = object({ value: string, from: { type: 'string-or-null' } });
const subtractOperand = object({ numerator: string, denominator: string });

export const REQUEST_SHAPES: Readonly<Record<ShapedTool, Shape>> = {
  'rational-working-check': object(
    { working: string, answer: { type: 'string-or-null' }, final_form: { type: 'enum', values: FINAL_FORMS } },
    ['working'],
  ),
  'decimal-expression-evaluate': object(
    {
      expression: string,
      variables: { type: 'map', values: string },
      scale: { type: 'integer' },
      rounding: { type: 'enum', values: ROUNDING_MODES },
    },
    ['expression'],
  ),
  'rational-expression-check': object({ expression: string, claimed_value: string, require_canonical: { type: 'boolean' } }),
  'rational-trace-check': object({
    inputs: { type: 'map', values: string },
    steps: {
      type: 'array',
      items: object({
        id: string,
        operator: { type: 'enum', values: ['+', '-', '*', '/'] },
        left: rationalOperand,
        right: rationalOperand,
        result: string,
      }),
    },
    claimed_result: string,
    require_canonical: { type: 'boolean' },
  }),
  'rational-subtract': object({ a: subtractOperand, b: subtractOperand }),
};

/** The reader of values of `shape`. Lists are not capped here: a caller says how many rows it can show, and why not. */
function shapeReader(shape: Shape): Reader<unknown> {
  switch (shape.type) {
    case 'string':
      return text();
    case 'string-or-null':
      return textOrNull;
    case 'boolean':
      return flag;
    case 'integer':
      return integer;
    case 'enum':
      return oneOf(shape.values);
    case 'map':
      return map(shapeReader(shape.values));
    case 'array':
      return list(shapeReader(shape.items), Number.POSITIVE_INFINITY);
    case 'object': {
      const fields = Object.entries(shape.properties).map(([name, field]) => [name, shapeReader(field)] as const);
      const required = fields.filter(([name]) => shape.required.includes(name));
      const optional = fields.filter(([name]) => !shape.required.includes(name));
      return record(Object.fromEntries(required), Object.fromEntries(optional));
    }
  }
}

/** Each tool's request reader (its result typed as the tool's request). */
export const REQUEST_READERS = Object.fromEntries(Object.entries(REQUEST_SHAPES).map(([tool, shape]) => [tool, shapeReader(shape)])) as {
  readonly [Tool in ShapedTool]: Reader<ShapedRequests[Tool]>;
};
