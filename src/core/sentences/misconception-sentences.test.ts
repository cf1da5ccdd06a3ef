import { describe, expect, test } from 'vitest';
import { explainedWorkingCheck } from '../working/fraction-kind';
import { MISCONCEPTION_RULES } from '../misconceptions/catalog';
import {
  feedbackSentence,
  largerDenominator,
  MISCONCEPTION_CLAUSES,
  misconceptionClause,
  misconceptionFormula,
  RULE_LABELS,
  SENTENCE_LANGUAGES,
  type MisconceptionClauseKey,
} from './misconception-sentences';
import { ruleLabel } from './index';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

function explained(working: string) {
  return explainedWorkingCheck({ working }).explanation!.steps[1]!.misconceptions![0]!;
}

describe('the misconception sentences', () => {
  test('every rule has its short name and its clause in every language, with the same placeholders in each', () => {
    for (const rule of MISCONCEPTION_RULES) {
      const keys = (Object.keys(MISCONCEPTION_CLAUSES.en) as MisconceptionClauseKey[]).filter(
        (key) => key === `working.rule.${rule}` || key.startsWith(`working.rule.${rule}.`),
      );
      expect(keys.length, rule).toBeGreaterThan(0);
      for (const language of SENTENCE_LANGUAGES) {
        expect(RULE_LABELS[language][rule], `${language} ${rule}`).toMatch(/\S/);
        for (const key of keys) {
          expect(MISCONCEPTION_CLAUSES[language][key], `${language} ${key}`).toMatch(/\S/);
          expect(placeholders(MISCONCEPTION_CLAUSES[language][key]), `${language} ${key}`).toEqual(
            placeholders(MISCONCEPTION_CLAUSES.en[key]),
          );
        }
      }
    }
    expect(Object.keys(MISCONCEPTION_CLAUSES.he).sort()).toEqual(Object.keys(MISCONCEPTION_CLAUSES.en).sort());
  });

  test('a rule this build does not know is named by its id', () => {
    expect(ruleLabel('added_across', 'he')).toBe('חיבור מונים ומכנים');
    expect(ruleLabel('a_later_rule', 'en')).toBe('a_later_rule');
  });

  test('a clause as plain text, with where when the site is part of the step', () => {
    const whole = explained('1/2 + 1/3\n= 2/5');
    expect(misconceptionClause(whole, '1/2 + 1/3', 'en')).toBe('the numerators and the denominators were added, (1+1)/(2+3)');
    const part = explained('1/2 + 1/3 + 1\n= 2/5 + 1');
    expect(misconceptionClause(part, '1/2 + 1/3 + 1', 'en')).toBe(
      'in 1/2 + 1/3, the numerators and the denominators were added, (1+1)/(2+3) = 2/5',
    );
    expect(misconceptionClause(part, '1/2 + 1/3 + 1', 'he')).toBe('ב־1/2 + 1/3, חיברו את המונים ואת המכנים, (1+1)/(2+3) = 2/5');
    expect(feedbackSentence('1/2 + 1/3', '5/6', '2/5', whole, 'en')).toBe(
      '1/2 + 1/3 is 5/6, not 2/5: it looks like the numerators and the denominators were added, (1+1)/(2+3).',
    );
  });

  test('formulas write the numbers in as the engine gives them, negative ones in parentheses after an operator', () => {
    expect(misconceptionFormula('added_across', { kind: 'operands', operator: '+', a: '-1', b: '2', c: '-1', d: '3' })).toBe(
      '(-1+(-1))/(2+3)',
    );
    expect(misconceptionFormula('negative_not_distributed', { kind: 'distributed', left: '1', y: '-1/2', z: '1/4', inner: '-' })).toBe(
      '1 − (-1/2) − 1/4',
    );
    expect(misconceptionFormula('sign_flipped', { kind: 'whole', value: '1' })).toBeNull();
    expect(largerDenominator('35', '53')).toBe('53');
  });

  test('one decimal place is said in the singular, in either language; more in the plural', () => {
    expect(misconceptionClause(explained('0.3 × 0.2 = 0.6'), '0.3 × 0.2', 'en')).toBe(
      'the digits were multiplied but the answer was given 1 decimal place instead of 2',
    );
    expect(misconceptionClause(explained('0.3 × 0.2 = 0.6'), '0.3 × 0.2', 'he')).toBe(
      'כפלו את הספרות, אבל בתשובה יש ספרה אחת אחרי הנקודה במקום 2',
    );
    expect(misconceptionClause(explained('0.25 × 0.3 = 0.75'), '0.25 × 0.3', 'en')).toBe(
      'the digits were multiplied but the answer was given 2 decimal places instead of 3',
    );
  });

  test('a denominator that was divided is said to be divided, not "not multiplied"', () => {
    const divided = explained('6/8 = 6/4');
    expect(divided.rule).toBe('numerator_not_scaled');
    expect(misconceptionClause(divided, '6/8', 'en')).toBe(
      'the denominator of 6/8 was divided but its numerator was not divided by the same number, 6/4',
    );
    expect(misconceptionClause(divided, '6/8', 'he')).toBe('חילקו את המכנה של 6/8 אבל לא צמצמו את המונה באותו מספר, 6/4');
    expect(misconceptionClause(explained('1/2 = 1/6'), '1/2', 'en')).toBe(
      'the denominator of 1/2 was changed but its numerator was not multiplied by the same number, 1/6',
    );
  });
});
