import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { API_CONTENT_SECURITY_POLICY } from './csp';

interface NodeClientError extends Error {
  code?: string;
}

/** Node's parser and timeout errors, as the status and reason word we answer them with. */
function describe(error: NodeClientError): { status: number; reason: string; message: string } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'request_timeout', message: 'The request did not arrive in time.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'headers_too_large', message: 'The request headers are too large.' };
    default:
      return { status: 400, reason: 'malformed_request', message: 'The request is not well-formed HTTP/1.1.' };
  }
}

/**
 * Answers a request Node could not hand to the server (a malformed request line or headers, a
 * header or whole-request timeout) with the same envelope and headers as every other response,
 * instead of Node's bare default, then drops the connection as soon as the reply is written: a
 * timed-out or broken client gets no more of our time.
 */
export function answerClientError(error: NodeClientError, socket: Duplex): void {
  const responseStarted = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (error.code === 'ECONNRESET' || !socket.writable || responseStarted) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = describe(error);
  const body = JSON.stringify({ error: { code: 'invalid_input', message, details: { reason } } });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      `Content-Security-Policy: ${API_CONTENT_SECURITY_POLICY}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
    () => socket.destroy(),
  );
}
