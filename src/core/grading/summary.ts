import { MISCONCEPTION_RULES, type MisconceptionRule } from '../misconceptions/catalog';
import type { GradedRow, Verdict } from './grade';
import { questionKey } from './key';

export interface RuleCount {
  rule: MisconceptionRule;
  count: number;
}

export interface QuestionSummary {
  question: string;
  rows: number;
  correct: number;
  invalid: number;
  /** The rules met at the first wrong step of this question's rows, most common first. */
  misconceptions: RuleCount[];
}

export interface MisconceptionSummary extends RuleCount {
  /** The row numbers that list the rule. */
  rows: number[];
}

export interface ClassSummary {
  rows: number;
  verdicts: Record<Verdict, number>;
  /** In the order the questions first appear. */
  questions: QuestionSummary[];
  /** Most common first; ties in the catalog's order. */
  misconceptions: MisconceptionSummary[];
  /** Every invalid row, with why. */
  badRows: Array<{ row: number; student: string; question: string; reason: string; message: string }>;
}

const byCount = (x: RuleCount, y: RuleCount): number =>
  y.count - x.count || MISCONCEPTION_RULES.indexOf(x.rule) - MISCONCEPTION_RULES.indexOf(y.rule);

/** The class summary of graded rows: per question, per misconception, per verdict, and the bad rows. */
export function summarizeClass(graded: readonly GradedRow[]): ClassSummary {
  const verdicts: Record<Verdict, number> = { correct: 0, step_mismatch: 0, division_by_zero: 0, answer_mismatch: 0, final_form: 0, invalid: 0 };
  const questions = new Map<string, QuestionSummary & { counts: Map<MisconceptionRule, number> }>();
  const rules = new Map<MisconceptionRule, number[]>();
  const badRows: ClassSummary['badRows'] = [];
  for (const row of graded) {
    verdicts[row.verdict]++;
    const id = questionKey(row.question);
    let question = questions.get(id);
    if (question === undefined) {
      question = { question: row.question, rows: 0, correct: 0, invalid: 0, misconceptions: [], counts: new Map() };
      questions.set(id, question);
    }
    question.rows++;
    if (row.verdict === 'correct') question.correct++;
    if (row.verdict === 'invalid') {
      question.invalid++;
      badRows.push({ row: row.row, student: row.student, question: row.question, reason: row.fault?.reason ?? 'invalid', message: row.fault?.message ?? '' });
    }
    for (const rule of row.misconceptions) {
      question.counts.set(rule, (question.counts.get(rule) ?? 0) + 1);
      const listed = rules.get(rule) ?? [];
      listed.push(row.row);
      rules.set(rule, listed);
    }
  }
  return {
    rows: graded.length,
    verdicts,
    questions: [...questions.values()].map(({ counts, ...question }) => ({
      ...question,
      misconceptions: [...counts].map(([rule, count]) => ({ rule, count })).sort(byCount),
    })),
    misconceptions: [...rules].map(([rule, rows]) => ({ rule, count: rows.length, rows })).sort(byCount),
    badRows,
  };
}
