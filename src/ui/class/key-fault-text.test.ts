import { describe, expect, it } from 'vitest';
import { formatTemplate } from '../i18n/format';
import { readAnswerKey } from '../../core/grading/key';
import { classEn, classHe, type ClassMessageKey, type ClassTranslate } from './class-messages';
import { keyFaultText } from './key-fault-text';

const translate =
  (catalog: Record<ClassMessageKey, string>): ClassTranslate =>
  (key, params) =>
    formatTemplate(catalog[key], params);

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
    expect(key.faults.map((fault) => keyFaultText(translate(classEn), fault))).toEqual([
      'Key row 2: the answer “1½” of Q1 is not a number (write it as 3/4, 1 1/2, 0.75 or 75%); Q1 is graded without an answer.',
      'Key row 3: the final form “roundest” of Q2 is none of any, lowest terms, improper, mixed, decimal; Q2 is graded in any form.',
      'Key row 4: Q2 is in the key twice; the first row is used.',
      'Key row 5 has no question; it is not used.',
    ]);
    const hebrew = keyFaultText(translate(classHe), key.faults[0]!);
    expect(hebrew).toContain('שורה 2 במפתח');
    expect(hebrew).toContain('„1½”');
  });

  it('says a fault of a reason it does not know (kept by another build) in its own words', () => {
    expect(keyFaultText(translate(classEn), { row: 7, reason: 'future_reason' as never, message: 'key row 7: something new' })).toBe(
      'key row 7: something new',
    );
  });
});
