/** The sentence catalog's messages (src/core/sentences) with the app's keys, and as plain text in a catalog's language. */
import { sentenceText, type SentenceMessage, type SentencePart } from '../../core/sentences/sentence-message';
import type { Catalog, MessageKey } from './en';

/** One value in a message: a number/name shown as written, or a nested message (the sentence catalog's shape, src/core/sentences). */
export type ExplanationPart = SentencePart<MessageKey>;

export type ExplanationMessage = SentenceMessage<MessageKey>;

/** A value as written, or a nested message as plain text in the catalog's language. */
export function partText(part: ExplanationPart, catalog: Catalog): string {
  return part.kind === 'value' ? part.text : messageText(part, catalog);
}

/** A message with its values put in, as one plain sentence in the catalog's language. */
export const messageText: (message: ExplanationMessage, catalog: Catalog) => string = sentenceText;
