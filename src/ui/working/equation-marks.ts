/**
 * An equation working's gutter marks and the words of its underlines, from linear-equation-check's
 * answer: which mark each line gets is chosen here; the words come from the catalogs and the
 * underlines' places from the engine. Pure, for the Working tab (./EquationWorking.tsx) and its tests.
 */
import type { Diagnostic } from '@codemirror/lint';
import type { LinearEquationCheckOutput } from '../../core/tools/linear-equation-check';
import type { ExplainedCheck } from '../../core/working/kind';
import type { WorkingPlace } from '../../core/working/places';
import type { LineMark } from '../editor/line-marks';
import { messageText, type Catalog, type ExplanationMessage, type Translate } from '../i18n';
import { workingDiagnostics } from './working-diagnostics';
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
 * What the underline at each place the engine found says (the places: src/core/working/places.ts):
 * each wrong line (with why), where in the line before the likely mistake was made (its site),
 * and a division by zero.
 */
function equationPlaceWords(place: WorkingPlace, output: LinearEquationCheckOutput, catalog: Catalog): string {
  const step = output.steps[place.step]!;
  const sentence = equationStepSentences(output, place.step)
    .map((part) => messageText(part, catalog))
    .join(' ');
  const line = { kind: 'value', text: String(step.line) } as const;
  switch (place.kind) {
    case 'wrong':
      return messageText({ id: 'working.underline.notEqual', params: { line, sentence: { kind: 'value', text: sentence } } }, catalog);
    case 'site': {
      const reason = messageText(siteReason(output, place.step), catalog);
      return messageText({ id: 'working.underline.site', params: { line, reason: { kind: 'value', text: reason } } }, catalog);
    }
    default:
      return sentence;
  }
}

/** The underlines of an equation working's check, on the places the engine found beside it. */
export function equationDiagnostics(checked: ExplainedCheck<LinearEquationCheckOutput, null>, catalog: Catalog): Diagnostic[] {
  // Only an output has places, so its words are asked of an output alone.
  return workingDiagnostics(checked, (place) => equationPlaceWords(place, checked.response as LinearEquationCheckOutput, catalog), catalog);
}

/** The clause of a wrong line's first misconception alone (for the note at its site). */
function siteReason(output: LinearEquationCheckOutput, index: number): ExplanationMessage {
  const head = equationStepSentences(output, index)[0]!;
  const reason = head.params.reason;
  return reason !== undefined && reason.kind === 'message' ? { id: reason.id, params: reason.params } : head;
}
