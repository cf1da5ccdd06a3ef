/**
 * The heavy lane: engine tasks run in a pool of worker threads (piscina), one task per thread at a
 * time, in arrival order. The lane keeps its own bounded queue in front of the pool, so it knows
 * at every moment which requests wait and which run: a request still waiting at its deadline is
 * dropped from the queue; one still running has its thread stopped (piscina starts another), so
 * a stuck task cannot hold a worker.
 */
import { Piscina } from 'piscina';
import type { EngineAnswer, EngineTask } from './engine-task';
import { RecentSamples } from './recent-samples';

export interface WorkerLaneOptions {
  /** Worker threads, each running one task at a time. */
  workers: number;
  /** Requests admitted but not running (body still arriving, or waiting for a thread), at most. */
  maxQueue: number;
  /** Time a request may spend queued and running, from the moment its body is in, in ms. */
  deadlineMs: number;
  /** The module every thread loads (engine-worker.ts). */
  workerUrl: URL;
  /** Node options for the threads (the TypeScript loader, when running from source). */
  execArgv: string[];
}

export type LaneOutcome =
  | { kind: 'answered'; answer: EngineAnswer }
  /** The deadline passed while the request was `queued` (never started) or `running` (thread stopped). */
  | { kind: 'deadline'; stage: 'queued' | 'running' }
  /** The thread died while running the request (a crash, not a deadline); a new one replaces it. */
  | { kind: 'failed'; message: string }
  /** The client went away while the request waited; it never ran. */
  | { kind: 'cancelled' };

/** A place in the lane held for a request whose body is still arriving. */
export interface Reservation {
  release(): void;
}

interface Job {
  task: EngineTask;
  settle: (outcome: LaneOutcome) => void;
  timer: NodeJS.Timeout;
  /** performance.now() at which the deadline passes. */
  deadlineAt: number;
  abort: AbortController;
  running: boolean;
  expired: boolean;
}

/**
 * The times of the lane's latest tasks: their mean (how long the queue ahead will take) and their
 * 90th percentile (how long one more task may take). Until a few tasks have been timed, both are
 * a guess that refuses nothing up front.
 */
class TaskTimes {
  private readonly recent = new RecentSamples(32);
  meanMs = 50;
  slowMs = 50;

  get trusted(): boolean {
    return this.recent.count >= 8;
  }

  record(ms: number): void {
    this.recent.add(ms);
    this.meanMs = this.recent.mean();
    this.slowMs = this.recent.quantile(0.9);
  }
}

/** Young-generation heap of each thread, in MiB: see the pool's options. */
const YOUNG_GENERATION_MB = 48;

/** A task no tool answers: loads the engine in a thread and warms it up. */
const WARM_UP: EngineTask = { toolId: '', body: new TextEncoder().encode('null') };

export class WorkerLane {
  private readonly pool: Piscina;
  private readonly waiting: Job[] = [];
  private running = 0;
  private reserved = 0;
  /** Threads that have loaded the engine (a replacement counts once it has). */
  private readyThreads = 0;
  private warm = false;
  private closed = false;
  /** The times of the latest tasks, for how long the queue will take and how long one task may. */
  private readonly taskTimes = new TaskTimes();
  /** Threads stopped by a deadline, and threads that died on their own. */
  readonly restarts = { deadline: 0, crash: 0 };
  /**
   * Resolves once every thread has loaded the engine and answered a first task (false if one
   * could not). Until then the lane queues tasks but hands none to the pool.
   */
  readonly ready: Promise<boolean>;

  constructor(private readonly options: WorkerLaneOptions) {
    this.pool = new Piscina({
      filename: options.workerUrl.href,
      minThreads: options.workers,
      maxThreads: options.workers,
      idleTimeout: Infinity,
      execArgv: options.execArgv,
      // A heavy task parses up to 1 MiB of JSON into short-lived objects; with a thread's default
      // young generation they are scavenged several times over (measured: 34.3 against 29.9 ms of
      // CPU on the event loop for the heaviest trace; 32.2 ms with 48 MiB).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // Errors outside a task (a thread failing while idle) must not crash the server; piscina
    // replaces the thread.
    this.pool.on('error', (error: unknown) => {
      if (!this.closed) console.error('exactly serve: an engine worker failed while idle:', error);
    });
    // Piscina counts the first threads as ready at once, and a replacement once it has loaded; a
    // task is handed over only when a loaded thread is free, so a task the lane counts as running
    // is running (its deadline then stops a thread) and one waiting for a thread is queued.
    this.pool.on('workerCreate', () => {
      this.readyThreads++;
      this.dispatch();
    });
    this.pool.on('workerDestroy', () => {
      this.readyThreads--;
    });
    this.ready = Promise.all(Array.from({ length: options.workers }, () => this.pool.run(WARM_UP))).then(
      () => {
        this.warm = true;
        this.dispatch();
        return true;
      },
      (error: unknown) => {
        // Closed before the threads were up (a server stopped at once) is no failure to report.
        if (!this.closed) console.error('exactly serve: the engine workers could not start:', error);
        return false;
      },
    );
  }

  get workers(): number {
    return this.options.workers;
  }

  /** Whether the threads are up (at least one loaded, say while another is replaced) and the lane takes requests. */
  isReady(): boolean {
    return this.warm && this.readyThreads > 0 && !this.closed;
  }

  /** Threads that have loaded the engine and take tasks. */
  get readyWorkers(): number {
    return this.warm ? this.readyThreads : 0;
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Requests admitted whose body is still arriving. */
  get reservedCount(): number {
    return this.reserved;
  }

  /** Threads running a task. */
  get busy(): number {
    return this.running;
  }

  /**
   * Holds a place for a request about to send its body, or null when the lane is full: every
   * place of --max-queue is taken, or the requests ahead would keep this one waiting so long that
   * it could not finish by its deadline (it would only end in a 503 or 504 after costing a body
   * read and a wait).
   */
  reserve(): Reservation | null {
    const ahead = this.ahead();
    if (this.closed || ahead >= this.options.workers + this.options.maxQueue) return null;
    if (ahead >= this.options.workers && this.taskTimes.trusted && this.waitMs() + this.taskTimes.slowMs > this.options.deadlineMs)
      return null;
    this.reserved++;
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        this.reserved--;
      },
    };
  }

  /** Seconds a client refused now might wait before trying again: the queue's estimated wait, at least 1. */
  retryAfterSeconds(): number {
    return Math.min(60, Math.max(1, Math.ceil(this.waitMs() / 1000)));
  }

  /** Requests running, waiting for a thread, or sending their body. */
  private ahead(): number {
    return this.running + this.waiting.length + this.reserved;
  }

  /** How long the requests ahead will keep the threads busy, at the mean time of the latest tasks. */
  private waitMs(): number {
    return (this.ahead() * this.taskTimes.meanMs) / this.options.workers;
  }

  /**
   * Runs a task in its reserved place. `gone` aborts when the client has gone away: a task still
   * waiting is then dropped; one running is left to finish (stopping a thread costs more).
   */
  run(reservation: Reservation, task: EngineTask, gone?: AbortSignal): Promise<LaneOutcome> {
    return new Promise((settle) => {
      const job: Job = {
        task,
        settle,
        abort: new AbortController(),
        running: false,
        expired: false,
        deadlineAt: performance.now() + this.options.deadlineMs,
        timer: setTimeout(() => this.expire(job), this.options.deadlineMs),
      };
      // The reservation becomes a queued task in one step, so the lane never counts it twice or not at all.
      reservation.release();
      this.waiting.push(job);
      gone?.addEventListener('abort', () => this.drop(job, { kind: 'cancelled' }), { once: true });
      this.dispatch(job);
    });
  }

  /**
   * Hands waiting tasks to free threads, oldest first. A task that has waited (any but `arriving`,
   * which finds a thread free) and has less time left than a task takes is answered 503 instead
   * of started: started, it would most likely end in a 504 and a stopped thread.
   */
  private dispatch(arriving?: Job): void {
    while (this.warm && this.running < this.readyThreads && this.waiting.length > 0 && !this.closed) {
      const job = this.waiting.shift()!;
      if (job !== arriving && job.deadlineAt - performance.now() < this.taskTimes.slowMs) {
        clearTimeout(job.timer);
        job.settle({ kind: 'deadline', stage: 'queued' });
        continue;
      }
      job.running = true;
      this.running++;
      const { body } = job.task;
      // A body that owns its whole buffer moves to the thread; a slice of a shared one is copied.
      const transferList = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? [body.buffer as ArrayBuffer] : [];
      this.pool.run(job.task, { signal: job.abort.signal, transferList }).then(
        (answer: EngineAnswer) => {
          this.taskTimes.record(answer.engineMs);
          this.finish(job, { kind: 'answered', answer });
        },
        (error: unknown) => {
          if (job.expired) {
            this.restarts.deadline++;
            this.finish(job, { kind: 'deadline', stage: 'running' });
          } else {
            if (!this.closed) this.restarts.crash++;
            this.finish(job, { kind: 'failed', message: error instanceof Error ? error.message : String(error) });
          }
        },
      );
    }
  }

  private expire(job: Job): void {
    if (!job.running) return this.drop(job, { kind: 'deadline', stage: 'queued' });
    job.expired = true;
    // Piscina stops the thread running an aborted task and starts a new one in its place.
    job.abort.abort();
  }

  /** Takes a job that has not started out of the queue and settles it. */
  private drop(job: Job, outcome: LaneOutcome): void {
    const index = this.waiting.indexOf(job);
    if (index < 0) return;
    this.waiting.splice(index, 1);
    clearTimeout(job.timer);
    job.settle(outcome);
  }

  private finish(job: Job, outcome: LaneOutcome): void {
    clearTimeout(job.timer);
    this.running--;
    job.settle(outcome);
    this.dispatch();
  }

  /** The pool's threads, for tests that stop one as a crash would. */
  threads(): readonly import('node:worker_threads').Worker[] {
    return this.pool.threads;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.waiting.splice(0)) {
      clearTimeout(job.timer);
      job.settle({ kind: 'failed', message: 'the server is shutting down' });
    }
    await this.pool.destroy();
  }
}
