import type { Catalog, EnglishCatalog, MessageKey } from './en';
import { formatTemplate, type ParamNames, type ParamValue } from './format';

/** The parameters a key's English template names (none: no argument at all). */
export type ParamsOf<K extends MessageKey> = ParamNames<EnglishCatalog[K]>;
export type TranslateArgs<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [params: Readonly<Record<ParamsOf<K>, ParamValue>>];

/** `t('key', { name: value })`: the message in the active language, with its values put in. */
export type Translate = <K extends MessageKey>(key: K, ...args: TranslateArgs<K>) => string;

export function translatorFor(catalog: Catalog): Translate {
  return (key, ...args) => formatTemplate(catalog[key], args[0]);
}
