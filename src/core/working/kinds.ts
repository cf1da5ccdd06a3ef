/**
 * The kinds of working, in the order they are asked whether a working is theirs: the first that
 * claims it has it, and the fraction kind, last, takes any working.
 */
import { EQUATION_KIND } from './equation-kind';
import { FRACTION_KIND } from './fraction-kind';
import type { WorkingKind } from './kind';

export const WORKING_KINDS = [EQUATION_KIND, FRACTION_KIND] as const;

export type WorkingKindId = (typeof WORKING_KINDS)[number]['id'];
export const WORKING_KIND_IDS: readonly WorkingKindId[] = WORKING_KINDS.map((kind) => kind.id);

/** A kind of the app's, by id. */
export type KindById<Id extends WorkingKindId> = Extract<(typeof WORKING_KINDS)[number], { id: Id }>;
export const kindById = <Id extends WorkingKindId>(id: Id): KindById<Id> => WORKING_KINDS.find((kind) => kind.id === id) as KindById<Id>;

/** A kind's check request, as the worker's check-working takes it. */
export type KindRequest<Id extends WorkingKindId = WorkingKindId> = Id extends WorkingKindId ? { kind: Id; request: Parameters<KindById<Id>['check']>[0] } : never;
/** Its answer: the request, the response and the explanation, by kind. */
export type KindAnswered<Id extends WorkingKindId = WorkingKindId> = Id extends WorkingKindId
  ? { kind: Id; request: Parameters<KindById<Id>['check']>[0] } & ReturnType<KindById<Id>['checkExplained']>
  : never;

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
