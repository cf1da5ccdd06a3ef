/** `exactly practice`: a practice sheet from misconceptions, as a key CSV, JSON Lines or a Moodle quiz. */
import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { readAnswerRows } from '../../core/grading/answers';
import { feedbackEn, makePracticeSheet, practiceProfile, type PracticeProfile, type PracticeSheet } from '../../core/practice/index';
import { practiceSheetCsv } from '../../csv/practice-key';
import { englishMoodleTexts, moodleQuizXml } from '../../moodle/moodle-xml';
import { ClassFileError, readClassFile } from '../grade/read-class-file';
import { PRACTICE_USAGE, parsePracticeArgs, type PracticeArgs } from './practice-args';

const EXIT_OK = 0;
const EXIT_SHORT = 1;
const EXIT_USAGE = 2;

class UsageError extends Error {}

async function profileOf(path: string | null, maxDenominator: number): Promise<PracticeProfile | null> {
  if (path === null) return null;
  const rows = readAnswerRows(await readClassFile(path));
  if ('missing' in rows) throw new UsageError(`${path} has no column ${rows.missing.join(', ')}`);
  return practiceProfile(rows.map((row) => row.working), maxDenominator);
}

function render(sheet: PracticeSheet, format: PracticeArgs['format']): string {
  switch (format) {
    case 'csv': return practiceSheetCsv(sheet);
    case 'jsonl':
      return sheet.problems.map(({ explanation: _explanation, ...problem }) => `${JSON.stringify({ ...problem, feedback: feedbackEn({ ...problem, explanation: _explanation }) })}\n`).join('');
    case 'moodle': {
      const texts = englishMoodleTexts(feedbackEn);
      texts.category = `Exactly practice, seed ${sheet.seed}`;
      return `${moodleQuizXml(sheet, texts)}\n`;
    }
  }
}

export async function runPractice(argv: readonly string[]): Promise<number> {
  const args = parsePracticeArgs(argv);
  if ('help' in args) {
    process.stdout.write(`${PRACTICE_USAGE}\n`);
    return EXIT_OK;
  }
  if ('error' in args) {
    process.stderr.write(`exactly practice: ${args.error}\n${PRACTICE_USAGE}\n`);
    return EXIT_USAGE;
  }
  try {
    const seed = args.seed ?? randomInt(0, 2 ** 32 - 1);
    const profile = await profileOf(args.like, args.maxDenominator);
    const sheet = makePracticeSheet({ rules: args.rules, seed, perRule: args.perRule, maxDenominator: args.maxDenominator, profile });
    const text = render(sheet, args.format);
    if (args.out === null) process.stdout.write(text);
    else await writeFile(args.out, text);
    process.stderr.write(`exactly practice: ${sheet.problems.length} problems, seed ${sheet.seed} (make it again with --seed ${sheet.seed})\n`);
    for (const { rule, made } of sheet.shortfalls) process.stderr.write(`exactly practice: only ${made} of ${sheet.per_rule} problems found for ${rule}\n`);
    return sheet.shortfalls.length === 0 ? EXIT_OK : EXIT_SHORT;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ClassFileError) {
      process.stderr.write(`exactly practice: ${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
