/** The class summary as `exactly grade` prints it on standard error: plain text for a teacher, each rule by its name (the id after it, for `exactly practice --rules`). */
import type { BadRow, ClassSummary } from '../../core/grading/summary';
import type { KeyFault } from '../../core/grading/key';
import { ruleLabel, ruleLabelAndId } from '../../core/sentences/index';
import type { WorkingKindId } from '../../core/working/kinds';

const MISCONCEPTIONS_HEADING: Record<WorkingKindId, string> = {
  fraction: 'Misconceptions (rows):',
  equation: 'Equation misconceptions (rows):',
};

const percent = (part: number, whole: number): string => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`);

const listRows = (rows: readonly number[]): string =>
  rows.length <= 12 ? rows.join(', ') : `${rows.slice(0, 12).join(', ')}, … (${rows.length - 12} more)`;

/** A bad row's line of the summary, LF-terminated. */
export const badRowLine = (bad: BadRow): string => `  row ${bad.row}: ${bad.reason}: ${bad.message}\n`;

/**
 * The key's problems, written once before any row is graded (the command's preview): a bad answer
 * is the key's fault, not every student's row's. Empty when the key has none.
 */
export function keyFaultsText(path: string, faults: readonly KeyFault[]): string {
  if (faults.length === 0) return '';
  const lines = [`Key ${path}: ${faults.length} ${faults.length === 1 ? 'row has a problem' : 'rows have a problem'}:`];
  for (const fault of faults) lines.push(`  row ${fault.row}: ${fault.reason}: ${fault.message}`);
  return `${lines.join('\n')}\n\n`;
}

export function summaryText(summary: ClassSummary, keyFaults: readonly KeyFault[]): string {
  return summaryParts(summary, keyFaults).join('');
}

/**
 * The summary in parts to write one after the other: a class with a hundred thousand bad rows has
 * megabytes of them, which are not copied into one string (nor one write) at the end.
 * `badRowChunks`: the bad rows' lines as gathered while grading (see BadRowLines); without them,
 * the summary's own list.
 */
export function summaryParts(summary: ClassSummary, keyFaults: readonly KeyFault[], badRowChunks?: readonly string[]): string[] {
  const { verdicts } = summary;
  const lines: string[] = [];
  lines.push(
    `${summary.rows} rows: ${verdicts.correct} correct, ${verdicts.step_mismatch} with a wrong step, ${verdicts.division_by_zero} dividing by zero, ${verdicts.answer_mismatch} with another answer, ${verdicts.final_form} not in the required form, ${verdicts.invalid} invalid.`,
  );
  if (summary.questions.length > 0) {
    lines.push('', 'By question:');
    for (const question of summary.questions) {
      const graded = question.rows - question.invalid;
      const common = question.misconceptions
        .slice(0, 3)
        .map(({ rule, count }) => `${ruleLabel(rule, 'en')} ×${count}`)
        .join(', ');
      // "2 of 5 correct", not "2/5": in a fractions class, a count written as a fraction reads as one.
      lines.push(
        `  ${question.question || '(no question)'}: ${question.correct} of ${graded} correct (${percent(question.correct, graded)})${question.invalid > 0 ? `, ${question.invalid} invalid` : ''}${common ? `; most common: ${common}` : ''}`,
      );
    }
  }
  // The misconceptions come kind by kind: each kind's under its heading.
  let kind: WorkingKindId | null = null;
  for (const entry of summary.misconceptions) {
    if (entry.kind !== kind) {
      kind = entry.kind;
      lines.push('', MISCONCEPTIONS_HEADING[kind]);
    }
    lines.push(`  ${ruleLabelAndId(entry.rule, 'en')}: ${entry.count} (rows ${listRows(entry.rows)})`);
  }
  if (summary.ambiguousRows.length > 0) {
    lines.push('', `Could be either of two mistakes, not named (${summary.ambiguousRows.length}): rows ${listRows(summary.ambiguousRows)}`);
  }
  const badRows = badRowChunks ?? [summary.badRows.map(badRowLine).join('')];
  const parts: string[] = [];
  if (badRows.some((chunk) => chunk.length > 0)) {
    lines.push('', `Bad rows (${summary.verdicts.invalid}):`);
    parts.push(`${lines.join('\n')}\n`, ...badRows);
    lines.length = 0;
  }
  if (keyFaults.length > 0) {
    lines.push('', `Key rows not used (${keyFaults.length}):`);
    for (const fault of keyFaults) lines.push(`  row ${fault.row}: ${fault.reason}: ${fault.message}`);
  }
  if (lines.length > 0) parts.push(`${lines.join('\n')}\n`);
  return parts;
}

/**
 * The bad rows' lines, gathered as one-byte text while a class is graded: a hundred thousand bad
 * rows are a few megabytes of text, not a hundred thousand objects and their strings.
 */
export class BadRowLines {
  private readonly done: string[] = [];
  private pending: string[] = [];

  readonly add = (bad: BadRow): void => {
    this.pending.push(badRowLine(bad));
    // Joined a thousand at a time: one flat string each, which holds no slice of the file read.
    if (this.pending.length === 1000) this.settle();
  };

  /** The lines, LF-terminated, in chunks of a thousand. */
  chunks(): readonly string[] {
    this.settle();
    return this.done;
  }

  private settle(): void {
    if (this.pending.length > 0) this.done.push(this.pending.join(''));
    this.pending = [];
  }
}
