import { useQuery } from '@tanstack/react-query';
import { isProperMixed } from '../../core/present/mixed-number';
import { useT } from '../i18n';
import { describeQuery } from '../queries';
import { DecimalText, FractionMath, MixedMath } from './RationalMath';

/** Decimal digits shown after the point; the engine works out up to its own limit, the page shows this many. */
const SHOWN_DECIMAL_DIGITS = 60;
/** Past this many characters a stacked fraction would not fit a screen: the line form above says it all. */
const MAX_STACKED_LENGTH = 120;

export interface ReadableRationalProps {
  /** A rational as the engine printed it ("-7/2", "5"); null while the answer it comes from is awaited. */
  text: string | null;
  /** What the value is ("Difference", "Final value"), shown before it in the page's direction. */
  label: string;
}

/**
 * One exact result made readable: the stacked fraction, then (when they add something) the mixed
 * number and the decimal expansion, repeating block marked. The forms come from the engine
 * (describe-rational in the worker) through TanStack Query, like the tools' answers.
 */
export function ReadableRational({ text, label }: ReadableRationalProps) {
  const t = useT();
  const query = useQuery({ ...describeQuery(text ?? ''), enabled: text !== null && text.length <= MAX_STACKED_LENGTH });
  const description = query.data ?? null;
  if (text !== null && text.length > MAX_STACKED_LENGTH) return null;
  if (text === null || description === null) return <ReadableRationalPending text={text} label={label} />;
  const integer = description.denominator === '1';
  const { decimal } = description;
  const repeats = decimal.repeating !== '' || decimal.truncated;
  return (
    <div className="readable-rational" data-testid="readable-math" data-rational={description.canonical}>
      <span className="readable-label">{label}</span>
      <bdi dir="ltr" className="readable-forms ltr">
        <FractionMath numerator={description.numerator} denominator={description.denominator} />
        {isProperMixed(description.mixed) && (
          <span className="readable-form" title={t('math.mixed')}>
            <span aria-hidden="true"> = </span>
            <span className="visually-hidden">{t('math.mixed')}: </span>
            <MixedMath mixed={description.mixed} />
          </span>
        )}
        {!integer && (
          <span className="readable-form" title={repeats ? t('math.repeatingNote') : t('math.decimal')}>
            <span aria-hidden="true"> = </span>
            <span className="visually-hidden">{t('math.decimal')}: </span>
            <DecimalText decimal={decimal} maxDigits={SHOWN_DECIMAL_DIGITS} />
          </span>
        )}
      </bdi>
    </div>
  );
}

/**
 * The block before it is complete: its label and, once the answer is in, its stacked fraction,
 * read from the value's own text. It is where the whole block will be and as tall as it will be
 * (a line of forms), so the page under it stays put; the other forms join it on the same line.
 * Hidden from screen readers, who are told the value once, when the block is complete.
 */
function ReadableRationalPending({ text, label }: ReadableRationalProps) {
  const [numerator, denominator = '1'] = text === null ? [] : text.split('/');
  return (
    <div className="readable-rational" aria-hidden="true" data-testid="readable-math-pending">
      <span className="readable-label">{label}</span>
      <bdi dir="ltr" className="readable-forms ltr">
        {numerator !== undefined && <FractionMath numerator={numerator} denominator={denominator} />}
      </bdi>
    </div>
  );
}
