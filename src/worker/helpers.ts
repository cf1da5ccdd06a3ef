/**
 * The worker's answers to the app's helper requests (see HelperInputs in messages.ts). Like
 * `execute`, never throws: a malformed request is answered with null or an error envelope.
 */
import { buildTraceFromExpression } from '../core/trace-builder';
import { execute } from '../core/execute';
import { explainedWorkingCheck } from '../core/working/fraction-kind';
import type { RationalWorkingCheckInput } from '../core/requests';
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
    case 'check-working':
      return explainedWorkingCheck(input as RationalWorkingCheckInput);
    case 'class-open': case 'class-grade': case 'class-commit': case 'class-status': case 'class-page': case 'class-row': case 'class-export':
    case 'class-clear': case 'class-undo-clear': case 'class-practice': case 'practice-moodle': case 'class-practice-students':
      // Answered by the class store's own chunk (./class-store), which answerRequest loads.
      return { error: { code: 'invalid_input', message: `${helper} is answered by the class store`, details: { reason: 'invalid_request' } } };
  }
}
