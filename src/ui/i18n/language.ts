/** The languages the app speaks, and how it picks one. Pure: the browser's values come in as arguments. */

export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the chosen language is remembered (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'exactly:language';

/** Each language's own name for itself (what the switch shows, whatever language is active). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', he: 'עברית' };

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'he' ? 'rtl' : 'ltr');

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a BCP 47 tag asks for, if the app has it ("he-IL" → he; "iw", Hebrew's old code, → he). */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'iw') return 'he';
  return isLanguage(primary) ? primary : null;
}

/**
 * The language to start in: the one the person chose before, else the first of the browser's
 * preferred languages that the app has, else English.
 */
export function pickLanguage(stored: unknown, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language !== null) return language;
  }
  return DEFAULT_LANGUAGE;
}
