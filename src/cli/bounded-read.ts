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

  constructor(bounds: LineBounds) {
    this.maxLine = bounds.maxLineBytes;
    this.maxInput = bounds.maxInputBytes ?? Infinity;
  }

  /** True once the input has passed `maxInputBytes`: nothing more is read, and the caller should stop feeding. */
  get done(): boolean {
    return this.stopped;
  }

  /** The lines `chunk` completes or reports, in order; nothing once done. */
  push(whole: Uint8Array): BoundedLine[] {
    if (this.stopped) return [];
    let chunk = whole;
    let overInput = false;
    if (this.inputBytes + chunk.length > this.maxInput) {
      chunk = chunk.subarray(0, this.maxInput - this.inputBytes);
      overInput = true;
    }
    this.inputBytes += chunk.length;
    const lines: BoundedLine[] = [];
    let start = 0;
    for (let newline = chunk.indexOf(LF); newline !== -1; newline = chunk.indexOf(LF, start)) {
      if (!this.skipping) lines.push(this.finish(chunk.subarray(start, newline)));
      this.number += 1;
      this.held = [];
      this.heldBytes = 0;
      this.heldEndsWithCr = false;
      this.skipping = false;
      start = newline + 1;
    }
    if (!this.skipping && start < chunk.length) this.hold(chunk.subarray(start), lines);
    if (overInput) {
      lines.push({ kind: 'input_too_long', number: this.number });
      this.stopped = true;
    }
    return lines;
  }

  /** The last line, when the input ended without LF after it. */
  end(): BoundedLine[] {
    if (this.stopped || this.skipping || this.heldBytes === 0) return [];
    const last = this.finish(new Uint8Array(0));
    this.held = [];
    this.heldBytes = 0;
    return [last];
  }

  /** Keeps the start of a line that has not ended yet, or reports it once it is over the bound. */
  private hold(piece: Uint8Array, lines: BoundedLine[]): void {
    const length = this.heldBytes + piece.length;
    const endsWithCr = piece[piece.length - 1] === CR;
    // Only a CR just before the LF may take the line one byte past the bound.
    if (length > this.maxLine + 1 || (length === this.maxLine + 1 && !endsWithCr)) {
      lines.push({ kind: 'line_too_long', number: this.number });
      this.held = [];
      this.heldBytes = 0;
      this.skipping = true;
    } else {
      this.held.push(piece);
      this.heldBytes = length;
      this.heldEndsWithCr = endsWithCr;
    }
  }

  /** The line that the held pieces and `last` make, or its report if it is over the bound. */
  private finish(last: Uint8Array): BoundedLine {
    const length = this.heldBytes + last.length;
    const endsWithCr = last.length > 0 ? last[last.length - 1] === CR : this.heldEndsWithCr;
    const contentLength = endsWithCr ? length - 1 : length;
    if (contentLength > this.maxLine) return { kind: 'line_too_long', number: this.number };
    const whole = this.held.length === 0 ? last : concat([...this.held, last], length);
    return { kind: 'line', number: this.number, bytes: whole.subarray(0, contentLength) };
  }
}

/**
 * The input's lines in batches: each batch holds the lines that one chunk of input completed, so
 * a consumer that answers a batch and flushes answers a line typed at a terminal at once. Empty
 * batches are not yielded; past `maxInputBytes` the input is read no further.
 */
export async function* readBoundedLines(input: AsyncIterable<Uint8Array>, bounds: LineBounds): AsyncGenerator<BoundedLine[], void, undefined> {
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
