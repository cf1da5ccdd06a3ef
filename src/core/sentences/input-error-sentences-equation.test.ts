// The Working tab's input errors on an equation working: for every reason of the equation tools, a
// sentence in English and in Hebrew naming the line from 1 and quoting the text at fault.
import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import type { ErrorEnvelope } from '../errors';
import { INPUT_ERROR_SENTENCES, EQUATION_ERROR_REASONS, equationInputError } from './input-error-sentences';
import { sentenceText as messageText } from './sentence-message';

const { en, he } = INPUT_ERROR_SENTENCES;

const said = (tool: 'linear-equation-check' | 'linear-equation-solve', working: string, answer?: string) => {
  const envelope = execute(tool, answer === undefined ? { working } : { working, answer }) as unknown as ErrorEnvelope;
  if (!('error' in envelope)) throw new Error(`${working}: no error`);
  const sentence = equationInputError(working, envelope, answer);
  return { en: messageText(sentence, en), he: messageText(sentence, he), reason: envelope.error.details.reason };
};

const CASES: Array<[reason: string, working: string, english: string, answer?: string, tool?: 'linear-equation-solve']> = [
  [
    'bad_character',
    '2x + 1 = 3\n2x = 2 #',
    'Line 2: “#” cannot be part of an equation: use numbers, one letter, + − × ÷ : = and brackets.',
  ],
  ['unexpected_token', '2x + 1 = 3\n2x = ) 2', 'Line 2: “)” cannot come here.'],
  ['unexpected_end', '2x + 1 = 3\n2x = 2 +', 'Line 2: “2x = 2 +” ends too early: write what comes after “+”.'],
  ['not_an_equation', '2x + 1 = 3\n2x + 1', 'Line 2: “2x + 1” has no “=”: write one equation a line.'],
  ['two_equals', '2x + 1 = 3 = 3', 'Line 1: a second “=”: write one equation a line.'],
  ['two_unknowns', '2x + 1 = 3\n2x + y = 3', 'Line 2: “y” is a second letter: this equation has one unknown, x.'],
  ['literal_too_long', `x = ${'1'.repeat(21)}`, `Line 1: the number “${'1'.repeat(21)}” has more than 20 digits.`],
  ['too_deep', `x = ${'('.repeat(25)}1${')'.repeat(25)}`, 'Line 1: more than 24 brackets or signs inside one another at “(”.'],
  ['line_too_long', `x = 1\nx = ${'1 + '.repeat(45)}1`, 'Line 2 is longer than 160 characters: write it in shorter steps.'],
  ['lone_surrogate', 'x = 1\nx = \ud800', 'Line 2: a character that is not text was pasted here: type it again.'],
  ['empty_working', '  \n ', 'Write the problem on the first line, then each step on its own line, starting with “=”.'],
  ['too_many_lines', 'x = 1\n'.repeat(41), 'The working has more than 40 lines.'],
  ['working_too_long', `x = ${'1'.repeat(4100)}`, 'The working is longer than 4096 bytes.'],
  ['bad_answer', 'x = 1', 'The answer key “seven” is not a number, “none” (no solution) or “every” (every number).', 'seven'],
  ['answer_too_long', 'x = 1', 'The answer key has more than 200 digits.', '1'.repeat(201)],
  ['not_linear', 'x*x = 4', 'The equation is not linear: its unknown ends up squared.', undefined, 'linear-equation-solve'],
  [
    'solution_too_long',
    `${'(x + 1) + '.repeat(13)}x = 1/3`,
    'The way forward would be longer than a working may be.',
    undefined,
    'linear-equation-solve',
  ],
  [
    'method_not_applicable',
    'x/(x-1) = 1/(x-1)',
    'This equation cannot be solved step by step here (clearing its denominators could add a solution).',
    undefined,
    'linear-equation-solve',
  ],
];

describe('an equation working that cannot be read, said in the page’s language', () => {
  it.each(CASES)('%s: %j', (reason, working, english, answer, tool) => {
    const sentence = said(tool ?? 'linear-equation-check', working, answer);
    expect(sentence.reason).toBe(reason);
    expect(sentence.en).toBe(english);
    expect(sentence.he).toMatch(/[\u0590-\u05FF]/);
    expect(sentence.he).not.toMatch(/\{[A-Za-z_]+\}/);
  });

  it('every reason named has a case here', () => {
    expect([...new Set(CASES.map(([reason]) => reason))].sort()).toEqual([...EQUATION_ERROR_REASONS].sort());
  });
});
