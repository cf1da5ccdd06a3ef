/**
 * `npm run bench:http`: `exactly serve` under load, on loopback only.
 *
 *  - Baseline: 200 connections cycling through a mixed set of well-formed requests (the four
 *    tools, valid and invalid inputs, contract reads), each with the status it must get.
 *  - Flood: the same load while other clients keep sending oversized bodies (declared and
 *    chunked), malformed JSON, byte soup, wrong media types and garbage HTTP.
 *
 * Each mode runs for 10 s in all, as 5 interleaved 2-second segments (baseline, flood, flood,
 * baseline, …), so that whatever else the machine is doing weighs on both modes alike.
 * Reports requests/s and the median over segments of p50/p99 latency for each mode, and their
 * ratio; any connection error or unexpected status makes the exit code 1. The server (the real
 * binary) and the flood (this file with --flood-port) run as their own processes, so the load
 * generator shares its event loop with neither. Options: --duration S per mode (default 10),
 * --segments N (default 5), --connections N (default 200), --flooders N (default 32).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? fallback : Number(process.argv[index + 1]);
}

const DURATION_S = option('duration', 10);
const SEGMENTS = option('segments', 5);
const CONNECTIONS = option('connections', 200);
const FLOODERS = option('flooders', 32);
const HOST = '127.0.0.1';
const ROOT = new URL('../', import.meta.url);

interface Expected {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  status: number;
  label: string;
}

const executePath = (id: string): string => `/v1/tools/${id}/versions/1.0.0/execute`;

/** The well-formed mix: every contract example (200) plus inputs each tool must refuse. */
function mixedRequests(): Expected[] {
  const ids = ['decimal-expression-evaluate', 'rational-expression-check', 'rational-subtract', 'rational-trace-check'];
  const requests: Expected[] = [{ method: 'GET', path: '/v1/tools', status: 200, label: 'list contracts' }];
  for (const id of ids) {
    const contract = JSON.parse(readFileSync(new URL(`contracts/${id}.json`, ROOT), 'utf8')) as { examples: Array<{ input: unknown }> };
    contract.examples.forEach((example, i) => {
      requests.push({ method: 'POST', path: executePath(id), body: JSON.stringify(example.input), status: 200, label: `${id} example ${i + 1}` });
    });
    requests.push({ method: 'GET', path: `/v1/tools/${id}/versions/1.0.0`, status: 200, label: `${id} contract` });
  }
  const post = (id: string, input: unknown, status: number, label: string): Expected =>
    ({ method: 'POST', path: executePath(id), body: JSON.stringify(input), status, label });
  requests.push(
    post('decimal-expression-evaluate', { expression: '1 +' }, 400, 'syntax error'),
    post('decimal-expression-evaluate', { expression: '1/0' }, 422, 'division by zero'),
    post('decimal-expression-evaluate', { expression: '1/3' }, 422, 'non-terminating'),
    post('decimal-expression-evaluate', { expression: '(1 + 2) * 3.5 - abs(-4) / 8', scale: 4, rounding: 'half_even' }, 200, 'decimal with scale'),
    post('rational-expression-check', { expression: `${'('.repeat(65)}1${')'.repeat(65)}`, claimed_value: '1', require_canonical: true }, 422, 'too deep'),
    post('rational-expression-check', { expression: '1 + 2/3 - 4/5 * 6', claimed_value: '-47/15', require_canonical: true }, 200, 'small check'),
    post('rational-expression-check', { expression: '2 ** 3', claimed_value: '8', require_canonical: true }, 400, 'bad operator'),
    post('rational-subtract', { a: { numerator: '1', denominator: '0' }, b: { numerator: '1', denominator: '3' } }, 400, 'zero denominator'),
    post('rational-subtract', { a: { numerator: '9'.repeat(600), denominator: '7' }, b: { numerator: '1', denominator: '9'.repeat(600) } }, 422, 'product over 1000 digits'),
    post('rational-trace-check', { inputs: {}, steps: [], claimed_result: '0', require_canonical: true }, 400, 'no steps'),
    post('rational-subtract', [1, 2], 400, 'not an object'),
  );
  return requests;
}

/** Starts `exactly serve --port 0` and resolves with its port once it listens. */
async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['bin/exactly.js', 'serve', '--host', HOST, '--port', '0'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const match = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
    if (match) return { child, port: Number(match[1]) };
  }
  throw new Error(`server did not start: ${out}`);
}

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  timeouts: number;
  unexpected: number;
  unexpectedSamples: string[];
}

async function wellFormedLoad(port: number, seconds: number): Promise<LoadResult> {
  const expected = mixedRequests();
  let unexpected = 0;
  const unexpectedSamples: string[] = [];
  const result = await autocannon({
    url: `http://${HOST}:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: expected.map((request) => ({
      method: request.method,
      path: request.path,
      body: request.body,
      headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
      onResponse: (status: number) => {
        if (status !== request.status) {
          unexpected++;
          if (unexpectedSamples.length < 5) unexpectedSamples.push(`${request.label}: got ${status}, expected ${request.status}`);
        }
      },
    })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected,
    unexpectedSamples,
  };
}

interface FloodFigures {
  sent: Record<string, number>;
  answered: Record<string, number>;
  /** CPU seconds the flood process used (it shares the machine with server and load generator). */
  cpuSeconds?: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * One abusive request on a fresh connection; resolves when the server has closed or answered it.
 * Oversized bodies are sent for as long as the server keeps reading (it must stop at 1 MiB).
 */
function abusiveRequest(port: number, kind: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    let response = '';
    let finished = false;
    const done = (): void => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 'closed');
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
          pump(socket, () => Buffer.alloc(64 * 1024, 0x20), () => finished);
          break;
        }
        case 'chunked-oversize': {
          socket.write(head('Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'));
          const chunk = Buffer.alloc(64 * 1024, 0x20);
          const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
          pump(socket, () => frame, () => finished);
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

/** Writes `next()` until the socket is closed or `stop()` says so, respecting backpressure. */
function pump(socket: import('node:net').Socket, next: () => Buffer, stop: () => boolean): void {
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

const FLOOD_KINDS = ['declared-oversize', 'chunked-oversize', 'malformed-json', 'byte-soup', 'wrong-media-type', 'garbage-http'];

/** Whether the flood is on; clients wait at the gate while it is off. */
interface Gate {
  active: boolean;
  ended: boolean;
  opened: Promise<void>;
  /** Abusive requests in flight. */
  busy: number;
  /** Called when the gate is closed and the last request in flight has finished. */
  onIdle: () => void;
}

/** `FLOODERS` clients sending abusive requests back to back while the gate is open. */
async function flood(port: number, gate: Gate): Promise<FloodFigures> {
  const figures: FloodFigures = { sent: {}, answered: {} };
  await Promise.all(Array.from({ length: FLOODERS }, async (_, client) => {
    for (let i = client; !gate.ended; i++) {
      if (!gate.active) {
        await gate.opened;
        continue;
      }
      gate.busy++;
      const kind = FLOOD_KINDS[i % FLOOD_KINDS.length]!;
      figures.sent[kind] = (figures.sent[kind] ?? 0) + 1;
      const status = await abusiveRequest(port, kind);
      const key = `${kind} → ${status}`;
      figures.answered[key] = (figures.answered[key] ?? 0) + 1;
      gate.busy--;
      if (!gate.active && gate.busy === 0) gate.onIdle();
    }
  }));
  return figures;
}

/**
 * The flood as a child process, switched by lines on its stdin: `on` starts it, `off` stops new
 * requests and is acknowledged with `idle` once the last one in flight has finished; closing
 * stdin ends it and it prints its figures as JSON.
 */
function startFloodProcess(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/http.ts', '--flood-port', String(port), '--flooders', String(FLOODERS)], {
    cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let idle: (() => void) | null = null;
  child.stdout!.on('data', (chunk) => {
    out += String(chunk);
    if (out.endsWith('idle\n')) {
      out = out.slice(0, -'idle\n'.length);
      idle?.();
    }
  });
  return {
    on: async (): Promise<void> => {
      child.stdin!.write('on\n');
      // Let the flood reach full strength before measuring.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    off: (): Promise<void> => new Promise((resolve) => {
      idle = resolve;
      child.stdin!.write('off\n');
    }),
    end: async (): Promise<FloodFigures> => {
      child.stdin!.end();
      await once(child, 'exit');
      return JSON.parse(out) as FloodFigures;
    },
  };
}

/** The flood process: see startFloodProcess. */
async function floodProcess(port: number): Promise<void> {
  let open: () => void = () => {};
  const closedGate = (): Promise<void> => new Promise((resolve) => { open = resolve; });
  const gate: Gate = {
    active: false, ended: false, opened: closedGate(), busy: 0,
    onIdle: () => { process.stdout.write('idle\n'); },
  };
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    buffered += chunk;
    for (let newline = buffered.indexOf('\n'); newline >= 0; newline = buffered.indexOf('\n')) {
      const command = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (command === 'on') {
        gate.active = true;
        open();
      } else if (command === 'off') {
        gate.active = false;
        gate.opened = closedGate();
        if (gate.busy === 0) gate.onIdle();
      }
    }
  });
  process.stdin.on('end', () => {
    gate.ended = true;
    gate.active = false;
    open();
  });
  const figures = await flood(port, gate);
  const used = process.cpuUsage();
  figures.cpuSeconds = (used.user + used.system) / 1e6;
  process.stdout.write(JSON.stringify(figures), () => process.exit(0));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One mode's segments, summed (requests, errors) or as the median over segments (latency). */
function summarize(segments: LoadResult[]): LoadResult {
  const total = segments.reduce((sum, r) => sum + r.total, 0);
  return {
    requestsPerSecond: total / DURATION_S,
    p50: median(segments.map((r) => r.p50)),
    p99: median(segments.map((r) => r.p99)),
    total,
    errors: segments.reduce((sum, r) => sum + r.errors, 0),
    timeouts: segments.reduce((sum, r) => sum + r.timeouts, 0),
    unexpected: segments.reduce((sum, r) => sum + r.unexpected, 0),
    unexpectedSamples: segments.flatMap((r) => r.unexpectedSamples).slice(0, 5),
  };
}

function describe(name: string, r: LoadResult, segments: LoadResult[]): string {
  return `${name}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (median of ${segments.length} segments; p99 per segment ${segments.map((s) => s.p99).join('/')}), ${r.total} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.unexpected} unexpected statuses`;
}

async function main(): Promise<number> {
  const { child, port } = await startServer();
  const flooding = startFloodProcess(port);
  try {
    const segmentSeconds = DURATION_S / SEGMENTS;
    console.log(`exactly serve on ${HOST}:${port}; ${CONNECTIONS} connections, ${mixedRequests().length} request kinds in rotation; each mode ${DURATION_S} s as ${SEGMENTS} segments of ${segmentSeconds} s; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
    // A short warm-up so both modes meet a server whose code is already compiled.
    await wellFormedLoad(port, 2);

    const baseline: LoadResult[] = [];
    const underFlood: LoadResult[] = [];
    const serverCpu = { baseline: 0, flood: 0 };
    for (let segment = 0; segment < SEGMENTS; segment++) {
      // ABBA order: a trend in the machine's background load weighs on both modes alike.
      const order = segment % 2 === 0 ? ['baseline', 'flood'] : ['flood', 'baseline'];
      for (const mode of order) {
        const cpuBefore = processCpuSeconds(child.pid!);
        if (mode === 'baseline') baseline.push(await wellFormedLoad(port, segmentSeconds));
        else {
          await flooding.on();
          underFlood.push(await wellFormedLoad(port, segmentSeconds));
          await flooding.off();
        }
        serverCpu[mode === 'baseline' ? 'baseline' : 'flood'] += processCpuSeconds(child.pid!) - cpuBefore;
      }
    }
    const floodFigures = await flooding.end();
    const base = summarize(baseline);
    const flood = summarize(underFlood);
    console.log(describe('baseline', base, baseline));
    console.log(describe(`under flood (${FLOODERS} abusive clients)`, flood, underFlood));
    console.log('flood requests and how they were answered:');
    for (const [key, count] of Object.entries(floodFigures.answered).sort()) console.log(`  ${key}: ${count}`);
    const perThousand = (seconds: number, requests: number): string => `${((seconds / requests) * 1e6).toFixed(0)} µs`;
    console.log(`server CPU: baseline ${serverCpu.baseline.toFixed(1)} s (${perThousand(serverCpu.baseline, base.total)} per well-formed request), under flood ${serverCpu.flood.toFixed(1)} s (${perThousand(serverCpu.flood, flood.total)} per well-formed request, flood included); the flood process itself used ${floodFigures.cpuSeconds?.toFixed(1) ?? '?'} s of CPU`);
    console.log(`flood slowdown: p99 ×${(flood.p99 / base.p99).toFixed(2)}, p50 ×${(flood.p50 / base.p50).toFixed(2)}, req/s ×${(base.requestsPerSecond / flood.requestsPerSecond).toFixed(2)} (target ≤ 2)`);

    const problems = [...base.unexpectedSamples, ...flood.unexpectedSamples];
    if (problems.length > 0) console.log(`unexpected statuses, first few:\n  ${problems.join('\n  ')}`);
    return base.errors + base.unexpected + flood.errors + flood.unexpected > 0 ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

const floodPort = option('flood-port', 0);
if (floodPort > 0) await floodProcess(floodPort);
else process.exitCode = await main();
