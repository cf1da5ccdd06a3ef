/**
 * JSON Lines: one response line per input line, in order, as the input arrives.
 *
 * Lines end at LF; a CR just before it is dropped (CRLF files), and a last line without LF still
 * counts. A blank line gets an `invalid_json` envelope like any other line that is not JSON, and a
 * line over the request bound a `line_too_long` one (its bytes are read past, never kept), so
 * response line N always answers request line N.
 */
import { BoundedLineSplitter, type BoundedLine } from './bounded-read';
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
  const splitter = new BoundedLineSplitter({ maxLineBytes: MAX_REQUEST_BYTES });

  const answer = async (line: BoundedLine): Promise<void> => {
    const response = line.kind === 'line' ? respondToBytes(execute, toolId, line.bytes, 'line') : respondToOversizedLine(line.number);
    summary.lines += 1;
    if (response.internalError) summary.internalErrors += 1;
    await output.line(response.text);
  };

  for await (const chunk of input) {
    for (const line of splitter.push(chunk)) {
      await answer(line);
      if (output.closed) return summary;
    }
    // Answer what has arrived before waiting for more: a line typed at a terminal is answered at once.
    await output.flush();
    if (output.closed) return summary;
  }
  for (const line of splitter.end()) await answer(line);
  await output.flush();
  return summary;
}
