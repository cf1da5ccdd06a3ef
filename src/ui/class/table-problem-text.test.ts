import { describe, expect, it } from 'vitest';
import { formatTemplate } from '../i18n/format';
import { classEn, classHe, type ClassMessageKey, type ClassTranslate } from './class-messages';
import { tableProblemText } from './table-problem-text';

const translate =
  (catalog: Record<ClassMessageKey, string>): ClassTranslate =>
  (key, params) =>
    formatTemplate(catalog[key], params);
const COLUMNS = ['student', 'question', 'working'];

describe('a file’s problem in the page’s language', () => {
  it('names the file, and for a missing header its first row and the columns', () => {
    const en = translate(classEn);
    expect(tableProblemText(en, { kind: 'empty' }, 'class.csv', COLUMNS)).toBe(
      'class.csv is empty: it has no rows at all. Choose the file with the class’s answers.',
    );
    expect(tableProblemText(en, { kind: 'header_only' }, 'class.csv', COLUMNS)).toBe(
      'class.csv has a header row but no rows under it: there is nothing to grade.',
    );
    expect(tableProblemText(en, { kind: 'no_header', firstRow: ['Dana', 'Q1', '1'] }, 'class.csv', COLUMNS)).toBe(
      'class.csv has no header row: its first row (Dana, Q1, 1) names none of the columns student, question, working. Add a header row naming them first, then choose the file again.',
    );
    expect(tableProblemText(en, { kind: 'no_header', firstRow: ['', ''] }, 'class.csv', COLUMNS)).toContain('its first row is blank');
  });

  it('in Hebrew too', () => {
    const he = translate(classHe);
    expect(tableProblemText(he, { kind: 'empty' }, 'class.csv', COLUMNS)).toBe(
      'class.csv ריק: אין בו שורות בכלל. בחרו את הקובץ עם תשובות הכיתה.',
    );
    expect(tableProblemText(he, { kind: 'no_header', firstRow: ['דנה'] }, 'class.csv', COLUMNS)).toContain('(דנה)');
  });
});
