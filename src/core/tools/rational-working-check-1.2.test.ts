/**
 * The sentences rational-working-check 1.2.0 adds or changes (contracts/rational-working-check.json):
 * "Notation", the new rules and the new sites of old ones, "Families" and "Order" with ambiguous
 * steps. Expected values are worked out by hand in the comments. Every output is held to the
 * output_schema.
 */
import { describe, expect, it } from 'vitest';
import { ambiguousOf, at, found, lastStep } from '../../testing/last-step';
import { loadContract } from '../../testing/contracts';
import { familyOf, MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import { FAMILY_TIER, type MisconceptionFamily } from '../misconceptions/families';

const contract = loadContract('rational-working-check');

describe('Notation 1.2.0: a rule only where the written form fits it', () => {
  it('a fraction rule is not tried at a decimal site: 0.7 + 0.7 = 0.14 is no numerators_combined_denominators_multiplied', () => {
    // W(0.7) = 7/10: (7+7)/(10·10) = 14/100 = 0.14 by coincidence; the student wrote decimals.
    expect(found('0.7 + 0.7 = 0.14')).not.toContain('numerators_combined_denominators_multiplied@4');
    expect(found('0.7 + 0.7 = 0.14')[0]).toBe('decimal_parts_as_wholes@4');
  });

  it('a site of whole numbers alone takes only the rules of the operation (and the remainder and power-of-ten rules)', () => {
    expect(found('2 * 3 = 2/3')).toEqual([]);
    expect(found('5 - 3 = 8')).toEqual(['added_instead_of_subtracted@2']);
    expect(found('387 ÷ 6 = 64.3')).toEqual(['remainder_as_decimal_digits@4']);
    expect(found('300 ÷ 10 = 3')).toEqual(['power_of_ten_shift_wrong@4']);
  });

  it('a whole number takes the notation of the other operand: 5 − 1/5 is a fraction site, 3 × 0.4 a decimal one', () => {
    expect(found('5 - 1/5 = 4/5')[0]).toBe('whole_taken_from_numerator@2');
    // 3 × 4 = 12 over 10^1: decimal_places_not_added would be right; 3 × 0.4 = 12 is the point dropped.
    expect(found('3 × 0.4 = 12')).toEqual(['decimal_point_dropped@2']);
    // cross_multiplied (3·10)/(1·4) = 15/2 is a fraction rule: not at this decimal site.
    expect(found('3 × 0.4 = 7.5')).toEqual([]);
  });

  it('beside a MIXED operand the fraction rules are not tried; its parts are', () => {
    // added_across on W(2 1/5) = 11/5 and 7/5: 18/10; the mixed-number reading is 3 3/10.
    expect(found('2 1/5 + 1 2/5 = 3 3/10')).toEqual(['mixed_parts_added_across@6']);
    expect(found('2 1/5 + 1 2/5 = 18/10')).not.toContain('added_across@6');
  });

  it('a site with both a decimal and a fraction admits both families', () => {
    // 0.5 + 1/4: added across on W = 1/2 and 1/4: 2/6 = 1/3.
    expect(found('0.5 + 1/4 = 1/3')).toEqual(['added_across@4']);
  });

  it('a conversion rule only where the student writes that number in the target form', () => {
    expect(found('3/4 = 0.34')).toEqual(['fraction_digits_as_decimal@0']);
    // 1/4 read as 0.4 inside a sum (0.4 + 1/2 = 9/10) is no name: the student wrote no decimal for 1/4.
    expect(found('1/4 + 1/2 = 9/10')).toEqual([]);
    expect(found('0.3 = 1/3')).toEqual(['decimal_as_unit_fraction@0']);
    expect(found('0.3 = 0.333...')).toEqual([]);
  });
});

describe('Rules 1.2.0: each new rule at its site', () => {
  it.each([
    // Wholes 5 − 2 = 3, fraction parts (3−2)/(8−3) = 1/5.
    ['mixed_parts_subtracted_across', '5 3/8 - 2 2/3 = 3 1/5', 'mixed_parts_subtracted_across@6'],
    // 6÷2 = 3 and 10÷4 = 2 (remainder 2 dropped).
    ['divided_across', '6/10 ÷ 2/4 = 3/2', 'divided_across@5'],
    ['divided_across, both remainders dropped', '7/5 ÷ 3/2 = 2/2', 'divided_across@4'],
    // 6/(9÷3) = 6/3: the line tells it from multiplied_instead_of_divided (18/9).
    ['only_denominator_divided', '6/9 ÷ 3 = 6/3', 'only_denominator_divided@4'],
    // (6÷3)/(9÷3) = 2/3.
    ['divided_numerator_and_denominator', '6/9 ÷ 3 = 2/3', 'divided_numerator_and_denominator@4'],
    // 15 × 5 = 75.
    ['divided_by_unit_fraction', '15 ÷ 3/5 = 75', 'divided_by_unit_fraction@3'],
    // 2 ÷ 1/5 as 1/2 × 5 = 5/2.
    ['both_inverted', '2 ÷ 1/5 = 5/2', 'both_inverted@2'],
    // 24 − 6 = 18.
    ['fraction_of_subtracted', '1/6 of 24 = 18', 'fraction_of_subtracted@4'],
    // 23.04 ÷ 1000 = 0.02304; 0.2304 is ten times it.
    ['power_of_ten_shift_wrong', '23.04 ÷ 1000 = 0.2304', 'power_of_ten_shift_wrong@6'],
    ['power_of_ten_shift_wrong, 0.1 as 10', '50.09 ÷ 0.1 = 5.009', 'power_of_ten_shift_wrong@6'],
    // 14 and 12: 14.12.
    ['decimal_parts_as_wholes', '6.7 + 8.5 = 14.12', 'decimal_parts_as_wholes@4'],
    ['decimal_parts_as_wholes in a subtraction', '5.39 - 2.1 = 3.38', 'decimal_parts_as_wholes@5'],
    // 60 − 1 = 59, then .35 brought down.
    ['decimal_digits_brought_down', '60 - 1.35 = 59.35', 'decimal_digits_brought_down@3'],
    ['decimal_digits_brought_down inside the columns', '24.8 - 2.26 = 22.66', 'decimal_digits_brought_down@5'],
    // Columns 1+2, 3+5, 9+3 = 12 → 2, the carry lost: 3.82.
    ['decimal_carry_dropped', '1.39 + 2.53 = 3.82', 'decimal_carry_dropped@5'],
    // The same columns with 12 written whole: 3.812.
    ['decimal_column_sums_written', '1.39 + 2.53 = 3.812', 'decimal_column_sums_written@5'],
    // Columns 5−2, 3−4 → 1, 2−7 → 5: 3.15, nothing borrowed.
    ['decimal_smaller_digit_from_larger', '5.32 - 2.47 = 3.15', 'decimal_smaller_digit_from_larger@5'],
    // 387 = 6·64 + 3: 64.3; 2.57: 257 = 3·85 + 2, two places: 0.852; 9.35 ÷ 0.7 as 93.5 ÷ 7: 935 = 7·133 + 4: 13.34.
    ['remainder_as_decimal_digits', '387 ÷ 6 = 64.3', 'remainder_as_decimal_digits@4'],
    ['remainder_as_decimal_digits after the point', '2.57 ÷ 3 = 0.852', 'remainder_as_decimal_digits@5'],
    ['remainder_as_decimal_digits with a decimal divisor', '9.35 ÷ 0.7 = 13.34', 'remainder_as_decimal_digits@5'],
    // 0.04 × 21 = 0.84; 0.084 is a tenth of it.
    ['decimal_point_misplaced', '0.04 × 21 = 0.084', 'decimal_point_misplaced@5'],
    ['decimal_point_misplaced at a power', '0.01³ = 0.0001', 'decimal_point_misplaced@4'],
    // 4/5 as 0.4.
    ['numerator_as_decimal', '4/5 = 0.4', 'numerator_as_decimal@0'],
    // 3 1/5 as (3·5)/5.
    ['mixed_numerator_not_added', '3 1/5 = 15/5', 'mixed_numerator_not_added@0'],
    // 13 = 2·5 + 3: 3 2/5.
    ['improper_to_mixed_swapped', '13/5 = 3 2/5', 'improper_to_mixed_swapped@0'],
    // 13 split at the tens: 1 and 3, over 5.
    ['improper_to_mixed_by_ten', '13/5 = 1 3/5', 'improper_to_mixed_by_ten@0'],
    // Over 15, 2/5 made 6/15 and 2/3 left as 2: 8/15; over 12, both numerators kept: 2/12.
    ['numerators_kept_over_common_denominator, one kept', '2/5 + 2/3 = 8/15', 'numerators_kept_over_common_denominator@4'],
    ['numerators_kept_over_common_denominator, both kept', '1/4 + 1/6 = 2/12', 'numerators_kept_over_common_denominator@4'],
    // 50.09 ÷ 0.1 = 500.9: the whole part moved alone (500.09), or the part after the point the wrong way (50.009).
    ['power_of_ten_one_part, the whole part', '50.09 ÷ 0.1 = 500.09', 'power_of_ten_one_part@6'],
    ['power_of_ten_one_part, the part after the point', '70.04 ÷ 0.1 = 70.004', 'power_of_ten_one_part@6'],
  ])('%s', (_name, working, first) => {
    expect(found(working)[0]).toBe(first);
  });

  it('the new sites of 1.1.0 rules', () => {
    // unit_fraction_as_decimal with any numerator: 4/5 as 0.5.
    expect(found('4/5 = 0.5')).toEqual(['unit_fraction_as_decimal@0']);
    // fraction_of_inverted on a unit fraction: 24 ÷ 1 × 6 = 144.
    expect(found('1/6 of 24 = 144')).toEqual(['fraction_of_inverted@4']);
    // numerators_combined_denominators_multiplied at ×: (6+2)/(7·3) = 8/21.
    expect(found('6/7 × 2/3 = 8/21')).toEqual(['numerators_combined_denominators_multiplied@4']);
    // multiplied_numerator_and_denominator at k ÷ n/m: (15·3)/(15·5).
    expect(found('15 ÷ 3/5 = 45/75')).toEqual(['multiplied_numerator_and_denominator@3']);
    // mixed_number_multiplied written the other way: 13/5 as 13 1/5 (13 × 1/5).
    expect(found('13/5 = 13 1/5')).toEqual(['mixed_number_multiplied@0']);
    // power_multiplied at a decimal base: 7·2 with two places, 0.14.
    expect(found('0.7² = 0.14')).toEqual(['power_multiplied@3']);
  });

  it('mixed_parts_subtracted_reversed from a whole number with no mixed operand, where the student answers with a mixed number', () => {
    // 6 − 0 = 6, and 1/4 − 0 brought down: 6 1/4 (regrouping avoided); 6 + 1/4 is the same value, a tier-2 reading listed after.
    expect(found('6 - 1/4 = 6 1/4')).toEqual(['mixed_parts_subtracted_reversed@2', 'added_instead_of_subtracted@2']);
    // Written as a fraction, nothing in the line shows the parts.
    expect(found('6 - 1/4 = 25/4')).toEqual(['added_instead_of_subtracted@2']);
  });

  it('the rules keep to their sites', () => {
    // Simplified by different numbers needs a common factor: 3/8 = 1/4 is a guess, and a guess has no rule.
    expect(found('3/8 = 1/4')).toEqual([]);
    // Dividing by a power of ten leaves no remainder to write: 3.06 ÷ 100 = 0.036 is no remainder_as_decimal_digits.
    expect(found('3.06 ÷ 100 = 0.036')).not.toContain('remainder_as_decimal_digits@5');
    // A remainder needs a quotient before it: 0.4 ÷ 0.8 = 0.4 (4 = 8·0 + 4) is none.
    expect(found('0.4 ÷ 0.8 = 0.4')).toEqual([]);
    // The column rules need a column of 10 or more; the parts rule needs positive parts: 60 − 1.35 is not 59.-35.
    expect(found('1.2 + 2.3 = 35')).not.toContain('decimal_carry_dropped@4');
    // Smaller from larger needs a column to borrow in: 5.39 − 2.1 = 3.29 is right, 3.19 is no such reading.
    expect(found('5.39 - 2.1 = 3.19')).not.toContain('decimal_smaller_digit_from_larger@5');
    expect(found('60 - 1.35 = 59.35')).not.toContain('decimal_parts_as_wholes@3');
    // Over a denominator one of them divides, keeping a numerator is larger_denominator_kept's: 3/8 + 1/2 = 4/8.
    expect(found('3/8 + 1/2 = 4/8')).toEqual(['larger_denominator_kept@4']);
    // With no common factor the common denominator is the product: numerators_combined_denominators_multiplied says it.
    expect(found('1/2 + 1/3 = 2/6')).toEqual(['numerators_combined_denominators_multiplied@4']);
    // 13/5 = 2 3/5 is right; 20/7 = 2 0/7 is no mixed number: the tens rule needs ones.
    expect(found('23/5 = 2 3/5')).toEqual(['improper_to_mixed_by_ten@0']);
  });
});

describe('Families and Order 1.2.0', () => {
  it('every rule has one family, and every family a tier', () => {
    for (const rule of MISCONCEPTION_RULES) expect(FAMILY_TIER[familyOf(rule)], rule).toBeDefined();
    const sentence = contract.semantics.find((s) => s.startsWith('Families (1.2.0)'))!;
    for (const rule of MISCONCEPTION_RULES) expect(sentence, rule).toContain(rule);
  });

  it("the families and tiers are the contract's", () => {
    const sentence = contract.semantics.find((s) => s.startsWith('Families (1.2.0)'))!;
    const tierTwo = sentence.slice(sentence.indexOf('Tier 2 is'));
    for (const family of Object.keys(FAMILY_TIER) as MisconceptionFamily[]) {
      expect(sentence, family).toContain(`${family}`);
      expect(tierTwo.includes(family), family).toBe(FAMILY_TIER[family] === 2);
    }
    for (const rule of MISCONCEPTION_RULES) {
      const listing = new RegExp(`${familyOf(rule)}[^:;]*: [^;]*\\b${rule}\\b`);
      expect(sentence, `${rule} in ${familyOf(rule)}`).toMatch(listing);
    }
  });

  it('a tier-1 family is listed before a tier-2 one: 6/9 ÷ 3 = 2 is only_denominator_divided, then the wrong operation', () => {
    // 6/(9÷3) = 2 and 6/9 × 3 = 2.
    expect(found('6/9 ÷ 3 = 2')).toEqual(['only_denominator_divided@4', 'multiplied_instead_of_divided@4']);
  });

  it('two tier-1 families nothing tells apart leave the step ambiguous: no name, both candidates', () => {
    // 9 − 6, 12 − 6 (the same number taken from both) and 9 ÷ 3, 12 ÷ 2 (different factors) both give 3/6.
    expect(found('9/12 = 3/6')).toEqual([]);
    expect(ambiguousOf('9/12 = 3/6')).toEqual(['added_to_numerator_and_denominator@0', 'numerator_scaled_wrong@0']);
  });

  it('two tier-2 families nothing tells apart are ambiguous too: 1/2 ÷ 1/4 = 1/8 is the wrong operation or the division turned round', () => {
    // 1/2 × 1/4 = 1/8 and (1/4) ÷ (1/2) = 1/2 are different; 2/1 ÷ ... use a case where both give one value:
    // 2 ÷ 2 = 1: reciprocal 1/1 = 1 is the right value, so take 1/2 ÷ 2 = 4: reciprocal of 1/4 is 4, multiplied 1/2 × 2 = 1.
    expect(ambiguousOf('1/2 ÷ 2 = 4')).toBeNull();
    const step = lastStep('-2 - 3 = 1');
    // −2 + 3 = 1 (added instead of subtracted) and −(−5) = 5 ≠ 1: one family, listed.
    expect(at(step.misconceptions!)).toEqual(['added_instead_of_subtracted@3']);
  });

  it("the student's own writing tells the families apart: a fraction as the rule writes it, unreduced", () => {
    // 6/3 is 6/(9÷3) as written; 18/9 would be the wrong operation as written. Both are 2.
    expect(found('6/9 ÷ 3 = 6/3')).toEqual(['only_denominator_divided@4', 'multiplied_instead_of_divided@4']);
    expect(found('6/9 ÷ 3 = 18/9')).toEqual(['only_denominator_divided@4', 'multiplied_instead_of_divided@4']);
  });

  it('…a mixed number with the whole and fraction part a mixed-number rule makes', () => {
    // 3 − 1 = 2 and 3/4 − 1/4 = 2/4, as written; mixed_whole_dropped (13/4 − 3/4 = 5/2) also gives 5/2.
    expect(found('3 1/4 − 1 3/4 = 2 2/4')).toEqual(['mixed_parts_subtracted_reversed@6', 'mixed_whole_dropped@8']);
  });

  it('…a line that drops the parentheses of L − (y ± z) and gives the minus to y alone', () => {
    // numerators over 2·4 at the inner + gives 1 − 1/4 = 3/4 too, by coincidence.
    expect(found('1 - (1/2 + 1/4) = 1 - 1/2 + 1/4')).toEqual([
      'negative_not_distributed@2',
      'numerators_combined_denominators_multiplied@9',
    ]);
    expect(ambiguousOf('1 - (1/2 + 1/4) = 3/4')).toEqual(['negative_not_distributed@2', 'numerators_combined_denominators_multiplied@9']);
  });

  it('decimal_point_misplaced, the most general member, is not listed beside a precise one at its site', () => {
    expect(found('0.3 × 0.2 = 0.6')).toEqual(['decimal_places_not_added@4']);
    expect(found('23.04 ÷ 1000 = 0.2304')).toEqual(['power_of_ten_shift_wrong@6']);
  });

  it('only an ambiguous step has the field ambiguous, of at least two candidates, and then no misconception', () => {
    const plain = lastStep('1/2 + 1/3 = 2/5');
    expect(plain).not.toHaveProperty('ambiguous');
    const ambiguous = lastStep('9/12 = 3/6');
    expect(ambiguous.misconceptions).toEqual([]);
    expect(ambiguous.ambiguous!.length).toBeGreaterThanOrEqual(2);
    const families = new Set(ambiguous.ambiguous!.map((m) => familyOf(m.rule as MisconceptionRule)));
    expect(families.size).toBeGreaterThanOrEqual(2);
  });

  it("the rank is the contract's Order sentence", () => {
    const sentence = contract.semantics.find((s) => s.startsWith('Order (1.2.0)'))!;
    const listed = sentence
      .slice(sentence.indexOf('at most five:') + 'at most five:'.length, sentence.indexOf('. When the matches'))
      .split(',')
      .map((s) => s.trim());
    expect(listed).toEqual([...MISCONCEPTION_RULES]);
  });
});
