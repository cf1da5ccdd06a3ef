import { EQUATION_RULES } from '../equations/rule-ids';
import { MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import { kindOfRule, type WorkingKindId } from '../working/kinds';
import type { GradedRow, GradedRule, Verdict } from './grade';
import { questionKey } from './key';

export interface RuleCount<Rule extends GradedRule = MisconceptionRule> {
  rule: Rule;
  count: number;
}

export interface QuestionSummary {
  question: string;
  rows: number;
  correct: number;
  invalid: number;
  /** The rules met at the first wrong step of this question's rows, most common first (an equation question's are linear-equation-check's). */
  misconceptions: Array<RuleCount<GradedRule>>;
}

export interface MisconceptionSummary extends RuleCount<GradedRule> {
  /** The kind of working whose catalog names the rule (an equation working's mistake inside a side is a fraction rule). */
  kind: WorkingKindId;
  /** The row numbers that list the rule. */
  rows: number[];
}

export interface ClassSummary {
  rows: number;
  verdicts: Record<Verdict, number>;
  /** In the order the questions first appear. */
  questions: QuestionSummary[];
  /** Kind by kind (in KIND_ORDER), most common first within a kind; ties in the catalog's order. */
  misconceptions: MisconceptionSummary[];
  /** 1.2.0: the rows whose first wrong step is ambiguous (two mistakes nothing tells apart), counted apart from the named ones. */
  ambiguousRows: number[];
  /** Every invalid row, with why (none when a summarizer handed them on as they came: see ClassSummarizer). */
  badRows: BadRow[];
}

export interface BadRow {
  row: number;
  student: string;
  question: string;
  reason: string;
  message: string;
}

/** The catalogs' order: the fraction rules, then the equation rules. */
const RULE_ORDER: readonly GradedRule[] = [...MISCONCEPTION_RULES, ...EQUATION_RULES];

/** The order a summary lists the kinds in, as the catalogs: a kind added to ./kinds must be given its place here. */
const KIND_ORDER: Record<WorkingKindId, number> = { fraction: 0, equation: 1 };

const byCount = (x: RuleCount<GradedRule>, y: RuleCount<GradedRule>): number =>
  y.count - x.count || RULE_ORDER.indexOf(x.rule) - RULE_ORDER.indexOf(y.rule);

const byKindThenCount = (x: MisconceptionSummary, y: MisconceptionSummary): number =>
  KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || byCount(x, y);

/** A misconception's entry as a build before this one stored it: without its kind. */
type StoredMisconception = RuleCount<GradedRule> & { rows: number[] };

/**
 * A summary as the Class tab's store holds it, from this build or one before, which kept the
 * misconceptions without their kinds and an equation working's apart (`equationMisconceptions`).
 */
export function readStoredSummary(
  stored: Omit<ClassSummary, 'misconceptions'> & { misconceptions: StoredMisconception[]; equationMisconceptions?: StoredMisconception[] },
): ClassSummary {
  const { equationMisconceptions = [], ...summary } = stored;
  const misconceptions = [...stored.misconceptions, ...equationMisconceptions].map(({ rule, count, rows }) => ({
    kind: kindOfRule(rule),
    rule,
    count,
    rows,
  }));
  return { ...summary, misconceptions: misconceptions.sort(byKindThenCount) };
}

/**
 * A copy of a string that holds none of the text it was cut from: a cell read from a stream is a
 * slice of a whole chunk of the file, which a kept slice would keep in memory (V8's sliced
 * strings), chunk after chunk, for a class of a million rows.
 */
const detached = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/** The class summary, a row at a time: for a class read as a stream (`exactly grade` on a million rows). */
export class ClassSummarizer {
  /**
   * `onBadRow`: where each invalid row goes instead of the summary's list. A caller that only
   * writes them out (the command line, as text) keeps no object per bad row: a class of a million
   * rows has a hundred thousand of them.
   */
  constructor(private readonly onBadRow?: (bad: BadRow) => void) {}

  private rows = 0;
  private readonly verdicts: Record<Verdict, number> = {
    correct: 0,
    step_mismatch: 0,
    division_by_zero: 0,
    answer_mismatch: 0,
    final_form: 0,
    invalid: 0,
  };
  private readonly questions = new Map<string, QuestionSummary & { counts: Map<GradedRule, number> }>();
  private readonly rules = new Map<GradedRule, number[]>();
  private readonly badRows: ClassSummary['badRows'] = [];
  private readonly ambiguousRows: number[] = [];

  add(row: GradedRow): void {
    this.rows++;
    this.verdicts[row.verdict]++;
    const id = questionKey(row.question);
    let question = this.questions.get(id);
    if (question === undefined) {
      question = { question: detached(row.question), rows: 0, correct: 0, invalid: 0, misconceptions: [], counts: new Map() };
      this.questions.set(detached(id), question);
    }
    question.rows++;
    if (row.verdict === 'correct') question.correct++;
    if (row.verdict === 'invalid') {
      question.invalid++;
      const bad = {
        row: row.row,
        student: row.student,
        question: row.question,
        reason: row.fault?.reason ?? 'invalid',
        message: row.fault?.message ?? '',
      };
      if (this.onBadRow !== undefined) this.onBadRow(bad);
      else
        this.badRows.push({
          row: bad.row,
          student: detached(bad.student),
          question: detached(bad.question),
          reason: detached(bad.reason),
          message: detached(bad.message),
        });
    }
    if ((row.ambiguous?.length ?? 0) > 0) this.ambiguousRows.push(row.row);
    for (const rule of row.misconceptions) {
      question.counts.set(rule, (question.counts.get(rule) ?? 0) + 1);
      let listed = this.rules.get(rule);
      if (listed === undefined) {
        listed = [];
        this.rules.set(rule, listed);
      }
      listed.push(row.row);
    }
  }

  summary(): ClassSummary {
    return {
      rows: this.rows,
      verdicts: { ...this.verdicts },
      questions: [...this.questions.values()].map(({ counts, ...question }) => ({
        ...question,
        misconceptions: [...counts].map(([rule, count]) => ({ rule, count })).sort(byCount),
      })),
      misconceptions: [...this.rules]
        .map(([rule, rows]) => ({ kind: kindOfRule(rule), rule, count: rows.length, rows: [...rows] }))
        .sort(byKindThenCount),
      ambiguousRows: [...this.ambiguousRows],
      badRows: [...this.badRows],
    };
  }
}

/** The class summary of graded rows: per question, per misconception, per verdict, and the bad rows. */
export function summarizeClass(graded: readonly GradedRow[]): ClassSummary {
  const summarizer = new ClassSummarizer();
  for (const row of graded) summarizer.add(row);
  return summarizer.summary();
}
