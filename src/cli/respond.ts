/**
 * One request text in, one response text out. Everything that can go wrong before the engine
 * sees the request (more bytes than a request may have, bytes that are not UTF-8, text that is not
 * JSON) becomes an error envelope, so every request gets exactly one response.
 */
import { invalidInput, isErrorEnvelope, limitExceeded, notComputable, type ErrorEnvelope } from '../core/errors';
import { locateJsonFault } from '../core/json-fault';

export type Execute = (toolId: string, input: unknown) => unknown;

// Drops a leading byte order mark, as Windows editors write one.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What a request was read from, for the messages: `input` (stdin) or `line` (one JSON Lines line). */
export type RequestSource = 'input' | 'line';

/**
 * The most bytes one request may have on the command line (4 MiB), applied while reading, so no
 * input can make the command hold more. The largest request any tool accepts, written compactly,
 * is a rational-trace-check at every limit: 3,650,606 bytes (docs/limits.md).
 */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

function invalidJson(text: string, source: RequestSource): ErrorEnvelope {
  if (text.trim() === '') {
    const blank = source === 'line' ? 'blank line' : 'empty input';
    return invalidInput('invalid_json', `${blank}: expected one JSON value`).toEnvelope();
  }
  const fault = locateJsonFault(text);
  if (fault === null) return invalidInput('invalid_json', `${source} is not JSON`).toEnvelope();
  const what = fault.found === null ? 'ends too early' : `has unexpected ${JSON.stringify(fault.found)}`;
  return invalidInput('invalid_json', `${source} is not JSON: ${what} at offset ${fault.position}`, fault.position).toEnvelope();
}

/** A response for an engine that broke its promise never to throw: still one line per request. */
function internalError(error: unknown): ErrorEnvelope {
  const detail = error instanceof Error ? error.message : String(error);
  return notComputable('internal_error', `internal error: ${detail}`).toEnvelope();
}

/** The engine turns its own failures into envelopes with this reason; the CLI still reports them in its exit status. */
function isInternalError(response: unknown): boolean {
  return isErrorEnvelope(response) && response.error.details.reason === 'internal_error';
}

export interface Response {
  text: string;
  /** True when the engine failed on the request (it threw, answered with reason internal_error, or answered nothing): a bug, not a bad request. */
  internalError: boolean;
}

/** Counts the requests the engine failed on (see {@link Response.internalError}). */
export interface FailureCount {
  internalErrors: number;
}

/**
 * The response text to one request's text, counting an engine failure in `failures`: what
 * {@link respondToText} does without a result object, for the JSON Lines loop.
 */
export function responseTextTo(execute: Execute, toolId: string, text: string, source: RequestSource, failures: FailureCount): string {
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    return JSON.stringify(invalidJson(text, source));
  }
  try {
    const response = execute(toolId, request);
    const responseText = JSON.stringify(response);
    if (responseText === undefined) throw new Error('the engine returned no response');
    if (isInternalError(response)) failures.internalErrors += 1;
    return responseText;
  } catch (error) {
    failures.internalErrors += 1;
    return JSON.stringify(internalError(error));
  }
}

export function respondToText(execute: Execute, toolId: string, text: string, source: RequestSource): Response {
  const failures: FailureCount = { internalErrors: 0 };
  const response = responseTextTo(execute, toolId, text, source, failures);
  return { text: response, internalError: failures.internalErrors > 0 };
}

/** The response to bytes that are not UTF-8. */
export const invalidUtf8Text = (source: RequestSource): string =>
  JSON.stringify(invalidInput('invalid_utf8', `${source} is not valid UTF-8`).toEnvelope());

export function respondToBytes(execute: Execute, toolId: string, bytes: Uint8Array, source: RequestSource): Response {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { text: invalidUtf8Text(source), internalError: false };
  }
  return respondToText(execute, toolId, text, source);
}

function oversized(reason: string, what: string, extra?: Record<string, unknown>): Response {
  const message = `${what} is longer than ${MAX_REQUEST_BYTES} bytes (4 MiB), the most one request may have`;
  return { text: JSON.stringify(limitExceeded(reason, message, undefined, extra).toEnvelope()), internalError: false };
}

/** The answer to a JSON Lines line over {@link MAX_REQUEST_BYTES}, whose bytes were never kept. */
export const respondToOversizedLine = (lineNumber: number): Response =>
  oversized('line_too_long', `line ${lineNumber}`, { line: lineNumber });

/** The answer to stdin over {@link MAX_REQUEST_BYTES} in single-request mode, read no further than that. */
export const respondToOversizedInput = (): Response => oversized('input_too_long', 'input');
