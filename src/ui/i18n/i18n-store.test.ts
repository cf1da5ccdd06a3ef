import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/** A fresh store module for each test (its state is module-level), on a stand-in page. */
async function freshStore() {
  vi.resetModules();
  const stored = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  });
  vi.stubGlobal('document', { documentElement: { lang: '', dir: '' }, title: '' });
  vi.stubGlobal('navigator', { languages: ['en-GB'], language: 'en-GB' });
  return import('./i18n-store');
}

describe('the language store', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  test('starting in English keeps the state hydration was rendered with, and tells no one', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    store.subscribeToI18n(listener);
    await store.startI18n();
    // Another object would make every component redraw right after hydration, in one long task.
    expect(store.getI18n()).toBe(store.getBuiltI18n());
    expect(listener).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).not.toBe('');
  });

  test('another language is a new state, told to every listener; English again is told too', async () => {
    const store = await freshStore();
    await store.startI18n();
    const listener = vi.fn();
    store.subscribeToI18n(listener);
    await store.setLanguage('he');
    expect(store.getI18n().language).toBe('he');
    expect(store.getI18n()).not.toBe(store.getBuiltI18n());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dir).toBe('rtl');
    await store.setLanguage('en');
    expect(store.getI18n().language).toBe('en');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(document.documentElement.dir).toBe('ltr');
  });
});
