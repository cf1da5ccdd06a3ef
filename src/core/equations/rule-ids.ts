/**
 * The ids of linear-equation-check's rules and advice, in the contract's order: a module of names
 * only, so the app can name every rule without loading the rules themselves.
 */
/** In the contract's order: the order a line's matches are listed in, the likely one first. */
export const EQUATION_RULES = [
  'term_moved_sign_kept',
  'one_side_only',
  'one_term_only',
  'bracket_first_term_only',
  'coefficient_subtracted',
  'constant_divided',
  'wrong_operation',
  'division_reversed',
  'sign_error',
  'sign_of_product',
  'negative_dropped',
  'sum_sign_wrong',
  'subtraction_reversed',
  'forgot_unknown',
  'unlike_terms_combined',
  'rounded_decimal',
] as const;

export type EquationRule = (typeof EQUATION_RULES)[number];
export type SignRule = 'sign_of_product' | 'negative_dropped' | 'sum_sign_wrong' | 'subtraction_reversed';

/** The advice of a right but unhelpful move, warnings first (the contract's "Advice"). */
export const ADVICE_RULES = [
  'multiplied_by_zero',
  'divided_by_unknown',
  'second_letter_cancels',
  'clear_unknown_denominator',
  'collect_like_terms_first',
  'work_on_unknown_side',
  'add_opposite',
  'multiply_by_denominator',
  'divide_by_negative_coefficient',
  'divide_by_coefficient',
] as const;

export type AdviceRule = (typeof ADVICE_RULES)[number];
