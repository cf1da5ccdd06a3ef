import { useQuery } from '@tanstack/react-query';
import { isProperMixed } from '../../core/present/mixed-number';
import { useT } from '../i18n';
import { describeQuery } from '../queries';
import { FractionMath, MixedMath } from './RationalMath';

/** Past this many characters a stacked fraction would not fit a row: the text is shown as it is. */
const MAX_STACKED_LENGTH = 60;

/**
 * A value in a line of a list (a working's step): the stacked fraction at once, from the engine's
 * canonical text, then the mixed number beside it when there is one (worked out by the engine,
 * describe-rational). Nothing is computed here.
 */
export function CompactRational({ text }: { text: string }) {
  const t = useT();
  const stacked = text.length <= MAX_STACKED_LENGTH;
  const query = useQuery({ ...describeQuery(text), enabled: stacked && text.includes('/') });
  if (!stacked)
    return (
      <bdi dir="ltr" className="compact-rational ltr number">
        {text}
      </bdi>
    );
  const [numerator = text, denominator = '1'] = text.split('/');
  const mixed = query.data?.mixed ?? null;
  return (
    <bdi dir="ltr" className="compact-rational ltr" data-rational={text}>
      <FractionMath numerator={numerator} denominator={denominator} />
      {mixed !== null && isProperMixed(mixed) && (
        <span className="readable-form" title={t('math.mixed')}>
          <span aria-hidden="true"> = </span>
          <span className="visually-hidden">{t('math.mixed')}: </span>
          <MixedMath mixed={mixed} />
        </span>
      )}
    </bdi>
  );
}
