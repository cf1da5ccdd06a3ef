// The JSON Lines loop in process, against the plainest reading of its contract: split the whole
// input at LF, drop a CR before it, answer each line on its own with respondToBytes (the strict
// UTF-8 decoder of a single request, which drops one leading byte order mark).
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteSoup } from '../testing/arbitraries';
import { respondToJsonLines } from './jsonl';
import { ResponseWriter } from './output';
import { respondToBytes, respondToOversizedLine, type Execute } from './respond';

/** An engine that echoes what it was given, so every byte of a line shows in its answer. */
const echo: Execute = (toolId, input) => ({ toolId, input });

const BOM = [0xef, 0xbb, 0xbf];
const bytesOf = (text: string): number[] => [...Buffer.from(text, 'utf8')];

/** Lines of every kind the loop tells apart: ASCII JSON, other UTF-8, bytes that are not UTF-8, byte order marks, CRs, blanks. */
const line: fc.Arbitrary<number[]> = fc.oneof(
  fc.json({ maxDepth: 2 }).map(bytesOf),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map((text) => bytesOf(JSON.stringify(text))),
  byteSoup.map((bytes) => [...bytes].filter((byte) => byte !== 0x0a)),
  fc.json({ maxDepth: 1 }).map((json) => [...BOM, ...bytesOf(json)]),
  fc.constantFrom([], [0x20, 0x09], [0x0d], BOM, [...BOM, ...BOM, 0x31], [0x22, 0xed, 0xa0, 0x80, 0x22], [0x22, 0xc3, 0x28, 0x22]),
);

/** A Writable that collects what it is given, taking `delayMs` per write (a slow reader). */
function collector(options: { highWaterMark?: number; delayMs?: number } = {}) {
  const chunks: Buffer[] = [];
  let writes = 0;
  const stream = new Writable({
    highWaterMark: options.highWaterMark ?? 16 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      writes += 1;
      chunks.push(Buffer.from(chunk));
      if (options.delayMs === undefined) callback();
      else setTimeout(callback, options.delayMs);
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8'), writes: () => writes };
}

async function* chunksOf(bytes: Buffer, cuts: readonly number[]): AsyncGenerator<Uint8Array> {
  const points = [...new Set(cuts.map((point) => point % (bytes.length + 1)))].sort((a, b) => a - b);
  let start = 0;
  for (const point of [...points, bytes.length]) {
    // Plain Uint8Arrays as well as Buffers: the loop takes any byte chunks.
    if (point > start) yield point % 2 === 0 ? bytes.subarray(start, point) : new Uint8Array(bytes.subarray(start, point));
    start = Math.max(start, point);
  }
}

describe('respondToJsonLines', () => {
  it('answers every line as respondToBytes answers it alone, in order, however the input is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 30 }),
        fc.array(fc.boolean()),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (lines, crlf, lastLf, cuts) => {
          const input = Buffer.from(
            lines.flatMap((bytes, i) => (i < lines.length - 1 || lastLf ? [...bytes, ...(crlf[i] ? [0x0d] : []), 0x0a] : bytes)),
          );
          const output = collector();
          const summary = await respondToJsonLines(echo, 't', chunksOf(input, cuts), new ResponseWriter(output.stream));
          // The reference: the whole input split at LF, a CR before it dropped, each line answered alone.
          const expectedLines =
            input.length === 0
              ? []
              : input
                  .toString('latin1')
                  .replace(/\n$/, '')
                  .split('\n')
                  .map((text) => Buffer.from(text.endsWith('\r') ? text.slice(0, -1) : text, 'latin1'))
                  .map((bytes) => respondToBytes(echo, 't', bytes, 'line').text);
          expect(output.text()).toBe(expectedLines.map((text) => `${text}\n`).join(''));
          expect(summary).toEqual({ lines: expectedLines.length, internalErrors: 0 });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers a line over 4 MiB with line_too_long in its place, keeping the numbering', async () => {
    const long = Buffer.alloc(4 * 1024 * 1024 + 1, 0x61);
    const input = Buffer.concat([Buffer.from('1\n'), long, Buffer.from('\r\n2\n')]);
    const output = collector();
    await respondToJsonLines(echo, 't', chunksOf(input, [1, 3, 70_000, 5_000_000]), new ResponseWriter(output.stream));
    expect(output.text()).toBe(`${JSON.stringify(echo('t', 1))}\n${respondToOversizedLine(2).text}\n${JSON.stringify(echo('t', 2))}\n`);
  });

  it('counts the lines the engine failed on', async () => {
    const failing: Execute = (_toolId, input) => {
      if (input === 2) throw new Error('boom');
      return input;
    };
    const output = collector();
    const summary = await respondToJsonLines(failing, 't', chunksOf(Buffer.from('1\n2\n3'), []), new ResponseWriter(output.stream));
    expect(summary).toEqual({ lines: 3, internalErrors: 1 });
    expect(output.text().split('\n')[1]).toContain('internal_error');
  });

  it('writes once per chunk of input, and waits for a slow reader before taking the next chunk', async () => {
    const output = collector({ highWaterMark: 1024, delayMs: 5 });
    const pulled: number[] = [];
    async function* input(): AsyncGenerator<Uint8Array> {
      for (let chunk = 0; chunk < 5; chunk++) {
        // When a chunk is pulled, the reader has taken everything written before it.
        pulled.push(output.stream.writableLength);
        yield Buffer.from(`${'"x"\n'.repeat(500)}`);
      }
    }
    await respondToJsonLines(echo, 't', input(), new ResponseWriter(output.stream));
    expect(output.writes()).toBe(5);
    expect(pulled).toEqual([0, 0, 0, 0, 0]);
    expect(output.text().split('\n')).toHaveLength(2501);
  });
});

describe('ResponseWriter', () => {
  it('gives a response longer than a batch a write of its own, after what was queued, in order', async () => {
    const output = collector();
    const writer = new ResponseWriter(output.stream);
    const big = 'é'.repeat(40_000);
    writer.line('a');
    writer.line(big);
    writer.line('b');
    await writer.flush();
    expect(output.text()).toBe(`a\n${big}\nb\n`);
  });

  it('fills batches up to 64 KiB, never splitting a character', async () => {
    const output = collector();
    const writer = new ResponseWriter(output.stream);
    const lines = Array.from({ length: 3000 }, (_, i) => `${i} ${'😀é'.repeat(i % 17)}`);
    for (const text of lines) writer.line(text);
    await writer.flush();
    expect(output.text()).toBe(lines.map((text) => `${text}\n`).join(''));
    expect(output.writes()).toBeGreaterThan(1);
  });
});
