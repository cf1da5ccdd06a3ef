import { describe, expect, it } from 'vitest';
import { formatTemplate, placeholders, splitTemplate } from './format';
import { languageOfTag, pickLanguage } from './language';
import { translatorFor } from './translate';
import { en } from './en';

describe('templates', () => {
  it('lists placeholders once each, in order', () => {
    expect(placeholders('{a} then {b}, {a} again')).toEqual(['a', 'b']);
    expect(placeholders('no values')).toEqual([]);
  });

  it('puts values in and leaves a missing one visible', () => {
    expect(formatTemplate('Step {step}: {value} is wrong', { step: 's2', value: '-1/3' })).toBe('Step s2: -1/3 is wrong');
    expect(formatTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('does not read values from the prototype chain', () => {
    expect(formatTemplate('{toString}', {})).toBe('{toString}');
  });

  it('a value containing braces is not expanded again', () => {
    expect(formatTemplate('{a}{b}', { a: '{b}', b: 'x' })).toBe('{b}x');
  });

  it('splits a template into text and placeholders', () => {
    expect(splitTemplate('run {command}.')).toEqual([{ text: 'run ' }, { param: 'command' }, { text: '.' }]);
    expect(splitTemplate('{x}')).toEqual([{ param: 'x' }]);
  });

  it('translates through a catalog', () => {
    const t = translatorFor(en);
    expect(t('tab.evaluate')).toBe('Evaluate');
    expect(t('failure.timeout', { seconds: 2 })).toBe('The engine took longer than 2 s on this input, so it was stopped and restarted.');
  });
});

describe('choosing a language', () => {
  it('reads the primary subtag, including Hebrew’s old code', () => {
    expect(languageOfTag('he-IL')).toBe('he');
    expect(languageOfTag('iw')).toBe('he');
    expect(languageOfTag('EN_gb')).toBe('en');
    expect(languageOfTag('fr-FR')).toBeNull();
  });

  it('prefers a remembered choice, then the first language the app has, then English', () => {
    expect(pickLanguage('he', ['en-US'])).toBe('he');
    expect(pickLanguage(null, ['fr', 'he-IL', 'en'])).toBe('he');
    expect(pickLanguage('xx', ['de'])).toBe('en');
    expect(pickLanguage(undefined, [])).toBe('en');
  });
});
