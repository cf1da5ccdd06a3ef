/**
 * The engine's home: the only place that listens for messages; each is answered by
 * `answerRequest` (`execute`, or for the app's helper requests `runHelper`), which never throws
 * and answers with plain JSON.
 * (Typed against the app's DOM lib: `self.addEventListener`/`postMessage` have the same shape here.)
 */
import { answerRequest } from './answer';
import { READY_SIGNAL, type EngineRequest } from './messages';

self.addEventListener('message', (event: MessageEvent<EngineRequest>) => {
  const reply = answerRequest(event.data);
  if (reply instanceof Promise) void reply.then((answered) => self.postMessage(answered));
  else self.postMessage(reply);
});

// Loaded and listening: the client starts timing requests from here.
self.postMessage(READY_SIGNAL);
