import type { RoundingMode } from './decimal';
import type { BinaryOperator } from './grammar/ast';
import type { FinalForm } from './tools/working-final-form';

/**
 * The tools' inputs, as their contracts' input_schema define them. `execute` accepts any
 * JSON value and validates it; these types describe what a caller who builds a request sends.
 */

export interface DecimalExpressionEvaluateInput {
  expression: string;
  variables?: Record<string, string>;
  scale?: number;
  rounding?: RoundingMode;
}

export interface RationalExpressionCheckInput {
  expression: string;
  claimed_value: string;
  require_canonical: boolean;
}

export interface SubtractOperand {
  numerator: string;
  denominator: string;
}

export interface RationalSubtractInput {
  a: SubtractOperand;
  b: SubtractOperand;
}

export interface TraceOperand {
  value: string;
  from: string | null;
}

export interface TraceStep {
  id: string;
  operator: BinaryOperator;
  left: TraceOperand;
  right: TraceOperand;
  result: string;
}

export interface RationalTraceCheckInput {
  inputs: Record<string, string>;
  steps: TraceStep[];
  claimed_result: string;
  require_canonical: boolean;
}

export interface RationalWorkingCheckInput {
  working: string;
  answer?: string | null;
  final_form?: FinalForm;
}

/** linear-equation-check's request (contracts/linear-equation-check.json). */
export interface LinearEquationCheckInput {
  working: string;
  answer?: string | null;
  variable?: string | null;
}
/** linear-equation-solve's request (contracts/linear-equation-solve.json). */
export type LinearEquationSolveInput = LinearEquationCheckInput;
