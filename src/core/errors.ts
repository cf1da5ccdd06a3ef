/** The three error codes of the response envelope (NOTES.md "One request, one response"). */
export type ErrorCode = 'invalid_input' | 'limit_exceeded' | 'not_computable';

export interface ErrorDetails {
  /** A stable snake_case word; the contracts name some of them. */
  reason: string;
  /** 0-based code point offset into the expression, where the fault has a place. */
  position?: number;
  [extra: string]: unknown;
}

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; details: ErrorDetails };
}

/**
 * The one error type of the engine. Tools throw it internally to unwind from deep inside a
 * parser or an evaluation; `execute` turns it into an {@link ErrorEnvelope}, so it never crosses
 * the engine's boundary as an exception.
 */
export class ToolError extends Error {
  readonly code: ErrorCode;
  readonly reason: string;
  readonly position: number | undefined;
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, reason: string, message: string, position?: number, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ToolError';
    this.code = code;
    this.reason = reason;
    this.position = position;
    this.extra = extra;
  }

  toEnvelope(): ErrorEnvelope {
    const details: ErrorDetails = { reason: this.reason };
    if (this.position !== undefined) details.position = this.position;
    for (const [key, value] of Object.entries(this.extra)) {
      if (key !== 'reason' && key !== 'position') details[key] = value;
    }
    return { error: { code: this.code, message: this.message, details } };
  }
}

export const invalidInput = (reason: string, message: string, position?: number, extra?: Record<string, unknown>): ToolError =>
  new ToolError('invalid_input', reason, message, position, extra);

export const limitExceeded = (reason: string, message: string, position?: number, extra?: Record<string, unknown>): ToolError =>
  new ToolError('limit_exceeded', reason, message, position, extra);

export const notComputable = (reason: string, message: string, position?: number, extra?: Record<string, unknown>): ToolError =>
  new ToolError('not_computable', reason, message, position, extra);

export function isErrorEnvelope(response: unknown): response is ErrorEnvelope {
  return typeof response === 'object' && response !== null && 'error' in response;
}
