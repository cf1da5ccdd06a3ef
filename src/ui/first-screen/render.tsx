/**
 * The first screen as the build renders it into index.html (scripts/first-screen-plugin.ts):
 * the whole app as a first visit starts it, with the engine's answers to what it asks at start
 * (the landing tab's verdict, its steps, their readable forms), so the page is complete before
 * any script has run. Whatever the landing tab comes to hold and ask is in the built page too.
 * Run by the build in Node, never shipped.
 */
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { AppRoot, queryClient } from '../App';

/** More than the landing tab needs (its answer, then its values' readable forms): a bound, not a goal. */
const MAX_PASSES = 6;

export interface FirstScreen {
  /** The markup inside #root. */
  html: string;
  /** The answers it shows (TanStack Query's dehydrated state), for the page to start from. */
  queries: unknown;
}

export async function renderFirstScreen(): Promise<FirstScreen> {
  let html = renderToString(<AppRoot />);
  // Each render asks for what it shows (queries made and not yet answered); the engine answers
  // them (here on this thread: Node has no Web Worker) and the next render shows them.
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending');
    if (asked.length === 0) return { html, queries: dehydrate(queryClient) };
    await Promise.all(asked.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
    html = renderToString(<AppRoot />);
  }
  throw new Error(`the first screen still asked the engine for more after ${MAX_PASSES} renders`);
}

export { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_BOOT_SCRIPT } from '../../shared/first-screen-boot';
