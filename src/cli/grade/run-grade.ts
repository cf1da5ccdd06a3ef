/** `exactly grade`: a class file (and a key) in, the results and a summary out. */
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { readAnswerRows } from '../../core/grading/answers';
import { gradeRow, resultRecord, type GradedRow } from '../../core/grading/grade';
import { readAnswerKey, type AnswerKey, type KeyFault } from '../../core/grading/key';
import { summarizeClass } from '../../core/grading/summary';
import { RESULTS_HEADER, resultLines } from '../../csv/results-writer';
import { ResponseWriter } from '../output';
import { GRADE_USAGE, parseGradeArgs, type GradeArgs } from './grade-args';
import { ClassFileError, readClassFile } from './read-class-file';
import { summaryText } from './summary-text';

const EXIT_OK = 0;
const EXIT_USAGE = 2;

/** Rows are graded in batches of this many, waiting between batches while the output is behind. */
const BATCH = 256;

class UsageError extends Error {}

async function readKey(path: string | null): Promise<{ key: AnswerKey | null; faults: KeyFault[] }> {
  if (path === null) return { key: null, faults: [] };
  const key = readAnswerKey(await readClassFile(path));
  if ('missing' in key) throw new UsageError(`${path} has no column ${key.missing.join(', ')} (a key needs question, and answer or final_form)`);
  return { key, faults: key.faults };
}

function openOutput(path: string | null): Writable {
  return path === null ? process.stdout : createWriteStream(path);
}

async function grade(args: GradeArgs): Promise<void> {
  const { key, faults } = await readKey(args.key);
  const answers = readAnswerRows(await readClassFile(args.answers));
  if ('missing' in answers) throw new UsageError(`${args.answers} has no column ${answers.missing.join(', ')} (the columns are student, question, working, and optionally answer and final_form)`);

  const stream = openOutput(args.out);
  const output = new ResponseWriter(stream);
  if (!args.jsonl) output.line(RESULTS_HEADER.slice(0, -1));
  const graded: GradedRow[] = [];
  for (let start = 0; start < answers.length; start += BATCH) {
    const batch = answers.slice(start, start + BATCH).map((row) => gradeRow(row, key));
    graded.push(...batch);
    if (args.jsonl) for (const row of batch) output.line(JSON.stringify(resultRecord(row)));
    else output.line(resultLines(batch).slice(0, -1));
    // A slow reader (or a slow disk) holds the grading back, a batch at a time.
    await output.ready();
  }
  await output.flush();
  if (stream !== process.stdout) await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
  process.stderr.write(summaryText(summarizeClass(graded), faults));
}

export async function runGrade(argv: readonly string[]): Promise<number> {
  const args = parseGradeArgs(argv);
  if ('help' in args) {
    process.stdout.write(`${GRADE_USAGE}\n`);
    return EXIT_OK;
  }
  if ('error' in args) {
    process.stderr.write(`exactly grade: ${args.error}\n${GRADE_USAGE}\n`);
    return EXIT_USAGE;
  }
  try {
    await grade(args);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ClassFileError) {
      process.stderr.write(`exactly grade: ${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
