import type { ToolId } from '../../worker/messages';
import { Message, useT } from '../i18n';

export interface JsonDisclosureProps {
  toolId: ToolId;
  request: unknown;
  response: unknown;
}

/** The exact request and response, for teachers who script the `exactly` command. */
export function JsonDisclosure({ toolId, request, response }: JsonDisclosureProps) {
  const t = useT();
  return (
    <details className="json-disclosure">
      <summary>{t('json.summary')}</summary>
      <p>
        <Message id="json.requestIntro" params={{ command: <code dir="ltr">exactly {toolId}</code> }} />
      </p>
      <pre className="json-request" dir="ltr" tabIndex={0} aria-label={t('json.requestLabel')}>
        {request === null ? t('json.nothingSent') : JSON.stringify(request, null, 2)}
      </pre>
      <p>{t('json.responseIntro')}</p>
      <pre className="json-response" dir="ltr" tabIndex={0} aria-label={t('json.responseLabel')}>
        {response === null ? t('json.noResponse') : JSON.stringify(response, null, 2)}
      </pre>
    </details>
  );
}
