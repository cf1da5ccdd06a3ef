import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_START_TIMEOUT_MS, EngineClient, EngineFailure, type EngineWorkerEvents, type SpawnEngineWorker } from './engine-client';
import type { EngineRequest } from './messages';

/** A stand-in worker: records what it was sent and lets the test answer, hang or crash. */
class FakeWorker {
  readonly posted: EngineRequest[] = [];
  terminated = false;
  constructor(readonly events: EngineWorkerEvents) {}
  post(request: EngineRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(response: unknown, request = this.posted.at(-1)!) {
    this.events.reply({ id: request.id, response });
  }
}

function setup(timeoutMs = 2000) {
  const workers: FakeWorker[] = [];
  const client = new EngineClient((events) => {
    const worker = new FakeWorker(events);
    workers.push(worker);
    return worker;
  }, timeoutMs);
  return { client, workers };
}

const failureOf = async (promise: Promise<unknown>): Promise<EngineFailure> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineFailure);
  return error as EngineFailure;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EngineClient', () => {
  it('sends typed requests and resolves with the worker’s response, error envelopes included', async () => {
    const { client, workers } = setup();
    const answer = client.run('rational-subtract', { a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } });
    const [worker] = workers;
    expect(worker!.posted[0]).toMatchObject({ toolId: 'rational-subtract', input: { a: { numerator: '1' } } });
    worker!.answer({ numerator: '1', denominator: '6' });
    await expect(answer).resolves.toEqual({ numerator: '1', denominator: '6' });

    const envelope = { error: { code: 'invalid_input', message: 'bad', details: { reason: 'x' } } };
    const second = client.run('rational-subtract', { a: { numerator: 'x', denominator: '1' }, b: { numerator: '1', denominator: '1' } });
    worker!.answer(envelope);
    await expect(second).resolves.toEqual(envelope);
    expect(workers).toHaveLength(1);
  });

  it('runs one request at a time, in order', async () => {
    const { client, workers } = setup();
    const first = client.run('decimal-expression-evaluate', { expression: '1' });
    const second = client.run('decimal-expression-evaluate', { expression: '2' });
    const worker = workers[0]!;
    expect(worker.posted.map((r) => r.input)).toEqual([{ expression: '1' }]);
    worker.answer('one');
    await expect(first).resolves.toBe('one');
    expect(worker.posted.map((r) => r.input)).toEqual([{ expression: '1' }, { expression: '2' }]);
    worker.answer('two');
    await expect(second).resolves.toBe('two');
  });

  it('ignores replies that do not answer the running request', async () => {
    const { client, workers } = setup();
    const answer = client.run('decimal-expression-evaluate', { expression: '1' });
    const worker = workers[0]!;
    worker.events.reply({ id: 999, response: 'stray' });
    worker.events.reply('not a reply at all');
    worker.answer('right');
    await expect(answer).resolves.toBe('right');
  });

  it('drops a superseded request that is still queued, without touching the worker', async () => {
    const { client, workers } = setup();
    const first = client.run('decimal-expression-evaluate', { expression: '1' });
    const controller = new AbortController();
    const queued = client.run('decimal-expression-evaluate', { expression: '2' }, controller.signal);
    controller.abort();
    expect((await failureOf(queued)).kind).toBe('abandoned');
    workers[0]!.answer('one');
    await expect(first).resolves.toBe('one');
    expect(workers[0]!.posted).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('ends the worker when the running request is superseded, and carries on with a fresh one', async () => {
    const { client, workers } = setup();
    const controller = new AbortController();
    const running = client.run('decimal-expression-evaluate', { expression: '1' }, controller.signal);
    const next = client.run('decimal-expression-evaluate', { expression: '2' });
    controller.abort();
    expect((await failureOf(running)).kind).toBe('abandoned');
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.posted.map((r) => r.input)).toEqual([{ expression: '2' }]);
    workers[1]!.answer('two');
    await expect(next).resolves.toBe('two');
  });

  it('rejects an already-aborted request without sending it', async () => {
    const { client, workers } = setup();
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(client.run('decimal-expression-evaluate', { expression: '1' }, controller.signal))).kind).toBe('abandoned');
    expect(workers).toHaveLength(0);
  });

  it('ends a worker that runs longer than the timeout and answers the next request from a fresh one', async () => {
    const { client, workers } = setup(2000);
    const hung = client.run('decimal-expression-evaluate', { expression: 'slow' });
    const next = client.run('decimal-expression-evaluate', { expression: '2' });
    vi.advanceTimersByTime(1999);
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    const failure = await failureOf(hung);
    expect(failure.kind).toBe('timeout');
    expect(failure.message).toContain('2 s');
    expect(workers[0]!.terminated).toBe(true);
    workers[1]!.answer('two');
    await expect(next).resolves.toBe('two');
  });

  it('does not time out a request that was answered', async () => {
    const { client, workers } = setup(2000);
    const answer = client.run('decimal-expression-evaluate', { expression: '1' });
    workers[0]!.answer('one');
    await expect(answer).resolves.toBe('one');
    vi.advanceTimersByTime(5000);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('restarts after a crash, failing only the running request', async () => {
    const { client, workers } = setup();
    const crashed = client.run('decimal-expression-evaluate', { expression: '1' });
    const next = client.run('decimal-expression-evaluate', { expression: '2' });
    workers[0]!.events.crash('boom');
    const failure = await failureOf(crashed);
    expect(failure.kind).toBe('crashed');
    expect(failure.message).toContain('boom');
    // Late events from the dead worker change nothing.
    workers[0]!.events.reply({ id: 2, response: 'from the dead' });
    workers[1]!.answer('two');
    await expect(next).resolves.toBe('two');
  });

  it('gives a request its own watchdog when asked (a whole class file read at once)', async () => {
    const { client, workers } = setup(2000);
    const slow = client.ask('class-open', { answers: { name: 'class.csv', data: 'a' } }, undefined, { timeoutMs: 30_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.answer('read');
    await expect(slow).resolves.toBe('read');
    const next = client.run('rational-subtract', { a: { numerator: '1', denominator: '2' }, b: { numerator: '1', denominator: '3' } });
    const nextFailure = failureOf(next);
    await vi.advanceTimersByTimeAsync(2001);
    expect((await nextFailure).kind).toBe('timeout');
  });

  it('keeps a fresh worker warm after a timeout with nothing queued', async () => {
    const { client, workers } = setup();
    const hung = client.run('decimal-expression-evaluate', { expression: '1' });
    vi.advanceTimersByTime(2000);
    await failureOf(hung);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });

  it('does not respawn a crashed worker until a request needs one (no crash loop)', async () => {
    const { client, workers } = setup();
    const crashed = client.run('decimal-expression-evaluate', { expression: '1' });
    workers[0]!.events.crash('failed to load');
    await failureOf(crashed);
    expect(workers).toHaveLength(1);
    const next = client.run('decimal-expression-evaluate', { expression: '2' });
    expect(workers).toHaveLength(2);
    workers[1]!.answer('two');
    await expect(next).resolves.toBe('two');
  });

  it('falls back to the main-thread engine when no worker can be made, answering the waiting requests', async () => {
    const onMainThread: FakeWorker[] = [];
    const fallback: SpawnEngineWorker = (events) => {
      const engine = new FakeWorker(events);
      onMainThread.push(engine);
      return engine;
    };
    const client = new EngineClient(
      () => {
        throw new Error('SecurityError');
      },
      { fallback: () => Promise.resolve(fallback) },
    );
    const changes = vi.fn();
    client.subscribe(changes);
    const first = client.run('decimal-expression-evaluate', { expression: '1' });
    const second = client.run('decimal-expression-evaluate', { expression: '2' });
    expect(client.fallback()).toBe('no-worker');
    expect(changes).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    onMainThread[0]!.answer('one');
    await expect(first).resolves.toBe('one');
    onMainThread[0]!.answer('two');
    await expect(second).resolves.toBe('two');
  });

  it('falls back after three crashes within a minute (not after three spread over more)', async () => {
    const onMainThread: FakeWorker[] = [];
    const workers: FakeWorker[] = [];
    const client = new EngineClient(
      (events) => {
        const worker = new FakeWorker(events);
        workers.push(worker);
        return worker;
      },
      {
        fallback: () =>
          Promise.resolve((events) => {
            const engine = new FakeWorker(events);
            onMainThread.push(engine);
            return engine;
          }),
      },
    );
    const crashNext = async () => {
      const request = client.run('decimal-expression-evaluate', { expression: 'x' });
      workers.at(-1)!.events.crash('boom');
      return failureOf(request);
    };
    await crashNext();
    vi.advanceTimersByTime(61_000);
    await crashNext();
    await crashNext();
    expect(client.fallback()).toBeNull();
    const third = await crashNext();
    expect(third.kind).toBe('crashed');
    expect(client.fallback()).toBe('crashes');
    const next = client.run('decimal-expression-evaluate', { expression: '2' });
    await vi.advanceTimersByTimeAsync(0);
    onMainThread[0]!.answer('two');
    await expect(next).resolves.toBe('two');
    expect(workers).toHaveLength(4);
  });

  it('fails the waiting requests, with a message, when the main-thread engine cannot be loaded either', async () => {
    const client = new EngineClient(
      () => {
        throw new Error('SecurityError');
      },
      { fallback: () => Promise.reject(new Error('offline')) },
    );
    const failure = failureOf(client.run('decimal-expression-evaluate', { expression: '1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect((await failure).message).toContain('could not be loaded');
  });

  it('times a request from when the worker says it has loaded, not from its slow start', async () => {
    const workers: FakeWorker[] = [];
    const client = new EngineClient((events) => {
      const worker = Object.assign(new FakeWorker(events), { announcesReady: true });
      workers.push(worker);
      return worker;
    }, 2000);
    const answer = client.run('decimal-expression-evaluate', { expression: '1' });
    vi.advanceTimersByTime(5000);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.events.ready();
    vi.advanceTimersByTime(1999);
    workers[0]!.answer('one');
    await expect(answer).resolves.toBe('one');

    const hung = client.run('decimal-expression-evaluate', { expression: '2' });
    vi.advanceTimersByTime(2000);
    expect((await failureOf(hung)).kind).toBe('timeout');
  });

  it('takes a worker that never says it has loaded for a crashed one', async () => {
    const workers: FakeWorker[] = [];
    const client = new EngineClient((events) => {
      const worker = Object.assign(new FakeWorker(events), { announcesReady: true });
      workers.push(worker);
      return worker;
    });
    const request = client.run('decimal-expression-evaluate', { expression: '1' });
    vi.advanceTimersByTime(ENGINE_START_TIMEOUT_MS);
    const failure = await failureOf(request);
    expect(failure.kind).toBe('crashed');
    expect(failure.message).toContain('did not start');
  });
});
