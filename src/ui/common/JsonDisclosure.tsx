import type { ToolId } from '../../worker/messages';

export interface JsonDisclosureProps {
  toolId: ToolId;
  request: unknown;
  response: unknown;
}

/** The exact request and response, for teachers who script the `exactly` command. */
export function JsonDisclosure({ toolId, request, response }: JsonDisclosureProps) {
  return (
    <details className="json-disclosure">
      <summary>JSON</summary>
      <p>
        Request — the standard input of <code>exactly {toolId}</code>:
      </p>
      <pre className="json-request" tabIndex={0} aria-label="Request JSON">{request === null ? '(nothing sent yet)' : JSON.stringify(request, null, 2)}</pre>
      <p>Response:</p>
      <pre className="json-response" tabIndex={0} aria-label="Response JSON">{response === null ? '(no response yet)' : JSON.stringify(response, null, 2)}</pre>
    </details>
  );
}
