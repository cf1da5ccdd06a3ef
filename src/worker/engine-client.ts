/**
 * The one way the UI talks to the engine. Requests run one at a time in a Web Worker; each is
 * answered with exactly what `execute` returned (a tool output or an error envelope — both are
 * data). The client only fails a request for reasons that are not the tool's answer:
 *
 * - abandoned: its AbortSignal fired (a newer request superseded it). A queued request is
 *   dropped; a running one takes the worker down with it, so the next request never waits
 *   behind work nobody wants.
 * - timeout: it ran longer than the watchdog allows (2 s, counted from when the worker has
 *   loaded the engine and said so; a worker still loading has more, ENGINE_STARTUP_ALLOWANCE_MS).
 *   The worker is ended and a fresh one started.
 * - crashed: the worker died (an uncaught error, an unreadable message). A fresh one is
 *   started.
 */
import { isEngineReady, type EngineJobId, type EngineReply, type EngineRequest, type HelperId, type HelperInputs, type HelperOutputs, type ToolId, type ToolInputs, type ToolResponse } from './messages';

export type EngineFailureKind = 'abandoned' | 'timeout' | 'crashed';

export class EngineFailure extends Error {
  readonly kind: EngineFailureKind;
  constructor(kind: EngineFailureKind, message: string) {
    super(message);
    this.name = 'EngineFailure';
    this.kind = kind;
  }
}

/** What the client needs from a worker; tests provide a fake. */
export interface EngineWorkerHandle {
  post(request: EngineRequest): void;
  terminate(): void;
}
export interface EngineWorkerEvents {
  reply(data: unknown): void;
  crash(detail: string): void;
}
export type SpawnEngineWorker = (events: EngineWorkerEvents) => EngineWorkerHandle;

export const ENGINE_TIMEOUT_MS = 2000;

/**
 * How much longer a request may wait while its worker is still loading and compiling the engine
 * (a first visit, a slow phone, a busy machine): a slow start is not a hang on the input. Once
 * the worker says it is ready, the request has the ordinary ENGINE_TIMEOUT_MS from then.
 */
export const ENGINE_STARTUP_ALLOWANCE_MS = 8000;

interface Job {
  request: EngineRequest;
  resolve(response: unknown): void;
  reject(failure: EngineFailure): void;
  detach(): void;
}

export class EngineClient {
  private readonly spawn: SpawnEngineWorker;
  private readonly timeoutMs: number;
  private worker: EngineWorkerHandle | null = null;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;
  private readonly startupAllowanceMs: number;
  /** The current worker has loaded the engine (it posted its ready message). */
  private workerReady = false;

  constructor(spawn: SpawnEngineWorker, timeoutMs: number = ENGINE_TIMEOUT_MS, startupAllowanceMs: number = ENGINE_STARTUP_ALLOWANCE_MS) {
    this.spawn = spawn;
    this.timeoutMs = timeoutMs;
    this.startupAllowanceMs = startupAllowanceMs;
  }

  run<T extends ToolId>(toolId: T, input: ToolInputs[T], signal?: AbortSignal): Promise<ToolResponse<T>>;
  run(toolId: EngineJobId, input: unknown, signal?: AbortSignal): Promise<unknown>;
  run(toolId: EngineJobId, input: unknown, signal?: AbortSignal): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new EngineFailure('abandoned', 'The request was superseded before it started.'));
        return;
      }
      const onAbort = (): void => this.abandon(job);
      const job: Job = {
        request: { id: this.nextId++, toolId, input },
        resolve,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  /** One of the app's helpers, queued, timed and abandoned like a tool request. */
  ask<H extends HelperId>(helper: H, input: HelperInputs[H], signal?: AbortSignal): Promise<HelperOutputs[H]> {
    return this.run(helper, input, signal) as Promise<HelperOutputs[H]>;
  }

  private abandon(job: Job): void {
    const failure = new EngineFailure('abandoned', 'The request was superseded by a newer one.');
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(job, failure);
    } else if (this.running === job) {
      this.restartAfter(failure);
    }
  }

  private pump(): void {
    if (this.running !== null) return;
    const job = this.queue.shift();
    if (job === undefined) return;
    this.running = job;
    this.ensureWorker().post(job.request);
    this.startWatchdog(this.workerReady ? this.timeoutMs : this.timeoutMs + this.startupAllowanceMs);
  }

  private startWatchdog(ms: number): void {
    this.clearWatchdog();
    this.watchdog = setTimeout(() => {
      this.restartAfter(new EngineFailure('timeout',
        `The engine took longer than ${this.timeoutMs / 1000} s on this input, so it was stopped and restarted.`));
    }, ms);
  }

  private ensureWorker(): EngineWorkerHandle {
    if (this.worker !== null) return this.worker;
    const worker: EngineWorkerHandle = this.spawn({
      // Events from a worker that has since been replaced are ignored.
      reply: (data) => { if (this.worker === worker) this.onReply(data); },
      crash: (detail) => {
        if (this.worker === worker) {
          this.restartAfter(new EngineFailure('crashed', `The engine stopped unexpectedly (${detail}), so it was restarted.`));
        }
      },
    });
    this.worker = worker;
    this.workerReady = false;
    return worker;
  }

  private onReply(data: unknown): void {
    if (isEngineReady(data)) {
      this.workerReady = true;
      // A request that was waiting for the engine to load has its ordinary time from now.
      if (this.running !== null) this.startWatchdog(this.timeoutMs);
      return;
    }
    const job = this.running;
    if (job === null || !isReply(data) || data.id !== job.request.id) return;
    this.clearWatchdog();
    this.running = null;
    job.detach();
    job.resolve(data.response);
    this.pump();
  }

  /**
   * Ends the worker, fails the running request (if any) and carries on with the queue. After a
   * timeout or an abandoned request a fresh worker is started at once, ready for the next
   * request; after a crash only when a request needs it, so a worker that cannot even load is
   * not respawned in a loop.
   */
  private restartAfter(failure: EngineFailure): void {
    this.stopWorker();
    const job = this.running;
    this.running = null;
    if (job !== null) this.settle(job, failure);
    if (this.queue.length > 0) this.pump();
    else if (failure.kind !== 'crashed') this.ensureWorker();
  }

  private stopWorker(): void {
    this.clearWatchdog();
    this.worker?.terminate();
    this.worker = null;
  }

  private clearWatchdog(): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private settle(job: Job, failure: EngineFailure): void {
    job.detach();
    job.reject(failure);
  }
}

function isReply(data: unknown): data is EngineReply {
  return typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'number' && 'response' in data;
}
