/**
 * A load that runs as its own process, so the benchmark's measuring client shares its event loop
 * with neither the server nor the load. Started by `startLoad`; switched by lines on stdin: `on`
 * starts it, `off` stops new requests and, once the last one in flight has finished, is answered
 * with one JSON line of that segment's figures; closing stdin ends the process.
 *
 *  - flood: abusive clients back to back (oversized bodies declared and chunked, malformed JSON,
 *    byte soup, a wrong media type, garbage HTTP).
 *  - heavy: clients each sending the heaviest rational-trace-check that fits 1 MiB, back to back.
 *  - open-loop: that heavy request at a fixed rate, whatever the answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { heaviestTraceWithin } from '../../src/testing/heavy-trace';
import { executePath, keepAliveAgent, openLoop, send, type Timed } from './client';
import { checkoutRoot, HOST } from './server';

export type LoadKind = 'flood' | 'heavy' | 'open-loop';

export interface SegmentFigures {
  /**
   * The closed loops' requests answered while the load was on (those in flight at `off` are
   * finished but not counted); every request the open loop sent, however late its answer.
   */
  results: Timed[];
  /** Requests the sender could not start (open loop past its own limit). */
  skipped: number;
  seconds: number;
}

export interface Load {
  on(): Promise<void>;
  off(): Promise<SegmentFigures>;
  end(): Promise<void>;
}

/** The largest body the server accepts: the heavy request is built to fit in it. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const heavyBody = (): Buffer => Buffer.from(JSON.stringify(heaviestTraceWithin(MAX_BODY_BYTES)));

export function startLoad(kind: LoadKind, port: number, options: { clients?: number; rate?: number } = {}): Load {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/http/load-process.ts', kind, String(port), String(options.clients ?? 0), String(options.rate ?? 0)],
    { cwd: checkoutRoot(), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let buffered = '';
  const waiting: Array<(line: string) => void> = [];
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffered += chunk;
    for (let newline = buffered.indexOf('\n'); newline >= 0; newline = buffered.indexOf('\n')) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      waiting.shift()?.(line);
    }
  });
  const nextLine = (): Promise<string> => new Promise((resolve) => waiting.push(resolve));
  const ready = nextLine();
  return {
    on: async () => {
      await ready;
      child.stdin!.write('on\n');
      // Let the load reach full strength before measuring.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    off: async () => {
      const line = nextLine();
      child.stdin!.write('off\n');
      return JSON.parse(await line) as SegmentFigures;
    },
    end: async () => {
      child.stdin!.end();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

// ---- the child process

/** Whether the load is on; clients wait at the gate while it is off. */
class Gate {
  active = false;
  ended = false;
  busy = 0;
  onIdle: () => void = () => {};
  private openGate: () => void = () => {};
  opened: Promise<void> = this.closed();

  private closed(): Promise<void> {
    return new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  open(): void {
    this.active = true;
    this.openGate();
  }

  close(): void {
    this.active = false;
    this.opened = this.closed();
    if (this.busy === 0) this.onIdle();
  }

  end(): void {
    this.ended = true;
    this.active = false;
    this.openGate();
  }

  /** Runs `request` with the count of requests in flight kept, reporting idle once the gate is closed. */
  async track<T>(request: () => Promise<T>): Promise<T> {
    this.busy++;
    try {
      return await request();
    } finally {
      this.busy--;
      if (!this.active && this.busy === 0) this.onIdle();
    }
  }
}

/** Clients that each send requests back to back while the gate is open. */
async function closedLoop(
  clients: number,
  gate: Gate,
  sendOne: (client: number, i: number) => Promise<Timed>,
  record: (result: Timed) => void,
): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; !gate.ended; i++) {
        if (!gate.active) {
          await gate.opened;
          continue;
        }
        const result = await gate.track(() => sendOne(client, i));
        if (gate.active) record(result);
      }
    }),
  );
}

const FLOOD_KINDS = ['declared-oversize', 'chunked-oversize', 'malformed-json', 'byte-soup', 'wrong-media-type', 'garbage-http'];

/** Writes `next()` until the socket is closed or `stop()` says so, respecting backpressure. */
function pump(socket: Socket, next: () => Buffer, stop: () => boolean): void {
  const write = (): void => {
    while (!stop() && !socket.destroyed) {
      if (!socket.write(next())) {
        socket.once('drain', write);
        return;
      }
    }
  };
  write();
}

/**
 * One abusive request on a fresh connection; resolves when the server has closed or answered it.
 * Oversized bodies are sent for as long as the server keeps reading (it must stop at 1 MiB).
 */
function abusiveRequest(port: number, kind: string): Promise<Timed> {
  return new Promise((resolve) => {
    const start = performance.now();
    const socket = connect({ host: HOST, port });
    let response = '';
    let finished = false;
    const done = (): void => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve({ status: `${kind} → ${/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 'closed'}`, ms: performance.now() - start });
    };
    socket.on('data', (chunk) => {
      response += chunk.toString('latin1');
      if (response.includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(15_000, done);
    const head = (headers: string): string =>
      `POST ${executePath('rational-expression-check')} HTTP/1.1\r\nHost: ${HOST}\r\n${headers}\r\n`;
    socket.on('connect', () => {
      switch (kind) {
        case 'declared-oversize': {
          socket.write(head(`Content-Type: application/json\r\nContent-Length: ${8 * 1024 * 1024}\r\n`));
          pump(
            socket,
            () => Buffer.alloc(64 * 1024, 0x20),
            () => finished,
          );
          break;
        }
        case 'chunked-oversize': {
          socket.write(head('Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'));
          const chunk = Buffer.alloc(64 * 1024, 0x20);
          const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
          pump(
            socket,
            () => frame,
            () => finished,
          );
          break;
        }
        case 'malformed-json': {
          const body = '{"expression": "1 + 2", "claimed_value": ';
          socket.end(head(`Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`) + body);
          break;
        }
        case 'byte-soup': {
          const body = randomBytes(4096);
          socket.end(Buffer.concat([Buffer.from(head(`Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`)), body]));
          break;
        }
        case 'wrong-media-type': {
          socket.end(head('Content-Type: text/plain\r\nContent-Length: 2\r\n') + '{}');
          break;
        }
        case 'garbage-http': {
          socket.end(randomBytes(512));
          break;
        }
      }
    });
  });
}

async function runChild(kind: LoadKind, port: number, clients: number, rate: number): Promise<void> {
  const gate = new Gate();
  let segment: SegmentFigures = { results: [], skipped: 0, seconds: 0 };
  let started = 0;
  gate.onIdle = () => process.stdout.write(`${JSON.stringify(segment)}\n`);
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    buffered += chunk;
    for (let newline = buffered.indexOf('\n'); newline >= 0; newline = buffered.indexOf('\n')) {
      const command = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (command === 'on') {
        segment = { results: [], skipped: 0, seconds: 0 };
        started = performance.now();
        gate.open();
      } else if (command === 'off') {
        segment.seconds = (performance.now() - started) / 1000;
        gate.close();
      }
    }
  });
  process.stdin.on('end', () => gate.end());

  const body = kind === 'flood' ? Buffer.alloc(0) : heavyBody();
  const agent = keepAliveAgent(kind === 'open-loop' ? 4096 : Math.max(1, clients));
  const heavy = (): Promise<Timed> => send(agent, port, 'POST', executePath('rational-trace-check'), body);
  const record = (result: Timed): void => {
    segment.results.push(result);
  };
  process.stdout.write('ready\n');

  if (kind === 'flood') {
    await closedLoop(clients, gate, (client, i) => abusiveRequest(port, FLOOD_KINDS[(client + i) % FLOOD_KINDS.length]!), record);
  } else if (kind === 'heavy') {
    await closedLoop(clients, gate, heavy, record);
  } else {
    // One open loop per segment; every request it sent is counted, answered before or after `off`.
    for (;;) {
      await gate.opened;
      if (gate.ended) break;
      await gate.track(async () => {
        const outcome = await openLoop(rate, () => !gate.active, heavy);
        segment.results = outcome.results;
        segment.skipped = outcome.skipped;
      });
    }
  }
  agent.destroy();
  process.exit(0);
}

if (process.argv[1]?.endsWith('load-process.ts')) {
  const [kind, port, clients, rate] = process.argv.slice(2);
  await runChild(kind as LoadKind, Number(port), Number(clients), Number(rate));
}
