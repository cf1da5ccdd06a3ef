/**
 * The kinds of working, in the order they are asked whether a working is theirs: the first that
 * claims it has it, and the fraction kind, last, takes any working.
 */
import { EQUATION_KIND } from './equation-kind';
import { FRACTION_KIND } from './fraction-kind';
import type { WorkingKind } from './kind';

export const WORKING_KINDS = [EQUATION_KIND, FRACTION_KIND] as const;

export type WorkingKindId = (typeof WORKING_KINDS)[number]['id'];

/** Which kind a working is, or the UTF-16 offset of what leaves it unsure (an x that could be × or the unknown). */
export type KindReading<Kind extends WorkingKind = WorkingKind> = { kind: Kind } | { unsure: number };

export function readKind<Kind extends WorkingKind>(working: string, kinds: readonly Kind[]): KindReading<Kind> {
  for (const kind of kinds) {
    const claim = kind.claims(working);
    if (claim === 'yes') return { kind };
    if (claim !== 'no') return { unsure: claim.unsure };
  }
  throw new Error('no kind of working takes every working: the last kind must claim what the others do not');
}
