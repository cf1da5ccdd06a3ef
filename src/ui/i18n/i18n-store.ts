/**
 * The active language, kept outside React like the tabs' stores. English is bundled; another
 * language's catalog is fetched (a dynamic import, so its own chunk) the first time it is
 * chosen. The choice is remembered in localStorage and mirrored on <html lang dir>.
 */
import { en, type Catalog } from './en';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from './language';
import { translatorFor, type Translate } from './translate';

export interface I18nState {
  language: Language;
  catalog: Catalog;
  t: Translate;
}

const LOADERS: Readonly<Record<Language, () => Promise<Catalog>>> = {
  en: () => Promise.resolve(en),
  he: () => import('./he').then((module) => module.default),
};

/** English, as the build renders the first screen: what the page is hydrated with, whatever happened since. */
const BUILT_STATE: I18nState = { language: DEFAULT_LANGUAGE, catalog: en, t: translatorFor(en) };
let state: I18nState = BUILT_STATE;
const listeners = new Set<() => void>();
/** The latest language asked for, so a slow load never overrides a later choice. */
let wanted: Language = DEFAULT_LANGUAGE;

export const getI18n = (): I18nState => state;

/**
 * The state the built first screen was rendered in (React's server snapshot). Hydration renders
 * with it, so a language chosen (or saved by another window) while the page is being taken over
 * cannot make React's render differ from the built DOM (#418) and throw that DOM away; the
 * change is rendered right after, as any other.
 */
export const getBuiltI18n = (): I18nState => BUILT_STATE;

export function subscribeToI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message in the active language, for code outside components (a component uses `useT`). */
export const t: Translate = (key, ...args) => state.t(key, ...args);

function readStored(): unknown {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked: fall back to the browser's languages
  }
}

function applyToDocument(language: Language, t: Translate): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  document.title = t('app.documentTitle');
}

/**
 * Switches the app to a language, fetching its catalog if needed. When the catalog cannot be
 * fetched (offline before it was ever cached) the app stays in its current language.
 */
export async function setLanguage(language: Language, remember = true): Promise<void> {
  wanted = language;
  if (remember) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage blocked: the choice lasts for this visit only
    }
  }
  let catalog: Catalog;
  try {
    catalog = await LOADERS[language]();
  } catch (error) {
    console.error(`The ${language} messages could not be loaded`, error);
    return;
  }
  if (wanted !== language) return;
  // The language already shown (English at start, as built) keeps its state object: a new one
  // would tell every component the language changed, and right after hydration React redraws
  // each of them at once, in one long task, for the built snapshot it no longer equals.
  if (state.language === language && state.catalog === catalog) {
    applyToDocument(language, state.t);
    return;
  }
  state = { language, catalog, t: translatorFor(catalog) };
  applyToDocument(language, state.t);
  for (const listener of listeners) listener();
}

/** Picks the starting language (remembered choice, else the browser's) and loads it; call before the first render. */
export function startI18n(): Promise<void> {
  const stored = readStored();
  const language = pickLanguage(stored, navigator.languages ?? [navigator.language]);
  return setLanguage(language, isLanguage(stored));
}
