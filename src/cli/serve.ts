import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApiRequest, isApiPath, type ApiOptions } from './http/api';
import { answerClientError } from './http/client-error';
import { loadContracts } from './http/contracts';
import { sendHttpError } from './http/responses';
import { handleAppRequest, openStaticApp, type StaticApp } from './http/static-app';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface ExactlyServerOptions {
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

/** An HTTP server running the engine; it does not listen until told to. */
export function createExactlyServer(options: ExactlyServerOptions = {}): Server {
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const api: ApiOptions = {
    contracts: loadContracts(),
    body: { maxBytes: options.maxBodyBytes ?? MAX_BODY_BYTES, timeoutMs: options.bodyTimeoutMs ?? 10_000 },
  };
  const app = options.app;

  // Responses not yet finished, so a drain can stop their connections from being kept alive.
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (draining) res.shouldKeepAlive = false;
    const handled = app === undefined || isApiPath(req.url) ? handleApiRequest(req, res, api) : handleAppRequest(req, res, app);
    handled.catch((error: unknown) => {
      // Unreachable by design (the engine never throws); if it happens, answer and say so.
      console.error('exactly serve: request failed:', error);
      if (!res.headersSent) {
        sendHttpError(res, { status: 500, code: 'not_computable', reason: 'internal_error', message: 'The server failed to answer.', closeConnection: true });
      } else res.destroy();
    });
  };

  const server = createServer({
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 5_000,
    // Node checks the two timeouts above on this interval (30 s by default, too coarse for them).
    connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(headersTimeout / 4))),
  }, onRequest);
  // Node answers 100-continue itself unless told otherwise; the handler decides instead, so a
  // body that is refused up front (size, media type) is never sent.
  server.on('checkContinue', onRequest);
  server.on('clientError', answerClientError);
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

interface ServeArgs {
  host: string;
  port: number;
  app?: string;
}

const USAGE = `Usage: exactly serve [--host 127.0.0.1] [--port 8787] [--app <dir>]

Serves the four tools over HTTP:
  GET  /v1/tools                                  the tool contracts
  GET  /v1/tools/<id>/versions/1.0.0              one contract
  POST /v1/tools/<id>/versions/1.0.0/execute      run a tool on a JSON body (at most 1 MiB)

  --host <address>  address to listen on (default 127.0.0.1)
  --port <number>   port to listen on; 0 picks a free one (default 8787)
  --app <dir>       also serve a built app (npm run build → dist/) at /, with its security policy

SIGTERM or SIGINT stops accepting connections, finishes in-flight requests, and exits.`;

function parseServeArgs(args: readonly string[]): ServeArgs | string {
  const parsed: ServeArgs = { host: '127.0.0.1', port: 8787 };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const [name, inline] = flag.startsWith('--') && flag.includes('=') ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)] : [flag, undefined];
    const value = (): string | undefined => inline ?? args[++i];
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
 * code: 0 after a clean drain, 1 when it had to cut connections or could not start, 2 for bad usage.
 */
export async function runServe(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const parsed = parseServeArgs(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`exactly serve: ${parsed}\n\n${USAGE}\n`);
    return 2;
  }
  let app: StaticApp | undefined;
  if (parsed.app !== undefined) {
    try {
      app = await openStaticApp(parsed.app);
    } catch {
      process.stderr.write(`exactly serve: ${parsed.app} is not a built app (no index.html there)\n`);
      return 1;
    }
  }
  const server = createExactlyServer({ app });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(parsed.port, parsed.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    process.stderr.write(`exactly serve: cannot listen on ${parsed.host}:${parsed.port}: ${(error as Error).message}\n`);
    return 1;
  }
  process.stdout.write(`Exactly listening on ${urlOf(server.address() as AddressInfo)}\n`);

  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  process.stderr.write(`exactly serve: ${signal}, finishing in-flight requests\n`);
  const clean = await drain(server, 35_000);
  if (!clean) process.stderr.write('exactly serve: cut connections that did not finish in time\n');
  return clean ? 0 : 1;
}
