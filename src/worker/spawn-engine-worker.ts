import type { SpawnEngineWorker } from './engine-client';
import { isReadySignal, type EngineRequest } from './messages';

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
  return {
    post: (request: EngineRequest) => worker.postMessage(request),
    terminate: () => worker.terminate(),
    announcesReady: true,
  };
};
