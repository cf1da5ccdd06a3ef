/**
 * The shapes of practice problems: one operation of two fractions, a whole number times a
 * fraction, a mixed number with a fraction, a minus before parentheses, two operations of
 * different precedence. The generator tries every shape for every rule and keeps the shapes where
 * the rule can be told apart (see ./diagnose.ts), so a rule added to the catalog needs no shape of
 * its own as long as one of these shows it.
 */
import { pick, randomInt, type Random } from './random';

/** What the numbers of a class look like: their denominators (up to the sheet's largest) and whether mixed numbers occur. */
export interface PracticeProfile {
  denominators: number[];
  mixed: boolean;
}

export interface NumberPicker {
  /** A reduced proper fraction n/d, 2 ≤ d ≤ the largest denominator. */
  fraction(): string;
  /** A fraction with the given denominator (reduced, proper). */
  fractionOver(denominator: number): string;
  denominator(): number;
  /** A whole number from 2 to 9. */
  whole(): string;
  /** A mixed number w n/d, w from 1 to 4. */
  mixed(): string;
  /** A decimal with one place, 0.1 to 3.9, its last digit not 0. */
  decimal(): string;
  /** A decimal with two places, 0.11 to 0.99, its last digit not 0. */
  hundredths(): string;
}

export interface Shape {
  id: string;
  /** Whether the shape writes a mixed number. */
  mixed: boolean;
  make(numbers: NumberPicker): string;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A picker of small numbers: denominators from the class's own most of the time, when it has some. */
export function numberPicker(random: Random, maxDenominator: number, profile: PracticeProfile | null): NumberPicker {
  const own = (profile?.denominators ?? []).filter((d) => d >= 2 && d <= maxDenominator);
  const denominator = (): number => (own.length > 0 && random() < 0.75 ? pick(random, own) : randomInt(random, 2, maxDenominator));
  const numeratorOver = (d: number): number => {
    for (;;) {
      const n = randomInt(random, 1, d - 1);
      if (gcd(n, d) === 1) return n;
    }
  };
  const fractionOver = (d: number): string => `${numeratorOver(d)}/${d}`;
  return {
    denominator,
    fractionOver,
    fraction: () => fractionOver(denominator()),
    whole: () => String(randomInt(random, 2, 9)),
    mixed: () => {
      const d = denominator();
      return `${randomInt(random, 1, 4)} ${numeratorOver(d)}/${d}`;
    },
    decimal: () => `${randomInt(random, 0, 3)}.${randomInt(random, 1, 9)}`,
    hundredths: () => `0.${randomInt(random, 1, 9)}${randomInt(random, 1, 9)}`,
  };
}

const shape = (id: string, mixed: boolean, make: (p: NumberPicker) => string): Shape => ({ id, mixed, make });

export const SHAPES: readonly Shape[] = [
  shape('add', false, (p) => `${p.fraction()} + ${p.fraction()}`),
  shape('subtract', false, (p) => `${p.fraction()} - ${p.fraction()}`),
  shape('multiply', false, (p) => `${p.fraction()} × ${p.fraction()}`),
  shape('divide', false, (p) => `${p.fraction()} ÷ ${p.fraction()}`),
  shape('add_same_denominator', false, (p) => {
    const d = p.denominator();
    return `${p.fractionOver(d)} + ${p.fractionOver(d)}`;
  }),
  shape('multiply_same_denominator', false, (p) => {
    const d = p.denominator();
    return `${p.fractionOver(d)} × ${p.fractionOver(d)}`;
  }),
  shape('whole_times_fraction', false, (p) => `${p.whole()} × ${p.fraction()}`),
  shape('fraction_times_whole', false, (p) => `${p.fraction()} × ${p.whole()}`),
  shape('whole_minus_fraction', false, (p) => `${p.whole()} - ${p.fraction()}`),
  shape('minus_sum', false, (p) => `${p.fraction()} - (${p.fraction()} + ${p.fraction()})`),
  shape('minus_difference', false, (p) => `${p.fraction()} - (${p.fraction()} - ${p.fraction()})`),
  shape('add_then_multiply', false, (p) => `${p.fraction()} + ${p.fraction()} × ${p.fraction()}`),
  shape('subtract_then_divide', false, (p) => `${p.fraction()} - ${p.fraction()} ÷ ${p.fraction()}`),
  shape('mixed_plus_fraction', true, (p) => `${p.mixed()} + ${p.fraction()}`),
  shape('mixed_minus_fraction', true, (p) => `${p.mixed()} - ${p.fraction()}`),
  shape('mixed_times_fraction', true, (p) => `${p.mixed()} × ${p.fraction()}`),
  shape('mixed_times_whole', true, (p) => `${p.mixed()} × ${p.whole()}`),
  shape('mixed_divided_by_fraction', true, (p) => `${p.mixed()} ÷ ${p.fraction()}`),
  // Decimals, for the decimal rules (places not added in a product, digits aligned at the right).
  shape('decimal_times_decimal', false, (p) => `${p.decimal()} × ${p.decimal()}`),
  shape('decimal_plus_decimal', false, (p) => `${p.decimal()} + ${p.hundredths()}`),
  shape('whole_plus_decimal', false, (p) => `${p.whole()} + ${p.decimal()}`),
];
