/**
 * The one sentence catalog is complete: every rule of both kinds has its short name and its clause,
 * every advice its sentence and every solve action its hint, in English and in Hebrew, with the
 * same placeholders in both.
 */
import { describe, expect, it } from 'vitest';
import { ADVICE_RULES, EQUATION_RULES } from '../equations/rule-ids';
import type { SolveAction as EquationSolveAction } from '../equations/solve';
import { MISCONCEPTION_RULES } from '../misconceptions/catalog';
import { SOLVE_ACTIONS } from '../solve/types';
import { EQUATION_CLAUSES_EN, EQUATION_CLAUSES_HE } from './equation-sentences';
import { EQUATION_RULE_LABELS, MISCONCEPTION_CLAUSES, RULE_LABELS, ruleLabel, SENTENCE_LANGUAGES, WAY_FORWARD } from './index';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** linear-equation-solve's actions: a record, so that a new action fails to compile here until it is listed. */
const EQUATION_SOLVE_ACTIONS = Object.keys({
  clear_unknown_denominator: true,
  expand_and_collect: true,
  clear_denominators: true,
  collect_unknown: true,
  move_number: true,
  divide_by_coefficient: true,
  check: true,
} satisfies Record<EquationSolveAction, true>);

/** The keys under `prefix` a catalog has: the key itself, or its cases (`.one`, `.plus`, …). */
const keysOf = (catalog: Readonly<Record<string, string>>, prefix: string): string[] =>
  Object.keys(catalog).filter((key) => key === prefix || key.startsWith(`${prefix}.`));

describe('the one sentence catalog', () => {
  for (const language of SENTENCE_LANGUAGES) {
    it(`every fraction rule has a label and a clause in ${language}`, () => {
      for (const rule of MISCONCEPTION_RULES) {
        expect(RULE_LABELS[language][rule], `${language} ${rule}`).toMatch(/\S/);
        expect(keysOf(MISCONCEPTION_CLAUSES[language], `working.rule.${rule}`), `${language} ${rule}`).not.toEqual([]);
      }
    });

    it(`every equation rule has a label and a clause in ${language}`, () => {
      const clauses = language === 'en' ? EQUATION_CLAUSES_EN : EQUATION_CLAUSES_HE;
      for (const rule of EQUATION_RULES) {
        expect(EQUATION_RULE_LABELS[language][rule], `${language} ${rule}`).toMatch(/\S/);
        expect(clauses[`equation.rule.${rule}`], `${language} ${rule}`).toMatch(/\S/);
        expect(ruleLabel(rule, language)).toBe(EQUATION_RULE_LABELS[language][rule]);
      }
    });

    it(`every advice and every solve action of both kinds has its way forward in ${language}`, () => {
      const wayForward = WAY_FORWARD[language];
      for (const rule of ADVICE_RULES) expect(wayForward[`equation.advice.${rule}`], `${language} ${rule}`).toMatch(/\S/);
      for (const action of SOLVE_ACTIONS) expect(keysOf(wayForward, `solve.hint.${action}`), `${language} ${action}`).not.toEqual([]);
      for (const action of EQUATION_SOLVE_ACTIONS)
        expect(keysOf(wayForward, `equation.solve.hint.${action}`), `${language} ${action}`).not.toEqual([]);
    });
  }

  it('the Hebrew says what the English says, with the same numbers', () => {
    const pairs: Array<[Readonly<Record<string, string>>, Readonly<Record<string, string>>]> = [
      [MISCONCEPTION_CLAUSES.en, MISCONCEPTION_CLAUSES.he],
      [EQUATION_CLAUSES_EN, EQUATION_CLAUSES_HE],
      [WAY_FORWARD.en, WAY_FORWARD.he],
    ];
    for (const [english, hebrew] of pairs) {
      expect(Object.keys(hebrew).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect({ key, params: placeholders(hebrew[key]!) }).toEqual({ key, params: placeholders(text) });
        expect(hebrew[key], key).toMatch(/[\u0590-\u05FF]/);
      }
    }
    for (const rule of [...MISCONCEPTION_RULES, ...EQUATION_RULES]) expect(ruleLabel(rule, 'he'), rule).toMatch(/[\u0590-\u05FF]/);
  });

  it('the two kinds’ rule ids are distinct, so a label is found by the id alone', () => {
    expect(MISCONCEPTION_RULES.filter((rule) => (EQUATION_RULES as readonly string[]).includes(rule))).toEqual([]);
  });
});
