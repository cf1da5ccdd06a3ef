/**
 * JSON Lines: one response line per input line, in order, as the input arrives.
 *
 * Lines end at LF; a CR just before it is dropped (CRLF files), and a last line without LF still
 * counts. A blank line gets an `invalid_json` envelope like any other line that is not JSON, and a
 * line over the request bound a `line_too_long` one (its bytes are read past, never kept), so
 * response line N always answers request line N.
 */
import { readBoundedLines } from './bounded-read';
import type { Execute } from './respond';
import { MAX_REQUEST_BYTES, respondToBytes, respondToOversizedLine } from './respond';
import type { ResponseWriter } from './output';

export interface BatchSummary {
  lines: number;
  internalErrors: number;
}

export async function respondToJsonLines(
  execute: Execute,
  toolId: string,
  input: AsyncIterable<Uint8Array>,
  output: ResponseWriter,
): Promise<BatchSummary> {
  const summary: BatchSummary = { lines: 0, internalErrors: 0 };
  // No bound on the whole input: a batch streams through in constant memory, however long.
  for await (const lines of readBoundedLines(input, { maxLineBytes: MAX_REQUEST_BYTES })) {
    for (const line of lines) {
      const response = line.kind === 'line'
        ? respondToBytes(execute, toolId, line.bytes, 'line')
        : respondToOversizedLine(line.number);
      summary.lines += 1;
      if (response.internalError) summary.internalErrors += 1;
      await output.line(response.text);
      if (output.closed) return summary;
    }
    // Answer what has arrived before waiting for more: a line typed at a terminal is answered at once.
    await output.flush();
    if (output.closed) return summary;
  }
  await output.flush();
  return summary;
}
