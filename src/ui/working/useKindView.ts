/**
 * The views of the kinds of working. The equation kind's (./EquationWorking.tsx and what it
 * imports) is a chunk of its own: the first screen is a fraction working, and most visits never
 * type a letter. The chunk is asked for when a working first becomes an equation (the service
 * worker has it cached offline); until it is in, the tab shows the check as pending.
 */
import { useEffect, useState } from 'react';
import type { WorkingKindId } from '../../worker/messages';
import { FRACTION_VIEW } from './FractionWorking';
import type { KindViews, WorkingKindView } from './kind-view';

let equationView: WorkingKindView<'equation'> | null = null;
let loading: Promise<WorkingKindView<'equation'>> | null = null;

export function loadEquationView(): Promise<WorkingKindView<'equation'>> {
  loading ??= import('./EquationWorking').then(
    (module) => (equationView = module.EQUATION_VIEW),
    (error: unknown) => {
      loading = null; // the next equation asks again
      throw error;
    },
  );
  return loading;
}

const loadedViews = (): KindViews => ({ fraction: FRACTION_VIEW, equation: equationView });

/** The view of a kind once it is in (null before); asking for the equation's starts loading it. */
export function useKindView<Id extends WorkingKindId>(kind: Id): WorkingKindView<Id> | null {
  const [views, setViews] = useState(loadedViews);
  const view = views[kind] as WorkingKindView<Id> | null;
  useEffect(() => {
    if (view !== null || kind !== 'equation') return;
    let current = true;
    loadEquationView().then(
      () => {
        if (current) setViews(loadedViews());
      },
      (error: unknown) => console.error('The equation working could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [kind, view]);
  return view;
}
