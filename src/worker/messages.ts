/**
 * What crosses the worker boundary. Everything is plain JSON (rationals as canonical strings),
 * so a message survives structured cloning unchanged and a request can be a TanStack Query key.
 */
import type { ToolId, ToolInput, ToolOutput as CoreToolOutput } from '../core/execute';
import type { InputOf, OutputOf } from '../core/operation';
import type { ENGINE_HELPERS } from './helpers';
import type { CLASS_STORE_OPERATIONS } from './class-store';
import type { RationalDescription } from '../core/present/index';

export type { RationalDescription, ToolId };
export type { KindAnswered, KindRequest, WorkingKindId } from '../core/working/kinds';

/** Main thread → worker: a tool, or one of the app's helpers (`HelperId`), by `toolId`. */
export interface EngineRequest {
  id: number;
  toolId: EngineJobId;
  input: unknown;
}

/** Worker → main thread, once, when its script has loaded: from then on the watchdog times requests. */
export const READY_SIGNAL = { ready: true } as const;

export function isReadySignal(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { ready?: unknown }).ready === true && !('id' in data);
}

/** Worker → main thread: `response` is exactly what `execute` returned. */
export interface EngineReply {
  id: number;
  response: unknown;
}

// ---- The tools' inputs and outputs: the core's types, under the short names the UI uses. ----

// From their own modules, not core/index: the first screen's static graph must not reach
// `execute`, or the bundler would put the whole engine in the entry chunk for the main-thread
// fallback (src/worker/main-thread-engine.ts), which should load only when needed.
export { isErrorEnvelope } from '../core/errors';
export { ROUNDING_MODES } from '../core/decimal';
export { FINAL_FORMS } from '../core/tools/working-final-form';
export type {
  ErrorEnvelope,
  RoundingMode,
  SubtractOperand,
  TraceDiscrepancy,
  TraceOperand,
  TraceStep,
  DecimalExpressionEvaluateInput as EvaluateInput,
  DecimalExpressionEvaluateOutput as EvaluateOutput,
  RationalExpressionCheckInput as CheckInput,
  RationalExpressionCheckOutput as CheckOutput,
  RationalTraceCheckInput as TraceInput,
  RationalTraceCheckOutput as TraceOutput,
  RationalSubtractInput as SubtractInput,
  RationalSubtractOutput as SubtractOutput,
  RationalWorkingCheckInput as WorkingInput,
  RationalWorkingCheckOutput as WorkingOutput,
  WorkingExplanation,
  WorkingStep,
  WorkingStepStatus,
  MisconceptionRule,
  FinalForm,
} from '../core/index';
export type {
  RationalWorkingSolveInput as SolveInput,
  RationalWorkingSolveOutput as SolveOutput,
  SolveStep,
  SolveAction,
  SolveNumbers,
  SolveFinalForm,
} from '../core/solve/types';
import type { ErrorEnvelope } from '../core/index';

export const TRACE_OPERATORS = ['+', '-', '*', '/'] as const;
export type TraceOperator = (typeof TRACE_OPERATORS)[number];
export type { TraceReason } from '../core/tools/rational-trace-check';

export type { LinearEquationCheckInput, LinearEquationSolveInput } from '../core/requests';

/** Each tool's request and output, derived from the core's registry of tools (src/core/execute.ts). */
export type ToolInputs = { [T in ToolId]: ToolInput<T> };
export type ToolOutputs = { [T in ToolId]: CoreToolOutput<T> };

/** A tool's answer: its output object, or the error envelope. Both are ordinary data. */
export type ToolResponse<T extends ToolId> = ToolOutputs[T] | ErrorEnvelope;

// ---- The app's helpers: engine-side work that is not one of the tools. ----

// Derived from the operations themselves: the engine's helpers (./helpers) and the class store's
// (./class-store, its own chunk, loaded by the worker when first asked). Type-only imports: the
// page loads neither.
type EngineHelpers = typeof ENGINE_HELPERS;
type ClassStoreOperations = typeof CLASS_STORE_OPERATIONS;
export type ClassStoreId = keyof ClassStoreOperations;
export type HelperId = keyof EngineHelpers | ClassStoreId;
export type HelperInputs = { [H in keyof EngineHelpers]: InputOf<EngineHelpers[H]> } & {
  [H in ClassStoreId]: InputOf<ClassStoreOperations[H]>;
};
export type HelperOutputs = { [H in keyof EngineHelpers]: OutputOf<EngineHelpers[H]> } & {
  [H in ClassStoreId]: Awaited<OutputOf<ClassStoreOperations[H]>>;
};

/**
 * The class store's operations by name, for the worker to know which requests load its chunk
 * before it is loaded. The compiler holds it to exactly the store's operations (below).
 */
export const CLASS_STORE_IDS = [
  'class-open',
  'class-grade',
  'class-commit',
  'class-status',
  'class-page',
  'class-row',
  'class-export',
  'class-clear',
  'class-undo-clear',
  'class-practice',
  'practice-moodle',
  'class-practice-students',
] as const satisfies readonly ClassStoreId[];
const everyClassStoreId: Exclude<ClassStoreId, (typeof CLASS_STORE_IDS)[number]> extends never ? true : never = true;
void everyClassStoreId;

// ---- Grading a class (the Class tab): the class store's protocol (./class-protocol). ----

export * from './class-protocol';

export type EngineJobId = ToolId | HelperId;
