import { useQuery } from '@tanstack/react-query';
import { isErrorEnvelope, type ErrorEnvelope, type ToolInputs, type ToolOutputs } from '../../../worker/messages';
import { engineQuery } from '../../queries';

/** The tools that work out a way forward: a fraction working's and an equation's. */
export type SolveTool = 'rational-working-solve' | 'linear-equation-solve';

export interface SolveAnswer<Tool extends SolveTool = SolveTool> {
  /** The solution for `input` (null until it is worked out, or when the engine refused it). */
  output: ToolOutputs[Tool] | null;
  /** The engine's refusal (an error envelope), e.g. a working it cannot read. */
  refused: ErrorEnvelope | null;
  /** The engine could not answer (timeout, crash). */
  failure: Error | null;
}

/**
 * The solver's answer to `input`, asked of the engine worker only once `input` is not null, i.e.
 * once the user has asked (the solver runs only when asked). Cached by the exact request, as
 * every engine call.
 */
export function useSolve<Tool extends SolveTool>(tool: Tool, input: ToolInputs[Tool] | null): SolveAnswer<Tool> {
  const query = useQuery({ ...engineQuery(tool, input ?? ({ working: '' } as ToolInputs[Tool])), enabled: input !== null });
  const response = input === null ? undefined : query.data?.response;
  return {
    output: response === undefined || isErrorEnvelope(response) ? null : response,
    refused: response !== undefined && isErrorEnvelope(response) ? response : null,
    failure: input !== null && query.isError ? query.error : null,
  };
}
