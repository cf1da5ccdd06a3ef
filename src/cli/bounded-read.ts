/**
 * Reading a byte stream without ever holding more of it than a bound, whatever arrives: the
 * command line's requests on stdin, and any file a command reads (a class's CSV for a grader).
 *
 * - `BoundedLineSplitter` (chunks pushed in) and `readBoundedLines` (a stream read): lines split at
 *   LF, each bounded in bytes while it is read; a line over the bound is reported once, by number,
 *   and read past to its LF without keeping its bytes, so the lines after it keep their numbers. An
 *   optional bound on the whole input stops reading there.
 * - `readBoundedInput`: the whole input as one piece, read up to a bound and no further.
 *
 * Both take any `AsyncIterable<Uint8Array>` (a Node stream, `fs.createReadStream`, a test's array
 * of chunks) and use no Node API. Breaking off early (returning from a `for await`, or hitting a
 * bound) ends the iteration of the input, which for a Node stream destroys it: nothing more is read.
 */

const LF = 0x0a;
const CR = 0x0d;

export interface LineBounds {
  /** Most bytes one line may have, not counting its line end (LF, or CR LF). */
  maxLineBytes: number;
  /** Most bytes the whole input may have, line ends included; reading stops past it. No bound when absent. */
  maxInputBytes?: number;
}

export type BoundedLine =
  /** A line within the bound, without its LF and without a CR just before the LF (or at the end of the input). */
  | { kind: 'line'; number: number; bytes: Uint8Array }
  /** A line over `maxLineBytes`, reported as soon as it passes the bound; its bytes were not kept. */
  | { kind: 'line_too_long'; number: number }
  /** The input passed `maxInputBytes` on line `number`; always the last thing read. */
  | { kind: 'input_too_long'; number: number };

function concat(pieces: readonly Uint8Array[], length: number): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return bytes;
}

/**
 * Where {@link BoundedLineSplitter.pushTo} hands what it finds, in input order, as it finds it:
 * no object per line, and a line within one chunk is never copied.
 */
export interface LineSink {
  /**
   * A line within the bound: bytes `start` to `end` of `source`, without its LF and without a CR
   * just before the LF (or at the end of the input). `source` is the chunk pushed, or, for a line
   * that arrived in several chunks, the line's bytes gathered (from 0); only valid during the call.
   */
  line(source: Uint8Array, start: number, end: number, number: number): void;
  /** A line over `maxLineBytes`, reported as soon as it passes the bound; its bytes were not kept. */
  lineTooLong(number: number): void;
  /** The input passed `maxInputBytes` on line `number`; always the last thing reported. */
  inputTooLong(number: number): void;
}

/** Collects what a splitter reports as {@link BoundedLine}s. */
class LineCollector implements LineSink {
  lines: BoundedLine[] = [];
  line(source: Uint8Array, start: number, end: number, number: number): void {
    this.lines.push({ kind: 'line', number, bytes: source.subarray(start, end) });
  }
  lineTooLong(number: number): void {
    this.lines.push({ kind: 'line_too_long', number });
  }
  inputTooLong(number: number): void {
    this.lines.push({ kind: 'input_too_long', number });
  }
  take(): BoundedLine[] {
    const lines = this.lines;
    this.lines = [];
    return lines;
  }
}

/**
 * Splits bytes pushed to it chunk by chunk into bounded lines, numbered from 1. Lines end at LF; a
 * last line without LF counts (`end`); an input that ends with LF has no empty line after it.
 * Synchronous, so it also serves sources that push chunks (a parser's callback, a browser stream).
 *
 * Memory: at most `maxLineBytes + 1` bytes of the current line are held (the one extra byte lets a
 * CR wait for the LF that makes it a line end), as views into the chunks pushed.
 */
export class BoundedLineSplitter {
  private readonly maxLine: number;
  private readonly maxInput: number;
  private number = 1; // of the line being read
  // The start of that line, in as many pieces as it arrived in.
  private held: Uint8Array[] = [];
  private heldBytes = 0;
  private heldEndsWithCr = false;
  // The line is over the bound and has been reported: read on to its LF, keeping nothing.
  private skipping = false;
  private inputBytes = 0;
  private stopped = false;
  private readonly collector = new LineCollector();

  constructor(bounds: LineBounds) {
    this.maxLine = bounds.maxLineBytes;
    this.maxInput = bounds.maxInputBytes ?? Infinity;
  }

  /** True once the input has passed `maxInputBytes`: nothing more is read, and the caller should stop feeding. */
  get done(): boolean {
    return this.stopped;
  }

  /** The lines `chunk` completes or reports, in order; nothing once done. */
  push(chunk: Uint8Array): BoundedLine[] {
    this.pushTo(chunk, this.collector);
    return this.collector.take();
  }

  /** The last line, when the input ended without LF after it. */
  end(): BoundedLine[] {
    this.endTo(this.collector);
    return this.collector.take();
  }

  /** Hands the lines `chunk` completes or reports to `sink`, in order; nothing once done. */
  pushTo(whole: Uint8Array, sink: LineSink): void {
    if (this.stopped) return;
    let chunk = whole;
    let overInput = false;
    if (this.inputBytes + chunk.length > this.maxInput) {
      chunk = chunk.subarray(0, this.maxInput - this.inputBytes);
      overInput = true;
    }
    this.inputBytes += chunk.length;
    let start = 0;
    for (let newline = chunk.indexOf(LF); newline !== -1; newline = chunk.indexOf(LF, start)) {
      if (!this.skipping) {
        if (this.heldBytes === 0) this.finishWithin(chunk, start, newline, sink);
        else this.finish(chunk.subarray(start, newline), sink);
      }
      this.number += 1;
      if (this.heldBytes !== 0) this.held = [];
      this.heldBytes = 0;
      this.heldEndsWithCr = false;
      this.skipping = false;
      start = newline + 1;
    }
    if (!this.skipping && start < chunk.length) this.hold(chunk.subarray(start), sink);
    if (overInput) {
      sink.inputTooLong(this.number);
      this.stopped = true;
    }
  }

  /** Hands the last line to `sink`, when the input ended without LF after it. */
  endTo(sink: LineSink): void {
    if (this.stopped || this.skipping || this.heldBytes === 0) return;
    this.finish(new Uint8Array(0), sink);
    this.held = [];
    this.heldBytes = 0;
  }

  /** Keeps the start of a line that has not ended yet, or reports it once it is over the bound. */
  private hold(piece: Uint8Array, sink: LineSink): void {
    const length = this.heldBytes + piece.length;
    const endsWithCr = piece[piece.length - 1] === CR;
    // Only a CR just before the LF may take the line one byte past the bound.
    if (length > this.maxLine + 1 || (length === this.maxLine + 1 && !endsWithCr)) {
      sink.lineTooLong(this.number);
      this.held = [];
      this.heldBytes = 0;
      this.skipping = true;
    } else {
      this.held.push(piece);
      this.heldBytes = length;
      this.heldEndsWithCr = endsWithCr;
    }
  }

  /** A line that lies whole within one chunk, bytes `start` to `end`: reported in place, not copied. */
  private finishWithin(chunk: Uint8Array, start: number, end: number, sink: LineSink): void {
    const contentEnd = end > start && chunk[end - 1] === CR ? end - 1 : end;
    if (contentEnd - start > this.maxLine) sink.lineTooLong(this.number);
    else sink.line(chunk, start, contentEnd, this.number);
  }

  /** The line that the held pieces and `last` make, or its report if it is over the bound. */
  private finish(last: Uint8Array, sink: LineSink): void {
    const length = this.heldBytes + last.length;
    const endsWithCr = last.length > 0 ? last[last.length - 1] === CR : this.heldEndsWithCr;
    const contentLength = endsWithCr ? length - 1 : length;
    if (contentLength > this.maxLine) return sink.lineTooLong(this.number);
    const whole = this.held.length === 0 ? last : concat([...this.held, last], length);
    sink.line(whole, 0, contentLength, this.number);
  }
}

/**
 * The input's lines in batches: each batch holds the lines that one chunk of input completed, so
 * a consumer that answers a batch and flushes answers a line typed at a terminal at once. Empty
 * batches are not yielded; past `maxInputBytes` the input is read no further.
 */
export async function* readBoundedLines(
  input: AsyncIterable<Uint8Array>,
  bounds: LineBounds,
): AsyncGenerator<BoundedLine[], void, undefined> {
  const splitter = new BoundedLineSplitter(bounds);
  for await (const chunk of input) {
    const lines = splitter.push(chunk);
    if (lines.length > 0) yield lines;
    if (splitter.done) return;
  }
  const last = splitter.end();
  if (last.length > 0) yield last;
}

export type BoundedInput =
  | { kind: 'input'; bytes: Uint8Array }
  /** The input passed the bound; reading stopped there and nothing read was kept. */
  | { kind: 'input_too_long' };

/** The whole input, if it has at most `maxBytes` bytes; reading stops at the first byte past them. */
export async function readBoundedInput(input: AsyncIterable<Uint8Array>, maxBytes: number): Promise<BoundedInput> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of input) {
    length += chunk.length;
    if (length > maxBytes) return { kind: 'input_too_long' };
    chunks.push(chunk);
  }
  return { kind: 'input', bytes: chunks.length === 0 ? new Uint8Array(0) : concat(chunks, length) };
}
