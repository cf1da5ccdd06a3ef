/**
 * rational-working-check 1.3.0 (issue 41): where 1.2.0's code did not follow its own text, and
 * the readings its text left open, each decided in the contract with an example. Expected values
 * are worked out by hand in the comments. Every output is held to the output_schema.
 */
import { describe, expect, it } from 'vitest';
import { ambiguousOf, at, found, lastStep } from '../../testing/last-step';
import { loadContract } from '../../testing/contracts';

const contract = loadContract('rational-working-check');

describe('Notation: a MIXED written in an operand makes a fraction site, as a FRACTION does', () => {
  it('(1 1/2 + 0) + 2 = 5/3 is added_across at the outer +', () => {
    // W(1 1/2 + 0) = 3/2 (its value), W(2) = 2/1: (3+2)/(2+1) = 5/3.
    expect(found('(1 1/2 + 0) + 2 = 5/3')).toEqual(['added_across@12']);
  });

  it('(1 1/2 - 1) × 3 = 3/6 is multiplied_numerator_and_denominator at the ×', () => {
    // W(1 1/2 − 1) = 1/2, k = 3: (3·1)/(3·2) = 3/6.
    expect(found('(1 1/2 - 1) × 3 = 3/6')).toEqual(['multiplied_numerator_and_denominator@12']);
  });

  it('1 1/2*1+1 1/2*0 = 1 is ambiguous: added across at the + or the whole added to the numerator', () => {
    // At the +: W = 3/2 and 0/1, (3+0)/(2+1) = 1. At the first 1 1/2: (1+1)/2 = 1, and 1·1 + 3/2·0 = 1.
    expect(found('1 1/2*1+1 1/2*0 = 1')).toEqual([]);
    expect(ambiguousOf('1 1/2*1+1 1/2*0 = 1')).toEqual(['added_across@7', 'mixed_number_whole_added@0']);
  });

  it('a MIXED operand itself still keeps the fraction rules away: 2 1/5 + 1 2/5 = 18/10 is no added_across', () => {
    expect(found('2 1/5 + 1 2/5 = 18/10')).not.toContain('added_across@6');
  });
});

describe('"* not of": of is not a written product for the rules that say so', () => {
  it('5 of 100 = 50000 is no power-of-ten shift; 5 × 100 = 50000 is', () => {
    expect(found('5 of 100 = 50000')).toEqual([]);
    expect(found('5 × 100 = 50000')).toEqual(['power_of_ten_shift_wrong@2']);
  });

  it('0.5 of 0.2 = 1 and 0.3 of 0.2 = 6 are no misplaced point; written with × they are named', () => {
    expect(found('0.5 of 0.2 = 1')).toEqual([]);
    expect(found('0.3 of 0.2 = 6')).toEqual([]);
    // 0.5 × 0.2 = 0.1: digits 5·2 over 10^1 (the places not added) give 1.
    expect(found('0.5 × 0.2 = 1')).toEqual(['decimal_places_not_added@4']);
    // 0.3 × 0.2 = 0.06, its digits without the point: 6.
    expect(found('0.3 × 0.2 = 6')).toEqual(['decimal_point_dropped@4']);
  });
});

describe('"The whole of P": at a located operand, P\'s operand, with the student\'s operand as their step', () => {
  it('mixed_parts_subtracted_reversed from an INTEGER where the student wrote a MIXED, at the whole step and at a located operand alike', () => {
    // 6 − 0 = 6 and 1/4 − 0 = 1/4: 6 1/4; 6 + 1/4 (tier 2) gives it too.
    expect(found('6 - 1/4 = 6 1/4')).toEqual(['mixed_parts_subtracted_reversed@2', 'added_instead_of_subtracted@2']);
    expect(found('2 × (6 - 1/4) = 2 × 6 1/4')).toEqual(['mixed_parts_subtracted_reversed@7', 'added_instead_of_subtracted@7']);
  });

  it('the written-form evidence of "Order" at a located operand: 4/6 tells 2/3 × 2 apart', () => {
    // (2·2)/(2·3) = 4/6 as written, multiplied_numerator_and_denominator; 2/3 of 2 as 2 ÷ 3 (fraction_of_unit_only) is 2/3 = 4/6 too.
    expect(found('2/3 × 2 = 4/6')).toEqual(['multiplied_numerator_and_denominator@4', 'fraction_of_unit_only@4']);
    expect(found('1 + 2/3 × 2 = 1 + 4/6')).toEqual(['multiplied_numerator_and_denominator@8', 'fraction_of_unit_only@8']);
  });

  it("negative_not_distributed's line at a located operand tells the families apart (1.2.0 left it ambiguous there)", () => {
    // 1 − 1/2 + 1/4 = 3/4; numerators over 2·4 at the inner + give 1 − 2/8 = 3/4 too.
    expect(found('2 × (1 - (1/2 + 1/4)) = 2 × (1 - 1/2 + 1/4)')).toEqual([
      'negative_not_distributed@7',
      'numerators_combined_denominators_multiplied@14',
    ]);
    // Written as its value, nothing tells them apart.
    expect(ambiguousOf('2 × (1 - (1/2 + 1/4)) = 2 × 3/4')).toEqual([
      'negative_not_distributed@7',
      'numerators_combined_denominators_multiplied@14',
    ]);
  });

  it('the rules of the whole expression are tried on the whole step only', () => {
    // 6/5 is the reciprocal of 1/2 + 1/3 = 5/6: named for the whole step, not for a located operand.
    expect(found('1/2 + 1/3 = 6/5')).toEqual(['reciprocal@null']);
    expect(found('2 × (1/2 + 1/3) = 2 × 6/5')).toEqual([]);
  });
});

describe('numerator_scaled_wrong: both divisors at least 2, and never from a zero numerator', () => {
  it('6/8 = 3/8 (the denominator kept, kd = 1) is denominator_not_scaled alone', () => {
    expect(found('6/8 = 3/8')).toEqual(['denominator_not_scaled@0']);
  });

  it('9/12 = 9/6 (the numerator kept, kn = 1) is numerator_not_scaled alone', () => {
    expect(found('9/12 = 9/6')).toEqual(['numerator_not_scaled@0']);
  });

  it('0/6 = 1/2 and 0/6 = 1/12 name nothing: 0 has no scaling to get wrong', () => {
    expect(found('0/6 = 1/2')).toEqual([]);
    expect(found('0/6 = 1/12')).toEqual([]);
    // The same shapes with a numerator: 3 ÷ 3 over 6 ÷ 2 (different divisors, 3 common), and 1 × 3 over 6 × 2.
    expect(ambiguousOf('3/6 = 1/3')).toEqual(null);
    expect(found('3/6 = 1/3')).toContain('numerator_scaled_wrong@0');
    expect(found('1/6 = 1/12')).toEqual(['numerator_not_scaled@0']);
    expect(found('1/6 = 3/12')).toContain('numerator_scaled_wrong@0');
  });
});

describe('-1 1/2 is a MIXED operand for "Notation"', () => {
  it('the fraction rules are not tried beside it: -1 1/2 + 1/4 = -2/6 is no added_across', () => {
    // W(−1 1/2) = −3/2: (−3+1)/(2+4) = −2/6 would be added_across if it were tried.
    expect(found('-1 1/2 + 1/4 = -2/6')).toEqual([]);
    expect(found('(-1 1/2) + 1/4 = -2/6')).toEqual([]);
    expect(found('-1 1/2 * 1/3 = -9/2')).toEqual([]);
    // Without the MIXED the same numbers are a fraction site: −3/2 + 1/4 as (−3+1)/(2+4).
    expect(found('-3/2 + 1/4 = -2/6')).toEqual(['added_across@5']);
  });
});

describe('a NUMBER with "%" is no INTEGER for "sites of INTEGERs alone"', () => {
  it('50% × 10 = 50 names nothing, where 5 × 10 = 500 is power_of_ten_shift_wrong', () => {
    // 50% × 10 = 5; 50 is its point moved one place, but the site is not of whole numbers alone.
    expect(found('50% × 10 = 50')).toEqual([]);
    expect(found('5 × 10 = 500')).toEqual(['power_of_ten_shift_wrong@2']);
  });
});

describe('written-form evidence only from numbers the student wrote', () => {
  it('(1/3 × 2) + 2 = 4/4 is ambiguous: 4/4 is (2+2)/(3+1) only with 1/3 × 2 worked out', () => {
    // added_across at the + on 2/3 and 2/1; 1/3 of 2 as 2 − 3 = −1 (fraction_of_subtracted), −1 + 2 = 1.
    expect(found('(1/3 × 2) + 2 = 4/4')).toEqual([]);
    expect(ambiguousOf('(1/3 × 2) + 2 = 4/4')).toEqual(['added_across@10', 'fraction_of_subtracted@5']);
  });

  it("a DECIMAL's numbers are not written either: (1/4 × 2) × 0.25 = 4/2 is ambiguous", () => {
    // cross_multiplied on 1/2 and W(0.25) = 1/4: (1·4)/(2·1); 1/4 of 2 turned over, 2·4 = 8, 8 × 0.25 = 2.
    expect(ambiguousOf('(1/4 × 2) × 0.25 = 4/2')).toEqual(['fraction_of_inverted@5', 'cross_multiplied@10']);
  });

  it('written INTEGERs and FRACTIONs still tell the families apart', () => {
    expect(found('6/9 ÷ 3 = 6/3')).toEqual(['only_denominator_divided@4', 'multiplied_instead_of_divided@4']);
    expect(found('2/3 × 2 = 4/6')[0]).toBe('multiplied_numerator_and_denominator@4');
  });
});

describe('decimal_parts_as_wholes: "both positive" is a whole part of at least 0 and digits after the point of at least 1', () => {
  it('3.5 - 0.05 = 3 names nothing: 3 point 0 shows no digits after the point', () => {
    expect(found('3.5 - 0.05 = 3')).toEqual([]);
  });

  it('0.6 + 0.8 = 0.14 is named: a whole part of 0 is the classic case', () => {
    expect(found('0.6 + 0.8 = 0.14')[0]).toBe('decimal_parts_as_wholes@4');
  });
});

describe('negative_not_distributed: its line compared as written in shape, by value in its numbers', () => {
  it('1 - (1/2 + 1/4) = 1 - 2/4 + 1/4 tells the families apart as 1 - 1/2 + 1/4 does', () => {
    expect(found('1 - (1/2 + 1/4) = 1 - 2/4 + 1/4')).toEqual([
      'negative_not_distributed@2',
      'numerators_combined_denominators_multiplied@9',
    ]);
    expect(found('1 - (1/2 + 1/4) = 1 - 1/2 + 1/4')).toEqual([
      'negative_not_distributed@2',
      'numerators_combined_denominators_multiplied@9',
    ]);
  });

  it('a line of another shape is no evidence: 1 - (1/2 + 1/4) = 1/4 + 1/2 is ambiguous', () => {
    // 3/4 written as a sum of the other two numbers, not L − y + z.
    expect(ambiguousOf('1 - (1/2 + 1/4) = 1/4 + 1/2')).toEqual([
      'negative_not_distributed@2',
      'numerators_combined_denominators_multiplied@9',
    ]);
  });
});

describe('L − y − z for L − (y − z): the brackets dropped, not the same operation', () => {
  it('1 - (1/2 - 1/4) = 1 - 1/2 - 1/4 is searched whole and named negative_not_distributed, with no term_errors', () => {
    const step = lastStep('1 - (1/2 - 1/4) = 1 - 1/2 - 1/4');
    // 1 − 1/2 − 1/4 = 1/4; 1 − (1/2 + 1/4) = 1/4 too (the inner − as +, tier 2).
    expect(at(step.misconceptions!)).toEqual(['negative_not_distributed@2', 'added_instead_of_subtracted@9']);
    expect(step).not.toHaveProperty('term_errors');
    expect(found('5 - (3 - 1) = 5 - 3 - 1')[0]).toBe('negative_not_distributed@2');
  });

  it('inside an aligned step the two are a located pair, and the rule is tried there', () => {
    const step = lastStep('2 × (1 - (1/2 - 1/4)) = 2 × (1 - 1/2 - 1/4)');
    expect(at(step.misconceptions!)[0]).toBe('negative_not_distributed@7');
    expect(step.term_errors).toHaveLength(1);
  });

  it('a line of that shape with other numbers is still aligned: 1 - (1/2 - 1/4) = 1 - 1/2 - 1/8 locates 1/8', () => {
    const step = lastStep('1 - (1/2 - 1/4) = 1 - 1/2 - 1/8');
    expect(step.term_errors).toHaveLength(2);
  });
});

describe('the contract says 1.3.0', () => {
  it("has 1.3.0's version notes, each change a numbered point (1.4.0 is current: rational-working-check-1.4.test.ts)", () => {
    const notes = contract.semantics.find((s) => s.startsWith('Version 1.3.0 against 1.2.0'))!;
    const points = [...notes.matchAll(/\((\d+)\) /g)].map((m) => Number(m[1]));
    expect(points).toEqual(points.map((_, i) => i + 1));
    expect(points.length).toBeGreaterThanOrEqual(10);
  });

  it('each decided reading is an example of the contract, reproduced', () => {
    const workings = contract.examples.map((example) => (example.input as { working: string }).working);
    for (const working of [
      '(1 1/2 - 1) × 3 = 3/6',
      '5 of 100 = 50000',
      '2 × (6 - 1/4) = 2 × 6 1/4',
      '6/8 = 3/8',
      '0/6 = 1/2',
      '-1 1/2 + 1/4 = -2/6',
      '50% × 10 = 50',
      '(1/3 × 2) + 2 = 4/4',
      '3.5 - 0.05 = 3',
      '1 - (1/2 + 1/4) = 1 - 2/4 + 1/4',
      '1 - (1/2 - 1/4) = 1 - 1/2 - 1/4',
      '2/3 × 2 + 9/12 = 4/6 + 3/6',
    ])
      expect(workings, working).toContain(working);
  });
});

describe('written-form evidence from any located operand', () => {
  it("2/3 × 2 + 9/12 = 4/6 + 3/6: 4/6 as written tells its family apart, listed first; 9/12 = 3/6's candidates after", () => {
    // 4/6 is (2·2)/(2·3) as written; 2 ÷ 3 (fraction_of_unit_only) is 4/6 in value only. 9/12 = 3/6 alone is ambiguous.
    expect(found('2/3 × 2 + 9/12 = 4/6 + 3/6')).toEqual([
      'multiplied_numerator_and_denominator@4',
      'fraction_of_unit_only@4',
      'added_to_numerator_and_denominator@10',
      'numerator_scaled_wrong@10',
    ]);
    // Without that evidence (the rewritten product as its value 4/3 → 2/3 is fraction_of_unit_only's own 2/3): the same families, another first.
    expect(found('2/3 × 2 + 9/12 = 2/3 + 3/6')[0]).toBe('fraction_of_unit_only@4');
  });
});
