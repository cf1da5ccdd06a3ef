/**
 * The kind of problem each mistake is practised on: the one where a student makes it. A fraction
 * rule is met on fractions (no mixed number), a mixed-number rule on mixed numbers, a decimal rule
 * on decimals with a decimal answer, a fraction-of-an-amount rule with "of" and an amount the
 * denominator divides, a percentage rule with "%", a power rule with a power, an
 * equivalent-fraction rule in "write 1/2 with the denominator 6", and a conversion rule in a
 * conversion ("write 3/4 as a decimal"), where the student writes the number in the other notation.
 * An equation mistake (linear-equation-check's rules) is practised on an equation to solve.
 */
import { formatCanonicalDecimal } from '../decimal';
import type { WorkingNumberKind } from '../grammar/scan';
import type { PracticeRule } from './practice-rules';
import type { MisconceptionRule } from '../misconceptions/catalog';
import type { Rational } from '../rational';
import type { FinalForm } from '../tools/working-final-form';

export const PRACTICE_TASKS = [
  'fraction',
  'mixed',
  'decimal',
  'of',
  'percent',
  'power',
  'equivalent',
  'to_decimal',
  'to_fraction',
  'to_improper',
  'to_mixed',
  'equation',
] as const;
export type PracticeTask = (typeof PRACTICE_TASKS)[number];

/** The task of a rule of either kind: a fraction rule's own, an equation rule's "equation". */
export const taskOf = (rule: PracticeRule): PracticeTask =>
  Object.hasOwn(RULE_TASK, rule) ? RULE_TASK[rule as MisconceptionRule] : 'equation';

/** Each fraction rule's task. */
export const RULE_TASK: Readonly<Record<MisconceptionRule, PracticeTask>> = {
  added_across: 'fraction',
  subtracted_across: 'fraction',
  whole_taken_from_numerator: 'fraction',
  negative_not_distributed: 'fraction',
  mixed_parts_subtracted_reversed: 'mixed',
  mixed_parts_added_across: 'mixed',
  mixed_parts_subtracted_across: 'mixed',
  mixed_parts_multiplied_apart: 'mixed',
  power_multiplied: 'power',
  power_numerator_only: 'power',
  power_of_ten_shift_wrong: 'decimal',
  power_of_ten_one_part: 'decimal',
  decimal_places_not_added: 'decimal',
  decimal_aligned_right: 'decimal',
  decimal_parts_as_wholes: 'decimal',
  decimal_digits_brought_down: 'decimal',
  decimal_carry_dropped: 'decimal',
  decimal_column_sums_written: 'decimal',
  decimal_smaller_digit_from_larger: 'decimal',
  remainder_as_decimal_digits: 'decimal',
  fraction_of_unit_only: 'of',
  fraction_of_inverted: 'of',
  fraction_of_subtracted: 'of',
  percent_divided: 'percent',
  percent_as_whole: 'percent',
  divided_across: 'fraction',
  numerators_combined_denominators_multiplied: 'fraction',
  larger_denominator_kept: 'fraction',
  numerators_kept_over_common_denominator: 'fraction',
  numerator_not_scaled: 'equivalent',
  denominator_not_scaled: 'equivalent',
  added_to_numerator_and_denominator: 'equivalent',
  numerator_scaled_wrong: 'equivalent',
  multiplied_instead_of_divided: 'fraction',
  inverted_first_operand: 'fraction',
  only_denominator_divided: 'fraction',
  divided_numerator_and_denominator: 'fraction',
  divided_by_unit_fraction: 'fraction',
  both_inverted: 'fraction',
  multiplied_numerator_and_denominator: 'fraction',
  only_denominator_multiplied: 'fraction',
  cross_multiplied: 'fraction',
  cross_products_as_digits: 'fraction',
  common_denominator_kept_in_product: 'fraction',
  fraction_digits_as_decimal: 'to_decimal',
  unit_fraction_as_decimal: 'to_decimal',
  numerator_as_decimal: 'to_decimal',
  fraction_bar_as_point: 'to_decimal',
  decimal_as_unit_fraction: 'to_fraction',
  decimal_point_dropped: 'decimal',
  decimal_point_misplaced: 'decimal',
  added_instead_of_subtracted: 'fraction',
  added_instead_of_multiplied: 'fraction',
  mixed_whole_dropped: 'to_improper',
  mixed_number_multiplied: 'to_improper',
  mixed_number_whole_added: 'to_improper',
  mixed_numerator_not_added: 'to_improper',
  improper_to_mixed_swapped: 'to_mixed',
  improper_to_mixed_by_ten: 'to_mixed',
  left_to_right: 'fraction',
  sign_flipped: 'fraction',
  reciprocal: 'fraction',
};

/**
 * The form the answer is asked in: the key's final_form, and the form the answers on the key are
 * written in. An equivalent-fraction task asks for a denominator instead (the key's denominator),
 * so its form is any.
 */
export const TASK_FINAL_FORM: Readonly<Record<PracticeTask, FinalForm>> = {
  fraction: 'lowest_terms',
  mixed: 'mixed',
  decimal: 'decimal',
  of: 'lowest_terms',
  percent: 'decimal',
  power: 'lowest_terms',
  equivalent: 'any',
  to_decimal: 'decimal',
  to_fraction: 'lowest_terms',
  to_improper: 'improper',
  to_mixed: 'mixed',
  // An equation's answer is x = v, graded by its value.
  equation: 'any',
};

/** For a conversion, the form the student writes the number in: what the conversion rules are tried against. */
export const TASK_STATED_FORM: Readonly<Partial<Record<PracticeTask, WorkingNumberKind>>> = {
  to_decimal: 'decimal',
  to_fraction: 'fraction',
  to_improper: 'fraction',
  to_mixed: 'mixed',
};

/** A value as a mixed number (w n/d) when it has a whole part and a fraction part; else canonical. */
function mixedText(value: Rational): string {
  const { numerator, denominator } = value;
  if (denominator === 1n) return value.toString();
  const magnitude = numerator < 0n ? -numerator : numerator;
  if (magnitude < denominator) return value.toString();
  return `${numerator < 0n ? '-' : ''}${magnitude / denominator} ${magnitude % denominator}/${denominator}`;
}

/**
 * A value as a student answering in `form` writes it: a decimal (when it ends) for the decimal
 * form, a mixed number for the mixed form, else canonical; null when the form cannot hold it (a
 * decimal answer that never ends).
 */
export function writtenInForm(value: Rational, form: FinalForm): string | null {
  switch (form) {
    case 'decimal':
      return formatCanonicalDecimal(value);
    case 'mixed':
      return mixedText(value);
    default:
      return value.toString();
  }
}
