import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './en';
import { splitTemplate } from './format';
import type { ParamsOf } from './translate';
import { useI18n } from './useI18n';

/**
 * A message whose values are elements rather than text: `<Message id="app.footer" params={{
 * command: <code>…</code> }} />`. Built from React elements, never from HTML strings.
 */
export function Message<K extends MessageKey>({ id, params }: { id: K; params: Readonly<Record<ParamsOf<K>, ReactNode>> }) {
  const { catalog } = useI18n();
  const values = params as Readonly<Record<string, ReactNode>>;
  return (
    <>
      {splitTemplate(catalog[id]).map((part, index) => (
        <Fragment key={index}>
          {'text' in part ? part.text : Object.hasOwn(values, part.param) ? values[part.param] : `{${part.param}}`}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A number, fraction or expression inside running text: always left to right and isolated from
 * the sentence around it, so "-1/3" stays "-1/3" in a right-to-left sentence.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="ltr">
      {children}
    </bdi>
  );
}
