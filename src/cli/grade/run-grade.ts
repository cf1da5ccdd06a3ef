/** `exactly grade`: a class file (and a key) in, the results and a summary out. */
import { EXIT_STATUS } from '../exit-status';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { answerRowOf } from '../../core/grading/answers';
import {
  ANSWER_COLUMNS,
  KEY_COLUMNS,
  mapColumns,
  missingColumns,
  REQUIRED_ANSWER_COLUMNS,
  type AnswerColumn,
  type ColumnMapping,
} from '../../core/grading/columns';
import { gradeRow, resultRecord, type GradedRow } from '../../core/grading/grade';
import { readAnswerKey, type AnswerKey, type KeyFault } from '../../core/grading/key';
import { ClassSummarizer } from '../../core/grading/summary';
import { isBlankRecord } from '../../core/grading/table';
import { headerProblem, isHeaderlessClass, positionalMapping, tableProblem, tableProblemText } from '../../core/grading/table-shape';
import { WIDE_SOURCE_NAMES, wideAnswerRowsOf, wideLayoutOf, type WideLayout } from '../../core/grading/wide-layout';
import { RESULTS_HEADER, resultLines } from '../../csv/results-writer';
import { ResponseWriter } from '../output';
import { GRADE_USAGE, parseGradeArgs, type GradeArgs } from './grade-args';
import { ClassFileError, readClassFile } from './read-class-file';
import { streamClassRecords } from './stream-class-file';
import { BadRowLines, keyFaultsText, summaryParts } from './summary-text';

/** Rows are graded in batches of this many, waiting between batches while the output is behind. */
const BATCH = 256;

class UsageError extends Error {}

async function readKey(path: string | null): Promise<{ key: AnswerKey | null; faults: KeyFault[] }> {
  if (path === null) return { key: null, faults: [] };
  const table = await readClassFile(path);
  const problem = tableProblem(table, KEY_COLUMNS);
  if (problem !== null) throw new UsageError(tableProblemText(path, problem, KEY_COLUMNS));
  const key = readAnswerKey(table);
  if ('missing' in key)
    throw new UsageError(`${path} has no column ${key.missing.join(', ')} (a key needs question, and answer or final_form)`);
  return { key, faults: key.faults };
}

function openOutput(path: string | null): Writable {
  return path === null ? process.stdout : createWriteStream(path);
}

async function grade(args: GradeArgs): Promise<void> {
  const { key, faults } = await readKey(args.key);
  // The key's problems first, once, before any row: a teacher sees them as the command starts.
  const keyProblems = args.key === null ? '' : keyFaultsText(args.key, faults);
  if (keyProblems !== '' && !process.stderr.write(keyProblems)) await once(process.stderr, 'drain');
  const stream = openOutput(args.out);
  const output = new ResponseWriter(stream);
  const badRows = new BadRowLines();
  const summarizer = new ClassSummarizer(badRows.add);
  let mapping: ColumnMapping<AnswerColumn> = {};
  let width = 0;
  let headerBlank = false;
  let wide: WideLayout | null = null;
  let headerless = false;
  /** Rows handed to the grader (blank lines are not rows). */
  let rowsRead = 0;
  let batch: GradedRow[] = [];
  let draining: Promise<void> | null = null;
  const send = (): Promise<void> | undefined => {
    if (args.jsonl) for (const row of batch) output.line(JSON.stringify(resultRecord(row)));
    else if (batch.length > 0) output.line(resultLines(batch).slice(0, -1));
    batch = [];
    // A slow reader (or a slow disk) holds the reading and grading back, a batch at a time; only
    // then does the reader pause (a pause on every batch would cost the parser its chunk).
    if (!stream.writableNeedDrain) return undefined;
    // One wait however many batches the chunk at hand still gives.
    draining ??= output.ready().finally(() => {
      draining = null;
    });
    return draining;
  };
  // The answers are read as a stream, graded and written a batch at a time: a class of any size
  // fits in memory (only the summary grows, by a number per misconception and a line per bad row).
  await streamClassRecords(args.answers, (record, index, fault) => {
    if (index === 0) {
      // A blank first row is a missing header only if rows follow it; a blank file is said at the end.
      headerBlank = isBlankRecord(record);
      if (headerBlank) return;
      const problem = headerProblem(record, ANSWER_COLUMNS);
      if (problem !== null) throw new UsageError(tableProblemText(args.answers, problem, ANSWER_COLUMNS));
      width = record.length;
      headerless = isHeaderlessClass(record);
      // A form's or Moodle's export: one row per student, a column per question.
      wide = wideLayoutOf(record);
      if (wide !== null) {
        process.stderr.write(
          `${args.answers}: read as ${WIDE_SOURCE_NAMES[wide.source]}'s export, one row per student, ${wide.questions.length} ${wide.questions.length === 1 ? 'question' : 'questions'} (${wide.questions
            .slice(0, 5)
            .map((question) => question.question.slice(0, 40))
            .join('; ')}${wide.questions.length > 5 ? '; …' : ''})\n\n`,
        );
        return;
      }
      if (headerless) {
        // Its first row is already an answer: graded below, its columns in the documented order.
        mapping = positionalMapping(width);
        process.stderr.write(`${args.answers}: no header row; its columns read in the order ${Object.keys(mapping).join(', ')}\n\n`);
      } else {
        mapping = mapColumns(record, ANSWER_COLUMNS);
        const missing = missingColumns(mapping, REQUIRED_ANSWER_COLUMNS);
        if (missing.length > 0)
          throw new UsageError(
            `${args.answers} has no column ${missing.join(', ')} (the columns are student, question, working, and optionally answer and final_form)`,
          );
        return;
      }
    }
    if (fault === null && isBlankRecord(record)) return;
    if (headerBlank) throw new UsageError(tableProblemText(args.answers, { kind: 'no_header', firstRow: [] }, ANSWER_COLUMNS));
    const rows = wide === null ? [answerRowOf(record, index, fault, mapping, width)] : wideAnswerRowsOf(wide, record, index, fault);
    for (const row of rows) {
      // The results' header goes out with the first row: a file with no rows writes nothing.
      if (rowsRead++ === 0 && !args.jsonl) output.line(RESULTS_HEADER.slice(0, -1));
      const graded = gradeRow(row, key);
      summarizer.add(graded);
      batch.push(graded);
    }
    if (batch.length >= BATCH) return send();
  });
  if (rowsRead === 0) throw new UsageError(tableProblemText(args.answers, { kind: width === 0 ? 'empty' : 'header_only' }, ANSWER_COLUMNS));
  await send();
  await output.flush();
  if (stream !== process.stdout)
    await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
  // A part at a time, each after the one before has drained: megabytes of bad rows are never one write.
  for (const part of summaryParts(summarizer.summary(), [], badRows.chunks())) {
    if (!process.stderr.write(part)) await once(process.stderr, 'drain');
  }
}

export async function runGrade(argv: readonly string[]): Promise<number> {
  const args = parseGradeArgs(argv);
  if ('help' in args) {
    process.stdout.write(`${GRADE_USAGE}\n`);
    return EXIT_STATUS.ok;
  }
  if ('error' in args) {
    process.stderr.write(`exactly grade: ${args.error}\n${GRADE_USAGE}\n`);
    return EXIT_STATUS.usage;
  }
  try {
    await grade(args);
    return EXIT_STATUS.ok;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ClassFileError) {
      process.stderr.write(`exactly grade: ${error.message}\n`);
      return EXIT_STATUS.usage;
    }
    throw error;
  }
}
