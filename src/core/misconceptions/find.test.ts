/**
 * The contract's "Misconceptions" sentence, rule by rule, through the tool (contracts/
 * rational-working-check.json). Each expected buggy value is worked out in the comment beside it.
 */
import { describe, expect, it } from 'vitest';
import { nines } from '../../testing/expect-error';
import { execute } from '../execute';

interface Step {
  status: string;
  misconceptions: Array<{ rule: string; position: number | null }> | null;
}

function stepsOf(working: string): Step[] {
  const response = execute('rational-working-check', { working }) as { steps?: Step[]; error?: unknown };
  if (response.steps === undefined) throw new Error(`expected an output, got ${JSON.stringify(response)}`);
  return response.steps;
}

/** The misconceptions listed for the last step of a working, as "rule@position". */
function found(working: string): string[] {
  const last = stepsOf(working).at(-1)!;
  expect(last.status).toBe('not_equal');
  return last.misconceptions!.map(({ rule, position }) => `${rule}@${position}`);
}

describe('each rule at its site', () => {
  it.each([
    // (1+1)/(2+3) = 2/5
    ['added_across', '1/2 + 1/3 = 2/5', ['added_across@4']],
    // (3−1)/(4−2) = 1
    ['subtracted_across', '3/4 - 1/2 = 1', ['subtracted_across@4']],
    // (1+1)/(2·3) = 1/3
    ['numerators_combined_denominators_multiplied at +', '1/2 + 1/3 = 2/6', ['numerators_combined_denominators_multiplied@4']],
    // (5−1)/(6·3) = 2/9
    ['numerators_combined_denominators_multiplied at −', '5/6 - 1/3 = 4/18', ['numerators_combined_denominators_multiplied@4']],
    // (1+1)/max(2,4) = 1/2
    ['larger_denominator_kept at +', '1/2 + 1/4 = 2/4', ['larger_denominator_kept@4']],
    // (5−1)/max(6,3) = 2/3
    ['larger_denominator_kept at −', '5/6 - 1/3 = 4/6', ['larger_denominator_kept@4']],
    // (3·1)/(4·2) = 3/8
    ['multiplied_instead_of_divided', '3/4 : 1/2 = 3/8', ['multiplied_instead_of_divided@4']],
    // (4·1)/(3·2) = 2/3, which is also 1/(3/2)
    ['inverted_first_operand', '3/4 ÷ 1/2 = 2/3', ['inverted_first_operand@4', 'reciprocal@null']],
    // (b·c)/(a·d) is always the reciprocal of a/b ÷ c/d: both rules match.
    ['inverted_first_operand with a negative', '-5/7 ÷ 3/2 = -21/10', ['inverted_first_operand@5', 'reciprocal@null']],
    // (2·4)/(3·3) = 8/9
    ['cross_multiplied', '2/3 × 3/4 = 8/9', ['cross_multiplied@4']],
    // k = 3, n/m = 1/2: (3·1)/(3·2) = 1/2
    ['multiplied_numerator_and_denominator', '1/2 * 3 = 3/6', ['multiplied_numerator_and_denominator@4']],
    // k = 3, n/m = 1/2: 1/(3·2) = 1/6
    ['only_denominator_multiplied', '3 · 1/2 = 1/6', ['only_denominator_multiplied@2']],
    // b = d = 3: (2·4)/3 = 8/3
    ['common_denominator_kept_in_product', '2/3 * 4/3 = 8/3', ['common_denominator_kept_in_product@4']],
    // 5 − 2 + 1 = 4
    ['negative_not_distributed at y + z', '5 - (2 + 1) = 4', ['negative_not_distributed@2']],
    // 3 − 2 − 1 = 0
    // 3 − (2 + 1) = 0 too: added_instead_of_subtracted at the inner "−", listed after.
    ['negative_not_distributed at y − z', '3 - (2 - 1) = 0', ['negative_not_distributed@2', 'added_instead_of_subtracted@7']],
    // 2·1/2 = 1, times 2 = 2
    ['mixed_number_multiplied', '2 1/2 * 2 = 2', ['mixed_number_multiplied@0']],
    // (2+1)/2 = 3/2
    ['mixed_number_whole_added', '2 1/2 = 3/2', ['mixed_number_whole_added@0']],
    // (5/6 − 1/3) · 3/4 = 3/8
    ['left_to_right', '5/6 - 1/3 * 3/4 = 3/8', ['left_to_right@null']],
    ['sign_flipped', '2 + 3 = -5', ['sign_flipped@null']],
    ['reciprocal', '2/3 = 3/2', ['reciprocal@null']],
  ])('%s', (_rule, working, expected) => {
    expect(found(working)).toEqual(expected);
  });

  it('a wrong step that no rule explains lists none', () => {
    expect(found('1/2 + 1/3 = 7/9')).toEqual([]);
    // L − (y + z) as L − y + z is 3 − 1 + 2 = 4, not 2.
    expect(found('3 - (1 + 2) = 2')).toEqual([]);
  });
});

describe('where a rule has its sites', () => {
  it('the binary rules only at their operators', () => {
    // 2/5 from 1/2 − 1/3 is no rule of "−" ((1−1)/(2−3) = 0, 0/6, 0/3).
    expect(found('1/2 - 1/3 = 2/5')).toEqual([]);
    // 3/8 from 3/4 × 1/2 is the true product: the step is equal, nothing is searched.
    expect(stepsOf('3/4 × 1/2 = 3/8')[1]!.misconceptions).toBeNull();
  });

  it('multiplied_numerator_and_denominator and only_denominator_multiplied where exactly one of b, d is 1', () => {
    // Both integers: no such site, and (1.2.0) a site of whole numbers alone admits no fraction rule (cross_multiplied would give 2/3).
    expect(found('2 * 3 = 2/3')).toEqual([]);
    // Neither integer: 1/2 · 1/3 has none; (1·3)/(2·1) = 3/2 is cross_multiplied.
    expect(found('1/2 * 1/3 = 3/2')).toEqual(['cross_multiplied@4']);
    // k is the numerator of the integer operand's written form, whatever its form: (1 + 2) is 3/1, 1.0 is 1/1… 2.0 is 2/1.
    expect(found('(1 + 2) * 1/2 = 1/6')).toEqual(['only_denominator_multiplied@8']);
    expect(found('2.0 * 1/3 = 1/6')).toEqual(['only_denominator_multiplied@4']);
    // …and of any sign: k = −3, 1/(−3·2) = −1/6.
    expect(found('-3 * 1/2 = -1/6')).toEqual(['only_denominator_multiplied@3']);
  });

  it('common_denominator_kept_in_product where b = d, as written', () => {
    // 1/2 · 2/4: b = 2, d = 4 (not reduced): no site; (1·4)/(2·2) = 1 is cross_multiplied (and 1/2 + 2/4 = 1 added_instead_of_multiplied).
    expect(found('1/2 * 2/4 = 1')).toEqual(['cross_multiplied@4', 'added_instead_of_multiplied@4']);
  });

  it('negative_not_distributed where the right operand of "−" is a + or − node inside one or more pairs of parentheses', () => {
    expect(found('5 - ((2 + 1)) = 4')).toEqual(['negative_not_distributed@2']);
    // (2 + 1) · 1 is a product, not a sum: no site.
    expect(found('5 - (2 + 1) * 1 = 4')).toEqual([]);
    // y and z are the node's two operands: 6 − (1 + 2 + 3) → y = 1 + 2, z = 3: 6 − 3 + 3 = 6.
    expect(found('6 - (1 + 2 + 3) = 6')).toEqual(['negative_not_distributed@2']);
    // Not the left operand, not a "+": (5 − 2) + 1 as 5 − 2 − 1 or 5 + 2 + 1 is no rule.
    expect(found('(5 - 2) + 1 = 6')).toEqual([]);
  });

  it('the MIXED rules at every MIXED, under a unary minus too', () => {
    // −(2·1/2) = −1.
    expect(found('-2 1/2 = -1')).toEqual(['mixed_number_multiplied@1']);
    // The position is the MIXED's own start, inside its parentheses: (1+1)/2 = 1.
    expect(found('((1 1/2)) = 1')).toEqual(['mixed_number_whole_added@2']);
    // 1 1/2 + 2 1/3: the second MIXED whole-added is (2+1)/3 = 1, 3/2 + 1 = 5/2.
    expect(found('1 1/2 + 2 1/3 = 5/2')).toEqual(['mixed_number_whole_added@8']);
  });
});

describe('the written form W of an operand', () => {
  it('a FRACTION as written, not reduced', () => {
    // (2+1)/(4+3) = 3/7; reduced it would be (1+1)/(2+3) = 2/5.
    expect(found('2/4 + 1/3 = 3/7')).toEqual(['added_across@4']);
    expect(found('2/4 + 1/3 = 2/5')).toEqual([]);
  });

  it('an INTEGER n is n/1', () => {
    // (1+1)/(1+2) = 2/3, which is also the reciprocal of 3/2.
    expect(found('1 + 1/2 = 2/3')).toEqual(['added_across@2', 'reciprocal@null']);
    // (2+1)/(1+4) = 3/5
    expect(found('2 + 1/4 = 3/5')).toEqual(['added_across@2']);
  });

  it('a MIXED w n/d is (w·d + n)/d', () => {
    // W(1 1/2) = 3/2 for a rule of every notation: multiplied_instead_of_divided (3·1)/(2·3) = 1/2.
    expect(found('1 1/2 ÷ 1/3 = 1/2')).toEqual(['multiplied_instead_of_divided@6']);
    // 1.3.0: −1 1/2 is a MIXED operand too, so cross_multiplied on W = −3/2, (−3·3)/(2·1) = −9/2, is not tried.
    expect(found('-1 1/2 * 1/3 = -9/2')).toEqual([]);
    // 1.2.0: beside a MIXED operand the fraction rules are not tried (its parts are: mixed_parts_added_across).
    expect(found('1 1/2 + 1/3 = 4/5')).toEqual([]);
  });

  it('a DECIMAL, and any other operand, its reduced value', () => {
    // W(0.50) = 1/2: (1+1)/(2+3) = 2/5
    expect(found('0.50 + 1/3 = 2/5')).toEqual(['added_across@5']);
    // W(1/2 + 1/2) = 1/1: (1+1)/(1+3) = 1/2
    expect(found('(1/2 + 1/2) + 1/3 = 1/2')).toEqual(['added_across@12']);
  });

  it('a unary minus negates the numerator; parentheses are transparent', () => {
    // W(−(2/4)) = −2/4: (−2+1)/(4+3) = −1/7
    expect(found('-(2/4) + 1/3 = -1/7')).toEqual(['added_across@7']);
    // (−1+1)/(2+3) = 0, and so are 0/6 and 0/3.
    expect(found('-1/2 + 1/3 = 0')).toEqual([
      'added_across@5',
      'numerators_combined_denominators_multiplied@5',
      'larger_denominator_kept@5',
    ]);
    expect(found('((1/2)) + (1/3) = 2/5')).toEqual(['added_across@8']);
  });
});

describe('matching', () => {
  it('every other node is exact: the change at one site, and the rest evaluated', () => {
    // added_across at the first "+": 2/5 + 1 = 7/5.
    expect(found('1/2 + 1/3 + 1 = 7/5')).toEqual(['added_across@4']);
    expect(found('2 * (1/2 + 1/3) = 4/5')).toEqual(['added_across@9']);
  });

  it('P is the compared earlier step, S the stated value', () => {
    // Step 2 is compared with step 0 (step 1 has no value).
    expect(found('1/2 + 1/3 = 1/0 = 2/5')).toEqual(['added_across@4']);
    // Step 2 is compared with step 1 (itself wrong): a carried value is the new P.
    expect(found('1/2 + 1/3 = 2/5 + 0 = -2/5')).toEqual(['sign_flipped@null']);
  });

  it("rules in the catalog's order, a rule's sites in text order, at most five", () => {
    // Each "−" gives 0 by three rules; 0 · anything is 0: six matches, five listed.
    expect(found('(1/2 - 1/3) * (1/2 - 1/3) = 0')).toEqual([
      'subtracted_across@5',
      'subtracted_across@19',
      'numerators_combined_denominators_multiplied@5',
      'numerators_combined_denominators_multiplied@19',
      'larger_denominator_kept@5',
    ]);
  });

  it('a buggy evaluation that divides by zero does not match', () => {
    // Each rule at "−" makes the divisor 0 ((1−1)/(2−4), 0/8, 0/4); only sign_flipped remains.
    expect(found('2 / (1/2 - 1/4) = -8')).toEqual(['sign_flipped@null']);
  });

  it('a buggy evaluation that exceeds 200 digits does not match', () => {
    const n = nines(40);
    const x = Array.from({ length: 5 }, () => n).join(' * ');
    // Control: (1 1/2 ÷ n) · n with mixed_whole_dropped is (1/2 ÷ n) · n = 1/2 (for a whole part of 1 that is not mixed_number_multiplied).
    expect(found(`(1 1/2 / (${n})) * (${n}) = 1/2`)).toEqual(['mixed_whole_dropped@1']);
    // With x = (10^40 − 1)^5, 200 digits and a multiple of 3: 3/2 ÷ x = 1/(2x/3) fits, but the
    // buggy 1/2 ÷ x has the 201-digit denominator 2x, though its product with x, 1/2, would fit.
    expect(found(`(1 1/2 / (${x})) * (${x}) = 1/2`)).toEqual([]);
  });

  it('rules whose result would need a zero denominator are not tried', () => {
    // subtracted_across at 3/4 − 1/4: (3−1)/(4−4). The step is wrong, and nothing matches.
    expect(found('3/4 - 1/4 = 5')).toEqual([]);
    // inverted_first_operand at 0 ÷ 1/2: (2·1)/(0·2); reciprocal of 0.
    expect(found('0 : 1/2 = 4')).toEqual([]);
  });
});

describe('which steps are searched', () => {
  it('the first five not_equal steps, each a list (possibly empty); every other step null', () => {
    const steps = stepsOf('1 = 2 = 2 = -2 = 3 = 1/3 = 7 = 7 = 1/0 = -7');
    expect(steps.map((step) => step.status)).toEqual([
      'start',
      'not_equal',
      'equal',
      'not_equal',
      'not_equal',
      'not_equal',
      'not_equal',
      'equal',
      'division_by_zero',
      'not_equal',
    ]);
    expect(steps.map((step) => step.misconceptions?.map((m) => m.rule) ?? null)).toEqual([
      null,
      [],
      null,
      ['sign_flipped'],
      [],
      ['reciprocal'],
      [],
      null,
      null,
      null,
    ]);
  });
});
