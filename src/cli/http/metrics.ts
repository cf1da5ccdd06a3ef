/**
 * What `GET /metrics` reports, in the Prometheus text format (prom-client): requests by route,
 * tool and status; their latency; the heavy lane's queue and busy workers; requests shed and
 * worker threads restarted; and Node's process metrics (memory, CPU, event-loop delay). One
 * registry per server, so servers in one process (the tests) do not mix their counts.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Engine } from './engine';

/** What a response was, for its labels: filled in by the handler that answers it. */
export interface ExchangeLabels {
  /** execute, contracts, healthz, readyz, metrics, app, or not_found. */
  route: string;
  /** The tool of an execute request (only ids the registry knows; '' otherwise). */
  tool: string;
  /** light or heavy for an execute request that reached the engine; '' otherwise. */
  lane: string;
}

export const newExchangeLabels = (): ExchangeLabels => ({ route: 'not_found', tool: '', lane: '' });

export type ShedReason = 'overloaded' | 'deadline_exceeded';

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'tool' | 'status'>;
  private readonly duration: Histogram<'route' | 'tool' | 'lane'>;
  private readonly shed: Counter<'reason'>;

  constructor(engine: Engine) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'exactly_http_requests_total',
      help: 'HTTP requests answered, by route, tool (execute requests) and status.',
      labelNames: ['route', 'tool', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'exactly_http_request_duration_seconds',
      help: "Time from a request's arrival to the end of its response, by route, tool and engine lane.",
      labelNames: ['route', 'tool', 'lane'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.shed = new Counter({
      name: 'exactly_engine_shed_total',
      help: 'Execute requests refused with 503 or 504: the heavy lane was full (overloaded) or the deadline passed (deadline_exceeded).',
      labelNames: ['reason'],
      registers,
    });
    for (const reason of ['overloaded', 'deadline_exceeded'] as const) this.shed.inc({ reason }, 0);
    const lane = engine.heavy;
    new Gauge({
      name: 'exactly_engine_queue_depth',
      help: 'Heavy requests waiting for a worker thread.',
      registers,
      collect() {
        this.set(lane.queued);
      },
    });
    new Gauge({
      name: 'exactly_engine_reserved_requests',
      help: 'Heavy requests admitted whose body is still arriving (counted against --max-queue with the queue).',
      registers,
      collect() {
        this.set(lane.reservedCount);
      },
    });
    new Gauge({
      name: 'exactly_engine_busy_workers',
      help: 'Worker threads running an engine task.',
      registers,
      collect() {
        this.set(lane.busy);
      },
    });
    new Gauge({
      name: 'exactly_engine_workers',
      help: 'Worker threads of the heavy lane (--workers).',
      registers,
      collect() {
        this.set(lane.workers);
      },
    });
    new Gauge({
      name: 'exactly_engine_ready_workers',
      help: 'Worker threads that have loaded the engine (fewer than exactly_engine_workers while one is replaced).',
      registers,
      collect() {
        this.set(lane.readyWorkers);
      },
    });
    // The lane keeps the counts; the counter catches up with them when scraped.
    const counted = { deadline: 0, crash: 0 };
    new Counter({
      name: 'exactly_engine_worker_restarts_total',
      help: 'Worker threads replaced: stopped at a deadline (deadline), or died on their own (crash).',
      labelNames: ['cause'],
      registers,
      collect() {
        for (const cause of ['deadline', 'crash'] as const) {
          this.inc({ cause }, lane.restarts[cause] - counted[cause]);
          counted[cause] = lane.restarts[cause];
        }
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  record(labels: ExchangeLabels, status: number, seconds: number): void {
    this.requests.inc({ route: labels.route, tool: labels.tool, status: String(status) });
    this.duration.observe({ route: labels.route, tool: labels.tool, lane: labels.lane }, seconds);
  }

  countShed(reason: ShedReason): void {
    this.shed.inc({ reason });
  }
}
