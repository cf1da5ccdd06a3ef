import { Fragment, type ReactNode } from 'react';
import type { Explanation } from '../../core/explain';
import type { Catalog } from './en';
import { explanationSentence } from '../../core/sentences/explanation-sentences';
import type { ExplanationMessage, ExplanationPart } from './explanation';
import { splitTemplate } from './format';
import { Ltr } from './Message';
import { useI18n } from './useI18n';

function renderPart(part: ExplanationPart, catalog: Catalog): ReactNode {
  return part.kind === 'value' ? <Ltr>{part.text}</Ltr> : renderMessage(part, catalog);
}

function renderMessage(message: ExplanationMessage, catalog: Catalog): ReactNode {
  return splitTemplate(catalog[message.id]).map((piece, index) => {
    if ('text' in piece) return <Fragment key={index}>{piece.text}</Fragment>;
    const part = message.params[piece.param];
    return <Fragment key={index}>{part === undefined ? `{${piece.param}}` : renderPart(part, catalog)}</Fragment>;
  });
}

/** An engine explanation as a sentence in the active language, each value isolated left to right. */
export function ExplanationText({ explanation }: { explanation: Explanation }) {
  const { catalog } = useI18n();
  return <>{renderMessage(explanationSentence(explanation), catalog)}</>;
}

/** A message built from values and nested messages (a working's sentences), each value isolated left to right. */
export function MessageText({ message }: { message: ExplanationMessage }) {
  const { catalog } = useI18n();
  return <>{renderMessage(message, catalog)}</>;
}
