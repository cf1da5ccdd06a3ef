// The sentences on an equation working: every rule and every advice of
// linear-equation-check's contract has a sentence in English and in Hebrew, and the sentences of a
// working carry the student's own lines and the engine's solutions.
import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import { ADVICE_RULES, EQUATION_RULES } from '../equations/rule-ids';
import type { LinearEquationCheckOutput } from '../tools/linear-equation-check';
import type { LinearEquationSolveOutput } from '../tools/linear-equation-solve';
import { loadContracts } from '../../testing/contracts';
import { EQUATION_SENTENCES, equationStepSentences, equationVerdict } from './equation-check-sentences';
import { EQUATION_CLAUSES_EN, EQUATION_CLAUSES_HE, EQUATION_WAY_FORWARD_EN, EQUATION_WAY_FORWARD_HE } from './equation-sentences';
import { equationSolveHint } from './equation-solve-sentences';
import { sentenceText, type SentenceMessage } from './sentence-message';
import { WAY_FORWARD } from './way-forward-sentences';
import { WORKING_SENTENCES } from './working-sentences';

type Catalog = Readonly<Record<string, string>>;
const en: Catalog = {
  ...EQUATION_SENTENCES.en,
  ...EQUATION_CLAUSES_EN,
  ...EQUATION_WAY_FORWARD_EN,
  ...WAY_FORWARD.en,
  ...WORKING_SENTENCES.en,
};
const he: Catalog = {
  ...EQUATION_SENTENCES.he,
  ...EQUATION_CLAUSES_HE,
  ...EQUATION_WAY_FORWARD_HE,
  ...WAY_FORWARD.he,
  ...WORKING_SENTENCES.he,
};
const messageText = (message: SentenceMessage, catalog: Catalog): string => sentenceText(message, catalog);

const check = (working: string, answer?: string): LinearEquationCheckOutput =>
  execute('linear-equation-check', answer === undefined ? { working } : { working, answer }) as LinearEquationCheckOutput;
const english = (output: LinearEquationCheckOutput, index: number): string =>
  equationStepSentences(output, index)
    .map((m) => messageText(m, en))
    .join(' ');
const hebrew = (output: LinearEquationCheckOutput, index: number): string =>
  equationStepSentences(output, index)
    .map((m) => messageText(m, he))
    .join(' ');
const catalogs = { en, he } as const;

describe('every rule of the contract has a sentence', () => {
  const contract = loadContracts().find((c) => c.id === 'linear-equation-check')!;
  const schema = JSON.stringify(contract.output_schema);

  it.each(Object.keys(catalogs))('in %s: each misconception rule, and the fraction rules together', (language) => {
    const catalog = catalogs[language as keyof typeof catalogs] as Readonly<Record<string, string>>;
    for (const rule of EQUATION_RULES) expect(catalog[`equation.rule.${rule}`], rule).toBeTruthy();
    expect(catalog['equation.rule.fraction']).toBeTruthy();
  });

  it.each(Object.keys(catalogs))('in %s: each advice', (language) => {
    const catalog = catalogs[language as keyof typeof catalogs] as Readonly<Record<string, string>>;
    for (const rule of ADVICE_RULES) expect(catalog[`equation.advice.${rule}`], rule).toBeTruthy();
  });

  it('the lists the sentences are checked against are the contract’s own', () => {
    for (const rule of EQUATION_RULES) expect(contract.semantics.join(' ')).toContain(rule);
    for (const rule of ADVICE_RULES) expect(schema).toContain(`"${rule}"`);
  });
});

describe('a working said with the student’s numbers', () => {
  it('the sign kept when a term moves: the line before, both solutions and the term', () => {
    const output = check('2/3 x + 1/4 = 5/6\n2/3 x = 5/6 + 1/4');
    expect(messageText(equationVerdict(output), en)).toBe('The first mistake is on line 2.');
    expect(english(output, 1)).toBe(
      '2/3 x + 1/4 = 5/6 has the solution x = 7/8, but this line has x = 13/8: it looks like 1/4 was moved to the other side without changing its sign (a term that moves across “=” changes its sign). To move 1/4 to the other side, add its opposite to both sides: that is why its sign changes.',
    );
    expect(hebrew(output, 1)).toContain('1/4 הועבר לאגף השני');
    // The way forward, after the mistake (issue 40).
    expect(hebrew(output, 1)).toContain('כדי להעביר את 1/4 לאגף השני, מוסיפים לשני האגפים את הנגדי שלו');
    expect(hebrew(output, 1)).toContain('x = 7/8');
  });

  it('the advice on a right but unhelpful move, and a second letter that cancels', () => {
    expect(english(check('x/4 - 1/2 = 2\n(x/4-1/2)+1/2 = (2)+1/2\nx/4 = 5/2\n(x/4)/4=(5/2)/4'), 3)).toContain(
      'Right, but to clear the fraction, multiply both sides by 4.',
    );
    expect(english(check('-2 - x = -6 + x\n(-2 - x) + y = (-6 + x) + y'), 1)).toContain(
      'y is another letter, not x: added to both sides it cancels',
    );
  });

  it('the check line, the solutions that are no number, and a valid working', () => {
    const output = check('3(x − 2) = 1.5\n3x − 6 = 1.5\n3x = 7.5\nx = 2.5\n3(2.5 − 2) = 1.5');
    expect(english(output, 4)).toBe('The check: x = 5/2 put back into the first equation, and both sides are equal.');
    expect(messageText(equationVerdict(output), en)).toBe(
      'Correct: every line has the same solution as the equation, x = 5/2, and the check holds.',
    );
    expect(messageText(equationVerdict(output), he)).toContain('הבדיקה מתקיימת');
    expect(english(check('2x + 1 = 2x + 3\n1 = 3'), 1)).toBe('Same solution as 2x + 1 = 2x + 3: no solution.');
    expect(hebrew(check('2x + 1 = 2x + 3\n1 = 3'), 1)).toContain('אין פתרון');
  });

  it('the sign family named as such where the numbers cannot tell', () => {
    expect(english(check('5x = 3 - 7\n5x = 4'), 1)).toContain('it looks like the sign went wrong at 3 - 7');
  });

  it('a fraction right before the letter is said to multiply it, with the student’s fraction', () => {
    const output = check('2/3x + 1/4 = 5/6\nx = 7/8');
    expect(english(output, 0)).toBe(
      'The equation; its solution is x = 7/8. A fraction written right before the letter or a bracket multiplies it: 2/3x is read as (2/3) × x.',
    );
    expect(hebrew(output, 0)).toContain('(2/3) × x');
  });

  it('a hint of the way forward for each action, with its numbers', () => {
    const output = execute('linear-equation-solve', {
      working: '2/3x + 1/4 = 5/6\n2/3x = 5/6 + 1/4\nx = 13/8',
    }) as LinearEquationSolveOutput;
    expect(output.steps.map((_, index) => messageText(equationSolveHint(output, index), en))).toEqual([
      'Multiply both sides by 12, the least common multiple of the denominators, to clear the fractions.',
      'Subtract 3 from both sides, so that the side with x has no number.',
      'Divide both sides by 8, the coefficient of x.',
      'Check: put x = 7/8 back into the first equation; both sides must come out equal.',
    ]);
    const negative = execute('linear-equation-solve', { working: 'x - 6 = 2' }) as LinearEquationSolveOutput;
    expect(messageText(equationSolveHint(negative, 0), en)).toBe('Add 6 to both sides, so that the side with x has no number.');
  });

  it('the last rewrite into letter = value is said as such, not as expanding brackets; a real expansion still is', () => {
    for (const working of ['2x = 10\n5 = x', '2x = 10\nx = 10/2', 'x + 2 - 2 = 5']) {
      const output = execute('linear-equation-solve', { working }) as LinearEquationSolveOutput;
      expect(output.steps[0]!.action).toBe('expand_and_collect');
      expect(messageText(equationSolveHint(output, 0), en)).toBe('Write the line as x = 5: x alone on one side, its value on the other.');
      expect(messageText(equationSolveHint(output, 0), he)).toContain('x = 5');
    }
    // Brackets to expand, even when the expansion gives the answer at once.
    for (const working of ['3(x+1) = 9', '2(x + 1) - x - 2 = 5']) {
      const brackets = execute('linear-equation-solve', { working }) as LinearEquationSolveOutput;
      expect(messageText(equationSolveHint(brackets, 0), en)).toBe('Expand the brackets and collect like terms on each side.');
    }
    const letterY = execute('linear-equation-solve', { working: '2y = 10\n5 = y' }) as LinearEquationSolveOutput;
    expect(messageText(equationSolveHint(letterY, 0), en)).toBe('Write the line as y = 5: y alone on one side, its value on the other.');
  });
});
