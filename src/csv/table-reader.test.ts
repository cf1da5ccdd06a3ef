// The CSV edge against the spreadsheet exports teachers have: quoted cells with commas, quotes and
// line breaks, a byte order mark, CRLF, semicolons and tabs, Hebrew, and rows that are broken.
import { describe, expect, it } from 'vitest';
import { guessDelimiter, MAX_CELL_LENGTH, tableFromText } from './table-reader';

describe('guessDelimiter', () => {
  it.each([
    ['student,question,working', ','],
    ['student;question;working', ';'],
    ['student\tquestion\tworking', '\t'],
    ['"a;b",c,d\n;;;;;;', ','],
    ['working', ','],
  ])('%j → %j', (start, delimiter) => {
    expect(guessDelimiter(start)).toBe(delimiter);
  });
});

describe('tableFromText', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    const { records, faults } = tableFromText('student,question,working\n"Li, Ana","Q ""1""","1/2 + 1/3\n= 5/6"\n');
    expect(records.slice(0, 2)).toEqual([
      ['student', 'question', 'working'],
      ['Li, Ana', 'Q "1"', '1/2 + 1/3\n= 5/6'],
    ]);
    expect(faults.size).toBe(0);
  });

  it('drops a byte order mark and reads CRLF line ends (inside quoted cells too)', () => {
    const { records } = tableFromText('\uFEFFstudent,question,working\r\nDana,Q1,"1/2\r\n= 2/4"\r\n');
    expect(records[0]).toEqual(['student', 'question', 'working']);
    expect(records[1]).toEqual(['Dana', 'Q1', '1/2\r\n= 2/4']);
  });

  it('reads semicolon files (European and Israeli spreadsheets) and tab-separated pastes, Hebrew included', () => {
    expect(tableFromText('תלמיד;שאלה;working\nדנה;1;"6:2/3 = 9"\n').records[1]).toEqual(['דנה', '1', '6:2/3 = 9']);
    expect(tableFromText('student\tquestion\tworking\nYoni\tQ2\t1/2 ÷ 3/4 = 2/3').records[1]).toEqual(['Yoni', 'Q2', '1/2 ÷ 3/4 = 2/3']);
  });

  it("keeps blank lines as records, so record i stays the spreadsheet's row i + 1", () => {
    const { records } = tableFromText('a,b\n1,2\n\n3,4\n');
    expect(records.map((record) => record.join('|'))).toEqual(['a|b', '1|2', '', '3|4', '']);
  });

  it('marks a record with an unterminated quote as malformed', () => {
    const { faults } = tableFromText('a,b\n1,2\n"3,4\n5,6\n');
    expect([...faults]).toEqual([[2, { reason: 'malformed_row', message: 'row 3 could not be read: quoted field unterminated' }]]);
  });

  it('does not keep a cell over the bound: its row is a bad row', () => {
    const { records, faults } = tableFromText(`a,b\n${'1'.repeat(MAX_CELL_LENGTH + 1)},2\n${'1'.repeat(MAX_CELL_LENGTH)},3\n`);
    expect(records[1]).toEqual(['', '2']);
    expect(faults.get(1)?.reason).toBe('cell_too_long');
    // The row says its cell was dropped (and which), not that part of it was kept.
    expect(faults.get(1)).toMatchObject({
      cell: 0,
      message: 'row 2: cell 1 has 16385 characters, more than the 16384 read: the cell was dropped, so the row is not graded',
    });
    expect(records[2]![0]).toHaveLength(MAX_CELL_LENGTH);
    expect(faults.has(2)).toBe(false);
  });
});
