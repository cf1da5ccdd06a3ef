/**
 * The engine's home: the only place that listens for messages and calls `execute` (or, for the
 * app's helper requests, `runHelper`). Neither throws and both answer with plain JSON, so the
 * reply is exactly their return value.
 * (Typed against the app's DOM lib: `self.addEventListener`/`postMessage` have the same shape here.)
 */
import { execute } from '../core/execute';
import { runHelper } from './helpers';
import { isHelperId, type EngineReady, type EngineReply, type EngineRequest } from './messages';

self.addEventListener('message', (event: MessageEvent<EngineRequest>) => {
  const { id, toolId, input } = event.data;
  const reply: EngineReply = { id, response: isHelperId(toolId) ? runHelper(toolId, input) : execute(toolId, input) };
  self.postMessage(reply);
});

// The engine's code has loaded and compiled: the client times requests from now on.
self.postMessage({ ready: true } satisfies EngineReady);
