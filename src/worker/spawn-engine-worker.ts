import type { SpawnEngineWorker } from './engine-client';
import { isReadySignal, type EngineRequest } from './messages';
import { listenForReplies } from './reply-channel';

/** Starts the real engine worker (a module worker bundled by Vite) and wires its events. */
export const spawnEngineWorker: SpawnEngineWorker = (events) => {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'exactly-engine' });
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isReadySignal(event.data)) events.ready();
    else events.reply(event.data);
  });
  worker.addEventListener('error', (event: ErrorEvent) => {
    event.preventDefault();
    events.crash(event.message || 'the worker failed to load or threw');
  });
  worker.addEventListener('messageerror', () => events.crash('a reply could not be read'));
  // Answers come on a channel of this worker's own (see ./reply-channel.ts): not held back after a press.
  const replies = listenForReplies(
    (data) => events.reply(data),
    () => events.crash('a reply could not be read'),
  );
  if (replies !== null) worker.postMessage(replies.greeting);
  return {
    post: (request: EngineRequest) => worker.postMessage(request),
    terminate: () => {
      replies?.close();
      worker.terminate();
    },
    announcesReady: true,
  };
};
