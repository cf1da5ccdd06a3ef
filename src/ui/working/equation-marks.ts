/**
 * An equation working's request, gutter marks and underlines, from linear-equation-check's answer:
 * which mark each line gets and where each underline goes are chosen here; the words come from the
 * catalogs (./equation-sentences.ts). Pure, for the Working tab (./EquationWorking.tsx) and its tests.
 */
import type { Diagnostic } from '@codemirror/lint';
import type { LinearEquationCheckOutput } from '../../core/tools/linear-equation-check';
import { isErrorEnvelope, type ToolResponse } from '../../worker/messages';
import { lexemeSpanAt, SENTENCE_MARK } from '../editor/diagnostics';
import type { LineMark } from '../editor/line-marks';
import { codePointOffsetToUtf16 } from '../editor/positions';
import { messageText, type Catalog, type ExplanationMessage, type Translate } from '../i18n';
import { equationInputError } from './equation-errors';
import { equationStatusKey, equationStepSentences } from '../../core/sentences/equation-check-sentences';

type Step = LinearEquationCheckOutput['steps'][number];

/** A line's mark: its kind names the fraction working's CSS classes (✓ right, ✗ wrong, ▸ the equation). */
export function markOf(step: Step): { symbol: string; kind: string } {
  switch (step.status) {
    case 'start':
      return { symbol: '▸', kind: 'start' };
    case 'equivalent':
      return { symbol: '✓', kind: 'equal' };
    case 'not_equivalent':
      return { symbol: '✗', kind: 'not_equal' };
    case 'not_linear':
      return { symbol: '✗', kind: 'not_equal' };
    case 'division_by_zero':
      return { symbol: '÷0', kind: 'division_by_zero' };
    case 'unchecked':
      return { symbol: '?', kind: 'unchecked' };
    case 'check':
      return step.holds === false ? { symbol: '✗', kind: 'not_equal' } : { symbol: '✓', kind: 'equal' };
  }
}

/** The gutter's marks, one per line, worded for hovering. */
export function equationMarks(output: LinearEquationCheckOutput, t: Translate): LineMark[] {
  return output.steps.map((step, index): LineMark => {
    const firstError = index === output.first_error_index;
    return {
      line: step.line,
      ...markOf(step),
      label: t('working.mark.title', { line: step.line, status: t(equationStatusKey(step, firstError)) }),
      emphasised: firstError,
    };
  });
}

/**
 * The underlines: an input error at its place (with its sentence), each wrong line (with why), and
 * where in the line before the likely mistake was made (its site), as a note.
 */
export function equationDiagnostics(
  working: string,
  response: ToolResponse<'linear-equation-check'> | null,
  catalog: Catalog,
  answer: string,
): Diagnostic[] {
  if (response === null) return [];
  if (isErrorEnvelope(response)) {
    const { position } = response.error.details;
    if (typeof position !== 'number') return [];
    const message = messageText(equationInputError(working, response, answer), catalog);
    return [
      {
        ...lexemeSpanAt(working, 'working', codePointOffsetToUtf16(working, position)),
        severity: 'error',
        message,
        markClass: SENTENCE_MARK,
      },
    ];
  }
  const diagnostics: Diagnostic[] = [];
  response.steps.forEach((step, index) => {
    if (step.status === 'division_by_zero' && step.division_position !== undefined) {
      const span = lexemeSpanAt(working, 'working', codePointOffsetToUtf16(working, step.division_position));
      diagnostics.push({
        ...span,
        severity: 'error',
        message: equationStepSentences(response, index)
          .map((part) => messageText(part, catalog))
          .join(' '),
      });
      return;
    }
    if (step.status !== 'not_equivalent' && !(step.status === 'check' && step.holds === false)) return;
    const sentence = equationStepSentences(response, index)
      .map((part) => messageText(part, catalog))
      .join(' ');
    const from = codePointOffsetToUtf16(working, step.position);
    diagnostics.push({
      from,
      to: from + step.text.length,
      severity: 'warning',
      message: messageText(
        {
          id: 'working.underline.notEqual',
          params: { line: { kind: 'value', text: String(step.line) }, sentence: { kind: 'value', text: sentence } },
        },
        catalog,
      ),
    });
    const first = step.misconceptions?.[0];
    if (first !== undefined && first.position !== null && first.site !== null) {
      const at = codePointOffsetToUtf16(working, first.position);
      const reason = messageText(sentenceOf(step, index, response), catalog);
      diagnostics.push({
        from: at,
        to: at + first.site.length,
        severity: 'info',
        message: messageText(
          {
            id: 'working.underline.site',
            params: { line: { kind: 'value', text: String(step.line) }, reason: { kind: 'value', text: reason } },
          },
          catalog,
        ),
      });
    }
  });
  return diagnostics.sort((a, b) => a.from - b.from || a.to - b.to);
}

/** The clause of a wrong line's first misconception alone (for the note at its site). */
function sentenceOf(_step: Step, index: number, output: LinearEquationCheckOutput): ExplanationMessage {
  const head = equationStepSentences(output, index)[0]!;
  const reason = head.params.reason;
  return reason !== undefined && reason.kind === 'message' ? { id: reason.id, params: reason.params } : head;
}
