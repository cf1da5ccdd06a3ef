/**
 * The one reading of an equation's answer, as a key, a row or a student writes it: a rational,
 * "x = 3/4" (the value after one letter and "="), or the words for no solution and every number.
 */
import { invalidInput, limitExceeded } from '../errors';
import { EQUATION_MAX_ANSWER_DIGITS } from '../grammar/working-limits';
import type { SolutionSet } from '../equations/solution-set';
import { Rational, splitRationalText } from '../rational';

/** The words for the two answers that are no number, in English and Hebrew, as a class writes them. */
const NO_SOLUTION = ['none', 'no solution', '\u05d0\u05d9\u05df \u05e4\u05ea\u05e8\u05d5\u05df'];
const EVERY_NUMBER = ['every', 'every number', 'all', '\u05db\u05dc \u05de\u05e1\u05e4\u05e8'];

/** How an answer is written: a rational, "none" (no solution) or "every" (every number is one). */
export function readEquationAnswer(text: string): SolutionSet {
  const word = answerWord(text);
  if (word !== null) return word;
  const value = equationAnswerText(text);
  const parts = splitRationalText(value);
  if (parts === null)
    throw invalidInput('bad_answer', `answer "${text.slice(0, 40)}" must be a fraction such as "-7/8", or "none", or "every"`);
  if (parts.numeratorDigits > EQUATION_MAX_ANSWER_DIGITS || parts.denominatorDigits > EQUATION_MAX_ANSWER_DIGITS)
    throw limitExceeded('answer_too_long', `answer has more than ${EQUATION_MAX_ANSWER_DIGITS} digits in its numerator or denominator`);
  return { kind: 'one', value: Rational.parse(value)! };
}

/**
 * An answer as a key or a student writes it for an equation: "x = 3/4" is the value 3/4, the text
 * after one letter and "="; any other text is returned as it is.
 */
export function equationAnswerText(text: string): string {
  const match = /^\s*[A-Za-z]\s*=\s*(\S.*?)\s*$/.exec(text);
  return match === null ? text : match[1]!;
}

/** The most characters an answer written as words is read in (its spaces included). */
const MAX_ANSWER_WORD_TEXT = 64;

/** The set an answer written as words names ("none", "every number", אין פתרון…), or null for any other text; never throws. */
export function answerWord(text: string): SolutionSet | null {
  // The words are short: a longer text (a whole working, when grading) is none of them, unread.
  if (text.length > MAX_ANSWER_WORD_TEXT) return null;
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (NO_SOLUTION.includes(word)) return { kind: 'none' };
  if (EVERY_NUMBER.includes(word)) return { kind: 'every', except: [] };
  return null;
}

/** Whether a line of a working states the unknown's value: one letter alone on a side ("x = 3/4", "3/4 = x"). */
export function statesUnknown(line: string): boolean {
  return /^\s*[A-Za-z]\s*=|=\s*[A-Za-z]\s*$/.test(line);
}
