/**
 * The engine's home: the only place that listens for messages and calls `execute`. `execute`
 * never throws and answers with plain JSON, so the reply is exactly its return value.
 * (Typed against the app's DOM lib: `self.addEventListener`/`postMessage` have the same shape here.)
 */
import { execute } from '../core/execute';
import type { EngineReply, EngineRequest } from './messages';

self.addEventListener('message', (event: MessageEvent<EngineRequest>) => {
  const { id, toolId, input } = event.data;
  const reply: EngineReply = { id, response: execute(toolId, input) };
  self.postMessage(reply);
});
