import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import { SOLVE_ACTIONS, type SolveAction, type SolveFinalForm, type SolveNumbers } from '../solve/types';
import { ALREADY_DONE, AFTER_A_WRONG_LINE, DIVIDES_BY_ZERO, MIXED_SUM, MIXED_SUM_STEPS, step } from '../../testing/solve-fixtures';
import { sentenceText, type SentenceMessage } from './sentence-message';
import { reciprocalText, solveChain, solveFormula, solveHint, solveOutcome, solveStart } from './solve-sentences';
import { WAY_FORWARD } from './way-forward-sentences';
import { WORKING_SENTENCES } from './working-sentences';

type Catalog = Readonly<Record<string, string>>;
const en: Catalog = { ...WAY_FORWARD.en, ...WORKING_SENTENCES.en };
const he: Catalog = { ...WAY_FORWARD.he, ...WORKING_SENTENCES.he };
const messageText = (message: SentenceMessage, catalog: Catalog): string => sentenceText(message, catalog);

const HEBREW = /[\u0590-\u05FF]/;
const PLACEHOLDER = /\{[A-Za-z_]+\}/;
const hint = (index: number) => messageText(solveHint(MIXED_SUM_STEPS[index]!), en);

/** For every action, a step with its numbers, and what its hint and formula must say. */
const CASES: Record<SolveAction, { numbers: SolveNumbers; rewritten: string; result: string; hint: string; formula: string }> = {
  mixed_to_improper: {
    numbers: { wholes: ['2'], numerators: ['1'], denominators: ['2'], improper_numerators: ['5'] },
    rewritten: '2 1/2 × 3',
    result: '5/2 × 3',
    hint: 'Write the mixed number 2 1/2 as an improper fraction: the whole number times the denominator, plus the numerator, over the denominator.',
    formula: '2 1/2 = (2×2+1)/2 = 5/2',
  },
  decimal_to_fraction: {
    numbers: { decimals: ['0.25'], numerators: ['25'], denominators: ['100'], fractions: ['1/4'] },
    rewritten: '0.25 + 1/2',
    result: '1/4 + 1/2',
    hint: 'Write the decimal 0.25 as a fraction, 25 over 100, in lowest terms.',
    formula: '0.25 = 25/100 = 1/4',
  },
  common_denominator: {
    numbers: {
      left_numerator: '1',
      left_denominator: '2',
      right_numerator: '1',
      right_denominator: '3',
      common_denominator: '6',
      left_multiplier: '3',
      right_multiplier: '2',
      scaled_left_numerator: '3',
      scaled_right_numerator: '2',
    },
    rewritten: '1/2 + 1/3',
    result: '3/6 + 2/6',
    hint: 'Write both fractions over 6, the least common denominator of 2 and 3.',
    formula: '1/2 = (1×3)/(2×3) = 3/6; 1/3 = (1×2)/(3×2) = 2/6',
  },
  add_numerators: {
    numbers: { left_numerator: '8', right_numerator: '-9', denominator: '12', numerator: '-1' },
    rewritten: '8/12 + -9/12',
    result: '-1/12',
    hint: 'The denominators are the same, 12: add the numerators and keep the denominator.',
    formula: '(8+(-9))/12 = -1/12',
  },
  subtract_numerators: {
    numbers: { left_numerator: '9', right_numerator: '8', denominator: '12', numerator: '1' },
    rewritten: '9/12 - 8/12',
    result: '1/12',
    hint: 'The denominators are the same, 12: subtract the numerators and keep the denominator.',
    formula: '(9−8)/12 = 1/12',
  },
  cancel: {
    numbers: {
      left_numerator: '4',
      left_denominator: '9',
      right_numerator: '3',
      right_denominator: '8',
      left_factor: '4',
      right_factor: '3',
    },
    rewritten: '4/9 × 3/8',
    result: '1/3 × 1/2',
    hint: 'Before multiplying, cancel across: divide 4 and 8 by 4, and 3 and 9 by 3.',
    formula: '4/9 × 3/8 = 1/3 × 1/2',
  },
  multiply: {
    numbers: { left_numerator: '2', left_denominator: '1', right_numerator: '3', right_denominator: '4', numerator: '6', denominator: '4' },
    rewritten: '2 × 3/4',
    result: '6/4',
    hint: 'Multiply the numerators together and the denominators together.',
    formula: '(2×3)/4 = 6/4',
  },
  invert_divisor: {
    numbers: { divisor_numerator: '-3', divisor_denominator: '4' },
    rewritten: '1/2 ÷ -3/4',
    result: '1/2 × -4/3',
    hint: 'Dividing by -3/4 is multiplying by its reciprocal, -4/3: invert and multiply.',
    formula: '1/2 ÷ -3/4 = 1/2 × -4/3',
  },
  evaluate: {
    numbers: { left: '2', right: '3', result: '5' },
    rewritten: '2 + 3',
    result: '5',
    hint: 'Work out 2 + 3.',
    formula: '2 + 3 = 5',
  },
  simplify: {
    numbers: { numerator: '15', denominator: '6', common_factor: '3' },
    rewritten: '15/6',
    result: '5/2',
    hint: 'Simplify 15/6: divide the numerator and the denominator by 3, their greatest common factor.',
    formula: '15/6 = (15÷3)/(6÷3) = 5/2',
  },
  to_mixed: {
    numbers: { numerator: '23', denominator: '6', whole: '3', remainder: '5' },
    rewritten: '23/6',
    result: '3 5/6',
    hint: 'Write 23/6 as a mixed number: divide 23 by 6; the quotient is the whole number and the remainder the new numerator.',
    formula: '23 = 3×6 + 5; 23/6 = 3 5/6',
  },
  to_improper: {
    numbers: { whole: '3', numerator: '5', denominator: '6', improper_numerator: '23' },
    rewritten: '-3 5/6',
    result: '-23/6',
    hint: 'Write -3 5/6 as an improper fraction: the whole number times the denominator, plus the numerator, over the denominator.',
    formula: '-3 5/6 = -(3×6+5)/6 = -23/6',
  },
  drop_parentheses: {
    numbers: { value: '5/6' },
    rewritten: '5/6',
    result: '5/6',
    hint: 'Drop the parentheses around 5/6: they hold a single number.',
    formula: '(5/6) = 5/6',
  },
  percent_to_fraction: {
    numbers: { percents: ['25%'], numerators: ['25'], denominators: ['100'] },
    rewritten: '25% of 80',
    result: '25/100 of 80',
    hint: 'Write the percentage 25% as a fraction: per cent means out of 100, so it is 25/100.',
    formula: '25% = 25/100',
  },
  repeating_decimal_to_fraction: {
    numbers: { decimals: ['0.1666...'], blocks: ['6'], fractions: ['1/6'] },
    rewritten: '0.1666... × 6',
    result: '1/6 × 6',
    hint: 'Write the repeating decimal 0.1666... as the fraction it is: its digits 6 repeat for ever.',
    formula: '0.1666... = 1/6',
  },
  of_to_times: {
    numbers: {},
    rewritten: '3/4 of 12',
    result: '3/4 × 12',
    hint: '“of” means multiply: write × in its place.',
    formula: '3/4 of 12 = 3/4 × 12',
  },
  power_to_product: {
    numbers: { bases: ['2/3'], exponents: ['2'] },
    rewritten: '(2/3)^2 + 1/9',
    result: '2/3 × 2/3 + 1/9',
    hint: 'Write the power as a multiplication: 2/3 as a factor 2 times.',
    formula: '(2/3)^2 + 1/9 = 2/3 × 2/3 + 1/9',
  },
  to_decimal: {
    numbers: { numerator: '-5', denominator: '2', decimal: '-2.5' },
    rewritten: '-5/2',
    result: '-2.5',
    hint: 'Write -5/2 as a decimal: divide -5 by 2.',
    formula: '-5/2 = -(5÷2) = -2.5',
  },
};

describe('solve sentences', () => {
  it('the example: the hint of each step of 2 1/2 + 1 1/3 with its own numbers', () => {
    expect(hint(0)).toBe(
      'Write each mixed number as an improper fraction: the whole number times the denominator, plus the numerator, over the denominator.',
    );
    expect(hint(1)).toBe('Write both fractions over 6, the least common denominator of 2 and 3.');
    expect(hint(2)).toBe('The denominators are the same, 6: add the numerators and keep the denominator.');
    expect(solveFormula(MIXED_SUM_STEPS[0]!)).toBe('2 1/2 = (2×2+1)/2 = 5/2; 1 1/3 = (1×3+1)/3 = 4/3');
    expect(solveFormula(MIXED_SUM_STEPS[1]!)).toBe('5/2 = (5×3)/(2×3) = 15/6; 4/3 = (4×2)/(3×2) = 8/6');
    expect(solveFormula(MIXED_SUM_STEPS[2]!)).toBe('(15+8)/6 = 23/6');
    expect(solveFormula(MIXED_SUM_STEPS[3]!)).toBe('23 = 3×6 + 5; 23/6 = 3 5/6');
  });

  it('every action has its hint and formula, in English and in Hebrew, with no placeholder left', () => {
    expect(Object.keys(CASES).sort()).toEqual([...SOLVE_ACTIONS].sort());
    for (const action of SOLVE_ACTIONS) {
      const { numbers, rewritten, result, hint: english, formula } = CASES[action];
      const shown = step(action, numbers, rewritten, result);
      expect(messageText(solveHint(shown), en), action).toBe(english);
      expect(solveFormula(shown), action).toBe(formula);
      const hebrew = messageText(solveHint(shown), he);
      expect(hebrew, action).toMatch(HEBREW);
      expect(hebrew, action).not.toMatch(PLACEHOLDER);
      // The student's numbers are in the Hebrew sentence too, as written.
      for (const number of Object.values(numbers)
        .flat()
        .filter((text) => english.includes(` ${text}`)))
        expect(hebrew, `${action}: ${number}`).toContain(number);
    }
  });

  it('common denominators: a whole number, and a fraction already over the common denominator', () => {
    const whole = step('common_denominator', {
      left_numerator: '2',
      left_denominator: '1',
      right_numerator: '3',
      right_denominator: '4',
      common_denominator: '4',
      left_multiplier: '4',
      right_multiplier: '1',
      scaled_left_numerator: '8',
      scaled_right_numerator: '3',
    });
    expect(messageText(solveHint(whole), en)).toBe('Write the whole number 2 as a fraction over 4, the denominator of 3/4.');
    expect(solveFormula(whole)).toBe('2 = (2×4)/4 = 8/4');
    const already = step('common_denominator', {
      left_numerator: '1',
      left_denominator: '2',
      right_numerator: '1',
      right_denominator: '4',
      common_denominator: '4',
      left_multiplier: '2',
      right_multiplier: '1',
      scaled_left_numerator: '2',
      scaled_right_numerator: '1',
    });
    expect(messageText(solveHint(already), en)).toBe(
      'Write 1/2 over 4, the least common denominator of 2 and 4; 1/4 already has that denominator.',
    );
    expect(solveFormula(already)).toBe('1/2 = (1×2)/(2×2) = 2/4');
  });

  it('cancelling: one factor of 1 is not said', () => {
    const left = step('cancel', {
      left_numerator: '3',
      left_denominator: '4',
      right_numerator: '5',
      right_denominator: '9',
      left_factor: '3',
      right_factor: '1',
    });
    expect(messageText(solveHint(left), en)).toBe('Before multiplying, cancel across: divide 3 and 9 by 3.');
    const right = step('cancel', {
      left_numerator: '3',
      left_denominator: '10',
      right_numerator: '5',
      right_denominator: '7',
      left_factor: '1',
      right_factor: '5',
    });
    expect(messageText(solveHint(right), en)).toBe('Before multiplying, cancel across: divide 5 and 10 by 5.');
  });

  it('the reciprocal keeps its sign in front, and a whole divisor n becomes 1/n', () => {
    expect(reciprocalText('3', '4')).toBe('4/3');
    expect(reciprocalText('-3', '4')).toBe('-4/3');
    expect(reciprocalText('5', '1')).toBe('1/5');
    expect(reciprocalText('-1', '2')).toBe('-2');
  });

  it('a mixed number whose fraction part is simplified', () => {
    const mixed = step('simplify', { whole: '1', numerator: '4', denominator: '6', common_factor: '2' }, '1 4/6', '1 2/3');
    expect(messageText(solveHint(mixed), en)).toBe(
      'Simplify the fraction part of 1 4/6: divide the numerator and the denominator by 2, their greatest common factor.',
    );
    expect(solveFormula(mixed)).toBe('1 4/6 = 1 2/3');
  });

  it('where the way starts, the chain, and a solution with no step', () => {
    expect(messageText(solveStart(MIXED_SUM), en)).toBe('From the problem, 2 1/2 + 1 1/3:');
    expect(messageText(solveStart({ ...MIXED_SUM, from_line: 3, from_step: 2, from_text: '15/6 + 8/6' }), en)).toBe(
      'From line 3, 15/6 + 8/6, the last right line:',
    );
    expect(solveChain(AFTER_A_WRONG_LINE)).toBe('1/2 + 1/3 = 3/6 + 2/6 = 5/6');
    expect(solveOutcome(MIXED_SUM)).toBeNull();
    expect(messageText(solveOutcome(ALREADY_DONE)!, en)).toBe('Nothing is left to do: 5/6 is the answer, written in lowest terms.');
    expect(messageText(solveOutcome(DIVIDES_BY_ZERO)!, en)).toBe(
      'The problem divides by zero, so it has no value: there is no way to go on.',
    );
    expect(messageText(solveOutcome(DIVIDES_BY_ZERO)!, he)).toMatch(HEBREW);
  });
});

/** Problems whose solutions, from the real engine, take every action (and its variants: whole numbers, signs, cancelling). */
const ENGINE_CASES: { working: string; final_form?: SolveFinalForm; cancel?: boolean }[] = [
  { working: '2 1/2 + 1 1/3', final_form: 'mixed' },
  { working: '0.25 + 1/2' },
  { working: '0.5 + 0.25' },
  { working: '2 + 3/4' },
  { working: '1/2 + 1/4' },
  { working: '5/6 - 1/3' },
  { working: '4/9 × 3/8', cancel: true },
  { working: '3/4 × 5/9', cancel: true },
  { working: '3/4 × 2' },
  { working: '1/2 : -3/4' },
  { working: '6 : 2/3' },
  { working: '1/2 ÷ 3' },
  { working: '1 4/6' },
  { working: '-23/6', final_form: 'mixed' },
  { working: '-3 5/6', final_form: 'improper' },
  { working: '(5/6)' },
  { working: '1 - (1/2 + 1/4)' },
  { working: '-2 1/2 + 1' },
  { working: '1/2 + 1/3\n= 2/5' },
  { working: '25% of 80' },
  { working: '12.5% + 50%' },
  { working: '0.333... + 2/3' },
  { working: '0.1666... + 0.333...' },
  { working: '(2/3)^2 + 2³' },
  { working: '(1/2)^2 × 2²' },
  { working: '1/2 + 1/4', final_form: 'decimal' },
  { working: '1.5 + 2.25' },
];

describe('solve sentences on the engine’s own solutions', () => {
  it('every step of every solution is said with all its numbers, in English and Hebrew', () => {
    const actions = new Set<SolveAction>();
    for (const request of ENGINE_CASES) {
      const response = execute('rational-working-solve', request);
      if ('error' in response) throw new Error(`${request.working}: ${response.error.message}`);
      for (const shown of response.steps) {
        actions.add(shown.action);
        const label = `${request.working}: ${shown.action}`;
        // A "?" is a number the sentence wanted and the step did not have.
        for (const text of [messageText(solveHint(shown), en), messageText(solveHint(shown), he), solveFormula(shown)]) {
          expect(text, label).not.toContain('?');
          expect(text, label).not.toMatch(PLACEHOLDER);
        }
      }
    }
    expect([...actions].sort()).toEqual([...SOLVE_ACTIONS].sort());
  });

  it('the formulas of signed and whole-number steps, as the engine gives them', () => {
    const formulas = (request: (typeof ENGINE_CASES)[number]) => {
      const response = execute('rational-working-solve', request);
      if ('error' in response) throw new Error(response.error.message);
      return response.steps.map(solveFormula);
    };
    expect(formulas({ working: '3/4 × 2' })).toEqual(['(3×2)/4 = 6/4', '6/4 = (6÷2)/(4÷2) = 3/2']);
    expect(formulas({ working: '-23/6', final_form: 'mixed' })).toEqual(['23 = 3×6 + 5; -23/6 = -3 5/6']);
    expect(formulas({ working: '-3 5/6', final_form: 'improper' })).toEqual(['-3 5/6 = -(3×6+5)/6 = -23/6']);
    expect(formulas({ working: '(5/6)' })).toEqual(['(5/6) = 5/6']);
    expect(formulas({ working: '1/2 : -3/4' })[0]).toBe('1/2 : -3/4 = 1/2 × (-4/3)');
  });
});
