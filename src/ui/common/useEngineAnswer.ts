import { useEffect, useLayoutEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { KindAnswered, KindRequest, ToolId, ToolInputs, ToolResponse, WorkingKindId } from '../../worker/messages';
import { engineQuery, workingQuery } from '../queries';

/** How long typing must pause before a request is sent (the issue allows at most 100 ms). */
export const DEBOUNCE_MS = 60;

export interface EngineAnswer<T extends ToolId> {
  /** The request the shown response answers (it may lag the input while one is in flight). */
  request: ToolInputs[T] | null;
  response: ToolResponse<T> | null;
  /** True while the input has changed since the shown response's request. */
  stale: boolean;
  /** The engine could not answer (timeout or crash): the tab says so and keeps the input. */
  failure: Error | null;
}

export interface AnswerOptions {
  /** Whether this answer sets the keystroke → result performance marks (a tab's main answer does). */
  measure?: boolean;
}

interface Sent<R> {
  request: R | null;
  json: string;
}

function useDebouncedRequest<R>(request: R | null, json: string, measure: boolean, send: (request: R) => void): Sent<R> {
  const [sent, setSent] = useState<Sent<R>>(() => ({ request, json }));
  useEffect(() => {
    if (json === sent.json) return;
    const timer = setTimeout(() => {
      // The moment a request leaves for the engine, for keystroke → result measurements.
      if (measure && request !== null) performance.mark('exactly:request');
      // Sent now, so the engine works while React renders the change that shows it is coming.
      if (request !== null) send(request);
      setSent({ request, json });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `json` stands for `request`: a new object with the same content is not a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json, sent.json]);
  return sent;
}

interface Debounced<A> {
  /** The answer shown: to the latest request sent, or (while that one is computed) an earlier one. */
  answer: A | undefined;
  stale: boolean;
  failure: Error | null;
}

/**
 * The engine's answer to `request` (null: nothing to ask), through the query `optionsFor` makes
 * for it, sent once typing pauses. The previous answer stays on screen while a newer one is
 * computed; a superseded request is abandoned (its AbortSignal fires when its query loses its
 * last observer).
 */
function useDebouncedAnswer<R, A, K extends QueryKey>(
  request: R | null,
  optionsFor: (input: R) => UseQueryOptions<A, Error, A, K>,
  measure: boolean,
): Debounced<A> {
  const json = JSON.stringify(request);
  const queryClient = useQueryClient();
  // The query the render below observes, started at once (an answer in the cache is used as is).
  const send = (input: R) => void queryClient.prefetchQuery(optionsFor(input) as Parameters<typeof queryClient.prefetchQuery>[0]);
  const sent = useDebouncedRequest(request, json, measure, send);
  const query = useQuery({
    ...optionsFor((sent.request ?? {}) as R),
    enabled: sent.request !== null,
    placeholderData: keepPreviousData,
  });
  const answer = sent.request === null ? undefined : query.data;
  const current = answer !== undefined && !query.isPlaceholderData;

  useLayoutEffect(() => {
    // The answer to the latest request has just been committed to the DOM.
    if (measure && current) performance.mark('exactly:result');
  }, [measure, current, answer]);

  return {
    answer,
    stale: !current || sent.json !== json,
    failure: sent.request !== null && query.isError ? query.error : null,
  };
}

/** A tool's answer to the tab's request (see useDebouncedAnswer). */
export function useEngineAnswer<T extends ToolId>(toolId: T, request: ToolInputs[T] | null, options: AnswerOptions = {}): EngineAnswer<T> {
  const { answer, stale, failure } = useDebouncedAnswer(
    request,
    (input: ToolInputs[T]) => engineQuery(toolId, input),
    options.measure ?? true,
  );
  return { request: answer?.request ?? null, response: answer?.response ?? null, stale, failure };
}

export interface WorkingAnswer<Id extends WorkingKindId = WorkingKindId> {
  /** The check shown, of its kind (it may lag the input, and be of the kind the working was). */
  answered: KindAnswered<Id> | null;
  /** The answered request and response, as the tab tools (history, share link) take them. */
  request: KindAnswered<Id>['request'] | null;
  response: KindAnswered<Id>['response'] | null;
  stale: boolean;
  failure: Error | null;
}

/** A working's check and explanation by its kind, in one round trip per pause in typing (see useDebouncedAnswer). */
export function useWorkingAnswer(check: KindRequest | null): WorkingAnswer {
  const { answer, stale, failure } = useDebouncedAnswer(check, workingQuery, true);
  return { answered: answer ?? null, request: answer?.request ?? null, response: answer?.response ?? null, stale, failure };
}
