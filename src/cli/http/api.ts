import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute } from '../../core/execute';
import type { Contract } from './contracts';
import { isIdentityEncoding, isJsonUtf8 } from './media-type';
import { parseJsonBody, readBody, type BodyLimits } from './read-body';
import { sendHttpError, sendJson, type HttpError } from './responses';
import { statusForEngineResponse } from './status';

export interface ApiOptions {
  contracts: ReadonlyMap<string, Contract>;
  body: BodyLimits;
}

/** What a path under /v1/tools names. */
type Route =
  | { kind: 'list' }
  | { kind: 'contract'; contract: Contract }
  | { kind: 'execute'; contract: Contract }
  | { kind: 'missing'; error: HttpError };

const notFound = (reason: string, message: string): Route =>
  ({ kind: 'missing', error: { status: 404, code: 'invalid_input', reason, message } });

function route(pathname: string, contracts: ReadonlyMap<string, Contract>): Route {
  const segments = pathname.split('/').slice(1);
  if (segments[0] !== 'v1' || segments[1] !== 'tools') return notFound('not_found', `Nothing is served at ${pathname}.`);
  if (segments.length === 2) return { kind: 'list' };
  const [id, versions, version, action] = segments.slice(2);
  const contract = id === undefined ? undefined : contracts.get(id);
  if (contract === undefined) return notFound('unknown_tool', `There is no tool "${id ?? ''}".`);
  if (versions !== 'versions' || version === undefined || segments.length > 6 || (action !== undefined && action !== 'execute')) {
    return notFound('not_found', `Nothing is served at ${pathname}.`);
  }
  if (version !== contract.version) return notFound('unknown_version', `Tool "${contract.id}" has no version "${version}".`);
  return action === undefined ? { kind: 'contract', contract } : { kind: 'execute', contract };
}

const methodNotAllowed = (allow: string): HttpError => ({
  status: 405,
  code: 'invalid_input',
  reason: 'method_not_allowed',
  message: `Use ${allow.split(', ').join(' or ')} here.`,
  headers: { Allow: allow },
});

function pathnameOf(rawUrl: string | undefined): string | undefined {
  try {
    return new URL(rawUrl ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

/** True when the request is for the API (everything under /v1/); other paths may be the app. */
export function isApiPath(rawUrl: string | undefined): boolean {
  const pathname = pathnameOf(rawUrl);
  return pathname === undefined || pathname === '/v1' || pathname.startsWith('/v1/');
}

/**
 * Serves one API request. Checks run cheapest first and stop at the first refusal: the resource
 * (404), the method (405), the media type (415), the declared size (413), then the body as it
 * streams (413, 408), its JSON (400), and finally the engine.
 */
export async function handleApiRequest(req: IncomingMessage, res: ServerResponse, options: ApiOptions): Promise<void> {
  const pathname = pathnameOf(req.url);
  const target = pathname === undefined ? notFound('not_found', 'The request target is not a path.') : route(pathname, options.contracts);
  const method = req.method ?? 'GET';

  if (target.kind === 'missing') return refuse(req, res, target.error);
  if (target.kind === 'list' || target.kind === 'contract') {
    if (method !== 'GET' && method !== 'HEAD') return refuse(req, res, methodNotAllowed('GET, HEAD'));
    const body = target.kind === 'list' ? { tools: [...options.contracts.values()] } : target.contract;
    return sendJson(res, 200, body);
  }

  if (method !== 'POST') return refuse(req, res, methodNotAllowed('POST'));
  if (!isJsonUtf8(req.headers['content-type']) || !isIdentityEncoding(req.headers['content-encoding'])) {
    return refuse(req, res, {
      status: 415,
      code: 'invalid_input',
      reason: 'unsupported_media_type',
      message: 'Send the input as Content-Type: application/json (UTF-8, not compressed).',
    });
  }
  const expectsContinue = /^100-continue$/i.test(req.headers['expect'] ?? '');
  if (expectsContinue && Number(req.headers['content-length'] ?? 0) <= options.body.maxBytes) res.writeContinue();

  const body = await readBody(req, options.body);
  if (body.kind === 'gone') return;
  if (body.kind === 'refused') return sendHttpError(res, body.error);
  const json = parseJsonBody(body.bytes);
  if (!json.ok) return sendHttpError(res, json.error);

  const response = execute(target.contract.id, json.value);
  sendJson(res, statusForEngineResponse(response), response);
}

/**
 * Refuses a request whose body has not been read. A small or absent body is drained by Node so
 * the connection can be reused; one that is large (or of unknown length) is not worth reading,
 * so the connection is closed after the reply instead.
 */
function refuse(req: IncomingMessage, res: ServerResponse, error: HttpError): void {
  const length = req.headers['content-length'];
  const hasBody = length !== undefined ? Number(length) > 0 : req.headers['transfer-encoding'] !== undefined;
  // A client waiting for "100 Continue" will never send the body, so there is nothing to drain.
  const awaitingContinue = /^100-continue$/i.test(req.headers['expect'] ?? '');
  const worthDraining = length !== undefined && Number(length) <= 64 * 1024 && !awaitingContinue;
  sendHttpError(res, { ...error, closeConnection: error.closeConnection === true || (hasBody && !worthDraining) });
}
