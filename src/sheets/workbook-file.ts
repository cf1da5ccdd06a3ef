/**
 * Whether a class file is a workbook, told from its name and first bytes without the reader
 * (./workbook-table.ts, fflate and the XML parser), which ./read-workbook.ts loads only then.
 */

export type WorkbookKind = 'xlsx' | 'ods';

/** Why a workbook could not be read as a whole (not a zip, no sheet, too large unpacked). */
export class WorkbookError extends Error {}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Whether the bytes are a zip (both workbook formats are); a CSV never starts so. */
export const isZip = (bytes: Uint8Array): boolean => ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte);

/** The kind of a workbook by its name, else null (then it is read as text). */
export function workbookKindOfName(name: string): WorkbookKind | null {
  const extension = /\.([a-z]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'xlsm' ? 'xlsx' : extension === 'ods' ? 'ods' : null;
}

/** Whether a file may be a workbook: its name says so, or its bytes are a zip. */
export const mayBeWorkbook = (name: string, bytes: Uint8Array): boolean => workbookKindOfName(name) !== null || isZip(bytes);
