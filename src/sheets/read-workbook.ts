/**
 * A class file's first sheet as a Table when it is a workbook, the reader (./workbook-table.ts,
 * fflate and the XML parser) loaded only then, as a chunk of its own: for the command and the
 * app's worker alike.
 */
import type { Table } from '../core/grading/table';
import { mayBeWorkbook } from './workbook-file';

/**
 * The first sheet of the workbook `name` holds, or null when it is none (to be read as text);
 * a WorkbookError when it is one that cannot be read.
 */
export async function workbookTable(name: string, bytes: Uint8Array): Promise<Table | null> {
  if (!mayBeWorkbook(name, bytes)) return null;
  const sheets = await import('./workbook-table');
  const kind = sheets.workbookKindOf(name, bytes);
  return kind === null ? null : sheets.tableFromWorkbook(bytes, kind);
}
