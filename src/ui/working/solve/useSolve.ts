import { useQuery } from '@tanstack/react-query';
import { isErrorEnvelope, type ErrorEnvelope, type SolveInput, type SolveOutput } from '../../../worker/messages';
import { engineQuery } from '../../queries';

export interface SolveAnswer {
  /** The solution for `input` (null until it is worked out, or when the engine refused it). */
  output: SolveOutput | null;
  /** The engine's refusal (an error envelope), e.g. a working it cannot read. */
  refused: ErrorEnvelope | null;
  /** The engine could not answer (timeout, crash). */
  failure: Error | null;
}

/**
 * rational-working-solve's answer to `input`, asked of the engine worker only once `input` is
 * not null, i.e. once the user has asked (the solver runs only when asked). Cached by the exact
 * request, as every engine call.
 */
export function useSolve(input: SolveInput | null): SolveAnswer {
  const query = useQuery({ ...engineQuery('rational-working-solve', input ?? { working: '' }), enabled: input !== null });
  const response = input === null ? undefined : query.data?.response;
  return {
    output: response === undefined || isErrorEnvelope(response) ? null : response,
    refused: response !== undefined && isErrorEnvelope(response) ? response : null,
    failure: input !== null && query.isError ? query.error : null,
  };
}
