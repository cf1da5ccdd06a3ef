import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_CELL_LENGTH } from '../csv/table-reader';
import { odsBytes, xlsxBytes } from '../testing/workbooks';
import { isZip, tableFromWorkbook, unescapeXlsx, workbookKindOf, workbookKindOfName, WorkbookError } from './workbook-table';

const ROWS = [
  ['student', 'question', 'working', 'answer'],
  ['Dana', 'Q1', '1/2 + 1/3\n= 5/6', ''],
  ['', '', '', ''],
  ['Lee  "Sam" <&>', 'Q2', '3/4 : 1/2 = 1 1/2', '1.5'],
  ['יוני', 'Q3', '', '0.3333333333333333'],
];
/** The rows as the reader gives them: a record ends at its last cell with text. */
const EXPECTED = [
  ['student', 'question', 'working', 'answer'],
  ['Dana', 'Q1', '1/2 + 1/3\n= 5/6'],
  [''],
  ['Lee  "Sam" <&>', 'Q2', '3/4 : 1/2 = 1 1/2', '1.5'],
  ['יוני', 'Q3', '', '0.3333333333333333'],
];

describe('the first sheet of a workbook as a table', () => {
  it('reads an .xlsx: shared and rich-text strings, cells and rows left out, numbers as stored, the first sheet by the workbook’s order', () => {
    const table = tableFromWorkbook(xlsxBytes(ROWS), 'xlsx');
    expect(table.records).toEqual(EXPECTED);
    expect(table.faults.size).toBe(0);
  });

  it('reads an .ods: paragraphs as lines, runs of spaces, numbers as stored not as shown, empty cells and rows to the sheet’s edge not spelled out', () => {
    const table = tableFromWorkbook(odsBytes(ROWS), 'ods');
    expect(table.records).toEqual(EXPECTED);
  });

  it('a number in a fraction format is read as shown (1 1/3), not as the float kept (1.3333333333333333), in both formats', () => {
    const rows = [
      ['question', 'answer'],
      ['Q1', { value: 4 / 3, shown: '1 1/3' }],
      ['Q2', { value: 1 / 3, shown: '1/3' }],
      ['Q3', '0.1'],
    ];
    for (const write of [xlsxBytes, odsBytes]) {
      expect(tableFromWorkbook(write(rows), write === xlsxBytes ? 'xlsx' : 'ods').records).toEqual([
        ['question', 'answer'],
        ['Q1', '1 1/3'],
        ['Q2', '1/3'],
        ['Q3', '0.1'],
      ]);
    }
  });

  it('undoes .xlsx’s escapes of characters XML cannot hold: a carriage return, a literal _x', () => {
    expect(unescapeXlsx('1/2 + 1/3_x000D_\n= 5/6')).toBe('1/2 + 1/3\r\n= 5/6');
    expect(unescapeXlsx('a_x005F_x0041_b')).toBe('a_x0041_b');
  });

  it('a cell over the CSV edge’s bound makes its row a bad row, as in a CSV', () => {
    const table = tableFromWorkbook(
      xlsxBytes([
        ['student', 'question', 'working'],
        ['Dana', 'Q1', '1'.repeat(MAX_CELL_LENGTH + 1)],
      ]),
      'xlsx',
    );
    expect(table.faults.get(1)).toMatchObject({ reason: 'cell_too_long' });
  });

  it('refuses what is not a workbook, and a zip that would unpack too large, with a WorkbookError', () => {
    expect(() => tableFromWorkbook(strToU8('student,question,working\n'), 'xlsx')).toThrow(WorkbookError);
    expect(() => tableFromWorkbook(zipSync({ 'other.txt': strToU8('x') }), 'ods')).toThrow(/has no content\.xml/);
    expect(() =>
      tableFromWorkbook(
        zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/_rels/workbook.xml.rels': strToU8('<Relationships/>') }),
        'xlsx',
      ),
    ).toThrow(/has no sheet/);
    // 2 MiB of zeros packs into a few kilobytes; the bound is checked before anything is unpacked.
    const bomb = zipSync({ 'content.xml': [new Uint8Array(2 * 1024 * 1024), { level: 1 }] });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => tableFromWorkbook(bomb, 'ods', 1024 * 1024)).toThrow(/unpacks to more than 1 MiB/);
  });

  it('tells a workbook by its name, and a zip by its first bytes', () => {
    expect(['a.XLSX', 'b.xlsm', 'c.ods', 'd.csv', 'e'].map(workbookKindOfName)).toEqual(['xlsx', 'xlsx', 'ods', null, null]);
    expect(isZip(odsBytes([['a']]))).toBe(true);
    expect(isZip(strToU8('PK'))).toBe(false);
    // Saved under another name: told by the parts it holds.
    expect(workbookKindOf('answers', xlsxBytes([['a']]))).toBe('xlsx');
    expect(workbookKindOf('answers.bin', odsBytes([['a']]))).toBe('ods');
    expect(workbookKindOf('answers.csv', strToU8('a,b'))).toBeNull();
    expect(workbookKindOf('answers.zip', zipSync({ 'a.txt': strToU8('a') }))).toBeNull();
  });
});
