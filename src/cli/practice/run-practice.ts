/**
 * `exactly practice`: a practice sheet from misconceptions, or a sheet for each student of a
 * graded class, as a key CSV, JSON Lines, a Moodle quiz or a printable HTML page, its sentences in
 * English or Hebrew.
 */
import { EXIT_STATUS } from '../exit-status';
import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { readAnswerRows } from '../../core/grading/answers';
import { makePracticeSheet, practiceProfile, type PracticeProblem, type PracticeProfile } from '../../core/practice/index';
import { makeStudentSheets, readResultRows, studentPlans, studentProblems, type StudentSheet } from '../../core/practice/students';
import { practiceFeedback, practiceText, ruleLabelAndId, taskInstruction, type SentenceLanguage } from '../../core/sentences/index';
import { practiceSheetCsv } from '../../csv/practice-key';
import { moodleQuizXml, moodleTexts, type MoodleCategory } from '../../moodle/moodle-xml';
import { practiceSheetHtml, type PrintedSheet } from '../../print/practice-html';
import { ClassFileError, readClassFile } from '../grade/read-class-file';
import { PRACTICE_USAGE, parsePracticeArgs, type PracticeArgs } from './practice-args';

class UsageError extends Error {}

async function profileOf(path: string | null, maxDenominator: number): Promise<PracticeProfile | null> {
  if (path === null) return null;
  const rows = readAnswerRows(await readClassFile(path));
  if ('missing' in rows) throw new UsageError(`${path} has no column ${rows.missing.join(', ')}`);
  return practiceProfile(
    rows.map((row) => row.working),
    maxDenominator,
  );
}

type Problem = PracticeProblem & { student?: string };

function jsonLines(problems: readonly Problem[], language: SentenceLanguage): string {
  return problems
    .map(
      ({ explanation, student, ...problem }) =>
        `${JSON.stringify({
          ...(student === undefined ? {} : { student }),
          ...problem,
          instruction: taskInstruction(problem, language),
          feedback: practiceFeedback({ ...problem, explanation }, language),
        })}\n`,
    )
    .join('');
}

function render(
  problems: readonly Problem[],
  categories: readonly MoodleCategory[],
  printed: readonly PrintedSheet[],
  seed: number,
  args: PracticeArgs,
): string {
  switch (args.format) {
    case 'csv':
      return practiceSheetCsv(problems, args.fromResults !== null);
    case 'jsonl':
      return jsonLines(problems, args.language);
    case 'moodle':
      return `${moodleQuizXml(categories, moodleTexts(args.language))}\n`;
    case 'html':
      return practiceSheetHtml(printed, seed, args.language);
  }
}

async function output(text: string, args: PracticeArgs): Promise<void> {
  if (args.out === null) process.stdout.write(text);
  else await writeFile(args.out, text);
}

async function studentSheets(path: string, seed: number, args: PracticeArgs, profile: PracticeProfile | null): Promise<StudentSheet[]> {
  const rows = readResultRows(await readClassFile(path));
  if ('missing' in rows)
    throw new UsageError(`${path} is not a results file (exactly grade --out): it has no column ${rows.missing.join(', ')}`);
  return makeStudentSheets(studentPlans(rows), { seed, perRule: args.perRule, maxDenominator: args.maxDenominator, profile });
}

export async function runPractice(argv: readonly string[]): Promise<number> {
  const args = parsePracticeArgs(argv);
  if ('help' in args) {
    process.stdout.write(`${PRACTICE_USAGE}\n`);
    return EXIT_STATUS.ok;
  }
  if ('error' in args) {
    process.stderr.write(`exactly practice: ${args.error}\n${PRACTICE_USAGE}\n`);
    return EXIT_STATUS.usage;
  }
  try {
    const seed = args.seed ?? randomInt(0, 2 ** 32 - 1);
    const profile = await profileOf(args.like, args.maxDenominator);
    if (args.fromResults !== null) {
      const sheets = await studentSheets(args.fromResults, seed, args, profile);
      const made = sheets.filter((entry) => entry.sheet !== null);
      // Moodle reads "/" in a category path as a subcategory; "//" is a slash in a name.
      const categories = made.map(({ student, sheet }) => ({
        category: practiceText('studentCategory', args.language, { seed, student: student.replace(/\//g, '//') }),
        problems: sheet!.problems,
      }));
      const problems = studentProblems(sheets);
      const printed = made.map(({ student, sheet }) => ({ seed: sheet!.seed, student, problems: sheet!.problems }));
      await output(render(problems, categories, printed, seed, args), args);
      process.stderr.write(
        `exactly practice: ${made.length} sheets, ${problems.length} problems, seed ${seed} (make them again with --seed ${seed})\n`,
      );
      let short = false;
      for (const { student, plan, sheet } of sheets) {
        if (sheet === null) {
          process.stderr.write(
            `exactly practice: no misconception for ${student}, no sheet; wrong: ${plan.wrong.length === 0 ? 'none' : plan.wrong.join(', ')}\n`,
          );
          continue;
        }
        for (const { rule, made: count } of sheet.shortfalls) {
          short = true;
          process.stderr.write(
            `exactly practice: only ${count} of ${sheet.per_rule} problems found for ${ruleLabelAndId(rule, 'en')} on ${student}'s sheet\n`,
          );
        }
      }
      return short ? EXIT_STATUS.failed : EXIT_STATUS.ok;
    }
    const sheet = makePracticeSheet({ rules: args.rules, seed, perRule: args.perRule, maxDenominator: args.maxDenominator, profile });
    const categories = [{ category: practiceText('category', args.language, { seed: sheet.seed }), problems: sheet.problems }];
    await output(
      render(sheet.problems, categories, [{ seed: sheet.seed, student: null, problems: sheet.problems }], sheet.seed, args),
      args,
    );
    process.stderr.write(
      `exactly practice: ${sheet.problems.length} problems, seed ${sheet.seed} (make it again with --seed ${sheet.seed})\n`,
    );
    for (const { rule, made } of sheet.shortfalls)
      process.stderr.write(`exactly practice: only ${made} of ${sheet.per_rule} problems found for ${ruleLabelAndId(rule, 'en')}\n`);
    return sheet.shortfalls.length === 0 ? EXIT_STATUS.ok : EXIT_STATUS.failed;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ClassFileError) {
      process.stderr.write(`exactly practice: ${error.message}\n`);
      return EXIT_STATUS.usage;
    }
    throw error;
  }
}
