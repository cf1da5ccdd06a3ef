/**
 * Test-only: small .xlsx and .ods files made from rows, written as Excel and LibreOffice write
 * theirs (shared strings, rich-text runs, cells left out, numbers as numbers; repeated empty
 * cells and rows to the sheet's edge, spaces as text:s, a line per paragraph), so the workbook
 * edge is tested on what teachers' files hold without committing binary fixtures.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

/** A number typed in a fraction format: kept as its float, shown as the fraction (Excel's "# ??/??"). */
export interface FractionCell {
  value: number;
  shown: string;
}
type Cell = string | FractionCell;
type Rows = readonly (readonly Cell[])[];
const isEmpty = (cell: Cell): boolean => cell === '';

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A cell as a number in the sheet (Excel's "1.5" for a key typed 1 1/2 in a fraction format) when it is one. */
const NUMBER = /^-?\d+(\.\d+)?$/;

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** An .xlsx of one sheet (a second, later sheet holds `otherSheet` to show only the first is read). */
export function xlsxBytes(rows: Rows, otherSheet: Rows = [['not', 'read']]): Uint8Array {
  const strings: string[] = [];
  const stringIndex = (text: string): number => {
    const at = strings.indexOf(text);
    return at >= 0 ? at : strings.push(text) - 1;
  };
  const sheetXml = (sheetRows: Rows) => {
    const body = sheetRows
      .map((row, r) => {
        // Empty cells are left out, as Excel does; a row with none is left out too.
        const cells = row
          .map((text, c) => {
            if (text === '') return '';
            const ref = `${columnName(c)}${r + 1}`;
            // Style 1 is the fraction format ("# ??/??", built-in 13).
            if (typeof text !== 'string') return `<c r="${ref}" s="1"><v>${text.value}</v></c>`;
            if (NUMBER.test(text)) return `<c r="${ref}"><v>${text}</v></c>`;
            return `<c r="${ref}" t="s"><v>${stringIndex(text)}</v></c>`;
          })
          .join('');
        return cells === '' ? '' : `<row r="${r + 1}">${cells}</row>`;
      })
      .join('');
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
  };
  // The sheets' files are named against their order, as a reordered workbook has them: the relationships say which is first.
  const first = sheetXml(rows);
  const second = sheetXml(otherSheet);
  // A string with a line break is written as rich-text runs, as Excel writes a cell with two fonts.
  const sst = strings
    .map((text) => {
      const lines = text.split('\n');
      return lines.length === 1
        ? `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`
        : `<si>${lines.map((line, i) => `<r><rPr><b/></rPr><t xml:space="preserve">${escapeXml(i === 0 ? line : `\n${line}`)}</t></r>`).join('')}<rPh sb="0" eb="1"><t>ヨミ</t></rPh></si>`;
    })
    .join('');
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Class" sheetId="1" r:id="rId7"/><sheet name="Other" sheetId="2" r:id="rId3"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(second),
    'xl/worksheets/sheet2.xml': strToU8(first),
    'xl/styles.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="0.0%"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="13" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>',
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}">${sst}</sst>`,
    ),
  };
  return zipSync(files);
}

/** A cell's text as LibreOffice writes it: a paragraph a line, a run of spaces as text:s. */
function odsParagraphs(text: string): string {
  return text
    .split('\n')
    .map((line) => `<text:p>${escapeXml(line).replace(/ {2,}/g, (spaces) => ` <text:s text:c="${spaces.length - 1}"/>`)}</text:p>`)
    .join('');
}

/** An .ods of one sheet (and a second one, not read). */
export function odsBytes(rows: Rows): Uint8Array {
  const width = Math.max(1, ...rows.map((row) => row.length));
  const body = rows
    .map((row) => {
      if (row.every(isEmpty)) return `<table:table-row><table:table-cell table:number-columns-repeated="${width}"/></table:table-row>`;
      const cells = row
        .map((text) => {
          if (text === '') return '<table:table-cell/>';
          if (typeof text !== 'string')
            return `<table:table-cell table:style-name="ce1" office:value-type="float" office:value="${text.value}" calcext:value-type="float"><text:p>${text.shown}</text:p></table:table-cell>`;
          if (NUMBER.test(text))
            return `<table:table-cell office:value-type="float" office:value="${text}" calcext:value-type="float"><text:p>${Number(text).toFixed(2)}</text:p></table:table-cell>`;
          return `<table:table-cell office:value-type="string" calcext:value-type="string">${odsParagraphs(text)}</table:table-cell>`;
        })
        .join('');
      // LibreOffice spells the empty cells out to the sheet's last column.
      return `<table:table-row table:style-name="ro1">${cells}<table:table-cell table:number-columns-repeated="${16384 - row.length}"/></table:table-row>`;
    })
    .join('');
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0" office:version="1.3"><office:body><office:spreadsheet><table:table table:name="Class"><table:table-column table:number-columns-repeated="${width}"/>${body}<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="16384"/></table:table-row></table:table><table:table table:name="Other"><table:table-row><table:table-cell office:value-type="string"><text:p>not read</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`;
  return zipSync({
    // The mimetype first and stored, as the format asks.
    mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
    'META-INF/manifest.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
    ),
    'content.xml': strToU8(content),
  });
}
