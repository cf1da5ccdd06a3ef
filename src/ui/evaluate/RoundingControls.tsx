import type { RoundingMode } from '../../worker/messages';
import { ROUNDING_DESCRIPTIONS, ROUNDING_MODES, isRoundingMode } from './rounding-modes';

export interface RoundingControlsProps {
  scale: string;
  rounding: RoundingMode | '';
  onScaleChange: (scale: string) => void;
  onRoundingChange: (rounding: RoundingMode | '') => void;
}

export function RoundingControls({ scale, rounding, onScaleChange, onRoundingChange }: RoundingControlsProps) {
  const scaleWithoutMode = scale.trim() !== '' && rounding === '';
  return (
    <fieldset className="rounding-controls">
      <legend>Scale and rounding</legend>
      <div className="field">
        <label htmlFor="evaluate-scale">Decimal places (scale)</label>
        <input
          id="evaluate-scale"
          type="number"
          inputMode="numeric"
          min={0}
          max={40}
          step={1}
          placeholder="exact"
          value={scale}
          aria-describedby="evaluate-scale-hint"
          onChange={(event) => onScaleChange(event.target.value)}
        />
        <div className="field-hint" id="evaluate-scale-hint">
          {scaleWithoutMode
            ? <span className="hint-warning">A scale needs a rounding mode.</span>
            : 'Empty: the exact value, which must then be a terminating decimal.'}
        </div>
      </div>
      <div className="field">
        <label htmlFor="evaluate-rounding">Rounding</label>
        <select
          id="evaluate-rounding"
          value={rounding}
          aria-describedby="evaluate-rounding-hint"
          onChange={(event) => onRoundingChange(isRoundingMode(event.target.value) ? event.target.value : '')}
        >
          <option value="">none</option>
          {ROUNDING_MODES.map((mode) => (
            <option key={mode} value={mode}>{mode} — {ROUNDING_DESCRIPTIONS[mode]}</option>
          ))}
        </select>
        <div className="field-hint" id="evaluate-rounding-hint">
          {rounding === ''
            ? 'Used by the scale and by every round(x, n) in the expression; both need one.'
            : `${rounding}: ${ROUNDING_DESCRIPTIONS[rounding]}.`}
        </div>
      </div>
    </fieldset>
  );
}
