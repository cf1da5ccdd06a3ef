import { execute } from '../core/execute';
import { runHelper } from './helpers';
import { isHelperId, type EngineReply, type EngineRequest } from './messages';

/** The engine's reply to one request: a tool's `execute`, or one of the app's helpers. Neither throws. */
export function answerRequest(request: EngineRequest): EngineReply {
  const { id, toolId, input } = request;
  return { id, response: isHelperId(toolId) ? runHelper(toolId, input) : execute(toolId, input) };
}
