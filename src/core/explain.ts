/**
 * Plain-language explanations of the two checkers' verdicts, as data: a message key and its
 * parameters, so the UI can render them in any language (./sentences/explanation-sentences.ts words
 * them, in English and Hebrew). Every value in a parameter is one the user stated or the engine reported,
 * exactly as given: nothing is computed here but a sign read off a reported difference.
 */
import type { BinaryOperator } from './grammar/ast';
import type { RationalCheckDiscrepancy, RationalCheckReason } from './tools/rational-expression-check';
import type { TraceDiscrepancy, TraceReason } from './tools/rational-trace-check';

/** Why a rational string is not canonical: not reduced (2/4), a "/1" (3/1), or a signed or fractional zero (-0, 0/5). */
export type NonCanonicalForm = 'lowest_terms' | 'denominator_one' | 'zero';

type Side = 'left' | 'right';

/** One explanation: a key naming the sentence, and the values it mentions. */
export type Explanation =
  | { key: 'trace.valid'; params: { steps: number; final_value: string | null } }
  | {
      key: 'trace.unknown_reference.missing' | 'trace.unknown_reference.self' | 'trace.unknown_reference.later';
      params: { step: string; side: Side; stated: string | null; reference: string };
    }
  | {
      key: 'trace.operand_mismatch.step' | 'trace.operand_mismatch.input';
      params: { step: string; side: Side; stated: string | null; expected: string | null; reference: string };
    }
  | { key: 'trace.division_by_zero.literal'; params: { step: string; stated: string | null } }
  | { key: 'trace.division_by_zero.reference'; params: { step: string; stated: string | null; reference: string } }
  | {
      key: 'trace.operator_mismatch';
      params: {
        step: string;
        left: string | null;
        operator: BinaryOperator | null;
        right: string | null;
        stated: string | null;
        actual: string | null;
        matching_operator: BinaryOperator;
      };
    }
  | {
      key: 'trace.result_mismatch';
      params: {
        step: string;
        left: string | null;
        operator: BinaryOperator | null;
        right: string | null;
        stated: string | null;
        actual: string | null;
      };
    }
  | { key: 'trace.not_canonical.operand'; params: { step: string; side: Side; stated: string; canonical: string; form: NonCanonicalForm } }
  | { key: 'trace.not_canonical.result'; params: { step: string; stated: string; canonical: string; form: NonCanonicalForm } }
  | { key: 'trace.not_canonical.claim'; params: { stated: string; canonical: string; form: NonCanonicalForm } }
  | { key: 'trace.final_result_mismatch'; params: { stated: string | null; actual: string | null } }
  | { key: 'trace.unexplained'; params: { reason: string | null } }
  | { key: 'check.valid'; params: { value: string | null } }
  | { key: 'check.too_large' | 'check.too_small'; params: { claim: string; value: string | null; difference: string } }
  | { key: 'check.value_mismatch'; params: { claim: string; value: string | null } }
  | { key: 'check.not_canonical'; params: { claim: string; canonical: string; form: NonCanonicalForm } }
  | { key: 'check.division_by_zero'; params: { divisor: string | null; position: number | null } }
  | { key: 'check.unexplained'; params: { reason: string | null } };

export type ExplanationKey = Explanation['key'];

/** The parts of a rational-trace-check request an explanation reads. */
export interface TraceRequestView {
  inputs: Readonly<Record<string, string>>;
  steps: readonly {
    id: string;
    operator: BinaryOperator;
    left: { value: string; from: string | null };
    right: { value: string; from: string | null };
    result: string;
  }[];
  claimed_result: string;
}

/** The parts of a rational-trace-check output an explanation reads. */
export interface TraceVerdictView {
  valid: boolean;
  reason: TraceReason | null;
  steps_checked: number;
  final_value: string | null;
  first_discrepancy: TraceDiscrepancy | null;
}

/** The parts of a rational-expression-check output an explanation reads. */
export interface CheckVerdictView {
  valid: boolean;
  reason: RationalCheckReason | null;
  value: string | null;
  first_discrepancy: RationalCheckDiscrepancy | null;
}

/**
 * Why `stated` differs from its canonical form. Both match the contracts' rational pattern, so
 * the only faults are a zero with a sign or denominator, a denominator of 1, or a common factor.
 */
export function nonCanonicalForm(stated: string, canonical: string): NonCanonicalForm {
  if (canonical === '0') return 'zero';
  return stated.endsWith('/1') ? 'denominator_one' : 'lowest_terms';
}

export function explainTraceCheck(request: TraceRequestView, output: TraceVerdictView): Explanation {
  const discrepancy = output.first_discrepancy;
  if (output.valid) return { key: 'trace.valid', params: { steps: output.steps_checked, final_value: output.final_value } };
  if (discrepancy === null) return { key: 'trace.unexplained', params: { reason: output.reason } };
  const { stated, actual, reference } = discrepancy;

  if (discrepancy.field === 'claimed_result') {
    if (output.reason === 'not_canonical' && stated !== null && actual !== null) {
      return { key: 'trace.not_canonical.claim', params: { stated, canonical: actual, form: nonCanonicalForm(stated, actual) } };
    }
    return { key: 'trace.final_result_mismatch', params: { stated, actual } };
  }

  const step = discrepancy.step_id ?? String(discrepancy.step_index ?? '?');
  const index = discrepancy.step_index;
  const stepRequest = index === null ? undefined : request.steps[index];
  const side: Side = discrepancy.field === 'right' ? 'right' : 'left';
  switch (output.reason) {
    case 'unknown_reference': {
      const name = reference ?? '';
      const at = request.steps.findIndex((candidate) => candidate.id === name);
      const key =
        at < 0 || index === null
          ? 'trace.unknown_reference.missing'
          : at === index
            ? 'trace.unknown_reference.self'
            : 'trace.unknown_reference.later';
      return { key, params: { step, side, stated, reference: name } };
    }
    case 'operand_mismatch': {
      const name = reference ?? '';
      const key = Object.hasOwn(request.inputs, name) ? 'trace.operand_mismatch.input' : 'trace.operand_mismatch.step';
      return { key, params: { step, side, stated, expected: actual, reference: name } };
    }
    case 'division_by_zero':
      return reference === null
        ? { key: 'trace.division_by_zero.literal', params: { step, stated } }
        : { key: 'trace.division_by_zero.reference', params: { step, stated, reference } };
    case 'operator_mismatch':
    case 'result_mismatch': {
      const operation = {
        step,
        left: stepRequest?.left.value ?? null,
        operator: stepRequest?.operator ?? null,
        right: stepRequest?.right.value ?? null,
        stated,
        actual,
      };
      return output.reason === 'operator_mismatch' && discrepancy.matching_operator !== null
        ? { key: 'trace.operator_mismatch', params: { ...operation, matching_operator: discrepancy.matching_operator } }
        : { key: 'trace.result_mismatch', params: operation };
    }
    case 'not_canonical': {
      if (stated === null || actual === null) break;
      const form = nonCanonicalForm(stated, actual);
      return discrepancy.field === 'result'
        ? { key: 'trace.not_canonical.result', params: { step, stated, canonical: actual, form } }
        : { key: 'trace.not_canonical.operand', params: { step, side, stated, canonical: actual, form } };
    }
  }
  return { key: 'trace.unexplained', params: { reason: output.reason } };
}

export function explainExpressionCheck(output: CheckVerdictView): Explanation {
  const discrepancy = output.first_discrepancy;
  if (output.valid) return { key: 'check.valid', params: { value: output.value } };
  if (discrepancy === null) return { key: 'check.unexplained', params: { reason: output.reason } };
  const claim = discrepancy.claimed_value;
  switch (output.reason) {
    case 'division_by_zero':
      return { key: 'check.division_by_zero', params: { divisor: discrepancy.divisor_text, position: discrepancy.position } };
    case 'value_mismatch': {
      const difference = discrepancy.difference;
      if (difference === null) return { key: 'check.value_mismatch', params: { claim, value: output.value } };
      // difference = value − claim: negative when the claim is above the value.
      const tooLarge = difference.startsWith('-');
      return {
        key: tooLarge ? 'check.too_large' : 'check.too_small',
        params: { claim, value: output.value, difference: tooLarge ? difference.slice(1) : difference },
      };
    }
    case 'not_canonical':
      return {
        key: 'check.not_canonical',
        params: { claim, canonical: discrepancy.canonical_claim, form: nonCanonicalForm(claim, discrepancy.canonical_claim) },
      };
  }
  return { key: 'check.unexplained', params: { reason: output.reason } };
}
