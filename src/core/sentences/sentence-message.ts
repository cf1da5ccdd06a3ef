/**
 * A sentence as the catalog holds it before it is put into words: a key of the catalog and the
 * values it names, each a string the engine wrote or a sentence of its own. The app renders one
 * left to right in either language (each value kept whole inside the sentence); sentenceText puts
 * one into plain text.
 */
/** `{name}` placeholders filled in. */
export function fillTemplate(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? params[name]! : whole));
}

export type SentencePart<Key extends string = string> =
  { kind: 'value'; text: string } | { kind: 'message'; id: Key; params: Readonly<Record<string, SentencePart<Key>>> };

export interface SentenceMessage<Key extends string = string> {
  id: Key;
  params: Readonly<Record<string, SentencePart<Key>>>;
}

export const valuePart = (text: string | number): { kind: 'value'; text: string } => ({ kind: 'value', text: String(text) });

export const nestedPart = <Key extends string>(id: Key, params: Readonly<Record<string, SentencePart<Key>>> = {}): SentencePart<Key> => ({
  kind: 'message',
  id,
  params,
});

export const sentence = <Key extends string>(id: Key, params: Readonly<Record<string, SentencePart<Key>>> = {}): SentenceMessage<Key> => ({
  id,
  params,
});

/** A sentence in plain text, from a catalog of its keys. */
export function sentenceText<Key extends string>(message: SentenceMessage<Key>, catalog: Readonly<Record<Key, string>>): string {
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, part]) => [name, part.kind === 'value' ? part.text : sentenceText(part, catalog)]),
  );
  return fillTemplate(catalog[message.id], params);
}
