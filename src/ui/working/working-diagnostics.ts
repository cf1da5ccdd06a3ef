/**
 * The underlines of a checked working of either kind, on the spans the engine found beside its
 * check (src/core/working/places.ts): the fault of a rejected working with its sentence, as an
 * error; each division by zero, as an error; each wrong step (or its wrong operands), and a last
 * step not in the final form asked for, as warnings; where a wrong step's likely mistake happened,
 * and each x read as ×, as notes. Only the words are chosen here, by the kind's view.
 */
import type { Diagnostic } from '@codemirror/lint';
import type { InputFault } from '../../core/sentences/input-error-sentences';
import type { ExplainedCheck } from '../../core/working/kind';
import type { WorkingPlace } from '../../core/working/places';
import { SENTENCE_MARK } from '../editor/diagnostics';
import { messageText, type Catalog, type ExplanationMessage } from '../i18n';

const SEVERITY: Readonly<Record<WorkingPlace['kind'], Diagnostic['severity']>> = {
  division: 'error',
  'letter-as-times': 'info',
  wrong: 'warning',
  site: 'info',
  'final-form': 'warning',
};

export function workingDiagnostics(
  checked: Pick<ExplainedCheck, 'fault' | 'places'> | null,
  /** What an underline at a place says, in the page's language. */
  said: (place: WorkingPlace) => string,
  catalog: Catalog,
): Diagnostic[] {
  if (checked === null) return [];
  const { fault, places } = checked;
  if (fault !== null) {
    if (fault.span === null || fault.sentence === null) return [];
    return [{ ...fault.span, severity: 'error', message: messageText(fault.sentence, catalog), markClass: SENTENCE_MARK }];
  }
  const diagnostics = places.map((place): Diagnostic => ({ ...place.span, severity: SEVERITY[place.kind], message: said(place) }));
  // CodeMirror wants them in document order.
  return diagnostics.sort((a, b) => a.from - b.from || a.to - b.to);
}

/** The sentence of a refused working; a request that carried no working has only "could not be read". */
export const refusalSentence = (fault: InputFault | null): ExplanationMessage =>
  fault?.sentence ?? { id: 'working.error.unreadable', params: {} };
