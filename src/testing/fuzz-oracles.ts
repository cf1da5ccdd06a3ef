/**
 * What a fuzz campaign checks about one engine response, independent of what the right answer
 * is: the response is the tool's output (fitting its output_schema) or a well-formed error
 * envelope; an input that breaks the input_schema is never answered with an output; a position
 * lies within the expression. Plus the differential oracle: math.js in Fraction mode evaluating
 * the same rational expression.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { all, create } from 'mathjs';
import { errorEnvelopeProblems, loadContract, outputSchemaErrors, type ToolContract } from './contracts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEnvelope = (response: unknown): boolean => isObject(response) && 'error' in response;

const inputAjv = new Ajv({ strict: false, allErrors: false });
const contracts = new Map<string, { contract: ToolContract; input: ValidateFunction }>();

function contractFor(toolId: string): { contract: ToolContract; input: ValidateFunction } {
  let entry = contracts.get(toolId);
  if (entry === undefined) {
    const contract = loadContract(toolId);
    entry = { contract, input: inputAjv.compile(contract.input_schema) };
    contracts.set(toolId, entry);
  }
  return entry;
}

/** Everything wrong with `response` as the answer to `input`; empty when nothing is. */
export function responseProblems(toolId: string, input: unknown, response: unknown): string[] {
  const { contract, input: inputValid } = contractFor(toolId);
  if (isEnvelope(response)) {
    const problems = errorEnvelopeProblems(response);
    const details = (response as { error?: { details?: { position?: unknown } } }).error?.details;
    if (isObject(input) && typeof input['expression'] === 'string' && typeof details?.position === 'number') {
      const length = [...input['expression']].length;
      if (details.position > length) problems.push(`position ${details.position} is past the expression's end (${length} code points)`);
    }
    return problems;
  }
  const problems = outputSchemaErrors(contract, response).map((e) => `output_schema: ${e}`);
  if (!inputValid(input)) problems.push(`an output for an input that breaks the input_schema (${inputAjv.errorsText(inputValid.errors)})`);
  return problems;
}

/** A value in lowest terms as a canonical rational string, or why there is none. */
export type ReferenceValue = { kind: 'value'; canonical: string } | { kind: 'division_by_zero' } | { kind: 'failed'; message: string };

const math = create(all!, { number: 'Fraction' });

/**
 * math.js's value of a rational-grammar expression written in plain ASCII (the caller replaces
 * − × ÷ and uses spaces only: math.js would read a line feed as a statement separator).
 */
export function mathjsValue(asciiExpression: string): ReferenceValue {
  try {
    const result = math.evaluate(asciiExpression) as unknown;
    if (!isObject(result) || typeof result['n'] !== 'bigint' || typeof result['d'] !== 'bigint' || typeof result['s'] !== 'bigint') {
      return { kind: 'failed', message: `math.js returned ${String(result)}, not a Fraction` };
    }
    const n = (result['s'] as bigint) * (result['n'] as bigint);
    const d = result['d'] as bigint;
    return { kind: 'value', canonical: d === 1n ? String(n) : `${n}/${d}` };
  } catch (error) {
    const message = (error as Error).message;
    return /division by zero/i.test(message) ? { kind: 'division_by_zero' } : { kind: 'failed', message };
  }
}
