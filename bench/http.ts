/**
 * `npm run bench:http`: `exactly serve` under load, on loopback only. Four scenarios (choose
 * with --only light,mixed,fairness,overload; all by default):
 *
 *  - light: 200 connections cycling through light requests only (well-formed executes of at most
 *    512 bytes, each answered 200); 5 interleaved 2-second segments per server.
 *  - mixed: 200 connections cycling through well-formed requests of every served tool, each with
 *    the status it must get; and the same while 32 other clients flood the server with abusive
 *    requests (bench/http/mixed.ts). 5 interleaved 2-second segments per mode.
 *  - fairness: a light rational-expression-check sent 20 times a second (open loop), alone and
 *    while 8 clients keep sending the heaviest rational-trace-check that fits 1 MiB; its latency
 *    in both, and the heavy requests' throughput. Segments alternate idle/loaded (ABBA).
 *  - overload: that heavy request at 10× the rate the server sustained in `fairness` (open loop),
 *    with /healthz probed every 50 ms and the light check 20 times a second; every answer must be
 *    200 or 503; the server's peak resident memory.
 *
 * --peer <dir> runs the same scenarios against the server of another checkout (such as the main
 * branch before a change), segment by segment alternating with this one, and prints the ratios;
 * the overload scenario runs against this checkout only. Servers, loads and the measuring client
 * are separate processes. Any connection error or unexpected status makes the exit code 1.
 * Options: --duration S per mixed mode and for light (10), --segments N (5), --connections N (200),
 * --flooders N (32), --heavy-clients N (8), --fair-segments N (4), --segment-seconds S (5),
 * --overload-seconds S (10), --serve-args "…" (extra options for this checkout's server).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { percentile } from './stats';
import { after, describeCounts, executePath, keepAliveAgent, openLoop, send, statusCounts, type Timed } from './http/client';
import { startLoad, type Load, type SegmentFigures } from './http/load-process';
import { describeLoad, lightRequests, mixedRequests, summarize, wellFormedLoad, type LoadResult } from './http/mixed';
import { checkoutRoot, processCpuSeconds, residentMemoryMiB, startServer, stopServer, type RunningServer } from './http/server';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? fallback : process.argv[index + 1]!;
}
const numberOption = (name: string, fallback: number): number => Number(option(name, String(fallback)));

const SCENARIOS = new Set(option('only', 'light,mixed,fairness,overload').split(','));
const PEER = option('peer', '');
const DURATION_S = numberOption('duration', 10);
const SEGMENTS = numberOption('segments', 5);
const CONNECTIONS = numberOption('connections', 200);
const FLOODERS = numberOption('flooders', 32);
const HEAVY_CLIENTS = numberOption('heavy-clients', 8);
const FAIR_SEGMENTS = numberOption('fair-segments', 4);
const SEGMENT_S = numberOption('segment-seconds', 5);
const OVERLOAD_S = numberOption('overload-seconds', 10);
const SERVE_ARGS = option('serve-args', '')
  .split(' ')
  .filter((arg) => arg !== '');
const LIGHT_PER_SECOND = 20;

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const ms = (value: number): string => (Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const ok = (results: readonly Timed[], allowed: readonly string[]): number => results.filter((r) => !allowed.includes(r.status)).length;

/** The light request of the fairness scenario: the first example of rational-expression-check. */
function lightBody(): Buffer {
  const contract = JSON.parse(readFileSync(resolve(checkoutRoot(), 'contracts/rational-expression-check.json'), 'utf8')) as {
    examples: Array<{ input: unknown }>;
  };
  return Buffer.from(JSON.stringify(contract.examples[0]!.input));
}

function lightProbe(port: number, perSecond: number, stop: () => boolean): Promise<{ results: Timed[]; skipped: number }> {
  const agent = keepAliveAgent(64);
  const body = lightBody();
  return openLoop(perSecond, stop, () => send(agent, port, 'POST', executePath('rational-expression-check'), body)).finally(() =>
    agent.destroy(),
  );
}

const latencyLine = (results: readonly Timed[]): string => {
  const times = results.map((r) => r.ms);
  return `p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, p99 ${ms(percentile(times, 99))} ms, max ${ms(percentile(times, 100))} ms (${results.length} requests: ${describeCounts(statusCounts(results))})`;
};

/** Alternates the order of servers and modes from one segment to the next (ABBA). */
const rotate = <T>(items: readonly T[], segment: number): T[] => (segment % 2 === 0 ? [...items] : [...items].reverse());

// ---- mixed

interface MixedFigures {
  baseline: LoadResult;
  flood: LoadResult;
  floodAnswers: Record<string, number>;
}

async function mixed(servers: readonly RunningServer[]): Promise<Map<RunningServer, MixedFigures>> {
  const segmentSeconds = DURATION_S / SEGMENTS;
  const state = await Promise.all(
    servers.map(async (server) => ({
      server,
      requests: await mixedRequests(server.port),
      flood: startLoad('flood', server.port, { clients: FLOODERS }),
      baseline: [] as LoadResult[],
      underFlood: [] as LoadResult[],
      floodAnswers: {} as Record<string, number>,
      cpu: { baseline: 0, flood: 0 },
    })),
  );
  console.log(
    `\n## mixed: ${CONNECTIONS} connections, ${state[0]!.requests.length} request kinds in rotation; each mode ${DURATION_S} s as ${SEGMENTS} segments of ${segmentSeconds} s; load average ${load()}`,
  );
  // A short warm-up so every mode meets a server whose code is already compiled.
  for (const s of state) await wellFormedLoad(s.server.port, s.requests, CONNECTIONS, 2);
  for (let segment = 0; segment < SEGMENTS; segment++) {
    for (const s of rotate(state, segment)) {
      for (const mode of rotate(['baseline', 'flood'] as const, segment)) {
        const cpuBefore = processCpuSeconds(s.server.child.pid!);
        if (mode === 'baseline') s.baseline.push(await wellFormedLoad(s.server.port, s.requests, CONNECTIONS, segmentSeconds));
        else {
          await s.flood.on();
          s.underFlood.push(await wellFormedLoad(s.server.port, s.requests, CONNECTIONS, segmentSeconds));
          for (const [answer, n] of Object.entries(statusCounts((await s.flood.off()).results)))
            s.floodAnswers[answer] = (s.floodAnswers[answer] ?? 0) + n;
        }
        s.cpu[mode] += processCpuSeconds(s.server.child.pid!) - cpuBefore;
      }
    }
  }
  const figures = new Map<RunningServer, MixedFigures>();
  for (const s of state) {
    await s.flood.end();
    const base = summarize(s.baseline, DURATION_S);
    const flood = summarize(s.underFlood, DURATION_S);
    console.log(`### ${s.server.label}`);
    console.log(describeLoad('baseline', base, s.baseline));
    console.log(describeLoad(`under flood (${FLOODERS} abusive clients)`, flood, s.underFlood));
    console.log(`flood requests and how they were answered: ${describeCounts(s.floodAnswers)}`);
    const perRequest = (seconds: number, requests: number): string => `${((seconds / requests) * 1e6).toFixed(0)} µs`;
    console.log(
      `server CPU: baseline ${s.cpu.baseline.toFixed(1)} s (${perRequest(s.cpu.baseline, base.total)} per request), under flood ${s.cpu.flood.toFixed(1)} s (${perRequest(s.cpu.flood, flood.total)} per well-formed request, flood included)`,
    );
    console.log(
      `flood slowdown: p99 ×${(flood.p99 / base.p99).toFixed(2)}, p50 ×${(flood.p50 / base.p50).toFixed(2)}, req/s ×${(base.requestsPerSecond / flood.requestsPerSecond).toFixed(2)} (target ≤ 2)`,
    );
    const problems = [...base.unexpectedSamples, ...flood.unexpectedSamples];
    if (problems.length > 0) console.log(`unexpected statuses, first few:\n  ${problems.join('\n  ')}`);
    figures.set(s.server, { baseline: base, flood, floodAnswers: s.floodAnswers });
  }
  return figures;
}

// ---- light

async function light(servers: readonly RunningServer[]): Promise<Map<RunningServer, LoadResult>> {
  const segmentSeconds = DURATION_S / SEGMENTS;
  const state = await Promise.all(
    servers.map(async (server) => ({
      server,
      requests: lightRequests(await mixedRequests(server.port)),
      segments: [] as LoadResult[],
    })),
  );
  console.log(
    `\n## light: ${CONNECTIONS} connections, ${state[0]!.requests.length} light request kinds in rotation (well-formed executes of at most 512 bytes); ${DURATION_S} s as ${SEGMENTS} segments of ${segmentSeconds} s, servers alternating; load average ${load()}`,
  );
  for (const s of state) await wellFormedLoad(s.server.port, s.requests, CONNECTIONS, 2);
  for (let segment = 0; segment < SEGMENTS; segment++) {
    for (const s of rotate(state, segment)) s.segments.push(await wellFormedLoad(s.server.port, s.requests, CONNECTIONS, segmentSeconds));
  }
  const figures = new Map<RunningServer, LoadResult>();
  for (const s of state) {
    const result = summarize(s.segments, DURATION_S);
    console.log(`### ${s.server.label}`);
    console.log(describeLoad('light', result, s.segments));
    if (result.unexpectedSamples.length > 0) console.log(`unexpected statuses, first few:\n  ${result.unexpectedSamples.join('\n  ')}`);
    figures.set(s.server, result);
  }
  return figures;
}

// ---- fairness

interface FairnessFigures {
  idle: Timed[];
  loaded: Timed[];
  heavy: Timed[];
  heavySeconds: number;
  heavyPerSecond: number;
}

async function fairness(servers: readonly RunningServer[]): Promise<Map<RunningServer, FairnessFigures>> {
  console.log(
    `\n## fairness: a light rational-expression-check ${LIGHT_PER_SECOND}/s (open loop), idle and while ${HEAVY_CLIENTS} clients send the heaviest rational-trace-check that fits 1 MiB back to back; ${FAIR_SEGMENTS} segments of ${SEGMENT_S} s per mode, ABBA; load average ${load()}`,
  );
  const state = servers.map((server) => ({
    server,
    heavyLoad: startLoad('heavy', server.port, { clients: HEAVY_CLIENTS }) as Load,
    figures: { idle: [], loaded: [], heavy: [], heavySeconds: 0, heavyPerSecond: 0 } as FairnessFigures,
    loads: [] as string[],
  }));
  for (let segment = 0; segment < FAIR_SEGMENTS; segment++) {
    for (const s of rotate(state, segment)) {
      for (const mode of rotate(['idle', 'loaded'] as const, segment)) {
        if (mode === 'idle') {
          s.figures.idle.push(...(await lightProbe(s.server.port, LIGHT_PER_SECOND, after(SEGMENT_S))).results);
          continue;
        }
        await s.heavyLoad.on();
        // The heavy load runs for the segment's length whatever the light requests' answers, so
        // both servers' heavy throughput is counted over windows of the same length (a server slow
        // to answer the light check would otherwise get longer windows, and lose fewer requests
        // to the in-flight ones a window's end leaves uncounted).
        const probe = lightProbe(s.server.port, LIGHT_PER_SECOND, after(SEGMENT_S));
        await new Promise((resolve) => setTimeout(resolve, SEGMENT_S * 1000));
        const heavy: SegmentFigures = await s.heavyLoad.off();
        s.figures.loaded.push(...(await probe).results);
        s.figures.heavy.push(...heavy.results);
        s.figures.heavySeconds += heavy.seconds;
        s.loads.push(load());
      }
    }
  }
  const figures = new Map<RunningServer, FairnessFigures>();
  for (const s of state) {
    await s.heavyLoad.end();
    const f = s.figures;
    f.heavyPerSecond = f.heavy.filter((r) => r.status === '200').length / f.heavySeconds;
    const loaded = f.loaded.map((r) => r.ms);
    const met = percentile(loaded, 50) <= 20 && percentile(loaded, 95) <= 60;
    console.log(`### ${s.server.label} (load average after each loaded segment: ${s.loads.join(' | ')})`);
    console.log(`light, idle:   ${latencyLine(f.idle)}`);
    console.log(`light, loaded: ${latencyLine(f.loaded)} — target p50 ≤ 20 ms, p95 ≤ 60 ms: ${met ? 'met' : 'MISSED'}`);
    console.log(`heavy: ${f.heavyPerSecond.toFixed(1)} req/s over ${f.heavySeconds.toFixed(1)} s; ${latencyLine(f.heavy)}`);
    figures.set(s.server, f);
  }
  return figures;
}

// ---- overload

interface OverloadFigures {
  heavy: Timed[];
  health: Timed[];
  light: Timed[];
  peakMiB: number;
}

async function overload(server: RunningServer, sustainedPerSecond: number): Promise<OverloadFigures> {
  const rate = Math.max(1, Math.round(10 * sustainedPerSecond));
  const probePath = server.hasHealth ? '/healthz' : '/v1/tools';
  console.log(
    `\n## overload: the heavy request at ${rate}/s (10 × the ${sustainedPerSecond.toFixed(1)}/s sustained in fairness), open loop, ${OVERLOAD_S} s; ${probePath} probed every 50 ms; the light check 20/s; load average ${load()}`,
  );
  const heavyLoad = startLoad('open-loop', server.port, { rate });
  let sampling = true;
  let peakRss = 0;
  const rssSampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, residentMemoryMiB(server.child.pid!).now);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const healthAgent = keepAliveAgent(1);
  const health: Timed[] = [];
  const healthProbe = (async () => {
    while (sampling) {
      health.push(await send(healthAgent, server.port, 'GET', probePath, undefined, 5_000));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await heavyLoad.on();
  const [light, heavy] = await Promise.all([
    lightProbe(server.port, 20, after(OVERLOAD_S)),
    new Promise<SegmentFigures>((resolve) => setTimeout(() => resolve(heavyLoad.off()), OVERLOAD_S * 1000)),
  ]);
  sampling = false;
  await Promise.all([rssSampler, healthProbe]);
  healthAgent.destroy();
  await heavyLoad.end();
  const memory = residentMemoryMiB(server.child.pid!);
  const shed = heavy.results.filter((r) => r.status === '503').length;
  console.log(`### ${server.label}`);
  console.log(
    `heavy: ${heavy.results.length} sent in ${heavy.seconds.toFixed(1)} s (${(heavy.results.length / heavy.seconds).toFixed(0)}/s, ${heavy.skipped} not sent: sender at its limit); ${describeCounts(statusCounts(heavy.results))}; ${((100 * shed) / Math.max(1, heavy.results.length)).toFixed(0)} % shed`,
  );
  const answered = (status: string): Timed[] => heavy.results.filter((r) => r.status === status);
  console.log(`  200 latency: ${latencyLine(answered('200'))}`);
  console.log(`  503 latency: ${latencyLine(answered('503'))}`);
  const failed = heavy.results.filter((r) => r.status.startsWith('error:'));
  if (failed.length > 0) console.log(`  connection errors, time to error: ${latencyLine(failed)}`);
  console.log(`${probePath}: ${latencyLine(health)}`);
  console.log(`light: ${latencyLine(light.results)}`);
  console.log(
    `server resident memory: peak ${Math.max(peakRss, memory.peak).toFixed(0)} MiB (VmHWM ${memory.peak.toFixed(0)} MiB), ${memory.now.toFixed(0)} MiB after`,
  );
  return { heavy: heavy.results, health, light: light.results, peakMiB: Math.max(peakRss, memory.peak) };
}

// ---- main

async function sustainedRate(server: RunningServer): Promise<number> {
  const heavyLoad = startLoad('heavy', server.port, { clients: HEAVY_CLIENTS });
  await heavyLoad.on();
  await new Promise((r) => setTimeout(r, 5_000));
  const figures = await heavyLoad.off();
  await heavyLoad.end();
  return figures.results.filter((r) => r.status === '200').length / figures.seconds;
}

async function main(): Promise<number> {
  const servers: RunningServer[] = [await startServer(checkoutRoot(), 'this checkout', SERVE_ARGS)];
  if (PEER !== '') servers.push(await startServer(resolve(PEER), `peer ${PEER}`));
  console.log(
    `exactly serve on 127.0.0.1: ${servers.map((s) => `${s.label} :${s.port}`).join(', ')}; node ${process.version}; load average ${load()} on ${availableParallelism()} cores`,
  );
  let problems = 0;
  try {
    if (SCENARIOS.has('light')) {
      const figures = await light(servers);
      for (const f of figures.values()) problems += f.errors + f.unexpected;
      if (servers.length === 2) {
        const [ours, peer] = [figures.get(servers[0]!)!, figures.get(servers[1]!)!];
        console.log(`light, this checkout ÷ peer: req/s ×${(ours.requestsPerSecond / peer.requestsPerSecond).toFixed(2)}`);
      }
    }
    if (SCENARIOS.has('mixed')) {
      const figures = await mixed(servers);
      for (const f of figures.values()) problems += f.baseline.errors + f.baseline.unexpected + f.flood.errors + f.flood.unexpected;
      if (servers.length === 2) {
        const [ours, peer] = [figures.get(servers[0]!)!, figures.get(servers[1]!)!];
        console.log(
          `mixed, this checkout ÷ peer: baseline req/s ×${(ours.baseline.requestsPerSecond / peer.baseline.requestsPerSecond).toFixed(2)}, under flood req/s ×${(ours.flood.requestsPerSecond / peer.flood.requestsPerSecond).toFixed(2)}`,
        );
      }
    }
    let sustained: number | undefined;
    if (SCENARIOS.has('fairness')) {
      const figures = await fairness(servers);
      for (const f of figures.values()) problems += ok(f.idle, ['200']) + ok(f.loaded, ['200']) + ok(f.heavy, ['200']);
      sustained = figures.get(servers[0]!)!.heavyPerSecond;
      if (servers.length === 2) {
        const [ours, peer] = [figures.get(servers[0]!)!, figures.get(servers[1]!)!];
        const p = (f: FairnessFigures, q: number): number =>
          percentile(
            f.loaded.map((r) => r.ms),
            q,
          );
        console.log(
          `fairness, this checkout ÷ peer: light loaded p50 ×${(p(ours, 50) / p(peer, 50)).toFixed(3)}, p95 ×${(p(ours, 95) / p(peer, 95)).toFixed(3)}; heavy req/s ×${(ours.heavyPerSecond / peer.heavyPerSecond).toFixed(2)}`,
        );
      }
    }
    if (SCENARIOS.has('overload')) {
      const figures = await overload(servers[0]!, sustained ?? (await sustainedRate(servers[0]!)));
      problems += ok(figures.heavy, ['200', '503']) + ok(figures.health, ['200']) + ok(figures.light, ['200']);
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
  if (problems > 0) console.log(`\n${problems} requests got an unexpected status or a connection error`);
  return problems > 0 ? 1 : 0;
}

process.exitCode = await main();
