/**
 * Reading a trace the user imports (a file or pasted text). The text must be JSON shaped like
 * the contract's request, closely enough to fill the table; the values themselves (patterns,
 * names, references) are left to the engine, which reports them once the trace is loaded.
 */
import { lineAndColumn, locateJsonFault } from '../../core/json-fault';
import { TRACE_OPERATORS, type TraceInput, type TraceOperand, type TraceOperator, type TraceStep } from '../../worker/messages';

/** The contract's limits, applied before the table is filled (a table of 10⁶ rows would hang the page). */
export const MAX_IMPORT_STEPS = 1024;
export const MAX_IMPORT_INPUTS = 256;
export const MAX_IMPORT_CHARACTERS = 4_000_000;

export type TraceImport = { ok: true; trace: TraceInput } | { ok: false; message: string };

class ShapeError extends Error {}

function describeJsonFault(text: string): string {
  const fault = locateJsonFault(text);
  if (fault === null) return 'The text is not valid JSON.';
  const { line, column } = lineAndColumn(text, fault.position);
  const what = fault.found === null ? 'the text ends too early' : `unexpected ${JSON.stringify(fault.found)}`;
  return `Not valid JSON at line ${line}, column ${column}: ${what}.`;
}

const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

function expectObject(value: unknown, path: string, fields: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ShapeError(`${path} must be an object, not ${typeName(value)}.`);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!fields.includes(key)) throw new ShapeError(`${path} has an unknown field ${JSON.stringify(key)}.`);
  }
  for (const field of fields) {
    if (!Object.hasOwn(record, field)) throw new ShapeError(`${path} is missing the field "${field}".`);
  }
  return record;
}

function expectString(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new ShapeError(`${path} must be a string, not ${typeName(value)}.`);
  return value;
}

function readOperand(value: unknown, path: string): TraceOperand {
  const operand = expectObject(value, path, ['value', 'from']);
  const from = operand.from === null ? null : expectString(operand.from, `${path}.from`);
  return { value: expectString(operand.value, `${path}.value`), from };
}

function readStep(value: unknown, path: string): TraceStep {
  const step = expectObject(value, path, ['id', 'operator', 'left', 'right', 'result']);
  const operator = expectString(step.operator, `${path}.operator`);
  if (!TRACE_OPERATORS.includes(operator as TraceOperator)) {
    throw new ShapeError(`${path}.operator must be one of + - * /, not ${JSON.stringify(operator)}.`);
  }
  return {
    id: expectString(step.id, `${path}.id`),
    operator: operator as TraceOperator,
    left: readOperand(step.left, `${path}.left`),
    right: readOperand(step.right, `${path}.right`),
    result: expectString(step.result, `${path}.result`),
  };
}

function readInputs(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ShapeError(`inputs must be an object, not ${typeName(value)}.`);
  const entries = Object.entries(value);
  if (entries.length > MAX_IMPORT_INPUTS)
    throw new ShapeError(`A trace has at most ${MAX_IMPORT_INPUTS} inputs; this one has ${entries.length}.`);
  // A null-prototype object, so an input called "__proto__" stays an ordinary key.
  const inputs = Object.create(null) as Record<string, string>;
  for (const [name, inputValue] of entries) inputs[name] = expectString(inputValue, `inputs[${JSON.stringify(name)}]`);
  return inputs;
}

function readTrace(value: unknown): TraceInput {
  const trace = expectObject(value, 'The trace', ['inputs', 'steps', 'claimed_result', 'require_canonical']);
  if (!Array.isArray(trace.steps)) throw new ShapeError(`steps must be an array, not ${typeName(trace.steps)}.`);
  if (trace.steps.length > MAX_IMPORT_STEPS)
    throw new ShapeError(`A trace has at most ${MAX_IMPORT_STEPS} steps; this one has ${trace.steps.length}.`);
  if (typeof trace.require_canonical !== 'boolean')
    throw new ShapeError(`require_canonical must be true or false, not ${typeName(trace.require_canonical)}.`);
  return {
    inputs: readInputs(trace.inputs),
    steps: trace.steps.map((step, index) => readStep(step, `steps[${index}]`)),
    claimed_result: expectString(trace.claimed_result, 'claimed_result'),
    require_canonical: trace.require_canonical,
  };
}

export function parseTraceJson(text: string): TraceImport {
  if (text.length > MAX_IMPORT_CHARACTERS)
    return { ok: false, message: `The file is too large to be a trace (over ${MAX_IMPORT_CHARACTERS.toLocaleString('en')} characters).` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: describeJsonFault(text) };
  }
  try {
    return { ok: true, trace: readTrace(value) };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, message: `Not a trace: ${error.message}` };
    throw error;
  }
}

/** The trace as the contract's JSON (what "Export" writes and "Import" reads back). */
export function traceJson(trace: TraceInput): string {
  return `${JSON.stringify(trace, null, 2)}\n`;
}
