import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, pickLanguage } from '../i18n/language';
import { APP_KEY_PREFIX, draftKey, historyKey } from '../persistence/keys';
import { resultHeightKey } from '../common/result-height';
import { DEFAULT_TAB, hashOf } from '../tabs';
import {
  BOOT_DEFAULT_LANGUAGE,
  BOOT_KEY_PREFIX,
  BOOT_LANDING_HASH,
  BOOT_LANGUAGES,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_BOOT_SCRIPT,
} from '../../shared/first-screen-boot';

interface Visit {
  hash?: string;
  stored?: Record<string, string>;
  languages?: string[];
  /** localStorage throws when touched (site data blocked). */
  storageRefused?: boolean;
}

/** What the inline script decides for a visit, run as the browser runs it (no module, its own globals). */
function decide({ hash = '', stored = {}, languages = ['en-US'], storageRefused = false }: Visit): string | undefined {
  const attributes: Record<string, string> = {};
  const keys = Object.keys(stored);
  const sandbox = {
    location: { hash },
    navigator: { languages, language: languages[0] },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
    },
  };
  Object.defineProperty(sandbox, 'localStorage', {
    get: () => {
      if (storageRefused) throw new Error('SecurityError');
      return { length: keys.length, key: (index: number) => keys[index] ?? null };
    },
  });
  runInNewContext(FIRST_SCREEN_BOOT_SCRIPT, sandbox);
  return attributes[FIRST_SCREEN_ATTRIBUTE];
}

describe('the first-screen boot script', () => {
  it('knows the app as it is: its languages, its landing tab and the names it keeps things under', () => {
    expect(BOOT_LANGUAGES).toEqual(LANGUAGES);
    expect(BOOT_DEFAULT_LANGUAGE).toBe(DEFAULT_LANGUAGE);
    expect(BOOT_LANDING_HASH).toBe(hashOf(DEFAULT_TAB));
    expect(BOOT_KEY_PREFIX).toBe(APP_KEY_PREFIX);
    for (const key of [draftKey('working'), historyKey('working'), resultHeightKey('working'), LANGUAGE_STORAGE_KEY])
      expect(key.startsWith(BOOT_KEY_PREFIX), key).toBe(true);
  });

  it('takes the built screen for a first visit to the landing tab in English', () => {
    for (const hash of ['', '#', '#/', '#/working']) expect(decide({ hash })).toBe('built');
  });

  it('renders anew for another tab, a share link or an unknown address', () => {
    for (const hash of ['#/evaluate', '#/class', '#/working?r=abc', '#/nowhere']) expect(decide({ hash })).toBe('client');
  });

  it('renders anew when anything was kept from an earlier visit', () => {
    expect(decide({ stored: { 'exactly:v1:draft:working': '{}' } })).toBe('client');
    expect(decide({ stored: { 'exactly:language': 'en' } })).toBe('client');
    expect(decide({ stored: { 'exactly:v1:result-height:working': '{}' } })).toBe('client');
    expect(decide({ stored: { 'another-app': '1' } })).toBe('built');
  });

  it('renders anew when storage is refused (the app then says it is not keeping work)', () => {
    expect(decide({ storageRefused: true })).toBe('client');
  });

  it('picks the language as the app does, and builds only for its default', () => {
    const cases = [['en-US'], ['he-IL'], ['iw'], ['fr', 'he'], ['fr', 'en', 'he'], ['de'], [], ['HE_il', 'en'], [' en ']];
    for (const languages of cases) {
      const expected = pickLanguage(null, languages) === 'en' ? 'built' : 'client';
      expect(decide({ languages }), languages.join(',')).toBe(expected);
    }
  });
});
