import { describe, expect, it } from 'vitest';
import { readAnswerKey } from '../grading/key';
import { badRowReason, GRADING_SENTENCES_EN, GRADING_SENTENCES_HE, keyFaultText, tableProblemText, verdictName } from './grading-sentences';

const placeholders = (template: string): string[] => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
const COLUMNS = ['student', 'question', 'working'];

describe('the grading sentences', () => {
  it('Hebrew has every English key, with the same placeholders, and is in Hebrew', () => {
    expect(Object.keys(GRADING_SENTENCES_HE).sort()).toEqual(Object.keys(GRADING_SENTENCES_EN).sort());
    for (const [key, english] of Object.entries(GRADING_SENTENCES_EN)) {
      const hebrew = GRADING_SENTENCES_HE[key as keyof typeof GRADING_SENTENCES_EN];
      expect({ key, params: placeholders(hebrew) }).toEqual({ key, params: placeholders(english) });
      expect(hebrew, key).toMatch(/[\u0590-\u05FF]/);
    }
  });

  it('names a verdict, and a verdict it does not know by its id', () => {
    expect(verdictName('step_mismatch', 'en')).toBe('wrong step');
    expect(verdictName('step_mismatch', 'he')).toBe('צעד שגוי');
    expect(verdictName('future_verdict', 'en')).toBe('future_verdict');
  });
});

describe('a key’s faults in the page’s language', () => {
  const key = readAnswerKey({
    records: [
      ['question', 'answer', 'final_form'],
      ['Q1', '1½', ''],
      ['Q2', '1/2', 'roundest'],
      ['Q2', '1', ''],
      ['', '1', ''],
    ],
    faults: new Map(),
  });
  if ('missing' in key) throw new Error('the key has its columns');

  it('names the row, the question and the text at fault, in English and in Hebrew', () => {
    expect(key.faults.map((fault) => keyFaultText(fault, 'en'))).toEqual([
      'Key row 2: the answer “1½” of Q1 is not a number (write it as 3/4, 1 1/2, 0.75 or 75%); Q1 is graded without an answer.',
      'Key row 3: the final form “roundest” of Q2 is none of any, lowest terms, improper, mixed, decimal; Q2 is graded in any form.',
      'Key row 4: Q2 is in the key twice; the first row is used.',
      'Key row 5 has no question; it is not used.',
    ]);
    const hebrew = keyFaultText(key.faults[0]!, 'he');
    expect(hebrew).toContain('שורה 2 במפתח');
    expect(hebrew).toContain('„1½”');
  });

  it('says a fault of a reason it does not know (kept by another build) in its own words', () => {
    expect(keyFaultText({ row: 7, reason: 'future_reason' as never, message: 'key row 7: something new' }, 'en')).toBe(
      'key row 7: something new',
    );
  });
});

describe('a file’s problem in the page’s language', () => {
  it('names the file, and for a missing header its first row and the columns', () => {
    expect(tableProblemText({ kind: 'empty' }, 'class.csv', COLUMNS, 'en')).toBe(
      'class.csv is empty: it has no rows at all. Choose the file with the class’s answers.',
    );
    expect(tableProblemText({ kind: 'header_only' }, 'class.csv', COLUMNS, 'en')).toBe(
      'class.csv has a header row but no rows under it: there is nothing to grade.',
    );
    expect(tableProblemText({ kind: 'no_header', firstRow: ['Dana', 'Q1', '1'] }, 'class.csv', COLUMNS, 'en')).toBe(
      'class.csv has no header row: its first row (Dana, Q1, 1) names none of the columns student, question, working. Add a header row naming them first, then choose the file again.',
    );
    expect(tableProblemText({ kind: 'no_header', firstRow: ['', ''] }, 'class.csv', COLUMNS, 'en')).toContain('its first row is blank');
  });

  it('in Hebrew too', () => {
    expect(tableProblemText({ kind: 'empty' }, 'class.csv', COLUMNS, 'he')).toBe(
      'class.csv ריק: אין בו שורות בכלל. בחרו את הקובץ עם תשובות הכיתה.',
    );
    expect(tableProblemText({ kind: 'no_header', firstRow: ['דנה'] }, 'class.csv', COLUMNS, 'he')).toContain('(דנה)');
  });
});

describe('a bad row’s reason', () => {
  it('is the row’s own words for a row’s fault, and the Working tab’s pointer for a working the engine could not read', () => {
    expect(badRowReason({ reason: 'unknown_question', question: 'Q9' }, 'en')).toBe('the question Q9 is not in the key');
    expect(badRowReason({ reason: 'missing_working', question: 'Q1' }, 'en')).toBe(GRADING_SENTENCES_EN['badReason.missing_working']);
    expect(badRowReason({ reason: 'unexpected_token', question: 'Q1' }, 'en')).toBe(GRADING_SENTENCES_EN['badReason.working']);
  });
});
