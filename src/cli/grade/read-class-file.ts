/**
 * Reads a class file (answers or key) for `exactly grade`: the bytes are read as a stream and
 * counted, and reading stops at the documented bound on the whole file, so a huge or endless
 * input (a pipe, a device) never fills memory; then the text is parsed in one go (src/csv), where
 * a cell over the CSV edge's bound makes its row a bad row.
 */
import { createReadStream } from 'node:fs';
import { tableFromText } from '../../csv/table-reader';
import { readBoundedInput } from '../bounded-read';
import type { Table } from '../../core/grading/table';
import { workbookTable } from '../../sheets/read-workbook';
import { WorkbookError } from '../../sheets/workbook-file';

/** The largest class file `exactly grade` reads: 64 MiB. A class of 10,000 rows is about 2 MB. */
export const MAX_CLASS_FILE_BYTES = 64 * 1024 * 1024;

/** Why a file could not be read at all (as opposed to rows that could not be). */
export class ClassFileError extends Error {}

/** The file's bytes, read as a stream that stops (and is closed) at the bound. */
export async function readBounded(path: string): Promise<Uint8Array> {
  let read;
  try {
    read = await readBoundedInput(createReadStream(path, { highWaterMark: 1024 * 1024 }), MAX_CLASS_FILE_BYTES);
  } catch (error) {
    throw new ClassFileError(`cannot read ${path}: ${(error as Error).message}`);
  }
  if (read.kind === 'input_too_long')
    throw new ClassFileError(`${path} is over ${MAX_CLASS_FILE_BYTES / 1024 / 1024} MiB, the largest class file read`);
  return read.bytes;
}

/** A workbook's first sheet as a Table, or null for a file to read as text; a ClassFileError for a workbook that cannot be read. */
export async function readWorkbookFile(path: string, bytes: Uint8Array): Promise<Table | null> {
  try {
    return await workbookTable(path, bytes);
  } catch (error) {
    if (error instanceof WorkbookError) throw new ClassFileError(`${path} could not be read as a workbook: ${error.message}`);
    throw error;
  }
}

/** The file as a Table; a ClassFileError when it cannot be read, is not UTF-8 (nor a workbook), or is over {@link MAX_CLASS_FILE_BYTES}. */
export async function readClassFile(path: string): Promise<Table> {
  const bytes = await readBounded(path);
  const workbook = await readWorkbookFile(path, bytes);
  if (workbook !== null) return workbook;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ClassFileError(`${path} is not UTF-8 text: save it as "CSV UTF-8" from the spreadsheet`);
  }
  return tableFromText(text);
}
