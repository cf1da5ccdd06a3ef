/**
 * Every engine call goes through TanStack Query, keyed by the exact request, so going back to an
 * earlier input is answered from the cache. The engine is local and deterministic: no network
 * mode, no retries, and an answer never goes stale.
 */
import { notifyManager, QueryClient, queryOptions } from '@tanstack/react-query';
import { EngineClient } from '../worker/engine-client';
import type { HelperInputs, KindAnswered, KindRequest, ToolId, ToolInputs, ToolResponse } from '../worker/messages';
import { spawnEngineWorker } from '../worker/spawn-engine-worker';

/**
 * The app's one engine client (one worker, restarted when it hangs or crashes; the engine on the
 * main thread, loaded only then, when workers cannot be had).
 */
export const engine = new EngineClient(spawnEngineWorker, {
  fallback: () => import('../worker/main-thread-engine').then((module) => module.spawnMainThreadEngine),
});

// An answer reaches the components in the task its worker message arrived in. (TanStack Query's
// default hands it on with setTimeout(0): a task later, behind whatever the page queued meanwhile,
// on every keystroke.)
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
  // Answers that failed while the workers were failing are asked again of the main-thread engine.
  engine.subscribe(() => void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }));
  return client;
}

/** A response together with the request it answers (so a kept previous answer knows its own). */
export interface Answered<T extends ToolId> {
  request: ToolInputs[T];
  response: ToolResponse<T>;
}

export function engineQuery<T extends ToolId>(toolId: T, input: ToolInputs[T]) {
  return queryOptions({
    queryKey: [toolId, input] as const,
    // The key's hash is the request's own JSON. (The default hash rebuilds objects with sorted
    // keys, which would drop a variable or input called "__proto__".)
    queryKeyHashFn: (key) => JSON.stringify(key),
    // Answers are never merged with older ones (the merge, too, would rebuild objects).
    structuralSharing: false,
    queryFn: async ({ signal }): Promise<Answered<T>> => ({ request: input, response: await engine.run(toolId, input, signal) }),
  });
}

/** The readable forms of a rational result (fraction parts, mixed number, repeating decimal), worked out by the engine. */
export function describeQuery(text: string) {
  const input: HelperInputs['describe-rational'] = { text };
  return queryOptions({
    queryKey: ['describe-rational', input] as const,
    queryKeyHashFn: (key) => JSON.stringify(key),
    structuralSharing: false,
    queryFn: ({ signal }) => engine.ask('describe-rational', input, signal),
  });
}

/** A working's check and its explanation, by its kind (check-working: one round trip), with the request they answer. */
export function workingQuery(check: KindRequest) {
  return queryOptions({
    queryKey: ['check-working', check] as const,
    queryKeyHashFn: (key) => JSON.stringify(key),
    structuralSharing: false,
    // The worker answers a request of a kind with that kind's check.
    queryFn: async ({ signal }): Promise<KindAnswered> =>
      ({ ...check, ...(await engine.ask('check-working', check, signal)) }) as KindAnswered,
  });
}
