/**
 * The operational endpoints an orchestrator or a load balancer reads:
 *  - GET /healthz: the process is up and its event loop answers (liveness);
 *  - GET /readyz: the engine's worker threads are up and the server is not draining (readiness);
 *  - GET /metrics: Prometheus text format (metrics.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_CONTENT_SECURITY_POLICY } from './csp';
import type { Engine } from './engine';
import type { ExchangeLabels, ServerMetrics } from './metrics';
import { sendHttpError, sendJson } from './responses';

export const OPERATIONS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

export interface OperationsState {
  engine: Engine;
  metrics: ServerMetrics;
  draining: () => boolean;
}

export async function handleOperationsRequest(
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
  state: OperationsState,
  labels: ExchangeLabels,
): Promise<void> {
  labels.route = pathname.slice(1);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendHttpError(res, {
      status: 405,
      code: 'invalid_input',
      reason: 'method_not_allowed',
      message: 'Use GET or HEAD here.',
      headers: { Allow: 'GET, HEAD' },
    });
  }
  switch (pathname) {
    case '/healthz':
      return sendJson(res, 200, { status: 'ok' });
    case '/readyz': {
      if (state.draining()) {
        return sendHttpError(res, {
          status: 503,
          code: 'not_computable',
          reason: 'draining',
          message: 'The server is shutting down and takes no new work.',
        });
      }
      if (!state.engine.isReady()) {
        return sendHttpError(res, {
          status: 503,
          code: 'not_computable',
          reason: 'not_ready',
          message: "The engine's worker threads are not up yet.",
        });
      }
      return sendJson(res, 200, { status: 'ready', workers: state.engine.heavy.workers });
    }
    default: {
      const text = await state.metrics.registry.metrics();
      const payload = Buffer.from(text, 'utf8');
      res.writeHead(200, {
        'Content-Type': state.metrics.registry.contentType,
        'Content-Length': String(payload.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
      });
      res.end(payload);
    }
  }
}
