export { en, type Catalog, type MessageKey } from './en';
export { formatTemplate, placeholders, splitTemplate, type ParamValue } from './format';
export { getI18n, setLanguage, startI18n, subscribeToI18n, t, type I18nState } from './i18n-store';
export { DEFAULT_LANGUAGE, directionOf, LANGUAGE_NAMES, LANGUAGES, pickLanguage, type Language } from './language';
export { LanguageSwitch } from './LanguageSwitch';
export { Ltr, Message } from './Message';
export { translatorFor, type ParamsOf, type Translate, type TranslateArgs } from './translate';
export { useI18n, useT } from './useI18n';
