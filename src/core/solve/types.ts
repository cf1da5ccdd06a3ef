/**
 * The output of rational-working-solve (contracts/rational-working-solve.json): the way forward
 * from the last right line of a student's working, one rewrite a step.
 */
import type { REFERENCE_VERSION } from '../tools/reference-version';

/**
 * What a step does, in the order the method meets them: the conversions of a line's numbers, the
 * operations, the tidying of a result, and the final form.
 */
export const SOLVE_ACTIONS = [
  'percent_to_fraction',
  'repeating_decimal_to_fraction',
  'of_to_times',
  'power_to_product',
  'mixed_to_improper',
  'decimal_to_fraction',
  'common_denominator',
  'add_numerators',
  'subtract_numerators',
  'cancel',
  'multiply',
  'invert_divisor',
  'evaluate',
  'simplify',
  'to_mixed',
  'to_improper',
  'to_decimal',
  'drop_parentheses',
] as const;
export type SolveAction = (typeof SOLVE_ACTIONS)[number];

/** The forms a solution may end in; the default is decimal for a decimal problem (1.1.0), else lowest_terms. */
export const SOLVE_FINAL_FORMS = ['lowest_terms', 'improper', 'mixed', 'decimal'] as const;
export type SolveFinalForm = (typeof SOLVE_FINAL_FORMS)[number];

/**
 * The numbers an explanation of a step needs, as canonical rational strings: one string per name,
 * or for the actions that rewrite every number of a kind at once (mixed_to_improper,
 * decimal_to_fraction) one list per name, a place per number rewritten, in text order.
 */
export type SolveNumbers = Record<string, string | string[]>;

export interface SolveStep {
  /** The line, in the working grammar: what follows "= ". */
  text: string;
  /** Its exact value, canonical: always the problem's. */
  value: string;
  action: SolveAction;
  /**
   * Code point offset, in the previous line's text, of the part this step rewrites (inside that
   * part's own parentheses); null for a whole-line action (mixed_to_improper, decimal_to_fraction).
   */
  position: number | null;
  /** The part rewritten, as the previous line writes it (the whole line for a whole-line action). */
  rewritten: string;
  /** What it became, as this line writes it (the whole line for a whole-line action). */
  result: string;
  numbers: SolveNumbers;
}

export interface RationalWorkingSolveOutput {
  /** The 1-based line the solution continues from. */
  from_line: number;
  /** The index, in the working's steps (0 = the problem), of the step continued from. */
  from_step: number;
  /** That step's text, as the student wrote it. */
  from_text: string;
  steps: SolveStep[];
  /** The problem's value, canonical; null when it has none. */
  final_value: string | null;
  final_form: SolveFinalForm;
  /** The student's working up to and including the step continued from, then "= " and each step's text, a line each. */
  working: string;
  reason: 'division_by_zero' | null;
  /** For division_by_zero: the code point offset in the working of the "/" or division sign whose divisor is zero. */
  division_position: number | null;
  reference_version: typeof REFERENCE_VERSION;
}

export interface RationalWorkingSolveInput {
  working: string;
  final_form?: SolveFinalForm;
  /** Cancel common factors across a product before multiplying (off by default). */
  cancel?: boolean;
}
