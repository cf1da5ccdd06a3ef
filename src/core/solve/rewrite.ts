import type { Term } from './term';
import type { SolveAction, SolveNumbers } from './types';

/** One step of the method: what it does, where, and the line it gives. */
export interface Rewrite {
  action: SolveAction;
  /** The term of the previous line that the step rewrites; null when it rewrites the whole line. */
  target: Term | null;
  line: Term;
  /** What stands in the target's place in the new line; null with a null target. */
  placed: Term | null;
  numbers: SolveNumbers;
}
