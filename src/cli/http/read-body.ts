import type { IncomingMessage } from 'node:http';
import type { HttpError } from './responses';

export interface BodyLimits {
  /** Largest accepted body, in bytes. */
  maxBytes: number;
  /** Time allowed for the whole body to arrive, from the moment the handler starts reading. */
  timeoutMs: number;
}

export type BodyResult =
  | { kind: 'body'; bytes: Buffer }
  | { kind: 'refused'; error: HttpError }
  /** The client went away; there is no one to answer. */
  | { kind: 'gone' };

const tooLarge = (maxBytes: number): HttpError => ({
  status: 413,
  code: 'invalid_input',
  reason: 'body_too_large',
  message: `The request body is larger than ${maxBytes} bytes.`,
  closeConnection: true,
});

/** The body size a request declares (Content-Length), or undefined when it does not (chunked). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const declared = req.headers['content-length'];
  // Node's parser has already rejected a malformed Content-Length, so this is a plain number.
  return declared === undefined ? undefined : Number(declared);
}

/** The 413 for a declared size over the limit, before a byte of the body is read. */
export function refuseDeclaredSize(req: IncomingMessage, limits: BodyLimits): HttpError | undefined {
  const declared = declaredLength(req);
  return declared !== undefined && declared > limits.maxBytes ? tooLarge(limits.maxBytes) : undefined;
}

/**
 * Reads a request body without ever holding more than `maxBytes`: a declared Content-Length over
 * the limit is refused before a byte is read, and a body without one (chunked) is counted as it
 * streams and refused the moment it passes the limit. The body must also arrive in time, so a
 * client that stalls mid-body cannot hold a connection open.
 */
export function readBody(req: IncomingMessage, limits: BodyLimits): Promise<BodyResult> {
  const declared = declaredLength(req);
  if (declared !== undefined && declared > limits.maxBytes) {
    return Promise.resolve({ kind: 'refused', error: tooLarge(limits.maxBytes) });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (result: BodyResult): void => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      // Leave an error listener so a late reset does not become an unhandled 'error' event.
      req.on('error', () => {});
      if (result.kind !== 'body') req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limits.maxBytes) finish({ kind: 'refused', error: tooLarge(limits.maxBytes) });
      else chunks.push(chunk);
    };
    const onEnd = (): void => finish({ kind: 'body', bytes: Buffer.concat(chunks, received) });
    const onGone = (): void => finish({ kind: 'gone' });
    const timer = setTimeout(
      () =>
        finish({
          kind: 'refused',
          error: {
            status: 408,
            code: 'invalid_input',
            reason: 'body_timeout',
            message: `The request body did not arrive within ${limits.timeoutMs} ms.`,
            closeConnection: true,
          },
        }),
      limits.timeoutMs,
    );
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A body as a JSON value, or the 400 that explains why it is not one. */
export function parseJsonBody(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; error: HttpError } {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return {
      ok: false,
      error: { status: 400, code: 'invalid_input', reason: 'invalid_utf8', message: 'The request body is not valid UTF-8.' },
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      error: { status: 400, code: 'invalid_input', reason: 'invalid_json', message: 'The request body is not valid JSON.' },
    };
  }
}
