/** The class summary as `exactly grade` prints it on standard error: plain text for a teacher. */
import type { ClassSummary } from '../../core/grading/summary';
import type { KeyFault } from '../../core/grading/key';

const percent = (part: number, whole: number): string => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`);

const listRows = (rows: readonly number[]): string => (rows.length <= 12 ? rows.join(', ') : `${rows.slice(0, 12).join(', ')}, … (${rows.length - 12} more)`);

export function summaryText(summary: ClassSummary, keyFaults: readonly KeyFault[]): string {
  const { verdicts } = summary;
  const lines: string[] = [];
  lines.push(`${summary.rows} rows: ${verdicts.correct} correct, ${verdicts.step_mismatch} with a wrong step, ${verdicts.division_by_zero} dividing by zero, ${verdicts.answer_mismatch} with another answer, ${verdicts.final_form} not in the required form, ${verdicts.invalid} invalid.`);
  if (summary.questions.length > 0) {
    lines.push('', 'By question:');
    for (const question of summary.questions) {
      const graded = question.rows - question.invalid;
      const common = question.misconceptions.slice(0, 3).map(({ rule, count }) => `${rule} ×${count}`).join(', ');
      lines.push(`  ${question.question || '(no question)'}: ${question.correct}/${graded} correct (${percent(question.correct, graded)})${question.invalid > 0 ? `, ${question.invalid} invalid` : ''}${common ? `; most common: ${common}` : ''}`);
    }
  }
  if (summary.misconceptions.length > 0) {
    lines.push('', 'Misconceptions (rows):');
    for (const { rule, count, rows } of summary.misconceptions) lines.push(`  ${rule}: ${count} (rows ${listRows(rows)})`);
  }
  if (summary.ambiguousRows.length > 0) {
    lines.push('', `Could be either of two mistakes, not named (${summary.ambiguousRows.length}): rows ${listRows(summary.ambiguousRows)}`);
  }
  if (summary.badRows.length > 0) {
    lines.push('', `Bad rows (${summary.badRows.length}):`);
    for (const bad of summary.badRows) lines.push(`  row ${bad.row}: ${bad.reason}: ${bad.message}`);
  }
  if (keyFaults.length > 0) {
    lines.push('', `Key rows not used (${keyFaults.length}):`);
    for (const fault of keyFaults) lines.push(`  row ${fault.row}: ${fault.reason}: ${fault.message}`);
  }
  return `${lines.join('\n')}\n`;
}
