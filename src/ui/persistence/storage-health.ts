/**
 * Whether the browser is keeping the work: what the storage layer has learnt about IndexedDB
 * and localStorage, for the one quiet notice the app shows when nothing will outlast the page
 * ("This browser is not keeping your work…"). Plain state outside React, like the stores.
 */

type IndexedDbState = 'unknown' | 'works' | 'failed';

let indexedDb: IndexedDbState = 'unknown';
let localStorageRefused = false;
/** A store had a state that neither IndexedDB nor localStorage would take. */
let somethingNotKept = false;
let notKept = false;
const listeners = new Set<() => void>();

function update(): void {
  const next = somethingNotKept || (localStorageRefused && indexedDb === 'failed');
  if (next === notKept) return;
  notKept = next;
  for (const listener of listeners) listener();
}

export function noteIndexedDbWorks(): void {
  if (indexedDb === 'unknown') indexedDb = 'works';
}

/** Once IndexedDB has failed, it is taken as failed for the page's life (a later success does not undo a lost write). */
export function noteIndexedDbFailed(): void {
  indexedDb = 'failed';
  update();
}

export function noteLocalStorageRefused(): void {
  localStorageRefused = true;
  update();
}

/** A state could be written nowhere that outlasts the page. */
export function noteNotKept(): void {
  somethingNotKept = true;
  update();
}

/** True once the page knows that work typed now will be gone when it closes. */
export const isWorkNotKept = (): boolean => notKept;

export function subscribeToStorageHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
