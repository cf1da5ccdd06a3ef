/**
 * A labelled corpus of fraction, decimal, percentage and power mistakes, for measuring how well
 * rational-working-check names them. Each item is a problem, the wrong answer a student gave, and
 * the misconception behind it, written by us from the published descriptions of the misconceptions
 * (not from the engine's output, and not tuned item by item):
 *
 *  - eedi: the misconception lists of diagnostic-question projects (Eedi's public "Mining
 *    misconceptions in mathematics" data and its misconception names, e.g. "Adds numerators and
 *    denominators", "Subtracts the smaller digit from the larger", "Believes you multiply by the
 *    power rather than raise to it", "Thinks 0.3 = 1/3", "Divides by the percentage").
 *  - ashlock: R. B. Ashlock, Error Patterns in Computation (the mixed number, regrouping and
 *    decimal alignment patterns).
 *  - ies: IES practice guide "Developing Effective Fractions Instruction for K–8" (2010): adding
 *    across, whole-number thinking about fractions, operations confused.
 *  - nfer: NFER diagnostic assessment reports (decimal place value, "longer is larger",
 *    fractions of amounts).
 *
 * `label` is the rule of rational-working-check a teacher would name for it, or `other:…` where
 * the misconception is one the catalog has no rule for: those items count against the rates as
 * they would in any real class (a rule listed for them is a wrong name).
 */
export interface CorpusItem {
  problem: string;
  answer: string;
  label: string;
  source: 'eedi' | 'ashlock' | 'ies' | 'nfer';
}

const item = (problem: string, answer: string, label: string, source: CorpusItem['source']): CorpusItem => ({
  problem,
  answer,
  label,
  source,
});

export const MISCONCEPTION_CORPUS: readonly CorpusItem[] = [
  // Adding and subtracting fractions across (IES; Eedi "Adds numerators and denominators").
  item('1/2 + 1/3', '2/5', 'added_across', 'ies'),
  item('2/3 + 1/4', '3/7', 'added_across', 'eedi'),
  item('3/5 + 1/5', '4/10', 'added_across', 'eedi'),
  item('1/4 + 2/3', '3/7', 'added_across', 'eedi'),
  item('3/8 + 1/2', '4/10', 'added_across', 'ies'),
  item('2/7 + 3/7', '5/14', 'added_across', 'eedi'),
  item('1/6 + 1/6', '2/12', 'added_across', 'eedi'),
  item('4/9 + 2/5', '6/14', 'added_across', 'eedi'),
  item('5/6 - 1/3', '4/3', 'subtracted_across', 'eedi'),
  item('7/8 - 3/4', '4/4', 'subtracted_across', 'eedi'),
  item('5/6 - 2/3', '3/3', 'subtracted_across', 'eedi'),
  item('9/10 - 2/5', '7/5', 'subtracted_across', 'eedi'),
  item('3/8 - 1/4', '2/4', 'subtracted_across', 'eedi'),
  // Numerators added, denominators multiplied; the larger denominator kept (Eedi).
  item('1/3 + 1/4', '2/12', 'numerators_combined_denominators_multiplied', 'eedi'),
  item('2/5 + 1/2', '3/10', 'numerators_combined_denominators_multiplied', 'eedi'),
  item('3/4 - 1/3', '2/12', 'numerators_combined_denominators_multiplied', 'eedi'),
  item('1/2 + 1/4', '2/4', 'larger_denominator_kept', 'eedi'),
  item('1/3 + 5/6', '6/6', 'larger_denominator_kept', 'eedi'),
  item('7/10 - 1/5', '6/10', 'larger_denominator_kept', 'eedi'),
  item('2/3 + 1/9', '3/9', 'larger_denominator_kept', 'eedi'),
  // A whole number minus a fraction (Eedi "Subtracts the numerator from the whole number").
  item('5 - 1/3', '4/3', 'whole_taken_from_numerator', 'eedi'),
  item('3 - 2/5', '1/5', 'whole_taken_from_numerator', 'eedi'),
  item('4 - 3/4', '1/4', 'whole_taken_from_numerator', 'eedi'),
  item('6 - 2/7', '4/7', 'whole_taken_from_numerator', 'eedi'),
  item('2 - 1/4', '1/4', 'whole_taken_from_numerator', 'eedi'),
  item('1 - 3/8', '2/8', 'whole_taken_from_numerator', 'eedi'),
  // Mixed numbers (Ashlock; Eedi).
  item('3 1/4 - 1 3/4', '2 2/4', 'mixed_parts_subtracted_reversed', 'ashlock'),
  item('5 1/3 - 2 2/3', '3 1/3', 'mixed_parts_subtracted_reversed', 'ashlock'),
  item('4 1/5 - 1 3/5', '3 2/5', 'mixed_parts_subtracted_reversed', 'ashlock'),
  item('6 - 2 1/4', '4 1/4', 'mixed_parts_subtracted_reversed', 'ashlock'),
  item('7 1/8 - 3 5/8', '4 4/8', 'mixed_parts_subtracted_reversed', 'ashlock'),
  item('5 - 1 2/3', '4 2/3', 'mixed_parts_subtracted_reversed', 'eedi'),
  item('1 1/2 + 1 1/3', '2 2/5', 'mixed_parts_added_across', 'ashlock'),
  item('2 1/4 + 1 1/2', '3 2/6', 'mixed_parts_added_across', 'ashlock'),
  item('3 2/5 + 1 1/3', '4 3/8', 'mixed_parts_added_across', 'ashlock'),
  item('2 1/2 * 2', '4 1/2', 'mixed_parts_multiplied_apart', 'ashlock'),
  item('2 1/2 × 2', '4 2/4', 'mixed_parts_multiplied_apart', 'ashlock'),
  item('3 1/3 × 2 1/2', '6 1/6', 'mixed_parts_multiplied_apart', 'ashlock'),
  item('4 1/2 × 3', '12 1/2', 'mixed_parts_multiplied_apart', 'eedi'),
  item('2 1/3 × 1 1/2', '2 1/6', 'mixed_parts_multiplied_apart', 'ashlock'),
  item('2 1/3', '3/3', 'mixed_number_whole_added', 'eedi'),
  item('3 2/5', '5/5', 'mixed_number_whole_added', 'eedi'),
  item('2 3/4', '5/4', 'mixed_number_whole_added', 'eedi'),
  item('4 1/2', '5/2', 'mixed_number_whole_added', 'eedi'),
  item('2 1/3', '2/3', 'mixed_number_multiplied', 'eedi'),
  item('3 2/5', '6/5', 'mixed_number_multiplied', 'eedi'),
  item('5 3/4', '15/4', 'mixed_number_multiplied', 'eedi'),
  item('2 1/2 + 1/3', '5/6', 'mixed_whole_dropped', 'eedi'),
  item('1 3/4 × 2', '6/4', 'mixed_whole_dropped', 'eedi'),
  item('3 1/2 - 1/4', '1/4', 'mixed_whole_dropped', 'eedi'),
  // Multiplying and dividing (Eedi; IES).
  item('2/3 × 3/4', '8/9', 'cross_multiplied', 'eedi'),
  item('1/2 × 3/5', '5/6', 'cross_multiplied', 'eedi'),
  item('3 × 2/5', '6/15', 'multiplied_numerator_and_denominator', 'eedi'),
  item('4 × 1/3', '4/12', 'multiplied_numerator_and_denominator', 'eedi'),
  item('2/7 × 3', '6/21', 'multiplied_numerator_and_denominator', 'eedi'),
  item('3 × 1/4', '1/12', 'only_denominator_multiplied', 'eedi'),
  item('5 × 2/3', '2/15', 'only_denominator_multiplied', 'eedi'),
  item('2/5 × 3/5', '6/5', 'common_denominator_kept_in_product', 'eedi'),
  item('3/4 × 1/4', '3/4', 'common_denominator_kept_in_product', 'eedi'),
  item('3/4 ÷ 1/2', '3/8', 'multiplied_instead_of_divided', 'ies'),
  item('2/3 ÷ 1/4', '2/12', 'multiplied_instead_of_divided', 'eedi'),
  item('6 ÷ 1/2', '3', 'multiplied_instead_of_divided', 'ies'),
  item('1/2 ÷ 3', '3/2', 'multiplied_instead_of_divided', 'eedi'),
  item('4 : 1/3', '4/3', 'multiplied_instead_of_divided', 'eedi'),
  item('3/4 ÷ 1/2', '2/3', 'inverted_first_operand', 'eedi'),
  item('2/5 ÷ 3/4', '15/8', 'inverted_first_operand', 'eedi'),
  item('1/3 + 1/4', '1/7', 'other:added_denominators_only', 'eedi'),
  item('2/3 ÷ 1/3', '2/9', 'multiplied_instead_of_divided', 'eedi'),
  item('5/6 ÷ 5', '25/6', 'multiplied_instead_of_divided', 'eedi'),
  // The wrong operation (IES; Eedi "Adds instead of subtracts", "Adds instead of multiplies").
  item('3/4 - 1/4', '1', 'added_instead_of_subtracted', 'eedi'),
  item('2 1/2 - 1/2', '3', 'added_instead_of_subtracted', 'eedi'),
  item('5/6 - 1/3', '7/6', 'added_instead_of_subtracted', 'eedi'),
  item('1/2 × 1/3', '5/6', 'added_instead_of_multiplied', 'ies'),
  item('2/3 × 3', '11/3', 'added_instead_of_multiplied', 'eedi'),
  item('0.5 × 0.4', '0.9', 'added_instead_of_multiplied', 'eedi'),
  // Fractions of amounts (NFER; Eedi).
  item('3/4 of 12', '3', 'fraction_of_unit_only', 'nfer'),
  item('2/3 of 15', '5', 'fraction_of_unit_only', 'nfer'),
  item('3/5 of 20', '4', 'fraction_of_unit_only', 'eedi'),
  item('2/3 of 12', '18', 'fraction_of_inverted', 'eedi'),
  item('3/4 of 20', '80/3', 'fraction_of_inverted', 'eedi'),
  item('2/5 × 10', '20/50', 'multiplied_numerator_and_denominator', 'eedi'),
  item('1/3 of 12', '1/36', 'only_denominator_multiplied', 'eedi'),
  item('3/4 of 12', '12 3/4', 'other:wrote_amount_and_fraction', 'eedi'),
  // Percentages.
  item('25% of 80', '3.2', 'percent_divided', 'eedi'),
  item('20% of 60', '3', 'percent_divided', 'eedi'),
  item('10% of 50', '500', 'percent_as_whole', 'eedi'),
  item('15% of 40', '600', 'percent_as_whole', 'eedi'),
  item('30% of 90', '60', 'other:subtracted_percentage', 'eedi'),
  item('25% of 60', '35', 'other:subtracted_percentage', 'eedi'),
  item('50% of 30', '60', 'other:doubled', 'eedi'),
  // Powers (Eedi "Multiplies by the power instead of raising").
  item('3²', '6', 'power_multiplied', 'eedi'),
  item('5^2', '10', 'power_multiplied', 'eedi'),
  item('2³', '6', 'power_multiplied', 'eedi'),
  item('4^3', '12', 'power_multiplied', 'eedi'),
  item('(2/3)^2', '4/3', 'power_multiplied', 'eedi'),
  item('(1/2)²', '1', 'power_multiplied', 'eedi'),
  item('0.2²', '0.4', 'power_multiplied', 'eedi'),
  item('(3/5)^2', '9/5', 'power_numerator_only', 'eedi'),
  item('(2/7)²', '4/7', 'power_numerator_only', 'eedi'),
  item('0.3^2', '0.9', 'decimal_places_not_added', 'eedi'),
  item('0.4²', '1.6', 'decimal_places_not_added', 'eedi'),
  item('10^3', '30', 'power_multiplied', 'eedi'),
  item('2^4', '8', 'power_multiplied', 'eedi'),
  item('3² + 4²', '14', 'power_multiplied', 'eedi'),
  item('6 + 2²', '64', 'other:power_of_sum', 'eedi'),
  // Decimals (NFER; Ashlock; Eedi).
  item('0.3 × 0.2', '0.6', 'decimal_places_not_added', 'eedi'),
  item('0.4 × 0.2', '0.8', 'decimal_places_not_added', 'eedi'),
  item('1.2 × 0.3', '3.6', 'decimal_places_not_added', 'ashlock'),
  item('0.5 × 0.5', '2.5', 'decimal_places_not_added', 'eedi'),
  item('0.06 × 0.2', '0.12', 'decimal_places_not_added', 'eedi'),
  item('2.5 × 1.5', '37.5', 'decimal_places_not_added', 'ashlock'),
  item('3 + 0.4', '0.7', 'decimal_aligned_right', 'eedi'),
  item('2.5 + 1.25', '1.50', 'decimal_aligned_right', 'ashlock'),
  item('0.3 + 0.25', '0.28', 'decimal_aligned_right', 'ashlock'),
  item('4.6 + 2.35', '2.81', 'decimal_aligned_right', 'ashlock'),
  item('5 + 0.32', '0.37', 'decimal_aligned_right', 'eedi'),
  item('2.75 - 0.5', '2.70', 'decimal_aligned_right', 'ashlock'),
  item('0.3 × 0.2', '6', 'decimal_point_dropped', 'eedi'),
  item('1.4 + 2.3', '37', 'decimal_point_dropped', 'ashlock'),
  item('0.7 × 0.3', '21', 'decimal_point_dropped', 'eedi'),
  item('3/4', '0.34', 'fraction_digits_as_decimal', 'eedi'),
  item('2/5', '0.25', 'fraction_digits_as_decimal', 'eedi'),
  item('1/8', '0.18', 'fraction_digits_as_decimal', 'eedi'),
  item('3/10', '0.310', 'fraction_digits_as_decimal', 'eedi'),
  item('1/4', '0.4', 'unit_fraction_as_decimal', 'eedi'),
  item('1/5', '0.5', 'unit_fraction_as_decimal', 'eedi'),
  item('1/3', '0.3', 'unit_fraction_as_decimal', 'eedi'),
  item('1/8', '0.8', 'unit_fraction_as_decimal', 'eedi'),
  item('3/4', '3.4', 'fraction_bar_as_point', 'eedi'),
  item('2/5', '2.5', 'fraction_bar_as_point', 'eedi'),
  item('7/10', '7.10', 'fraction_bar_as_point', 'eedi'),
  item('0.3', '1/3', 'decimal_as_unit_fraction', 'eedi'),
  item('0.25', '1/25', 'decimal_as_unit_fraction', 'eedi'),
  item('0.5', '1/5', 'decimal_as_unit_fraction', 'eedi'),
  item('0.2 + 0.9', '0.11', 'other:column_overflow', 'ashlock'),
  item('4.3 × 10', '40.3', 'other:zero_appended_to_whole', 'nfer'),
  item('2.4 ÷ 0.2', '1.2', 'other:divisor_point_ignored', 'nfer'),
  item('0.7 + 0.5', '0.12', 'other:column_overflow', 'ashlock'),
  item('1.2 - 0.45', '1.27', 'other:smaller_digit_from_larger', 'ashlock'),
  item('6 × 0.5', '30', 'decimal_point_dropped', 'eedi'),
  item('0.25 + 0.5', '0.30', 'decimal_aligned_right', 'eedi'),
  // Equivalent fractions and simplifying (Eedi "Adds the same number to numerator and denominator").
  item('2/3', '4/5', 'added_to_numerator_and_denominator', 'eedi'),
  item('1/2', '3/4', 'added_to_numerator_and_denominator', 'eedi'),
  item('3/5', '5/7', 'added_to_numerator_and_denominator', 'eedi'),
  item('6/8', '3/8', 'denominator_not_scaled', 'eedi'),
  item('4/10', '2/10', 'denominator_not_scaled', 'eedi'),
  item('1/2', '1/6', 'numerator_not_scaled', 'eedi'),
  item('3/4', '3/12', 'numerator_not_scaled', 'eedi'),
  item('2/3', '4/12', 'numerator_scaled_wrong', 'eedi'),
  item('3/4', '6/12', 'numerator_scaled_wrong', 'eedi'),
  item('12/16', '6/4', 'other:divided_by_different_numbers', 'eedi'),
  // Order of operations and signs.
  item('5/6 - 1/3 × 3/4', '3/8', 'left_to_right', 'eedi'),
  item('1/2 + 1/2 × 4', '4', 'left_to_right', 'eedi'),
  item('3 + 1/2 ÷ 2', '7/4', 'left_to_right', 'eedi'),
  item('5 - (2 + 1/2)', '3 1/2', 'negative_not_distributed', 'eedi'),
  item('1 - (1/4 + 1/2)', '5/4', 'negative_not_distributed', 'eedi'),
  item('1/3 - 1/2', '1/6', 'sign_flipped', 'eedi'),
  item('2/5 - 3/4', '7/20', 'sign_flipped', 'eedi'),
  item('1/2 ÷ 1/3', '2/3', 'inverted_first_operand', 'eedi'),
  item('1/4 ÷ 1/2', '2', 'inverted_first_operand', 'eedi'),
  // Common-denominator lines, written as a step (the student's own line).
  item('1/2 + 1/3', '2/6 + 2/6', 'numerator_scaled_wrong', 'eedi'),
  item('1/2 + 1/3', '1/6 + 1/6', 'numerator_not_scaled', 'eedi'),
  item('2/3 + 1/4', '2/12 + 1/12', 'numerator_not_scaled', 'eedi'),
  item('3/4 - 1/3', '3/12 - 4/12', 'numerator_not_scaled', 'eedi'),
  item('1/5 + 1/2', '1/10 + 5/10', 'numerator_not_scaled', 'eedi'),
  item('2/3 + 1/6', '4/6 + 1/12', 'other:denominators_not_made_equal', 'eedi'),
  // Answers written as students write them.
  item('1/4 + 1/2', '.5', 'larger_denominator_kept', 'eedi'),
  item('0.1 + 0.02', '.03', 'decimal_aligned_right', 'ashlock'),
  item('3/4 + 2/3', '1 5/7', 'other:added_across_then_whole', 'eedi'),
  item('1/3 + 1/3', '0.333...', 'other:one_term_only', 'eedi'),
  item('2 1/3 + 1 2/3', '3 3/6', 'mixed_parts_added_across', 'ashlock'),
  item('1 5/6 + 2 5/6', '3 10/12', 'mixed_parts_added_across', 'ashlock'),
];
