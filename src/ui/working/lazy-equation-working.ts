/**
 * The equation working's views and sentences (./EquationWorking.tsx and what it imports) are a
 * chunk of their own: the first screen is a fraction working, and most visits never type a
 * letter. The chunk is asked for when a working first becomes an equation (the service worker
 * has it cached offline); until it is in, the tab shows the check as pending.
 */
import { useEffect, useState } from 'react';

export type EquationWorkingModule = typeof import('./EquationWorking');

let loaded: EquationWorkingModule | null = null;
let loading: Promise<EquationWorkingModule> | null = null;

export function loadEquationWorking(): Promise<EquationWorkingModule> {
  loading ??= import('./EquationWorking').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // the next equation asks again
      throw error;
    },
  );
  return loading;
}

/** The equation working's module once it is in (null before); `wanted` starts loading it. */
export function useEquationWorking(wanted: boolean): EquationWorkingModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module !== null) return;
    let current = true;
    loadEquationWorking().then(
      (arrived) => { if (current) setModule(arrived); },
      (error: unknown) => console.error('The equation working could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module;
}
