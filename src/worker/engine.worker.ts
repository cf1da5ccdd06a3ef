/**
 * The engine's home: the only place that listens for messages; each is answered by
 * `answerRequest` (`execute`, or for the app's helper requests `runHelper`), which never throws
 * and answers with plain JSON, on the page's reply channel (./reply-channel.ts).
 * (Typed against the app's DOM lib: `self.addEventListener`/`postMessage` have the same shape here.)
 */
import { answerRequest } from './answer';
import { READY_SIGNAL, type EngineRequest } from './messages';
import { replySender } from './reply-channel';

const replies = replySender((reply) => self.postMessage(reply));

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (replies.receive(event.data)) return;
  const reply = answerRequest(event.data as EngineRequest);
  if (reply instanceof Promise) void reply.then((answered) => replies.send(answered));
  else replies.send(reply);
});

// Loaded and listening: the client starts timing requests from here.
self.postMessage(READY_SIGNAL);
