/**
 * Reading a byte stream without ever holding more of it than a bound, whatever arrives: the
 * command line's requests on stdin, and any file a command reads (a class's CSV for a grader).
 *
 * - `readBoundedLines`: lines split at LF, each bounded in bytes while it is read; a line over the
 *   bound is reported once, by number, and read past to its LF without keeping its bytes, so the
 *   lines after it keep their numbers. An optional bound on the whole input stops reading there.
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
 * The input's lines, numbered from 1, in batches: each batch holds the lines that one chunk of
 * input completed, so a consumer that answers a batch and flushes answers a line typed at a
 * terminal at once. Empty batches are not yielded. Lines end at LF; a last line without LF counts;
 * an input that ends with LF has no empty line after it.
 *
 * Memory: at most `maxLineBytes + 1` bytes of the current line are held (the one extra byte lets a
 * CR wait for the LF that makes it a line end), plus the chunk being read.
 */
export async function* readBoundedLines(input: AsyncIterable<Uint8Array>, bounds: LineBounds): AsyncGenerator<BoundedLine[], void, undefined> {
  const maxLine = bounds.maxLineBytes;
  const maxInput = bounds.maxInputBytes ?? Infinity;
  let number = 1; // of the line being read
  // The start of that line, in as many pieces as it arrived in.
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let heldEndsWithCr = false;
  // The line is over the bound and has been reported: read on to its LF, keeping nothing.
  let skipping = false;
  let inputBytes = 0;

  /** The line that `held` (plus `last`) makes, or its report if it is over the bound. */
  const finish = (last: Uint8Array): BoundedLine => {
    const length = heldBytes + last.length;
    const endsWithCr = last.length > 0 ? last[last.length - 1] === CR : heldEndsWithCr;
    const contentLength = endsWithCr ? length - 1 : length;
    if (contentLength > maxLine) return { kind: 'line_too_long', number };
    const whole = held.length === 0 ? last : concat([...held, last], length);
    return { kind: 'line', number, bytes: whole.subarray(0, contentLength) };
  };

  for await (const whole of input) {
    let chunk = whole;
    let overInput = false;
    if (inputBytes + chunk.length > maxInput) {
      chunk = chunk.subarray(0, maxInput - inputBytes);
      overInput = true;
    }
    inputBytes += chunk.length;
    const lines: BoundedLine[] = [];
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(LF, start);
      if (newline === -1) break;
      if (!skipping) lines.push(finish(chunk.subarray(start, newline)));
      number += 1;
      held = [];
      heldBytes = 0;
      heldEndsWithCr = false;
      skipping = false;
      start = newline + 1;
    }
    if (!skipping && start < chunk.length) {
      const piece = chunk.subarray(start);
      const length = heldBytes + piece.length;
      const endsWithCr = piece[piece.length - 1] === CR;
      // Only a CR just before the LF may take the line one byte past the bound.
      if (length > maxLine + 1 || (length === maxLine + 1 && !endsWithCr)) {
        lines.push({ kind: 'line_too_long', number });
        held = [];
        heldBytes = 0;
        skipping = true;
      } else {
        held.push(piece);
        heldBytes = length;
        heldEndsWithCr = endsWithCr;
      }
    }
    if (overInput) {
      lines.push({ kind: 'input_too_long', number });
      yield lines;
      return;
    }
    if (lines.length > 0) yield lines;
  }
  if (!skipping && heldBytes > 0) yield [finish(new Uint8Array(0))];
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
