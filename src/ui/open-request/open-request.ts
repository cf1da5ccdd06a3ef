/**
 * Opening a request on a tab from text — typed into "Open a request", pasted onto the page,
 * dropped, or read from a file. The parser is loaded on first use (it is not needed to show the
 * page). Every outcome is a notice under the tab's tools.
 */
import type { Translate } from '../i18n';
import type { ShareTab } from '../share/share-link';
import { hashOf } from '../tabs';
import { loadRequest } from '../tab-tools/load-request';
import { postNotice } from '../tab-tools/tab-notices';
import type { RequestTextProblem } from './parse-request-text';

export type RequestSource = { kind: 'text' } | { kind: 'paste' } | { kind: 'drop' } | { kind: 'file'; name: string };

/** Files larger than this are not read at all (the parser would refuse their text anyway). */
export const MAX_REQUEST_FILE_BYTES = 4_000_000;

function sourceText(t: Translate, source: RequestSource): string {
  return source.kind === 'file' ? t('open.source.file', { name: source.name }) : t(`open.source.${source.kind}`);
}

export function problemText(t: Translate, problem: RequestTextProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t('open.empty');
    case 'too_long':
      return t('open.tooLong', { limit: problem.limit.toLocaleString() });
    case 'json':
      return problem.found === null
        ? t('open.badJsonEnd', { line: problem.line, column: problem.column })
        : t('open.badJson', { line: problem.line, column: problem.column, found: JSON.stringify(problem.found) });
    case 'not_request':
      return problem.otherTab === null
        ? t('open.notRequest', { detail: problem.detail })
        : t('open.otherTab', { detail: problem.detail, other: t(`tab.${problem.otherTab}`) });
  }
}

/** Reads `text` as a request for `tab` and, when it is one, puts it in the tab. True when it was opened. */
export async function openRequestText(tab: ShareTab, text: string, source: RequestSource): Promise<boolean> {
  const { parseRequestText } = await import('./parse-request-text');
  const parsed = parseRequestText(tab, text);
  if (parsed.ok) return loadRequest(parsed.shared, (t) => t('open.opened', { source: sourceText(t, source) }));
  const { problem } = parsed;
  const other = problem.kind === 'not_request' ? problem.otherTab : null;
  postNotice(tab, {
    kind: 'error',
    text: (t) => t('open.failed', { source: sourceText(t, source), problem: problemText(t, problem) }),
    action:
      other === null
        ? undefined
        : {
            label: (t) => t('open.inOtherTab', { other: t(`tab.${other}`) }),
            run: () => {
              const reparsed = parseRequestText(other, text);
              if (!reparsed.ok) return;
              window.location.hash = hashOf(other);
              loadRequest(reparsed.shared, (t) => t('open.opened', { source: sourceText(t, source) }));
            },
          },
  });
  return false;
}

/** Reads a file (within the size cap) and opens it as a request. */
export async function openRequestFile(tab: ShareTab, file: File): Promise<boolean> {
  const source: RequestSource = { kind: 'file', name: file.name };
  const refuse = (problem: (t: Translate) => string): false => {
    postNotice(tab, { kind: 'error', text: (t) => t('open.failed', { source: sourceText(t, source), problem: problem(t) }) });
    return false;
  };
  if (file.size > MAX_REQUEST_FILE_BYTES) return refuse((t) => t('open.tooLong', { limit: MAX_REQUEST_FILE_BYTES.toLocaleString() }));
  let text: string;
  try {
    text = await file.text();
  } catch {
    return refuse((t) => t('open.unreadable'));
  }
  return openRequestText(tab, text, source);
}
