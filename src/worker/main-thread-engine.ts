/**
 * The engine on the page's own thread, for browsers that will not run a worker (see
 * EngineClient's fallback). Loaded only then, by a dynamic import: the first screen never
 * carries the engine. It answers like the worker, one request per task, so the page can paint
 * between requests; a request cannot be interrupted here, but the contracts' limits bound each.
 */
import { answerRequest } from './answer';
import type { SpawnEngineWorker } from './engine-client';

export const spawnMainThreadEngine: SpawnEngineWorker = (events) => {
  let ended = false;
  return {
    post(request) {
      setTimeout(() => {
        if (ended) return;
        let reply;
        try {
          reply = answerRequest(request);
        } catch (error) {
          // `execute` never throws; this would be a bug, reported like a worker's crash.
          events.crash(error instanceof Error ? error.message : 'the engine failed');
          return;
        }
        if (reply instanceof Promise)
          void reply.then((answered) => {
            if (!ended) events.reply(answered);
          });
        else events.reply(reply);
      }, 0);
    },
    terminate() {
      ended = true;
    },
  };
};
