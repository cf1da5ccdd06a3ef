/**
 * JSON Lines: one response line per input line, in order, as the input arrives.
 *
 * Lines end at LF; a CR just before it is dropped (CRLF files), and a last line without LF still
 * counts. A blank line gets an `invalid_json` envelope like any other line that is not JSON, so
 * response line N always answers request line N.
 */
import type { Execute } from './respond';
import { respondToBytes } from './respond';
import type { ResponseWriter } from './output';

const LF = 0x0a;
const CR = 0x0d;

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
  // The start of a line that has not ended yet, in as many chunks as it arrived in.
  let partial: Uint8Array[] = [];

  const answer = async (line: Uint8Array): Promise<void> => {
    const end = line.length > 0 && line[line.length - 1] === CR ? line.length - 1 : line.length;
    const response = respondToBytes(execute, toolId, line.subarray(0, end), 'line');
    summary.lines += 1;
    if (response.internalError) summary.internalErrors += 1;
    await output.line(response.text);
  };

  for await (const chunk of input) {
    let start = 0;
    for (let newline = chunk.indexOf(LF); newline !== -1; newline = chunk.indexOf(LF, start)) {
      const piece = chunk.subarray(start, newline);
      await answer(partial.length === 0 ? piece : Buffer.concat([...partial, piece]));
      partial = [];
      start = newline + 1;
      if (output.closed) return summary;
    }
    if (start < chunk.length) partial.push(chunk.subarray(start));
    // Answer what has arrived before waiting for more: a line typed at a terminal is answered at once.
    await output.flush();
    if (output.closed) return summary;
  }
  if (partial.length > 0) await answer(Buffer.concat(partial));
  await output.flush();
  return summary;
}
