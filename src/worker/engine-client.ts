/**
 * The one way the UI talks to the engine. Requests run one at a time in a Web Worker; each is
 * answered with exactly what `execute` returned (a tool output or an error envelope — both are
 * data). The client only fails a request for reasons that are not the tool's answer:
 *
 * - abandoned: its AbortSignal fired (a newer request superseded it). A queued request is
 *   dropped; a running one takes the worker down with it, so the next request never waits
 *   behind work nobody wants.
 * - timeout: it ran longer than the watchdog allows (2 s, counted from when the worker has
 *   loaded). The worker is ended and a fresh one started.
 * - crashed: the worker died (an uncaught error, an unreadable message). A fresh one is
 *   started.
 *
 * Where a worker cannot be had — `new Worker()` throws (some policies and embedded browsers), or
 * workers crash three times in a minute — the client falls back to the engine on the main thread
 * (loaded then, with a dynamic import, so it costs the first screen nothing), behind the same
 * handle: requests still go one at a time, answered with exactly what `execute` returns. The
 * contracts' limits bound every request; the UI says the engine runs without a worker.
 */
import type {
  EngineJobId,
  EngineReply,
  EngineRequest,
  HelperId,
  HelperInputs,
  HelperOutputs,
  ToolId,
  ToolInputs,
  ToolResponse,
} from './messages';

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
  /**
   * True when the engine says `ready()` once it has loaded: the watchdog then starts counting
   * only from there, so a slow start (a busy machine, a cold cache) is not taken for a hang.
   */
  announcesReady?: boolean;
}
export interface EngineWorkerEvents {
  reply(data: unknown): void;
  crash(detail: string): void;
  ready(): void;
}
export type SpawnEngineWorker = (events: EngineWorkerEvents) => EngineWorkerHandle;

export const ENGINE_TIMEOUT_MS = 2000;

/** How long a worker may take to load before it is taken for broken (a crash). */
export const ENGINE_START_TIMEOUT_MS = 30_000;

/** Three crashes within a minute and workers are given up for the main-thread engine. */
export const CRASH_LIMIT = 3;
export const CRASH_WINDOW_MS = 60_000;

/** Why the engine runs on the main thread: no worker could be made, or workers kept crashing. */
export type EngineFallback = 'no-worker' | 'crashes';

export interface EngineClientOptions {
  timeoutMs?: number;
  /** Loads the main-thread engine (a dynamic import), for when workers cannot be had. */
  fallback?: () => Promise<SpawnEngineWorker>;
}

/** Per request: a longer watchdog for work whose size the user chose (a whole class file read at once). */
export interface RunOptions {
  timeoutMs?: number;
}

interface Job {
  request: EngineRequest;
  timeoutMs: number;
  resolve(response: unknown): void;
  reject(failure: EngineFailure): void;
  detach(): void;
}

export class EngineClient {
  private spawn: SpawnEngineWorker;
  private readonly timeoutMs: number;
  private readonly loadFallback: (() => Promise<SpawnEngineWorker>) | undefined;
  private worker: EngineWorkerHandle | null = null;
  private workerReady = false;
  private startWatch: ReturnType<typeof setTimeout> | null = null;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;
  private crashTimes: number[] = [];
  private fallbackReason: EngineFallback | null = null;
  /** While the main-thread engine loads, requests wait in the queue. */
  private switching: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(spawn: SpawnEngineWorker, options: number | EngineClientOptions = {}) {
    const { timeoutMs = ENGINE_TIMEOUT_MS, fallback } = typeof options === 'number' ? { timeoutMs: options } : options;
    this.spawn = spawn;
    this.timeoutMs = timeoutMs;
    this.loadFallback = fallback;
  }

  /** Starts the worker now, if none is running, so that the first request does not wait for it to load. */
  warmUp(): void {
    if (this.switching === null) this.ensureWorker();
  }

  /** Null while workers answer; otherwise why the engine runs on the main thread. */
  fallback(): EngineFallback | null {
    return this.fallbackReason;
  }

  /** Called when the engine falls back to the main thread, and again once that engine has loaded. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  run<T extends ToolId>(toolId: T, input: ToolInputs[T], signal?: AbortSignal, options?: RunOptions): Promise<ToolResponse<T>>;
  run(toolId: EngineJobId, input: unknown, signal?: AbortSignal, options?: RunOptions): Promise<unknown>;
  run(toolId: EngineJobId, input: unknown, signal?: AbortSignal, options: RunOptions = {}): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new EngineFailure('abandoned', 'The request was superseded before it started.'));
        return;
      }
      const onAbort = (): void => this.abandon(job);
      const job: Job = {
        request: { id: this.nextId++, toolId, input },
        timeoutMs: options.timeoutMs ?? this.timeoutMs,
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
  ask<H extends HelperId>(helper: H, input: HelperInputs[H], signal?: AbortSignal, options?: RunOptions): Promise<HelperOutputs[H]> {
    return this.run(helper, input, signal, options) as Promise<HelperOutputs[H]>;
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
    if (this.running !== null || this.switching !== null) return;
    const job = this.queue.shift();
    if (job === undefined) return;
    const worker = this.ensureWorker();
    if (worker === null) {
      // Switching to the main-thread engine: the job runs there once it has loaded.
      this.queue.unshift(job);
      return;
    }
    this.running = job;
    try {
      worker.post(job.request);
    } catch (error) {
      this.onCrash(worker, error instanceof Error ? error.message : 'the request could not be sent');
      return;
    }
    if (this.workerReady) this.startWatchdog();
  }

  private startWatchdog(): void {
    this.clearWatchdog();
    const timeoutMs = this.running?.timeoutMs ?? this.timeoutMs;
    this.watchdog = setTimeout(() => {
      this.restartAfter(
        new EngineFailure('timeout', `The engine took longer than ${timeoutMs / 1000} s on this input, so it was stopped and restarted.`),
      );
    }, timeoutMs);
  }

  private onReady(): void {
    if (this.startWatch !== null) clearTimeout(this.startWatch);
    this.startWatch = null;
    if (this.workerReady) return;
    this.workerReady = true;
    if (this.running !== null) this.startWatchdog();
  }

  /** The current worker, a fresh one, or null when none can be made (the client then falls back). */
  private ensureWorker(): EngineWorkerHandle | null {
    if (this.worker !== null) return this.worker;
    let worker: EngineWorkerHandle;
    try {
      worker = this.spawn({
        // Events from a worker that has since been replaced are ignored.
        reply: (data) => {
          if (this.worker === worker) this.onReply(data);
        },
        crash: (detail) => {
          if (this.worker === worker) this.onCrash(worker, detail);
        },
        ready: () => {
          if (this.worker === worker) this.onReady();
        },
      });
    } catch {
      // `new Worker()` refused (a SecurityError under some policies).
      this.fallBack('no-worker');
      return null;
    }
    this.worker = worker;
    this.workerReady = worker.announcesReady !== true;
    if (!this.workerReady) {
      this.startWatch = setTimeout(() => this.onCrash(worker, 'it did not start'), ENGINE_START_TIMEOUT_MS);
    }
    return worker;
  }

  private onCrash(worker: EngineWorkerHandle, detail: string): void {
    if (this.worker !== worker) return;
    const now = Date.now();
    this.crashTimes = [...this.crashTimes.filter((time) => now - time < CRASH_WINDOW_MS), now];
    const failure = new EngineFailure('crashed', `The engine stopped unexpectedly (${detail}), so it was restarted.`);
    if (this.fallbackReason === null && this.loadFallback !== undefined && this.crashTimes.length >= CRASH_LIMIT) {
      // The request that was running may be what crashed it: it fails, and is not tried on the page itself.
      this.stopWorker();
      const job = this.running;
      this.running = null;
      if (job !== null) this.settle(job, failure);
      this.fallBack('crashes');
      return;
    }
    this.restartAfter(failure);
  }

  /** From now on, the engine on the main thread (loaded now); queued requests wait for it. */
  private fallBack(reason: EngineFallback): void {
    if (this.fallbackReason !== null) return;
    this.fallbackReason = reason;
    this.stopWorker();
    const load = this.loadFallback;
    if (load === undefined) {
      this.failQueue(new EngineFailure('crashed', 'The engine could not be started in this browser.'));
    } else {
      this.switching = load()
        .then(
          (spawn) => {
            this.spawn = spawn;
          },
          () => this.failQueue(new EngineFailure('crashed', 'The engine could not be loaded on this page.')),
        )
        .finally(() => {
          this.switching = null;
          this.pump();
          // Again once it is there: what failed while workers were failing can be asked anew.
          this.notify();
        });
    }
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private failQueue(failure: EngineFailure): void {
    for (const job of this.queue.splice(0)) this.settle(job, failure);
  }

  private onReply(data: unknown): void {
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
    else if (failure.kind !== 'crashed' && this.switching === null) this.ensureWorker();
  }

  private stopWorker(): void {
    this.clearWatchdog();
    if (this.startWatch !== null) clearTimeout(this.startWatch);
    this.startWatch = null;
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
