/**
 * What a fuzz campaign checks about one engine response, independent of what the right answer
 * is: the response is the tool's output (fitting its output_schema) or a well-formed error
 * envelope; an input that breaks the input_schema is never answered with an output; a position
 * lies within the expression. Plus the differential oracle: math.js in Fraction mode evaluating
 * the same rational expression.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { all, create } from 'mathjs';
import type { RationalNode } from './arbitraries';
import { errorEnvelopeProblems, loadContract, outputSchemaErrors, type ToolContract } from './contracts';
import { applyOperator, digitCount, fraction, formatFraction, type Fraction } from './exact';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
export type ReferenceValue =
  { kind: 'value'; canonical: string } | { kind: 'division_by_zero' } | { kind: 'limit_exceeded' } | { kind: 'failed'; message: string };

const RATIONAL_CHECK_LIMITS = { bytes: 4096, tokens: 1024, digits: 500 };

/**
 * What rational-expression-check must make of a valid expression, computed from its tree by the
 * contract's rules with independent BigInt arithmetic: over the byte or token limit, or a literal
 * over 500 digits, is limit_exceeded before anything is evaluated; then evaluation in post-order,
 * left before right, stops at the first zero divisor (division_by_zero) or the first reduced
 * intermediate with more than 500 digits in numerator or denominator (limit_exceeded).
 */
export function rationalCheckReference(tree: RationalNode, text: string): ReferenceValue {
  if (Buffer.byteLength(text, 'utf8') > RATIONAL_CHECK_LIMITS.bytes) return { kind: 'limit_exceeded' };
  let tokens = 0;
  let longLiteral = false;
  const count = (node: RationalNode, parenthesized: boolean): void => {
    // renderRational adds parentheses where precedence needs them; count them like the text has them.
    if (parenthesized) tokens += 2;
    switch (node.kind) {
      case 'integer':
        tokens++;
        if (node.digits.length > RATIONAL_CHECK_LIMITS.digits) longLiteral = true;
        return;
      case 'group':
        tokens += 2;
        return count(node.inner, false);
      case 'negate':
        tokens++;
        return count(node.operand, precedenceOf(node.operand) < 3);
      case 'binary': {
        tokens++;
        const p = precedenceOf(node);
        count(node.left, precedenceOf(node.left) < p);
        return count(node.right, precedenceOf(node.right) <= p);
      }
    }
  };
  count(tree, false);
  if (tokens > RATIONAL_CHECK_LIMITS.tokens || longLiteral) return { kind: 'limit_exceeded' };

  class Stop {
    constructor(readonly outcome: ReferenceValue) {}
  }
  const checked = (value: Fraction): Fraction => {
    if (digitCount(value.n) > RATIONAL_CHECK_LIMITS.digits || digitCount(value.d) > RATIONAL_CHECK_LIMITS.digits)
      throw new Stop({ kind: 'limit_exceeded' });
    return value;
  };
  const evaluate = (node: RationalNode): Fraction => {
    switch (node.kind) {
      case 'integer':
        return fraction(BigInt(node.digits), 1n);
      case 'group':
        return evaluate(node.inner);
      case 'negate': {
        const v = evaluate(node.operand);
        return { n: -v.n, d: v.d };
      }
      case 'binary': {
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        const result = applyOperator(node.operator, left, right);
        if (result === null) throw new Stop({ kind: 'division_by_zero' });
        return checked(result);
      }
    }
  };
  try {
    const value = evaluate(tree);
    return { kind: 'value', canonical: formatFraction(value.n === 0n ? { n: 0n, d: 1n } : value) };
  } catch (stop) {
    if (stop instanceof Stop) return stop.outcome;
    throw stop;
  }
}

const precedenceOf = (n: RationalNode): number =>
  n.kind === 'binary' ? (n.operator === '+' || n.operator === '-' ? 1 : 2) : n.kind === 'negate' ? 3 : 4;

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
