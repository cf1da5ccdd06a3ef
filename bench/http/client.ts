/** One HTTP request at a time, timed: the benchmark's own small client (keep-alive through an Agent). */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { HOST } from './server';
import { loadContracts } from '../../src/testing/contracts';

export interface Timed {
  /** The HTTP status, or `error:<code>` when the connection failed. */
  status: string;
  ms: number;
}

export const keepAliveAgent = (maxSockets: number): Agent => new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });

export function send(agent: Agent, port: number, method: 'GET' | 'POST', path: string, body?: Buffer, timeoutMs = 60_000): Promise<Timed> {
  return new Promise((resolve) => {
    const start = performance.now();
    let settled = false;
    const settle = (status: string): void => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - start });
    };
    const req = request(
      {
        host: HOST,
        port,
        method,
        path,
        agent,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => settle(String(res.statusCode)));
        res.on('error', (error: NodeJS.ErrnoException) => settle(`error:${error.code ?? 'response'}`));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => settle(`error:${error.code ?? 'request'}`));
    req.end(body);
  });
}

/** Each tool's contract version, the one its routes answer at (rational-working-check and rational-working-solve are at 1.1.0). */
const VERSIONS: ReadonlyMap<string, string> = new Map(loadContracts().map((contract) => [contract.id, contract.version]));

/** A tool's execute route at its contract's version (1.0.0 for an id with no contract, for the tests of unknown tools). */
export const executePath = (id: string): string => `/v1/tools/${id}/versions/${VERSIONS.get(id) ?? '1.0.0'}/execute`;

/** Counts of each status in a list of timed requests, as "200 × 41, 503 × 3". */
export function statusCounts(results: readonly Timed[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export const describeCounts = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .sort()
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ') || 'none';

/**
 * Sends `perSecond` requests a second until `stop()` says so, on schedule whatever the answers (an
 * open loop: a slow server does not slow the sender down, so all its delay is measured), then
 * waits for every answer. Past `maxOutstanding` unanswered requests, a request due is counted as
 * skipped rather than queued in the sender.
 */
export async function openLoop(
  perSecond: number,
  stop: () => boolean,
  sendOne: () => Promise<Timed>,
  maxOutstanding = 4096,
): Promise<{ results: Timed[]; skipped: number }> {
  const results: Timed[] = [];
  const pending: Array<Promise<void>> = [];
  let outstanding = 0;
  let sent = 0;
  let skipped = 0;
  const start = performance.now();
  while (!stop()) {
    const due = Math.floor(((performance.now() - start) / 1000) * perSecond) + 1;
    for (; sent < due; sent++) {
      if (outstanding >= maxOutstanding) {
        skipped++;
        continue;
      }
      outstanding++;
      pending.push(
        sendOne().then((result) => {
          outstanding--;
          results.push(result);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(10, 1000 / perSecond))));
  }
  await Promise.all(pending);
  return { results, skipped };
}

/** A stop condition for openLoop: true once `seconds` have passed. */
export function after(seconds: number): () => boolean {
  const end = performance.now() + seconds * 1000;
  return () => performance.now() >= end;
}
