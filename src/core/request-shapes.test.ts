import { describe, expect, test } from 'vitest';
import checkContract from '../../contracts/rational-expression-check.json' with { type: 'json' };
import evaluateContract from '../../contracts/decimal-expression-evaluate.json' with { type: 'json' };
import subtractContract from '../../contracts/rational-subtract.json' with { type: 'json' };
import traceContract from '../../contracts/rational-trace-check.json' with { type: 'json' };
import workingContract from '../../contracts/rational-working-check.json' with { type: 'json' };
import { readOrNull } from './json-reader';
import { REQUEST_READERS, REQUEST_SHAPES, type Shape } from './request-shapes';

/** The shape a contract's input_schema describes, in the terms of {@link Shape}. */
function shapeOfSchema(schema: Record<string, unknown>): Shape {
  if (Array.isArray(schema['type'])) {
    expect([...schema['type']].sort()).toEqual(['null', 'string']);
    return { type: 'string-or-null' };
  }
  switch (schema['type']) {
    case 'string':
      return Array.isArray(schema['enum']) ? { type: 'enum', values: schema['enum'] as string[] } : { type: 'string' };
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      return { type: 'integer' };
    case 'array':
      return { type: 'array', items: shapeOfSchema(schema['items'] as Record<string, unknown>) };
    case 'object': {
      const additional = schema['additionalProperties'];
      if (typeof additional === 'object' && additional !== null)
        return { type: 'map', values: shapeOfSchema(additional as Record<string, unknown>) };
      const properties = Object.fromEntries(
        Object.entries(schema['properties'] as Record<string, Record<string, unknown>>).map(([key, value]) => [key, shapeOfSchema(value)]),
      );
      return { type: 'object', properties, required: (schema['required'] as string[] | undefined) ?? [] };
    }
    default:
      throw new Error(`unexpected schema type ${String(schema['type'])}`);
  }
}

describe('request shapes', () => {
  test("are the contracts' input_schema: field names, required fields, types and enums", () => {
    expect(REQUEST_SHAPES['decimal-expression-evaluate']).toEqual(shapeOfSchema(evaluateContract.input_schema));
    expect(REQUEST_SHAPES['rational-expression-check']).toEqual(shapeOfSchema(checkContract.input_schema));
    expect(REQUEST_SHAPES['rational-trace-check']).toEqual(shapeOfSchema(traceContract.input_schema));
    expect(REQUEST_SHAPES['rational-subtract']).toEqual(shapeOfSchema(subtractContract.input_schema));
    expect(REQUEST_SHAPES['rational-working-check']).toEqual(shapeOfSchema(workingContract.input_schema));
  });

  test('a hole in an array (possible outside JSON) is refused', () => {
    // eslint-disable-next-line no-sparse-arrays
    const steps = [,] as unknown[];
    expect(
      readOrNull(REQUEST_READERS['rational-trace-check'], { inputs: {}, steps, claimed_result: '1', require_canonical: true }),
    ).toBeNull();
  });
});
