/**
 * The workbook edge: the first sheet of an .xlsx (Office Open XML) or .ods (OpenDocument) file read
 * into the core's Table, cell by cell as the sheet stores them, for the CLI (`exactly grade`) and
 * the app's worker alike. Both formats are a zip of XML, so one small unzipper (fflate) and the XML
 * parser the project already has read both: no library on npm that is kept up reads .ods, and the
 * .xlsx ones bring several packages more for what is a few dozen lines here. Loaded only when such a
 * file is chosen (a dynamic import: its own chunk). No DOM or Node API here.
 */
import { unzipSync } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import type { Table } from '../core/grading/table';
import { TableBuilder } from '../csv/table-reader';
import { builtInFormat, formatAsFraction, fractionFormatOf, type FractionFormat } from './fraction-format';

import { isZip, WorkbookError, workbookKindOfName, type WorkbookKind } from './workbook-file';

export { isZip, WorkbookError, workbookKindOfName, type WorkbookKind };

/**
 * The most a workbook's parts may unpack to: a 64 MiB file of XML packs small, and a zip that
 * unpacks to more (a "zip bomb") is refused before it is unpacked.
 */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** The most columns and rows a sheet is read to: a repeat of empty cells to the sheet's edge (ods writes 1,048,576 rows so) is not spelled out. */
const MAX_COLUMNS = 16_384;
const MAX_ROWS = 1_048_576;

/** The kind of a zip by the parts it holds (a workbook saved under another name), else null. */
export function workbookKindOfZip(bytes: Uint8Array): WorkbookKind | null {
  if (!isZip(bytes)) return null;
  const names = new Set<string>();
  try {
    unzipSync(bytes, {
      // Only the names are wanted: nothing is unpacked.
      filter: (file) => {
        names.add(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names.has('xl/workbook.xml') ? 'xlsx' : names.has('content.xml') ? 'ods' : null;
}

/** The kind of a file by its name, else by its bytes; null: read it as text. */
export const workbookKindOf = (name: string, bytes: Uint8Array): WorkbookKind | null =>
  workbookKindOfName(name) ?? workbookKindOfZip(bytes);

type XmlNode = Record<string, unknown>;

/** The XML parser, keeping mixed text in order (an ods cell is text and spacing elements). */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
});

const tagOf = (node: XmlNode): string => Object.keys(node).find((key) => key !== ':@') ?? '';
const childrenOf = (node: XmlNode): XmlNode[] => {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};
const attributesOf = (node: XmlNode): Record<string, string> => (node[':@'] as Record<string, string> | undefined) ?? {};
/** A tag's local name: "table:table-cell" is "table-cell", "x:c" is "c". */
const localName = (tag: string): string => tag.slice(tag.indexOf(':') + 1);

/** The first element of the given local name at any depth (document order), or null. */
function findFirst(nodes: readonly XmlNode[], name: string): XmlNode | null {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#text') continue;
    if (localName(tag) === name) return node;
    const found = findFirst(childrenOf(node), name);
    if (found !== null) return found;
  }
  return null;
}

const childElements = (node: XmlNode, name: string): XmlNode[] => childrenOf(node).filter((child) => localName(tagOf(child)) === name);

/** The files of the zip the reader needs, unpacked; the others are skipped unread. */
function unzip(bytes: Uint8Array, wanted: (name: string) => boolean, maxUnpacked: number): Record<string, Uint8Array> {
  if (!isZip(bytes)) throw new WorkbookError('it is not a workbook (not a zip file)');
  let unpacked = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        unpacked += file.originalSize;
        if (unpacked > maxUnpacked) throw new WorkbookError(`it unpacks to more than ${maxUnpacked / 1024 / 1024} MiB`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof WorkbookError) throw error;
    throw new WorkbookError(`it could not be unpacked: ${(error as Error).message}`);
  }
}

const utf8 = new TextDecoder('utf-8');
function xml(files: Record<string, Uint8Array>, path: string): XmlNode[] {
  const file = files[path];
  if (file === undefined) throw new WorkbookError(`it has no ${path}`);
  return parser.parse(utf8.decode(file)) as XmlNode[];
}

/** The text of an element and everything in it, in order. */
function textOf(nodes: readonly XmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#text') text += String(node['#text']);
    else text += textOf(childrenOf(node));
  }
  return text;
}

/** A column letter reference's index: A is 0, Z 25, AA 26. */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference.toUpperCase())?.[0] ?? '';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

// ---- .xlsx ----

const XLSX_WORKBOOK = 'xl/workbook.xml';
const XLSX_RELATIONS = 'xl/_rels/workbook.xml.rels';
const XLSX_SHARED_STRINGS = 'xl/sharedStrings.xml';
const XLSX_STYLES = 'xl/styles.xml';

/** The fraction format of each cell style (by its index, a cell's `s`), null where it shows no fraction. */
function fractionStyles(files: Record<string, Uint8Array>): Array<FractionFormat | null> {
  if (files[XLSX_STYLES] === undefined) return [];
  const styles = xml(files, XLSX_STYLES);
  const custom = new Map<number, string>();
  const numFmts = findFirst(styles, 'numFmts');
  for (const format of numFmts === null ? [] : childElements(numFmts, 'numFmt')) {
    const attributes = attributesOf(format);
    custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
  }
  const cellXfs = findFirst(styles, 'cellXfs');
  return (cellXfs === null ? [] : childElements(cellXfs, 'xf')).map((xf) => {
    const id = Number(attributesOf(xf).numFmtId ?? 0);
    return fractionFormatOf(custom.get(id) ?? builtInFormat(id));
  });
}

/** The path of the workbook's first sheet, by the workbook's own order and its relationships. */
function firstXlsxSheet(files: Record<string, Uint8Array>): string {
  const sheet = findFirst(xml(files, XLSX_WORKBOOK), 'sheet');
  if (sheet === null) throw new WorkbookError('it has no sheet');
  const attributes = attributesOf(sheet);
  const id = Object.entries(attributes).find(([name]) => localName(name) === 'id')?.[1];
  const relations = findFirst(xml(files, XLSX_RELATIONS), 'Relationships');
  const target =
    relations === null
      ? undefined
      : childElements(relations, 'Relationship')
          .map(attributesOf)
          .find((relation) => relation.Id === id)?.Target;
  if (target === undefined) throw new WorkbookError('its first sheet could not be found');
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/**
 * A string as .xlsx escapes it: a character XML cannot hold (a carriage return, a control
 * character) is written _xHHHH_ (ECMA-376 ST_Xstring), and a literal "_x" as _x005F_x.
 */
export const unescapeXlsx = (text: string): string =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function sharedStrings(files: Record<string, Uint8Array>): string[] {
  if (files[XLSX_SHARED_STRINGS] === undefined) return [];
  const table = findFirst(xml(files, XLSX_SHARED_STRINGS), 'sst');
  // A rich string is runs (<r><t>…</t></r>); phonetic hints (<rPh>) are not the cell's text.
  return table === null
    ? []
    : childElements(table, 'si').map((item) => unescapeXlsx(textOf(childrenOf(item).filter((child) => localName(tagOf(child)) !== 'rPh'))));
}

/**
 * A cell's text as stored: a shared or inline string, a number as written in the file (or as
 * shown, in a fraction format: 1 1/3, not 1.3333333333333333), a boolean as TRUE or FALSE.
 */
function xlsxCellText(cell: XmlNode, strings: readonly string[], fractions: ReadonlyArray<FractionFormat | null>): string {
  const type = attributesOf(cell).t ?? 'n';
  if (type === 'inlineStr') return unescapeXlsx(textOf(childElements(cell, 'is')));
  const value = childElements(cell, 'v')[0];
  const raw = value === undefined ? '' : textOf(childrenOf(value));
  if (type === 's') return strings[Number(raw)] ?? '';
  if (type === 'b') return raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : raw;
  const fraction = type === 'n' && raw !== '' ? (fractions[Number(attributesOf(cell).s ?? 0)] ?? null) : null;
  return fraction === null ? raw : formatAsFraction(raw, fraction);
}

function xlsxTable(bytes: Uint8Array, maxUnpacked: number): Table {
  const sheetPath = (() => {
    const index = unzip(bytes, (name) => name === XLSX_WORKBOOK || name === XLSX_RELATIONS, maxUnpacked);
    return firstXlsxSheet(index);
  })();
  const files = unzip(bytes, (name) => name === sheetPath || name === XLSX_SHARED_STRINGS || name === XLSX_STYLES, maxUnpacked);
  const strings = sharedStrings(files);
  const fractions = fractionStyles(files);
  const data = findFirst(xml(files, sheetPath), 'sheetData');
  const builder = new TableBuilder();
  for (const row of data === null ? [] : childElements(data, 'row')) {
    // Rows and cells a sheet leaves out are empty: a record stays the spreadsheet's row.
    const number = Number(attributesOf(row).r ?? builder.size + 1);
    if (!Number.isInteger(number) || number > MAX_ROWS) break;
    while (builder.size < number - 1) builder.add(['']);
    const cells: string[] = [];
    for (const cell of childElements(row, 'c')) {
      const reference = attributesOf(cell).r;
      const at = reference === undefined ? cells.length : columnIndex(reference);
      if (at < 0 || at >= MAX_COLUMNS) continue;
      while (cells.length < at) cells.push('');
      cells[at] = xlsxCellText(cell, strings, fractions);
    }
    builder.add(cells.length === 0 ? [''] : cells);
  }
  return builder.table();
}

// ---- .ods ----

/** An ods cell's paragraphs as lines, with its spacing elements (text:s, text:tab, text:line-break) as the characters they stand for. */
function odsText(nodes: readonly XmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#text') {
      text += String(node['#text']);
      continue;
    }
    switch (localName(tag)) {
      case 's':
        text += ' '.repeat(Math.min(Number(attributesOf(node)['text:c'] ?? 1) || 1, 1000));
        break;
      case 'tab':
        text += '\t';
        break;
      case 'line-break':
        text += '\n';
        break;
      case 'annotation':
        break;
      default:
        text += odsText(childrenOf(node));
    }
  }
  return text;
}

/** A cell's text: a number as stored (office:value, not as displayed: 0.333333 is not shown as 0.33) unless shown as a fraction, else its paragraphs, one a line. */
function odsCellText(cell: XmlNode): string {
  const attributes = attributesOf(cell);
  const type = attributes['office:value-type'];
  const shown = childElements(cell, 'p')
    .map((paragraph) => odsText(childrenOf(paragraph)))
    .join('\n');
  // A number in a fraction format is read as shown (1 1/3), not as the float it is kept as.
  if (type === 'float' && /^\s*-?\s*(\d+\s+)?\d+\s*\/\s*\d+\s*$/.test(shown))
    return shown
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/\s*\/\s*/, '/');
  if ((type === 'float' || type === 'percentage' || type === 'currency') && attributes['office:value'] !== undefined)
    return attributes['office:value'];
  return shown;
}

const repeat = (node: XmlNode, attribute: string): number => Math.max(1, Number(attributesOf(node)[attribute] ?? 1) || 1);

function odsTable(bytes: Uint8Array, maxUnpacked: number): Table {
  const files = unzip(bytes, (name) => name === 'content.xml', maxUnpacked);
  const sheet = findFirst(xml(files, 'content.xml'), 'table');
  if (sheet === null) throw new WorkbookError('it has no sheet');
  const builder = new TableBuilder();
  // Rows may sit in groups (table:table-row-group, table:table-header-rows): every row in order.
  const rows: XmlNode[] = [];
  const collect = (nodes: readonly XmlNode[]) => {
    for (const node of nodes) {
      const name = localName(tagOf(node));
      if (name === 'table-row') rows.push(node);
      else if (name === 'table-row-group' || name === 'table-header-rows' || name === 'table-rows') collect(childrenOf(node));
    }
  };
  collect(childrenOf(sheet));
  let pendingBlank = 0;
  for (const row of rows) {
    const cells: string[] = [];
    let pendingEmpty = 0;
    for (const cell of childrenOf(row)) {
      const name = localName(tagOf(cell));
      if (name !== 'table-cell' && name !== 'covered-table-cell') continue;
      const text = odsCellText(cell);
      const times = repeat(cell, 'table:number-columns-repeated');
      // Empty cells repeated to the sheet's edge are spelled out only when a cell with text follows.
      if (text === '') {
        pendingEmpty += times;
        continue;
      }
      if (cells.length + pendingEmpty + times > MAX_COLUMNS) break;
      for (; pendingEmpty > 0; pendingEmpty--) cells.push('');
      for (let i = 0; i < times; i++) cells.push(text);
    }
    const times = repeat(row, 'table:number-rows-repeated');
    if (cells.length === 0) {
      pendingBlank += times;
      continue;
    }
    if (builder.size + pendingBlank + times > MAX_ROWS) break;
    for (; pendingBlank > 0; pendingBlank--) builder.add(['']);
    for (let i = 0; i < times; i++) builder.add([...cells]);
  }
  return builder.table();
}

/** The first sheet of a workbook as a Table; a WorkbookError when it cannot be read as one (`maxUnpacked`: for tests). */
export function tableFromWorkbook(bytes: Uint8Array, kind: WorkbookKind, maxUnpacked = MAX_UNPACKED_BYTES): Table {
  return kind === 'xlsx' ? xlsxTable(bytes, maxUnpacked) : odsTable(bytes, maxUnpacked);
}
