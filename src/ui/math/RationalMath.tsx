/**
 * Exact values as native MathML, built from React elements (never markup strings): a stacked
 * fraction, a mixed number, a decimal whose repeating block is in parentheses and overlined.
 * Every digit comes from the engine's description (describe-rational); nothing is computed here.
 */
import type { MixedNumber, RepeatingDecimal } from '../../core/present/index';

/** A minus sign as MathML writes it (U+2212), where the engine's text has a hyphen. */
const MINUS = '\u2212';

/** `numerator/denominator` (signed numerator, positive denominator) as a stacked fraction, or an integer. */
export function FractionMath({ numerator, denominator }: { numerator: string; denominator: string }) {
  const negative = numerator.startsWith('-');
  const magnitude = negative ? numerator.slice(1) : numerator;
  return (
    <math className="fraction-math" data-testid="fraction-math">
      {negative && <mo>{MINUS}</mo>}
      {denominator === '1' ? (
        <mn>{magnitude}</mn>
      ) : (
        <mfrac>
          <mn>{magnitude}</mn>
          <mn>{denominator}</mn>
        </mfrac>
      )}
    </math>
  );
}

/** A proper mixed number: whole part beside a stacked proper fraction (3 ½). */
export function MixedMath({ mixed }: { mixed: MixedNumber }) {
  return (
    <math className="mixed-math" data-testid="mixed-math">
      {mixed.sign === '-' && <mo>{MINUS}</mo>}
      <mn>{mixed.whole}</mn>
      <mfrac>
        <mn>{mixed.numerator}</mn>
        <mn>{mixed.denominator}</mn>
      </mfrac>
    </math>
  );
}

/**
 * A decimal expansion as text: 0.1(6) with the period in parentheses and overlined, or the first
 * digits and an ellipsis when the engine stopped before the period ended.
 */
export function DecimalText({ decimal, maxDigits }: { decimal: RepeatingDecimal; maxDigits: number }) {
  const { sign, integer, nonRepeating, repeating, truncated } = decimal;
  const shownPrefix = nonRepeating.slice(0, maxDigits);
  const shownPeriod = repeating.slice(0, Math.max(0, maxDigits - shownPrefix.length));
  // Cut here, or by the engine: the digits shown are only the start of the expansion.
  const cut = truncated || shownPrefix.length < nonRepeating.length || shownPeriod.length < repeating.length;
  const head = `${sign === '-' ? MINUS : ''}${integer}`;
  if (cut) {
    const digits = shownPrefix + shownPeriod;
    return (
      <span className="decimal-text" data-testid="decimal-text">
        {digits === '' ? `${head}…` : `${head}.${digits}…`}
      </span>
    );
  }
  if (nonRepeating === '' && repeating === '')
    return (
      <span className="decimal-text" data-testid="decimal-text">
        {head}
      </span>
    );
  return (
    <span className="decimal-text" data-testid="decimal-text">
      {head}.{nonRepeating}
      {repeating !== '' && (
        <>
          (<span className="repeating-digits">{repeating}</span>)
        </>
      )}
    </span>
  );
}
