import { describe, expect, it } from 'vitest';
import { en } from './en';
import { placeholders } from './format';
import he from './he';

const keysOf = (catalog: object): string[] => Object.keys(catalog).sort();

describe('catalogs', () => {
  it('Hebrew has every English key and no other', () => {
    expect(keysOf(he)).toEqual(keysOf(en));
  });

  it('each Hebrew message names exactly the placeholders its English one does', () => {
    const english = en as Readonly<Record<string, string>>;
    const hebrew = he as Readonly<Record<string, string>>;
    for (const key of Object.keys(en)) {
      expect({ key, params: placeholders(hebrew[key]!).sort() }).toEqual({ key, params: placeholders(english[key]!).sort() });
    }
  });

  it('no message is empty, and Hebrew messages with words are in Hebrew', () => {
    for (const [key, text] of Object.entries(he)) {
      expect(text.trim(), key).not.toBe('');
      // A message with Latin words but no Hebrew letter was left untranslated (names like JSON excepted).
      const words = text.replace(/\{[^}]*\}/g, '').match(/[A-Za-z]{3,}/g) ?? [];
      const untranslated = words.filter((word) => !['JSON', 'Exactly', 'CodeMirror'].includes(word));
      if (untranslated.length > 0) expect(text, key).toMatch(/[\u0590-\u05FF]/);
    }
  });
});
