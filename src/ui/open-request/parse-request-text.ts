/**
 * Reading a request the user opens on a tab — pasted, dropped, or from a file: JSON (its fault
 * located by line and column, as the trace importer and the CLI do), then the tab's request
 * shape. When the JSON is some other tab's request, that tab is named so the user can open it
 * there.
 */
import { lineAndColumn, locateJsonFault } from '../../core/json-fault';
import { readRequest, SHARE_TABS, type ShareTab } from '../share/share-link';
import type { SharedRequest } from '../share/share-link';

/** The largest text read as a request (the trace importer's cap). */
export const MAX_REQUEST_CHARACTERS = 4_000_000;

export type RequestTextProblem =
  | { kind: 'empty' }
  | { kind: 'too_long'; limit: number }
  | { kind: 'json'; line: number; column: number; found: string | null }
  | { kind: 'not_request'; detail: string; otherTab: ShareTab | null };

export type ParsedRequestText<Tab extends ShareTab = ShareTab> =
  { ok: true; shared: SharedRequest & { tab: Tab } } | { ok: false; problem: RequestTextProblem };

export function parseRequestText<Tab extends ShareTab>(tab: Tab, text: string): ParsedRequestText<Tab> {
  if (text.length > MAX_REQUEST_CHARACTERS) return { ok: false, problem: { kind: 'too_long', limit: MAX_REQUEST_CHARACTERS } };
  // A byte order mark (files saved by some editors) is not part of the JSON.
  const json = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (json.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    const fault = locateJsonFault(json);
    const { line, column } = lineAndColumn(json, fault?.position ?? 0);
    return { ok: false, problem: { kind: 'json', line, column, found: fault?.found ?? null } };
  }
  const request = readRequest(tab, value);
  if (request.ok) return { ok: true, shared: { tab, request: request.value } as SharedRequest & { tab: Tab } };
  const otherTab = SHARE_TABS.find((other) => other !== tab && readRequest(other, value).ok) ?? null;
  return { ok: false, problem: { kind: 'not_request', detail: request.message, otherTab } };
}
