/**
 * The shapes of practice problems, each of one task (./tasks.ts): the kind of problem where a
 * mistake is made. A rule is practised only on the shapes of its task, so a fraction rule meets
 * fractions, a decimal rule decimals, a percentage rule a percentage. Within its task the
 * generator keeps the shapes where the rule can be told apart (see ./diagnose.ts), so a rule added
 * to the catalog needs no shape of its own as long as one of its task's shapes shows it.
 */
import { pick, randomInt, type Random } from './random';
import type { PracticeTask } from './tasks';

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
  /** A decimal with a whole part 1 to 9 and one or two places, its last digit not 0. */
  decimalWithWhole(places: number): string;
  /** An integer from `low` to `high`. */
  integer(low: number, high: number): number;
  /** One of a list. */
  oneOf<T>(items: readonly T[]): T;
  /** The largest denominator a problem may write. */
  maxDenominator: number;
}

/**
 * A problem as set: the line the student works from, and for an equivalent-fraction task the
 * denominator the answer must be written with (null for every other task).
 */
export interface Exercise {
  problem: string;
  denominator: number | null;
}

export interface Shape {
  id: string;
  task: PracticeTask;
  /** Whether the shape writes a mixed number. */
  mixed: boolean;
  make(numbers: NumberPicker): Exercise;
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
  const lastDigit = (): number => randomInt(random, 1, 9);
  return {
    denominator,
    fractionOver,
    fraction: () => fractionOver(denominator()),
    whole: () => String(randomInt(random, 2, 9)),
    mixed: () => {
      const d = denominator();
      return `${randomInt(random, 1, 4)} ${numeratorOver(d)}/${d}`;
    },
    decimal: () => `${randomInt(random, 0, 3)}.${lastDigit()}`,
    hundredths: () => `0.${randomInt(random, 1, 9)}${lastDigit()}`,
    decimalWithWhole: (places) => `${randomInt(random, 1, 9)}.${places === 1 ? '' : randomInt(random, 0, 9)}${lastDigit()}`,
    integer: (low, high) => randomInt(random, low, high),
    oneOf: (items) => pick(random, items),
    maxDenominator,
  };
}

const computing = (id: string, task: PracticeTask, mixed: boolean, make: (p: NumberPicker) => string): Shape => ({
  id,
  task,
  mixed,
  make: (p) => ({ problem: make(p), denominator: null }),
});
const fractions = (id: string, make: (p: NumberPicker) => string): Shape => computing(id, 'fraction', false, make);
const mixedNumbers = (id: string, make: (p: NumberPicker) => string): Shape => computing(id, 'mixed', true, make);
const decimals = (id: string, make: (p: NumberPicker) => string): Shape => computing(id, 'decimal', false, make);

/** Denominators whose fractions end as decimals, as a conversion task wants. */
const TERMINATING_DENOMINATORS = [2, 4, 5, 8, 10, 20, 25] as const;
const PERCENTS = [5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 80] as const;

export const SHAPES: readonly Shape[] = [
  fractions('add', (p) => `${p.fraction()} + ${p.fraction()}`),
  fractions('subtract', (p) => `${p.fraction()} - ${p.fraction()}`),
  fractions('multiply', (p) => `${p.fraction()} × ${p.fraction()}`),
  fractions('divide', (p) => `${p.fraction()} ÷ ${p.fraction()}`),
  fractions('add_same_denominator', (p) => {
    const d = p.denominator();
    return `${p.fractionOver(d)} + ${p.fractionOver(d)}`;
  }),
  fractions('multiply_same_denominator', (p) => {
    const d = p.denominator();
    return `${p.fractionOver(d)} × ${p.fractionOver(d)}`;
  }),
  fractions('whole_times_fraction', (p) => `${p.whole()} × ${p.fraction()}`),
  fractions('fraction_times_whole', (p) => `${p.fraction()} × ${p.whole()}`),
  fractions('whole_minus_fraction', (p) => `${p.whole()} - ${p.fraction()}`),
  fractions('whole_divided_by_fraction', (p) => `${p.whole()} ÷ ${p.fraction()}`),
  // A fraction divided by a whole number that divides its denominator, and often its numerator too (6/9 ÷ 3), as a book sets it.
  fractions('fraction_divided_by_whole', (p) => {
    const k = p.integer(2, Math.min(4, Math.floor(p.maxDenominator / 2)));
    const d = k * p.integer(2, Math.max(2, Math.min(4, Math.floor(p.maxDenominator / k))));
    const n = p.integer(0, 1) === 0 ? k * p.integer(1, Math.max(1, Math.floor((d - 1) / k))) : p.integer(1, d - 1);
    return `${n}/${d} ÷ ${k}`;
  }),
  fractions('minus_sum', (p) => `${p.fraction()} - (${p.fraction()} + ${p.fraction()})`),
  fractions('minus_difference', (p) => `${p.fraction()} - (${p.fraction()} - ${p.fraction()})`),
  fractions('add_then_multiply', (p) => `${p.fraction()} + ${p.fraction()} × ${p.fraction()}`),
  fractions('add_then_divide', (p) => `${p.fraction()} + ${p.fraction()} ÷ ${p.fraction()}`),
  fractions('subtract_then_divide', (p) => `${p.fraction()} - ${p.fraction()} ÷ ${p.fraction()}`),
  mixedNumbers('mixed_plus_fraction', (p) => `${p.mixed()} + ${p.fraction()}`),
  mixedNumbers('mixed_minus_fraction', (p) => `${p.mixed()} - ${p.fraction()}`),
  mixedNumbers('mixed_plus_mixed', (p) => `${p.mixed()} + ${p.mixed()}`),
  mixedNumbers('mixed_minus_mixed', (p) => {
    const d = p.denominator();
    return `${p.integer(3, 6)} ${p.fractionOver(d)} - ${p.integer(1, 2)} ${p.fractionOver(d)}`;
  }),
  mixedNumbers('mixed_times_fraction', (p) => `${p.mixed()} × ${p.fraction()}`),
  mixedNumbers('mixed_times_whole', (p) => `${p.mixed()} × ${p.whole()}`),
  mixedNumbers('mixed_divided_by_fraction', (p) => `${p.mixed()} ÷ ${p.fraction()}`),
  decimals('decimal_times_decimal', (p) => `${p.decimal()} × ${p.decimal()}`),
  decimals('decimal_times_whole', (p) => `${p.hundredths()} × ${p.integer(11, 39)}`),
  decimals('decimal_plus_decimal', (p) => `${p.decimal()} + ${p.hundredths()}`),
  decimals('tenths_plus_tenths', (p) => `${p.decimalWithWhole(1)} + ${p.decimalWithWhole(1)}`),
  decimals('hundredths_plus_hundredths', (p) => `${p.decimalWithWhole(2)} + ${p.decimalWithWhole(2)}`),
  decimals('whole_plus_decimal', (p) => `${p.whole()} + ${p.decimal()}`),
  decimals('decimal_minus_decimal', (p) => `${p.decimalWithWhole(2)} - ${p.decimalWithWhole(2)}`),
  decimals('tenths_minus_hundredths', (p) => `${p.integer(5, 9)}.${p.integer(1, 9)} - ${p.decimalWithWhole(2)}`),
  decimals('whole_minus_decimal', (p) => `${p.integer(2, 9) * 10} - ${p.decimalWithWhole(2)}`),
  decimals(
    'decimal_times_power_of_ten',
    (p) => `${p.integer(11, 99)}.${p.integer(0, 9)}${p.integer(1, 9)} × ${p.oneOf(['10', '100', '1000'])}`,
  ),
  decimals(
    'decimal_divided_by_power_of_ten',
    (p) => `${p.integer(11, 99)}.${p.integer(0, 9)}${p.integer(1, 9)} ÷ ${p.oneOf(['10', '100', '1000', '0.1'])}`,
  ),
  // Long division of a decimal: the divisor a factor of a power of ten, so the answer ends.
  decimals(
    'decimal_divided_by_whole',
    (p) =>
      `${p.oneOf([p.decimalWithWhole(1), p.decimalWithWhole(2), `${p.integer(10, 99)}.${p.integer(1, 9)}`])} ÷ ${p.oneOf(['2', '4', '5', '8'])}`,
  ),
  computing('fraction_of_amount', 'of', false, (p) => {
    const d = p.denominator();
    return `${p.fractionOver(d)} of ${d * p.integer(2, 9)}`;
  }),
  computing('unit_fraction_of_amount', 'of', false, (p) => {
    const d = p.integer(2, Math.min(9, p.maxDenominator));
    return `1/${d} of ${d * p.integer(2, 9)}`;
  }),
  computing('percent_of_amount', 'percent', false, (p) => `${p.oneOf(PERCENTS)}% of ${10 * p.integer(2, 30)}`),
  computing('fraction_squared', 'power', false, (p) => `(${p.fraction()})^2`),
  computing('fraction_cubed', 'power', false, (p) => `(${p.fractionOver(p.integer(2, Math.min(5, p.maxDenominator)))})^3`),
  computing('whole_squared', 'power', false, (p) => `${p.integer(3, 12)}^2`),
  {
    id: 'equivalent_fraction',
    task: 'equivalent',
    mixed: false,
    make: (p) => {
      const d = p.integer(2, Math.min(6, Math.floor(p.maxDenominator / 2)));
      return { problem: p.fractionOver(d), denominator: d * p.integer(2, Math.max(2, Math.min(4, Math.floor(p.maxDenominator / d)))) };
    },
  },
  {
    id: 'simplified_fraction',
    task: 'equivalent',
    mixed: false,
    make: (p) => {
      const d = p.integer(2, Math.min(6, Math.floor(p.maxDenominator / 2)));
      const [n] = p.fractionOver(d).split('/');
      const k = p.integer(2, Math.max(2, Math.min(4, Math.floor(p.maxDenominator / d))));
      return { problem: `${Number(n) * k}/${d * k}`, denominator: d };
    },
  },
  // Proper and improper fractions, over the denominators whose decimals end (20 and 25 whatever the sheet's largest: a book's conversions use them).
  computing('fraction_to_decimal', 'to_decimal', false, (p) => {
    const d = p.oneOf(TERMINATING_DENOMINATORS.filter((t) => t <= Math.max(p.maxDenominator, 25)));
    for (;;) {
      const n = p.integer(1, 2 * d - 1);
      if (gcd(n, d) === 1) return `${n}/${d}`;
    }
  }),
  computing('decimal_to_fraction', 'to_fraction', false, (p) => (p.integer(0, 1) === 0 ? `0.${p.integer(2, 9)}` : p.hundredths())),
  computing('mixed_to_improper', 'to_improper', true, (p) => p.mixed()),
  computing('improper_to_mixed', 'to_mixed', false, (p) => {
    const d = p.integer(2, Math.min(9, p.maxDenominator));
    for (;;) {
      const n = p.integer(d + 1, 6 * d);
      if (gcd(n, d) === 1) return `${n}/${d}`;
    }
  }),
];
