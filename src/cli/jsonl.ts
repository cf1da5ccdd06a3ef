/**
 * JSON Lines: one response line per input line, in order, as the input arrives.
 *
 * Lines end at LF; a CR just before it is dropped (CRLF files), and a last line without LF still
 * counts. A leading byte order mark on a line is ignored. A blank line gets an `invalid_json`
 * envelope like any other line that is not JSON, and a line over the request bound a
 * `line_too_long` one (its bytes are read past, never kept), so response line N always answers
 * request line N.
 *
 * The loop is synchronous within a chunk of input: each line is decoded from the chunk in place
 * (no copy of its bytes, no object or promise per line), answered, and its response queued in the
 * output batch. The batch is written once the chunk is done, so a line typed at
 * a terminal is answered at once, and the next chunk is read only when the reader has kept up.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { BoundedLineSplitter, type LineSink } from './bounded-read';
import type { ResponseWriter } from './output';
import { invalidUtf8Text, MAX_REQUEST_BYTES, respondToOversizedLine, responseTextTo, type Execute, type FailureCount } from './respond';

export interface BatchSummary {
  lines: number;
  internalErrors: number;
}

const LF = 0x0a;
const EMPTY = Buffer.alloc(0);
// Keeps a second byte order mark: only one, the first, is dropped, as TextDecoder does.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const startsWithBom = (bytes: Uint8Array, start: number, end: number): boolean =>
  end - start >= 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbb && bytes[start + 2] === 0xbf;

/** Answers the lines of the chunk in hand, writing each response to the output as it goes. */
class LineResponder implements LineSink {
  readonly summary: BatchSummary & FailureCount = { lines: 0, internalErrors: 0 };
  private invalidUtf8: string | null = null;
  // The chunk in hand and what is known of its lines that lie whole within it (between its first
  // and last LF): as one string when they are all ASCII (a line is then a slice of it, not a copy),
  // or whether they are all UTF-8 (a line is then decoded without a check of its own).
  private chunk: Buffer = EMPTY;
  private wholeFrom = 0;
  private wholeTo = 0;
  private asciiText: string | null = null;
  private wholeAreUtf8 = false;

  constructor(
    private readonly execute: Execute,
    private readonly toolId: string,
    private readonly output: ResponseWriter,
  ) {}

  /** Takes the next chunk (as a Buffer, for the splitter to split): checks its whole lines' bytes once, with one call over them all. */
  take(chunk: Uint8Array): Buffer {
    this.chunk = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const first = this.chunk.indexOf(LF);
    const last = first === -1 ? -1 : this.chunk.lastIndexOf(LF);
    this.wholeFrom = first + 1;
    this.wholeTo = last;
    this.asciiText = null;
    this.wholeAreUtf8 = false;
    if (last > first) {
      const whole = this.chunk.subarray(this.wholeFrom, this.wholeTo);
      if (isAscii(whole)) this.asciiText = this.chunk.toString('latin1', this.wholeFrom, this.wholeTo);
      else this.wholeAreUtf8 = isUtf8(whole);
    }
    return this.chunk;
  }

  line(source: Uint8Array, from: number, end: number, _number: number): void {
    this.summary.lines += 1;
    const text = this.decode(source, from, end);
    this.output.line(
      text === null
        ? (this.invalidUtf8 ??= invalidUtf8Text('line'))
        : responseTextTo(this.execute, this.toolId, text, 'line', this.summary),
    );
  }

  lineTooLong(number: number): void {
    this.summary.lines += 1;
    this.output.line(respondToOversizedLine(number).text);
  }

  inputTooLong(): void {
    // The batch has no bound on its whole input.
  }

  /** The line's text, or null when its bytes are not UTF-8. */
  private decode(source: Uint8Array, from: number, end: number): string | null {
    const start = startsWithBom(source, from, end) ? from + 3 : from;
    if (source === this.chunk && from >= this.wholeFrom && end <= this.wholeTo) {
      if (this.asciiText !== null) return this.asciiText.slice(start - this.wholeFrom, end - this.wholeFrom);
      if (this.wholeAreUtf8) return this.chunk.toString('utf8', start, end);
    }
    try {
      return strictUtf8.decode(source.subarray(start, end));
    } catch {
      return null;
    }
  }
}

export async function respondToJsonLines(
  execute: Execute,
  toolId: string,
  input: AsyncIterable<Uint8Array>,
  output: ResponseWriter,
): Promise<BatchSummary> {
  const responder = new LineResponder(execute, toolId, output);
  // No bound on the whole input: a batch streams through in constant memory, however long.
  const splitter = new BoundedLineSplitter({ maxLineBytes: MAX_REQUEST_BYTES });
  for await (const chunk of input) {
    splitter.pushTo(responder.take(chunk), responder);
    // Answer what has arrived before waiting for more: a line typed at a terminal is answered at
    // once. Waits here, between chunks, while the reader is behind.
    await output.flush();
    if (output.closed) return responder.summary;
  }
  splitter.endTo(responder);
  await output.flush();
  return responder.summary;
}
