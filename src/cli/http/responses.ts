import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '../../core/errors';
import { API_CONTENT_SECURITY_POLICY } from './csp';

/** Headers every API response carries, whatever its status. */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  sendJsonText(res, status, JSON.stringify(body), extraHeaders);
}

/** A body already serialized (an engine worker's answer comes back as JSON text). */
export function sendJsonText(res: ServerResponse, status: number, json: string, extraHeaders: Record<string, string> = {}): void {
  const payload = Buffer.from(json, 'utf8');
  res.writeHead(status, { ...API_SECURITY_HEADERS, ...extraHeaders, 'Content-Length': String(payload.length) });
  res.end(payload);
}

/**
 * An HTTP-level refusal (route, method, media type, size, timeout, unparsable body), written in
 * the engine's error envelope so a client reads every error the same way. docs/limits.md explains
 * why these carry code `invalid_input`.
 */
export interface HttpError {
  status: number;
  code: ErrorCode;
  reason: string;
  message: string;
  headers?: Record<string, string>;
  /** The connection cannot be reused (unread or half-read body): close it once the reply is out. */
  closeConnection?: boolean;
}

/** The error envelope of an HTTP-level refusal, as the engine writes its own. */
export const httpErrorEnvelope = (error: HttpError): { error: { code: ErrorCode; message: string; details: { reason: string } } } => ({
  error: { code: error.code, message: error.message, details: { reason: error.reason } },
});

export function sendHttpError(res: ServerResponse, error: HttpError): void {
  const headers = { ...error.headers };
  if (error.closeConnection) {
    headers['Connection'] = 'close';
    // Stop reading the request here: once the reply is flushed, drop the socket instead of
    // letting Node drain the rest of a body we have already refused.
    res.once('finish', () => res.socket?.destroy());
  }
  sendJson(res, error.status, httpErrorEnvelope(error), headers);
}
