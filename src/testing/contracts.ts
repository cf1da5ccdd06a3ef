/**
 * Test-only access to the vendored tool contracts (`contracts/*.json`): their examples and their
 * JSON Schemas compiled with Ajv. Lives outside `src/core` because it reads files with node:fs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';

export interface ContractExample {
  input: unknown;
  output: unknown;
}

export interface ToolContract {
  id: string;
  version: string;
  description: string;
  semantics: string[];
  limits: Record<string, number>;
  input_schema: object;
  output_schema: object;
  examples: ContractExample[];
}

export const CONTRACTS_DIR = fileURLToPath(new URL('../../contracts/', import.meta.url));
export const CONFORMANCE_DIR = fileURLToPath(new URL('../../conformance/', import.meta.url));

export function loadContracts(): ToolContract[] {
  return (
    readdirSync(CONTRACTS_DIR)
      // contracts/ also keeps the equation tool's label mapping, which is no contract.
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(CONTRACTS_DIR + name, 'utf8')) as ToolContract)
  );
}

export function loadContract(id: string): ToolContract {
  const contract = loadContracts().find((candidate) => candidate.id === id);
  if (contract === undefined) throw new Error(`no contract ${id} in ${CONTRACTS_DIR}`);
  return contract;
}

// strict: false because the contracts combine `type: [..., "null"]` with `enum`/`pattern`, which
// Ajv's strict mode rejects although it is valid JSON Schema.
const ajv = new Ajv({ strict: false, allErrors: true });
const outputValidators = new Map<string, ValidateFunction>();

/** The contract's output_schema, compiled once per tool and version (tests read published versions too). */
export function outputValidator(contract: ToolContract): ValidateFunction {
  const key = `${contract.id}@${contract.version}`;
  let validate = outputValidators.get(key);
  if (validate === undefined) {
    validate = ajv.compile(contract.output_schema);
    outputValidators.set(key, validate);
  }
  return validate;
}

/** Ajv's complaints about `value` against the tool's output_schema; empty when it conforms. */
export function outputSchemaErrors(contract: ToolContract, value: unknown): string[] {
  const validate = outputValidator(contract);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}

export const ERROR_CODES = ['invalid_input', 'limit_exceeded', 'not_computable'] as const;
const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with `response` as an error envelope (NOTES.md "One request, one response");
 * empty when it is a well-formed envelope.
 */
export function errorEnvelopeProblems(response: unknown): string[] {
  if (!isPlainObject(response)) return ['response is not an object'];
  const problems: string[] = [];
  const keys = Object.keys(response);
  if (keys.length !== 1 || keys[0] !== 'error') problems.push(`envelope keys are ${JSON.stringify(keys)}, not ["error"]`);
  const error = response.error;
  if (!isPlainObject(error)) return [...problems, 'error is not an object'];
  for (const key of Object.keys(error)) {
    if (!['code', 'message', 'details'].includes(key)) problems.push(`unexpected error.${key}`);
  }
  if (!(ERROR_CODES as readonly unknown[]).includes(error.code)) problems.push(`code ${JSON.stringify(error.code)}`);
  if (typeof error.message !== 'string' || error.message.trim() === '') problems.push('message is not a non-empty string');
  const details = error.details;
  if (!isPlainObject(details)) return [...problems, 'details is not an object'];
  if (typeof details.reason !== 'string' || !SNAKE_CASE.test(details.reason)) {
    problems.push(`details.reason ${JSON.stringify(details.reason)} is not a snake_case word`);
  }
  if ('position' in details && !(Number.isInteger(details.position) && (details.position as number) >= 0)) {
    problems.push(`details.position ${JSON.stringify(details.position)} is not a non-negative integer`);
  }
  return problems;
}
