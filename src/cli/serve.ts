import { EXIT_STATUS } from './exit-status';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { handleApiRequest, isApiPath, type ApiOptions } from './http/api';
import { answerClientError } from './http/client-error';
import { loadContracts } from './http/contracts';
import { DEFAULT_MAX_QUEUE, DEFAULT_TIMEOUT_MS, Engine, type EngineOptions } from './http/engine';
import { newExchangeLabels, ServerMetrics } from './http/metrics';
import { handleOperationsRequest, OPERATIONS_PATHS } from './http/operations';
import { sendHttpError } from './http/responses';
import { handleAppRequest, openStaticApp, type StaticApp } from './http/static-app';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Connections the kernel may hold for us before we accept them (it caps this at
 * net.core.somaxconn). Node's default, 511, overflows when a burst of new connections meets an
 * event loop busy reading bodies: the kernel then drops the handshake, and the client, which
 * believes it is connected, has its request reset seconds later.
 */
export const LISTEN_BACKLOG = 4096;

export interface ExactlyServerOptions extends EngineOptions {
  /**
   * The engine to answer with. Without one the server starts its own (with `workers`, `maxQueue`,
   * `timeoutMs`) and stops it when it closes.
   */
  engine?: Engine;
  /** Largest request body accepted, in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /** Time for a request body to arrive once its headers are in (default 10 s). */
  bodyTimeoutMs?: number;
  /** Time for the request headers to arrive (default 10 s). */
  headersTimeoutMs?: number;
  /** Time for a whole request to arrive, headers and body (default 30 s). */
  requestTimeoutMs?: number;
  /** How long an idle keep-alive connection stays open (default 5 s). */
  keepAliveTimeoutMs?: number;
  /** A built app (`vite build` output) to serve at every path outside /v1/. */
  app?: StaticApp;
}

const stopKeepAlive = new WeakMap<Server, () => void>();

/** The path of a request target, without its query. */
const pathOf = (url: string | undefined): string => {
  const target = url ?? '/';
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
};

/** An HTTP server running the engine; it does not listen until told to. */
export function createExactlyServer(options: ExactlyServerOptions = {}): Server {
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const engine = options.engine ?? new Engine(options);
  const metrics = new ServerMetrics(engine);
  const api: ApiOptions = {
    contracts: loadContracts(),
    body: { maxBytes: options.maxBodyBytes ?? MAX_BODY_BYTES, timeoutMs: options.bodyTimeoutMs ?? 10_000 },
    engine,
    metrics,
  };
  const app = options.app;

  // Responses not yet finished, so a drain can stop their connections from being kept alive.
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const operations = { engine, metrics, draining: () => draining };

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const arrived = performance.now();
    const labels = newExchangeLabels();
    res.once('finish', () => metrics.record(labels, res.statusCode, (performance.now() - arrived) / 1000));
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (draining) res.shouldKeepAlive = false;
    const path = pathOf(req.url);
    let handled: Promise<void>;
    if (OPERATIONS_PATHS.has(path)) handled = handleOperationsRequest(path, req, res, operations, labels);
    else if (app === undefined || isApiPath(req.url)) handled = handleApiRequest(req, res, api, labels);
    else {
      labels.route = 'app';
      handled = handleAppRequest(req, res, app);
    }
    handled.catch((error: unknown) => {
      // Unreachable by design (the engine never throws); if it happens, answer and say so.
      console.error('exactly serve: request failed:', error);
      if (!res.headersSent) {
        sendHttpError(res, {
          status: 500,
          code: 'not_computable',
          reason: 'internal_error',
          message: 'The server failed to answer.',
          closeConnection: true,
        });
      } else res.destroy();
    });
  };

  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 5_000,
      // Node checks the two timeouts above on this interval (30 s by default, too coarse for them).
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(headersTimeout / 4))),
    },
    onRequest,
  );
  // Node answers 100-continue itself unless told otherwise; the handler decides instead, so a
  // body that is refused up front (size, media type) is never sent.
  server.on('checkContinue', onRequest);
  server.on('clientError', answerClientError);
  // An engine the server started is the server's to stop.
  if (options.engine === undefined) server.once('close', () => void engine.close());
  stopKeepAlive.set(server, () => {
    draining = true;
    for (const res of inFlight) {
      if (!res.headersSent) res.shouldKeepAlive = false;
      // Already answering with keep-alive: end the connection once this response is out.
      else {
        const socket = res.socket;
        res.once('finish', () => socket?.end());
      }
    }
  });
  return server;
}

/**
 * Stops accepting connections and resolves once every in-flight request has been answered.
 * Idle keep-alive connections are closed now; busy ones after their current response. After
 * `deadlineMs` the remaining connections are cut and the promise resolves to false.
 */
export function drain(server: Server, deadlineMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, deadlineMs);
    // Node's close() only closes connections idle right now; a request still being answered
    // would otherwise leave its connection open for the whole keep-alive timeout.
    stopKeepAlive.get(server)?.();
    server.close(() => {
      clearTimeout(deadline);
      resolve(!forced);
    });
    server.closeIdleConnections();
  });
}

export interface ServeArgs {
  host: string;
  port: number;
  app?: string;
  workers: number;
  maxQueue: number;
  timeoutMs: number;
}

const USAGE = `Usage: exactly serve [--host 127.0.0.1] [--port 8787] [--app <dir>]
                     [--workers N] [--max-queue N] [--timeout SECONDS]

Serves every tool of the engine over HTTP:
  GET  /v1/tools                                  the tool contracts
  GET  /v1/tools/<id>/versions/<version>          one contract (the version it states)
  POST /v1/tools/<id>/versions/<version>/execute  run a tool on a JSON body (at most 1 MiB)
  GET  /healthz                                   200 while the process is up
  GET  /readyz                                    200 once the engine workers are up, 503 while draining
  GET  /metrics                                   Prometheus metrics

  --host <address>     address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --port <number>      port to listen on; 0 picks a free one (default 8787)
  --app <dir>          also serve a built app (npm run build → dist/) at /, with its security policy
  --workers <n>        engine worker threads for heavy requests (default: one per core, here ${availableParallelism()})
  --max-queue <n>      heavy requests admitted but not yet running before new ones get 503
                       (default ${DEFAULT_MAX_QUEUE}); sooner when the queue would keep one past its deadline
  --timeout <seconds>  deadline of a heavy request, queued and running: 503 if it has not
                       started by then, 504 (and a fresh worker) if it is still running (default ${DEFAULT_TIMEOUT_MS / 1000})

Light requests (small for their tool) are answered at once; heavy ones run in the worker pool.
SIGTERM or SIGINT stops accepting connections, finishes in-flight requests, and exits.`;

export function parseServeArgs(args: readonly string[]): ServeArgs | string {
  const parsed: ServeArgs = {
    host: '127.0.0.1',
    port: 8787,
    workers: availableParallelism(),
    maxQueue: DEFAULT_MAX_QUEUE,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const [name, inline] =
      flag.startsWith('--') && flag.includes('=')
        ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
        : [flag, undefined];
    const value = (): string | undefined => inline ?? args[++i];
    const wholeNumber = (min: number, max: number): number | undefined => {
      const text = value();
      return text !== undefined && /^\d{1,9}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined;
    };
    switch (name) {
      case '--host': {
        const host = value();
        if (host === undefined || host === '') return '--host needs an address';
        parsed.host = host;
        break;
      }
      case '--port': {
        const port = value();
        if (port === undefined || !/^\d{1,5}$/.test(port) || Number(port) > 65535) return '--port needs a number from 0 to 65535';
        parsed.port = Number(port);
        break;
      }
      case '--app': {
        const app = value();
        if (app === undefined || app === '') return '--app needs a directory';
        parsed.app = app;
        break;
      }
      case '--workers': {
        const workers = wholeNumber(1, 256);
        if (workers === undefined) return '--workers needs a number from 1 to 256';
        parsed.workers = workers;
        break;
      }
      case '--max-queue': {
        const maxQueue = wholeNumber(0, 100_000);
        if (maxQueue === undefined) return '--max-queue needs a number from 0 to 100000';
        parsed.maxQueue = maxQueue;
        break;
      }
      case '--timeout': {
        const text = value();
        const seconds = text !== undefined && /^\d{1,6}(\.\d{1,3})?$/.test(text) ? Number(text) : Number.NaN;
        if (!(seconds >= 0.001 && seconds <= 3600)) return '--timeout needs a number of seconds from 0.001 to 3600';
        parsed.timeoutMs = Math.round(seconds * 1000);
        break;
      }
      default:
        return `unknown argument: ${flag}`;
    }
  }
  return parsed;
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * `exactly serve …`: listens until SIGTERM or SIGINT, then drains. Resolves to the process exit
 * code: 0 after a clean drain, 1 when it had to cut connections or could not start (its engine
 * workers included), 2 for bad usage.
 */
export async function runServe(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT_STATUS.ok;
  }
  const parsed = parseServeArgs(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`exactly serve: ${parsed}\n\n${USAGE}\n`);
    return EXIT_STATUS.usage;
  }
  let app: StaticApp | undefined;
  if (parsed.app !== undefined) {
    try {
      app = await openStaticApp(parsed.app);
    } catch {
      process.stderr.write(`exactly serve: ${parsed.app} is not a built app (no index.html there)\n`);
      return EXIT_STATUS.failed;
    }
  }
  // The server's log lines are for whoever reads them; a reader that has gone away (`| head -1`,
  // a supervisor that stopped reading after "listening") must not bring the server down: its
  // lines are dropped.
  for (const log of [process.stdout, process.stderr]) {
    log.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  const engine = new Engine({ workers: parsed.workers, maxQueue: parsed.maxQueue, timeoutMs: parsed.timeoutMs });
  const server = createExactlyServer({ app, engine });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: parsed.port, host: parsed.host, backlog: LISTEN_BACKLOG }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    process.stderr.write(`exactly serve: cannot listen on ${parsed.host}:${parsed.port}: ${(error as Error).message}\n`);
    await engine.close();
    return EXIT_STATUS.failed;
  }
  process.stdout.write(`Exactly listening on ${urlOf(server.address() as AddressInfo)}\n`);

  // Until a signal comes, or the engine's workers fail to start (the server cannot answer heavy requests).
  const stop = await new Promise<NodeJS.Signals | 'engine failed'>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
    void engine.heavy.ready.then((ready) => {
      if (ready) process.stdout.write(`Engine ready: ${parsed.workers} worker thread${parsed.workers === 1 ? '' : 's'}\n`);
      else resolve('engine failed');
    });
  });
  process.stderr.write(
    stop === 'engine failed'
      ? 'exactly serve: the engine workers did not start; stopping\n'
      : `exactly serve: ${stop}, finishing in-flight requests\n`,
  );
  const clean = await drain(server, 35_000);
  await engine.close();
  if (!clean) process.stderr.write('exactly serve: cut connections that did not finish in time\n');
  return clean && stop !== 'engine failed' ? EXIT_STATUS.ok : EXIT_STATUS.failed;
}
