/**
 * What crosses the worker boundary. Everything is plain JSON (rationals as canonical strings),
 * so a message survives structured cloning unchanged and a request can be a TanStack Query key.
 */
import type { ToolId } from '../core/execute';
import type { LinearEquationCheckOutput } from '../core/tools/linear-equation-check';
import type { LinearEquationSolveOutput } from '../core/tools/linear-equation-solve';
import type { RationalDescription } from '../core/present/index';

export type { RationalDescription, ToolId };
export type { KindAnswered, KindRequest, WorkingKindId } from '../core/working/kinds';
import type { KindAnswered, KindRequest } from '../core/working/kinds';

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
  ErrorEnvelope, RoundingMode, SubtractOperand, TraceDiscrepancy, TraceOperand, TraceStep,
  DecimalExpressionEvaluateInput as EvaluateInput, DecimalExpressionEvaluateOutput as EvaluateOutput,
  RationalExpressionCheckInput as CheckInput, RationalExpressionCheckOutput as CheckOutput,
  RationalTraceCheckInput as TraceInput, RationalTraceCheckOutput as TraceOutput,
  RationalSubtractInput as SubtractInput, RationalSubtractOutput as SubtractOutput,
  RationalWorkingCheckInput as WorkingInput, RationalWorkingCheckOutput as WorkingOutput,
  WorkingExplanation, WorkingStep, WorkingStepStatus, MisconceptionRule, FinalForm,
} from '../core/index';
export type {
  RationalWorkingSolveInput as SolveInput, RationalWorkingSolveOutput as SolveOutput, SolveStep, SolveAction, SolveNumbers, SolveFinalForm,
} from '../core/solve/types';
import type {
  DecimalExpressionEvaluateInput, DecimalExpressionEvaluateOutput, ErrorEnvelope, RationalExpressionCheckInput,
  RationalExpressionCheckOutput, RationalSubtractInput, RationalSubtractOutput, RationalTraceCheckInput, RationalTraceCheckOutput,
  RationalWorkingCheckInput, RationalWorkingCheckOutput, RationalWorkingSolveInput, RationalWorkingSolveOutput, WorkingExplanation, MisconceptionRule,
} from '../core/index';

export const TRACE_OPERATORS = ['+', '-', '*', '/'] as const;
export type TraceOperator = (typeof TRACE_OPERATORS)[number];
export type { TraceReason } from '../core/tools/rational-trace-check';

export type { LinearEquationCheckInput, LinearEquationSolveInput } from '../core/requests';
import type { LinearEquationCheckInput, LinearEquationSolveInput } from '../core/requests';

export interface ToolInputs {
  'decimal-expression-evaluate': DecimalExpressionEvaluateInput;
  'linear-equation-check': LinearEquationCheckInput;
  'linear-equation-solve': LinearEquationSolveInput;
  'rational-expression-check': RationalExpressionCheckInput;
  'rational-trace-check': RationalTraceCheckInput;
  'rational-subtract': RationalSubtractInput;
  'rational-working-check': RationalWorkingCheckInput;
  'rational-working-solve': RationalWorkingSolveInput;
}
export interface ToolOutputs {
  'decimal-expression-evaluate': DecimalExpressionEvaluateOutput;
  'linear-equation-check': LinearEquationCheckOutput;
  'linear-equation-solve': LinearEquationSolveOutput;
  'rational-expression-check': RationalExpressionCheckOutput;
  'rational-trace-check': RationalTraceCheckOutput;
  'rational-subtract': RationalSubtractOutput;
  'rational-working-check': RationalWorkingCheckOutput;
  'rational-working-solve': RationalWorkingSolveOutput;
}

/** A tool's answer: its output object, or the error envelope. Both are ordinary data. */
export type ToolResponse<T extends ToolId> = ToolOutputs[T] | ErrorEnvelope;


// ---- The app's helpers: engine-side work that is not one of the tools. ----

/**
 * `describe-rational`: the readable forms of one result (stacked fraction parts, mixed number,
 * repeating decimal), so no number is worked out on the main thread. `build-trace`: a correct
 * rational-trace-check request from an expression (the Trace tab's "Build from expression").
 * `check-working`: rational-working-check's response to a request and, when it is an output, its
 * explanation with the numbers of each misconception (one check, one round trip per keystroke).
 */
export interface HelperInputs {
  'describe-rational': { text: string };
  'build-trace': { expression: string; fractionLiterals: boolean };
  /** A working's check, by its kind (src/core/working/kinds): one check a keystroke, whatever the kind. */
  'check-working': KindRequest;
  // The worker's class store (./class-store): the class lives in the worker, the page asks for what it shows.
  'class-open': ClassOpenInput;
  'class-grade': { from: number; count: number };
  'class-commit': Record<string, never>;
  'class-status': { reload: boolean; cleared: string | null };
  'class-page': ClassPageInput;
  /** `question`: which of the row's answers (a wide export's row holds one per question). */
  'class-row': { row: number; question?: string };
  'class-export': Record<string, never>;
  'class-clear': Record<string, never>;
  'class-undo-clear': Record<string, never>;
  'class-practice': { rules: PracticeRule[]; seed: number; perRule?: number; maxDenominator?: number };
  /** Each category (a sheet, or one per student) with its problems; the texts are src/core/sentences' in the language. */
  'practice-moodle': { categories: Array<{ category: string; problems: PracticeProblem[] }>; language: SentenceLanguage };
  'class-practice-students': { seed: number; perRule?: number; maxDenominator?: number };
}
export interface HelperOutputs {
  /** Null when the text is not a rational the engine would print. */
  'describe-rational': RationalDescription | null;
  'build-trace': RationalTraceCheckInput | ErrorEnvelope;
  'check-working': Omit<KindAnswered, 'request' | 'kind'>;
  'class-open': ClassOpenOutput | ErrorEnvelope;
  'class-grade': { done: number; total: number } | ErrorEnvelope;
  'class-commit': ClassStatus | ErrorEnvelope;
  /** Null: no graded class is kept. */
  'class-status': ClassStatus | null | ErrorEnvelope;
  'class-page': ClassPage | ErrorEnvelope;
  'class-row': RationalWorkingCheckInput | { reason: string; message: string } | ErrorEnvelope;
  /** The results file, byte for byte what `exactly grade --out` writes. */
  'class-export': Blob | ErrorEnvelope;
  'class-clear': { cleared: string | null } | ErrorEnvelope;
  'class-undo-clear': ClassStatus | null | ErrorEnvelope;
  'class-practice': { sheet: PracticeSheet; keyCsv: string } | ErrorEnvelope;
  'practice-moodle': string | ErrorEnvelope;
  /** A sheet for each student from their own misconceptions (null for a student with none), and the one key of all of them. */
  'class-practice-students': { sheets: StudentSheet[]; keyCsv: string } | ErrorEnvelope;
}
export type HelperId = keyof HelperInputs;
/** The helpers the worker's class store answers (./class-store, its own chunk). */
export type ClassStoreId = Exclude<HelperId, 'describe-rational' | 'build-trace' | 'check-working'>;
export const CLASS_STORE_IDS: readonly ClassStoreId[] = [
  'class-open', 'class-grade', 'class-commit', 'class-status', 'class-page', 'class-row', 'class-export', 'class-clear', 'class-undo-clear',
  'class-practice', 'practice-moodle', 'class-practice-students',
];
/** The helpers the engine's own chunk answers (./helpers); the class store's are CLASS_STORE_IDS. */
export const ENGINE_HELPER_IDS: readonly HelperId[] = ['describe-rational', 'build-trace', 'check-working'];

// ---- Grading a class (the Class tab): the core's grading types, and what reading the files gives. ----

export type { AnswerColumn, AnswerRow, ClassSummary, ColumnMapping, GradedRow, KeyColumn, KeyEntry, KeyFault, MisconceptionSummary, QuestionSummary, TableProblem, Verdict, WideSource } from '../core/grading/index';
import type { AnswerColumn, AnswerRow, ClassSummary, ColumnMapping, GradedRow, KeyColumn, KeyEntry, KeyFault, TableProblem, WideSource } from '../core/grading/index';

/** One file's header, its first records and the mapping in use; `missing` lists required columns the mapping lacks. */
export interface TablePreview<Column extends string> {
  header: string[];
  /** The first records after the header, as read (at most CLASS_PREVIEW_ROWS). */
  preview: string[][];
  /** The cells of those records that were too long to read and were dropped (held empty), by index in `preview`. */
  dropped?: Array<{ row: number; cell: number }>;
  /** Records after the header, blank lines left out. */
  records: number;
  mapping: ColumnMapping<Column>;
  missing: Column[];
  /** What is wrong with the file as a whole (empty, a header and nothing under it, no header row), or null; absent from an older worker. */
  problem?: TableProblem | null;
  /** A file without a header row, its first row an answer: the header shown is the columns' names in their order. */
  headerless?: boolean;
  /** A form's or Moodle's export read as long rows (the preview shows those): from what, how many questions and students. */
  wide?: { source: WideSource; questions: number; students: number };
}

export const CLASS_PREVIEW_ROWS = 5;

/** The largest class file the worker reads, as the command line: 64 MiB. */
export const MAX_CLASS_FILE_BYTES = 64 * 1024 * 1024;

/** A file as the page hands it to the worker: the File itself (read there), or pasted text. */
export interface ClassFileInput {
  name: string;
  data: Blob | string;
}

/** New files or mappings; a field left out keeps what the worker has (nothing at all: the current preview). */
export interface ClassOpenInput {
  answers?: ClassFileInput | null;
  key?: ClassFileInput | null;
  answersMapping?: ColumnMapping<AnswerColumn> | null;
  keyMapping?: ColumnMapping<KeyColumn> | null;
}

export interface ClassOpenOutput {
  answers: (TablePreview<AnswerColumn> & { name: string; rows: number }) | null;
  key: (TablePreview<KeyColumn> & { name: string; faults: KeyFault[] }) | null;
}

/** The graded class as the page knows it: a version, the summary; the rows stay in the worker. */
export interface ClassStatus {
  version: string;
  rows: number;
  summary: ClassSummary;
  keyFaults: KeyFault[];
  answersName: string;
  /** False where the worker could not open IndexedDB: the class lasts the session. */
  durable: boolean;
}

export type { ResultFilters, ResultSort, ResultSortColumn } from '../core/grading/view';
import type { ResultFilters, ResultSort } from '../core/grading/view';

export interface ClassPageInput {
  /** The class the page shows; a page of another one is refused (stale_class). */
  version: string | null;
  offset: number;
  limit: number;
  sort: ResultSort | null;
  filters: ResultFilters;
}

export interface ClassPage {
  version: string | null;
  /** The rows shown (after the filters). */
  total: number;
  offset: number;
  rows: GradedRow[];
}

export type { PracticeProblem, PracticeRule, PracticeSheet } from '../core/practice/index';
export type { StudentSheet } from '../core/practice/students';
import type { SentenceLanguage } from '../core/sentences/misconception-sentences';
import type { StudentSheet } from '../core/practice/students';
import type { PracticeProblem, PracticeRule, PracticeSheet } from '../core/practice/index';
export type EngineJobId = ToolId | HelperId;

export function isHelperId(value: unknown): value is HelperId {
  return typeof value === 'string' && ([...ENGINE_HELPER_IDS, ...CLASS_STORE_IDS] as readonly string[]).includes(value);
}
