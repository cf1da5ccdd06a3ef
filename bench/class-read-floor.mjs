// The floor of `exactly grade`'s reading: the same answers file streamed through papaparse alone
// (its streaming reader, a record at a time), counting rows. Run by bench/cli.ts beside the grader.
//   node bench/class-read-floor.mjs ANSWERS.csv
import { createReadStream } from 'node:fs';
import Papa from 'papaparse';

let rows = 0;
Papa.parse(createReadStream(process.argv[2], { encoding: 'utf8', highWaterMark: 1024 * 1024 }), {
  step: () => {
    rows++;
  },
  complete: () => process.stdout.write(`${rows - 1}\n`),
});
