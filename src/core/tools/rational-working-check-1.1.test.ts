/**
 * The sentences rational-working-check 1.1.0 adds or changes (contracts/rational-working-check.json):
 * the schoolbook's notation, the new rules one by one, term errors and the order. Expected values
 * are worked out by hand in the comments. Every output is held to the output_schema.
 */
import { describe, expect, it } from 'vitest';
import { loadContract, outputSchemaErrors } from '../../testing/contracts';
import { execute } from '../execute';
import { MISCONCEPTION_RULES } from '../misconceptions/catalog';

const TOOL = 'rational-working-check';
const contract = loadContract(TOOL);

interface TermError {
  position: number;
  stated: string;
  expected: string;
  compared_position: number;
  compared: string;
}
interface Step {
  value: string | null;
  status: string;
  misconceptions: Array<{ rule: string; position: number | null }> | null;
  term_errors?: TermError[];
}
interface Output {
  start_value: string | null;
  final_form_ok: boolean | null;
  steps: Step[];
}

function check(working: string, options: Record<string, unknown> = {}): Output {
  const response = JSON.parse(JSON.stringify(execute(TOOL, { working, ...options }))) as Output & { error?: unknown };
  if ('error' in response) throw new Error(`expected an output for ${working}, got ${JSON.stringify(response)}`);
  expect(outputSchemaErrors(contract, response)).toEqual([]);
  return response;
}

function fault(working: string): [string, string, number | null] {
  const response = execute(TOOL, { working }) as { error?: { code: string; details: { reason: string; position?: number } } };
  if (response.error === undefined) throw new Error(`expected an error for ${working}`);
  return [response.error.code, response.error.details.reason, response.error.details.position ?? null];
}

/** The last step's misconceptions as "rule@position". */
function found(working: string): string[] {
  const last = check(working).steps.at(-1)!;
  expect(last.status).toBe('not_equal');
  return last.misconceptions!.map(({ rule, position }) => `${rule}@${position}`);
}

describe('Grammar 1.1.0: of, %, powers', () => {
  it('"of" is a multiplication at the level of * and /, left associative', () => {
    expect(check('3/4 of 12').start_value).toBe('9');
    // 1/2 of 1/3 of 12 = (1/6) of 12 = 2; 1 + 1/2 of 4 = 1 + 2 = 3.
    expect(check('1/2 of 1/3 of 12').start_value).toBe('2');
    expect(check('1 + 1/2 of 4').start_value).toBe('3');
    expect(check('3/4of12').start_value).toBe('9');
  });

  it('"%" after a NUMBER is that NUMBER divided by 100, whitespace allowed before it', () => {
    expect(check('25%').start_value).toBe('1/4');
    expect(check('25 % of 80').start_value).toBe('20');
    expect(check('12.5% of 8').start_value).toBe('1');
    expect(check('1/2%').start_value).toBe('1/200');
    // Not after a parenthesis, and not twice.
    expect(fault('(25)%')).toEqual(['invalid_input', 'syntax_error', 4]);
    expect(fault('25%%')).toEqual(['invalid_input', 'syntax_error', 3]);
    // A percentage passes no final form.
    expect(check('1/4 = 25%', { final_form: 'lowest_terms' }).final_form_ok).toBe(false);
  });

  it('a power: "^" then an INTEGER, or a run of superscript digits; it binds tighter than unary minus', () => {
    expect(check('(2/3)^2').start_value).toBe('4/9');
    expect(check('2²').start_value).toBe('4');
    expect(check('2³ + 1').start_value).toBe('9');
    expect(check('2¹²').start_value).toBe('4096');
    expect(check('-2²').start_value).toBe('-4');
    expect(check('(-2)²').start_value).toBe('4');
    expect(check('2 ^ 3').start_value).toBe('8');
    expect(check('0.5^2').start_value).toBe('1/4');
    // 1 1/2 squared is (3/2)² = 9/4.
    expect(check('1 1/2²').start_value).toBe('9/4');
    // No power of a power, no fraction or negative exponent.
    expect(fault('2^2^2')).toEqual(['invalid_input', 'syntax_error', 3]);
    expect(fault('2^1/2')).toEqual(['invalid_input', 'syntax_error', 2]);
    expect(fault('2^-1')).toEqual(['invalid_input', 'syntax_error', 2]);
    expect(fault('2^')).toEqual(['invalid_input', 'syntax_error', 2]);
  });

  it('an exponent of 0 or a superscript with a leading zero is bad_exponent; over 12 is exponent_too_large; a leading-zero INTEGER is bad_number', () => {
    expect(fault('2^0')).toEqual(['invalid_input', 'bad_exponent', 2]);
    expect(fault('2⁰')).toEqual(['invalid_input', 'bad_exponent', 1]);
    expect(fault('2⁰²')).toEqual(['invalid_input', 'bad_exponent', 1]);
    expect(fault('2^13')).toEqual(['limit_exceeded', 'exponent_too_large', 2]);
    expect(fault('2¹³')).toEqual(['limit_exceeded', 'exponent_too_large', 1]);
    expect(fault('2^02')).toEqual(['invalid_input', 'bad_number', 2]);
    // A parse fault waits for the part's lexical faults: the bad character after it comes first.
    expect(fault('2^0 + x')).toEqual(['invalid_input', 'bad_character', 6]);
  });

  it('a power over 200 digits is value_too_large at its "^" or superscript', () => {
    const big = '9'.repeat(20);
    expect(fault(`${big}^11`)).toEqual(['limit_exceeded', 'value_too_large', 20]);
    expect(check(`${big}^10`).steps).toHaveLength(1);
  });

  it('"of", "%", "^" and a superscript run are one token each', () => {
    // 32 × "25% of 2" joined by "+": 32 × 4 tokens + 31 "+" = 159 > 128; 25 of them: 25 × 4 + 24 = 124.
    const sum = (n: number): string => Array.from({ length: n }, () => '25% of 2').join(' + ');
    expect(check(sum(25)).start_value).toBe('25/2');
    expect(fault(sum(32))).toEqual(['limit_exceeded', 'too_many_tokens', null]);
    expect(check(Array.from({ length: 42 }, () => '2²').join(' + ')).start_value).toBe('168');
  });
});

describe('Misconceptions 1.1.0: each new rule at its site', () => {
  it.each([
    // 5 − 1/3 as (5−1)/3 = 4/3.
    ['whole_taken_from_numerator', '5 - 1/3 = 4/3', 'whole_taken_from_numerator@2'],
    // Wholes 3 − 1 = 2, fraction parts 3/4 − 1/4 = 2/4: 2 2/4.
    ['mixed_parts_subtracted_reversed', '3 1/4 - 1 3/4 = 2 2/4', 'mixed_parts_subtracted_reversed@6'],
    // 6 − 2 1/4: wholes 4, 1/4 − 0: 4 1/4.
    ['mixed_parts_subtracted_reversed from a whole number', '6 - 2 1/4 = 4 1/4', 'mixed_parts_subtracted_reversed@2'],
    // Wholes 2, fraction parts (1+1)/(2+3) = 2/5.
    ['mixed_parts_added_across', '1 1/2 + 1 1/3 = 2 2/5', 'mixed_parts_added_across@6'],
    // Wholes 2·2 = 4, fraction part 1/2 kept: 4 1/2.
    ['mixed_parts_multiplied_apart', '2 1/2 × 2 = 4 1/2', 'mixed_parts_multiplied_apart@6'],
    // 3·2 = 6 and 1/3 · 1/2 = 1/6.
    ['mixed_parts_multiplied_apart, two MIXED', '3 1/3 × 2 1/2 = 6 1/6', 'mixed_parts_multiplied_apart@6'],
    // 3·2 = 6 over 10^max(1,1): 0.6.
    ['decimal_places_not_added', '0.3 × 0.2 = 0.6', 'decimal_places_not_added@4'],
    // 3 + 4 = 7 over 10^1.
    ['decimal_aligned_right', '3 + 0.4 = 0.7', 'decimal_aligned_right@2'],
    // 25 + 125 = 150 over 10^2.
    ['decimal_aligned_right, two places', '2.5 + 1.25 = 1.50', 'decimal_aligned_right@4'],
    // 12 ÷ 4 = 3.
    ['fraction_of_unit_only', '3/4 of 12 = 3', 'fraction_of_unit_only@4'],
    // 12·3/2 = 18.
    ['fraction_of_inverted', '2/3 of 12 = 18', 'fraction_of_inverted@4'],
    // 80 ÷ 25 = 16/5.
    ['percent_divided', '25% of 80 = 3.2', 'percent_divided@4'],
    // 10 · 50 = 500.
    ['percent_as_whole', '10% of 50 = 500', 'percent_as_whole@0'],
    // 3 · 2 = 6.
    ['power_multiplied', '3² = 6', 'power_multiplied@1'],
    // 3²/5 = 9/5.
    ['power_numerator_only', '(3/5)^2 = 9/5', 'power_numerator_only@5'],
    // 3² = 9 over 10^1.
    ['decimal_places_not_added at a power', '0.3^2 = 0.9', 'decimal_places_not_added@3'],
    // 3/4 as 0.34.
    ['fraction_digits_as_decimal', '3/4 = 0.34', 'fraction_digits_as_decimal@0'],
    // 1/4 as 0.4.
    ['unit_fraction_as_decimal', '1/4 = 0.4', 'unit_fraction_as_decimal@0'],
    // 3/4 as 3.4.
    ['fraction_bar_as_point', '3/4 = 3.4', 'fraction_bar_as_point@0'],
    // 0.3 as 1/3.
    ['decimal_as_unit_fraction', '0.3 = 1/3', 'decimal_as_unit_fraction@0'],
    // 0.06 · 10^2 = 6.
    ['decimal_point_dropped', '0.3 × 0.2 = 6', 'decimal_point_dropped@4'],
    // 3/4 + 1/4 = 1.
    ['added_instead_of_subtracted', '3/4 - 1/4 = 1', 'added_instead_of_subtracted@4'],
    // 1/2 + 1/3 = 5/6.
    ['added_instead_of_multiplied', '1/2 × 1/3 = 5/6', 'added_instead_of_multiplied@4'],
    // 2 1/2 + 1/3 with 2 1/2 as 1/2: 5/6.
    ['mixed_whole_dropped', '2 1/2 + 1/3 = 5/6', 'mixed_whole_dropped@0'],
    // 2/3 as 4/5: 2 added to both.
    ['added_to_numerator_and_denominator', '2/3 = 4/5', 'added_to_numerator_and_denominator@0'],
    // 6/8 as 3/8.
    ['denominator_not_scaled', '6/8 = 3/8', 'denominator_not_scaled@0'],
    // 1/2 as 1/6.
    ['numerator_not_scaled', '1/2 = 1/6', 'numerator_not_scaled@0'],
    // 2/3 as 4/12: the denominator ×4, the numerator ×2.
    ['numerator_scaled_wrong', '2/3 = 4/12', 'numerator_scaled_wrong@0'],
  ])('%s', (_name, working, first) => {
    expect(found(working)[0]).toBe(first);
  });

  it('"of" is a * for the rules of *: 1/3 of 12 = 1/36 is only_denominator_multiplied', () => {
    expect(found('1/3 of 12 = 1/36')[0]).toBe('only_denominator_multiplied@4');
  });

  it('but not for the decimal rules of * (they say "not of")', () => {
    // 0.5 of 0.4 as 5·4/10 = 2 is no decimal_places_not_added site.
    expect(found('0.5 of 0.4 = 2')).not.toContain('decimal_places_not_added@4');
  });

  it('the sites of a rule need their shape', () => {
    // whole_taken_from_numerator needs a literal INTEGER on the left: (2+3) − 1/3 is no site.
    expect(found('(2 + 3) - 1/3 = 4/3')).not.toContain('whole_taken_from_numerator@8');
    // mixed_number_multiplied is not tried for a whole part of 1: mixed_whole_dropped is.
    expect(found('1 3/4 × 2 = 3/2')).toEqual(['mixed_whole_dropped@0']);
    // power_numerator_only needs a FRACTION base: 0.3² is none.
    expect(found('0.3² = 0.9')).toEqual(['decimal_places_not_added@3']);
    // The term rules need a FRACTION written by the student: 1 = 2 is none.
    expect(found('1 = 2')).toEqual([]);
    // A whole number rewritten as a fraction: only numerator_not_scaled (2 as 2/3).
    expect(found('2 + 1/3 = 2/3 + 1/3')).toEqual(['numerator_not_scaled@0']);
  });
});

describe('Term errors', () => {
  it('an aligned step lists its located operands and only the rules there', () => {
    // 1/2 + 1/3 = 2/6 + 2/6: 1/2 should be 3/6; larger_denominator_kept (value alone) is not listed.
    const step = check('1/2 + 1/3 = 2/6 + 2/6').steps[1]!;
    expect(step.term_errors).toEqual([{ position: 12, stated: '2/6', expected: '3/6', compared_position: 0, compared: '1/2' }]);
    expect(step.misconceptions).toEqual([{ rule: 'numerator_scaled_wrong', position: 0 }]);
  });

  it('a located operand may be an operation: the rules inside it', () => {
    // 1/2 + 1/3 × 3 = 1/2 + 1/9: 1/3 × 3 should be 1; 1/(3·3) is only_denominator_multiplied at its "×".
    const step = check('1/2 + 1/3 × 3 = 1/2 + 1/9').steps[1]!;
    expect(step.term_errors).toEqual([{ position: 22, stated: '1/9', expected: '9/9', compared_position: 6, compared: '1/3 × 3' }]);
    // cross_multiplied at 1/3 × 3/1 is 1/(3·3) too: listed after, in rule order.
    expect(step.misconceptions).toEqual([
      { rule: 'only_denominator_multiplied', position: 10 },
      { rule: 'cross_multiplied', position: 10 },
    ]);
  });

  it('expected is over the student denominator when that gives a whole numerator, else canonical', () => {
    // 1/3 in place of 1/2: 1/2 is not a whole number of thirds: "1/2".
    expect(check('1/2 + 1/4 = 1/3 + 1/4').steps[1]!.term_errors![0]!.expected).toBe('1/2');
    // A stated operand in parentheses: its text without them.
    expect(check('1/2 + 1/4 = (1/3) + 1/4').steps[1]!.term_errors![0]).toMatchObject({ position: 13, stated: '1/3' });
  });

  it('several located operands, in text order; matches merged by rule order', () => {
    const step = check('1/2 + 1/3 = 1/6 + 1/6').steps[1]!;
    expect(step.term_errors!.map((t) => t.stated)).toEqual(['1/6', '1/6']);
    expect(step.misconceptions).toEqual([
      { rule: 'numerator_not_scaled', position: 0 },
      { rule: 'numerator_not_scaled', position: 6 },
    ]);
  });

  it('a step that is one number, or of another shape, has no term_errors and is searched whole', () => {
    expect(check('1/2 + 1/3 = 2/5').steps[1]).not.toHaveProperty('term_errors');
    expect(check('1/2 + 1/3 = -2/5').steps[1]).not.toHaveProperty('term_errors');
    // + against ×: not aligned.
    expect(check('1/2 + 1/3 = 1/2 × 1/3').steps[1]).not.toHaveProperty('term_errors');
    // Whole-expression rules only when not aligned: 2 + 3 = -2 + -3 is aligned, so sign_flipped is not listed.
    expect(check('2 + 3 = -5').steps[1]!.misconceptions).toEqual([{ rule: 'sign_flipped', position: null }]);
    expect(check('2 + 3 = -2 + -3').steps[1]!.misconceptions!.map((m) => m.rule)).not.toContain('sign_flipped');
  });

  it('"of" and "×" align; a power aligns with a power of the same exponent', () => {
    expect(check('3/4 of 12 = 3/4 × 10').steps[1]!.term_errors).toEqual([
      { position: 18, stated: '10', expected: '12', compared_position: 7, compared: '12' },
    ]);
    expect(check('(1/2)² = (1/3)²').steps[1]!.term_errors).toHaveLength(1);
    expect(check('(1/2)² = (1/4)³').steps[1]).not.toHaveProperty('term_errors');
  });

  it('a step not searched (the sixth not_equal step) has no term_errors', () => {
    const steps = check('1 + 1 = 1 + 2 = 1 + 3 = 1 + 4 = 1 + 5 = 1 + 6 = 1 + 7').steps;
    expect(steps.slice(1, 6).every((s) => s.term_errors !== undefined)).toBe(true);
    expect(steps[6]).not.toHaveProperty('term_errors');
  });
});

describe('Order', () => {
  it('the rules are listed in the contract order', () => {
    const sentence = contract.semantics.find((s) => s.startsWith('Order (1.2.0)'))!;
    const listed = sentence
      .slice(sentence.indexOf('at most five:') + 'at most five:'.length, sentence.indexOf('. When the matches'))
      .split(',')
      .map((s) => s.trim());
    expect(listed).toEqual([...MISCONCEPTION_RULES]);
  });

  it('where several rules match, the one a teacher would name first: 3 1/4 − 1 3/4 = 2 2/4', () => {
    // mixed_whole_dropped at 1 3/4 gives 13/4 − 3/4 = 5/2 too, by coincidence: listed after.
    expect(found('3 1/4 − 1 3/4 = 2 2/4')).toEqual(['mixed_parts_subtracted_reversed@6', 'mixed_whole_dropped@8']);
  });

  it('a rule at several sites is listed in text order; two rules at one site in rule order', () => {
    // 1/2 + 1/2 + 1/2 = 1. First "+": added_across (1+1)/(2+2) = 2/4, and numerators over 2·2 = 2/4; 2/4 + 1/2 = 1.
    // Second "+", 1 + 1/2 with W(1) = 1/1: numerators over 1·2 = 2/2 = 1, larger denominator (1+1)/2 = 1.
    expect(found('1/2 + 1/2 + 1/2 = 1')).toEqual([
      'added_across@4',
      'numerators_combined_denominators_multiplied@4',
      'numerators_combined_denominators_multiplied@10',
      'larger_denominator_kept@10',
    ]);
    // (2/3)² = 4/3: power_multiplied (2/3 · 2) and power_numerator_only (2²/3), same site, rule order.
    expect(found('(2/3)^2 = 4/3')).toEqual(['power_multiplied@5', 'power_numerator_only@5']);
  });
});
