import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableFromText } from '../../csv/table-reader';
import { streamClassRecords } from './stream-class-file';

const dir = mkdtempSync(join(tmpdir(), 'exactly-stream-'));

async function streamed(text: string): Promise<string[][]> {
  const path = join(dir, `class-${text.length}.csv`);
  writeFileSync(path, text);
  const records: string[][] = [];
  await streamClassRecords(path, (record, _index, fault) => void records.push(fault === null ? record : [fault.reason]));
  return records;
}

describe('streamClassRecords', () => {
  it('reads what the whole-text reader reads, however the pieces cut the multi-byte characters and the rows', async () => {
    // Hebrew names (two bytes each letter) and quoted multi-line workings across many 16 KiB pieces.
    const rows = Array.from({ length: 3000 }, (_, i) => `${'דנה'.repeat(1 + (i % 7))} ${i},Q${i % 5},"1/2 + 1/3\n= ${i}/6",`);
    const text = `student,question,working,answer\n${rows.join('\n')}\n`;
    // The whole-text reader also gives the empty record after the last line break.
    expect(await streamed(text)).toEqual(tableFromText(text).records.slice(0, -1));
  });

  it('reads a row longer than many pieces whole, then the rows after it', async () => {
    const long = `1 + ${'1 + '.repeat(200_000)}1`;
    const records = await streamed(`student,question,working\nAda,Q1,${long}\nBen,Q2,1\n`);
    expect(records).toEqual([['student', 'question', 'working'], ['cell_too_long'], ['Ben', 'Q2', '1']]);
  });
});
