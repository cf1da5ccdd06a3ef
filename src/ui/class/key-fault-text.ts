/**
 * A key's fault in the page's language: the core says it in English (for the command line); the
 * tab says it from its reason and the row, question and text it names.
 */
import type { KeyFault } from '../../worker/messages';
import type { ClassMessageKey, ClassTranslate } from './class-messages';

const KEY_FAULT_MESSAGES: Readonly<Record<KeyFault['reason'], ClassMessageKey>> = {
  bad_answer: 'keyFault.bad_answer',
  bad_final_form: 'keyFault.bad_final_form',
  duplicate_question: 'keyFault.duplicate_question',
  missing_question: 'keyFault.missing_question',
  malformed_row: 'keyFault.malformed_row',
  cell_too_long: 'keyFault.cell_too_long',
};

export function keyFaultText(t: ClassTranslate, fault: KeyFault): string {
  const message = KEY_FAULT_MESSAGES[fault.reason] as ClassMessageKey | undefined;
  // A fault kept by an older build may carry a reason this one does not name: its own sentence.
  if (message === undefined) return fault.message;
  return t(message, { row: fault.row, question: fault.question ?? '', answer: fault.answer ?? '' });
}
