/**
 * The engine as the server runs it: two lanes and the cost model that picks one per request.
 *  - light: answered on the event loop as soon as its body is in, so it never waits behind a heavy
 *    job (a light request costs at most the light budget, ~1 ms; a worker hand-off costs more);
 *  - heavy: the worker-thread pool (worker-lane.ts), bounded, with deadlines.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CostModel, DEFAULT_COST_MODEL, type CostModelOptions } from './cost-model';
import { answerEngineTask, type EngineAnswer, type EngineTask } from './engine-task';
import { WorkerLane, type LaneOutcome, type Reservation } from './worker-lane';

export type Lane = 'light' | 'heavy';

export interface EngineOptions {
  /** Worker threads of the heavy lane (default: one per core). */
  workers?: number;
  /** Heavy requests admitted but not yet running, at most (default 64). */
  maxQueue?: number;
  /** Deadline of a heavy request, queued and running, in ms (default 5,000). */
  timeoutMs?: number;
  costModel?: CostModelOptions;
}

export const DEFAULT_MAX_QUEUE = 64;
export const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * The worker threads' entry. In the built command (dist-cli/, vite.cli.config.ts) it is the entry
 * `engine-worker.js` beside the chunk this code is bundled into; run from the TypeScript sources
 * (the tests, in process) it is engine-worker.ts beside this file.
 */
const RUNS_FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENGINE_WORKER_URL = new URL(RUNS_FROM_SOURCE ? './engine-worker.ts' : './engine-worker.js', import.meta.url);

/**
 * Run from the TypeScript sources, each worker thread loads them through tsx (a dev dependency,
 * as only the tests run the server from source): hooks registered in the main thread do not reach
 * worker threads in Node 20, so each thread imports tsx's loader first (the package's main entry;
 * `tsx/esm` registers nothing in a worker thread). The built worker is plain JavaScript.
 */
function workerExecArgv(workerUrl: URL): string[] {
  if (!workerUrl.pathname.endsWith('.ts')) return [];
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(tsx).href];
}

export class Engine {
  readonly heavy: WorkerLane;
  readonly costs: CostModel;

  constructor(options: EngineOptions = {}) {
    this.costs = new CostModel(options.costModel ?? DEFAULT_COST_MODEL);
    this.heavy = new WorkerLane({
      workers: options.workers ?? availableParallelism(),
      maxQueue: options.maxQueue ?? DEFAULT_MAX_QUEUE,
      deadlineMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      workerUrl: ENGINE_WORKER_URL,
      execArgv: workerExecArgv(ENGINE_WORKER_URL),
    });
  }

  laneFor(toolId: string, bodyBytes: number): Lane {
    return this.costs.isLight(toolId, bodyBytes) ? 'light' : 'heavy';
  }

  /** Answers a light request now, on the calling thread. */
  answerLight(task: EngineTask): EngineAnswer {
    const answer = answerEngineTask(task);
    this.costs.record(task.toolId, task.body.byteLength, answer.engineMs);
    return answer;
  }

  /** Runs a heavy request in the place reserved for it. */
  async runHeavy(reservation: Reservation, task: EngineTask, gone?: AbortSignal): Promise<LaneOutcome> {
    const bytes = task.body.byteLength;
    const outcome = await this.heavy.run(reservation, task, gone);
    if (outcome.kind === 'answered') this.costs.record(task.toolId, bytes, outcome.answer.engineMs);
    return outcome;
  }

  /** Resolves once the worker threads have loaded the engine (false if they could not). */
  get ready(): Promise<boolean> {
    return this.heavy.ready;
  }

  isReady(): boolean {
    return this.heavy.isReady();
  }

  close(): Promise<void> {
    return this.heavy.close();
  }
}
