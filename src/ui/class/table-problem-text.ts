/** A class file's problem as a whole (src/core/grading/table-shape) in the page's language. */
import type { TableProblem } from '../../worker/messages';
import type { ClassTranslate } from './class-messages';

export function tableProblemText(t: ClassTranslate, problem: TableProblem, name: string, columns: readonly string[]): string {
  switch (problem.kind) {
    case 'empty':
      return t('fileEmpty', { name });
    case 'header_only':
      return t('fileHeaderOnly', { name });
    case 'no_header':
      return problem.firstRow.every((cell) => cell.trim() === '')
        ? t('fileFirstRowBlank', { name, columns: columns.join(', ') })
        : t('fileNoHeader', { name, row: problem.firstRow.join(', '), columns: columns.join(', ') });
  }
}
