/**
 * rational-working-check 1.4.0 (issue 40, naming real students' mistakes, round 3): one test for
 * each new semantics sentence and each point of its version note. Expected values are worked out
 * by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { ambiguousOf, found } from '../../testing/last-step';
import { loadContract } from '../../testing/contracts';
import { FAMILY_TIER } from '../misconceptions/families';

const contract = loadContract('rational-working-check');
const sentence = (prefix: string): string => contract.semantics.find((s) => s.startsWith(prefix))!;

describe('(1) cross_products_as_digits', () => {
  it('1/2 × 3/8 = 68 and 2/3 × 4/6 = 132: the cross products written side by side, the tens carried', () => {
    // 10·(2·3) + 1·8 = 68; 10·(3·4) + 2·6 = 120 + 12 = 132.
    expect(found('1/2 × 3/8 = 68')).toEqual(['cross_products_as_digits@4']);
    expect(found('2/3 × 4/6 = 132')).toEqual(['cross_products_as_digits@4']);
  });

  it('only at a × not of, of FRACTIONs with one-digit parts', () => {
    // 10·(2·3) + 1·8 = 68 at ÷ or "of" is no such product; 12/2 × 3/8 has a two-digit numerator.
    expect(found('1/2 ÷ 3/8 = 68')).not.toContain('cross_products_as_digits@4');
    expect(found('1/2 of 3/8 = 68')).toEqual([]);
    expect(found('12/2 × 3/8 = 168')).toEqual([]);
  });

  it('the contract gives its formula, site, family and rank', () => {
    expect(sentence('Misconceptions, rules of one binary node')).toContain(
      'cross_products_as_digits (1.4.0; * not of whose L and R are literal FRACTIONs',
    );
    expect(sentence('Families (1.2.0)')).toContain('cross_multiplied, cross_products_as_digits, common_denominator_kept_in_product;');
    expect(sentence('Order (1.2.0)')).toContain('cross_multiplied, cross_products_as_digits, common_denominator_kept_in_product,');
  });
});

describe('(2) added_across at a × of two fractions', () => {
  it('2/3 x 3/4 = 5/7 is added_across at the x', () => {
    // (2+3)/(3+4) = 5/7; the x is read as × (1.3.0).
    expect(found('2/3 x 3/4 = 5/7')).toEqual(['added_across@4']);
  });

  it('not beside a whole number, nor at "of": 3/4 of 12 = 3 stays fraction_of_unit_only', () => {
    // (3+12)/(4+1) = 3 would be a coincidence; 12 ÷ 4 = 3 is the amount rule.
    expect(found('3/4 of 12 = 3')).toEqual(['fraction_of_unit_only@4']);
    expect(found('3/4 × 12 = 3')).toEqual(['fraction_of_unit_only@4']);
  });
});

describe('(3) Whole of P only', () => {
  it('multiplied_numerator_and_denominator is named where its site is the whole of P, written out or by value', () => {
    // (3·2)/(3·3) = 6/9 as written, and 2/3 its value; (3·1)/(3·2) = 3/6 with 1 1/2 − 1 worked out.
    expect(found('2/3 × 3 = 6/9')).toEqual(['multiplied_numerator_and_denominator@4']);
    expect(found('2/3 × 3 = 2/3')).toEqual(['multiplied_numerator_and_denominator@4']);
    expect(found('(1 1/2 - 1) × 3 = 3/6')).toEqual(['multiplied_numerator_and_denominator@12']);
    expect(found('15 ÷ 3/5 = 45/75')[0]).toBe('multiplied_numerator_and_denominator@3');
  });

  it('but not at a site inside a longer expression: 0.4 - 1/5 × 3 = 0.2 is sign_flipped alone', () => {
    // 0.4 − 3/5 = −1/5 and 0.2 = 1/5 is its opposite; 0.4 − 1/5 (the × 3 left out, or 3/15) gives it too, and is no name.
    expect(found('0.4 - 1/5 × 3 = 0.2')).toEqual(['sign_flipped@null']);
  });

  it('divided_numerator_and_denominator likewise: 6/9 ÷ 3 = 2/3 is named, 6/9 ÷ 3 + 0 = 2/3 is not', () => {
    // (6÷3)/(9÷3) = 2/3 at the whole step; inside 6/9 ÷ 3 + 0 it is the division left out.
    expect(found('6/9 ÷ 3 = 2/3')[0]).toBe('divided_numerator_and_denominator@4');
    expect(found('6/9 ÷ 3 + 0 = 2/3')).not.toContain('divided_numerator_and_denominator@4');
  });

  it('the contract says it in its own sentence', () => {
    expect(sentence('Whole of P only (1.4.0)')).toContain('multiplied_numerator_and_denominator and divided_numerator_and_denominator');
  });
});

describe('(4) order_of_operations is tier 1', () => {
  it('3/4 - 1/4 × 1/5 = 1/10 is ambiguous: left to right, or the larger denominator kept at the −', () => {
    // (3/4 − 1/4) × 1/5 = 1/2 × 1/5 = 1/10; 3/4 − 1/20 as (3−1)/20 = 1/10.
    expect(found('3/4 - 1/4 × 1/5 = 1/10')).toEqual([]);
    expect(ambiguousOf('3/4 - 1/4 × 1/5 = 1/10')).toEqual(['larger_denominator_kept@4', 'left_to_right@null']);
  });

  it('left_to_right alone is still named: 1/3 + 1/2 × 1/3 = 5/18', () => {
    // (1/3 + 1/2) × 1/3 = 5/6 × 1/3 = 5/18.
    expect(found('1/3 + 1/2 × 1/3 = 5/18')).toEqual(['left_to_right@null']);
  });

  it('the Families sentence and the code agree', () => {
    expect(FAMILY_TIER.order_of_operations).toBe(1);
    expect(sentence('Families (1.2.0)')).toContain('1.4.0: order_of_operations is tier 1 too');
  });
});

describe('the contract says 1.4.0', () => {
  it('is version 1.4.0, and its version notes list each change as a numbered point', () => {
    expect(contract.version).toBe('1.4.0');
    const notes = sentence('Version 1.4.0 against 1.3.0');
    const points = [...notes.matchAll(/\((\d+)\) /g)].map((m) => Number(m[1]));
    expect(points).toEqual([1, 2, 3, 4]);
  });

  it('each change is an example of the contract, reproduced', () => {
    const workings = contract.examples.map((example) => (example.input as { working: string }).working);
    for (const working of ['1/2 × 3/8 = 68', '2/3 × 4/6 = 132', '2/3 x 3/4 = 5/7', '0.4 - 1/5 × 3 = 0.2', '3/4 - 1/4 × 1/5 = 1/10'])
      expect(workings, working).toContain(working);
  });
});
