export { execute, isToolId, TOOL_IDS, type ToolId, type ToolOutput, type ToolResponse } from './execute';
export { isErrorEnvelope, ToolError, type ErrorCode, type ErrorDetails, type ErrorEnvelope } from './errors';
export { Rational, RATIONAL_TEXT } from './rational';
export { ROUNDING_MODES, isRoundingMode, type RoundingMode } from './decimal';
export {
  scanDecimalLexeme,
  scanRationalLexeme,
  scanWorkingLexeme,
  type DecimalLexemeKind,
  type RationalLexemeKind,
  type WorkingLexemeKind,
  type WorkingNumberKind,
  type LexemeKind,
  ScanCursor,
} from './grammar/scan';
export type { DecimalExpressionEvaluateOutput } from './tools/decimal-expression-evaluate';
export type { RationalExpressionCheckOutput, RationalCheckDiscrepancy } from './tools/rational-expression-check';
export type { RationalSubtractOutput } from './tools/rational-subtract';
export type { RationalTraceCheckOutput, TraceDiscrepancy } from './tools/rational-trace-check';
export type {
  RationalWorkingCheckOutput,
  WorkingMisconception,
  WorkingReason,
  WorkingStep,
  WorkingStepStatus,
} from './tools/rational-working-check';
export { FINAL_FORMS, type FinalForm } from './tools/working-final-form';
export {
  SOLVE_ACTIONS,
  SOLVE_FINAL_FORMS,
  type RationalWorkingSolveInput,
  type RationalWorkingSolveOutput,
  type SolveAction,
  type SolveFinalForm,
  type SolveNumbers,
  type SolveStep,
} from './solve/types';
export { MISCONCEPTION_RULES, type MisconceptionRule } from './misconceptions/catalog';
export {
  explainWorkingCheck,
  type MisconceptionExplanation,
  type MisconceptionNumbers,
  type WorkingExplanation,
  type WorkingRequestView,
  type WorkingStepExplanation,
  type WorkingStepKey,
  type WorkingVerdictExplanation,
} from './working/fraction-explain';
export {
  describeRational,
  formatMixedNumber,
  formatRepeatingDecimal,
  isProperMixed,
  toMixedNumber,
  toRepeatingDecimal,
  DEFAULT_MAX_DECIMAL_DIGITS,
  MAX_DESCRIBED_TEXT_LENGTH,
  type MixedNumber,
  type RationalDescription,
  type RepeatingDecimal,
} from './present/index';
export { buildTraceFromExpression, type TraceBuildOptions } from './trace-builder';
export type {
  DecimalExpressionEvaluateInput,
  RationalExpressionCheckInput,
  RationalSubtractInput,
  RationalTraceCheckInput,
  RationalWorkingCheckInput,
  SubtractOperand,
  TraceOperand,
  TraceStep,
} from './requests';
export {
  explainExpressionCheck,
  explainTraceCheck,
  nonCanonicalForm,
  type CheckVerdictView,
  type Explanation,
  type ExplanationKey,
  type NonCanonicalForm,
  type TraceRequestView,
  type TraceVerdictView,
} from './explain';
