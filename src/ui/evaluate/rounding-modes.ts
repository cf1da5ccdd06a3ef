import { ROUNDING_MODES, type RoundingMode } from '../../worker/messages';

export { ROUNDING_MODES, type RoundingMode };

// Each mode's one-line description is the catalog message `rounding.<mode>` (src/ui/i18n).

export const isRoundingMode = (value: unknown): value is RoundingMode =>
  typeof value === 'string' && (ROUNDING_MODES as readonly string[]).includes(value);
