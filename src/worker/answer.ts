import { execute } from '../core/execute';
import { isEngineHelperId, runHelper } from './helpers';
import { CLASS_STORE_IDS, type EngineReply, type EngineRequest } from './messages';

/**
 * The engine's reply to one request: a tool's `execute`, or one of the app's helpers. Neither
 * throws. The class store answers once its chunk has loaded (a promise); when it cannot be loaded, the
 * reply is an error envelope.
 */
export function answerRequest(request: EngineRequest): EngineReply | Promise<EngineReply> {
  const { id, toolId, input } = request;
  if ((CLASS_STORE_IDS as readonly string[]).includes(toolId)) {
    return import('./class-store').then(
      async ({ runClassStore }) => ({ id, response: await runClassStore(toolId as Parameters<typeof runClassStore>[0], input) }),
      () => ({
        id,
        response: {
          error: { code: 'not_computable', message: 'The class store could not be loaded.', details: { reason: 'unavailable' } },
        },
      }),
    );
  }
  return { id, response: isEngineHelperId(toolId) ? runHelper(toolId, input) : execute(toolId, input) };
}
