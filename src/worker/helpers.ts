/**
 * The worker's answers to the app's helper requests: engine-side work that is not one of the
 * tools. Like `execute`, never throws: a malformed request is answered with null or an error
 * envelope. (The class store's operations are its own chunk's: ./class-store.)
 */
import { buildTraceFromExpression } from '../core/trace-builder';
import { invalidInput } from '../core/errors';
import { operation, type OutputOf } from '../core/operation';
import { describeRational, type RationalDescription } from '../core/present/index';
import type { RationalTraceCheckInput } from '../core/requests';
import { kindById, WORKING_KIND_IDS, type KindRequest, type WorkingKindId } from '../core/working/kinds';
import type { ErrorEnvelope } from '../core/errors';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A working's check, by its kind (src/core/working/kinds): one check a keystroke, whatever the
 * kind, with the places of its underlines and a refusal's sentence (src/core/working/places.ts).
 */
function checkWorking(input: unknown) {
  const kind = isRecord(input) ? input.kind : undefined;
  if (typeof kind !== 'string' || !(WORKING_KIND_IDS as readonly string[]).includes(kind)) {
    return {
      response: invalidInput(
        'unknown_kind',
        `check-working takes {kind, request}, kind one of ${WORKING_KIND_IDS.join(', ')}`,
      ).toEnvelope(),
      explanation: null,
      fault: null,
      places: [],
    };
  }
  // The kind's check reads its request itself, in its contract's order, and never throws.
  return kindById(kind as WorkingKindId).checkExplained((input as { request: never }).request);
}

/**
 * The helpers, the one list of them. `describe-rational`: the readable forms of one result
 * (stacked fraction parts, mixed number, repeating decimal), so no number is worked out on the
 * main thread; null when the text is not a rational the engine would print. `build-trace`: a
 * correct rational-trace-check request from an expression (the Trace tab's "Build from
 * expression"). `check-working`: a working's check and, for a kind that has one, its explanation.
 */
export const ENGINE_HELPERS = {
  'describe-rational': operation<{ text: string }>()((input): RationalDescription | null =>
    isRecord(input) && typeof input.text === 'string' ? describeRational(input.text) : null,
  ),
  'build-trace': operation<{ expression: string; fractionLiterals: boolean }>()((input): RationalTraceCheckInput | ErrorEnvelope => {
    const expression = isRecord(input) ? input.expression : undefined;
    const fractionLiterals = isRecord(input) && input.fractionLiterals === true;
    // The builder reports a missing or non-string expression itself, in the Check tool's words.
    return buildTraceFromExpression(expression as string, { fractionLiterals }) as RationalTraceCheckInput | ErrorEnvelope;
  }),
  'check-working': operation<KindRequest>()(checkWorking),
} as const;

export type EngineHelperId = keyof typeof ENGINE_HELPERS;

export const isEngineHelperId = (value: unknown): value is EngineHelperId =>
  typeof value === 'string' && Object.hasOwn(ENGINE_HELPERS, value);

/** A helper's answer to any input; never throws. */
export function runHelper<H extends EngineHelperId>(helper: H, input: unknown): OutputOf<(typeof ENGINE_HELPERS)[H]> {
  return (ENGINE_HELPERS[helper] as (input: unknown) => OutputOf<(typeof ENGINE_HELPERS)[H]>)(input);
}
