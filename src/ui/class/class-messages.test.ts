import { describe, expect, it } from 'vitest';
import { placeholders } from '../i18n/format';
import { classEn, classHe } from './class-messages';

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
