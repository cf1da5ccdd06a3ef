import { ROUNDING_MODES, type RoundingMode } from '../../worker/messages';

export { ROUNDING_MODES, type RoundingMode };

/** One line per mode, in the contract's words. */
export const ROUNDING_DESCRIPTIONS: Readonly<Record<RoundingMode, string>> = {
  half_even: 'nearest; ties go to the even neighbour (banker’s rounding)',
  half_up: 'nearest; ties go away from zero',
  half_down: 'nearest; ties go toward zero',
  half_ceiling: 'nearest; ties go toward +∞',
  half_floor: 'nearest; ties go toward −∞',
  up: 'always away from zero',
  down: 'always toward zero (truncate)',
  ceiling: 'always toward +∞',
  floor: 'always toward −∞',
  unnecessary: 'no rounding allowed: an inexact result is an error',
};

export const isRoundingMode = (value: unknown): value is RoundingMode =>
  typeof value === 'string' && (ROUNDING_MODES as readonly string[]).includes(value);
