/**
 * The working grammar's bounds, in one light module: the parser enforces them, and the app's
 * sentences about a refused working quote them without loading the parser.
 */
export const WORKING_MAX_TOKENS = 128;
export const WORKING_MAX_DEPTH = 32;
/** rational-working-check 1.1.0's max_exponent: a power's exponent is a whole number from 1 to this. */
export const WORKING_MAX_EXPONENT = 12;
