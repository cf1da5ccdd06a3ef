/**
 * What crosses the worker boundary. Everything is plain JSON (rationals as canonical strings),
 * so a message survives structured cloning unchanged and a request can be a TanStack Query key.
 */
import type { ToolId } from '../core/execute';
import type { RationalDescription } from '../core/present/index';

export type { RationalDescription, ToolId };

/** Main thread → worker: a tool, or one of the app's helpers (`HelperId`), by `toolId`. */
export interface EngineRequest {
  id: number;
  toolId: EngineJobId;
  input: unknown;
}

/** Worker → main thread: `response` is exactly what `execute` returned. */
export interface EngineReply {
  id: number;
  response: unknown;
}

// ---- The tools' inputs and outputs, as the contracts (contracts/*.json) define them. ----

export interface ErrorEnvelope {
  error: {
    code: 'invalid_input' | 'limit_exceeded' | 'not_computable';
    message: string;
    details: { reason: string; position?: number; [extra: string]: unknown };
  };
}

export const ROUNDING_MODES = [
  'half_even', 'half_up', 'half_down', 'half_ceiling', 'half_floor',
  'up', 'down', 'ceiling', 'floor', 'unnecessary',
] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export interface EvaluateInput {
  expression: string;
  variables?: Record<string, string>;
  scale?: number;
  rounding?: RoundingMode;
}
export interface EvaluateOutput {
  value: string;
  exact: boolean;
  fraction: { numerator: string; denominator: string };
}

export interface CheckInput {
  expression: string;
  claimed_value: string;
  require_canonical: boolean;
}
export interface CheckOutput {
  valid: boolean;
  reason: null | 'division_by_zero' | 'value_mismatch' | 'not_canonical';
  value: string | null;
  first_discrepancy: null | {
    field: 'expression' | 'claimed_value';
    claimed_value: string;
    canonical_claim: string;
    actual_value: string | null;
    difference: string | null;
    position: number | null;
    divisor_text: string | null;
  };
  reference_version: string;
}

export interface TraceOperand {
  value: string;
  from: string | null;
}
export const TRACE_OPERATORS = ['+', '-', '*', '/'] as const;
export type TraceOperator = (typeof TRACE_OPERATORS)[number];
export interface TraceStep {
  id: string;
  operator: TraceOperator;
  left: TraceOperand;
  right: TraceOperand;
  result: string;
}
export interface TraceInput {
  inputs: Record<string, string>;
  steps: TraceStep[];
  claimed_result: string;
  require_canonical: boolean;
}
export type TraceReason =
  | 'unknown_reference' | 'operand_mismatch' | 'division_by_zero' | 'operator_mismatch'
  | 'result_mismatch' | 'not_canonical' | 'final_result_mismatch';
export interface TraceDiscrepancy {
  step_index: number | null;
  step_id: string | null;
  field: 'left' | 'right' | 'operator' | 'result' | 'claimed_result';
  stated: string | null;
  actual: string | null;
  reference: string | null;
  matching_operator: TraceOperator | null;
}
export interface TraceOutput {
  valid: boolean;
  reason: TraceReason | null;
  steps_checked: number;
  final_value: string | null;
  first_discrepancy: TraceDiscrepancy | null;
  reference_version: string;
}

export interface SubtractOperand {
  numerator: string;
  denominator: string;
}
export interface SubtractInput {
  a: SubtractOperand;
  b: SubtractOperand;
}
export interface SubtractOutput {
  numerator: string;
  denominator: string;
}

export interface ToolInputs {
  'decimal-expression-evaluate': EvaluateInput;
  'rational-expression-check': CheckInput;
  'rational-trace-check': TraceInput;
  'rational-subtract': SubtractInput;
}
export interface ToolOutputs {
  'decimal-expression-evaluate': EvaluateOutput;
  'rational-expression-check': CheckOutput;
  'rational-trace-check': TraceOutput;
  'rational-subtract': SubtractOutput;
}

/** A tool's answer: its output object, or the error envelope. Both are ordinary data. */
export type ToolResponse<T extends ToolId> = ToolOutputs[T] | ErrorEnvelope;

export function isErrorEnvelope(response: unknown): response is ErrorEnvelope {
  return typeof response === 'object' && response !== null && 'error' in response;
}

// ---- The app's helpers: engine-side work that is not one of the four tools. ----

/**
 * `describe-rational`: the readable forms of one result (stacked fraction parts, mixed number,
 * repeating decimal), so no number is worked out on the main thread. `build-trace`: a correct
 * rational-trace-check request from an expression (the Trace tab's "Build from expression").
 */
export interface HelperInputs {
  'describe-rational': { text: string };
  'build-trace': { expression: string; fractionLiterals: boolean };
}
export interface HelperOutputs {
  /** Null when the text is not a rational the engine would print. */
  'describe-rational': RationalDescription | null;
  'build-trace': TraceInput | ErrorEnvelope;
}
export type HelperId = keyof HelperInputs;
export const HELPER_IDS: readonly HelperId[] = ['describe-rational', 'build-trace'];
export type EngineJobId = ToolId | HelperId;

export function isHelperId(value: unknown): value is HelperId {
  return typeof value === 'string' && (HELPER_IDS as readonly string[]).includes(value);
}
