/**
 * The bounds of a working of either kind, in one light module: the checks enforce them, and the
 * sentences about a refused working quote them from here, without loading a parser.
 */

// ---- A fraction working (rational-working-check's limits) ----

/** The most bytes of UTF-8 a working may have. */
export const WORKING_MAX_BYTES = 8192;
/** The most steps (parts between "=") a working may have. */
export const WORKING_MAX_STEPS = 100;
/** The most tokens one step may have. */
export const WORKING_MAX_TOKENS = 128;
/** The deepest brackets (and signs) may nest. */
export const WORKING_MAX_DEPTH = 32;
/** max_literal_digits: the digits of one NUMBER, all its parts counted together. */
export const WORKING_MAX_LITERAL_DIGITS = 40;
/** max_value_digits: of a reduced numerator or denominator (a step's value, the answer key's). */
export const WORKING_MAX_VALUE_DIGITS = 200;
/** 1.1.0's max_exponent: a power's exponent is a whole number from 1 to this. */
export const WORKING_MAX_EXPONENT = 12;

// ---- An equation working (linear-equation-check's limits) ----

/** The most bytes of UTF-8 an equation working may have. */
export const EQUATION_MAX_BYTES = 4096;
/** The most lines an equation working may have. */
export const EQUATION_MAX_LINES = 40;
/** The most characters one line may have. */
export const EQUATION_MAX_LINE_LENGTH = 160;
/** The digits of one number. */
export const EQUATION_MAX_LITERAL_DIGITS = 20;
/** The deepest brackets and signs may nest. */
export const EQUATION_MAX_DEPTH = 24;
/** The digits of the answer key's numerator or denominator. */
export const EQUATION_MAX_ANSWER_DIGITS = 200;
