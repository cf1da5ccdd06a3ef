import type { RoundingMode } from '../../worker/messages';
import { ROUNDING_MODES, isRoundingMode } from '../../core/decimal';
import { useT } from '../i18n';

export interface RoundingControlsProps {
  scale: string;
  rounding: RoundingMode | '';
  onScaleChange: (scale: string) => void;
  onRoundingChange: (rounding: RoundingMode | '') => void;
}

export function RoundingControls({ scale, rounding, onScaleChange, onRoundingChange }: RoundingControlsProps) {
  const t = useT();
  const scaleWithoutMode = scale.trim() !== '' && rounding === '';
  return (
    <fieldset className="rounding-controls">
      <legend>{t('evaluate.scaleAndRounding')}</legend>
      <div className="field">
        <label htmlFor="evaluate-scale">{t('evaluate.scale')}</label>
        <input
          id="evaluate-scale"
          type="number"
          inputMode="numeric"
          min={0}
          max={40}
          step={1}
          placeholder={t('evaluate.scalePlaceholder')}
          value={scale}
          aria-describedby="evaluate-scale-hint"
          onChange={(event) => onScaleChange(event.target.value)}
        />
        <div className="field-hint" id="evaluate-scale-hint">
          {scaleWithoutMode ? <span className="hint-warning">{t('evaluate.scaleNeedsMode')}</span> : t('evaluate.scaleEmpty')}
        </div>
      </div>
      <div className="field">
        <label htmlFor="evaluate-rounding">{t('evaluate.rounding')}</label>
        <select
          id="evaluate-rounding"
          value={rounding}
          aria-describedby="evaluate-rounding-hint"
          onChange={(event) => onRoundingChange(isRoundingMode(event.target.value) ? event.target.value : '')}
        >
          <option value="">{t('evaluate.roundingNone')}</option>
          {ROUNDING_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t('evaluate.roundingOption', { mode, description: t(`rounding.${mode}`) })}
            </option>
          ))}
        </select>
        <div className="field-hint" id="evaluate-rounding-hint">
          {rounding === ''
            ? t('evaluate.roundingNoneHint')
            : t('evaluate.roundingHint', { mode: rounding, description: t(`rounding.${rounding}`) })}
        </div>
      </div>
    </fieldset>
  );
}
