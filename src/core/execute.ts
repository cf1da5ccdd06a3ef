import { invalidInput, ToolError, type ErrorEnvelope } from './errors';
import { operation, type InputOf, type OutputOf } from './operation';
import type {
  DecimalExpressionEvaluateInput,
  LinearEquationCheckInput,
  LinearEquationSolveInput,
  RationalExpressionCheckInput,
  RationalSubtractInput,
  RationalTraceCheckInput,
  RationalWorkingCheckInput,
} from './requests';
import type { RationalWorkingSolveInput } from './solve/types';
import { decimalExpressionEvaluate } from './tools/decimal-expression-evaluate';
import { linearEquationCheck } from './tools/linear-equation-check';
import { linearEquationSolve } from './tools/linear-equation-solve';
import { rationalExpressionCheck } from './tools/rational-expression-check';
import { rationalSubtract } from './tools/rational-subtract';
import { rationalTraceCheck } from './tools/rational-trace-check';
import { rationalWorkingCheck } from './tools/rational-working-check';
import { rationalWorkingSolve } from './tools/rational-working-solve';

/**
 * The tools by id, the one list of them: each validates its input in its contract's order, runs,
 * and shapes its output; the request it expects is its contract's (./requests).
 */
const TOOLS = {
  'decimal-expression-evaluate': operation<DecimalExpressionEvaluateInput>()(decimalExpressionEvaluate),
  'linear-equation-check': operation<LinearEquationCheckInput>()(linearEquationCheck),
  'linear-equation-solve': operation<LinearEquationSolveInput>()(linearEquationSolve),
  'rational-expression-check': operation<RationalExpressionCheckInput>()(rationalExpressionCheck),
  'rational-subtract': operation<RationalSubtractInput>()(rationalSubtract),
  'rational-trace-check': operation<RationalTraceCheckInput>()(rationalTraceCheck),
  'rational-working-check': operation<RationalWorkingCheckInput>()(rationalWorkingCheck),
  'rational-working-solve': operation<RationalWorkingSolveInput>()(rationalWorkingSolve),
} as const;

export type ToolId = keyof typeof TOOLS;
export type ToolInput<Id extends ToolId> = InputOf<(typeof TOOLS)[Id]>;
export type ToolOutput<Id extends ToolId> = OutputOf<(typeof TOOLS)[Id]>;
export type ToolResponse<Id extends ToolId = ToolId> = ToolOutput<Id> | ErrorEnvelope;

export const TOOL_IDS = Object.keys(TOOLS) as ToolId[];

export function isToolId(value: unknown): value is ToolId {
  return typeof value === 'string' && Object.hasOwn(TOOLS, value);
}

/**
 * Runs one tool on any JSON value and returns its output or an error envelope. It never throws:
 * every fault, expected or not, comes back as data.
 */
export function execute<Id extends ToolId>(toolId: Id, input: unknown): ToolResponse<Id>;
export function execute(toolId: string, input: unknown): ToolResponse;
export function execute(toolId: string, input: unknown): ToolResponse {
  if (!isToolId(toolId)) {
    return invalidInput('unknown_tool', `unknown tool "${String(toolId).slice(0, 60)}"; the tools are ${TOOL_IDS.join(', ')}`).toEnvelope();
  }
  try {
    return TOOLS[toolId](input);
  } catch (thrown) {
    return faultEnvelope(thrown);
  }
}

/** What a tool threw, as the envelope execute answers with: a ToolError's own, else an internal error. */
export function faultEnvelope(thrown: unknown): ErrorEnvelope {
  if (thrown instanceof ToolError) return thrown.toEnvelope();
  // A stack overflow or an engine bug must still come back as an answer, not an exception.
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return { error: { code: 'not_computable', message: `internal error: ${message}`, details: { reason: 'internal_error' } } };
}
