import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedLineSplitter, readBoundedInput, readBoundedLines, type BoundedLine, type LineBounds } from './bounded-read';

const LF = 0x0a;
const CR = 0x0d;
const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** An input that arrives in the given chunks and records how far it was read and whether it was ended early. */
function chunked(chunks: readonly Uint8Array[]) {
  const state = { pulled: 0, ended: false };
  async function* read(): AsyncGenerator<Uint8Array> {
    try {
      for (const chunk of chunks) {
        state.pulled += 1;
        yield chunk;
      }
    } finally {
      state.ended = true;
    }
  }
  return { input: read(), state };
}

/** Splits `bytes` at the given cut points (any order, duplicates and out-of-range ones allowed). */
function cut(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((point) => point % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (point > start) chunks.push(bytes.subarray(start, point));
    start = Math.max(start, point);
  }
  return chunks;
}

type Seen = { kind: 'line'; number: number; text: string } | { kind: 'line_too_long' | 'input_too_long'; number: number };

async function readAllLines(chunks: readonly Uint8Array[], bounds: LineBounds): Promise<{ lines: Seen[]; batches: number[] }> {
  const lines: Seen[] = [];
  const batches: number[] = [];
  for await (const batch of readBoundedLines(chunked(chunks).input, bounds)) {
    batches.push(batch.length);
    for (const line of batch) lines.push(line.kind === 'line' ? { kind: 'line', number: line.number, text: textOf(line.bytes) } : line);
  }
  return { lines, batches };
}

/**
 * What readBoundedLines must find, worked out on the whole input at once: its lines split at LF,
 * a CR before the end dropped, each over the bound or not; the input cut at `maxInputBytes`, where a
 * line cut short is reported over the bound only if the bytes read of it already prove it.
 */
function expectedLines(bytes: Uint8Array, { maxLineBytes, maxInputBytes = Infinity }: LineBounds): Seen[] {
  const overInput = bytes.length > maxInputBytes;
  const read = overInput ? bytes.subarray(0, maxInputBytes) : bytes;
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < read.length; i++) {
    if (read[i] === LF) {
      pieces.push(read.subarray(start, i));
      start = i + 1;
    }
  }
  const seen: Seen[] = pieces.map((piece, i) => {
    const content = piece[piece.length - 1] === CR ? piece.subarray(0, -1) : piece;
    return content.length > maxLineBytes
      ? { kind: 'line_too_long', number: i + 1 }
      : { kind: 'line', number: i + 1, text: textOf(content) };
  });
  const rest = read.subarray(start);
  const number = pieces.length + 1;
  if (overInput) {
    const proven = rest.length > maxLineBytes + 1 || (rest.length === maxLineBytes + 1 && rest[rest.length - 1] !== CR);
    if (proven) seen.push({ kind: 'line_too_long', number });
    seen.push({ kind: 'input_too_long', number });
  } else if (rest.length > 0) {
    const content = rest[rest.length - 1] === CR ? rest.subarray(0, -1) : rest;
    seen.push(content.length > maxLineBytes ? { kind: 'line_too_long', number } : { kind: 'line', number, text: textOf(content) });
  }
  return seen;
}

describe('readBoundedLines', () => {
  it('finds the same lines however the input is cut into chunks', async () => {
    const input = fc.array(fc.constantFrom('a', 'b', '\r', '\n', '\r\n'), { maxLength: 60 }).map((parts) => bytesOf(parts.join('')));
    const bounds = fc.record({ maxLineBytes: fc.nat(8), maxInputBytes: fc.option(fc.nat(70), { nil: undefined }) });
    await fc.assert(
      fc.asyncProperty(input, fc.array(fc.nat(), { maxLength: 12 }), bounds, async (bytes, cuts, lineBounds) => {
        const { lines, batches } = await readAllLines(cut(bytes, cuts), lineBounds);
        expect(lines).toEqual(expectedLines(bytes, lineBounds));
        expect(batches.every((size) => size > 0)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('numbers lines from 1, drops LF and CR LF, keeps a last line without LF, and adds no line after a final LF', async () => {
    const { lines } = await readAllLines([bytesOf('one\r\n\ntwo\r\n   \nlast')], { maxLineBytes: 10 });
    expect(lines).toEqual([
      { kind: 'line', number: 1, text: 'one' },
      { kind: 'line', number: 2, text: '' },
      { kind: 'line', number: 3, text: 'two' },
      { kind: 'line', number: 4, text: '   ' },
      { kind: 'line', number: 5, text: 'last' },
    ]);
    expect((await readAllLines([bytesOf('a\n')], { maxLineBytes: 10 })).lines).toEqual([{ kind: 'line', number: 1, text: 'a' }]);
    expect((await readAllLines([], { maxLineBytes: 10 })).lines).toEqual([]);
  });

  it('accepts a line of exactly the bound, with or without CR, and reports one byte more, then reads on', async () => {
    const { lines } = await readAllLines([bytesOf('abcd\nabcd\r\nabcde\nabcde\r\nok')], { maxLineBytes: 4 });
    expect(lines).toEqual([
      { kind: 'line', number: 1, text: 'abcd' },
      { kind: 'line', number: 2, text: 'abcd' },
      { kind: 'line_too_long', number: 3 },
      { kind: 'line_too_long', number: 4 },
      { kind: 'line', number: 5, text: 'ok' },
    ]);
  });

  it('lets a CR one byte past the bound wait for the next chunk to tell whether it ends the line', async () => {
    const crThenLf = await readAllLines([bytesOf('abcd\r'), bytesOf('\nnext')], { maxLineBytes: 4 });
    expect(crThenLf.lines).toEqual([
      { kind: 'line', number: 1, text: 'abcd' },
      { kind: 'line', number: 2, text: 'next' },
    ]);
    const crThenMore = await readAllLines([bytesOf('abcd\r'), bytesOf('x\nnext')], { maxLineBytes: 4 });
    expect(crThenMore.lines).toEqual([
      { kind: 'line_too_long', number: 1 },
      { kind: 'line', number: 2, text: 'next' },
    ]);
    const crAtEnd = await readAllLines([bytesOf('abcd\r')], { maxLineBytes: 4 });
    expect(crAtEnd.lines).toEqual([{ kind: 'line', number: 1, text: 'abcd' }]);
  });

  it('reports a long line once, as soon as it passes the bound, before its end has arrived', async () => {
    const lines: BoundedLine[][] = [];
    const reader = readBoundedLines(chunked([bytesOf('ok\nxxxxxx'), bytesOf('xxxx'), bytesOf('xx\nok')]).input, { maxLineBytes: 4 });
    for await (const batch of reader) lines.push(batch);
    expect(lines.map((batch) => batch.map((line) => `${line.kind} ${line.number}`))).toEqual([['line 1', 'line_too_long 2'], ['line 3']]);
  });

  it('stops reading at the bound on the whole input, after the lines before it', async () => {
    const { input, state } = chunked([bytesOf('ab\ncd\n'), bytesOf('ef\ngh\n'), bytesOf('never read')]);
    const seen: string[] = [];
    for await (const batch of readBoundedLines(input, { maxLineBytes: 4, maxInputBytes: 8 })) {
      for (const line of batch) seen.push(line.kind === 'line' ? textOf(line.bytes) : `${line.kind} ${line.number}`);
    }
    expect(seen).toEqual(['ab', 'cd', 'input_too_long 3']);
    expect(state).toEqual({ pulled: 2, ended: true });
  });

  it('ends the input when the consumer stops early', async () => {
    const { input, state } = chunked([bytesOf('a\n'), bytesOf('b\n'), bytesOf('c\n')]);
    for await (const batch of readBoundedLines(input, { maxLineBytes: 4 })) {
      expect(batch).toHaveLength(1);
      break;
    }
    expect(state).toEqual({ pulled: 1, ended: true });
  });
});

describe('BoundedLineSplitter', () => {
  it('takes chunks pushed to it, and after the bound on the whole input takes nothing more', () => {
    const splitter = new BoundedLineSplitter({ maxLineBytes: 3, maxInputBytes: 9 });
    expect(splitter.push(bytesOf('ab'))).toEqual([]);
    expect(splitter.push(bytesOf('c\r\nabcd'))).toEqual([
      { kind: 'line', number: 1, bytes: bytesOf('abc') },
      { kind: 'line_too_long', number: 2 },
    ]);
    expect(splitter.done).toBe(false);
    expect(splitter.push(bytesOf('\nxyz'))).toEqual([{ kind: 'input_too_long', number: 2 }]); // the LF is past the bound
    expect(splitter.done).toBe(true);
    expect(splitter.push(bytesOf('\n'))).toEqual([]);
    expect(splitter.end()).toEqual([]);
  });
});

describe('readBoundedInput', () => {
  it('returns the whole input when it is within the bound', async () => {
    const result = await readBoundedInput(chunked([bytesOf('{"a":'), bytesOf('\n1}\r\n')]).input, 10);
    expect(result.kind === 'input' && textOf(result.bytes)).toBe('{"a":\n1}\r\n');
    const empty = await readBoundedInput(chunked([]).input, 10);
    expect(empty.kind === 'input' && empty.bytes.length).toBe(0);
  });

  it('stops reading at the chunk that passes the bound', async () => {
    const { input, state } = chunked([bytesOf('12345'), bytesOf('67890'), bytesOf('x'), bytesOf('never read')]);
    expect(await readBoundedInput(input, 10)).toEqual({ kind: 'input_too_long' });
    expect(state).toEqual({ pulled: 3, ended: true });
  });
});
