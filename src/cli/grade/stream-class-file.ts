/**
 * A class's answers file read as a stream, a record at a time, for `exactly grade` on a class of
 * any size: the bytes decoded as UTF-8 as they come (a file in another encoding is refused), parsed
 * by papaparse's streaming reader with the same configuration and record rules as the whole-text
 * reader (src/csv), and each record handed on; while the handler's promise is pending (the output
 * is behind), reading pauses after the chunk at hand. Memory stays at a chunk of the file, whatever its size.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import Papa from 'papaparse';
import type { TableFault } from '../../core/grading/table';
import { guessDelimiter, parseConfig, readRecord } from '../../csv/table-reader';
import { mayBeWorkbook } from '../../sheets/workbook-file';
import { ClassFileError, MAX_CLASS_FILE_BYTES, readBounded, readWorkbookFile } from './read-class-file';

/** Bytes read to guess the delimiter from the header line. */
const HEAD_BYTES = 64 * 1024;

/** The file's first bytes (a zip's signature), or none when it cannot be read (said when it is read). */
function headBytesOf(path: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return new Uint8Array();
  }
  try {
    const buffer = Buffer.alloc(4);
    return buffer.subarray(0, readSync(fd, buffer, 0, 4, 0));
  } catch {
    return new Uint8Array();
  } finally {
    closeSync(fd);
  }
}

function headOf(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new ClassFileError(`cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return new TextDecoder('utf-8').decode(buffer.subarray(0, read)).replace(/^\uFEFF/, '');
  } catch (error) {
    throw new ClassFileError(`cannot read ${path}: ${(error as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

/** The most bytes read without a complete record: an endless line (a device, a broken file) is refused, not held. */
const MAX_RECORD_BYTES = MAX_CLASS_FILE_BYTES;

/** Bytes read since the last complete record, and records read so far. */
interface Progress {
  pending: number;
  records: number;
}

/**
 * The text is handed to the parser in pieces of this many bytes: a piece is then a string the
 * garbage collector frees young (a megabyte-long chunk would be a large object, kept until a full
 * collection, tens of them at once). A row longer than a piece makes the parser read its start
 * again with each piece, so while no record ends the pieces double, up to the whole chunk read.
 */
const PIECE_BYTES = 16 * 1024;

/** UTF-8 bytes in, text out; invalid UTF-8, or more than MAX_RECORD_BYTES without a record, ends the stream with a ClassFileError. */
function utf8Decoder(path: string, progress: Progress): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const fail = () => new ClassFileError(`${path} is not UTF-8 text: save it as "CSV UTF-8" from the spreadsheet`);
  let pieceBytes = PIECE_BYTES;
  let recordsBefore = 0;
  return new Transform({
    decodeStrings: true,
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      progress.pending += chunk.length;
      if (progress.pending > MAX_RECORD_BYTES) {
        done(new ClassFileError(`${path} is over ${MAX_RECORD_BYTES / 1024 / 1024} MiB in one row, the most read of a row`));
        return;
      }
      pieceBytes = progress.records === recordsBefore ? Math.min(chunk.length, pieceBytes * 2) : PIECE_BYTES;
      recordsBefore = progress.records;
      try {
        for (let at = 0; at < chunk.length; at += pieceBytes) {
          const piece = decoder.decode(chunk.subarray(at, at + pieceBytes), { stream: true });
          if (piece !== '') this.push(piece);
        }
        done();
      } catch {
        done(fail());
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(fail());
      }
    },
  });
}

type RecordHandler = (record: string[], index: number, fault: TableFault | null) => void | Promise<void>;

/**
 * A workbook's records handed on as the stream's are: a workbook is a zip, read whole (within the
 * class file's bound) rather than as a stream, then each record in turn.
 */
async function replayWorkbook(path: string, onRecord: RecordHandler): Promise<boolean> {
  const table = await readWorkbookFile(path, await readBounded(path));
  if (table === null) return false;
  for (let index = 0; index < table.records.length; index++) await onRecord(table.records[index]!, index, table.faults.get(index) ?? null);
  return true;
}

/** Each record of the file in order (index 0 the header), with the reader's fault for it; a workbook's first sheet's too. */
export async function streamClassRecords(path: string, onRecord: RecordHandler): Promise<void> {
  if (mayBeWorkbook(path, headBytesOf(path)) && (await replayWorkbook(path, onRecord))) return;
  return streamTextRecords(path, onRecord);
}

function streamTextRecords(path: string, onRecord: RecordHandler): Promise<void> {
  const delimiter = guessDelimiter(headOf(path));
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      reject(error);
    };
    /** A failure of the stream itself (reading, decoding, parsing). */
    const stop = (error: unknown) =>
      fail(error instanceof ClassFileError ? error : new ClassFileError(`cannot read ${path}: ${(error as Error).message}`));
    const bytes = createReadStream(path, { highWaterMark: 1024 * 1024 });
    const progress: Progress = { pending: 0, records: 0 };
    const text = utf8Decoder(path, progress);
    bytes.on('error', (error) => {
      stop(error);
      text.destroy();
    });
    text.on('error', stop);
    bytes.pipe(text);
    let index = 0;
    Papa.parse(
      text as unknown as typeof Papa.NODE_STREAM_INPUT,
      {
        ...parseConfig(delimiter),
        step(results: Papa.ParseStepResult<string[]>, parser: Papa.Parser) {
          if (failed) {
            parser.abort();
            return;
          }
          progress.pending = 0;
          progress.records++;
          const { record, fault } = readRecord(results.data, results.errors, index);
          let handled: void | Promise<void>;
          try {
            handled = onRecord(record, index++, fault);
          } catch (error) {
            fail(error);
            parser.abort();
            return;
          }
          if (handled instanceof Promise) {
            // The text stream is paused, not the parser (whose pause and resume re-read its chunk):
            // the rest of the chunk at hand is handled, then no more is read until the promise settles.
            text.pause();
            handled.then(
              () => text.resume(),
              (error: unknown) => {
                fail(error);
                parser.abort();
              },
            );
          }
        },
        complete() {
          if (!failed) resolve();
        },
        error(error: Error) {
          stop(error);
        },
      } as Papa.ParseConfig<string[]>,
    );
  });
}
