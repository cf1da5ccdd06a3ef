import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Contract } from './contracts';
import type { Engine } from './engine';
import type { EngineAnswer } from './engine-task';
import { isIdentityEncoding, isJsonUtf8 } from './media-type';
import type { ExchangeLabels, ServerMetrics, ShedReason } from './metrics';
import { declaredLength, readBody, refuseDeclaredSize, type BodyLimits } from './read-body';
import { sendHttpError, sendJson, sendJsonText, type HttpError } from './responses';
import type { Reservation } from './worker-lane';
import { deprecationHeaders, servedVersion, versionList, versionsOf, type ServedVersion } from '../published-versions';

export interface ApiOptions {
  contracts: ReadonlyMap<string, Contract>;
  body: BodyLimits;
  engine: Engine;
  metrics: ServerMetrics;
}

/** What a path under /v1/tools names. */
type Route =
  | { kind: 'list' }
  | { kind: 'contract'; contract: Contract; served: ServedVersion }
  | { kind: 'execute'; contract: Contract; served: ServedVersion }
  | { kind: 'missing'; error: HttpError };

const notFound = (reason: string, message: string): Route => ({
  kind: 'missing',
  error: { status: 404, code: 'invalid_input', reason, message },
});

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
  // An earlier published version answers as the current one does, marked deprecated (the contract's "Published versions").
  const served = servedVersion(contract.id, version);
  if (served === undefined) {
    const known = versionsOf(contract.id)
      .map((entry) => entry.version)
      .join(', ');
    return notFound('unknown_version', `Tool "${contract.id}" has no version "${version}" (served: ${known}).`);
  }
  return action === undefined ? { kind: 'contract', contract: served.contract as Contract, served } : { kind: 'execute', contract, served };
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
 * (404), the method (405), the media type (415), the declared size (413), room in the heavy lane
 * for a request that may be heavy (503, before its body is read), then the body as it streams
 * (413, 408), and finally the engine: a light request at once, a heavy one in the worker pool
 * (where its JSON is parsed: 400 for a body that is not JSON, whichever lane).
 */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: ApiOptions,
  labels: ExchangeLabels,
): Promise<void> {
  const pathname = pathnameOf(req.url);
  const target = pathname === undefined ? notFound('not_found', 'The request target is not a path.') : route(pathname, options.contracts);
  const method = req.method ?? 'GET';

  if (target.kind === 'missing') return refuse(req, res, target.error);
  if (target.kind !== 'list') for (const [name, value] of Object.entries(deprecationHeaders(target.served))) res.setHeader(name, value);
  if (target.kind === 'list' || target.kind === 'contract') {
    labels.route = 'contracts';
    if (method !== 'GET' && method !== 'HEAD') return refuse(req, res, methodNotAllowed('GET, HEAD'));
    const body = target.kind === 'list' ? { tools: [...options.contracts.values()], versions: versionList() } : target.contract;
    return sendJson(res, 200, body);
  }

  labels.route = 'execute';
  const toolId = target.contract.id;
  labels.tool = toolId;
  if (method !== 'POST') return refuse(req, res, methodNotAllowed('POST'));
  if (!isJsonUtf8(req.headers['content-type']) || !isIdentityEncoding(req.headers['content-encoding'])) {
    return refuse(req, res, {
      status: 415,
      code: 'invalid_input',
      reason: 'unsupported_media_type',
      message: 'Send the input as Content-Type: application/json (UTF-8, not compressed).',
    });
  }
  const oversized = refuseDeclaredSize(req, options.body);
  if (oversized !== undefined) return sendHttpError(res, oversized);

  const { engine } = options;
  // A request that may be heavy (its declared size says so, or it declares none) holds a place in
  // the heavy lane before its body is read: when there is none, it is refused before it costs
  // memory.
  const declared = declaredLength(req);
  let reservation: Reservation | null = null;
  if (declared === undefined || engine.laneFor(toolId, declared) === 'heavy') {
    reservation = engine.heavy.reserve();
    if (reservation === null) return shed(req, res, options, 'overloaded', { unreadUpTo: options.body.maxBytes });
  }
  const expectsContinue = /^100-continue$/i.test(req.headers['expect'] ?? '');
  if (expectsContinue) res.writeContinue();

  const body = await readBody(req, options.body);
  if (body.kind !== 'body') {
    reservation?.release();
    if (body.kind === 'refused') sendHttpError(res, body.error);
    return;
  }
  const task = { toolId, body: body.bytes };
  if (engine.laneFor(toolId, body.bytes.byteLength) === 'light') {
    reservation?.release();
    labels.lane = 'light';
    return sendAnswer(res, engine.answerLight(task));
  }

  labels.lane = 'heavy';
  reservation ??= engine.heavy.reserve();
  if (reservation === null) return shed(req, res, options, 'overloaded');
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const outcome = await engine.runHeavy(reservation, task, gone.signal);
  switch (outcome.kind) {
    case 'answered':
      return sendAnswer(res, outcome.answer);
    case 'deadline':
      if (outcome.stage === 'queued') return shed(req, res, options, 'deadline_exceeded');
      options.metrics.countShed('deadline_exceeded');
      return sendHttpError(res, {
        status: 504,
        code: 'not_computable',
        reason: 'deadline_exceeded',
        message: 'The request was still running at its deadline and was stopped.',
      });
    case 'failed':
      console.error(`exactly serve: an engine worker failed on a ${toolId} request: ${outcome.message}`);
      return sendHttpError(res, {
        status: 500,
        code: 'not_computable',
        reason: 'internal_error',
        message: 'The engine worker stopped while answering; it has been replaced.',
      });
    case 'cancelled':
      return;
  }
}

const sendAnswer = (res: ServerResponse, answer: EngineAnswer): void => sendJsonText(res, answer.status, answer.json);

/**
 * 503 with Retry-After: the heavy lane is full (`overloaded`), or the request waited past its
 * deadline without starting (`deadline_exceeded`). When the body has not been read, it is
 * discarded if it declares at most `unreadUpTo` bytes, so that the client reads the answer rather
 * than a reset connection (a body of unknown length closes the connection instead).
 */
function shed(req: IncomingMessage, res: ServerResponse, options: ApiOptions, reason: ShedReason, body?: { unreadUpTo: number }): void {
  options.metrics.countShed(reason);
  const retryAfter = options.engine.heavy.retryAfterSeconds();
  const error: HttpError = {
    status: 503,
    code: 'not_computable',
    reason,
    message:
      reason === 'overloaded'
        ? `The server is busy; try again in ${retryAfter} s.`
        : `The request waited past its deadline without starting; try again in ${retryAfter} s.`,
    headers: { 'Retry-After': String(retryAfter) },
  };
  if (body !== undefined) return refuse(req, res, error, body.unreadUpTo);
  sendHttpError(res, error);
}

/**
 * Refuses a request whose body has not been read. A body of at most `drainUpTo` bytes is drained
 * by Node so the connection can be reused; one that is larger (or of unknown length) is not worth
 * reading, so the connection is closed after the reply instead.
 */
function refuse(req: IncomingMessage, res: ServerResponse, error: HttpError, drainUpTo = 64 * 1024): void {
  const length = req.headers['content-length'];
  const hasBody = length !== undefined ? Number(length) > 0 : req.headers['transfer-encoding'] !== undefined;
  // A client waiting for "100 Continue" will never send the body, so there is nothing to drain.
  const awaitingContinue = /^100-continue$/i.test(req.headers['expect'] ?? '');
  const worthDraining = length !== undefined && Number(length) <= drainUpTo && !awaitingContinue;
  sendHttpError(res, { ...error, closeConnection: error.closeConnection === true || (hasBody && !worthDraining) });
}
