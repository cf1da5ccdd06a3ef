/**
 * The worker's answers to the app's helper requests (see HelperInputs in messages.ts). Like
 * `execute`, never throws: a malformed request is answered with null or an error envelope.
 */
import { buildTraceFromExpression } from '../core/trace-builder';
import { execute } from '../core/execute';
import { invalidInput } from '../core/errors';
import { kindById, WORKING_KIND_IDS, type WorkingKindId } from '../core/working/kinds';
import { describeRational } from '../core/present/index';
import type { HelperId, HelperOutputs } from './messages';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function runHelper<H extends HelperId>(helper: H, input: unknown): HelperOutputs[H];
export function runHelper(helper: HelperId, input: unknown): HelperOutputs[HelperId] {
  switch (helper) {
    case 'describe-rational':
      return isRecord(input) && typeof input.text === 'string' ? describeRational(input.text) : null;
    case 'build-trace': {
      const expression = isRecord(input) ? input.expression : undefined;
      const fractionLiterals = isRecord(input) && input.fractionLiterals === true;
      // The builder reports a missing or non-string expression itself, in the Check tool's words.
      return buildTraceFromExpression(expression as string, { fractionLiterals }) as HelperOutputs['build-trace'];
    }
    case 'check-working': {
      const kind = isRecord(input) ? input.kind : undefined;
      if (typeof kind !== 'string' || !(WORKING_KIND_IDS as readonly string[]).includes(kind)) {
        return { response: invalidInput('unknown_kind', `check-working takes {kind, request}, kind one of ${WORKING_KIND_IDS.join(', ')}`).toEnvelope(), explanation: null };
      }
      // The kind's check reads its request itself, in its contract's order, and never throws.
      return kindById(kind as WorkingKindId).checkExplained((input as { request: never }).request);
    }
    case 'class-open': case 'class-grade': case 'class-commit': case 'class-status': case 'class-page': case 'class-row': case 'class-export':
    case 'class-clear': case 'class-undo-clear': case 'class-practice': case 'practice-moodle': case 'class-practice-students':
      // Answered by the class store's own chunk (./class-store), which answerRequest loads.
      return { error: { code: 'invalid_input', message: `${helper} is answered by the class store`, details: { reason: 'invalid_request' } } };
  }
}
