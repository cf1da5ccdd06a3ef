import { invalidInput, limitExceeded } from '../errors';
import { evaluateRationalExpression, MAX_VALUE_DIGITS } from '../evaluate/rational-evaluator';
import { preferLoneSurrogate } from '../grammar/lexer';
import { readRationalText, splitRationalText, type RationalText } from '../rational';
import { checkExpressionSize, requireExpression } from './expression-source';
import { checkFields, fieldDetail, requireBoolean, requireObject } from './fields';
import { REFERENCE_VERSION } from './reference-version';

export const RATIONAL_CHECK_LIMITS = {
  maxExpressionBytes: 4096,
  maxTokens: 1024,
  maxValueDigits: MAX_VALUE_DIGITS,
} as const;

export type RationalCheckReason = 'division_by_zero' | 'value_mismatch' | 'not_canonical';

export interface RationalCheckDiscrepancy {
  field: 'expression' | 'claimed_value';
  claimed_value: string;
  canonical_claim: string;
  actual_value: string | null;
  difference: string | null;
  position: number | null;
  divisor_text: string | null;
}

export interface RationalExpressionCheckOutput {
  valid: boolean;
  reason: RationalCheckReason | null;
  value: string | null;
  first_discrepancy: RationalCheckDiscrepancy | null;
  reference_version: typeof REFERENCE_VERSION;
}

/** The claim's text, checked against the rational form and the digit cap (no BigInt yet: most claims are only compared as text). */
function readClaim(value: unknown): RationalText {
  if (typeof value !== 'string')
    throw invalidInput(
      'invalid_rational',
      'claimed_value must be a string such as "7/2", not a JSON number',
      undefined,
      fieldDetail('claimed_value'),
    );
  const parts = splitRationalText(value);
  if (parts === null) {
    throw invalidInput(
      'invalid_rational',
      `claimed_value "${value.slice(0, 40)}" is not a fraction of the form -?integer or -?integer/positive-integer`,
      undefined,
      fieldDetail('claimed_value'),
    );
  }
  if (parts.numeratorDigits > MAX_VALUE_DIGITS || parts.denominatorDigits > MAX_VALUE_DIGITS) {
    throw limitExceeded(
      'value_too_large',
      `claimed_value has more than ${MAX_VALUE_DIGITS} digits in its numerator or denominator`,
      undefined,
      fieldDetail('claimed_value'),
    );
  }
  return parts;
}

const FIELDS = ['expression', 'claimed_value', 'require_canonical'];

export function rationalExpressionCheck(input: unknown): RationalExpressionCheckOutput {
  const request = requireObject(input, 'the input');
  checkFields(request, FIELDS, FIELDS, 'the input');
  // Every field is required, so each is now known to be an own property and is read directly.
  const expression = requireExpression(request.expression);
  checkExpressionSize(expression, RATIONAL_CHECK_LIMITS.maxExpressionBytes);
  let claimParts: RationalText;
  let requireCanonical: boolean;
  try {
    claimParts = readClaim(request.claimed_value);
    requireCanonical = requireBoolean(request.require_canonical, 'require_canonical');
  } catch (fault) {
    // The contract looks for lone surrogates before the claim; the lexer looks for them lazily.
    throw preferLoneSurrogate(expression, fault);
  }
  const claimed = claimParts.text;

  const evaluation = evaluateRationalExpression(expression, RATIONAL_CHECK_LIMITS.maxTokens);

  const value = evaluation.value?.toString() ?? null;
  // A claim written exactly as the canonical form of the value is right and canonical: the
  // common case needs neither the claim's integers nor its reduction.
  if (value === claimed) return verdict(null, value, null);

  const { value: claim, canonical: canonicalClaim } = readRationalText(claimParts);
  if (evaluation.value === null) {
    const { divisor } = evaluation.divisionByZero;
    return verdict('division_by_zero', null, {
      field: 'expression',
      claimed_value: claimed,
      canonical_claim: canonicalClaim,
      actual_value: null,
      difference: null,
      position: evaluation.divisionByZero.operatorAt,
      // Spans are code point offsets that equal UTF-16 indexes (see Lexer).
      divisor_text: expression.slice(divisor.from, divisor.to),
    });
  }
  if (!evaluation.value.equals(claim)) {
    const difference = evaluation.value.subtract(claim).toString();
    return verdict('value_mismatch', value, {
      field: 'claimed_value',
      claimed_value: claimed,
      canonical_claim: canonicalClaim,
      actual_value: value,
      difference,
      position: null,
      divisor_text: null,
    });
  }
  if (requireCanonical) {
    return verdict('not_canonical', value, {
      field: 'claimed_value',
      claimed_value: claimed,
      canonical_claim: canonicalClaim,
      actual_value: value,
      difference: '0',
      position: null,
      divisor_text: null,
    });
  }
  return verdict(null, value, null);
}

function verdict(
  reason: RationalCheckReason | null,
  value: string | null,
  firstDiscrepancy: RationalCheckDiscrepancy | null,
): RationalExpressionCheckOutput {
  return { valid: reason === null, reason, value, first_discrepancy: firstDiscrepancy, reference_version: REFERENCE_VERSION };
}
