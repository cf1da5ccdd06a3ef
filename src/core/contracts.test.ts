// Every example of every vendored contract reproduces exactly, and conforms to its output_schema.
import { describe, expect, test } from 'vitest';
import { execute, TOOL_IDS } from './execute';
import { loadContracts, outputSchemaErrors } from '../testing/contracts';

const contracts = loadContracts();

test('the four contracts are vendored and each is a registered tool', () => {
  expect(contracts.map((c) => c.id).sort()).toEqual([...TOOL_IDS].sort());
  for (const contract of contracts) expect(contract.examples.length).toBeGreaterThan(0);
});

describe.each(contracts.map((contract) => [contract.id, contract] as const))('%s', (_id, contract) => {
  const examples = contract.examples.map((example, index) => [index, example] as const);

  test.each(examples)('example %i reproduces exactly', (_index, example) => {
    expect(execute(contract.id, example.input)).toEqual(example.output);
  });

  test.each(examples)('example %i output conforms to output_schema', (_index, example) => {
    // The example itself must fit the schema (guards the validator), and so must what execute returns.
    expect(outputSchemaErrors(contract, example.output)).toEqual([]);
    expect(outputSchemaErrors(contract, execute(contract.id, example.input))).toEqual([]);
  });
});
