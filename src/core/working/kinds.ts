/**
 * The kinds of working, in the order they are asked whether a working is theirs (./kind-claims):
 * the first that claims it has it, and the fraction kind, last, takes any working.
 */
import { EQUATION_KIND } from './equation-kind';
import { FRACTION_KIND } from './fraction-kind';
import { KIND_CLAIMS, type WorkingKindId } from './kind-claims';

export { readKind, WORKING_KIND_IDS, type WorkingKindId } from './kind-claims';

const KINDS = { equation: EQUATION_KIND, fraction: FRACTION_KIND } as const;

/** A kind of the app's, by id. */
export type KindById<Id extends WorkingKindId> = (typeof KINDS)[Id];
export const kindById = <Id extends WorkingKindId>(id: Id): KindById<Id> => KINDS[id];

export const WORKING_KINDS = KIND_CLAIMS.map(({ id }) => KINDS[id]);

/** The kind whose catalog names a rule (the kinds' rules are apart); the fraction kind's for any other. */
export const kindOfRule = (rule: string): WorkingKindId =>
  WORKING_KINDS.find((kind) => (kind.rules as readonly string[]).includes(rule))?.id ?? 'fraction';

/** A kind's check request, as the worker's check-working takes it. */
export type KindRequest<Id extends WorkingKindId = WorkingKindId> = Id extends WorkingKindId
  ? { kind: Id; request: Parameters<KindById<Id>['check']>[0] }
  : never;
/** Its answer: the request, the response and the explanation, by kind. */
export type KindAnswered<Id extends WorkingKindId = WorkingKindId> = Id extends WorkingKindId
  ? { kind: Id; request: Parameters<KindById<Id>['check']>[0] } & ReturnType<KindById<Id>['checkExplained']>
  : never;
