/**
 * A sheet for each student, from a graded class's results (as `exactly grade` and the Class tab's
 * export write them): each student practises their own mistakes. A student's rules are the
 * first-listed misconception of each of their wrong rows, counted, most frequent first, at most
 * {@link MAX_STUDENT_RULES}; a student with none gets no sheet and is listed for the teacher with
 * the questions they got wrong. Question ids carry the student's name ("Dana/P1"), so one key
 * grades the whole class's answers to their own sheets.
 */
import { mapColumns, missingColumns } from '../grading/columns';
import { isBlankRecord, type Table } from '../grading/table';
import { isMisconceptionRule, isPracticeRule, PRACTICE_RULES, type PracticeRule } from './practice-rules';
import { makePracticeSheet, type PracticeOptions, type PracticeProblem, type PracticeSheet } from './sheet';
import { derivedSeed } from './random';
import { rankOf } from '../misconceptions/catalog';

export const MAX_STUDENT_RULES = 3;

/** One row of a results file, as far as a student's sheet reads it. */
export interface ResultRow {
  student: string;
  question: string;
  verdict: string;
  /** The rules listed at the first wrong step, in the tool's order (the results file's cell split at ";"). */
  misconceptions: readonly string[];
}

/** The columns of a results file a student's sheet reads (the file has more: first_error_line, final_value). */
export const RESULT_ROW_COLUMNS = ['student', 'question', 'verdict', 'misconceptions'] as const;
type ResultRowColumn = (typeof RESULT_ROW_COLUMNS)[number];

/** A results file's rows; the columns it lacks when it is not one. Rows the reader could not read are skipped. */
export function readResultRows(table: Table): ResultRow[] | { missing: ResultRowColumn[] } {
  const mapping = mapColumns(table.records[0] ?? [], RESULT_ROW_COLUMNS);
  const missing = missingColumns(mapping, RESULT_ROW_COLUMNS);
  if (missing.length > 0) return { missing };
  const cell = (record: readonly string[], column: ResultRowColumn): string => (record[mapping[column]!] ?? '').trim();
  return table.records.flatMap((record, index) =>
    index === 0 || isBlankRecord(record) || table.faults.has(index)
      ? []
      : [
          {
            student: cell(record, 'student'),
            question: cell(record, 'question'),
            verdict: cell(record, 'verdict'),
            misconceptions: cell(record, 'misconceptions')
              .split(';')
              .map((rule) => rule.trim())
              .filter((rule) => rule !== ''),
          },
        ],
  );
}

export interface StudentPlan {
  student: string;
  /** The rules to practise, most frequent first, each with how many of the student's wrong rows named it first. */
  rules: Array<{ rule: PracticeRule; count: number }>;
  /** The questions the student got wrong (not correct, not invalid), in the results' order, each once. */
  wrong: string[];
}

/** Ties: a fraction rule in the catalog's rank (the order a teacher would name them), the equation rules after, in the contract's order. */
const tieRank = (rule: PracticeRule): number =>
  isMisconceptionRule(rule) ? rankOf(rule) : PRACTICE_RULES.length + PRACTICE_RULES.indexOf(rule);

/** The plan of every student in the results, in the order they first appear. */
export function studentPlans(rows: Iterable<ResultRow>, maxRules = MAX_STUDENT_RULES): StudentPlan[] {
  const students = new Map<string, { counts: Map<PracticeRule, number>; wrong: string[] }>();
  for (const row of rows) {
    const student = row.student.trim();
    if (student === '') continue;
    let entry = students.get(student);
    if (entry === undefined) {
      entry = { counts: new Map(), wrong: [] };
      students.set(student, entry);
    }
    if (row.verdict === 'correct' || row.verdict === 'invalid') continue;
    if (!entry.wrong.includes(row.question)) entry.wrong.push(row.question);
    const first = row.misconceptions.find((rule) => rule.trim() !== '')?.trim();
    if (first !== undefined && isPracticeRule(first)) entry.counts.set(first, (entry.counts.get(first) ?? 0) + 1);
  }
  return [...students].map(([student, { counts, wrong }]) => ({
    student,
    rules: [...counts]
      .sort(([r1, c1], [r2, c2]) => c2 - c1 || tieRank(r1) - tieRank(r2))
      .slice(0, maxRules)
      .map(([rule, count]) => ({ rule, count })),
    wrong,
  }));
}

export interface StudentSheet {
  student: string;
  plan: StudentPlan;
  /** Null for a student with no misconception to practise. */
  sheet: PracticeSheet | null;
}

/**
 * A sheet for each student with a misconception, in the plans' order. Each is made from its own
 * seed, derived from the class's seed and the student's name, so the same class and seed make the
 * same sheets, and two students with the same mistakes get different problems.
 */
export function makeStudentSheets(plans: readonly StudentPlan[], options: Omit<PracticeOptions, 'rules' | 'prefix'>): StudentSheet[] {
  return plans.map((plan) => ({
    student: plan.student,
    plan,
    sheet:
      plan.rules.length === 0
        ? null
        : makePracticeSheet({
            ...options,
            rules: plan.rules.map(({ rule }) => rule),
            seed: derivedSeed(options.seed, `student:${plan.student}`),
            prefix: `${plan.student}/`,
          }),
  }));
}

/** Every student's problems in one list, each with its student: the class's key. */
export function studentProblems(sheets: readonly StudentSheet[]): Array<PracticeProblem & { student: string }> {
  return sheets.flatMap(({ student, sheet }) => (sheet === null ? [] : sheet.problems.map((problem) => ({ ...problem, student }))));
}
