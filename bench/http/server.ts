/** The server under test: `bin/exactly.js serve` of a checkout, run as its own process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const HOST = '127.0.0.1';

export interface RunningServer {
  /** How reports name it: "this checkout" or the peer's directory. */
  label: string;
  child: ChildProcess;
  port: number;
  /** Whether it answers GET /healthz (servers before the worker pool do not). */
  hasHealth: boolean;
}

/** Starts `<root>/bin/exactly.js serve --port 0 …` and resolves once it listens. */
export async function startServer(root: string, label: string, args: readonly string[] = []): Promise<RunningServer> {
  const child = spawn(process.execPath, ['bin/exactly.js', 'serve', '--host', HOST, '--port', '0', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const match = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
    if (match) {
      const port = Number(match[1]);
      child.stdout!.resume();
      const server: RunningServer = { label, child, port, hasHealth: false };
      server.hasHealth = await waitUntilReady(port);
      return server;
    }
  }
  throw new Error(`${label}: the server did not start: ${out}`);
}

/**
 * Waits for GET /readyz to answer 200 (the workers have loaded), for at most 60 s. A server
 * without the endpoint answers 404 at once: it is ready as soon as it listens.
 */
async function waitUntilReady(port: number): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://${HOST}:${port}/readyz`).catch(() => undefined);
    if (response?.status === 404) return false;
    if (response?.status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready in 60 s');
}

export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
}

/** /proc/<pid>/stat and /status of a process (Linux); NaN elsewhere. */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory now and at its peak since the process started, in MiB (Linux). */
export function residentMemoryMiB(pid: number): { now: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { now: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return { now: Number.NaN, peak: Number.NaN };
  }
}

export const checkoutRoot = (): string => fileURLToPath(new URL('../../', import.meta.url));
