import { describe, expect, it } from 'vitest';
import { placeholders } from '../i18n/format';
import { formatTemplate } from '../i18n/format';
import { badRowReason, classEn, classHe, type ClassTranslate } from './class-messages';

describe('the Class tab’s catalogs', () => {
  it('Hebrew has every English key, with the same placeholders, and is in Hebrew', () => {
    expect(Object.keys(classHe).sort()).toEqual(Object.keys(classEn).sort());
    for (const [key, english] of Object.entries(classEn)) {
      const hebrew = classHe[key as keyof typeof classEn];
      expect({ key, params: placeholders(hebrew).sort() }).toEqual({ key, params: placeholders(english).sort() });
      if (/[A-Za-z]{3,}/.test(english.replace(/\{[^}]*\}/g, ''))) expect(hebrew, key).toMatch(/[\u0590-\u05FF]/);
    }
  });
});

describe('a bad row’s reason', () => {
  const t: ClassTranslate = (key, params) => formatTemplate(classEn[key], params);

  it('is the row’s own words for a row’s fault, and the Working tab’s pointer for a working the engine could not read', () => {
    expect(badRowReason(t, { reason: 'unknown_question', question: 'Q9' })).toBe('the question Q9 is not in the key');
    expect(badRowReason(t, { reason: 'missing_working', question: 'Q1' })).toBe(classEn['badReason.missing_working']);
    expect(badRowReason(t, { reason: 'unexpected_token', question: 'Q1' })).toBe(classEn['badReason.working']);
  });
});
