import { isErrorEnvelope } from '../../core/errors';

/**
 * The HTTP status of an engine response: a tool output is 200 even when it reports `valid: false`
 * (a finding, not a failure); a malformed input is the client's fault (400); an input the tools
 * understood but will not or cannot compute is 422.
 */
export function statusForEngineResponse(response: unknown): number {
  if (!isErrorEnvelope(response)) return 200;
  switch (response.error.code) {
    case 'invalid_input':
      return 400;
    case 'limit_exceeded':
      return 422;
    case 'not_computable':
      return 422;
    // An engine that answers with an unknown code has broken its own contract.
    default:
      return 500;
  }
}
