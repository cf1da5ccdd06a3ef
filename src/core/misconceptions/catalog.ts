import { combine, power, type NodeValues } from '../evaluate/working-evaluator';
import type { BinaryOperator } from '../grammar/ast';
import type { MixedParts, WorkingBinaryNode, WorkingNode, WorkingNumberNode, WorkingPowerNode } from '../grammar/working-parser';
import type { WorkingNumberKind } from '../grammar/scan';
import { powerOfTen } from '../digits';
import { gcd } from '../gcd';
import { Rational } from '../rational';
import type { MisconceptionFamily, RuleNotation } from './families';
import { writtenForm, type Fraction } from './written-form';

/**
 * The rules of rational-working-check 1.2.0, in the contract's rank: within a family (see
 * ./families.ts) the order a step's matches are listed in, so the first is the one a teacher
 * would name (the contract's "Order" sentence gives the sources): adding and subtracting across
 * first, then the rules whose site has a shape of its own, the general fraction rules, the
 * literal rules, the wrong operation, and last the rules of the whole expression.
 */
export const MISCONCEPTION_RULES = [
  'added_across',
  'subtracted_across',
  'whole_taken_from_numerator',
  'negative_not_distributed',
  'mixed_parts_subtracted_reversed',
  'mixed_parts_added_across',
  'mixed_parts_subtracted_across',
  'mixed_parts_multiplied_apart',
  'power_multiplied',
  'power_numerator_only',
  'power_of_ten_shift_wrong',
  'power_of_ten_one_part',
  'decimal_places_not_added',
  'decimal_aligned_right',
  'decimal_parts_as_wholes',
  'decimal_digits_brought_down',
  'decimal_carry_dropped',
  'decimal_column_sums_written',
  'decimal_smaller_digit_from_larger',
  'remainder_as_decimal_digits',
  'fraction_of_unit_only',
  'fraction_of_inverted',
  'fraction_of_subtracted',
  'percent_divided',
  'percent_as_whole',
  'divided_across',
  'numerators_combined_denominators_multiplied',
  'larger_denominator_kept',
  'numerators_kept_over_common_denominator',
  'numerator_not_scaled',
  'denominator_not_scaled',
  'added_to_numerator_and_denominator',
  'numerator_scaled_wrong',
  'multiplied_instead_of_divided',
  'inverted_first_operand',
  'only_denominator_divided',
  'divided_numerator_and_denominator',
  'divided_by_unit_fraction',
  'both_inverted',
  'multiplied_numerator_and_denominator',
  'only_denominator_multiplied',
  'cross_multiplied',
  'cross_products_as_digits',
  'common_denominator_kept_in_product',
  'fraction_digits_as_decimal',
  'unit_fraction_as_decimal',
  'numerator_as_decimal',
  'fraction_bar_as_point',
  'decimal_as_unit_fraction',
  'decimal_point_dropped',
  'decimal_point_misplaced',
  'added_instead_of_subtracted',
  'added_instead_of_multiplied',
  'mixed_whole_dropped',
  'mixed_number_multiplied',
  'mixed_number_whole_added',
  'mixed_numerator_not_added',
  'improper_to_mixed_swapped',
  'improper_to_mixed_by_ten',
  'left_to_right',
  'sign_flipped',
  'reciprocal',
] as const;

export type MisconceptionRule = (typeof MISCONCEPTION_RULES)[number];

/** A rule's rank: its index in {@link MISCONCEPTION_RULES}. */
export const RULE_RANK: ReadonlyMap<MisconceptionRule, number> = new Map(MISCONCEPTION_RULES.map((rule, index) => [rule, index]));

const FAMILY_MEMBERS: Readonly<Record<MisconceptionFamily, readonly MisconceptionRule[]>> = {
  fraction_arithmetic: [
    'added_across',
    'subtracted_across',
    'whole_taken_from_numerator',
    'mixed_parts_subtracted_reversed',
    'mixed_parts_added_across',
    'mixed_parts_subtracted_across',
    'mixed_parts_multiplied_apart',
    'divided_across',
    'numerators_combined_denominators_multiplied',
    'larger_denominator_kept',
    'numerators_kept_over_common_denominator',
    'only_denominator_divided',
    'divided_numerator_and_denominator',
    'divided_by_unit_fraction',
    'both_inverted',
    'multiplied_numerator_and_denominator',
    'only_denominator_multiplied',
    'cross_multiplied',
    'cross_products_as_digits',
    'common_denominator_kept_in_product',
  ],
  place_value: [
    'power_of_ten_shift_wrong',
    'power_of_ten_one_part',
    'decimal_places_not_added',
    'decimal_aligned_right',
    'decimal_parts_as_wholes',
    'decimal_digits_brought_down',
    'decimal_carry_dropped',
    'decimal_column_sums_written',
    'decimal_smaller_digit_from_larger',
    'remainder_as_decimal_digits',
    'decimal_point_dropped',
    'decimal_point_misplaced',
  ],
  fraction_of_amount: ['fraction_of_unit_only', 'fraction_of_inverted', 'fraction_of_subtracted'],
  percent: ['percent_divided', 'percent_as_whole'],
  power: ['power_multiplied', 'power_numerator_only'],
  equivalent_fractions: ['numerator_not_scaled', 'denominator_not_scaled', 'numerator_scaled_wrong'],
  additive_equivalence: ['added_to_numerator_and_denominator'],
  mixed_conversion: [
    'mixed_whole_dropped',
    'mixed_number_multiplied',
    'mixed_number_whole_added',
    'mixed_numerator_not_added',
    'improper_to_mixed_swapped',
    'improper_to_mixed_by_ten',
  ],
  decimal_conversion: [
    'fraction_digits_as_decimal',
    'unit_fraction_as_decimal',
    'numerator_as_decimal',
    'fraction_bar_as_point',
    'decimal_as_unit_fraction',
  ],
  operation: ['added_instead_of_subtracted', 'added_instead_of_multiplied', 'multiplied_instead_of_divided'],
  division_order: ['inverted_first_operand', 'reciprocal'],
  brackets: ['negative_not_distributed'],
  sign: ['sign_flipped'],
  order_of_operations: ['left_to_right'],
};

/** Each rule's family (the contract's "Families"). */
export const RULE_FAMILY: ReadonlyMap<MisconceptionRule, MisconceptionFamily> = new Map(
  (Object.entries(FAMILY_MEMBERS) as [MisconceptionFamily, readonly MisconceptionRule[]][]).flatMap(([family, rules]) =>
    rules.map((rule) => [rule, family] as const),
  ),
);

export const familyOf = (rule: MisconceptionRule): MisconceptionFamily => RULE_FAMILY.get(rule)!;
export const rankOf = (rule: MisconceptionRule): number => RULE_RANK.get(rule)!;

/** Where a binary rule is tried, by the notation its site is written in (the contract's "Notation"). */
export const RULE_NOTATION: Partial<Record<MisconceptionRule, RuleNotation>> = {
  added_across: 'fraction',
  subtracted_across: 'fraction',
  whole_taken_from_numerator: 'fraction',
  divided_across: 'fraction',
  numerators_combined_denominators_multiplied: 'fraction',
  larger_denominator_kept: 'fraction',
  numerators_kept_over_common_denominator: 'fraction',
  only_denominator_divided: 'fraction',
  divided_numerator_and_denominator: 'fraction',
  divided_by_unit_fraction: 'fraction',
  both_inverted: 'fraction',
  multiplied_numerator_and_denominator: 'fraction',
  only_denominator_multiplied: 'fraction',
  cross_multiplied: 'fraction',
  cross_products_as_digits: 'fraction',
  common_denominator_kept_in_product: 'fraction',
  inverted_first_operand: 'fraction',
  decimal_places_not_added: 'decimal',
  decimal_aligned_right: 'decimal',
  decimal_parts_as_wholes: 'decimal',
  decimal_digits_brought_down: 'decimal',
  decimal_carry_dropped: 'decimal',
  decimal_column_sums_written: 'decimal',
  decimal_smaller_digit_from_larger: 'decimal',
  decimal_point_dropped: 'decimal',
  decimal_point_misplaced: 'decimal',
  power_of_ten_shift_wrong: 'decimal_or_whole',
  power_of_ten_one_part: 'decimal',
  remainder_as_decimal_digits: 'decimal_or_whole',
};

/** A whole number and a fraction part, the way a student splits a number to handle its parts apart; `fraction` null when it has none. */
export interface NumberParts {
  whole: bigint | null;
  fraction: Fraction | null;
}

/**
 * The numbers a rule's buggy result is made of, at its site, so an explanation can state them:
 * `operands` are the written forms a/b and c/d of the two operands; `scaled` the k and n/m of a
 * whole number times a fraction; `distributed` the values of L, y and z in L − (y ± z); `mixed`
 * the w, n and d of a MIXED; `values` the two operands' values; `parts` the whole and fraction
 * parts of two operands; `decimals` two decimal literals as digits and places; `number` one
 * literal's written form (for a percentage, the number before its "%"); `power` a power's base
 * (written form) and exponent; `term` a number of the compared step and the one the student wrote
 * in its place; `whole` a rule of the whole expression (no site numbers).
 */
export type SiteNumbers =
  | { kind: 'operands'; a: bigint; b: bigint; c: bigint; d: bigint }
  | { kind: 'scaled'; k: bigint; n: bigint; m: bigint }
  | { kind: 'distributed'; left: Rational; y: Rational; z: Rational; inner: '+' | '-' }
  | { kind: 'mixed'; whole: bigint; numerator: bigint; denominator: bigint }
  | { kind: 'values'; left: Rational; right: Rational }
  | { kind: 'parts'; left: NumberParts; right: NumberParts; whole: bigint; fraction: Fraction }
  | { kind: 'decimals'; left: bigint; leftPlaces: number; right: bigint; rightPlaces: number; places: number }
  | { kind: 'number'; numerator: bigint; denominator: bigint }
  | { kind: 'power'; numerator: bigint; denominator: bigint; exponent: number }
  | { kind: 'term'; numerator: bigint; denominator: bigint; statedNumerator: bigint; statedDenominator: bigint }
  | { kind: 'whole' };

/** A rule's buggy result at one site, before reduction (its denominator may be zero: then the rule is not tried). */
export interface BuggySite {
  numbers: SiteNumbers;
  result: Fraction;
}

/** A binary node with the written forms of its operands, W(L) = a/b and W(R) = c/d. */
export interface BinarySite {
  node: WorkingBinaryNode;
  left: Fraction;
  right: Fraction;
  values: NodeValues;
}

export function binarySite(node: WorkingBinaryNode, values: NodeValues): BinarySite {
  return { node, left: writtenForm(node.left, values), right: writtenForm(node.right, values), values };
}

/** A rule's buggy results at one site: one, several (a point placed k places off), or none. */
export type BuggyResults = BuggySite | readonly BuggySite[] | null;

/**
 * A rule of one binary node. `answeredAs` is the form the student wrote the whole step in when
 * the site is the whole of P and the step one NUMBER (else null): a rule may need the line to show it.
 */
type BinaryRule = (site: BinarySite, answeredAs: WorkingNumberKind | null) => BuggyResults;

const operands = ({ left, right }: BinarySite): SiteNumbers => ({
  kind: 'operands',
  a: left.numerator,
  b: left.denominator,
  c: right.numerator,
  d: right.denominator,
});

const fraction = (numerator: bigint, denominator: bigint): Fraction => ({ numerator, denominator });
const fromRational = (value: Rational): Fraction => fraction(value.numerator, value.denominator);

/** A rule at the sites of one operator: the buggy result from a/b and c/d. */
function at(
  operators: string,
  result: (a: bigint, b: bigint, c: bigint, d: bigint, operator: BinaryOperator) => [bigint, bigint],
): BinaryRule {
  return (site) => {
    if (!operators.includes(site.node.operator)) return null;
    const [numerator, denominator] = result(
      site.left.numerator,
      site.left.denominator,
      site.right.numerator,
      site.right.denominator,
      site.node.operator,
    );
    return { numbers: operands(site), result: { numerator, denominator } };
  };
}

const plusOrMinus = (operator: BinaryOperator, x: bigint, y: bigint): bigint => (operator === '+' ? x + y : x - y);

/**
 * A whole number times a fraction (exactly one of b, d is 1): k is the numerator of that
 * operand's written form, n/m the other operand's.
 */
function scaled(result: (k: bigint, n: bigint, m: bigint) => [bigint, bigint]): BinaryRule {
  return (site) => {
    const { node, left, right } = site;
    if (node.operator !== '*' || (left.denominator === 1n) === (right.denominator === 1n)) return null;
    const [whole, other] = left.denominator === 1n ? [left, right] : [right, left];
    const k = whole.numerator;
    const [numerator, denominator] = result(k, other.numerator, other.denominator);
    return { numbers: { kind: 'scaled', k, n: other.numerator, m: other.denominator }, result: { numerator, denominator } };
  };
}

/** L − (y ± z), the right operand parenthesized: the minus applied to y only, L − y + z or L − y − z. */
const negativeNotDistributed: BinaryRule = ({ node, values }) => {
  const inner = node.right;
  if (node.operator !== '-' || inner.type !== 'binary' || inner.parens === 0 || (inner.operator !== '+' && inner.operator !== '-'))
    return null;
  const left = values.get(node.left)!;
  const y = values.get(inner.left)!;
  const z = values.get(inner.right)!;
  // The rule's formula gives the node its value; like the other rules' formulas, its inner
  // partial result is no node of the evaluation, so only the result is held to the digit cap.
  const result = combine(inner.operator, left.subtract(y), z);
  return { numbers: { kind: 'distributed', left, y, z, inner: inner.operator }, result: fromRational(result) };
};

/** The NUMBER an operand is, through its parentheses; null for a unary minus, a power, an operation, or a percentage. */
function literalOf(node: WorkingNode): WorkingNumberNode | null {
  return node.type === 'number' && node.percentOf === null ? node : null;
}

/**
 * An operand's whole and fraction parts, as a student splits it: a MIXED w n/d is w and n/d, an
 * INTEGER k is k and no fraction, a proper FRACTION n/d no whole and n/d; anything else has none.
 */
function partsOf(node: WorkingNode): NumberParts | null {
  const literal = literalOf(node);
  if (literal === null) return null;
  switch (literal.form) {
    case 'mixed':
      return { whole: literal.mixed!.whole, fraction: fraction(literal.mixed!.numerator, literal.mixed!.denominator) };
    case 'integer':
      return { whole: literal.numerator, fraction: null };
    case 'fraction':
      return literal.numerator < literal.denominator ? { whole: null, fraction: fraction(literal.numerator, literal.denominator) } : null;
    default:
      return null;
  }
}

const ratio = (f: Fraction): Rational => Rational.of(f.numerator, f.denominator);
const isMixed = (node: WorkingNode): boolean => literalOf(node)?.form === 'mixed';

/**
 * The mixed number rules of two operands handled part by part, at least one a MIXED: `combine`
 * gives the whole and the fraction part of the result (the fraction part unreduced), or null
 * where the rule does not apply.
 */
function partsRule(
  operator: BinaryOperator,
  combineParts: (left: NumberParts, right: NumberParts) => { whole: bigint; fraction: Fraction } | null,
  answeredMixed = false,
): BinaryRule {
  return ({ node }, answeredAs) => {
    // Without a MIXED operand, a rule that allows it is tried only where the student answered with a mixed number (6 − 1/4 = 6 1/4).
    const mixedSite = isMixed(node.left) || isMixed(node.right) || (answeredMixed && answeredAs === 'mixed');
    if (node.operator !== operator || node.of || !mixedSite) return null;
    const left = partsOf(node.left);
    const right = partsOf(node.right);
    if (left === null || right === null) return null;
    const parts = combineParts(left, right);
    if (parts === null) return null;
    const { whole, fraction: f } = parts;
    return {
      numbers: { kind: 'parts', left, right, whole, fraction: f },
      result: fraction(whole * f.denominator + f.numerator, f.denominator),
    };
  };
}

/** A fraction part minus another, as a student writes it: over their denominator when they share one, else over the product of the two (unreduced). */
const fractionDifference = (x: Fraction, y: Fraction): Fraction =>
  x.denominator === y.denominator
    ? fraction(x.numerator - y.numerator, x.denominator)
    : fraction(x.numerator * y.denominator - y.numerator * x.denominator, x.denominator * y.denominator);

/** An operand's decimal digits: a terminating DECIMAL's, or an INTEGER's (no places); null for anything else. */
function decimalOf(node: WorkingNode): { digits: bigint; places: number } | null {
  const literal = literalOf(node);
  if (literal === null) return null;
  if (literal.form === 'integer') return { digits: literal.numerator, places: 0 };
  return literal.decimal;
}

/** A rule of two decimal literals (at least one a DECIMAL) at one of `operators`: the buggy result from their digits and places. */
function decimalRule(
  operators: string,
  result: (
    site: BinarySite,
    x: { digits: bigint; places: number },
    y: { digits: bigint; places: number },
  ) => { result: Fraction; places: number } | null,
): BinaryRule {
  return (site) => {
    const { node } = site;
    if (!operators.includes(node.operator) || node.of) return null;
    const x = decimalOf(node.left);
    const y = decimalOf(node.right);
    if (x === null || y === null || (x.places === 0 && y.places === 0)) return null;
    const buggy = result(site, x, y);
    if (buggy === null) return null;
    return {
      numbers: { kind: 'decimals', left: x.digits, leftPlaces: x.places, right: y.digits, rightPlaces: y.places, places: buggy.places },
      result: buggy.result,
    };
  };
}

/** A fraction (left, not a whole number) of a whole number (right), written with "of" or "×": the fraction-of-an-amount rules. */
function fractionOfAmount(result: (a: bigint, b: bigint, k: bigint) => [bigint, bigint] | null, unitFractions = false): BinaryRule {
  return (site) => {
    const { node, left, right } = site;
    if (
      node.operator !== '*' ||
      left.denominator === 1n ||
      (left.numerator === 1n && !unitFractions) ||
      left.numerator === 0n ||
      right.denominator !== 1n
    )
      return null;
    if (literalOf(node.left)?.form !== 'fraction') return null;
    const buggy = result(left.numerator, left.denominator, right.numerator);
    return buggy === null ? null : { numbers: operands(site), result: fraction(buggy[0], buggy[1]) };
  };
}

const valuesOf = ({ node, values }: BinarySite): { left: Rational; right: Rational } => ({
  left: values.get(node.left)!,
  right: values.get(node.right)!,
});

/** A literal FRACTION operand as written (not a percentage), or null. */
function literalFraction(node: WorkingNode): Fraction | null {
  const literal = literalOf(node);
  return literal !== null && literal.form === 'fraction' ? fraction(literal.numerator, literal.denominator) : null;
}

/** A literal INTEGER operand, or null. */
function literalInteger(node: WorkingNode): bigint | null {
  const literal = literalOf(node);
  return literal !== null && literal.form === 'integer' ? literal.numerator : null;
}

/** k ÷ n/m, a literal INTEGER over a literal FRACTION, as (k·n)/(k·m). */
const wholeOverFraction: BinaryRule = ({ node }) => {
  if (node.operator !== '/') return null;
  const k = literalInteger(node.left);
  const divisor = literalFraction(node.right);
  if (k === null || divisor === null) return null;
  return {
    numbers: { kind: 'scaled', k, n: divisor.numerator, m: divisor.denominator },
    result: fraction(k * divisor.numerator, k * divisor.denominator),
  };
};

/** A fraction divided by a literal INTEGER k (not 0 or 1): the rules that divide its parts by k. */
function fractionOverWhole(result: (a: bigint, b: bigint, k: bigint) => [bigint, bigint] | null): BinaryRule {
  return (site) => {
    const { node } = site;
    if (node.operator !== '/') return null;
    const dividend = literalFraction(node.left);
    const k = literalInteger(node.right);
    if (dividend === null || k === null || k === 0n || k === 1n) return null;
    const buggy = result(dividend.numerator, dividend.denominator, k);
    return buggy === null ? null : { numbers: operands(site), result: fraction(buggy[0], buggy[1]) };
  };
}

/** Truncating whole-number division, as a student divides and drops the remainder. */
const wholeQuotient = (x: bigint, y: bigint): bigint => x / y;

/** 10^n for n ≥ 1, or 10^-n (0.1, 0.01, …), written as one literal: the exponent, or null. */
function powerOfTenExponent(node: WorkingNode): number | null {
  const literal = literalOf(node);
  if (literal === null) return null;
  if (literal.form === 'integer') {
    const text = literal.numerator.toString();
    return /^10+$/.test(text) ? text.length - 1 : null;
  }
  if (literal.form === 'decimal' && literal.decimal !== null && literal.decimal.digits === 1n) return -literal.decimal.places;
  return null;
}

/** The shifts k a misplaced point is tried at: the right digits times 10^k. */
const POINT_SHIFTS = [-1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6];

/** The right value at a site with its point moved k places, for every k of {@link POINT_SHIFTS}: unreduced, as the search reduces only what may match. */
function shiftedValues(site: BinarySite): BuggySite[] {
  const value = site.values.get(site.node);
  if (value === undefined || value.isZero()) return [];
  const { left, right } = valuesOf(site);
  return shifted(value, { kind: 'values', left, right });
}

function shifted(value: Rational, numbers: SiteNumbers): BuggySite[] {
  return POINT_SHIFTS.map((k) => ({
    numbers,
    result:
      k > 0 ? fraction(value.numerator * powerOfTen(k), value.denominator) : fraction(value.numerator, value.denominator * powerOfTen(-k)),
  }));
}

/** A non-negative terminating decimal literal (or INTEGER) as its whole part, its digits after the point as written, and their count. */
function decimalParts(node: WorkingNode): { whole: bigint; fractionDigits: bigint; places: number; digits: bigint } | null {
  const decimal = decimalOf(node);
  if (decimal === null) return null;
  const scale = powerOfTen(decimal.places);
  return { whole: decimal.digits / scale, fractionDigits: decimal.digits % scale, places: decimal.places, digits: decimal.digits };
}

/** Two decimal literals' digits in columns: both scaled to the larger number of places. */
function columns(x: { digits: bigint; places: number }, y: { digits: bigint; places: number }): { x: bigint; y: bigint; places: number } {
  const places = Math.max(x.places, y.places);
  return { x: x.digits * powerOfTen(places - x.places), y: y.digits * powerOfTen(places - y.places), places };
}

/** Column addition as a student does it: `write` gives each column's written digits from the column's sum; null when no column reaches 10 (then it is the right sum). */
function columnAddition(x: bigint, y: bigint, places: number, write: (sum: bigint) => string): Fraction | null {
  let carried = false;
  let text = '';
  let position = 0;
  for (let a = x, b = y; a > 0n || b > 0n || position <= places; a /= 10n, b /= 10n, position++) {
    const sum = (a % 10n) + (b % 10n);
    if (sum >= 10n) carried = true;
    text = write(sum) + (position === places && places > 0 ? '.' : '') + text;
  }
  if (!carried) return null;
  const [whole, after = ''] = text.split('.');
  return fraction(BigInt(whole! + after), powerOfTen(after.length));
}

const digitText = (n: bigint): string => n.toString();

/** The rules of one binary node, by rule. */
export const BINARY_RULES: Partial<Record<MisconceptionRule, BinaryRule>> = {
  // 1.4.0: also at a × not "of" of two fractions (2/3 × 3/4 = 5/7): the parts added across where they should be multiplied across.
  // Not beside a whole number (3/4 × 12 = 15/5 is 3, the unit fraction's amount) or at "of", where the amount rules read the line.
  added_across: (site, answeredAs) =>
    site.node.operator === '*' && (site.node.of || site.left.denominator === 1n || site.right.denominator === 1n)
      ? null
      : at('+*', (a, b, c, d) => [a + c, b + d])(site, answeredAs),
  subtracted_across: at('-', (a, b, c, d) => [a - c, b - d]),
  // k − a/b as (k − a)/b: the whole number taken from the numerator (5 − 1/3 = 4/3).
  whole_taken_from_numerator: (site) => {
    const { node, left, right } = site;
    if (node.operator !== '-' || literalOf(node.left)?.form !== 'integer' || right.denominator === 1n) return null;
    return { numbers: operands(site), result: fraction(left.numerator - right.numerator, right.denominator) };
  },
  // Wholes subtracted, and the smaller fraction part taken from the larger instead of regrouping.
  mixed_parts_subtracted_reversed: partsRule(
    '-',
    (left, right) => {
      if (left.whole === null || right.fraction === null) return null;
      const leftFraction = left.fraction ?? fraction(0n, 1n);
      if (ratio(leftFraction).compare(ratio(right.fraction)) >= 0) return null;
      return { whole: left.whole - (right.whole ?? 0n), fraction: fractionDifference(right.fraction, leftFraction) };
    },
    true,
  ),
  // Wholes added, and the fraction parts added across (1 1/2 + 1 1/3 = 2 2/5).
  mixed_parts_added_across: partsRule('+', (left, right) => {
    if (left.fraction === null || right.fraction === null) return null;
    return {
      whole: (left.whole ?? 0n) + (right.whole ?? 0n),
      fraction: fraction(left.fraction.numerator + right.fraction.numerator, left.fraction.denominator + right.fraction.denominator),
    };
  }),
  // Wholes multiplied and fraction parts multiplied, a part only one operand has kept as it is (2 1/2 × 2 = 4 1/2).
  mixed_parts_multiplied_apart: partsRule('*', (left, right) => {
    const whole = left.whole !== null && right.whole !== null ? left.whole * right.whole : (left.whole ?? right.whole ?? 0n);
    const f =
      left.fraction !== null && right.fraction !== null
        ? fraction(left.fraction.numerator * right.fraction.numerator, left.fraction.denominator * right.fraction.denominator)
        : (left.fraction ?? right.fraction ?? fraction(0n, 1n));
    return { whole, fraction: f };
  }),
  // The digits multiplied, and the product given as many places as the operand with most, not their sum (0.3 × 0.2 = 0.6).
  decimal_places_not_added: decimalRule('*', (_site, x, y) => {
    const places = Math.max(x.places, y.places);
    return { result: fraction(x.digits * y.digits, powerOfTen(places)), places };
  }),
  // The digits added or subtracted as if the last digits stood in one column (3 + 0.4 = 0.7; 2.5 + 1.25 = 1.50).
  decimal_aligned_right: decimalRule('+-', (site, x, y) => {
    if (x.places === y.places) return null;
    const places = Math.max(x.places, y.places);
    return { result: fraction(plusOrMinus(site.node.operator, x.digits, y.digits), powerOfTen(places)), places };
  }),
  // a/b of k as k ÷ b: the unit fraction found, not multiplied by the numerator (3/4 of 12 = 3).
  fraction_of_unit_only: fractionOfAmount((_a, b, k) => [k, b]),
  // a/b of k as k ÷ a × b: the fraction turned over (2/3 of 12 = 18).
  fraction_of_inverted: fractionOfAmount((a, b, k) => [k * b, a], true),
  // 1/b of k as k − b: the amount made smaller by taking away (1/6 of 24 = 18).
  fraction_of_subtracted: fractionOfAmount((a, b, k) => (a === 1n ? [k - b, 1n] : null), true),
  // p% of x (or p% × x) as x ÷ p (25% of 80 = 3.2).
  percent_divided: (site) => {
    const { node } = site;
    if (node.operator !== '*' || node.left.type !== 'number' || node.left.percentOf === null) return null;
    const p = node.left.percentOf;
    if (p.numerator === 0n) return null;
    const { left, right } = valuesOf(site);
    const result = right.divide(Rational.of(p.numerator, p.denominator));
    return { numbers: { kind: 'values', left, right }, result: fromRational(result) };
  },
  // 1.2.0: also at a × (numerators added, denominators multiplied: 6/7 × 2/3 = 8/21).
  numerators_combined_denominators_multiplied: at('+-*', (a, b, c, d, operator) => [
    operator === '*' ? a + c : plusOrMinus(operator, a, c),
    b * d,
  ]),
  larger_denominator_kept: at('+-', (a, b, c, d, operator) => [plusOrMinus(operator, a, c), b > d ? b : d]),
  multiplied_instead_of_divided: at('/', (a, b, c, d) => [a * c, b * d]),
  inverted_first_operand: at('/', (a, b, c, d) => [b * c, a * d]),
  cross_multiplied: at('*', (a, b, c, d) => [a * d, b * c]),
  // 1.4.0: a/b × c/d of one-digit literal FRACTIONs as the cross products b·c and a·d written side by side as one whole
  // number, the tens of a·d carried into b·c, as in column multiplication (1/2 × 3/8 = 68; 2/3 × 4/6 = 132; Ashlock ch. 6).
  cross_products_as_digits: (site) => {
    const { node } = site;
    const x = literalFraction(node.left);
    const y = literalFraction(node.right);
    if (node.operator !== '*' || node.of || x === null || y === null) return null;
    if (![x.numerator, x.denominator, y.numerator, y.denominator].every((digit) => digit >= 1n && digit <= 9n)) return null;
    return { numbers: operands(site), result: fraction(10n * x.denominator * y.numerator + x.numerator * y.denominator, 1n) };
  },
  // Also k ÷ n/m as (k·n)/(k·m) (1.2.0): the whole number multiplied into both parts of the divisor.
  multiplied_numerator_and_denominator: (site, answeredAs) =>
    scaled((k, n, m) => [k * n, k * m])(site, answeredAs) ?? wholeOverFraction(site, answeredAs),
  only_denominator_multiplied: scaled((k, n, m) => [n, k * m]),
  common_denominator_kept_in_product: (site) => {
    const { node, left, right } = site;
    if (node.operator !== '*' || left.denominator !== right.denominator) return null;
    return { numbers: operands(site), result: { numerator: left.numerator * right.numerator, denominator: left.denominator } };
  },
  // The point left out of a right result: the digits of the sum, difference or product (0.3 × 0.2 = 6).
  decimal_point_dropped: decimalRule('+-*', (site, x, y) => {
    const places = site.node.operator === '*' ? x.places + y.places : Math.max(x.places, y.places);
    const { left, right } = valuesOf(site);
    const value = combine(site.node.operator, left, right).multiply(Rational.of(powerOfTen(places), 1n));
    return { result: fromRational(value), places };
  }),
  added_instead_of_subtracted: (site) => {
    if (site.node.operator !== '-') return null;
    const { left, right } = valuesOf(site);
    return { numbers: { kind: 'values', left, right }, result: fromRational(left.add(right)) };
  },
  added_instead_of_multiplied: (site) => {
    if (site.node.operator !== '*') return null;
    const { left, right } = valuesOf(site);
    return { numbers: { kind: 'values', left, right }, result: fromRational(left.add(right)) };
  },
  negative_not_distributed: negativeNotDistributed,
  // Over the least common denominator with a numerator left as it was: both (1/4 + 1/6 = 2/12), or one (2/5 + 2/3 = 8/15). Where
  // one denominator divides the other, or they have no common factor, the other rules of adding over a denominator say it.
  numerators_kept_over_common_denominator: (site) => {
    const {
      node,
      left: { numerator: a, denominator: b },
      right: { numerator: c, denominator: d },
    } = site;
    // Both written as fractions: the student rewrites fractions they can see over a new denominator.
    if ((node.operator !== '+' && node.operator !== '-') || literalFraction(node.left) === null || literalFraction(node.right) === null)
      return null;
    if (b <= 0n || d <= 0n || b % d === 0n || d % b === 0n) return null;
    const common = (b / gcd(b, d)) * d;
    const over = (x: bigint, y: bigint): BuggySite => ({
      numbers: operands(site),
      result: fraction(plusOrMinus(node.operator, x, y), common),
    });
    const kept = [over(a * (common / b), c), over(a, c * (common / d))];
    return common === b * d ? kept : [over(a, c), ...kept];
  },
  // × or ÷ by a power of ten moving the point in the whole part only, or in the part after the point only (50.09 ÷ 0.1 = 500.09 or 50.009).
  power_of_ten_one_part: (site) => {
    const { node } = site;
    const exponent =
      node.operator === '/'
        ? powerOfTenExponent(node.right)
        : node.operator === '*'
          ? (powerOfTenExponent(node.right) ?? powerOfTenExponent(node.left))
          : null;
    if (exponent === null || node.of) return null;
    const shifted = node.operator === '/' || powerOfTenExponent(node.right) !== null ? node.left : node.right;
    const parts = decimalParts(shifted);
    if (parts === null || parts.places === 0 || parts.whole === 0n || parts.fractionDigits === 0n) return null;
    const { left, right } = valuesOf(site);
    const whole = Rational.of(parts.whole, 1n);
    const after = Rational.of(parts.fractionDigits, powerOfTen(parts.places));
    const factor = combine(node.operator, left, right).divide(whole.add(after));
    const results: BuggySite[] = [];
    for (const f of [factor, factor.reciprocal()]) {
      for (const value of [whole.multiply(f).add(after), whole.add(after.multiply(f))])
        results.push({ numbers: { kind: 'values', left, right }, result: fromRational(value) });
    }
    return results;
  },
  // Wholes subtracted, and the fraction parts subtracted across (5 3/8 − 2 2/3 = 3 1/5).
  mixed_parts_subtracted_across: partsRule('-', (left, right) => {
    if (left.whole === null || left.fraction === null || right.fraction === null) return null;
    return {
      whole: left.whole - (right.whole ?? 0n),
      fraction: fraction(left.fraction.numerator - right.fraction.numerator, left.fraction.denominator - right.fraction.denominator),
    };
  }),
  // Numerators divided and denominators divided, each as whole numbers with the remainder dropped (6/10 ÷ 2/4 = 3/2); exact, it is the right value.
  divided_across: (site) => {
    const { node } = site;
    const x = node.operator === '/' ? literalFraction(node.left) : null;
    const y = node.operator === '/' ? literalFraction(node.right) : null;
    if (x === null || y === null || y.numerator === 0n || y.denominator === 0n) return null;
    if (x.numerator % y.numerator === 0n && x.denominator % y.denominator === 0n) return null;
    return {
      numbers: operands(site),
      result: fraction(wholeQuotient(x.numerator, y.numerator), wholeQuotient(x.denominator, y.denominator)),
    };
  },
  // a/b ÷ k as a/(b÷k): only the denominator divided (6/9 ÷ 3 = 6/3).
  only_denominator_divided: fractionOverWhole((a, b, k) => (b % k === 0n ? [a, b / k] : null)),
  // a/b ÷ k as (a÷k)/(b÷k): both parts divided, the fraction unchanged (6/9 ÷ 3 = 2/3).
  divided_numerator_and_denominator: fractionOverWhole((a, b, k) => (a % k === 0n && b % k === 0n ? [a / k, b / k] : null)),
  // x ÷ n/m as x × m: divided by the unit fraction 1/m, the numerator n ignored (15 ÷ 3/5 = 75).
  divided_by_unit_fraction: (site) => {
    const { node, left } = site;
    const divisor = node.operator === '/' ? literalFraction(node.right) : null;
    if (divisor === null || divisor.numerator === 1n || divisor.numerator === 0n) return null;
    return { numbers: operands(site), result: fraction(left.numerator * divisor.denominator, left.denominator) };
  },
  // a/b ÷ c/d as b/a × d/c: both fractions turned over (2 ÷ 1/5 = 5/2).
  both_inverted: (site) => {
    const { node, left, right } = site;
    if (node.operator !== '/' || literalFraction(node.right) === null) return null;
    return { numbers: operands(site), result: fraction(left.denominator * right.denominator, left.numerator * right.numerator) };
  },
  // × or ÷ by 10, 100, 0.1, …: the right digits with the point moved the wrong number of places or the wrong way (23.04 ÷ 1000 = 0.2304).
  // Not at "of" (5 of 100): the contract says "* not of", as for every rule of a written product.
  power_of_ten_shift_wrong: (site) => {
    const { node } = site;
    const byPowerOfTen =
      node.operator === '/'
        ? powerOfTenExponent(node.right) !== null
        : node.operator === '*' && !node.of && (powerOfTenExponent(node.left) !== null || powerOfTenExponent(node.right) !== null);
    return byPowerOfTen ? shiftedValues(site) : null;
  },
  // The whole parts combined, and the digits after the point combined as whole numbers (6.7 + 8.5 = 14.12; 5.39 − 2.1 = 3.38).
  decimal_parts_as_wholes: (site) => {
    const { node } = site;
    if ((node.operator !== '+' && node.operator !== '-') || node.of) return null;
    const x = decimalParts(node.left);
    const y = decimalParts(node.right);
    if (x === null || y === null || (x.places === 0 && y.places === 0)) return null;
    const whole = plusOrMinus(node.operator, x.whole, y.whole);
    const after = plusOrMinus(node.operator, x.fractionDigits, y.fractionDigits);
    if (whole < 0n || after <= 0n) return null;
    const places = digitText(after).length;
    return {
      numbers: { kind: 'decimals', left: x.digits, leftPlaces: x.places, right: y.digits, rightPlaces: y.places, places },
      result: fraction(whole * powerOfTen(places) + after, powerOfTen(places)),
    };
  },
  // x − y where y has more places: the columns x has subtracted, y's further digits written straight into the answer (60 − 1.35 = 59.35).
  decimal_digits_brought_down: decimalRule('-', (_site, x, y) => {
    if (x.places >= y.places) return null;
    const cut = powerOfTen(y.places - x.places);
    const head = y.digits / cut;
    const tail = y.digits % cut;
    if (tail === 0n || x.digits < head) return null;
    return { result: fraction((x.digits - head) * cut + tail, powerOfTen(y.places)), places: y.places };
  }),
  // Column addition with a column of 10 or more written as a single digit, the carry lost (1.39 + 2.53 = 3.82).
  decimal_carry_dropped: decimalRule('+', (_site, x, y) => {
    const aligned = columns(x, y);
    const result = columnAddition(aligned.x, aligned.y, aligned.places, (sum) => digitText(sum % 10n));
    return result === null ? null : { result, places: aligned.places };
  }),
  // Column addition with each column's sum written in full, nothing carried (1.39 + 2.53 = 3.812).
  decimal_column_sums_written: decimalRule('+', (_site, x, y) => {
    const aligned = columns(x, y);
    const result = columnAddition(aligned.x, aligned.y, aligned.places, digitText);
    return result === null ? null : { result, places: aligned.places };
  }),
  // Column subtraction taking the smaller digit from the larger in every column, whichever is on top, so nothing is borrowed (5.32 − 2.47 = 3.15).
  decimal_smaller_digit_from_larger: decimalRule('-', (_site, x, y) => {
    const aligned = columns(x, y);
    let borrowNeeded = false;
    let digits = 0n;
    let scale = 1n;
    for (let a = aligned.x, b = aligned.y; a > 0n || b > 0n; a /= 10n, b /= 10n, scale *= 10n) {
      const top = a % 10n;
      const bottom = b % 10n;
      if (top < bottom) borrowNeeded = true;
      digits += (top > bottom ? top - bottom : bottom - top) * scale;
    }
    return borrowNeeded ? { result: fraction(digits, powerOfTen(aligned.places)), places: aligned.places } : null;
  }),
  // A division with a remainder, the remainder written as the digits after the quotient (387 ÷ 6 = 64.3; 2.57 ÷ 3 = 0.852).
  remainder_as_decimal_digits: (site) => {
    const { node } = site;
    if (node.operator !== '/') return null;
    const x = decimalOf(node.left);
    const y = decimalOf(node.right);
    // Dividing by a power of ten moves the point; there is no long division to leave a remainder.
    if (x === null || y === null || y.digits === 0n || powerOfTenExponent(node.right) !== null) return null;
    // The divisor made whole first, as the method teaches, the dividend's point moved with it.
    const shift = y.places;
    const dividend = shift > x.places ? x.digits * powerOfTen(shift - x.places) : x.digits;
    const places = Math.max(x.places - shift, 0);
    const quotient = dividend / y.digits;
    const remainder = dividend % y.digits;
    // A remainder is written after a quotient; with no whole quotient there is nothing to write it after.
    if (remainder === 0n || quotient === 0n) return null;
    const remainderPlaces = digitText(remainder).length;
    return {
      numbers: {
        kind: 'decimals',
        left: x.digits,
        leftPlaces: x.places,
        right: y.digits,
        rightPlaces: y.places,
        places: places + remainderPlaces,
      },
      result: fraction(quotient * powerOfTen(remainderPlaces) + remainder, powerOfTen(places + remainderPlaces)),
    };
  },
  // The right digits of a product or quotient with the point in the wrong place (0.04 × 21 = 0.084; 5.24 × 1.6 = 838.4).
  // Not at "of": a student taking 0.5 of 0.2 does not set out a product whose point they could misplace.
  decimal_point_misplaced: (site) =>
    (site.node.operator === '*' && !site.node.of) || site.node.operator === '/' ? shiftedValues(site) : null,
};

/** A rule of one NUMBER; `statedForm` is the form of the number the student wrote for it when the step (or the located operand) is one NUMBER, else null. */
type NumberRule = (node: WorkingNumberNode, statedForm: WorkingNumberKind | null) => BuggySite | null;

/**
 * A conversion rule is a mistake in writing a number in another notation: it is tried only where
 * the student wrote that number as one NUMBER of the target form (4/5 = 0.4), never inside a
 * calculation, where its value would match by coincidence.
 */
function converting(target: WorkingNumberKind, rule: NumberRule): NumberRule {
  return (node, statedForm) => (statedForm === target ? rule(node, statedForm) : null);
}

const mixedNumbers = ({ whole, numerator, denominator }: MixedParts): SiteNumbers => ({ kind: 'mixed', whole, numerator, denominator });

/** The number of decimal digits of a non-negative integer. */
const digitCount = (n: bigint): number => n.toString().length;

/** A rule of a FRACTION a/b as written (not in a percentage). */
function fractionRule(result: (a: bigint, b: bigint) => Fraction | null): NumberRule {
  return (node) => {
    if (node.form !== 'fraction' || node.percentOf !== null) return null;
    const buggy = result(node.numerator, node.denominator);
    return buggy === null ? null : { numbers: { kind: 'number', numerator: node.numerator, denominator: node.denominator }, result: buggy };
  };
}

/** A rule of a MIXED w n/d (not in a percentage). */
function mixedRule(result: (mixed: MixedParts) => Fraction | null): NumberRule {
  return (node) => {
    if (node.mixed === null || node.percentOf !== null) return null;
    const buggy = result(node.mixed);
    return buggy === null ? null : { numbers: mixedNumbers(node.mixed), result: buggy };
  };
}

/** The rules of one NUMBER, by rule: the site is the literal, at its start. */
export const NUMBER_RULES: Partial<Record<MisconceptionRule, NumberRule>> = {
  // A percentage used as its number (25% as 25).
  percent_as_whole: (node) =>
    node.percentOf === null
      ? null
      : {
          numbers: { kind: 'number', numerator: node.percentOf.numerator, denominator: node.percentOf.denominator },
          result: node.percentOf,
        },
  // a/b written as 0.ab (3/4 = 0.34).
  fraction_digits_as_decimal: converting(
    'decimal',
    fractionRule((a, b) => fraction(a * powerOfTen(digitCount(b)) + b, powerOfTen(digitCount(a) + digitCount(b)))),
  ),
  // a/b written as 0.b, the denominator after the point (1/4 = 0.4; 1.2.0: any numerator, 4/5 = 0.5).
  unit_fraction_as_decimal: converting(
    'decimal',
    fractionRule((_a, b) => fraction(b, powerOfTen(digitCount(b)))),
  ),
  // a/b written as 0.a, only the numerator after the point (4/5 = 0.4).
  numerator_as_decimal: converting(
    'decimal',
    fractionRule((a) => (a === 0n ? null : fraction(a, powerOfTen(digitCount(a))))),
  ),
  // a/b written as a.b (3/4 = 3.4).
  fraction_bar_as_point: converting(
    'decimal',
    fractionRule((a, b) => fraction(a * powerOfTen(digitCount(b)) + b, powerOfTen(digitCount(b)))),
  ),
  // 0.d read as 1/d (0.3 = 1/3; 0.25 = 1/25).
  decimal_as_unit_fraction: converting('fraction', (node) => {
    const decimal = node.decimal;
    if (
      node.percentOf !== null ||
      decimal === null ||
      decimal.places === 0 ||
      decimal.digits === 0n ||
      decimal.digits >= powerOfTen(decimal.places)
    )
      return null;
    return { numbers: { kind: 'number', numerator: node.numerator, denominator: node.denominator }, result: fraction(1n, decimal.digits) };
  }),
  // For a whole part of 1 the product is the fraction part: that is mixed_whole_dropped, the simpler name.
  // 1.2.0: also the other way, a/b written as the mixed number a 1/b, whose whole times fraction is a/b (13/5 = 13 1/5).
  mixed_number_multiplied: (node, statedForm) => {
    if (node.form === 'fraction' && node.percentOf === null && statedForm === 'mixed' && node.numerator > 1n && node.denominator > 1n) {
      return {
        numbers: { kind: 'mixed', whole: node.numerator, numerator: 1n, denominator: node.denominator },
        result: fraction(node.numerator * node.denominator + 1n, node.denominator),
      };
    }
    return mixedRule((mixed) => (mixed.whole === 1n ? null : fraction(mixed.whole * mixed.numerator, mixed.denominator)))(node, statedForm);
  },
  mixed_number_whole_added: mixedRule((mixed) => fraction(mixed.whole + mixed.numerator, mixed.denominator)),
  // The whole number dropped: w n/d as n/d.
  mixed_whole_dropped: mixedRule((mixed) => fraction(mixed.numerator, mixed.denominator)),
  // w n/d written as the fraction (w·d)/d, the numerator not added (3 1/5 = 15/5).
  mixed_numerator_not_added: converting(
    'fraction',
    mixedRule((mixed) => fraction(mixed.whole * mixed.denominator, mixed.denominator)),
  ),
  // An improper n/d written as a mixed number by splitting n's digits at the tens, whatever d is (13/5 = 1 3/5).
  improper_to_mixed_by_ten: converting(
    'mixed',
    fractionRule((a, b) => {
      const tens = a / 10n;
      const ones = a % 10n;
      return a > b && b > 1n && tens >= 1n && ones >= 1n && (tens !== a / b || ones !== a % b) ? fraction(tens * b + ones, b) : null;
    }),
  ),
  // An improper n/d written as a mixed number with the whole and the remainder swapped (13/5 = 3 2/5).
  improper_to_mixed_swapped: converting(
    'mixed',
    fractionRule((a, b) => {
      const whole = a / b;
      const remainder = a % b;
      return b > 1n && whole >= 1n && remainder >= 1n && whole !== remainder ? fraction(remainder * b + whole, b) : null;
    }),
  ),
};

type PowerRule = (node: WorkingPowerNode, values: NodeValues) => BuggyResults;

/** The rules of one power, by rule: the site is the power, at its "^" or superscript. */
export const POWER_RULES: Partial<Record<MisconceptionRule, PowerRule>> = {
  // The base times the exponent: squared as doubled (3² = 6).
  // 1.2.0: at a DECIMAL base also the digits times the exponent with the point placed as for the power (0.7² = 0.14).
  power_multiplied: (node, values) => {
    const base = values.get(node.base)!;
    const numbers = powerNumbers(node, values);
    const doubled = { numbers, result: fromRational(base.multiply(Rational.of(BigInt(node.exponent), 1n))) };
    const decimal = decimalOf(node.base);
    if (decimal === null || decimal.places === 0) return doubled;
    return [doubled, { numbers, result: fraction(decimal.digits * BigInt(node.exponent), powerOfTen(decimal.places * node.exponent)) }];
  },
  // The right digits of a power of a DECIMAL with the point in the wrong place (0.01³ = 0.0001).
  decimal_point_misplaced: (node, values) => {
    const base = decimalOf(node.base);
    if (base === null || base.places === 0) return null;
    const value = values.get(node);
    return value === undefined || value.isZero() ? null : shifted(value, powerNumbers(node, values));
  },
  // Only the numerator raised: (2/3)² = 4/3. The base must be written as a FRACTION: a decimal has no numerator to see.
  power_numerator_only: (node, values) => {
    if (literalOf(node.base)?.form !== 'fraction') return null;
    const base = writtenForm(node.base, values);
    return { numbers: powerNumbers(node, values), result: fraction(base.numerator ** BigInt(node.exponent), base.denominator) };
  },
  // A DECIMAL raised with its places not multiplied by the exponent (0.3² = 0.9).
  decimal_places_not_added: (node, values) => {
    const base = decimalOf(node.base);
    if (base === null || base.places === 0) return null;
    return {
      numbers: {
        kind: 'decimals',
        left: base.digits,
        leftPlaces: base.places,
        right: BigInt(node.exponent),
        rightPlaces: 0,
        places: base.places,
      },
      result: fraction(base.digits ** BigInt(node.exponent), powerOfTen(base.places)),
    };
  },
};

function powerNumbers(node: WorkingPowerNode, values: NodeValues): SiteNumbers {
  const base = writtenForm(node.base, values);
  return { kind: 'power', numerator: base.numerator, denominator: base.denominator, exponent: node.exponent };
}

/** The value of a power with a changed base: for {@link power}'s callers that recompute above a site. */
export { power };

type TermRule = (compared: Fraction, stated: Fraction) => boolean;

/**
 * The rules of one number the student rewrote (a term error at a NUMBER, or a step that is one
 * number compared with one number): compared a/b, an INTEGER (n/1) or a FRACTION as written, and
 * stated a'/m, a FRACTION as written. Each says whether the rewrite is that mistake; the two are
 * known to differ in value. Only numerator_not_scaled takes a whole number (2 written as 2/3):
 * the others need a fraction on both sides to be a conversion at all.
 */
export const TERM_RULES: Partial<Record<MisconceptionRule, TermRule>> = {
  // The denominator changed, the numerator kept (1/2 = 1/6).
  numerator_not_scaled: (c, s) => s.numerator === c.numerator && s.denominator !== c.denominator,
  // The numerator changed, the denominator kept (6/8 = 3/8).
  denominator_not_scaled: (c, s) => c.denominator !== 1n && s.denominator === c.denominator && s.numerator !== c.numerator,
  // The same number added to both (2/3 = 4/5).
  added_to_numerator_and_denominator: (c, s) =>
    c.denominator !== 1n && s.numerator - c.numerator === s.denominator - c.denominator && s.numerator !== c.numerator,
  // The denominator multiplied by k, the numerator by something else (1/2 = 2/6); or both divided, by different numbers (9/12 = 3/6).
  // 1.3.0: never from a zero numerator, which has no scaling to get wrong (0/6 is 0 over any denominator: 0/6 = 1/2 is a guess).
  numerator_scaled_wrong: (c, s) =>
    c.denominator !== 1n &&
    c.numerator !== 0n &&
    s.numerator !== c.numerator &&
    ((s.denominator > c.denominator &&
      s.denominator % c.denominator === 0n &&
      s.numerator !== c.numerator * (s.denominator / c.denominator) &&
      s.numerator - c.numerator !== s.denominator - c.denominator) ||
      // 1.2.0: simplified by different numbers top and bottom, each a whole division (9/12 = 3/6); both divisors at least 2
      // (1.3.0), as here: a denominator kept (6/8 = 3/8) is denominator_not_scaled, a numerator kept numerator_not_scaled.
      (s.denominator < c.denominator &&
        c.denominator % s.denominator === 0n &&
        s.numerator !== 0n &&
        c.numerator % s.numerator === 0n &&
        simplifiedByDifferentFactors(c, c.numerator / s.numerator, c.denominator / s.denominator))),
};

/**
 * A fraction simplified by kn on top and kd below, different numbers, one of them a common factor
 * of both parts: the student found a factor and applied it to one part only. Without a common
 * factor the new fraction is a guess, and a guess has no rule.
 */
function simplifiedByDifferentFactors(c: Fraction, kn: bigint, kd: bigint): boolean {
  const common = (k: bigint): boolean => k > 1n && c.numerator % k === 0n && c.denominator % k === 0n;
  return kn !== kd && (common(kn) || common(kd));
}

/** The rules of the whole expression. */
export const WHOLE_RULES: ReadonlySet<MisconceptionRule> = new Set(['left_to_right', 'sign_flipped', 'reciprocal']);

/** Every node of a tree, parents before children. */
export function nodesOf(tree: WorkingNode): WorkingNode[] {
  const nodes: WorkingNode[] = [];
  const pending = [tree];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    nodes.push(node);
    if (node.type === 'negate') pending.push(node.operand);
    else if (node.type === 'power') pending.push(node.base);
    else if (node.type === 'binary') pending.push(node.right, node.left);
  }
  return nodes;
}

/**
 * The pair a term rule reads: the compared number an INTEGER or a FRACTION and the stated one a
 * FRACTION (neither a percentage), as written; null for any other pair.
 */
export function termPair(compared: WorkingNode, stated: WorkingNode): { compared: Fraction; stated: Fraction } | null {
  const c = literalOf(compared);
  const s = literalOf(stated);
  if (c === null || s === null || (c.form !== 'integer' && c.form !== 'fraction') || s.form !== 'fraction') return null;
  return { compared: fraction(c.numerator, c.denominator), stated: fraction(s.numerator, s.denominator) };
}
