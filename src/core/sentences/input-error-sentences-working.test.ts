// The Working tab's input errors, said to the student: for every error reason of the working
// grammar (and of the request's own fields the tab sends), a sentence in English and in Hebrew
// that names the line from 1 and quotes the text at fault, never the engine's message, a 0-based
// step or an offset. The envelopes are the engine's own.
import { describe, expect, it } from 'vitest';
import { execute } from '../execute';
import type { ErrorEnvelope } from '../errors';
import { INPUT_ERROR_SENTENCES, WORKING_ERROR_REASONS, workingInputError } from './input-error-sentences';
import { sentenceText as messageText } from './sentence-message';

const { en, he } = INPUT_ERROR_SENTENCES;

function envelopeOf(working: string, answer?: string): ErrorEnvelope {
  const response = execute('rational-working-check', answer === undefined ? { working } : { working, answer }) as unknown;
  if (typeof response !== 'object' || response === null || !('error' in response)) throw new Error(`${working}: no error`);
  return response as ErrorEnvelope;
}

const said = (working: string, answer?: string): { en: string; he: string; reason: string } => {
  const envelope = envelopeOf(working, answer);
  const sentence = workingInputError(working, envelope, answer);
  return { en: messageText(sentence, en), he: messageText(sentence, he), reason: envelope.error.details.reason };
};

const HEBREW = /[\u0590-\u05FF]/;
const PLACEHOLDER = /\{[A-Za-z_]+\}/;

/** For each reason, a working that has it, and the English sentence. */
const CASES: Array<[reason: string, working: string, english: string, answer?: string]> = [
  ['syntax_error', '1/2 + (1/3', 'Line 1: the bracket opened before 1/3 is never closed.'],
  ['syntax_error', '1/2 + 1/3\n= 5/6 +', 'Line 2: “5/6 +” ends too early: write what comes after “+”.'],
  ['syntax_error', '1/2 + 1/3 = 5/6 +\n= 1', 'Line 1: “5/6 +” ends too early: write what comes after “+”.'],
  ['syntax_error', '1/2 + 1/3\n= 3/6 ) + 2/6', 'Line 2: “)” cannot come here.'],
  ['syntax_error', '= 1/2', 'Line 1: the working cannot begin with “=”: write the problem first.'],
  ['syntax_error', '1/2 + 1/3\n= = 5/6', 'Line 2: nothing is written before “=”.'],
  ['bad_character', '1/2 + a', 'Line 1: “a” cannot be part of a working: use numbers, + − × ÷ : and brackets.'],
  ['bad_character', '1/2\n= 😀', 'Line 2: “😀” cannot be part of a working: use numbers, + − × ÷ : and brackets.'],
  [
    'bad_number',
    '1/2 + 1/3\n= 5/06',
    'Line 2: “06” is not a number as it is written: no 0 at the start of a whole number (5, not 05), and digits after a decimal point.',
  ],
  ['bad_mixed_number', '0 1/2 + 1', 'Line 1: the mixed number “0 1/2” needs a whole part and a fraction part above 0, such as 2 1/2.'],
  ['literal_too_long', `1 + ${'1'.repeat(41)}`, `Line 1: the number “${'1'.repeat(41)}” has more than 40 digits.`],
  ['too_deep', `1\n= ${'('.repeat(33)}1${')'.repeat(33)}`, 'Line 2: more than 32 brackets inside one another at “(”.'],
  ['bad_exponent', '2^0 + 1', 'Line 1: the power “0” needs a whole exponent from 1 to 12.'],
  ['exponent_too_large', '2^13', 'Line 1: the exponent “13” is over 12.'],
  [
    'value_too_large',
    `1\n= ${'9'.repeat(40)} × ${'9'.repeat(40)} × ${'9'.repeat(40)} × ${'9'.repeat(40)} × ${'9'.repeat(40)} × ${'9'.repeat(40)}`,
    'Line 2: the value at “×” has more than 200 digits.',
  ],
  ['lone_surrogate', '1/2\n= \ud800', 'Line 2: a character that is not text was pasted here: type it again.'],
  [
    'too_many_tokens',
    `1\n= ${Array(70).fill('1').join(' + ')}`,
    'Line 2: this step is too long (more than 128 numbers, signs and brackets): write it in shorter steps.',
  ],
  ['empty_working', '  ', 'Write the problem on the first line, then each step on its own line, starting with “=”.'],
  ['too_many_steps', Array(101).fill('1').join(' = '), 'The working has more than 100 steps.'],
  ['working_too_long', '1'.repeat(8193), 'The working is longer than 8192 bytes.'],
  ['bad_answer', '1/2', 'The answer key “1/2x” is not a number: write a fraction such as 17/12 or a decimal such as 5.22.', '1/2x'],
  ['answer_too_long', '1/2', 'The answer key has more than 200 digits.', '1'.repeat(201)],
];

describe("input errors of a working, in the student's words", () => {
  it.each(CASES)('%s: %j', (reason, working, english, answer) => {
    const sentence = said(working, answer);
    expect(sentence.reason).toBe(reason);
    expect(sentence.en).toBe(english);
    expect(sentence.he).toMatch(HEBREW);
    for (const text of [sentence.en, sentence.he]) {
      expect(text).not.toMatch(PLACEHOLDER);
      // Not the engine's words: no 0-based step, no "at <offset>".
      expect(text).not.toMatch(/\bstep \d|\bat \d/);
    }
  });

  it('every reason of the list has a case, in both languages', () => {
    expect(new Set(CASES.map(([reason]) => reason))).toEqual(new Set(WORKING_ERROR_REASONS));
  });

  it('the Hebrew sentence names the same line and quotes the same text', () => {
    expect(said('1/2 + (1/3').he).toBe('שורה 1: הסוגריים שנפתחו לפני 1/3 לא נסגרו.');
    expect(said('1/2\n= 1/2 + a').he).toBe('שורה 2: “a” אינו יכול להיות חלק מדרך הפתרון: השתמשו במספרים, ב־+ − × ÷ : ובסוגריים.');
  });

  it("a way forward the working's limits cannot hold is said so", () => {
    const envelope = { error: { code: 'limit_exceeded', message: 'x', details: { reason: 'solution_too_many_steps' } } } as ErrorEnvelope;
    expect(messageText(workingInputError('1', envelope), en)).toBe('The way forward would be longer than a working may be.');
  });
});
