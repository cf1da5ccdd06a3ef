/**
 * The server's engine lanes over real sockets: heavy requests in the worker pool while light ones
 * are answered at once; a full lane refused with 503; deadlines (503 queued, 504 running, the
 * thread replaced); a crashed thread replaced; SIGTERM draining requests still in the pool;
 * /healthz, /readyz and /metrics.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute as executeInProcess } from '../core/execute';
import { heaviestTraceWithin } from '../testing/heavy-trace';
import { parsePrometheusText, sampleValue, type Family } from '../testing/prometheus-text';
import { execute, parseRawResponses, rawSocket, readUntilClosed, send, type Reply } from '../testing/http-client';
import { Engine, type EngineOptions } from './http/engine';
import { newExchangeLabels, ServerMetrics } from './http/metrics';
import { handleOperationsRequest } from './http/operations';
import { createExactlyServer, MAX_BODY_BYTES } from './serve';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HEAVY_INPUT = heaviestTraceWithin(MAX_BODY_BYTES);
const HEAVY = JSON.stringify(HEAVY_INPUT);
const LIGHT = { expression: '1/3 - 1/2', claimed_value: '-1/6', require_canonical: true };

interface Running {
  server: Server;
  engine: Engine;
  port: number;
}

async function startServer(options: EngineOptions): Promise<Running> {
  const engine = new Engine(options);
  const server = createExactlyServer({ engine });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  expect(await engine.ready).toBe(true);
  return { server, engine, port: (server.address() as AddressInfo).port };
}

async function stopServer({ server, engine }: Running): Promise<void> {
  server.closeAllConnections();
  server.close();
  await engine.close();
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const heavy = (port: number): Promise<Reply> => execute(port, 'rational-trace-check', HEAVY);
const light = (port: number): Promise<Reply> => execute(port, 'rational-expression-check', LIGHT);

function expectHeavyAnswer(reply: Reply): void {
  expect(reply.status).toBe(200);
  expect(reply.json).toMatchObject({ valid: true, steps_checked: HEAVY_INPUT.steps.length });
}

function expectEnvelope(reply: Reply, status: number, reason: string): void {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(reply.json).toEqual({ error: { code: 'not_computable', message: expect.any(String), details: { reason } } });
}

function expectRetryAfter(reply: Reply): void {
  expect(reply.headers['retry-after']).toMatch(/^[1-9]\d*$/);
}

async function metricsOf(port: number): Promise<Family[]> {
  const reply = await send(port, { path: '/metrics' });
  expect(reply.status).toBe(200);
  return parsePrometheusText(reply.text);
}

describe('heavy requests in the pool, light ones at once', () => {
  it("two threads run heavy requests side by side; every answer is the engine's", async () => {
    const running = await startServer({ workers: 2 });
    try {
      let mostBusy = 0;
      const watch = setInterval(() => {
        mostBusy = Math.max(mostBusy, running.engine.heavy.busy);
      }, 1);
      const replies = await Promise.all([
        ...Array.from({ length: 4 }, () => heavy(running.port)),
        ...Array.from({ length: 8 }, () => light(running.port)),
      ]);
      clearInterval(watch);
      replies.slice(0, 4).forEach(expectHeavyAnswer);
      for (const reply of replies.slice(4)) {
        expect(reply.status).toBe(200);
        expect(reply.json).toEqual(executeInProcess('rational-expression-check', LIGHT));
      }
      expect(mostBusy).toBe(2);
    } finally {
      await stopServer(running);
    }
  });

  it('a light request waits behind at most one heavy job, however many are queued', async () => {
    const running = await startServer({ workers: 1 });
    try {
      const done: string[] = [];
      const heavies = Array.from({ length: 5 }, () =>
        heavy(running.port).then((reply) => {
          done.push('heavy');
          return reply;
        }),
      );
      // One heavy job running and four queued behind it.
      await waitFor(() => running.engine.heavy.busy === 1 && running.engine.heavy.queued === 4, 'the heavy requests to be queued');
      const lightReply = await light(running.port);
      done.push('light');
      expect(lightReply.status).toBe(200);
      expect(done.indexOf('light')).toBeLessThanOrEqual(1);
      (await Promise.all(heavies)).forEach(expectHeavyAnswer);
    } finally {
      await stopServer(running);
    }
  });

  it('a body over the light size goes to the pool even when the tool is cheap; every served tool answers from both lanes', async () => {
    const running = await startServer({ workers: 1 });
    try {
      const input = { a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } };
      const padded = JSON.stringify(input) + ' '.repeat(64 * 1024);
      const [small, large] = await Promise.all([
        execute(running.port, 'rational-subtract', input),
        execute(running.port, 'rational-subtract', padded),
      ]);
      expect(small.json).toEqual({ numerator: '1', denominator: '6' });
      expect(large.json).toEqual({ numerator: '1', denominator: '6' });
      const families = await metricsOf(running.port);
      const lane = (name: string): number =>
        sampleValue(families, 'exactly_http_request_duration_seconds_count', { tool: 'rational-subtract', lane: name });
      expect([lane('light'), lane('heavy')]).toEqual([1, 1]);
      // A body that is not JSON is refused the same way in the pool.
      const notJson = await execute(running.port, 'rational-subtract', `{"a": ${' '.repeat(64 * 1024)}`);
      expect(notJson.status).toBe(400);
      expect(notJson.json).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'invalid_json' } } });
    } finally {
      await stopServer(running);
    }
  });
});

describe('overload', () => {
  it('when the lane is full, a heavy request gets 503 overloaded with Retry-After, and /healthz still answers', async () => {
    const running = await startServer({ workers: 1, maxQueue: 1 });
    try {
      const storm = Promise.all(Array.from({ length: 6 }, () => heavy(running.port)));
      const health = await send(running.port, { path: '/healthz' });
      expect(health.status).toBe(200);
      const replies = await storm;
      const refused = replies.filter((r) => r.status === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const reply of replies) {
        if (reply.status === 200) expectHeavyAnswer(reply);
        else {
          expectEnvelope(reply, 503, 'overloaded');
          expectRetryAfter(reply);
        }
      }
      // The lane recovers, and the refusals were counted.
      expectHeavyAnswer(await heavy(running.port));
      expect(sampleValue(await metricsOf(running.port), 'exactly_engine_shed_total', { reason: 'overloaded' })).toBe(refused.length);
    } finally {
      await stopServer(running);
    }
  });

  it('once it has timed its tasks, the lane refuses up front (503 overloaded) a request that could not finish by its deadline, though --max-queue has room', async () => {
    // The deadline and the burst are scaled to how fast this machine runs a task now (~30 ms on
    // a quiet 2-core machine, ten times that beside a browser suite): a fixed 600 ms deadline
    // was shorter than one task under load, and then rightly every request was refused.
    const calibration = await startServer({ workers: 1 });
    const taskMs: number[] = [];
    try {
      for (let i = 0; i < 8; i++) {
        const started = performance.now();
        expectHeavyAnswer(await heavy(calibration.port));
        taskMs.push(performance.now() - started);
      }
    } finally {
      await stopServer(calibration);
    }
    // One task fits its deadline four times over; the burst's last would wait past it.
    const timeoutMs = Math.max(600, Math.ceil(4 * Math.max(...taskMs)));
    const burst = Math.ceil(timeoutMs / Math.min(...taskMs)) + 2;
    const running = await startServer({ workers: 1, maxQueue: burst + 8, timeoutMs });
    try {
      // Eight tasks timed one at a time: the lane now knows how long one takes.
      for (let i = 0; i < 8; i++) expectHeavyAnswer(await heavy(running.port));
      const replies = await Promise.all(Array.from({ length: burst }, () => heavy(running.port)));
      const refused = replies.filter(
        (r) => r.status === 503 && (r.json as { error?: { details?: { reason?: string } } }).error?.details?.reason === 'overloaded',
      );
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const reply of refused) expectRetryAfter(reply);
      expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
      expect(sampleValue(await metricsOf(running.port), 'exactly_engine_shed_total', { reason: 'overloaded' })).toBe(refused.length);
    } finally {
      await stopServer(running);
    }
  });

  it('the 503 comes before the body is read, and the body is discarded so the connection serves the next request', async () => {
    const running = await startServer({ workers: 1, maxQueue: 0 });
    try {
      const occupying = heavy(running.port);
      await waitFor(() => running.engine.heavy.busy === 1, 'the only place to be taken');
      const socket = await rawSocket(running.port);
      const closed = readUntilClosed(socket);
      socket.write(
        `POST /v1/tools/rational-trace-check/versions/1.0.0/execute HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(HEAVY)}\r\n\r\n`,
      );
      socket.write(HEAVY);
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      const [refusal, next] = parseRawResponses(await closed);
      expect(refusal!.status).toBe(503);
      expect(refusal!.headers['connection']).not.toBe('close');
      expect(refusal!.json).toMatchObject({ error: { details: { reason: 'overloaded' } } });
      expect(next!.status).toBe(200);
      expectHeavyAnswer(await occupying);
    } finally {
      await stopServer(running);
    }
  });
});

describe('deadlines', () => {
  it('a request still running at its deadline gets 504 deadline_exceeded and its thread is replaced', async () => {
    const running = await startServer({ workers: 1, timeoutMs: 1 });
    try {
      const before = running.engine.heavy.threads()[0]!.threadId;
      const reply = await heavy(running.port);
      expectEnvelope(reply, 504, 'deadline_exceeded');
      expect(reply.headers['retry-after']).toBeUndefined();
      expect(running.engine.heavy.restarts.deadline).toBe(1);
      await waitFor(() => running.engine.heavy.threads().some((thread) => thread.threadId !== before), 'a new thread');
      await waitFor(() => running.engine.heavy.readyWorkers === 1, 'the new thread to load the engine', 60_000);
      // Light requests never waited for any of it.
      expect((await light(running.port)).status).toBe(200);
      expect(sampleValue(await metricsOf(running.port), 'exactly_engine_worker_restarts_total', { cause: 'deadline' })).toBe(1);
    } finally {
      await stopServer(running);
    }
  });

  it('a request that has not started by its deadline gets 503 deadline_exceeded with Retry-After', async () => {
    const running = await startServer({ workers: 1, timeoutMs: 30 });
    try {
      const replies = await Promise.all(Array.from({ length: 4 }, () => heavy(running.port)));
      const queuedTooLong = replies.filter((r) => r.status === 503);
      expect(queuedTooLong.length).toBeGreaterThanOrEqual(1);
      for (const reply of replies) {
        expect([200, 503, 504]).toContain(reply.status);
        if (reply.status === 503) {
          expectEnvelope(reply, 503, 'deadline_exceeded');
          expectRetryAfter(reply);
        }
        if (reply.status === 504) expectEnvelope(reply, 504, 'deadline_exceeded');
      }
    } finally {
      await stopServer(running);
    }
  });
});

describe('a worker thread that dies', () => {
  it('answers its request 500 internal_error and is replaced; the next heavy request is answered', async () => {
    const running = await startServer({ workers: 1 });
    try {
      const pending = heavy(running.port);
      await waitFor(() => running.engine.heavy.busy === 1, 'the request to run');
      const [thread] = running.engine.heavy.threads();
      await thread!.terminate();
      const reply = await pending;
      expect(reply.status).toBe(500);
      expect(reply.json).toMatchObject({ error: { code: 'not_computable', details: { reason: 'internal_error' } } });
      expect(running.engine.heavy.restarts.crash).toBe(1);
      await waitFor(() => running.engine.heavy.readyWorkers === 1, 'the new thread to load the engine', 60_000);
      expectHeavyAnswer(await heavy(running.port));
      expect(running.engine.heavy.threads().map((t) => t.threadId)).not.toContain(thread!.threadId);
    } finally {
      await stopServer(running);
    }
  });
});

describe('/healthz and /readyz', () => {
  it('/healthz answers at once; /readyz is 503 not_ready until the threads are up, then 200', async () => {
    const engine = new Engine({ workers: 1 });
    const server = createExactlyServer({ engine });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    try {
      // Loading the engine in a thread (through tsx) takes far longer than these two requests.
      const [health, early] = await Promise.all([send(port, { path: '/healthz' }), send(port, { path: '/readyz' })]);
      expect(health.status).toBe(200);
      expect(health.json).toEqual({ status: 'ok' });
      expectEnvelope(early, 503, 'not_ready');
      await engine.ready;
      const ready = await send(port, { path: '/readyz' });
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ status: 'ready', workers: 1 });
      expect((await send(port, { method: 'POST', path: '/healthz' })).status).toBe(405);
    } finally {
      server.closeAllConnections();
      server.close();
      await engine.close();
    }
  });

  it('/readyz is 503 draining once a drain has begun (the listener is closed then too, so new probes are refused)', async () => {
    // Requests reach a draining server only on connections it already had, so the handler is
    // exercised on a server of its own whose state says "draining".
    const engine = new Engine({ workers: 1 });
    const state = { engine, metrics: new ServerMetrics(engine), draining: () => true };
    const server = createServer((req, res) => void handleOperationsRequest('/readyz', req, res, state, newExchangeLabels()));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      await engine.ready;
      expectEnvelope(await send((server.address() as AddressInfo).port, { path: '/readyz' }), 503, 'draining');
    } finally {
      server.close();
      await engine.close();
    }
  });
});

describe('/metrics', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startServer({ workers: 1 });
    await Promise.all([heavy(running.port), light(running.port), light(running.port), execute(running.port, 'rational-subtract', [1])]);
  });
  afterAll(() => stopServer(running));

  it('is Prometheus text that parses, with requests by tool and status, latency histograms, queue depth and busy workers', async () => {
    const reply = await send(running.port, { path: '/metrics' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parsePrometheusText(reply.text);
    const typeOf = (name: string): string | undefined => families.find((f) => f.name === name)?.type;
    expect(typeOf('exactly_http_requests_total')).toBe('counter');
    expect(typeOf('exactly_http_request_duration_seconds')).toBe('histogram');
    expect(typeOf('exactly_engine_queue_depth')).toBe('gauge');
    expect(typeOf('exactly_engine_reserved_requests')).toBe('gauge');
    expect(typeOf('exactly_engine_busy_workers')).toBe('gauge');
    expect(typeOf('exactly_engine_workers')).toBe('gauge');
    expect(typeOf('exactly_engine_ready_workers')).toBe('gauge');
    expect(typeOf('exactly_engine_shed_total')).toBe('counter');
    expect(typeOf('exactly_engine_worker_restarts_total')).toBe('counter');
    expect(typeOf('process_resident_memory_bytes')).toBe('gauge');

    expect(
      sampleValue(families, 'exactly_http_requests_total', { route: 'execute', tool: 'rational-expression-check', status: '200' }),
    ).toBe(2);
    expect(sampleValue(families, 'exactly_http_requests_total', { route: 'execute', tool: 'rational-trace-check', status: '200' })).toBe(1);
    expect(sampleValue(families, 'exactly_http_requests_total', { route: 'execute', tool: 'rational-subtract', status: '400' })).toBe(1);
    expect(sampleValue(families, 'exactly_engine_workers')).toBe(1);
    expect(sampleValue(families, 'exactly_engine_ready_workers')).toBe(1);
    expect(sampleValue(families, 'exactly_engine_busy_workers')).toBe(0);
    expect(sampleValue(families, 'exactly_engine_queue_depth')).toBe(0);
    expect(sampleValue(families, 'exactly_engine_shed_total', { reason: 'overloaded' })).toBe(0);
    expect(sampleValue(families, 'exactly_engine_worker_restarts_total', { cause: 'crash' })).toBe(0);

    const count = (tool: string, lane: string): number =>
      sampleValue(families, 'exactly_http_request_duration_seconds_count', { route: 'execute', tool, lane });
    expect(count('rational-trace-check', 'heavy')).toBe(1);
    expect(count('rational-expression-check', 'light')).toBe(2);
    expect(sampleValue(families, 'exactly_http_request_duration_seconds_bucket', { tool: 'rational-trace-check', le: '+Inf' })).toBe(1);
  });
});

describe('exactly serve process', () => {
  function spawnServe(...args: string[]): ChildProcess {
    return spawn(process.execPath, ['bin/exactly.js', 'serve', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  }

  /** The port, once the server says its engine is ready. */
  async function readyPort(child: ChildProcess): Promise<number> {
    let out = '';
    for await (const chunk of child.stdout!) {
      out += String(chunk);
      const port = /Exactly listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
      if (port !== undefined && out.includes('Engine ready: ')) return Number(port);
    }
    throw new Error(`server exited before it was ready: ${out}`);
  }

  it('on SIGTERM answers the requests still in the pool, running and queued, refuses new connections, and exits 0', async () => {
    const child = spawnServe('--port', '0', '--workers', '1');
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    // A failed assertion must not leave the server running.
    try {
      await drainsThePool(child, exited);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  async function drainsThePool(child: ChildProcess, exited: Promise<[number | null, string | null]>): Promise<void> {
    const port = await readyPort(child);
    const replies = Promise.all(Array.from({ length: 3 }, () => heavy(port)));
    // All three in the pool: one running, two queued.
    const inPool = async (): Promise<number> => {
      const families = await metricsOf(port);
      return sampleValue(families, 'exactly_engine_busy_workers') + sampleValue(families, 'exactly_engine_queue_depth');
    };
    const deadline = Date.now() + 20_000;
    while ((await inPool()) < 3) {
      if (Date.now() > deadline) throw new Error('the requests did not reach the pool');
    }
    let stderr = '';
    const draining = new Promise<void>((resolve) => {
      child.stderr!.on('data', (chunk) => {
        stderr += String(chunk);
        if (stderr.includes('SIGTERM, finishing in-flight requests')) resolve();
      });
    });
    child.kill('SIGTERM');
    // The server says it is draining right before it stops listening.
    await draining;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await new Promise<string>((resolve) => {
      const probe = send(port, { path: '/healthz' });
      probe.then(
        () => resolve('answered'),
        (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'),
      );
    });
    expect(refused).toBe('ECONNREFUSED');
    for (const reply of await replies) {
      expectHeavyAnswer(reply);
      expect(reply.headers['connection']).toBe('close');
    }
    expect(await exited).toEqual([0, null]);
  }

  it.each([
    [['--workers', '0'], '--workers needs a number from 1 to 256'],
    [['--max-queue', '-1'], '--max-queue needs a number from 0 to 100000'],
    [['--timeout', 'soon'], '--timeout needs a number of seconds from 0.001 to 3600'],
    [['--timeout', '0'], '--timeout needs a number of seconds from 0.001 to 3600'],
  ])('rejects %j with exit code 2', async (args, message) => {
    const child = spawnServe(...args);
    let err = '';
    child.stderr!.on('data', (c) => {
      err += String(c);
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});
