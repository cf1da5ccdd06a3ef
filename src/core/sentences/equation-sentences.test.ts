// Every misconception the equation tools name comes with its sentence and its way forward, in English and Hebrew (issue 40).
import { describe, expect, it } from 'vitest';
import { EQUATION_RULES } from '../equations/rule-ids';
import {
  EQUATION_CLAUSES_EN,
  EQUATION_CLAUSES_HE,
  EQUATION_WAY_FORWARD_EN,
  EQUATION_WAY_FORWARD_HE,
  equationClause,
  equationWayForward,
} from './equation-sentences';

const placeholders = (template: string): string[] => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
// The rules of linear-equation-check, and the clause it gives a fraction rule of rational-working-check.
const NAMED = [...EQUATION_RULES, 'fraction'] as const;

describe('equation sentences', () => {
  it.each(NAMED)('%s has a sentence and a way forward in English and Hebrew, with the same numbers to fill', (rule) => {
    const catalogs = {
      clause: [EQUATION_CLAUSES_EN, EQUATION_CLAUSES_HE],
      forward: [EQUATION_WAY_FORWARD_EN, EQUATION_WAY_FORWARD_HE],
    } as const;
    for (const [kind, [en, he]] of Object.entries(catalogs)) {
      const key = `equation.${kind === 'clause' ? 'rule' : 'forward'}.${rule}`;
      const english = (en as Readonly<Record<string, string>>)[key];
      const hebrew = (he as Readonly<Record<string, string>>)[key];
      expect(english, `${key} (en)`).toMatch(/\S/);
      expect(hebrew, `${key} (he)`).toMatch(/[\u0590-\u05FF]/);
      expect(placeholders(hebrew!), key).toEqual(placeholders(english!));
    }
  });

  it('no way forward for a rule the tools do not name', () => {
    const known = new Set(NAMED.map((rule) => `equation.forward.${rule}`));
    expect(Object.keys(EQUATION_WAY_FORWARD_EN).filter((key) => !known.has(key))).toEqual([]);
    expect(Object.keys(EQUATION_WAY_FORWARD_HE).sort()).toEqual(Object.keys(EQUATION_WAY_FORWARD_EN).sort());
  });

  it('fills the site and the letter: the bracket multiplied out on its first term only', () => {
    const mistake = { rule: 'bracket_first_term_only', site: '2(x + 3)', letter: 'x', line: '2x + 3 = 14' } as const;
    expect(equationClause(mistake, '2(x + 3) = 14', 'en')).toBe('the bracket 2(x + 3) was multiplied out on its first term only');
    expect(equationWayForward(mistake, '2(x + 3) = 14', 'en')).toBe(
      'Multiply the number before the bracket by every term inside 2(x + 3).',
    );
    expect(equationWayForward(mistake, '2(x + 3) = 14', 'he')).toBe('כפלו את המספר שלפני הסוגריים בכל אחד מהאיברים שבתוך 2(x + 3).');
  });
});
