// A key's answer read as the Working tab reads a number: every written form of the same value is the same answer.
import { describe, expect, it } from 'vitest';
import { readKeyAnswer } from './key-answer';
import { finalFormWord } from './final-form-word';

describe('readKeyAnswer', () => {
  it.each([
    ['6/4', '6/4', '3/2'],
    ['5.22', '5.22', '261/50'],
    ['x = -0.5', '-0.5', '-1/2'],
  ])('%s, a form the tool takes, is kept as written (%s), its value %s', (written, answer, value) => {
    expect(readKeyAnswer(written)).toEqual({ answer, value });
  });

  it.each([
    ['1 1/2', '3/2'],
    [' 3 13/12 ', '49/12'],
    ['-1 1/2', '-3/2'],
    ['3/2', '3/2'],
    ['7', '7'],
    ['.5', '1/2'],
    ['0.333...', '1/3'],
    ['75%', '3/4'],
    ['(3/4)', '3/4'],
    ['x = 1 1/2', '3/2'],
    ['y=-7/8', '-7/8'],
  ])('%s is the value %s', (written, value) => {
    expect(readKeyAnswer(written)).toEqual({ answer: value, value });
  });

  it.each(['none', 'No solution', 'every', 'כל מספר', 'אין פתרון'])('the word %s is kept for the equation tool', (word) => {
    expect(readKeyAnswer(word)).toEqual({ answer: word, value: word });
  });

  it.each([
    ['1½', 'not a number'],
    ['1/2 + 1/3', 'a calculation'],
    ['3/0', 'divides by zero'],
    ['5/6 = 10/12', 'not one number'],
    ['abc', 'not a number'],
    ['05', 'not a number'],
    ['1'.repeat(201), 'longer than 200'],
  ])('%s is no answer: %s', (written, problem) => {
    const read = readKeyAnswer(written);
    expect('problem' in read && read.problem).toContain(problem);
  });
});

describe('finalFormWord', () => {
  it.each([
    ['Lowest terms', 'lowest_terms'],
    ['mixed number', 'mixed'],
    ['Improper fraction', 'improper'],
    ['decimal', 'decimal'],
    ['ANY', 'any'],
    ['מספר מעורב', 'mixed'],
    ['שבר מצומצם', 'lowest_terms'],
    ['roundest', null],
  ])('%s is %s', (written, word) => {
    expect(finalFormWord(written)).toBe(word);
  });
});
