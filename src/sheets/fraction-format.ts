/**
 * A number a spreadsheet shows as a fraction: Excel keeps `1 1/3`, typed in a fraction format, as
 * the float 1.3333333333333333 and shows it as "1 1/3" by the cell's number format. A key read as
 * the float would be a different number from the student's 1 1/3, so a cell in a fraction format
 * is read as it is shown: the nearest fraction with the format's denominators, as Excel does.
 */

export interface FractionFormat {
  /** The largest denominator (9 for "?/?", 99 for "??/??"), or the one denominator ("?/8"). */
  maxDenominator: number;
  fixed: boolean;
  /** Whether a whole part is shown before the fraction ("# ?/?" shows 1 1/2; "?/?" shows 3/2). */
  mixed: boolean;
}

/** Excel's built-in number formats that are fractions (ECMA-376 §18.8.30). */
const BUILT_IN: Readonly<Record<number, string>> = { 12: '# ?/?', 13: '# ??/??' };

/** The fraction of a number format code, or null when it shows no fraction. */
export function fractionFormatOf(code: string | undefined): FractionFormat | null {
  if (code === undefined) return null;
  // Only the first section (positive numbers) and without quoted text or colours.
  const section = code.split(';')[0]!.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  const match = /([#0?]*)\s*[?0#]+\s*\/\s*(\?+|\d+)/.exec(section);
  if (match === null) return null;
  const denominator = match[2]!;
  const fixed = /^\d+$/.test(denominator);
  return { maxDenominator: fixed ? Number(denominator) : 10 ** denominator.length - 1, fixed, mixed: /[#0?]/.test(match[1]!) };
}

/** The format code of a built-in format id, or undefined. */
export const builtInFormat = (id: number): string | undefined => BUILT_IN[id];

/** The fraction nearest to x (x ≥ 0) with a denominator of at most `max` (continued fractions, as Python's limit_denominator). */
function nearestFraction(x: number, max: number): [number, number] {
  let [p0, q0, p1, q1] = [0, 1, 1, 0];
  let rest = x;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(rest);
    const q2 = q0 + a * q1;
    if (q2 > max) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    const fraction = rest - a;
    if (fraction < 1e-12) return [p1, q1];
    rest = 1 / fraction;
  }
  const k = Math.floor((max - q0) / q1);
  const [pa, qa] = [p0 + k * p1, q0 + k * q1];
  return Math.abs(pa / qa - x) < Math.abs(p1 / q1 - x) ? [pa, qa] : [p1, q1];
}

/** A stored number as the fraction format shows it: "1 1/3", "4/3", "2", "-1/2". */
export function formatAsFraction(stored: string, format: FractionFormat): string {
  const value = Number(stored);
  if (!Number.isFinite(value)) return stored;
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const whole = format.mixed ? Math.floor(magnitude) : 0;
  const part = magnitude - whole;
  let [numerator, denominator] = format.fixed
    ? [Math.round(part * format.maxDenominator), format.maxDenominator]
    : nearestFraction(part, format.maxDenominator);
  let wholePart = whole;
  // A part that rounds to a whole one (0.9999 over ?/?) carries, as Excel shows it.
  if (format.mixed && numerator === denominator) [wholePart, numerator] = [wholePart + 1, 0];
  if (numerator === 0) return `${sign}${wholePart}`;
  return wholePart === 0 ? `${sign}${numerator}/${denominator}` : `${sign}${wholePart} ${numerator}/${denominator}`;
}
