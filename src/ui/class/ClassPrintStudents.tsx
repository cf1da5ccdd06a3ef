import type { GradedRow } from '../../worker/messages';
import { studentGroups } from '../../core/grading/student-groups';
import { useClassT } from './class-messages';

/**
 * The printed report's table per student: each student's questions, verdicts and misconceptions.
 * On screen the results table (paged from the worker, filtered) does this; paper gets every row,
 * fetched when Print is pressed.
 */
export function ClassPrintStudents({ rows }: { rows: readonly GradedRow[] }) {
  const t = useClassT();
  return (
    <section className="class-print-students print-only" aria-labelledby="class-print-students-heading" data-testid="class-print-students">
      <h3 id="class-print-students-heading">{t('byStudent')}</h3>
      <table className="class-students">
        <thead>
          <tr>
            <th scope="col">{t('col.question')}</th>
            <th scope="col">{t('col.verdict')}</th>
            <th scope="col">{t('col.line')}</th>
            <th scope="col">{t('col.misconceptions')}</th>
          </tr>
        </thead>
        {studentGroups(rows).map((group, index) => (
          <tbody key={`${index}-${group.student}`}>
            <tr className="class-student-head">
              <th scope="rowgroup" colSpan={4} dir="auto">
                {group.student} — {t('studentCorrect', { correct: group.correct, rows: group.rows.length })}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={`${row.row}-${row.question}`}>
                <td dir="auto">{row.question}</td>
                <td>{t.verdict(row.verdict)}</td>
                <td>{row.first_error_line ?? ''}</td>
                <td>{row.misconceptions.map((rule) => t.rule(rule)).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
